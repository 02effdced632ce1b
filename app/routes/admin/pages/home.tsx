import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { saveHomeHero } from "~/features/pages/admin.server";
import { HomeHeroSchema } from "~/features/pages/admin-validation";
import { HomeHeroEditor } from "~/features/pages/components/admin/home-hero-editor";
import { getPageCopy } from "~/features/pages/pages.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => adminMeta("Pages", "Home page hero");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  return { hero: await getPageCopy(db, "home") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "save" && intent !== "preview") {
    return data(
      { result: null, preview: null, message: "That action is not known. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: HomeHeroSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null, message: null }, { status: 400 });
  }
  if (intent === "preview") return { result: submission.reply(), preview: submission.value, message: null };
  try {
    await saveHomeHero(db, admin, submission.value);
  } catch (error) {
    logger.error({ err: error }, "saving the home page hero failed");
    return data(
      {
        result: submission.reply({ formErrors: ["The hero could not be saved. Please try again in a moment."] }),
        preview: null,
        message: null,
      },
      { status: 500 },
    );
  }
  return redirectWithToast(env, "/admin/pages", {
    title: "Home page hero saved",
    description: "Visitors see the new words on the home page now.",
    variant: "success",
  });
}

export default function AdminHomeHeroRoute({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result as SubmissionResult<string[]> | null | undefined;
  return (
    <div className="flex flex-col gap-4">
      {actionData?.message ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <HomeHeroEditor hero={loaderData.hero} lastResult={lastResult} preview={actionData?.preview ?? null} />
    </div>
  );
}
