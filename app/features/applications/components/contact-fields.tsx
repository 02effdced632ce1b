import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/field";
import { LIMITS } from "../choices";

type TextField<Schema extends Record<string, unknown>> = FieldMetadata<unknown, Schema, string[]>;

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
      <Field label={nameLabel} meta={name} required autoComplete="name" maxLength={LIMITS.name} />
      <Field
        label="Email Address"
        meta={email}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={LIMITS.email}
      />
      <Field label="Phone Number" meta={phone} type="tel" required autoComplete="tel" maxLength={LIMITS.phone} />
    </>
  );
}
