import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

/**
 * A real SMTP server on localhost that writes every message it receives into `dir`
 * (one .eml file each), so tests in other processes can read what the site sent.
 */
export async function startMailCatcher(
  dir: string,
  {
    refuse,
  }: {
    /** An SMTP reply code (e.g. 451 "try later", 550 "no such mailbox") to refuse a message with, or null to take it. */
    refuse?: (to: string) => number | null;
  } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(",");
        const code = refuse?.(to) ?? null;
        if (code !== null) {
          callback(
            Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), { responseCode: code }),
          );
          return;
        }
        counter += 1;
        writeFileSync(
          path.join(dir, `${Date.now()}-${String(counter).padStart(4, "0")}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`,
        );
        callback();
      });
    },
  });
  // A sender killed mid-conversation (crash tests) resets its connection: not a test failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Quoted-printable soft line breaks and escapes (emails are QP-encoded). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a message to `to` whose subject matches, and returns its decoded text. */
export async function waitForEmail(dir: string, to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const raw = readFileSync(path.join(dir, file), "utf8");
      const envelope = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? "";
      const subjectLine = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
      if (envelope.split(",").includes(to.toLowerCase()) && subject.test(subjectLine))
        return decodeQuotedPrintable(raw);
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
