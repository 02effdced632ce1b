import { describe, expect, it } from "vitest";
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, SubscribeSchema } from "./validation";

function messagesFor(email: unknown): string[] {
  const result = SubscribeSchema.safeParse({ email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("SubscribeSchema", () => {
  it("trims and lower-cases a valid address", () => {
    expect(SubscribeSchema.parse({ email: "  Jane.Doe@Example.ORG " })).toEqual({ email: "jane.doe@example.org" });
  });

  it.each([undefined, null, "", "   "])("asks for an address when it is missing (%j)", (email) => {
    expect(messagesFor(email)).toEqual([EMAIL_REQUIRED_MESSAGE]);
  });

  it.each(["jane", "jane@", "@example.org", "jane@example", "jane doe@example.org", "<script>alert(1)</script>"])(
    "rejects %j as not an email address",
    (email) => {
      expect(messagesFor(email)).toEqual([EMAIL_INVALID_MESSAGE]);
    },
  );

  it("rejects addresses longer than 254 characters", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.org`;
    const tooLong = `${local}@${domain}`;
    expect(tooLong.length).toBeGreaterThan(254);
    expect(messagesFor(tooLong)).toEqual([EMAIL_INVALID_MESSAGE]);
  });

  it("accepts an address of exactly 254 characters only if otherwise valid", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.org`;
    const address = `${local}@${domain}`;
    expect(address.length).toBe(254);
    expect(messagesFor(address)).toEqual([]);
  });
});
