import { Link } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { useFormatDateTime } from "~/components/admin/format";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { Badge } from "~/components/ui/badge";
import { Pagination } from "~/components/ui/pagination";
import { readPage } from "~/components/ui/paging";
import { siteContext } from "~/context";
import { countPendingGifts, GIFTS_PAGE_SIZE, listGifts } from "~/features/donations/admin.server";
import { formatCents, SOURCE_LABELS, STATUS_LABELS } from "~/features/donations/format";
import { requireStaff } from "~/features/auth/admin-access.server";
import { cn } from "~/utils/misc";

export const meta: Route.MetaFunction = () => adminMeta("Donations");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, logger } = context.get(siteContext);
  const page = readPage(url);
  const pendingOnly = url.searchParams.get("status") === "pending";
  try {
    const [list, pending] = await Promise.all([
      listGifts(db, { page, status: pendingOnly ? "pending" : undefined }),
      countPendingGifts(db),
    ]);
    return {
      gifts: list.rows.map((row) => ({ ...row, giftDate: row.giftDate.toISOString() })),
      total: list.total,
      pending,
      pendingOnly,
      page,
      pageCount: Math.max(1, Math.ceil(list.total / GIFTS_PAGE_SIZE)),
    };
  } catch (error) {
    logger.error({ err: error }, "admin donations: loading the list failed");
    return { gifts: null, total: 0, pending: 0, pendingOnly, page, pageCount: 1 };
  }
}

const tone = {
  pending: "warning",
  succeeded: "success",
  refunded: "neutral",
  failed: "danger",
  voided: "neutral",
} as const;

export default function AdminDonationsRoute({ loaderData }: Route.ComponentProps) {
  const { gifts, total, pending, pendingOnly, page, pageCount } = loaderData;
  const formatDateTime = useFormatDateTime();
  const tab = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold",
      active ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
    );
  return (
    <div className="flex flex-col gap-6">
      <ListHeader
        title="Donations"
        count={gifts ? total : null}
        description="Every gift the site knows of, newest first: from the donation platforms' webhooks and entered by staff. Gifts from platforms that do not sign their messages wait for you to confirm them."
        newTo="/admin/donations/gifts/new"
        newLabel="Enter a gift"
      />
      <nav aria-label="Which gifts" className="flex flex-wrap gap-2">
        <Link to="/admin/donations" className={tab(!pendingOnly)} aria-current={!pendingOnly ? "page" : undefined}>
          All gifts
        </Link>
        <Link
          to="/admin/donations?status=pending"
          className={tab(pendingOnly)}
          aria-current={pendingOnly ? "page" : undefined}
        >
          Waiting for confirmation ({pending})
        </Link>
        <Link to="/admin/donations/donors" className={tab(false)}>
          Donors and statements
        </Link>
        <Link to="/admin/donations/import" className={tab(false)}>
          Import a CSV
        </Link>
      </nav>
      {!gifts ? (
        <ListAlert>The gifts could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : gifts.length === 0 ? (
        <ListEmpty title={pendingOnly ? "Nothing waits for confirmation." : "No gifts yet."}>
          {pendingOnly
            ? "Gifts from Every.org or Zapier appear here until you confirm them."
            : "Gifts arrive here from the donation platforms, or enter a check or cash gift yourself."}
        </ListEmpty>
      ) : (
        <>
          <AdminTable
            caption="Gifts, newest first"
            headings={["Date", "Donor", "Amount", "Campaign", "From", "Status"]}
            className="min-w-[48rem]"
          >
            {gifts.map((gift) => (
              <tr key={gift.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Link to={`/admin/donations/gifts/${gift.id}`} className="font-semibold text-brand-800 underline">
                    {formatDateTime(gift.giftDate)}
                  </Link>
                </td>
                <td className="px-4 py-3 break-words">
                  {gift.donorName ?? "Anonymous"}
                  {gift.donorEmail ? <span className="block text-muted">{gift.donorEmail}</span> : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatCents(gift.amountCents)}
                  {gift.refundedCents > 0 && gift.status !== "refunded" ? (
                    <span className="block text-muted">{formatCents(gift.refundedCents)} refunded</span>
                  ) : null}
                </td>
                <td className="px-4 py-3">{gift.campaignTitle ?? <span className="text-muted">Not assigned</span>}</td>
                <td className="px-4 py-3">{SOURCE_LABELS[gift.source]}</td>
                <td className="px-4 py-3">
                  <Badge tone={tone[gift.status]}>{STATUS_LABELS[gift.status]}</Badge>
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pagination variant="count" page={page} pageCount={pageCount} label="Gift pages" />
        </>
      )}
    </div>
  );
}
