import { sql } from "drizzle-orm";
import { campaigns } from "./schema";

/**
 * A campaign's raised amount and donor count, computed from the donations ledger (issue 37), as
 * expressions to select beside a campaign's own columns: one query, however many campaigns.
 *
 * Raised = the staff-entered `raised_amount` (money counted outside the ledger; part 1 §5's
 * parsing rules still apply to it) + every succeeded gift less what was refunded of it. Donors
 * are the ledger's succeeded gifts, one per email address (an anonymous gift is a donor of its
 * own).
 *
 * The subqueries name `"campaigns"."id"` themselves: Drizzle writes a lone table's columns
 * unqualified, which inside a subquery on donations would bind to donations.id.
 */
const ledgerCents = sql`(select coalesce(sum(d.amount_cents - d.refunded_cents), 0) from donations d where d.campaign_id = "campaigns"."id" and d.status = 'succeeded')`;

export const raisedAmountSql = sql<string>`(${campaigns.raisedAmount} + ${ledgerCents}::numeric / 100)`;

export const donorCountSql = sql<number>`(select count(distinct coalesce(lower(d.donor_email), d.id::text))::int from donations d where d.campaign_id = "campaigns"."id" and d.status = 'succeeded')`;
