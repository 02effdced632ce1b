/**
 * The email that confirms a "Your data" request (issue 38): a single-use link that expires.
 * React Email writes the HTML mail clients need and the plain-text part from the same element.
 */
import { Body, Button, Container, Head, Heading, Html, Preview, Section, Text, render } from "@react-email/components";
import { SITE_NAME } from "~/content/site";
import { REQUEST_KIND_LABELS } from "./content";

const colors = { ink: "#1f2a37", muted: "#4f5b67", brand: "#0f5f4b", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";
const text = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: colors.ink };

export interface ConfirmationEmailInput {
  kind: keyof typeof REQUEST_KIND_LABELS;
  url: string;
  hours: number;
  answerWithinDays: number;
}

function ConfirmationEmail({ input }: { input: ConfirmationEmailInput }) {
  const what = REQUEST_KIND_LABELS[input.kind];
  return (
    <Html lang="en">
      <Head />
      <Preview>{`Confirm your request for ${what}`}</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px" }}>
            <Heading as="h1" style={{ margin: "0 0 16px", fontSize: 24, lineHeight: "32px", color: colors.ink }}>
              Please confirm your request
            </Heading>
            <Text style={text}>
              Someone, hopefully you, asked {SITE_NAME} for {what} using this email address. To send the request to our
              staff, open the link below within {input.hours} hours. It works once.
            </Text>
            <Button
              href={input.url}
              style={{
                backgroundColor: colors.brand,
                color: "#ffffff",
                padding: "12px 20px",
                borderRadius: 6,
                fontSize: 16,
                fontWeight: "bold",
              }}
            >
              Confirm my request
            </Button>
            <Text style={{ ...text, marginTop: 16 }}>Or copy this link into your browser: {input.url}</Text>
            <Text style={text}>
              Once you confirm, we answer within {input.answerWithinDays} days and email you when it is done.
            </Text>
            <Text style={{ ...text, color: colors.muted, fontSize: 14 }}>
              Didn&apos;t ask for this? Ignore this email: nothing happens without the link.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderConfirmationEmail(input: ConfirmationEmailInput) {
  const element = <ConfirmationEmail input={input} />;
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `Confirm your request for ${REQUEST_KIND_LABELS[input.kind]}`, html, text: plain };
}
