/**
 * A donor's year-end statement as an email (issue 37 part 6, ADR 0047): the statement itself, in
 * the body, HTML and plain text from one React Email element as the site's other emails. The
 * outbox carries no attachments, so the PDF is not attached, and the email links to nothing: it
 * is the written acknowledgment on its own. Server only; loaded on first use (React Email is
 * heavy, see `statement-emails.server.ts`).
 */
import { Body, Container, Head, Hr, Html, Preview, Section, Text, render } from "@react-email/components";
import { formatCents } from "./format";
import { statementText, type Organization, type Statement } from "./statements.server";

const colors = { ink: "#1f2a37", muted: "#4f5b67", line: "#d9dee3", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";
const paragraph = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: colors.ink };
const cell = {
  padding: "6px 8px 6px 0",
  fontSize: 15,
  lineHeight: "22px",
  color: colors.ink,
  borderBottom: `1px solid ${colors.line}`,
  fontFamily: font,
};
const head = { ...cell, fontWeight: 700 };

function StatementEmail({
  statement,
  organization,
  staffAddress,
}: {
  statement: Statement;
  organization: Organization;
  staffAddress: string;
}) {
  const text = statementText(statement, organization);
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${text.title}: ${formatCents(statement.totalCents)} in ${statement.gifts.length === 1 ? "one gift" : `${statement.gifts.length} gifts`}`}</Preview>
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px 8px" }}>
            <Text style={{ ...paragraph, margin: 0, fontSize: 18, fontWeight: 700 }}>{organization.name}</Text>
            <Text style={{ margin: 0, fontSize: 14, lineHeight: "20px", color: colors.muted }}>
              {organization.postalAddress}
            </Text>
            <Text style={{ margin: "0 0 16px", fontSize: 14, lineHeight: "20px", color: colors.muted }}>
              EIN {organization.ein}
            </Text>
            <Text style={{ ...paragraph, fontSize: 20, fontWeight: 700 }}>{text.title}</Text>
            <Text style={paragraph}>{text.greeting}</Text>
            <Text style={paragraph}>{text.acknowledgment}</Text>
          </Section>
          <Section style={{ padding: "0 32px" }}>
            {/* One table, read as columns in the plain-text part too (the "dataTable" format below). */}
            <table
              className="gifts"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ borderCollapse: "collapse" }}
            >
              <thead>
                <tr>
                  <th align="left" style={{ ...head, width: "35%" }}>
                    Date
                  </th>
                  <th align="left" style={head}>
                    Gift
                  </th>
                  <th align="right" style={{ ...head, textAlign: "right" }}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.gifts.map((gift, index) => (
                  <tr key={index}>
                    <td style={cell}>{gift.date}</td>
                    <td style={cell}>{gift.description || "Gift"}</td>
                    <td align="right" style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatCents(gift.amountCents)}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th align="left" colSpan={2} style={{ ...head, borderBottom: "none" }}>
                    Total
                  </th>
                  <td align="right" style={{ ...cell, fontWeight: 700, textAlign: "right", borderBottom: "none" }}>
                    {formatCents(statement.totalCents)}
                  </td>
                </tr>
              </tbody>
            </table>
          </Section>
          <Section style={{ padding: "16px 32px 8px" }}>
            <Text style={paragraph}>{text.noGoods}</Text>
            <Text style={paragraph}>{text.keep}</Text>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: "8px 0 0" }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text style={{ margin: 0, fontSize: 13, lineHeight: "20px", color: colors.muted }}>
              You get this email because you gave to {organization.name} in {statement.year} with this address. If a
              gift is missing or you would like this statement as a PDF, reply to this email or write to {staffAddress}.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The statement email's HTML and plain-text parts. */
export async function renderStatementEmail(input: {
  statement: Statement;
  organization: Organization;
  staffAddress: string;
}): Promise<{ html: string; text: string }> {
  const element = <StatementEmail {...input} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          { selector: "table.gifts", format: "dataTable", options: { uppercaseHeaderCells: false, colSpacing: 4 } },
        ],
      },
    }),
  ]);
  return { html, text };
}
