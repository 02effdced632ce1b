import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext, type SiteContext } from "~/context";
import { getRetentionPeriods } from "~/features/admin/privacy/retention.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import { legalCopyFromForm, saveLegalCopy } from "~/features/pages/admin.server";
import { legalCopySchema } from "~/features/pages/admin-validation";
import { LEGAL_SHAPES, PAGE_COPY, type LegalKey } from "~/features/pages/copy";
import { LegalEditor, legalFormValues } from "~/features/pages/components/admin/legal-editor";
import { getPageCopy } from "~/features/pages/pages.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/legal";

/** One module for /admin/pages/privacy and /admin/pages/terms (app/routes.ts gives each its id). */
const keyOf = (url: URL): LegalKey => (url.pathname.endsWith("/terms") ? "terms" : "privacy");

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Pages", loaderData ? PAGE_COPY[loaderData.key].label : null);

/** What the fixed blocks show in a preview: the configured contact details and, on the privacy policy, the periods. */
async function contactFor(site: Pick<SiteContext, "db" | "env">, key: LegalKey) {
  const { db, env } = site;
  return {
    email: env.CONTACT_EMAIL,
    phone: env.CONTACT_PHONE,
    retention:
      key === "privacy" ? { periods: await getRetentionPeriods(db), backupsKept: env.BACKUPS_KEPT } : undefined,
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const site = context.get(siteContext);
  const key = keyOf(url);
  const [copy, contact] = await Promise.all([getPageCopy(site.db, key), contactFor(site, key)]);
  return { key, values: legalFormValues(LEGAL_SHAPES[key], copy), contact };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const site = context.get(siteContext);
  const { db, env, logger } = site;
  const key = keyOf(url);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "save" && intent !== "preview") {
    return data(
      { result: null, preview: null, message: "That action is not known. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: legalCopySchema(LEGAL_SHAPES[key]) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null, message: null }, { status: 400 });
  }
  const copy = legalCopyFromForm(key, submission.value);
  if (intent === "preview") return { result: submission.reply(), preview: copy, message: null };
  try {
    await saveLegalCopy(db, admin, key, copy);
  } catch (error) {
    logger.error({ err: error }, "saving a legal page failed");
    return data(
      {
        result: submission.reply({ formErrors: ["The page could not be saved. Please try again in a moment."] }),
        preview: null,
        message: null,
      },
      { status: 500 },
    );
  }
  return redirectWithToast(env, "/admin/pages", {
    title: `${PAGE_COPY[key].label} saved`,
    description: `Your changes are on ${PAGE_COPY[key].path} now.`,
    variant: "success",
  });
}

export default function AdminLegalPageRoute({ loaderData }: Route.ComponentProps) {
  const { key, values, contact } = loaderData;
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result as SubmissionResult<string[]> | null | undefined;
  return (
    <div className="flex flex-col gap-4">
      {actionData?.message ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <LegalEditor
        key={key}
        shape={LEGAL_SHAPES[key]}
        path={PAGE_COPY[key].path}
        values={values}
        lastResult={lastResult}
        preview={actionData?.preview ?? null}
        contact={contact}
      />
    </div>
  );
}
