import { z } from "zod";

export * from "./credentials";

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

/** Raw form fields; emails are trimmed and lower-cased, passwords kept exactly as typed. */
export const CredentialsFormSchema = z.object({
  email: text.transform((email) => email.trim().toLowerCase()),
  password: text,
  confirmPassword: text.optional(),
});

/**
 * The second step of a sign-in (ADR 0026): a 6-digit code from the app (spaces allowed, as apps
 * show "123 456"), or a backup code (`abcde-12345`, the dash optional), and "trust this browser".
 */
export const SecondFactorFormSchema = z
  .object({
    method: z.enum(["totp", "backup"]).default("totp"),
    code: z.string().max(40),
    trustDevice: z.literal("on").optional(),
  })
  .transform(({ method, code, trustDevice }) => ({
    method,
    code:
      method === "totp"
        ? code.replace(/\s+/g, "")
        : code.trim().replace(/^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/, "$1-$2"),
    trustDevice: trustDevice === "on",
  }))
  .refine(({ method, code }) =>
    method === "totp" ? /^\d{6}$/.test(code) : /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code),
  );

/** Enrollment: the password again to start, then a code from the app to confirm. */
export const EnrollmentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), password: z.string().min(1).max(200) }),
  z.object({
    intent: z.literal("confirm"),
    code: z
      .string()
      .max(40)
      .transform((code) => code.replace(/\s+/g, "")),
  }),
]);
