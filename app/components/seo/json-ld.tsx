import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { isHydrating } from "~/components/layout/static-island";
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
 *
 * Search engines read it in the server's HTML, so the browser never builds it: the callers build
 * `json` under `import.meta.env.SSR` (false in the browser's files, so the builders stay out of
 * them), hydration keeps the script the server sent, and a page reached by a client-side
 * navigation has none.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  const [hydrating] = useState(isHydrating);
  if (!import.meta.env.SSR && !hydrating) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Browsers hide a nonce once parsed, so the client never sees the server's value; the
      // JSON itself is the server's, kept as it is.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
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
      json={
        import.meta.env.SSR
          ? serializeJsonLd(
              organizationJsonLd({ origin: root.origin, email: root.contact.email, phone: root.contact.phone }),
            )
          : ""
      }
    />
  );
}

/** schema.org NewsArticle for a published story (/news/{id}). */
export function NewsArticleJsonLd({ article }: { article: ArticleFacts }) {
  const origin = useSiteOrigin();
  return <JsonLd json={import.meta.env.SSR ? serializeJsonLd(newsArticleJsonLd(origin, article)) : ""} />;
}

/** schema.org Course for a course page (/academy/course/{slug}); the organization is its provider. */
export function CourseJsonLd({ course }: { course: CourseFacts }) {
  const origin = useSiteOrigin();
  return <JsonLd json={import.meta.env.SSR ? serializeJsonLd(courseJsonLd(origin, course)) : ""} />;
}
