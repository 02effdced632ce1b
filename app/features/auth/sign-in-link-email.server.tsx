/**
 * The "Email me a sign-in link" email (ADR 0026), built with React Email like the staff digest
 * (`app/utils/staff-digest-email.server.tsx`): HTML and plain text from the same element.
 */
import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text, render } from "@react-email/components";

const colors = { ink: "#1f2a37", muted: "#4f5b67", brand: "#0f5f4b", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";

function SignInLinkEmail({ url, minutes }: { url: string; minutes: number }) {
  const text = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: colors.ink };
  return (
    <Html lang="en">
      <Head />
      <Preview>Your sign-in link for Community Synergy Network</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px" }}>
            <Heading as="h1" style={{ margin: "0 0 16px", fontSize: 24, lineHeight: "32px", color: colors.ink }}>
              Sign in to Community Synergy Network
            </Heading>
            <Text style={text}>
              You asked for a sign-in link because sign-ins to your account from new browsers are paused for a while
              after many wrong passwords. Open this link in the browser you want to use (it works once, for {minutes}{" "}
              minutes):
            </Text>
            <Text style={text}>
              <Link href={url} style={{ color: colors.brand }}>
                {url}
              </Link>
            </Text>
            <Text style={text}>
              If your account uses two-factor sign-in, you will still be asked for a code from your authenticator app.
            </Text>
            <Text style={{ margin: 0, fontSize: 14, lineHeight: "22px", color: colors.muted }}>
              If you did not ask for this, you can ignore this email: nobody can use the link without your inbox.
              Someone may be trying to guess your password, so make sure it is one you use nowhere else.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderSignInLinkEmail(input: {
  url: string;
  minutes: number;
}): Promise<{ subject: string; html: string; text: string }> {
  const element = <SignInLinkEmail {...input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: "Your sign-in link for Community Synergy Network", html, text };
}
