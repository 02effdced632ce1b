import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye, Upload } from "lucide-react";
import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/import";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { BackLink } from "~/components/admin/back-link";
import { useFormatDateTime } from "~/components/admin/format";
import { ErrorList } from "~/components/forms/error-list";
import { Field, SelectField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { ImportActionSchema } from "~/features/donations/admin-validation";
import { checkImportSeal, fileDigest, importSeal } from "~/features/donations/csv-import.server";
import { formatCents } from "~/features/donations/format";
import { importExport, sortExport } from "~/features/donations/import.server";
import { IMPORT_PLATFORM_LABELS, IMPORT_PLATFORMS, MAX_IMPORT_BYTES } from "~/features/donations/import-rules";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * /admin/donations/import (issue 37 part 3, ADR 0047): a platform's payments export, previewed
 * (new, duplicates, unreadable, with the reason per row) and then imported. The preview stores
 * nothing: it gives the page the file back as base64url with an HMAC seal, and the import takes
 * only that file, unchanged, sorting its rows again against the ledger as it writes.
 */
export const meta: Route.MetaFunction = () => adminMeta("Donations", "Import a CSV");

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  return { maxKb: MAX_IMPORT_BYTES / 1000 };
}

/** Rows listed by reason on the preview; the counts are always whole. */
const LISTED_ROWS = 200;
const SAMPLE_ROWS = 20;

function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const submission = parseWithZod(await request.formData(), { schema: ImportActionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null }, { status: 400 });
  }
  const value = submission.value;

  if (value.intent === "preview") {
    const text = await value.file.text();
    const chosen = value.platform === "auto" ? null : value.platform;
    const sorted = await sortExport(db, text, chosen, env.SITE_TIME_ZONE);
    if (!sorted.ok) {
      return data(
        { result: submission.reply({ fieldErrors: { file: [sorted.problem] } }), preview: null },
        { status: 400 },
      );
    }
    const { sorting } = sorted;
    const matched = sorting.fresh.filter((gift) => gift.campaignId).length;
    return {
      result: null,
      preview: {
        platform: sorting.platform,
        platformLabel: IMPORT_PLATFORM_LABELS[sorting.platform],
        detected: sorting.detected,
        fileName: value.file.name.slice(0, 255),
        sha256: fileDigest(text),
        rows: sorting.rows,
        fresh: sorting.fresh.length,
        freshCents: sorting.fresh.reduce((sum, gift) => sum + (gift.status === "succeeded" ? gift.amountCents : 0), 0),
        refunded: sorting.fresh.filter((gift) => gift.status === "refunded").length,
        matched,
        unassigned: sorting.fresh.length - matched,
        sample: sorting.fresh.slice(0, SAMPLE_ROWS).map((gift) => ({
          row: gift.row,
          giftDate: gift.giftDate.toISOString(),
          donor: gift.donorName ?? gift.donorEmail ?? "Anonymous",
          amountCents: gift.amountCents,
          refunded: gift.status === "refunded",
          campaign: gift.campaignMatched,
        })),
        duplicates: sorting.duplicates.length,
        duplicateRows: sorting.duplicates.slice(0, LISTED_ROWS).map((note) => note.reason),
        unreadable: sorting.unreadable.length,
        unreadableRows: sorting.unreadable.slice(0, LISTED_ROWS).map((note) => note.reason),
        content: Buffer.from(text, "utf8").toString("base64url"),
        seal: importSeal(text, sorting.platform, env.SESSION_SECRET),
      },
    };
  }

  const text = Buffer.from(value.content, "base64url").toString("utf8");
  if (!checkImportSeal(text, value.platform, env.SESSION_SECRET, value.seal)) {
    return data(
      {
        result: submission.reply({
          formErrors: [
            "The file changed between the preview and the import, so nothing was imported. Please upload it again.",
          ],
        }),
        preview: null,
      },
      { status: 400 },
    );
  }
  const imported = await importExport(
    db,
    admin,
    { text, platform: value.platform, fileName: value.fileName ?? null },
    env.SITE_TIME_ZONE,
  );
  if (!imported.ok) {
    return data({ result: submission.reply({ formErrors: [imported.problem] }), preview: null }, { status: 400 });
  }
  const { outcome } = imported;
  const left = [
    outcome.duplicates ? plural(outcome.duplicates, "duplicate") : null,
    outcome.unreadable ? plural(outcome.unreadable, "unreadable row") : null,
  ].filter(Boolean);
  return redirectWithToast(env, "/admin/donations", {
    title: `${plural(outcome.imported, "gift")} imported from ${IMPORT_PLATFORM_LABELS[outcome.platform]}`,
    description:
      [
        outcome.unassigned
          ? `${plural(outcome.unassigned, "gift")} named no campaign of the site: assign them from the list.`
          : null,
        left.length ? `Left out: ${left.join(" and ")}.` : null,
      ]
        .filter(Boolean)
        .join(" ") || "Every gift counts toward its campaign now.",
    variant: "success",
  });
}

const PLATFORM_OPTIONS = [
  { value: "auto", label: "Find it from the file's columns" },
  ...IMPORT_PLATFORMS.map((platform) => ({ value: platform, label: IMPORT_PLATFORM_LABELS[platform] })),
];

