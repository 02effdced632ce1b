import type { SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, TextareaField } from "./field";
import { usePublicForm } from "./use-public-form";

/** A public form as the server draws it (the HTML a visitor without JavaScript gets). */
function Probe({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { form, fields, formProps } = usePublicForm<{ email: string; message: string }>({
    id: "probe",
    lastResult,
    defaultValue: { message: "Hello" },
  });
  return (
    <form method="post" {...formProps}>
      <p id={form.errorId}>{form.errors?.join(" ")}</p>
      <Field meta={fields.email} type="email" label="Email" required />
      <TextareaField meta={fields.message} label="Message" />
    </form>
  );
}

const page = (lastResult?: SubmissionResult<string[]>) => renderToStaticMarkup(<Probe lastResult={lastResult} />);

/** The opening tag of the element with this id. */
const tag = (html: string, id: string) => new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("usePublicForm on the server", () => {
  it("names the form by its fixed id and leaves the checks to the server's messages", () => {
    const html = page();
    expect(tag(html, "probe")).toMatch(/^<form[^>]*novalidate/i);
    expect(html).toMatch(/<textarea[^>]*id="probe-message"[^>]*>Hello<\/textarea>/);
  });

  it("shows a refused answer's values, with each message next to its field", () => {
    const html = page({
      status: "error",
      initialValue: { email: "nope", message: "Hi" },
      error: { email: ["Please enter a valid email address."], "": ["Try again in a minute."] },
    });
    const email = tag(html, "probe-email");
    expect(email).toContain('value="nope"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toMatch(/aria-describedby="[^"]*probe-email-error/);
    expect(html).toMatch(/id="probe-email-error"[^>]*>(<[^>]+>)*Please enter a valid email address\./);
    expect(html).toMatch(/<p id="probe-error">Try again in a minute\.<\/p>/);
  });

  it("starts empty again after a successful answer", () => {
    const html = page({ status: "success", initialValue: null, error: {} });
    expect(tag(html, "probe-email")).not.toContain("value=");
    expect(html).not.toContain("aria-invalid");
  });
});
