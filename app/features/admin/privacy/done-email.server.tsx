/**
 * The email that tells a person their request was carried out (issue 38). React Email, as the
 * other emails: the HTML part and the plain-text part come from the same element.
 */
import { Body, Container, Head, Heading, Html, Preview, Section, Text, render } from "@react-email/components";
import type { PrivacyRequestKind } from "~/db/schema";

const colors = { ink: "#1f2a37", muted: "#4f5b67", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";
const text = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: colors.ink };

export interface DoneEmailInput {
  kind: PrivacyRequestKind;
  contactEmail: string;
  backupsKeptDays: number;
}

const SUBJECTS: Record<PrivacyRequestKind, string> = {
  erase: "Your data has been deleted",
  export: "Your copy of your data is on its way",
};

function DoneEmail({ input }: { input: DoneEmailInput }) {
  const subject = SUBJECTS[input.kind];
  return (
    <Html lang="en">
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px" }}>
            <Heading as="h1" style={{ margin: "0 0 16px", fontSize: 24, lineHeight: "32px", color: colors.ink }}>
              {subject}
            </Heading>
            {input.kind === "erase" ? (
              <>
                <Text style={text}>
                  We have carried out your request. Your name, email address, phone number, address and messages are
                  gone from every record we keep: forms, applications, course enrollments and emails. Any account is
                  closed and you are off our newsletter list.
                </Text>
                <Text style={text}>
                  Our backups age out on their own: the last copy that still holds your details is deleted within{" "}
                  {input.backupsKeptDays} days. This email is the last we send you unless you write to us again.
                </Text>
              </>
            ) : (
              <Text style={text}>
                We have carried out your request for a copy of the data we hold about this address. Our staff have sent
                it to you in a separate email from {input.contactEmail}.
              </Text>
            )}
            <Text style={{ ...text, color: colors.muted, fontSize: 14 }}>
              Questions? Reply to {input.contactEmail}. Community Synergy Network
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderDoneEmail(input: DoneEmailInput) {
  const element = <DoneEmail input={input} />;
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: SUBJECTS[input.kind], html, text: plain };
}
