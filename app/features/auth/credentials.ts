import { EMAIL_PATTERN } from "~/utils/text-rules";

/** Part 1 §5: checked in this order, before anything is sent; each failure has a title and a message. */
export const AUTH_MESSAGES = {
  invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address." },
  invalidPassword: { title: "Invalid Password", message: "Password must be at least 6 characters long." },
  passwordMismatch: { title: "Password Mismatch", message: "Passwords do not match." },
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;

export type AuthMode = "signin" | "signup";

export interface AuthFieldError {
  field: "email" | "password" | "confirmPassword";
  title: string;
  message: string;
}

/** The first failing rule in the spec's order, or null. Shared by the browser and the server. */
export function validateCredentials(
  mode: AuthMode,
  input: { email: string; password: string; confirmPassword?: string },
): AuthFieldError | null {
  if (!EMAIL_PATTERN.test(input.email)) return { field: "email", ...AUTH_MESSAGES.invalidEmail };
  if (input.password.length < PASSWORD_MIN_LENGTH) return { field: "password", ...AUTH_MESSAGES.invalidPassword };
  if (input.password.length > PASSWORD_MAX_LENGTH) {
    return {
      field: "password",
      title: "Invalid Password",
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    };
  }
  if (mode === "signup" && input.password !== input.confirmPassword) {
    return { field: "confirmPassword", ...AUTH_MESSAGES.passwordMismatch };
  }
  return null;
}

/** The form's fields as the browser checks them: the email trimmed and lower-cased, the passwords exactly as typed. */
export function readCredentialsForm(form: FormData): { email: string; password: string; confirmPassword?: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    email: text("email").trim().toLowerCase(),
    password: text("password"),
    ...(form.has("confirmPassword") ? { confirmPassword: text("confirmPassword") } : {}),
  };
}
