import { ArrowRight } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/submissions";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { countSubmissions, describeKind, SUBMISSION_KINDS } from "~/features/admin/submissions.server";
import { requireStaff } from "~/features/auth/admin-access.server";

export const meta: Route.MetaFunction = () => adminMeta("Submissions");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "submissions");
  const { db } = context.get(siteContext);
  const counts = await countSubmissions(db);
  return { kinds: SUBMISSION_KINDS.map((kind) => ({ ...describeKind(kind), ...counts[kind] })) };
}

export default function AdminSubmissionsRoute() {
  const { kinds } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="all-submissions">
      <h2 id="all-submissions" className="mb-2 text-2xl font-semibold">
        Everything visitors have sent
      </h2>
      <p className="mb-6 text-muted">
        Each list can be searched, filtered by status and downloaded as a spreadsheet (CSV). What people get back (the
        receipt and each decision&apos;s email) is worded under{" "}
        <Link to="/admin/settings/templates" className="font-semibold text-brand-800 underline underline-offset-4">
          Email templates
        </Link>
        .
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {kinds.map((kind) => (
          <li key={kind.kind}>
            <Link
              to={`/admin/submissions/${kind.kind}`}
              className="flex h-full flex-col gap-1 rounded-lg border border-line bg-white p-4 hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-brand-800">
                {kind.label} <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm text-muted">{kind.description}</span>
              <span className="text-sm">
                {kind.total} in all
                {kind.fresh ? <strong className="ml-2 text-accent-700">{kind.fresh} new</strong> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
