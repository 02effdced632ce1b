import { getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { CheckboxField, Field, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext, type SiteContext } from "~/context";
import { DeleteConfirm, DeletePanel } from "~/components/admin/delete-confirm";
import { EditorPage } from "~/components/admin/editor-page";
import { ImageField } from "~/components/admin/image-field";
import {
  createCompletedCampaign,
  deleteCompletedCampaign,
  getCompletedCampaignForAdmin,
  updateCompletedCampaign,
} from "~/features/completed-campaigns/admin.server";
import { CompletedCampaignSchema } from "~/features/completed-campaigns/admin-validation";
import { requireEditable } from "~/features/admin/editor.server";
import { formatDate } from "~/components/admin/format";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";

const LIST_PATH = "/admin/completed-campaigns";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.campaign ? `Edit: ${loaderData.campaign.title}` : "New completed campaign"} | Admin | ${SITE_NAME}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** `:id` is "new" (create) or a campaign's id; `?delete=1` asks to confirm deleting it. */
function loadCampaign(db: SiteContext["db"], id: string) {
  return requireEditable(id, (campaignId) => getCompletedCampaignForAdmin(db, campaignId), "Campaign Not Found");
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(siteContext);
  const campaign = await loadCampaign(db, params.id);
  const confirmDelete = Boolean(campaign) && url.searchParams.get("delete") === "1";
  return { campaign, confirmDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env, logger } = context.get(siteContext);
  const existing = await loadCampaign(db, params.id);
  const formData = await request.formData();

  if (formData.get("intent") === "delete") {
    if (!existing) throw data(null, { status: 400, statusText: "Bad Request" });
    const title = await deleteCompletedCampaign(db, admin, existing.id);
    return redirectWithToast(env, LIST_PATH, {
      title: title === null ? "Already deleted" : `Deleted: ${title}`,
      description: title === null ? "Another admin deleted this campaign first." : "Its public page is gone from the site.",
      variant: title === null ? "default" : "success",
    });
  }

  const submission = parseWithZod(formData, { schema: CompletedCampaignSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    if (existing) {
      if (!(await updateCompletedCampaign(db, admin, existing.id, submission.value))) {
        return data(
          { result: submission.reply({ formErrors: ["This campaign no longer exists. It may have been deleted by another admin."] }) },
          { status: 404 },
        );
      }
    } else {
      await createCompletedCampaign(db, admin, submission.value);
    }
  } catch (error) {
    logger.error({ err: error }, "admin: saving a completed campaign failed");
    return data(
      { result: submission.reply({ formErrors: ["The campaign could not be saved just now. Please try again in a minute."] }) },
      { status: 500 },
    );
  }
  const { title, isPublished } = submission.value;
  return redirectWithToast(env, LIST_PATH, {
    title: existing ? `Saved: ${title}` : `Created: ${title}`,
    description: isPublished ? "It is live on the Completed Campaigns page." : "It is a draft: only admins can see it.",
    variant: "success",
  });
}

export default function AdminCompletedCampaignEditRoute() {
  const { campaign, confirmDelete } = useLoaderData<typeof loader>();
  if (campaign && confirmDelete) return <ConfirmDelete campaign={campaign} />;
  return <CampaignEditor campaign={campaign} />;
}

type LoadedCampaign = NonNullable<Awaited<ReturnType<typeof loader>>["campaign"]>;

function CampaignEditor({ campaign }: { campaign: LoadedCampaign | null }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `completed-campaign-${campaign?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: campaign
      ? {
          ...campaign,
          showPartnershipSection: campaign.showPartnershipSection ? "on" : undefined,
          isPublished: campaign.isPublished ? "on" : undefined,
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompletedCampaignSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const input = (field: (typeof fields)[keyof typeof fields], type: "text" | "url" | "date" = "text") => {
    const { key: _key, ...props } = getInputProps(field, { type });
    return props;
  };
  const textarea = (field: (typeof fields)[keyof typeof fields]) => {
    const { key: _key, ...props } = getTextareaProps(field);
    return props;
  };
  const checkbox = (field: (typeof fields)[keyof typeof fields]) => {
    const { key: _key, ...props } = getInputProps(field, { type: "checkbox" });
    return props;
  };
  const heading = campaign ? `Edit: ${campaign.title}` : "New completed campaign";

  return (
    <EditorPage
      back={{ to: LIST_PATH, label: "All completed campaigns" }}
      heading={heading}
      form={form}
      buttons={
        <>
          <SubmitButton name="intent" value="save" pendingLabel="Saving...">
            {campaign ? "Save changes" : "Create campaign"}
          </SubmitButton>
          <Link to={LIST_PATH} className={buttonClasses({ variant: "outline" })}>
            Cancel
          </Link>
        </>
      }
      after={campaign ? <DeletePanel heading="Delete this campaign" to={`${LIST_PATH}/${campaign.id}?delete=1`} /> : null}
    >
      <Field label="Title" {...input(fields.title)} required errors={fields.title.errors} className="sm:col-span-2" />
      <TextareaField
        label="Description"
        rows={6}
        {...textarea(fields.description)}
        required
        description="The story of the campaign. Cards on the public list show the first 120 characters."
        errors={fields.description.errors}
        className="sm:col-span-2"
      />
      <Field label="Completion date" {...input(fields.completionDate, "date")} required errors={fields.completionDate.errors} />
      <Field label="Location" {...input(fields.location)} placeholder="Duluth, MN" errors={fields.location.errors} />
      <Field
        label="Partner organization"
        {...input(fields.partnerOrganization)}
        errors={fields.partnerOrganization.errors}
      />
      <Field
        label="Beneficiary"
        {...input(fields.beneficiary)}
        description="Who the campaign helped, e.g. 120 families in Duluth."
        errors={fields.beneficiary.errors}
      />
      <TextareaField
        label="Impact summary"
        rows={3}
        {...textarea(fields.impactSummary)}
        description="What changed thanks to the campaign. Cards show the first 100 characters."
        errors={fields.impactSummary.errors}
        className="sm:col-span-2"
      />
      <ImageField
        name={fields.imageUrl.name}
        defaultValue={fields.imageUrl.initialValue as string | undefined}
        errors={fields.imageUrl.errors}
      />
      <Field
        label="Campaign web page"
        {...input(fields.campaignUrl, "url")}
        description="Optional link to more about the campaign (https://…), shown on its public page."
        errors={fields.campaignUrl.errors}
      />
      <CheckboxField
        label="Show the partnership section"
        {...checkbox(fields.showPartnershipSection)}
        description="Adds a “Partnership spotlight” block to this campaign's public page: it thanks the partner organization named above for finding the families and handing out the eligibility codes, and invites other organizations to propose a partnership. Turn it on when a partner really ran the campaign with us."
        errors={fields.showPartnershipSection.errors}
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Published on the public site"
        {...checkbox(fields.isPublished)}
        description="Drafts are visible here only. Published campaigns appear on the Completed Campaigns page, and the newest one on the home page."
        errors={fields.isPublished.errors}
        className="sm:col-span-2"
      />
    </EditorPage>
  );
}

/** What goes with the campaign, said before it goes (the confirm step is a page of its own). */
function ConfirmDelete({ campaign }: { campaign: LoadedCampaign }) {
  return (
    <DeleteConfirm
      back={{ to: LIST_PATH, label: "All completed campaigns" }}
      title={<>Delete &ldquo;{campaign.title}&rdquo;?</>}
      confirmLabel="Yes, delete it"
      keepTo={`${LIST_PATH}/${campaign.id}`}
    >
      <p className="mt-3">This cannot be undone. Deleting it removes, for everyone:</p>
      <ul className="mt-2 list-disc pl-6">
        <li>the campaign and all its text (completed {formatDate(campaign.completionDate)}),</li>
        <li>
          its public page and its card on the Completed Campaigns page
          {campaign.isPublished ? " (it is published now)" : " (it is a draft, so visitors do not see it now)"},
        </li>
        {campaign.showPartnershipSection ? <li>the partnership section on its page,</li> : null}
        <li>its place on the home page, if it is the newest completed campaign.</li>
      </ul>
      <p className="mt-3 text-muted">
        The picture file itself is not deleted. If you only want to hide the campaign, unpublish it instead.
      </p>
    </DeleteConfirm>
  );
}
