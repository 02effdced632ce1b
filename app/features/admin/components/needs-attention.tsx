import { ArrowRight, CalendarClock, MailWarning, Megaphone, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { cn } from "~/utils/misc";

/**
 * The dashboard's "Needs attention" panel (issue 35, stumble 3): trouble and unfinished work that
 * otherwise shows only on its own screen. Each list is its own component, so another list (say,
 * submissions that need a reply) slots in beside them without touching these.
 */
export interface NeedsAttentionData {
  failedEmails: number;
  scheduled: { key: string; kind: string; title: string; href: string; at: string }[];
  sendsInProgress: { id: string; title: string; href: string; recipientCount: number; waiting: number }[];
  draftCampaigns: { id: string; title: string; href: string }[];
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export function NeedsAttention({ attention }: { attention: NeedsAttentionData | null }) {
  if (!attention) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
        This part of the dashboard could not be loaded just now. Please reload the page in a moment.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FailedEmails count={attention.failedEmails} />
      <div className="grid gap-5 md:grid-cols-2">
        <SendsInProgress sends={attention.sendsInProgress} />
        <ScheduledItems items={attention.scheduled} />
        <DraftCampaigns campaigns={attention.draftCampaigns} />
      </div>
    </div>
  );
}

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

function RowLink({ to, children, detail }: { to: string; children: ReactNode; detail: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-brand-800 hover:underline"
    >
      <span className="min-w-0 break-words">{children}</span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold">
        {detail} <ArrowRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}

/** Emails the outbox gave up on: the count, and the way to the outbox's failed list. */
export function FailedEmails({ count }: { count: number }) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 sm:p-5",
        count > 0 ? "border-danger-700 bg-danger-50" : "border-line bg-white",
      )}
    >
      <p className="flex items-center gap-2">
        <MailWarning aria-hidden="true" className={cn("size-5", count > 0 ? "text-danger-700" : "text-muted")} />
        {count > 0 ? (
          <span className="font-semibold text-danger-700">
            {plural(count, "email", "emails")} could not be delivered.
          </span>
        ) : (
          <span className="text-muted">No failed emails: everything in the outbox went out or is on its way.</span>
        )}
      </p>
      {count > 0 ? (
        <Link
          to="/admin/outbox?status=failed"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
        >
          See the failed emails in the outbox <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

export function SendsInProgress({ sends }: { sends: NeedsAttentionData["sendsInProgress"] }) {
  return (
    <Panel title="Newsletter sends in progress" icon={<Send aria-hidden="true" className="size-4 text-brand-700" />}>
      {sends.length === 0 ? (
        <p className="mt-2 text-muted">No newsletter is being sent right now.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {sends.map((send) => (
            <li key={send.id}>
              <RowLink
                to={send.href}
                detail={`${plural(send.waiting, "message", "messages")} of ${send.recipientCount.toLocaleString("en-US")} waiting`}
              >
                {send.title}
              </RowLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function ScheduledItems({ items }: { items: NeedsAttentionData["scheduled"] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Panel title="Scheduled to go live" icon={<CalendarClock aria-hidden="true" className="size-4 text-brand-700" />}>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">Nothing is scheduled. Stories and issues dated ahead appear here.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {items.map((item) => (
            <li key={item.key}>
              <RowLink to={item.href} detail={formatDateTime(item.at)}>
                <span className="text-muted">{item.kind}: </span>
                {item.title}
              </RowLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function DraftCampaigns({ campaigns }: { campaigns: NeedsAttentionData["draftCampaigns"] }) {
  return (
    <Panel title="Draft campaigns" icon={<Megaphone aria-hidden="true" className="size-4 text-brand-700" />}>
      {campaigns.length === 0 ? (
        <p className="mt-2 text-muted">No draft campaigns: every campaign is on the site.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <RowLink to={campaign.href} detail="Hidden from the site">
                {campaign.title}
              </RowLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
