import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublicPageLink } from "~/components/admin/publish-status";
import { HistoryLink } from "~/components/admin/history-link";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { changeFaqList } from "~/features/pages/admin.server";
import { FaqListSchema } from "~/features/pages/admin-validation";
import { getPageCopy } from "~/features/pages/pages.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => adminMeta("Pages", "FAQ");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const { items } = await getPageCopy(db, "faq");
  return { items: items.map(({ id, question }) => ({ id, question })) };
}

/** The Move up / Move down buttons: one place at a time, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  const submission = parseWithZod(await request.formData(), { schema: FaqListSchema });
  if (submission.status !== "success") {
    return data({ message: "That change could not be made. Please reload the page and try again." }, { status: 400 });
  }
  const { id, intent } = submission.value;
  const question = await changeFaqList(db, admin, id, intent);
  if (question === null) {
    return data(
      { message: "That question has moved or is gone already. The list below is up to date." },
      { status: 409 },
    );
  }
  return redirectWithToast(env, "/admin/pages/faq", {
    title: intent === "up" ? "Question moved up" : "Question moved down",
    description: `“${question}” has its new place on the FAQ.`,
    variant: "success",
  });
}

export default function AdminFaqRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/admin/pages">All pages</BackLink>
      <ListHeader
        title="FAQ"
        count={items.length}
        description="The questions on /faq, in the order visitors see them. Open a question to rewrite its answer."
        newTo="/admin/pages/faq/new"
        newLabel="Add a question"
      />
      <div className="flex flex-wrap gap-4">
        <PublicPageLink href="/faq" live />
        <HistoryLink kind="page" id="faq" />
      </div>
      {actionData?.message ? <ListAlert>{actionData.message}</ListAlert> : null}
      {items.length === 0 ? (
        <ListEmpty title="No questions yet." action={{ to: "/admin/pages/faq/new", label: "Add the first question" }}>
          The FAQ page shows only its introduction until you add a question.
        </ListEmpty>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Questions, in the order visitors see them">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:p-5 lg:flex-row lg:items-center"
            >
              <div className="min-w-0 flex-1">
                <h3 className="font-sans text-lg font-semibold break-words">
                  <span className="mr-2 text-muted">{index + 1}.</span>
                  <Link to={`/admin/pages/faq/${item.id}`} className="text-brand-800 hover:underline">
                    {item.question}
                  </Link>
                </h3>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Form method="post" className="contents">
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    disabled={index === 0}
                    aria-label={`Move “${item.question}” up`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    <ArrowUp aria-hidden="true" /> Up
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    disabled={index === items.length - 1}
                    aria-label={`Move “${item.question}” down`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    <ArrowDown aria-hidden="true" /> Down
                  </button>
                </Form>
                <Link
                  to={`/admin/pages/faq/${item.id}`}
                  aria-label={`Edit “${item.question}”`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Link>
                <Link
                  to={`/admin/pages/faq/${item.id}?delete=1`}
                  aria-label={`Remove “${item.question}”`}
                  className={buttonClasses({
                    variant: "ghost",
                    size: "sm",
                    className: "text-danger-700 hover:bg-danger-50",
                  })}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
