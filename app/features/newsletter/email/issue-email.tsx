/**
 * The newsletter issue as an email (issue 19), built with React Email: its components write the
 * table layout, inline styles and MSO fixes that mail clients need (Outlook's Word engine, Gmail's
 * style stripping), which hand-written HTML gets wrong in ways only a client farm shows. 600 px
 * wide, no script, no external CSS. Server only.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
  render,
} from "@react-email/components";
import sanitizeHtml from "sanitize-html";
import { UNSUBSCRIBE_URL_MARKER } from "~/utils/email.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { videoLinks } from "~/utils/video";

export interface IssueEmailInput {
  siteName: string;
  siteUrl: string;
  newsletterName: string;
  number: number;
  /** The issue's address on the site, /newsletter/{slug} (ADR 0052): the "read on the website" link. */
  slug: string;
  title: string;
  excerpt: string | null;
  /** Stored issue HTML; cleaned again here. */
  contentHtml: string;
  /** The absolute address of each picture's email twin, by its address in the HTML (JPEG for Outlook). */
  emailImages?: Record<string, string>;
  imageUrl: string | null;
  imageAlt: string | null;
  contact: { email: string; phone: string; postalAddress: string };
}

const colors = { ink: "#1f2a37", muted: "#4f5b67", brand: "#0f5f4b", line: "#d9dee3", sand: "#f6f3ee" };
const font = "Helvetica, Arial, sans-serif";

/** Inline styles for the issue's own markup: mail clients drop or ignore a <style> block. */
const CONTENT_STYLES: Record<string, string> = {
  p: `margin:0 0 16px;font-size:16px;line-height:26px;color:${colors.ink}`,
  h2: `margin:28px 0 12px;font-size:22px;line-height:30px;color:${colors.ink}`,
  h3: `margin:24px 0 10px;font-size:19px;line-height:26px;color:${colors.ink}`,
  h4: `margin:20px 0 8px;font-size:17px;line-height:24px;color:${colors.ink}`,
  ul: `margin:0 0 16px;padding-left:24px;font-size:16px;line-height:26px;color:${colors.ink}`,
  ol: `margin:0 0 16px;padding-left:24px;font-size:16px;line-height:26px;color:${colors.ink}`,
  li: "margin:0 0 6px",
  blockquote: `margin:0 0 16px;padding:8px 16px;border-left:4px solid ${colors.line};color:${colors.muted}`,
  a: `color:${colors.brand};text-decoration:underline`,
  img: "display:block;max-width:100%;height:auto;border:0",
  pre: `white-space:pre-wrap;font-size:14px;background:${colors.sand};padding:12px`,
  figcaption: `font-size:14px;color:${colors.muted}`,
};

function absolute(url: string, siteUrl: string): string {
  try {
    return new URL(url, `${siteUrl}/`).toString();
  } catch {
    return url;
  }
}

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** What an email shows for a video player (issue 39): mail clients play no frames. */
export const WATCH_THE_VIDEO = "Watch the video";

/**
 * A player as email clients need it: YouTube's thumbnail (a fixed address, known without asking
 * anyone) linked to the video, or, for Vimeo (whose thumbnails need its API), a linked line.
 */
function videoForEmail(src: string, title: string): string {
  const links = videoLinks(src);
  if (!links) return "";
  const href = escapeHtml(links.watch);
  const label = escapeHtml(`${WATCH_THE_VIDEO}: ${title}`);
  if (links.thumbnail) {
    return (
      `<p style="margin:0 0 16px"><a href="${href}" style="${CONTENT_STYLES.a}">` +
      `<img src="${escapeHtml(links.thumbnail)}" alt="${label} (on ${links.provider})" width="480" height="360" style="${CONTENT_STYLES.img}" /></a></p>` +
      `<p style="${CONTENT_STYLES.p}"><a href="${href}" style="${CONTENT_STYLES.a}">${escapeHtml(WATCH_THE_VIDEO)}</a></p>`
    );
  }
  return `<p style="${CONTENT_STYLES.p}"><a href="${href}" style="${CONTENT_STYLES.a}">${escapeHtml(WATCH_THE_VIDEO)}</a></p>`;
}

/**
 * The issue's HTML, cleaned by the site's rich-text rules and then given inline styles and
 * absolute addresses (a link to "/academy" means nothing inside a mail client). Pictures point at
 * their JPEG twins (`emailImages`) and are linked to them; players become linked thumbnails.
 */
