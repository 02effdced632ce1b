import { z } from "zod";

export * from "./credentials";

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

/** Raw form fields; emails are trimmed and lower-cased, passwords kept exactly as typed. */
export const CredentialsFormSchema = z.object({
  email: text.transform((email) => email.trim().toLowerCase()),
  password: text,
  confirmPassword: text.optional(),
});
