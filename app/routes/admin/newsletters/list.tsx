import { Eye, EyeOff, ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { formatDate } from "~/features/admin/format";
import { listNewslettersForAdmin, setNewsletterPublished, type NewsletterRow } from "~/features/admin/newsletters/newsletters.server";
import { NewsletterPublishSchema } from "~/features/admin/newsletters/validation";
import { requireAdmin } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";

const LIST_PATH = "/admin/newsletters";

export const meta: Route.MetaFunction = () => [
  { title: `Newsletters | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  try {
    return { issues: await listNewslettersForAdmin(context.db) };
  } catch (error) {
    context.logger.error({ err: error }, "admin: loading newsletters failed");
    return data({ issues: null as NewsletterRow[] | null }, { status: 500 });
  }
}

/** The Publish / Unpublish buttons of the list. Editing and deleting happen on the editor page. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const parsed = NewsletterPublishSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400, statusText: "Bad Request" });
  const publish = parsed.data.intent === "publish";
  const issue = await setNewsletterPublished(context.db, admin, parsed.data.id, publish);
  if (issue === null) {
    return redirectWithToast(context.env, LIST_PATH, {
      title: "Issue not found",
      description: "It may have been deleted by another admin.",
      variant: "destructive",
    });
  }
  return redirectWithToast(context.env, LIST_PATH, {
    title: `${publish ? "Published" : "Unpublished"}: No. ${issue.newsletterNumber}, ${issue.title}`,
    description: publish
      ? `Readers now find it in the archive and at /newsletter/${issue.newsletterNumber}.`
      : "It is hidden from the public archive. You can still edit it here.",
    variant: "success",
  });
}

export default function AdminNewslettersRoute() {
  const { issues } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="newsletters-title">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="newsletters-title" className="text-2xl font-semibold">
            Newsletter issues {issues ? <span className="text-muted">({issues.length})</span> : null}
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            Every issue of the newsletter, newest first. Published issues are listed in the public archive at /newsletter;
            drafts are seen only here.
          </p>
        </div>
        <Link to={`${LIST_PATH}/new`} className={buttonClasses()}>
          <Plus aria-hidden="true" /> New issue
        </Link>
      </div>

      {!issues ? (
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          The newsletter issues could not be loaded. Please reload the page in a moment.
        </p>
      ) : issues.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6">
          <p className="font-semibold">No issues yet.</p>
          <p className="mt-1 text-muted">Write the first one: save it as a draft, read the preview, then publish it.</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Newsletter issues, newest first</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["No.", "Title", "Date", "Status", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {issues.map((issue) => (
                <IssueRow key={issue.id} issue={issue} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function IssueRow({ issue }: { issue: NewsletterRow }) {
  const navigation = useNavigation();
  // Only this row's button shows "Saving..." (every row sends the same intent).
  const isToggling = navigation.state === "submitting" && navigation.formData?.get("id") === issue.id;
  const name = `No. ${issue.newsletterNumber}, ${issue.title}`;
  return (
    <tr>
      <td className="px-4 py-3 font-semibold whitespace-nowrap">{issue.newsletterNumber}</td>
      <td className="px-4 py-3">
        <span className="font-semibold text-ink">{issue.title}</span>
        {issue.author ? <span className="block text-muted">by {issue.author}</span> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(issue.publishedDate)}</td>
      <td className="px-4 py-3">
        {issue.isPublished ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`${LIST_PATH}/${issue.id}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {name}</span>
          </Link>
          <Form method="post">
            <input type="hidden" name="id" value={issue.id} />
            {issue.isPublished ? (
              <SubmitButton name="intent" value="unpublish" size="sm" variant="ghost" pendingLabel="Saving..." isPending={isToggling}>
                <EyeOff aria-hidden="true" /> Unpublish<span className="sr-only"> {name}</span>
              </SubmitButton>
            ) : (
              <SubmitButton name="intent" value="publish" size="sm" variant="ghost" pendingLabel="Saving..." isPending={isToggling}>
                <Eye aria-hidden="true" /> Publish<span className="sr-only"> {name}</span>
              </SubmitButton>
            )}
          </Form>
          {issue.isPublished ? (
            <Link to={`/newsletter/${issue.newsletterNumber}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> View<span className="sr-only"> {name} on the site</span>
            </Link>
          ) : null}
          <Link
            to={`${LIST_PATH}/${issue.id}?delete=1`}
            className={buttonClasses({ variant: "ghost", size: "sm", className: "text-danger-700 hover:bg-danger-50" })}
          >
            <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {name}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
