import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Download, FileText, Search, Trash2 } from "lucide-react";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { PrivacyTabs } from "~/features/admin/components/privacy-tabs";
import { countWaitingRequests } from "~/features/admin/privacy/requests.server";
import { erasePerson, findPerson } from "~/features/admin/privacy/privacy.server";
import { PersonLookupSchema, phoneDigits } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/find";

/**
 * Find a person (issue 38): every record that holds an address (and phone), with export and
 * erasure. The address travels in POST bodies, never in a URL, so it stays out of access logs.
 */
export const meta: Route.MetaFunction = () => adminMeta("Privacy");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "privacy");
  const { db } = context.get(siteContext);
  return { waiting: await countWaitingRequests(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "privacy");
  const { db, env } = context.get(siteContext);
  const submission = parseWithZod(await request.formData(), { schema: PersonLookupSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), found: null }, { status: 400 });
  const { intent, email, phone } = submission.value;
  const person = { email, phoneDigits: phoneDigits(phone) };
  if (intent === "erase") {
    const outcome = await erasePerson(db, admin, person);
    if (!outcome.ok) {
      return data(
        {
          result: submission.reply({
            formErrors: [
              "This address has a staff account. Remove its administrator role in Accounts first, then erase it.",
            ],
          }),
          found: null,
        },
        { status: 409 },
      );
    }
    return redirectWithToast(env, "/admin/privacy", {
      title: `Erased ${records(outcome.total)}`,
      description: "The address is gone from every record; the audit log says how many records, not whose.",
      variant: "success",
    });
  }
  const groups = await findPerson(db, person, env.SITE_TIME_ZONE);
  return {
    result: submission.reply(),
    found: { email, phone: phone ?? "", groups, total: groups.reduce((sum, group) => sum + group.records.length, 0) },
    reviewing: intent === "review-erase",
  };
}

function records(count: number) {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "record" : "records"}`;
}

export default function AdminPrivacyFindRoute() {
  const { waiting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "person-lookup",
    lastResult: answer?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PersonLookupSchema }),
  });
  const found = answer?.found ?? null;
  const reviewing = Boolean(answer && "reviewing" in answer && answer.reviewing);

  return (
    <section aria-labelledby="privacy-title" className="flex flex-col gap-6">
      <PrivacyTabs current="find" waiting={waiting} />
      <div>
        <h2 id="privacy-title" className="text-2xl font-semibold">
          Find a person
        </h2>
        <p className="mt-1 max-w-3xl text-muted">
          Type an email address (and a phone number, if you have one) to see every record that holds it: messages,
          applications, enrollments, the newsletter list, accounts and emails. From there you can download a copy or
          erase it.
        </p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-label="Find a person"
        className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-start sm:p-5"
      >
        <input type="hidden" name="intent" value="find" />
        <Field
          meta={fields.email}
          type="email"
          label="Email address"
          required
          autoComplete="off"
          spellCheck={false}
          className="sm:flex-1"
        />
        <Field
          meta={fields.phone}
          type="tel"
          label="Phone number (optional)"
          autoComplete="off"
          className="sm:flex-1"
        />
        <SubmitButton className="sm:mt-7" isPending={busy} pendingLabel="Searching...">
          <Search aria-hidden="true" /> Find
        </SubmitButton>
      </Form>
      {form.errors?.length ? (
        <p role="alert" className="rounded-lg border border-danger-700/30 bg-white p-4 text-danger-700">
          {form.errors.join(" ")}
        </p>
      ) : null}
      {found ? <Results found={found} reviewing={reviewing} busy={busy} /> : null}
    </section>
  );
}

type Found = NonNullable<NonNullable<ReturnType<typeof useActionData<typeof action>>>["found"]>;

function Results({ found, reviewing, busy }: { found: Found; reviewing: boolean; busy: boolean }) {
  const hidden = (
    <>
      <input type="hidden" name="email" value={found.email} />
      <input type="hidden" name="phone" value={found.phone} />
    </>
  );
  if (found.total === 0) {
    return (
      <p role="status" className="rounded-lg border border-line bg-white p-6 text-muted">
        Nothing on file for <strong className="text-ink">{found.email}</strong>
        {found.phone ? ` or ${found.phone}` : ""}. No record holds this address.
      </p>
    );
  }
  return (
    <section aria-labelledby="found-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="found-title" role="status" className="text-xl font-semibold break-words">
          {records(found.total)} {found.total === 1 ? "holds" : "hold"} {found.email}
          {found.phone ? ` or ${found.phone}` : ""}
        </h3>
        <div className="flex flex-wrap gap-2">
          <form method="post" action="/admin/privacy/export">
            {hidden}
            <input type="hidden" name="format" value="json" />
            <Button type="submit" variant="outline">
              <Download aria-hidden="true" /> Download a copy (JSON)
            </Button>
          </form>
          <form method="post" action="/admin/privacy/export" target="_blank">
            {hidden}
            <input type="hidden" name="format" value="html" />
            <Button type="submit" variant="outline">
              <FileText aria-hidden="true" /> Readable copy
            </Button>
          </form>
          {reviewing ? null : (
            <Form method="post">
              {hidden}
              <Button type="submit" name="intent" value="review-erase" variant="danger">
                <Trash2 aria-hidden="true" /> Erase…
              </Button>
            </Form>
          )}
        </div>
      </div>
      {reviewing ? (
        <div
          role="region"
          aria-labelledby="erase-title"
          className="rounded-lg border border-danger-700/30 bg-white p-5 sm:p-6"
        >
          <h4 id="erase-title" className="text-xl font-semibold break-words">
            Erase {records(found.total)} holding {found.email}?
          </h4>
          <ul className="mt-3 list-disc pl-5 text-ink">
            {found.groups.map((group) => (
              <li key={group.key}>
                {group.label}: {records(group.records.length)}, {group.eraseSays}.
              </li>
            ))}
          </ul>
          <p className="mt-3 max-w-3xl text-muted">
            This cannot be undone. Counts on the site stay the same (a campaign keeps its number of applicants). If this
            person writes to us again later, they are a new person to the site.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            {hidden}
            <SubmitButton name="intent" value="erase" variant="danger" isPending={busy} pendingLabel="Erasing...">
              <Trash2 aria-hidden="true" /> Erase {records(found.total)}
            </SubmitButton>
            <Link to="/admin/privacy" className={buttonClasses({ variant: "outline" })}>
              No, keep them
            </Link>
          </Form>
        </div>
      ) : null}
      {found.groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`group-${group.key}`}
          className="rounded-lg border border-line bg-white p-4 sm:p-5"
        >
          <h4 id={`group-${group.key}`} className="text-lg font-semibold">
            {group.label} <span className="text-muted">({group.records.length})</span>
          </h4>
          <ul className="mt-2 divide-y divide-line">
            {group.records.map((record) => (
              <li key={record.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-4">
                <time dateTime={record.date} className="text-sm whitespace-nowrap text-muted">
                  {record.dateText}
                </time>
                {record.path ? (
                  <Link
                    to={record.path}
                    className="font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
                  >
                    {record.title}
                  </Link>
                ) : (
                  <span className="break-words">{record.title}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