export default function AdminDonationImportRoute({ loaderData }: Route.ComponentProps) {
  const { maxKb } = loaderData;
  const answer = useActionData<typeof action>();
  const result = answer?.result as SubmissionResult<string[]> | null | undefined;
  const preview = answer?.preview;
  const formatDateTime = useFormatDateTime();
  const errors = result?.error ?? {};
  const chosenPlatform = typeof result?.initialValue?.platform === "string" ? result.initialValue.platform : "auto";

  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/admin/donations">All donations</BackLink>
      <div>
        <h2 className="text-2xl font-semibold">Import gifts from a CSV</h2>
        <p className="mt-1 max-w-2xl text-muted">
          Upload the payments export of Zeffy, Givebutter or Donorbox. You see what it holds first: which gifts are new,
          which are already in the ledger, and which rows cannot be read and why. Nothing is saved until you import, and
          importing the same file again adds nothing.
        </p>
      </div>

      {preview ? (
        <section aria-labelledby="preview-title" className="flex flex-col gap-5">
          <h3 id="preview-title" className="text-xl font-semibold">
            Preview: {preview.fileName || "your file"} ({preview.platformLabel})
          </h3>
          {!preview.detected ? (
            <p className="rounded-md bg-warning-50 p-3 text-warning-800">
              The columns look like another platform&rsquo;s export. Check that {preview.platformLabel} is right before
              you import.
            </p>
          ) : null}
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-line bg-white p-5 sm:grid-cols-[14rem_1fr]">
            <dt className="font-semibold">Rows in the file</dt>
            <dd data-testid="import-rows">{preview.rows.toLocaleString("en-US")}</dd>
            <dt className="font-semibold">New gifts</dt>
            <dd data-testid="import-new">
              {preview.fresh.toLocaleString("en-US")}
              {preview.fresh ? ` (${formatCents(preview.freshCents)} received` : ""}
              {preview.fresh && preview.refunded ? `, ${plural(preview.refunded, "refunded gift")}` : ""}
              {preview.fresh ? ")" : ""}
            </dd>
            <dt className="font-semibold">Matched to a campaign</dt>
            <dd>
              {preview.matched.toLocaleString("en-US")}
              {preview.unassigned ? `; ${preview.unassigned.toLocaleString("en-US")} left unassigned` : ""}
            </dd>
            <dt className="font-semibold">Duplicates</dt>
            <dd data-testid="import-duplicates">{preview.duplicates.toLocaleString("en-US")}</dd>
            <dt className="font-semibold">Unreadable rows</dt>
            <dd data-testid="import-unreadable">{preview.unreadable.toLocaleString("en-US")}</dd>
            <dt className="font-semibold">File fingerprint (SHA-256)</dt>
            <dd className="font-mono text-xs break-all">{preview.sha256}</dd>
          </dl>

          {preview.unreadableRows.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h4 className="font-sans text-lg font-semibold">Rows that cannot be read (not imported)</h4>
              <ul className="list-disc pl-6">
                {preview.unreadableRows.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {preview.unreadable > preview.unreadableRows.length ? (
                <p className="text-muted">…and {preview.unreadable - preview.unreadableRows.length} more.</p>
              ) : null}
            </div>
          ) : null}

          {preview.duplicateRows.length > 0 ? (
            <details className="rounded-lg border border-line bg-white p-4">
              <summary className="cursor-pointer font-semibold">Duplicates (left out)</summary>
              <ul className="mt-3 list-disc pl-6">
                {preview.duplicateRows.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </details>
          ) : null}

          {preview.sample.length > 0 ? (
            <AdminTable
              caption={
                preview.fresh > preview.sample.length
                  ? `The first ${preview.sample.length} of the new gifts`
                  : "The new gifts"
              }
              headings={["Row", "Date", "Donor", "Amount", "Campaign"]}
              className="min-w-[40rem]"
            >
              {preview.sample.map((gift) => (
                <tr key={gift.row}>
                  <td className="px-4 py-3">{gift.row}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(gift.giftDate)}</td>
                  <td className="px-4 py-3 break-words">{gift.donor}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatCents(gift.amountCents)}
                    {gift.refunded ? <span className="block text-muted">Refunded</span> : null}
                  </td>
                  <td className="px-4 py-3">{gift.campaign ?? <span className="text-muted">Not assigned</span>}</td>
                </tr>
              ))}
            </AdminTable>
          ) : null}

          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="platform" value={preview.platform} />
            <input type="hidden" name="content" value={preview.content} />
            <input type="hidden" name="seal" value={preview.seal} />
            <input type="hidden" name="fileName" value={preview.fileName} />
            <SubmitButton name="intent" value="import" pendingLabel="Importing…" disabled={preview.fresh === 0}>
              <Upload aria-hidden="true" />{" "}
              {preview.fresh === 0 ? "Nothing new to import" : `Import ${plural(preview.fresh, "new gift")}`}
            </SubmitButton>
          </Form>
          <h3 className="text-lg font-semibold">Or choose another file</h3>
        </section>
      ) : null}

      <Form
        method="post"
        encType="multipart/form-data"
        className="flex max-w-2xl flex-col gap-4 rounded-lg border border-line bg-white p-5"
        noValidate
      >
        <ErrorList errors={errors[""]} />
        <Field
          label="CSV file"
          description={`The payments or donations export, as the platform gives it (at most ${maxKb} KB).`}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          errors={errors.file}
        />
        <SelectField
          label="Platform"
          name="platform"
          options={PLATFORM_OPTIONS}
          defaultValue={chosenPlatform}
          errors={errors.platform}
        />
        <SubmitButton name="intent" value="preview" pendingLabel="Reading the file…" className="self-start">
          <Eye aria-hidden="true" /> Preview the import
        </SubmitButton>
      </Form>
    </div>
  );
}
