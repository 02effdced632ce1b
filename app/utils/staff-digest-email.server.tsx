/**
 * The staff digest (ADR 0021): one email listing the submissions that arrived faster than staff
 * notifications go out one by one. Built with React Email like the newsletter issue
 * (`app/features/newsletter/email/issue-email.tsx`), which writes the table layout and inline
 * styles mail clients need, and gives the plain-text part from the same element. Server only;
 * loaded on first use (`staff-notifications.server.ts`).
 */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
  render,
} from "@react-email/components";
import { formatDateTime } from "~/utils/site-time";

export interface StaffDigestInput {
  siteUrl: string;
  timeZone: string;
  /** Every submission this digest covers (it lists at most `entries.length` of them). */
  count: number;
  /** When the first of them arrived. */
  since: Date;
  alonePerWindow: number;
  windowMinutes: number;
  periodMinutes: number;
  entries: { kind: string; summary: string; createdAt: Date; url: string; replyTo?: string | null }[];
}

const colors = { ink: "#1f2a37", muted: "#4f5b67", brand: "#0f5f4b", line: "#d9dee3", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

function minutes(value: number): string {
  if (value >= 60 && value % 60 === 0) return plural(value / 60, "hour", "hours");
  if (value < 1) return plural(Math.max(1, Math.round(value * 60)), "second", "seconds");
  return plural(Math.round(value * 10) / 10, "minute", "minutes");
}

function StaffDigestEmail({ input }: { input: StaffDigestInput }) {
  const submissions = plural(input.count, "new submission", "new submissions");
  const unlisted = input.count - input.entries.length;
  const since = formatDateTime(input.since, input.timeZone);
  const text = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: colors.ink };
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${submissions} on the website since ${since}`}</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px 8px" }}>
            <Heading as="h1" style={{ margin: "0 0 16px", fontSize: 24, lineHeight: "32px", color: colors.ink }}>
              {submissions} since {since}
            </Heading>
            <Text style={text}>
              Submissions are arriving faster than usual, so instead of an email for each one you get this summary every{" "}
              {minutes(input.periodMinutes)} (the first {input.alonePerWindow} in {minutes(input.windowMinutes)} still
              come one by one). Every submission is saved and waiting for you in the admin dashboard.
            </Text>
          </Section>
          <Section style={{ padding: "0 32px" }}>
            {input.entries.map((entry, index) => (
              <Text key={index} style={{ margin: "0 0 12px", fontSize: 15, lineHeight: "22px", color: colors.ink }}>
                <strong>{entry.kind}</strong>: {entry.summary}
                <br />
                <span style={{ color: colors.muted }}>{formatDateTime(entry.createdAt, input.timeZone)}</span>
                {" · "}
                <Link href={entry.url} style={{ color: colors.brand }}>
                  Open in the admin dashboard
                </Link>
                {entry.replyTo ? (
                  <>
                    {" · "}
                    <Link href={`mailto:${entry.replyTo}`} style={{ color: colors.brand }}>
                      {`Reply to ${entry.replyTo}`}
                    </Link>
                  </>
                ) : null}
              </Text>
            ))}
            {unlisted > 0 ? (
              <Text style={text}>
                And {plural(unlisted, "more submission", "more submissions")}, listed under{" "}
                <Link href={`${input.siteUrl}/admin/submissions`} style={{ color: colors.brand }}>
                  Form Submissions
                </Link>
                .
              </Text>
            ) : null}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: "8px 0 0" }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text style={{ margin: 0, fontSize: 13, lineHeight: "20px", color: colors.muted }}>
              A sudden burst like this can be spam sent from many addresses. All submissions:{" "}
              <Link href={`${input.siteUrl}/admin/submissions`} style={{ color: colors.brand }}>
                {`${input.siteUrl}/admin/submissions`}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The digest's subject, HTML and plain-text parts. */
export async function renderStaffDigestEmail(
  input: StaffDigestInput,
): Promise<{ subject: string; html: string; text: string }> {
  const element = <StaffDigestEmail input={input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: `Digest: ${plural(input.count, "new submission", "new submissions")} on the website`,
    html,
    text,
  };
}
