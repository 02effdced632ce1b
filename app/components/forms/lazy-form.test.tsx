import { useForm, type SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getCollectionProps, getFormProps } from "./conform-props";
import { CheckboxField, Field, SelectField, TextareaField } from "./field";
import { useLiteForm, type UseForm } from "./lazy-form";

/** A form as the public forms draw theirs, with either hook. */
function Probe({ hook, lastResult }: { hook: UseForm; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = hook<{ email: string; message: string; topic: string; agree: string; interests: string[] }>({
    id: "probe",
    defaultValue: { topic: "b", interests: ["mentoring"] },
    lastResult,
  });
  return (
    <form {...getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.join(" ")}</p>
      <Field meta={fields.email} type="email" label="Email" required />
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
      {getCollectionProps(fields.interests, { type: "checkbox", options: ["reading", "mentoring"] }).map(
        ({ key, ...props }) => (
          <input key={key} {...props} />
        ),
      )}
    </form>
  );
}

describe("the stand-in for Conform's useForm", () => {
  const answers: Array<[string, SubmissionResult<string[]> | undefined]> = [
    ["no answer yet", undefined],
    [
      "an invalid answer",
      {
        status: "error",
        initialValue: { email: "nope", message: "Hi", topic: "a", agree: "on", interests: ["reading", "mentoring"] },
        error: { email: ["Please enter a valid email address."], "": ["Try again in a minute."] },
      },
    ],
    ["a successful answer", { status: "success", initialValue: null, error: {} }],
  ];

  it.each(answers)("draws the same page as Conform (%s)", (_name, lastResult) => {
    const lite = renderToStaticMarkup(<Probe hook={useLiteForm} lastResult={lastResult} />);
    const conform = renderToStaticMarkup(<Probe hook={useForm} lastResult={lastResult} />);
    expect(lite).toBe(conform);
  });
});
