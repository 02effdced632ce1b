import { Filter } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import type { Outcome } from "~/utils/reply-templates";

/**
 * The list's reply filters (issue 36): by outcome or "No reply yet", and "Assigned to me". A GET
 * form that keeps the search and status of the list, so it works without JavaScript.
 */
export function ReplyFilterBar({
  kind,
  outcomes,
  outcome,
  mine,
  keep,
}: {
  kind: string;
  outcomes: readonly Outcome[];
  outcome?: string;
  mine: boolean;
  /** The list's other query parameters (search, status), carried along. */
  keep: Record<string, string | undefined>;
}) {
  const clearQuery = new URLSearchParams(
    Object.entries(keep).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return (
    <Form
      method="get"
      aria-label="Filter by reply"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3"
    >
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {outcomes.length > 0 ? (
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          Reply
          <select
            name="outcome"
            defaultValue={outcome ?? ""}
            className="h-11 rounded-md border border-line bg-white px-3 text-base font-normal"
          >
            <option value="">Any</option>
            <option value="none">No reply yet</option>
            {outcomes.map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="owner" value="me" defaultChecked={mine} className="size-5" />
        Assigned to me
      </label>
      <Button type="submit" variant="outline">
        <Filter aria-hidden="true" /> Filter
      </Button>
      {outcome || mine ? (
        <Link
          to={`/admin/submissions/${kind}${clearQuery ? `?${clearQuery}` : ""}`}
          className={buttonClasses({ variant: "ghost" })}
        >
          Clear the reply filters
        </Link>
      ) : null}
    </Form>
  );
}
