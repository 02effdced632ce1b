import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link, useActionData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { changeFaqList, saveFaqItem } from "~/features/pages/admin.server";
import { FaqItemSchema, hasReadableText, linksToLines } from "~/features/pages/admin-validation";
import {
  ConfirmRemoveFaqItem,
  FaqItemEditor,
  type FaqItemFormValues,
} from "~/features/pages/components/admin/faq-item-editor";
import { getPageCopy } from "~/features/pages/pages.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/faq-item";

const NOT_FOUND = "FAQ question not found";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Pages", loaderData?.item.id ? `FAQ: ${loaderData.item.question}` : "FAQ: add a question");

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  if (params.id === "new") {
    const item: FaqItemFormValues = { id: null, question: "", answer: "", links: "" };
    return { item, confirmDelete: false };
  }
  const { items } = await getPageCopy(db, "faq");
  const found = items.find((entry) => entry.id === params.id);
  if (!found) throw data(null, { status: 404, statusText: NOT_FOUND });
  const item: FaqItemFormValues = {
    id: found.id,
    question: found.question,
    answer: found.answerHtml,
    links: linksToLines(found.links),
  };
  return { item, confirmDelete: url.searchParams.has("delete") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const isNew = params.id === "new";

  if (intent === "delete" && !isNew) {
    const question = await changeFaqList(db, admin, params.id, "remove");
    if (question === null) throw data(null, { status: 404, statusText: NOT_FOUND });
    return redirectWithToast(env, "/admin/pages/faq", {
      title: "Question removed",
      description: `“${question}” is no longer on the FAQ.`,
      variant: "success",
    });
  }
  if (intent !== "save" && intent !== "preview") {
    return data(
      { result: null, preview: null, message: "That action is not known. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: FaqItemSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null, message: null }, { status: 400 });
  }
  const answerHtml = sanitizeRichHtml(submission.value.answer);
  // Markup that is nothing but what the sanitiser removes (a lone <script>) leaves no answer to show.
  if (!hasReadableText(answerHtml)) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { answer: ["Please write the answer before saving: only removed markup was left."] },
        }),
        preview: null,
        message: null,
      },
      { status: 400 },
    );
  }
  if (intent === "preview") {
    const { question, links } = submission.value;
    return { result: submission.reply(), preview: { question, answerHtml, links }, message: null };
  }
  try {
    const id = await saveFaqItem(db, admin, isNew ? null : params.id, submission.value);
    if (id === null) {
      return data(
        {
          result: submission.reply({
            formErrors: ["This question is no longer on the FAQ. Copy your text, then add it again."],
          }),
          preview: null,
          message: null,
        },
        { status: 404 },
      );
    }
    return redirectWithToast(env, "/admin/pages/faq", {
      title: isNew ? "Question added" : "Question saved",
      description: isNew
        ? `“${submission.value.question}” is now the last question on the FAQ.`
        : `Your changes to “${submission.value.question}” are on the FAQ.`,
      variant: "success",
    });
  } catch (error) {
    logger.error({ err: error }, "saving an FAQ question failed");
    return data(
      {
        result: submission.reply({ formErrors: ["The question could not be saved. Please try again in a moment."] }),
        preview: null,
        message: null,
      },
      { status: 500 },
    );
  }
}

export default function AdminFaqItemRoute({ loaderData }: Route.ComponentProps) {
  const { item, confirmDelete } = loaderData;
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result as SubmissionResult<string[]> | null | undefined;
  if (item.id && confirmDelete) return <ConfirmRemoveFaqItem id={item.id} question={item.question} />;
  return (
    <div className="flex flex-col gap-4">
      {actionData?.message ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <FaqItemEditor key={item.id ?? "new"} item={item} lastResult={lastResult} preview={actionData?.preview ?? null} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">Question not found</h2>
        <p className="mt-2 text-muted">
          It may have been removed by someone else. The list shows every question there is now.
        </p>
        <Link to="/admin/pages/faq" className={`${buttonClasses({ variant: "outline" })} mt-4`}>
          Back to all questions
        </Link>
      </div>
    );
  }
  throw error;
}
