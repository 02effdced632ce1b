import { Search } from "lucide-react";
import { Form, Link, useLoaderData } from "react-router";
import { ROLE_LABELS } from "~/db/constants";
import type { Route } from "./+types/accounts";
import { adminMeta } from "~/components/admin/admin-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { siteContext } from "~/context";
import { ACCOUNTS_PAGE_SIZE, listAccounts } from "~/features/admin/accounts.server";
import { useFormatDateTime } from "~/components/admin/format";
import { Pagination } from "~/components/ui/pagination";
import { readPage } from "~/components/ui/paging";
import { requireStaff } from "~/features/auth/admin-access.server";
import { TableScroll } from "~/components/admin/table-scroll";

export const meta: Route.MetaFunction = () => adminMeta("Accounts");

export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = requireStaff(context, "accounts");
  const { db } = context.get(siteContext);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200) || undefined;
  const page = readPage(url);
  const accounts = await listAccounts(db, { q, page });
  return {
    ...accounts,
    page,
    q,
    myId: admin.id,
    pageCount: Math.max(1, Math.ceil(accounts.total / ACCOUNTS_PAGE_SIZE)),
  };
}

export default function AdminAccountsRoute() {
  const formatDateTime = useFormatDateTime();
  const { rows, total, page, q, myId, pageCount } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="text-2xl font-semibold">
        Accounts <span className="text-muted">({total})</span>
      </h2>
      <p className="mb-6 text-muted">
        Open an account to send its owner a new confirmation or password-reset email, disable or re-enable it, or grant
        or remove the administrator role.
      </p>
      <Form method="get" role="search" aria-label="Search accounts" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-semibold sm:max-w-sm">
          Email
          <input
            type="search"
            name="q"
            defaultValue={q ?? ""}
            className="h-11 rounded-md border border-line bg-white px-3 text-base font-normal"
          />
        </label>
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">No accounts match.</p>
      ) : (
        <TableScroll label="Accounts">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Accounts, newest first</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["Email", "Status", "Created", "Role", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((account) => (
                <tr key={account.id}>
                  <td className="px-4 py-3 font-semibold break-all">
                    <Link
                      to={`/admin/accounts/${account.id}`}
                      className="text-brand-800 underline-offset-4 hover:underline"
                    >
                      {account.email}
                    </Link>
                    {account.id === myId ? <span className="ml-2 font-normal text-muted">(you)</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    {account.disabledAt ? (
                      <Badge tone="danger">Disabled</Badge>
                    ) : account.emailVerified ? (
                      "Active"
                    ) : (
                      "Not confirmed yet"
                    )}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(account.createdAt)}</td>
                  <td className="px-4 py-3">
                    {account.role === "user" ? (
                      <Badge>User</Badge>
                    ) : (
                      <Badge tone="solid">{ROLE_LABELS[account.role]}</Badge>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/accounts/${account.id}`}
                      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                      aria-label={`Manage ${account.email}`}
                    >
                      Manage
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination variant="count" page={page} pageCount={pageCount} label="Account pages" />
    </section>
  );
}
