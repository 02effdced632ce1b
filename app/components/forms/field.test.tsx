import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CheckboxField, Field, SelectField, TextareaField } from "./field";

const Schema = z.object({
  email: z.email(),
  message: z.string().max(500),
  topic: z.enum(["a", "b"]),
  agree: z.boolean(),
});

function Probe({ errors }: { errors?: Record<string, string[]> }) {
  const [, fields] = useForm<z.input<typeof Schema>>({
    id: "probe",
    constraint: getZodConstraint(Schema),
    defaultValue: { email: "ann@example.org", message: "Hello", topic: "b" },
    lastResult: errors ? { status: "error", error: errors, initialValue: { email: "nope" } } : undefined,
  });
  return (
    <>
      <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
      <TextareaField meta={fields.message} label="Message" />
      <SelectField
        meta={fields.topic}
        label="Topic"
        options={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
      />
      <CheckboxField meta={fields.agree} label="I agree" />
    </>
  );
}

/** The opening tag of the first `<tag>` carrying `marker`. */
function tagWith(html: string, tag: string, marker: string) {
  return html.match(new RegExp(`<${tag}[^>]*${marker}[^>]*>`))?.[0] ?? "";
}

describe("fields given Conform's metadata", () => {
  it("take the name, id, constraints and default value from the form", () => {
    const html = renderToStaticMarkup(<Probe />);
    const email = tagWith(html, "input", 'name="email"');
    for (const attribute of [
      'type="email"',
      'id="probe-email"',
      'required=""',
      'value="ann@example.org"',
      'autoComplete="email"',
    ]) {
      expect(email).toContain(attribute);
    }
    expect(html).toMatch(/<label[^>]*for="probe-email"/);
    expect(tagWith(html, "textarea", 'name="message"')).toContain('id="probe-message"');
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Hello<\/textarea>/);
    expect(html).toMatch(/<option value="b" selected="">B<\/option>/);
    expect(tagWith(html, "input", 'name="agree"')).toContain('type="checkbox"');
    expect(html).not.toContain("aria-invalid");
  });

  it("show the field's errors, linked to the control", () => {
    const html = renderToStaticMarkup(<Probe errors={{ email: ["Enter a valid email address"] }} />);
    const email = tagWith(html, "input", 'name="email"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="probe-email-error"');
    expect(html).toMatch(/id="probe-email-error"[^>]*>.*Enter a valid email address/);
  });
});
