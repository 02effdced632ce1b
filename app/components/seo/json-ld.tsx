import { useRouteLoaderData } from "react-router";
import { useNonce } from "~/utils/nonce";
import {
  courseJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  type ArticleFacts,
  type CourseFacts,
} from "~/utils/json-ld";

/**
 * Structured data for search engines. The script carries the request's CSP nonce, and the JSON
 * is escaped so that text from the database can never close the tag.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Browsers hide a nonce once parsed, so the client never sees the server's value.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

interface RootSeoData {
  origin: string;
  contact: { email: string; phone: string };
}

/** The site's origin (PUBLIC_URL) from the root loader, for absolute URLs in structured data. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<RootSeoData>("root")?.origin ?? "";
}

/** schema.org NGO for the home and about pages: name, address, logo, contact from the configuration. */
export function OrganizationJsonLd() {
  const root = useRouteLoaderData<RootSeoData>("root");
  if (!root) return null;
  return (
    <JsonLd
      data={organizationJsonLd({
        origin: root.origin,
        email: root.contact.email,
        phone: root.contact.phone,
      })}
    />
  );
}

/** schema.org NewsArticle for a published story (/news/{id}). */
export function NewsArticleJsonLd({ article }: { article: ArticleFacts }) {
  return <JsonLd data={newsArticleJsonLd(useSiteOrigin(), article)} />;
}

/** schema.org Course for a course page (/academy/course/{id}); the organisation is its provider. */
export function CourseJsonLd({ course }: { course: CourseFacts }) {
  return <JsonLd data={courseJsonLd(useSiteOrigin(), course)} />;
}
