import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Download, Pencil, Plus, Shuffle, Trash2, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms/field";
import { KeepEditingButton } from "~/components/admin/keep-editing-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { CAMPAIGN_STATUSES } from "~/db/constants";
import type { Campaign, participants } from "~/db/schema";
import { browserRandomInt, describeWeakCode, generateEligibilityCode } from "~/utils/eligibility-code";
import { cn } from "~/utils/misc";
import { formatDate, useFormatDateTime, formatUsd } from "~/components/admin/format";
import { CampaignSchema } from "../../admin-validation";
import { CAMPAIGNS_PATH, campaignPath } from "../../admin-paths";
import { ImageField } from "~/components/admin/image-field";
import { CampaignStatusBadge } from "~/components/admin/status-badge";
import { PublicPageLink } from "~/components/admin/publish-status";
import { useEditorForm } from "~/components/admin/unsaved-changes";
import { TableScroll } from "~/components/admin/table-scroll";
import { HistoryLink } from "~/components/admin/history-link";

export interface CampaignOption {
  id: string;
  title: string;
  status: string;
  isPublished: boolean;
  participantCount: number;
}

type Participant = typeof participants.$inferSelect;

export interface CampaignManagementProps {
  campaigns: CampaignOption[] | null;
  selected: Campaign | null;
  participants: Participant[] | null;
  mode: "view" | "edit" | "new";
  tab: "details" | "participants";
  lastResult?: SubmissionResult<string[]> | null;
  /** A code generated on the server, prefilled in a new campaign (works without JavaScript). */
  suggestedCode?: string | null;
}

/** Part 1 §2 'Campaign management': a dropdown, tabs Campaign Details / Participants, view and edit modes. */
export function CampaignManagement({
  campaigns,
  selected,
  participants,
  mode,
  tab,
  lastResult,
  suggestedCode,
}: CampaignManagementProps) {
  const navigate = useNavigate();
  if (!campaigns) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
        Failed to load campaigns
      </p>
    );
  }

  const selectedId = selected?.id ?? "";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Form method="get" action={CAMPAIGNS_PATH} className="flex flex-1 flex-wrap items-end gap-2" preventScrollReset>
          <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-semibold sm:max-w-md">
            Campaign
            <select
              name="campaign"
              defaultValue={selectedId}
              key={selectedId}
              onChange={(event) =>
                event.currentTarget.value &&
                navigate(campaignPath(event.currentTarget.value), { preventScrollReset: true })
              }
              className="h-11 rounded-md border border-line bg-white px-3 text-base font-normal"
            >
              {campaigns.length === 0 ? <option value="">No campaigns yet</option> : null}
              {campaigns.map((campaign) => (
                <option key={campaign.id} value={campaign.id}>
                  {campaign.title} ({campaign.status}
                  {campaign.isPublished ? "" : ", draft"})
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <Button type="submit" variant="outline">
              Show
            </Button>
          </noscript>
        </Form>
        <Link to={`${CAMPAIGNS_PATH}/new`} className={buttonClasses({ variant: "outline" })}>
          <Plus aria-hidden="true" /> New campaign
        </Link>
      </div>

      {mode === "new" ? (
        <CampaignForm
          campaign={null}
          lastResult={lastResult}
          cancelHref={CAMPAIGNS_PATH}
          suggestedCode={suggestedCode}
        />
      ) : selected ? (
        <>
          <nav aria-label="Campaign views" className="flex gap-1 rounded-lg border border-line bg-sand p-1">
            {(
              [
                ["details", "Campaign Details"],
                [
                  "participants",
                  `Participants (${campaigns.find((c) => c.id === selected.id)?.participantCount ?? 0})`,
                ],
              ] as const
            ).map(([value, label]) => (
              <Link
                key={value}
                to={campaignPath(selected.id, value === "details" ? undefined : value)}
                aria-current={tab === value ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold sm:flex-none",
                  tab === value ? "bg-white text-brand-800 shadow-card" : "text-muted hover:bg-white hover:text-ink",
                )}
              >
                {label}
              </Link>
            ))}
          </nav>
          {tab === "participants" ? (
            <ParticipantsTable participants={participants} campaignId={selected?.id} />
          ) : mode === "edit" ? (
            <CampaignForm campaign={selected} lastResult={lastResult} cancelHref={campaignPath(selected.id)} />
          ) : (
            <CampaignDetails
              campaign={selected}
              editHref={campaignPath(selected.id, "edit")}
              participantCount={campaigns.find((c) => c.id === selected.id)?.participantCount ?? 0}
            />
          )}
        </>
      ) : (
        <p className="text-muted">Choose a campaign to see its details.</p>
      )}
    </div>
  );
}

