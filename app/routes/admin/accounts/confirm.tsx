import { ShieldCheck, ShieldOff, ShieldX, UserX } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/confirm";
import { BackLink } from "~/components/admin/back-link";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { changeRole, disableAccount, getAccount, resetTwoFactor } from "~/features/admin/accounts.server";
import { ACCOUNT_CHANGES, AccountConfirmSchema, type AccountChange } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { ROLE_DESCRIPTIONS } from "~/features/auth/permissions";
import type { Role } from "~/db/constants";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The confirm step, as a page of its own so that it works without JavaScript, before a change
 * to an account that is hard to notice or undo: /admin/accounts/{id}/make-admin, …/make-editor,
 * …/make-caseworker, …/remove-role and …/disable. The heading names the account; the change happens only on the second POST.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Accounts", loaderData?.copy.title ?? null);

const COPY: Record<AccountChange, { verb: string; detail: string; confirm: string; done: string }> = {
  "make-admin": {
    verb: "Make {email} an administrator?",
    detail:
      "They will be able to see every submission, donation and account, change all content and settings, and give or take away roles.",
    confirm: "Yes, make administrator",
    done: "Administrator role given",
  },
  "make-editor": {
    verb: "Make {email} an editor?",
    detail: `${ROLE_DESCRIPTIONS.editor} They will sign in with two-factor authentication.`,
    confirm: "Yes, make editor",
    done: "Editor role given",
  },
  "make-caseworker": {
    verb: "Make {email} a caseworker?",
    detail: `${ROLE_DESCRIPTIONS.caseworker} They will sign in with two-factor authentication.`,
    confirm: "Yes, make caseworker",
    done: "Caseworker role given",
  },
  "remove-role": {
    verb: "Remove the staff role from {email}?",
    detail: "They keep their account but can no longer open the admin dashboard.",
    confirm: "Yes, remove staff role",
    done: "Staff role removed",
  },
  disable: {
    verb: "Disable {email}?",
    detail:
      "They are signed out on every device at once, and signing in is refused with a message to contact staff until you enable the account again. Nothing in the account is deleted.",
    confirm: "Yes, disable account",
    done: "Account disabled",
  },
  "reset-two-factor": {
    verb: "Reset two-factor sign-in for {email}?",
    detail:
      "For a lost or replaced phone. Their authenticator app and backup codes stop working, they are signed out on every device, and at their next sign-in they set up two-factor sign-in again with their password. Make sure it is really them who asked.",
    confirm: "Yes, reset two-factor sign-in",
    done: "Two-factor sign-in reset",
  },
};

/** The role each change gives (disabling and resetting two-factor give none). */
const ROLE_OF: Record<Exclude<AccountChange, "disable" | "reset-two-factor">, Role> = {
  "make-admin": "admin",
  "make-editor": "editor",
  "make-caseworker": "caseworker",
  "remove-role": "user",
};

function readChange(value: string | undefined): AccountChange {
  const change = ACCOUNT_CHANGES.find((known) => known === value);
  if (!change) throw data(null, { status: 404, statusText: "Not found" });
  return change;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireStaff(context, "accounts");
  const { db } = context.get(siteContext);
  const change = readChange(params.change);
  const account = params.id.length <= 100 ? await getAccount(db, params.id) : null;
  if (!account) throw data(null, { status: 404, statusText: "Account not found" });
  const copy = COPY[change];
  return {
    account: { id: account.id, email: account.email },
    change,
    isMe: account.id === admin.id,
    copy: { title: copy.verb.replace("{email}", account.email), detail: copy.detail, confirm: copy.confirm },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireStaff(context, "accounts");
  const { db, env } = context.get(siteContext);
  const change = readChange(params.change);
  // The change needs the confirmed intent: a bare POST (or a forged one without it) changes nothing.
  if (!AccountConfirmSchema.safeParse(Object.fromEntries(await request.formData())).success) {
    throw data(null, { status: 400 });
  }
  const result =
    change === "disable"
      ? await disableAccount(db, admin, params.id)
      : change === "reset-two-factor"
        ? await resetTwoFactor(db, admin, params.id)
        : await changeRole(db, admin, params.id, ROLE_OF[change]);
  const back = `/admin/accounts/${params.id}`;
  if (!result.ok) {
    return redirectWithToast(env, back, {
      title: "Nothing changed",
      description: result.message,
      variant: "destructive",
    });
  }
  return redirectWithToast(env, back, { title: COPY[change].done, variant: "success" });
}

const ICONS = {
  "make-admin": ShieldCheck,
  "make-editor": ShieldCheck,
  "make-caseworker": ShieldCheck,
  "remove-role": ShieldOff,
  disable: UserX,
  "reset-two-factor": ShieldX,
} as const;

export default function AdminAccountConfirmRoute() {
  const { account, change, copy, isMe } = useLoaderData<typeof loader>();
  const back = `/admin/accounts/${account.id}`;
  const Icon = ICONS[change];
  return (
    <section aria-labelledby="confirm-title" className="flex flex-col gap-4">
      <BackLink to={back}>Back to the account</BackLink>
      <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
        <h2 id="confirm-title" className="text-2xl font-semibold break-words">
          {copy.title}
        </h2>
        {isMe ? (
          <p className="mt-2 text-muted">
            This is your own account.{" "}
            {change === "disable"
              ? "You can't disable it."
              : change === "reset-two-factor"
                ? "You can't reset your own two-factor sign-in. Ask another administrator."
                : "You can't change your own role."}
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">{copy.detail}</p>
            <Form method="post" className="mt-5 flex flex-wrap gap-3">
              <input type="hidden" name="confirm" value="yes" />
              <SubmitButton variant={change.startsWith("make-") ? "primary" : "danger"} pendingLabel="Saving...">
                <Icon aria-hidden="true" /> {copy.confirm}
              </SubmitButton>
              <Link to={back} className={buttonClasses({ variant: "outline" })}>
                Cancel
              </Link>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
