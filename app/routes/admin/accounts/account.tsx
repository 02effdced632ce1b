import { KeyRound, MailCheck, ShieldCheck, ShieldOff, UserCheck, UserX } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import type { ReactNode } from "react";
import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import {
  enableAccount,
  getAccount,
  resendConfirmationFor,
  sendPasswordResetFor,
} from "~/features/admin/accounts.server";
import { AccountActionSchema } from "~/features/admin/validation";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";

/** One account's page, /admin/accounts/{id}: its state and what staff can do for it (issue 18). */
export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Accounts", loaderData?.account.email ?? null);

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { db } = context.get(siteContext);
  const account = params.id.length <= 100 ? await getAccount(db, params.id) : null;
  if (!account) throw data(null, { status: 404, statusText: "Account not found" });
  return { account, isMe: account.id === admin.id };
}

const DONE = {
  "resend-confirmation": "Confirmation email queued",
  "password-reset": "Password-reset email queued",
  enable: "Account enabled",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const site = context.get(siteContext);
  const parsed = AccountActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const { intent } = parsed.data;
  const result =
    intent === "enable"
      ? await enableAccount(site.db, admin, params.id)
      : intent === "resend-confirmation"
        ? await resendConfirmationFor(site, admin, params.id)
        : await sendPasswordResetFor(site, admin, params.id);
  const back = `/admin/accounts/${params.id}`;
  if (!result.ok) {
    return redirectWithToast(site.env, back, {
      title: "Nothing changed",
      description: result.message,
      variant: "destructive",
    });
  }
  return redirectWithToast(site.env, back, {
    title: DONE[intent],
    description:
      intent === "enable"
        ? "Its owner can sign in again."
        : "It goes out within a minute; the email outbox shows whether it was sent.",
    variant: "success",
  });
}

export default function AdminAccountRoute() {
  const formatDateTime = useFormatDateTime();
  const { account, isMe } = useLoaderData<typeof loader>();
  const base = `/admin/accounts/${account.id}`;
  return (
    <section aria-labelledby="account-title" className="flex flex-col gap-6">
      <BackLink to="/admin/accounts">All accounts</BackLink>
      <div>
        <h2 id="account-title" className="text-2xl font-semibold break-all">
          {account.email}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {account.role === "admin" ? <Badge tone="solid">Administrator</Badge> : <Badge>User</Badge>}
          {account.disabledAt ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
          {account.emailVerified ? null : <Badge tone="warning">Email not confirmed</Badge>}
          {isMe ? <Badge tone="info">That&apos;s you</Badge> : null}
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-line bg-white p-5 sm:grid-cols-2 sm:p-6">
        <Fact term="Name">{account.name}</Fact>
        <Fact term="Created">{formatDateTime(account.createdAt)}</Fact>
        <Fact term="Email address">{account.emailVerified ? "Confirmed" : "Not confirmed yet"}</Fact>
        <Fact term="Signed in on">
          {account.openSessions === 1 ? "1 device or browser" : `${account.openSessions} devices or browsers`}
        </Fact>
        {account.disabledAt ? <Fact term="Disabled since">{formatDateTime(account.disabledAt)}</Fact> : null}
      </dl>

      <Panel title="Emails">
        {account.disabledAt ? (
          <p className="text-muted">A disabled account gets no emails. Enable it first.</p>
        ) : (
          <>
            <p className="text-muted">
              Each one goes through the{" "}
              <Link to="/admin/outbox" className="font-semibold text-brand-800 underline underline-offset-4">
                email outbox
              </Link>
              , where you can see whether it was sent.
            </p>
            <Form method="post" className="mt-3 flex flex-wrap gap-3">
              {account.emailVerified ? null : (
                <SubmitButton name="intent" value="resend-confirmation" variant="outline" pendingLabel="Sending...">
                  <MailCheck aria-hidden="true" /> Resend confirmation email
                </SubmitButton>
              )}
              <SubmitButton name="intent" value="password-reset" variant="outline" pendingLabel="Sending...">
                <KeyRound aria-hidden="true" /> Send password-reset email
              </SubmitButton>
            </Form>
          </>
        )}
      </Panel>

      <Panel title="Administrator role">
        {isMe ? (
          <p className="text-muted">You can&apos;t change your own role. Ask another administrator.</p>
        ) : account.role === "admin" ? (
          <>
            <p className="text-muted">This account can use the whole admin dashboard.</p>
            <Link to={`${base}/remove-admin`} className={buttonClasses({ variant: "outline", className: "mt-3" })}>
              <ShieldOff aria-hidden="true" /> Remove admin role
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted">
              An administrator can change everything on the site. You will be asked to confirm.
            </p>
            <Link to={`${base}/make-admin`} className={buttonClasses({ variant: "outline", className: "mt-3" })}>
              <ShieldCheck aria-hidden="true" /> Make admin
            </Link>
          </>
        )}
      </Panel>

      <Panel title="Access">
        {isMe ? (
          <p className="text-muted">You can&apos;t disable your own account.</p>
        ) : account.disabledAt ? (
          <>
            <p className="text-muted">
              Signing in is refused. Enabling lets its owner sign in with their password again.
            </p>
            <Form method="post" className="mt-3">
              <SubmitButton name="intent" value="enable" variant="outline" pendingLabel="Enabling...">
                <UserCheck aria-hidden="true" /> Enable account
              </SubmitButton>
            </Form>
          </>
        ) : (
          <>
            <p className="text-muted">
              Disabling signs its owner out everywhere at once and refuses their sign-in until it is enabled again.
            </p>
            <Link
              to={`${base}/disable`}
              className={buttonClasses({
                variant: "outline",
                className: "mt-3 border-danger-700 text-danger-700 hover:bg-danger-50",
              })}
            >
              <UserX aria-hidden="true" /> Disable account
            </Link>
          </>
        )}
      </Panel>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
      <h3 className="mb-1 font-sans text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}
