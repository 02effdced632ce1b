import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalText, requiredChoice, requiredEmail, requiredText, stripScriptTags } from "./validation";

describe("stripScriptTags", () => {
  it("removes script elements and stray script tags but keeps the words around them", () => {
    expect(stripScriptTags('Hi <script>alert("x")</script>there')).toBe("Hi there");
    expect(stripScriptTags("a <SCRIPT src=//evil.example>b")).toBe("a b");
    expect(stripScriptTags("1 < 2 and <b>bold</b>")).toBe("1 < 2 and <b>bold</b>");
  });
});

describe("field schemas", () => {
  const schema = z.object({
    name: requiredText("Name is required", { max: 10 }),
    note: optionalText({ max: 5 }),
    email: requiredEmail({ required: "Email is required", invalid: "Invalid email address" }),
    color: requiredChoice(["red", "blue"], "Pick a colour"),
  });
  const errors = (input: Record<string, unknown>) =>
    Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

  it("trims, lower-cases emails and turns an empty optional field into undefined", () => {
    expect(schema.parse({ name: "  Ana ", note: "  ", email: " Ana@Example.ORG ", color: "red" })).toEqual({
      name: "Ana",
      note: undefined,
      email: "ana@example.org",
      color: "red",
    });
  });

  it("gives each field its own message", () => {
    expect(errors({ name: "   ", note: "toolong", email: "not-an-email", color: "green" })).toEqual({
      name: "Name is required",
      note: "Please keep this under 5 characters.",
      email: "Invalid email address",
      color: "Pick a colour",
    });
    expect(errors({})).toMatchObject({ name: "Name is required", email: "Email is required", color: "Pick a colour" });
  });

  it("treats a value that is only a script as empty", () => {
    expect(errors({ name: "<script>x</script>", email: "a@b.co", color: "red" })).toEqual({ name: "Name is required" });
  });

  it("accepts emoji and refuses 10,000 characters", () => {
    expect(schema.safeParse({ name: "Ana 🌻", email: "a@b.co", color: "blue" }).success).toBe(true);
    expect(errors({ name: "x".repeat(10_000), email: "a@b.co", color: "blue" }).name).toMatch(/under 10/);
  });
});
