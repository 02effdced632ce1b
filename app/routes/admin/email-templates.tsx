import { Eye, RotateCcw, Save } from "lucide-react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/email-templates";
import { adminMeta } from "~/components/admin/admin-meta";
import { Field, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { siteContext } from "~/context";
import { listTemplates, previewTemplate, resetTemplate, saveTemplate } from "~/features/admin/replies.server";
import { TemplateSchema } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import {
  DECISION_PLACEHOLDERS,
  parseTemplateKey,
  RECEIPT_PLACEHOLDERS,
  templateProblems,
  type TemplateKey,
} from "~/utils/reply-templates";
import { cn } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The wording of receipts and decision emails (issue 36), per kind: each has a default; staff may
 * change it, with the placeholders it may use, preview it filled with sample values, or go back to
 * the default. A placeholder the email cannot fill is refused by name.
 */
export const meta: Route.MetaFunction = () => adminMeta("Email templates");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "settings");
  const { db } = context.get(siteContext);
  const templates = await listTemplates(db);
  const selected = templates.find((template) => template.key === url.searchParams.get("key")) ?? templates[0]!;
  return { templates, selected };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "settings");
  const { db, env } = context.get(siteContext);
  const form = Object.fromEntries(await request.formData());
  const key = String(form.key ?? "");
  const parsedKey = parseTemplateKey(key);
  if (!parsedKey) throw data(null, { status: 404, statusText: "No such template" });
  const templateKey = key as TemplateKey;
  const back = `/admin/settings/templates?key=${encodeURIComponent(key)}`;
  if (form.intent === "reset") {
    await resetTemplate(db, admin, templateKey);
    return redirectWithToast(env, back, { title: "Back to the default wording", variant: "success" });
  }
  const values = { subject: String(form.subject ?? ""), body: String(form.body ?? "") };
  const parsed = TemplateSchema.safeParse(form);
  const allowed = parsedKey.outcome ? DECISION_PLACEHOLDERS : RECEIPT_PLACEHOLDERS;
  const errors = {
    subject: [
      ...(parsed.success ? [] : (parsed.error.flatten().fieldErrors.subject ?? [])),
      ...templateProblems(values.subject, allowed),
    ],
    body: [
      ...(parsed.success ? [] : (parsed.error.flatten().fieldErrors.body ?? [])),
      ...templateProblems(values.body, allowed),
    ],
  };
  if (!parsed.success || errors.subject.length > 0 || errors.body.length > 0) {
    return data({ key, values, errors, preview: null }, { status: 400 });
  }
  if (parsed.data.intent === "preview") {
    const preview = await previewTemplate(templateKey, values, env.SITE_TIME_ZONE);
    return { key, values, errors: { subject: [], body: [] }, preview };
  }
  await saveTemplate(db, admin, templateKey, values);
  return redirectWithToast(env, back, { title: "Template saved", variant: "success" });
}

export default function AdminEmailTemplatesRoute() {
  const { templates, selected } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const mine = answer && answer.key === selected.key ? answer : undefined;
  const values = mine?.values ?? { subject: selected.subject, body: selected.body };
  return (
    <section aria-labelledby="templates-title" className="flex min-w-0 flex-col gap-6">
      <header>
        <h2 id="templates-title" className="text-2xl font-semibold">
          Email templates
        </h2>
        <p className="text-muted">
          What people get back: the receipt when a form arrives, and the email for each decision. Decision emails are
          filled in and can still be edited before each one is sent.
        </p>
      </header>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label="Templates">
          <ul className="flex flex-col gap-1">
            {templates.map((template) => (
              <li key={template.key}>
                <Link
                  to={`?key=${encodeURIComponent(template.key)}`}
                  aria-current={template.key === selected.key ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm",
                    template.key === selected.key ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-sand",
                  )}
                >
                  <span>{template.title}</span>
                  {template.customized ? <Badge tone="info">Changed</Badge> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-4">
          <h3 className="text-xl font-semibold">{selected.title}</h3>
          <Form method="post" key={selected.key} className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="key" value={selected.key} />
            <Field
              label="Subject"
              name="subject"
              defaultValue={values.subject}
              errors={mine?.errors.subject}
              required
              maxLength={150}
            />
            <TextareaField
              label="Text"
              description="Plain text. Leave a blank line between paragraphs."
              name="body"
              defaultValue={values.body}
              errors={mine?.errors.body}
              required
              rows={14}
            />
            <div className="rounded-md bg-sand p-3 text-sm">
              <p className="font-semibold">Placeholders this email can use</p>
              <ul className="mt-1 flex flex-col gap-0.5">
                {selected.placeholders.map((placeholder) => (
                  <li key={placeholder.name}>
                    <code>{`{{${placeholder.name}}}`}</code>: {placeholder.description}
                  </li>
                ))}
              </ul>
              {selected.key.startsWith("receipt:") ? (
                <p className="mt-2 text-muted">
                  A receipt never repeats what the person typed, not even their name, so nobody can use the forms to
                  send a stranger their own words.
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value="preview" variant="outline" pendingLabel="Preparing...">
                <Eye aria-hidden="true" /> Preview
              </SubmitButton>
              <SubmitButton name="intent" value="save" pendingLabel="Saving...">
                <Save aria-hidden="true" /> Save the template
              </SubmitButton>
              {selected.customized ? (
                <SubmitButton name="intent" value="reset" variant="ghost" pendingLabel="Resetting...">
                  <RotateCcw aria-hidden="true" /> Back to the default
                </SubmitButton>
              ) : null}
            </div>
          </Form>
          {mine?.preview ? (
            <section aria-labelledby="template-preview" className="flex flex-col gap-2">
              <h4 id="template-preview" className="font-semibold">
                Preview with sample details: {mine.preview.subject}
              </h4>
              {/* The email's HTML, built by React Email from plain text (escaped, never markup typed by
                  anyone). A srcdoc frame keeps its styles apart from the page's and inherits the page's CSP,
                  so no script could run in it; it has no sandbox attribute only because a sandboxed frame
                  logs a blocked-script error for every tool that inspects it. */}
              <iframe
                title="Preview of the email"
                srcDoc={mine.preview.html}
                className="h-[26rem] w-full rounded-lg border border-line bg-white"
              />
            </section>
          ) : null}
        </div>
      </div>
    </section>
  );
}
