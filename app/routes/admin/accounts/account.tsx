import { KeyRound, MailCheck, ShieldCheck, ShieldOff, ShieldX, UserCheck, UserX } from "lucide-react";
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
import { requireStaff } from "~/features/auth/admin-access.server";
import { ROLE_DESCRIPTIONS } from "~/features/auth/permissions";
import { ROLE_LABELS } from "~/db/constants";
import { redirectWithToast } from "~/utils/toast.server";

const ROLE_CHANGES = [
  { change: "make-admin", label: "Make administrator", role: "admin" },
  { change: "make-editor", label: "Make editor", role: "editor" },
  { change: "make-caseworker", label: "Make caseworker", role: "caseworker" },
  { change: "remove-role", label: "Remove staff role", role: "user" },
] as const;

/** One account's page, /admin/accounts/{id}: its state and what staff can do for it (issue 18). */
export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Accounts", loaderData?.account.email ?? null);

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireStaff(context, "accounts");
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
  const admin = requireStaff(context, "accounts");
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
          {account.role === "user" ? <Badge>User</Badge> : <Badge tone="solid">{ROLE_LABELS[account.role]}</Badge>}
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
        <Fact term="Two-factor sign-in">{account.twoFactorEnabled ? "On" : "Off"}</Fact>
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

      <Panel title="Role">
        <p className="text-muted">
          <strong className="text-ink">{ROLE_LABELS[account.role]}:</strong> {ROLE_DESCRIPTIONS[account.role]}
        </p>
        {isMe ? (
          <p className="mt-2 text-muted">You can&apos;t change your own role. Ask another administrator.</p>
        ) : (
          <>
            <p className="mt-2 text-muted">
              Give the least a person needs for their work. Every staff role signs in with two-factor authentication.
              You will be asked to confirm.
            </p>
            <ul className="mt-3 flex flex-wrap gap-3">
              {ROLE_CHANGES.filter(({ role }) => role !== account.role).map(({ change, label, role }) => (
                <li key={change}>
                  <Link to={`${base}/${change}`} className={buttonClasses({ variant: "outline" })}>
                    {role === "user" ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />} {label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      <Panel title="Two-factor sign-in">
        {isMe ? (
          <p className="text-muted">
            {account.twoFactorEnabled
              ? "Yours is on. If you lose your phone, use a backup code, or ask another administrator to reset it."
              : "Yours is off."}
          </p>
        ) : account.twoFactorEnabled ? (
          <>
            <p className="text-muted">
              On. If they lost their phone and their backup codes, you can reset it: they set it up again at their next
              sign-in.
            </p>
            <Link to={`${base}/reset-two-factor`} className={buttonClasses({ variant: "outline", className: "mt-3" })}>
              <ShieldX aria-hidden="true" /> Reset two-factor sign-in
            </Link>
          </>
        ) : (
          <p className="text-muted">
            {account.role === "user"
              ? "Off. Staff accounts must set it up before they can open the admin dashboard."
              : "Not set up yet: they will be asked to set it up before they can open the admin dashboard."}
          </p>
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
