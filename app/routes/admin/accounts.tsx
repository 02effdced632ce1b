import { Search, ShieldCheck, ShieldOff } from "lucide-react";
import { data, Form, useLoaderData } from "react-router";
import type { Route } from "./+types/accounts";
import { adminMeta } from "~/components/admin/admin-meta";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { siteContext } from "~/context";
import { ACCOUNTS_PAGE_SIZE, changeRole, listAccounts } from "~/features/admin/accounts.server";
import { useFormatDateTime } from "~/components/admin/format";
import { Pagination } from "~/components/ui/pagination";
import { readPage } from "~/components/ui/paging";
import { RoleChangeSchema } from "~/features/admin/validation";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import { TableScroll } from "~/components/admin/table-scroll";

export const meta: Route.MetaFunction = () => adminMeta("Accounts");

export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
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

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env } = context.get(siteContext);
  const parsed = RoleChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  const back = `/admin/accounts${url.search}`;
  if (!parsed.success) throw data(null, { status: 400 });
  const result = await changeRole(db, admin, parsed.data.userId, parsed.data.role);
  if (!result.ok)
    return redirectWithToast(env, back, {
      title: "Role not changed",
      description: result.message,
      variant: "destructive",
    });
  return redirectWithToast(env, back, {
    title: parsed.data.role === "admin" ? "Administrator role granted" : "Administrator role removed",
    variant: "success",
  });
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
        Grant or remove the administrator role. You cannot change your own role, and the site always keeps one
        administrator.
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
                {["Email", "Confirmed", "Created", "Role", "Change"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((account) => (
                <tr key={account.id}>
                  <td className="px-4 py-3 font-semibold break-all">{account.email}</td>
                  <td className="px-4 py-3">{account.emailVerified ? "Yes" : "Not yet"}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(account.createdAt)}</td>
                  <td className="px-4 py-3">
                    {account.role === "admin" ? <Badge tone="solid">Administrator</Badge> : <Badge>User</Badge>}
                  </td>
                  <td className="px-4 py-3">
                    {account.id === myId ? (
                      <span className="text-muted">That&apos;s you</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="userId" value={account.id} />
                        {account.role === "admin" ? (
                          <SubmitButton
                            name="role"
                            value="user"
                            size="sm"
                            variant="outline"
                            pendingLabel="Saving..."
                            aria-label={`Remove administrator role from ${account.email}`}
                          >
                            <ShieldOff aria-hidden="true" /> Remove admin
                          </SubmitButton>
                        ) : (
                          <SubmitButton
                            name="role"
                            value="admin"
                            size="sm"
                            variant="outline"
                            pendingLabel="Saving..."
                            aria-label={`Make ${account.email} an administrator`}
                          >
                            <ShieldCheck aria-hidden="true" /> Make admin
                          </SubmitButton>
                        )}
                      </Form>
                    )}
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