function CampaignDetails({
  campaign,
  editHref,
  participantCount,
}: {
  campaign: Campaign;
  editHref: string;
  participantCount: number;
}) {
  const rows: [string, React.ReactNode][] = [
    ["Status", <CampaignStatusBadge key="s" status={campaign.status} />],
    ["Visibility", campaign.isPublished ? "Published" : "Draft (not on the public site)"],
    ["Location", campaign.location ?? "—"],
    ["Started", formatDate(campaign.startedDate)],
    ["Goal", campaign.goalAmount === null ? "No goal set" : formatUsd(campaign.goalAmount)],
    ["Raised", formatUsd(campaign.raisedAmount)],
    [
      "Eligibility code",
      <code key="c" className="rounded bg-sand px-1.5 py-0.5 font-mono">
        {campaign.eligibilityCode}
      </code>,
    ],
    ["Image URL", campaign.imageUrl ?? "—"],
    ["Campaign URL", campaign.campaignUrl ?? "—"],
    ["Donation form URL", campaign.donationFormUrl ?? "—"],
  ];
  return (
    <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="flex flex-wrap items-center gap-2 text-2xl font-semibold">
            {campaign.title}
            {campaign.isPublished ? null : <Badge tone="warning">Draft</Badge>}
          </h3>
          <p className="mt-2 max-w-3xl whitespace-pre-line text-muted">{campaign.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <HistoryLink kind="campaign" id={campaign.id} />
          <PublicPageLink href={`/campaigns/${campaign.id}`} live={campaign.isPublished} />
          <Link to={editHref} preventScrollReset className={buttonClasses({ variant: "primary" })}>
            <Pencil aria-hidden="true" /> Edit Campaign
          </Link>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-8 rounded-md border border-danger-700/30 bg-danger-50 p-4">
        <summary className="cursor-pointer font-semibold text-danger-700">Delete this campaign…</summary>
        {participantCount > 0 ? (
          <p className="mt-3 text-danger-700">
            {participantCount} support application{participantCount === 1 ? " was" : "s were"} sent to &ldquo;
            {campaign.title}&rdquo;, so it cannot be deleted: {participantCount === 1 ? "it" : "they"} would be deleted
            with it. To take the campaign off the site, edit it and uncheck Published.
          </p>
        ) : (
          <Form method="post" action={campaignPath(campaign.id)} className="mt-3 flex flex-col items-start gap-3">
            <input type="hidden" name="id" value={campaign.id} />
            <p className="text-danger-700">
              &ldquo;{campaign.title}&rdquo; has no support applications. Deleting it takes its page off the site; it
              waits in the trash for 30 days, where you can restore it with its gifts still counted toward it.
            </p>
            <SubmitButton name="intent" value="campaign-delete" variant="danger" pendingLabel="Deleting...">
              <Trash2 aria-hidden="true" /> Delete campaign
            </SubmitButton>
          </Form>
        )}
      </details>
    </div>
  );
}

function CampaignForm({
  campaign,
  lastResult,
  cancelHref,
  suggestedCode,
}: {
  campaign: Campaign | null;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
  suggestedCode?: string | null;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `campaign-${campaign?.id ?? "new"}`,
    lastResult,
    defaultValue: campaign
      ? {
          ...campaign,
          goalAmount: campaign.goalAmount === null ? "" : String(campaign.goalAmount),
          raisedAmount: String(campaign.raisedAmount),
          imageDecorative: campaign.imageDecorative ? "on" : undefined,
          isPublished: campaign.isPublished ? "on" : undefined,
        }
      : { status: "Upcoming", eligibilityCode: suggestedCode ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CampaignSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const editorRef = useEditorForm();

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={editorRef}
      className="rounded-lg border border-line bg-white p-5 sm:p-6"
    >
      <h3 className="text-2xl font-semibold">{campaign ? `Edit: ${campaign.title}` : "New campaign"}</h3>
      {form.errors ? (
        <p role="alert" className="mt-4 rounded-md bg-danger-50 p-3 text-danger-700">
          {form.errors.join(" ")}
        </p>
      ) : null}
      {campaign ? <input type="hidden" name="id" value={campaign.id} /> : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field label="Title" meta={fields.title} className="sm:col-span-2" />
        <TextareaField label="Description" rows={5} meta={fields.description} className="sm:col-span-2" />
        <Field label="Location" meta={fields.location} />
        <Field label="Started date" meta={fields.startedDate} type="date" />
        <SelectField
          label="Status"
          meta={fields.status}
          options={CAMPAIGN_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <div className="flex flex-col gap-2">
          <Field
            label="Eligibility code"
            meta={fields.eligibilityCode}
            description="Recipients must enter it exactly (capital letters count). Never shown on the public site."
            autoComplete="off"
            spellCheck={false}
            inputClassName="font-mono tracking-wider"
          />
          <CodeStrength code={String(fields.eligibilityCode.value ?? "")} />
          {hydrated ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() =>
                form.update({
                  name: fields.eligibilityCode.name,
                  value: generateEligibilityCode(browserRandomInt, new Date().getFullYear()),
                })
              }
            >
              <Shuffle aria-hidden="true" /> Generate a code
            </Button>
          ) : null}
        </div>
        <Field
          label="Goal amount (USD)"
          meta={fields.goalAmount}
          inputMode="decimal"
          description="Leave empty for no goal (no progress bar)."
        />
        <Field
          label="Raised amount (USD)"
          meta={fields.raisedAmount}
          inputMode="decimal"
          description="Money counted outside the donations ledger (before it existed, or given some other way). The public page adds every gift received in the ledger to it."
        />
        <div className="sm:col-span-2">
          <ImageField
            name={fields.imageUrl.name}
            label="Image URL"
            defaultValue={typeof fields.imageUrl.initialValue === "string" ? fields.imageUrl.initialValue : ""}
            errors={fields.imageUrl.errors}
            description="Shown on the campaign page and its card. Upload a picture, or give a full https:// address or a path on this site."
            alt={{
              defaultValue: fields.imageAlt.initialValue,
              defaultDecorative: fields.imageDecorative.initialValue,
              errors: fields.imageAlt.errors,
            }}
          />
        </div>
        <Field label="Campaign URL" meta={fields.campaignUrl} type="url" />
        <Field label="Donation form URL" meta={fields.donationFormUrl} type="url" className="sm:col-span-2" />
        <CheckboxField
          label="Published on the public site"
          meta={fields.isPublished}
          description="Drafts are visible here only."
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <SubmitButton name="intent" value="campaign-save" pendingLabel="Saving...">
          {campaign ? "Save Changes" : "Create Campaign"}
        </SubmitButton>
        <KeepEditingButton intent="campaign-save" />
        <Link to={cancelHref} preventScrollReset className={buttonClasses({ variant: "outline" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** A warning, never a refusal: partners may already have printed a weak code (ADR 0009). */
function CodeStrength({ code }: { code: string }) {
  const warning = describeWeakCode(code);
  return (
    <p role="status" className="empty:hidden">
      {warning ? (
        <span className="flex gap-2 rounded-md bg-warning-50 p-2 text-sm text-warning-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </span>
      ) : null}
    </p>
  );
}

const PARTICIPANT_STATUS: Record<string, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  archived: "Archived",
};

/**
 * The campaign's applications: each with its status and a link to its page (where the status is
 * changed and notes kept), and the list as CSV (the submissions export, narrowed to this campaign).
 */
function ParticipantsTable({ participants, campaignId }: { participants: Participant[] | null; campaignId?: string }) {
  const formatDateTime = useFormatDateTime();
  if (!participants) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
        Failed to load participants
      </p>
    );
  }
  if (participants.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-white p-6 text-muted">No one has applied to this campaign yet.</p>
    );
  }
  const detail = (participant: Participant) => `/admin/submissions/campaign/${participant.id}`;
  return (
    <div className="flex flex-col gap-3">
      {campaignId ? (
        <div>
          <a
            href={`/admin/submissions/campaign/export.csv?campaign=${campaignId}`}
            className={buttonClasses({ variant: "outline" })}
            download
          >
            <Download aria-hidden="true" /> Download participants (CSV)
          </a>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Participants, newest first">
        {participants.map((participant) => (
          <li key={participant.id} className="rounded-lg border border-line bg-white p-4 text-sm">
            <p className="text-muted">{formatDateTime(participant.submittedAt)}</p>
            <p className="mt-1 text-base font-semibold break-words">
              <Link to={detail(participant)} className="text-brand-800 underline underline-offset-4">
                {participant.fullName}
              </Link>
            </p>
            <p className="mt-1 break-all">
              <a href={`mailto:${participant.email}`} className="text-brand-700 underline">
                {participant.email}
              </a>
            </p>
            <p className="mt-1">{participant.phone ?? "—"}</p>
            <p className="mt-1">
              <Badge tone={participant.status === "new" ? "warning" : "neutral"}>
                {PARTICIPANT_STATUS[participant.status] ?? participant.status}
              </Badge>
            </p>
          </li>
        ))}
      </ul>
      <TableScroll label="Participants" className="hidden md:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Participants, newest first</caption>
          <thead className="bg-sand text-muted">
            <tr>
              {["Submitted", "Full name", "Email", "Phone", "Address", "Code used", "Status"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {participants.map((participant) => (
              <tr key={participant.id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(participant.submittedAt)}</td>
                <td className="px-4 py-3 font-semibold">
                  <Link to={detail(participant)} className="text-brand-800 underline underline-offset-4">
                    {participant.fullName}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <a href={`mailto:${participant.email}`} className="text-brand-700 underline">
                    {participant.email}
                  </a>
                </td>
                <td className="px-4 py-3">{participant.phone ?? "—"}</td>
                <td className="px-4 py-3">{participant.address}</td>
                <td className="px-4 py-3 font-mono">{participant.eligibilityCodeUsed}</td>
                <td className="px-4 py-3">
                  <Badge tone={participant.status === "new" ? "warning" : "neutral"}>
                    {PARTICIPANT_STATUS[participant.status] ?? participant.status}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
