import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/gift";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { GIFT_METHOD_LABELS, GiftActionSchema, ManualGiftSchema } from "~/features/donations/admin-validation";
import {
  assignGiftCampaign,
  confirmGift,
  createManualGift,
  getGift,
  listCampaignChoices,
  updateManualGift,
  voidManualGift,
  type GiftChange,
} from "~/features/donations/admin.server";
import { GiftForm, type GiftFormValues } from "~/features/donations/components/admin/gift-form";
import { centsToInput, formatCents, SOURCE_LABELS, STATUS_LABELS } from "~/features/donations/format";
import { dayInZone, todayInZone } from "~/utils/site-time";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Donations", loaderData?.gift ? "A gift" : "Enter a gift");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const campaigns = await listCampaignChoices(db);
  if (params.id === "new") {
    const values: GiftFormValues = {
      amount: "",
      giftDate: todayInZone(env.SITE_TIME_ZONE),
      method: "check",
      donorName: "",
      donorEmail: "",
      campaignId: "",
      note: "",
    };
    return { gift: null, values, campaigns };
  }
  const row = await getGift(db, params.id);
  if (!row) throw data(null, { status: 404, statusText: "Gift not found" });
  const values: GiftFormValues = {
    amount: centsToInput(row.amountCents),
    giftDate: dayInZone(row.giftDate, env.SITE_TIME_ZONE),
    method: row.method ?? "other",
    donorName: row.donorName ?? "",
    donorEmail: row.donorEmail ?? "",
    campaignId: row.campaignId ?? "",
    note: row.note ?? "",
  };
  const { sourceId: _sourceId, ...gift } = row;
  return {
    gift: { ...gift, giftDate: row.giftDate.toISOString(), createdAt: row.createdAt.toISOString() },
    values,
    campaigns,
  };
}

