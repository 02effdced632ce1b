/**
 * The emails people get back (issue 36): a receipt when a form arrives and a decision staff send.
 * Built with React Email like the newsletter issue and the staff digest, HTML and plain text from
 * one element. The body is plain text (paragraphs split by a blank line); React escapes it, so a
 * staff member's message can never become markup. Server only; loaded on first use
 * (`receipts.server.ts`), as React Email is about 30 MB of heap.
 */
import { Body, Container, Head, Hr, Html, Preview, Section, Text, render } from "@react-email/components";

export interface ReplyEmailInput {
  subject: string;
  body: string;
  /** The small print at the bottom: why the person got this email. */
  footer: string;
}

const colors = { ink: "#1f2a37", muted: "#4f5b67", line: "#d9dee3", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";

function paragraphsOf(body: string): string[][] {
  return body
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n"))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}

function ReplyEmail({ input }: { input: ReplyEmailInput }) {
  const paragraphs = paragraphsOf(input.body);
  const first = paragraphs.find((lines) => !/^(hello|dear)\b/i.test(lines[0] ?? "")) ?? paragraphs[0] ?? [];
  return (
    <Html lang="en">
      <Head />
      <Preview>{first.join(" ").slice(0, 140)}</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px 8px" }}>
            {paragraphs.map((lines, index) => (
              <Text key={index} style={{ margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: colors.ink }}>
                {lines.map((line, lineIndex) => (
                  <span key={lineIndex}>
                    {lineIndex > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </Text>
            ))}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: "8px 0 0" }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text style={{ margin: 0, fontSize: 13, lineHeight: "20px", color: colors.muted }}>{input.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The email's HTML and plain-text parts. */
export async function renderReplyEmail(input: ReplyEmailInput): Promise<{ html: string; text: string }> {
  const element = <ReplyEmail input={input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
