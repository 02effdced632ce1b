import * as conform from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { getInputProps, getSelectProps, getTextareaProps } from "./conform-props";

// Plain metadata, as Conform's proxies give it.
const field = (extra: Record<string, unknown> = {}) =>
  ({
    id: "contact-form-email",
    name: "email",
    formId: "contact-form",
    errorId: "contact-form-email-error",
    descriptionId: "contact-form-email-description",
    initialValue: undefined,
    errors: undefined,
    valid: true,
    key: undefined,
    required: undefined,
    ...extra,
  }) as unknown as Parameters<typeof conform.getInputProps>[0];

describe("the form attribute helpers match Conform's", () => {
  const fields = [
    field(),
    field({ initialValue: "ana@example.org" }),
    field({ errors: ["Please enter your email address."], valid: false, required: true }),
    field({ initialValue: ["reading", "mentoring"], key: "k1" }),
  ];

  it.each(fields)("input, textarea and select props (%#)", (meta) => {
    expect(getInputProps(meta, { type: "text" })).toEqual(conform.getInputProps(meta, { type: "text" }));
    expect(getInputProps(meta, { type: "email" })).toEqual(conform.getInputProps(meta, { type: "email" }));
    expect(getInputProps(meta, { type: "checkbox" })).toEqual(conform.getInputProps(meta, { type: "checkbox" }));
    expect(getInputProps(meta, { type: "checkbox", value: "mentoring" })).toEqual(
      conform.getInputProps(meta, { type: "checkbox", value: "mentoring" }),
    );
    expect(getTextareaProps(meta)).toEqual(conform.getTextareaProps(meta));
    expect(getSelectProps(meta)).toEqual(conform.getSelectProps(meta));
    expect(getInputProps(meta, { type: "text", ariaDescribedBy: "hint" })).toEqual(
      conform.getInputProps(meta, { type: "text", ariaDescribedBy: "hint" }),
    );
  });
});
