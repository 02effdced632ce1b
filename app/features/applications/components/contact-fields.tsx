import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/field";
import { LIMITS } from "../choices";
import { withoutKey } from "./application-outcome";

type TextField<Schema extends Record<string, unknown>> = FieldMetadata<unknown, Schema, unknown>;

/**
 * The contact details every application form asks for, once: name, email and phone, each
 * required, with the browser's autofill hints and the schema's length limits. The forms place
 * them in their own grid.
 */
export function ContactFields<Schema extends Record<string, unknown>>({
  name,
  email,
  phone,
  nameLabel = "Full Name",
}: {
  name: TextField<Schema>;
  email: TextField<Schema>;
  phone: TextField<Schema>;
  nameLabel?: string;
}) {
  return (
    <>
      <Field
        label={nameLabel}
        {...withoutKey(getInputProps(name, { type: "text" }))}
        key={name.key}
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        errors={name.errors}
      />
      <Field
        label="Email Address"
        {...withoutKey(getInputProps(email, { type: "email" }))}
        key={email.key}
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={LIMITS.email}
        errors={email.errors}
      />
      <Field
        label="Phone Number"
        {...withoutKey(getInputProps(phone, { type: "tel" }))}
        key={phone.key}
        required
        autoComplete="tel"
        maxLength={LIMITS.phone}
        errors={phone.errors}
      />
    </>
  );
}