export function emailContentHtml(html: string, siteUrl: string, emailImages: Record<string, string> = {}): string {
  const withStyle =
    (tag: string) =>
    (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
      const next: sanitizeHtml.Attributes = { ...attribs, style: CONTENT_STYLES[tag] ?? "" };
      if (tag === "a" && attribs.href) next.href = absolute(attribs.href, siteUrl);
      if (tag === "img" && attribs.src) {
        next.src = emailImages[attribs.src] ?? absolute(attribs.src, siteUrl);
        // Outlook knows nothing of role; the empty alt says "decorative" to every client.
        delete next.role;
        delete next.loading;
        delete next.decoding;
      }
      return { tagName, attribs: next };
    };
  // The first pass (the site's rules) has already removed scripts, styles and handlers; this one
  // only adds styles and absolute addresses, so it lets through whatever the first kept.
  const styled = sanitizeHtml(sanitizeRichHtml(html), {
    allowedTags: false,
    allowVulnerableTags: true,
    allowedAttributes: false,
    transformTags: Object.fromEntries(Object.keys(CONTENT_STYLES).map((tag) => [tag, withStyle(tag)])),
  });
  return styled
    .replace(/<img\b[^>]*?\ssrc="([^"]*)"[^>]*>/g, (tag, src: string) => `<a href="${src}">${tag}</a>`)
    .replace(
      /<iframe\b[^>]*?\ssrc="([^"]*)"[^>]*?\stitle="([^"]*)"[^>]*><\/iframe>/g,
      (_tag, src: string, title: string) =>
        videoForEmail(src.replaceAll("&amp;", "&"), title.replaceAll("&amp;", "&").replaceAll("&quot;", '"')),
    )
    .replace(/<iframe\b[^>]*><\/iframe>/g, "");
}

function IssueEmail({ input, content }: { input: IssueEmailInput; content: string }) {
  const readUrl = `${input.siteUrl}/newsletter/${input.slug}`;
  const imageUrl = input.imageUrl ? absolute(input.imageUrl, input.siteUrl) : null;
  return (
    <Html lang="en">
      <Head />
      {input.excerpt ? <Preview>{input.excerpt}</Preview> : null}
      <Body style={{ margin: 0, backgroundColor: colors.sand, fontFamily: font }}>
        <Container style={{ width: "100%", maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff" }}>
          <Section style={{ padding: "24px 32px 0" }}>
            <Text style={{ margin: 0, fontSize: 14, lineHeight: "20px", color: colors.muted }}>
              {input.newsletterName} · Issue {input.number}
            </Text>
            <Heading as="h1" style={{ margin: "8px 0 16px", fontSize: 28, lineHeight: "36px", color: colors.ink }}>
              {input.title}
            </Heading>
            {input.excerpt ? (
              <Text style={{ margin: "0 0 20px", fontSize: 18, lineHeight: "28px", color: colors.muted }}>
                {input.excerpt}
              </Text>
            ) : null}
          </Section>
          {imageUrl ? (
            <Section>
              <Img src={imageUrl} alt={input.imageAlt ?? ""} width={600} style={{ width: "100%", height: "auto" }} />
            </Section>
          ) : null}
          <Section style={{ padding: "24px 32px 8px" }}>
            <div dangerouslySetInnerHTML={{ __html: content }} />
          </Section>
          <Section style={{ padding: "0 32px 32px" }}>
            <Button
              href={readUrl}
              style={{
                backgroundColor: colors.brand,
                color: "#ffffff",
                fontSize: 16,
                fontWeight: 700,
                padding: "12px 20px",
                borderRadius: 6,
                textDecoration: "none",
              }}
            >
              Read this issue on our website
            </Button>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ padding: "24px 32px" }}>
            <Text style={{ margin: "0 0 8px", fontSize: 13, lineHeight: "20px", color: colors.muted }}>
              You are receiving this because you subscribed to {input.newsletterName} at{" "}
              <Link href={input.siteUrl} style={{ color: colors.brand }}>
                {input.siteUrl.replace(/^https?:\/\//, "")}
              </Link>{" "}
              and confirmed your address.{" "}
              <Link href={UNSUBSCRIBE_URL_MARKER} style={{ color: colors.brand }}>
                Unsubscribe
              </Link>{" "}
              with one click, any time.
            </Text>
            <Text style={{ margin: 0, fontSize: 13, lineHeight: "20px", color: colors.muted }}>
              {input.siteName}, a 501(c)(3) nonprofit · {input.contact.postalAddress} · {input.contact.email} ·{" "}
              {input.contact.phone}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The HTML and plain-text parts of an issue. Both carry `{{unsubscribe_url}}`, which the
 * outbox replaces with each recipient's own address as it sends.
 */
export async function renderIssueEmail(
  input: IssueEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  const content = emailContentHtml(input.contentHtml, input.siteUrl, input.emailImages);
  const element = <IssueEmail input={input} content={content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `${input.newsletterName} #${input.number}: ${input.title}`, html, text };
}
