import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFormatDateTime } from "~/components/admin/format";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { siteContext } from "~/context";
import { PrivacyTabs } from "~/features/admin/components/privacy-tabs";
import { countWaitingRequests } from "~/features/admin/privacy/requests.server";
import {
  getRetentionSettings,
  previewRetention,
  RETENTION_RULES,
  saveRetentionPeriods,
  setRetentionEnabled,
} from "~/features/admin/privacy/retention.server";
import { RetentionSchema } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/retention";

/**
 * How long records are kept (issue 38, ADR 0042): a period per rule, the dry run's counts for
 * those periods, and the switch for the daily job that anonymizes what is past them.
 */
export const meta: Route.MetaFunction = () => adminMeta("Privacy", "Retention");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "privacy");
  const { db, env } = context.get(siteContext);
  const [settings, dryRun, waiting] = await Promise.all([
    getRetentionSettings(db),
    previewRetention(db),
    countWaitingRequests(db),
  ]);
  return {
    rules: RETENTION_RULES.map((rule) => ({
      ...rule,
      months: settings.months[rule.rule],
      wouldTouch: dryRun[rule.rule],
    })),
    enabled: settings.enabled,
    lastRun: settings.lastRun?.toISOString() ?? null,
    backupsKept: env.BACKUPS_KEPT,
    waiting,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "privacy");
  const { db, env } = context.get(siteContext);
  const submission = parseWithZod(await request.formData(), { schema: RetentionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  if (value.intent === "save") {
    await saveRetentionPeriods(db, admin, {
      contact: value.contact,
      "closed-applications": value["closed-applications"],
      emails: value.emails,
    });
    return redirectWithToast(env, "/admin/privacy/retention", {
      title: "Periods saved",
      description: "The dry run below counts what they would anonymize now.",
      variant: "success",
    });
  }
  await setRetentionEnabled(db, admin, value.intent === "turn-on");
  return redirectWithToast(env, "/admin/privacy/retention", {
    title: value.intent === "turn-on" ? "The daily job is on" : "The daily job is off",
    description:
      value.intent === "turn-on"
        ? "Once a day it anonymizes what is past its period, as the dry run counts."
        : "Nothing more is anonymized until you turn it on again.",
    variant: "success",
  });
}

export default function AdminPrivacyRetentionRoute() {
  const { rules, enabled, lastRun, backupsKept, waiting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formatDateTime = useFormatDateTime();
  const [form, fields] = useForm({
    id: "retention-periods",
    lastResult: answer?.result,
    shouldValidate: "onBlur",
    defaultValue: Object.fromEntries(rules.map((rule) => [rule.rule, String(rule.months)])),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RetentionSchema }),
  });
  const total = rules.reduce((sum, rule) => sum + rule.wouldTouch, 0);
  return (
    <section aria-labelledby="retention-title" className="flex flex-col gap-6">
      <PrivacyTabs current="retention" waiting={waiting} />
      <div>
        <h2 id="retention-title" className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          How long we keep records
          {enabled ? <Badge tone="success">Daily job on</Badge> : <Badge>Daily job off</Badge>}
        </h2>
        <p className="mt-1 max-w-3xl text-muted">
          Past its period a record is anonymized: the name, email, phone, address and messages become
          &ldquo;[erased]&rdquo;, and the row stays so counts stay true. The privacy policy states these periods.
          Backups age out after {backupsKept} days.
        </p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-label="Retention periods"
        className="rounded-lg border border-line bg-white p-4 sm:p-5"
      >
        <input type="hidden" name="intent" value="save" />
        <ul className="flex flex-col gap-4">
          {rules.map((rule) => (
            <li key={rule.rule} className="grid gap-2 sm:grid-cols-[1fr_12rem] sm:items-end sm:gap-6">
              <div>
                <p className="font-semibold">{rule.label}</p>
                <p className="text-sm text-muted">
                  Dry run: <strong className="text-ink">{rule.wouldTouch}</strong>{" "}
                  {rule.wouldTouch === 1 ? "record is" : "records are"} older than {rule.months} months {rule.after}.
                </p>
              </div>
              <Field
                meta={fields[rule.rule]}
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                label={`Months to keep: ${rule.label}`}
              />
            </li>
          ))}
        </ul>
        <SubmitButton className="mt-4" isPending={busy} pendingLabel="Saving...">
          Save periods
        </SubmitButton>
      </Form>
      <section aria-labelledby="job-title" className="rounded-lg border border-line bg-white p-4 sm:p-5">
        <h3 id="job-title" className="text-xl font-semibold">
          The daily job
        </h3>
        <p role="status" className="mt-1 text-muted">
          {enabled
            ? `On. ${lastRun ? `Last run ${formatDateTime(lastRun)}.` : "It has not run yet: it runs within the hour."}`
            : `Off. Turned on, its first run anonymizes the ${total} ${total === 1 ? "record" : "records"} the dry run counts.`}
        </p>
        <Form method="post" className="mt-3">
          <SubmitButton
            name="intent"
            value={enabled ? "turn-off" : "turn-on"}
            variant={enabled ? "outline" : "danger"}
            isPending={busy}
            pendingLabel="Saving..."
          >
            {enabled ? "Turn off the daily job" : "Turn on the daily job"}
          </SubmitButton>
        </Form>
      </section>
    </section>
  );
}
