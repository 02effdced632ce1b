import type { SubmissionField } from "../submissions.server";

/** A phone number as a `tel:` address: digits, and a leading + if there was one. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

function FieldValue({ field }: { field: SubmissionField }) {
  const { value } = field;
  if (value === null || (Array.isArray(value) && value.length === 0)) {
    return <span className="text-muted">Not given</span>;
  }
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc pl-5">
        {value.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if (field.format === "email") {
    return (
      <a href={`mailto:${value}`} className="break-all text-brand-700 underline">
        {value}
      </a>
    );
  }
  if (field.format === "phone") {
    return (
      <a href={telHref(value)} className="text-brand-700 underline">
        {value}
      </a>
    );
  }
  // Whole text, with the sender's own line breaks and blank lines (issue 18: a note on the
  // eighth line of a message was cut off in the list).
  return <p className="break-words whitespace-pre-wrap">{value}</p>;
}

/** Every stored field of one submission, label beside value from the sm breakpoint up. */
export function SubmissionFields({ fields }: { fields: SubmissionField[] }) {
  return (
    <dl className="divide-y divide-line rounded-lg border border-line bg-white">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold text-muted">{field.label}</dt>
          <dd className="min-w-0">
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
