import { describe, expect, it } from "vitest";
import { validateCredentials } from "./validation";

describe("validateCredentials (part 1 §5, in order)", () => {
  it("checks the email first, then the password length, then the match on sign-up", () => {
    expect(validateCredentials("signup", { email: "bad email", password: "1", confirmPassword: "2" })).toEqual({
      field: "email",
      title: "Invalid Email",
      message: "Please enter a valid email address.",
    });
    expect(validateCredentials("signup", { email: "a@b.co", password: "12345", confirmPassword: "2" })).toEqual({
      field: "password",
      title: "Invalid Password",
      message: "Password must be at least 6 characters long.",
    });
    expect(validateCredentials("signup", { email: "a@b.co", password: "123456", confirmPassword: "1234567" })).toEqual({
      field: "confirmPassword",
      title: "Password Mismatch",
      message: "Passwords do not match.",
    });
    expect(
      validateCredentials("signup", { email: "a@b.co", password: "123456", confirmPassword: "123456" }),
    ).toBeNull();
  });

  it("does not ask for a confirmation when signing in", () => {
    expect(validateCredentials("signin", { email: "a@b.co", password: "123456" })).toBeNull();
  });

  it("refuses an email with spaces", () => {
    expect(validateCredentials("signin", { email: "a b@c.org", password: "123456" })?.title).toBe("Invalid Email");
  });
});
