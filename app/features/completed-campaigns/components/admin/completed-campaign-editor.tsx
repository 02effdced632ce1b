import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { DeleteConfirm, DeletePanel } from "~/components/admin/delete-confirm";
import { EditorPage } from "~/components/admin/editor-page";
import { formatDate } from "~/components/admin/format";
import { ImageField } from "~/components/admin/image-field";
import { HistoryLink } from "~/components/admin/history-link";
import { SearchAppearance } from "~/components/admin/search-appearance";
import { CheckboxField, Field, TextareaField } from "~/components/forms/field";
import { KeepEditingButton } from "~/components/admin/keep-editing-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import type { CompletedCampaign } from "~/db/schema";
import { CompletedCampaignSchema } from "../../admin-validation";
import { PublicPageLink } from "~/components/admin/publish-status";

export const COMPLETED_CAMPAIGNS_ADMIN_PATH = "/admin/completed-campaigns";
const LIST_PATH = COMPLETED_CAMPAIGNS_ADMIN_PATH;

type LoadedCampaign = CompletedCampaign;

/** The completed campaign editor (create and edit), a plain form that works without JavaScript. */
export function CompletedCampaignEditor({
  campaign,
  lastResult,
}: {
  campaign: LoadedCampaign | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm({
    id: `completed-campaign-${campaign?.id ?? "new"}`,
    lastResult,
    defaultValue: campaign
      ? {
          ...campaign,
          showPartnershipSection: campaign.showPartnershipSection ? "on" : undefined,
          imageDecorative: campaign.imageDecorative ? "on" : undefined,
          isPublished: campaign.isPublished ? "on" : undefined,
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompletedCampaignSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
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
          <KeepEditingButton />
          <Link to={LIST_PATH} className={buttonClasses({ variant: "outline" })}>
            Cancel
          </Link>
          {campaign ? (
            <>
              <PublicPageLink href={`/completed-campaigns/${campaign.slug}`} live={campaign.isPublished} />
              <HistoryLink kind="completed-campaign" id={campaign.id} />
            </>
          ) : null}
        </>
      }
      after={campaign ? <DeletePanel heading="Delete this campaign" to={`${LIST_PATH}/${campaign.id}/delete`} /> : null}
    >
      <Field label="Title" meta={fields.title} required className="sm:col-span-2" />
      <TextareaField
        label="Description"
        rows={6}
        meta={fields.description}
        required
        description="The story of the campaign. Cards on the public list show the first 120 characters."
        className="sm:col-span-2"
      />
      <Field label="Completion date" meta={fields.completionDate} type="date" required />
      <Field label="Location" meta={fields.location} placeholder="Duluth, MN" />
      <Field label="Partner organization" meta={fields.partnerOrganization} />
      <Field
        label="Beneficiary"
        meta={fields.beneficiary}
        description="Who the campaign helped, e.g. 120 families in Duluth."
      />
      <TextareaField
        label="Impact summary"
        rows={3}
        meta={fields.impactSummary}
        description="What changed thanks to the campaign. Cards show the first 100 characters."
        className="sm:col-span-2"
      />
      <ImageField
        name={fields.imageUrl.name}
        defaultValue={fields.imageUrl.initialValue as string | undefined}
        errors={fields.imageUrl.errors}
        alt={{
          defaultValue: fields.imageAlt.initialValue,
          defaultDecorative: fields.imageDecorative.initialValue,
          errors: fields.imageAlt.errors,
        }}
      />
      <Field
        label="Campaign web page"
        meta={fields.campaignUrl}
        type="url"
        description="Optional link to more about the campaign (https://…), shown on its public page."
      />
      <SearchAppearance
        isNew={!campaign}
        basePath="/completed-campaigns/"
        fields={fields}
        title={fields.title.value}
        // The public page's description falls back the same way (routes/completed-campaigns/detail.tsx).
        fallbackDescription={
          (typeof fields.impactSummary.value === "string" && fields.impactSummary.value.trim()) ||
          fields.description.value
        }
        fallbackName="the impact summary (or else the description)"
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Show the partnership section"
        meta={fields.showPartnershipSection}
        description="Adds a “Partnership spotlight” block to this campaign's public page: it thanks the partner organization named above for finding the families and handing out the eligibility codes, and invites other organizations to propose a partnership. Turn it on when a partner really ran the campaign with us."
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Published on the public site"
        meta={fields.isPublished}
        description="Drafts are visible here only. Published campaigns appear on the Completed Campaigns page, and the newest one on the home page."
        className="sm:col-span-2"
      />
    </EditorPage>
  );
}

/** What goes with the campaign, said before it goes (the confirm step is a page of its own). */
export function ConfirmDeleteCompletedCampaign({ campaign, action }: { campaign: LoadedCampaign; action: string }) {
  return (
    <DeleteConfirm
      back={{ to: LIST_PATH, label: "All completed campaigns" }}
      title={<>Delete &ldquo;{campaign.title}&rdquo;?</>}
      confirmLabel="Yes, delete it"
      keepTo={`${LIST_PATH}/${campaign.id}`}
      action={action}
    >
      <p className="mt-3">Deleting it removes, for everyone:</p>
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
        It waits in the trash for 30 days, where you can restore it at its old address, and is then deleted for good. If
        you only want to hide the campaign, unpublish it instead.
      </p>
    </DeleteConfirm>
  );
}
