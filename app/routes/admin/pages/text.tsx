import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { saveTextCopy, textChanges, textCopyForEditor, textFields } from "~/features/pages/admin.server";
import { textCopySchema } from "~/features/pages/admin-validation";
import { TextCopyEditor } from "~/features/pages/components/admin/text-copy-editor";
import { getStoredTexts } from "~/features/pages/pages.server";
import { TEXT_COPY, isTextCopyKey, type TextCopyKey } from "~/features/pages/text-copy";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/text";

/** /admin/pages/about, /admin/pages/footer...: the pages of texts (ADR 0049); any other key is a 404. */
function keyOf(params: { key: string }): TextCopyKey {
  if (!isTextCopyKey(params.key)) throw data(null, { status: 404, statusText: "Page not found" });
  return params.key;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Pages", loaderData?.label ?? null);

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const key = keyOf(params);
  const { db } = context.get(siteContext);
  const { fields, values } = await textCopyForEditor(db, key);
  return { key, label: TEXT_COPY[key].label, path: TEXT_COPY[key].path, fields, values };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const key = keyOf(params);
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "save" && intent !== "preview") {
    return data(
      { result: null, preview: null, message: "That action is not known. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const fields = textFields(key);
  const submission = parseWithZod(formData, { schema: textCopySchema(fields) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null, message: null }, { status: 400 });
  }
  const value = submission.value as Record<string, string>;
  if (intent === "preview") {
    const byPath = new Map(fields.map((field) => [field.path, field]));
    const { changes } = textChanges(key, await getStoredTexts(db, key), value);
    const preview = changes.map((change) => ({
      group: byPath.get(change.path)?.group ?? "",
      label: byPath.get(change.path)?.label ?? change.path,
      before: change.before,
      after: change.after,
    }));
    return { result: submission.reply(), preview, message: null };
  }
  let changed: number;
  try {
    changed = await saveTextCopy(db, admin, key, value);
  } catch (error) {
    logger.error({ err: error, key }, "saving a page's texts failed");
    return data(
      {
        result: submission.reply({ formErrors: ["The page could not be saved. Please try again in a moment."] }),
        preview: null,
        message: null,
      },
      { status: 500 },
    );
  }
  const { label, path } = TEXT_COPY[key];
  return redirectWithToast(
    env,
    "/admin/pages",
    changed === 0
      ? { title: `${label}: nothing to save`, description: "No text had changed.", variant: "default" }
      : {
          title: `${label} saved`,
          description: `${changed === 1 ? "One text" : `${changed} texts`} changed; visitors see them on ${path} now.`,
          variant: "success",
        },
  );
}

export default function AdminTextPageRoute({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result as SubmissionResult<string[]> | null | undefined;
  return (
    <div className="flex flex-col gap-4">
      {actionData?.message ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <TextCopyEditor
        key={loaderData.key}
        label={loaderData.label}
        path={loaderData.path}
        fields={loaderData.fields}
        values={loaderData.values}
        lastResult={lastResult}
        preview={actionData?.preview ?? null}
      />
    </div>
  );
}