const CHANGE_PROBLEM: Record<Exclude<GiftChange, "saved">, string> = {
  "not-found": "This gift no longer exists.",
  "not-allowed":
    "This gift cannot be changed that way: only gifts entered by staff are edited or voided, and only waiting gifts are confirmed.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const formData = await request.formData();

  if (params.id === "new") {
    const submission = parseWithZod(formData, { schema: ManualGiftSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    await createManualGift(db, admin, submission.value, env.SITE_TIME_ZONE);
    return redirectWithToast(env, "/admin/donations", {
      title: "Gift added",
      description: `${formatCents(submission.value.amount)}${submission.value.donorName ? ` from ${submission.value.donorName}` : ""} is in the ledger and counted on its campaign's page.`,
      variant: "success",
    });
  }

  const submission = parseWithZod(formData, { schema: GiftActionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const id = params.id;
  const outcome =
    value.intent === "save"
      ? await updateManualGift(db, admin, id, value, value.reason, env.SITE_TIME_ZONE)
      : value.intent === "void"
        ? await voidManualGift(db, admin, id, value.reason)
        : value.intent === "confirm"
          ? await confirmGift(db, admin, id)
          : await assignGiftCampaign(db, admin, id, value.campaignId ?? null);
  if (outcome !== "saved") {
    return data(
      { result: submission.reply({ formErrors: [CHANGE_PROBLEM[outcome]] }) },
      { status: outcome === "not-found" ? 404 : 409 },
    );
  }
  const toast = {
    save: { title: "Gift saved", description: "Your changes and their reason are in the audit log." },
    void: { title: "Gift voided", description: "It no longer counts toward any total." },
    confirm: { title: "Gift confirmed", description: "It now counts toward its campaign's raised amount." },
    assign: { title: "Campaign saved", description: "The gift now counts toward the campaign you chose." },
  }[value.intent];
  return redirectWithToast(env, `/admin/donations/gifts/${id}`, { ...toast, variant: "success" });
}

export default function AdminGiftRoute({ loaderData }: Route.ComponentProps) {
  const { gift, values, campaigns } = loaderData;
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result as SubmissionResult<string[]> | undefined;
  const formatDateTime = useFormatDateTime();
  const formErrors = lastResult?.error?.[""];
  const fieldError = (name: string) => lastResult?.error?.[name]?.join(" ");

  if (!gift) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink to="/admin/donations">All donations</BackLink>
        <h2 className="text-2xl font-semibold">Enter a gift</h2>
        <p className="max-w-2xl text-muted">
          A check, cash or an in-kind gift the platforms never saw. It counts toward its campaign at once.
        </p>
        <GiftForm id={null} values={values} campaigns={campaigns} lastResult={lastResult} />
      </div>
    );
  }

  const manual = gift.source === "manual";
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/admin/donations">All donations</BackLink>
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 className="text-2xl font-semibold">
          {formatCents(gift.amountCents)} from {gift.donorName ?? "an anonymous donor"}
        </h2>
        <Badge tone={gift.status === "succeeded" ? "success" : gift.status === "pending" ? "warning" : "neutral"}>
          {STATUS_LABELS[gift.status]}
        </Badge>
      </div>
      {formErrors?.length && !manual ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {formErrors.join(" ")}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-line bg-white p-5 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Date</dt>
        <dd>{formatDateTime(gift.giftDate)}</dd>
        <dt className="font-semibold">From</dt>
        <dd>
          {SOURCE_LABELS[gift.source]}
          {gift.method ? ` (${GIFT_METHOD_LABELS[gift.method]})` : ""}
          {gift.recurring ? ", recurring" : ""}
        </dd>
        <dt className="font-semibold">Donor</dt>
        <dd className="break-words">
          {gift.donorName ?? "Anonymous"}
          {gift.donorEmail ? ` · ${gift.donorEmail}` : ""}
        </dd>
        <dt className="font-semibold">Campaign</dt>
        <dd>{gift.campaignTitle ?? "Not assigned"}</dd>
        {gift.refundedCents > 0 ? (
          <>
            <dt className="font-semibold">Refunded</dt>
            <dd>{formatCents(gift.refundedCents)}</dd>
          </>
        ) : null}
      </dl>

      {gift.status === "pending" ? (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border border-warning-800/30 bg-white p-5">
          <h3 className="font-sans text-lg font-semibold">Confirm this gift</h3>
          <p className="max-w-2xl text-muted">
            This platform does not sign its messages, so the gift waits until you have seen it in the platform&rsquo;s
            own dashboard. Once confirmed it counts toward its campaign.
          </p>
          <SubmitButton name="intent" value="confirm" pendingLabel="Confirming…" className="self-start">
            Confirm the gift
          </SubmitButton>
        </Form>
      ) : null}

      {manual && gift.status !== "voided" ? (
        <>
          <h3 className="font-sans text-lg font-semibold">Edit the gift</h3>
          <GiftForm id={gift.id} values={values} campaigns={campaigns} lastResult={lastResult} />
          <Form method="post" className="flex flex-col gap-3 rounded-lg border border-danger-700/30 bg-white p-5">
            <h3 className="font-sans text-lg font-semibold text-danger-700">Void the gift</h3>
            <p className="max-w-2xl text-muted">
              For a gift entered by mistake (a bounced check, a duplicate). It stays in the ledger, counted for nothing.
            </p>
            <Label htmlFor="void-reason">Why is it being voided?</Label>
            <Textarea
              id="void-reason"
              name="reason"
              rows={2}
              aria-invalid={fieldError("reason") ? true : undefined}
              aria-describedby={fieldError("reason") ? "void-reason-error" : undefined}
            />
            {fieldError("reason") ? (
              <p id="void-reason-error" className="text-sm text-danger-700">
                {fieldError("reason")}
              </p>
            ) : null}
            <SubmitButton name="intent" value="void" variant="outline" pendingLabel="Voiding…" className="self-start">
              Void the gift
            </SubmitButton>
          </Form>
        </>
      ) : null}

      {!manual ? (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5">
          <h3 className="font-sans text-lg font-semibold">Campaign</h3>
          <Label htmlFor="assign-campaign">Which campaign does this gift support?</Label>
          <NativeSelect id="assign-campaign" name="campaignId" defaultValue={gift.campaignId ?? ""}>
            <option value="">No campaign (general support)</option>
            {campaigns.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.title}
              </option>
            ))}
          </NativeSelect>
          <SubmitButton name="intent" value="assign" variant="outline" pendingLabel="Saving…" className="self-start">
            Save the campaign
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
