import { SITE_NAME, SITE_TAGLINE } from "~/content/site";
import { DEFAULT_SHARE_IMAGE, ORGANIZATION_LOGO, DEFAULT_DESCRIPTION, absoluteUrl } from "./seo";

/**
 * Structured data (JSON-LD) for the pages that have it: kept apart from ./seo so the meta
 * helpers every page loads stay small.
 */

/**
 * JSON for a `<script type="application/ld+json">`: `<` (so no `</script>` can close the tag),
 * `>`, `&` and the JavaScript line separators are escaped as \uXXXX, which JSON parsers read back.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface OrganizationFacts {
  origin: string;
  email?: string | null;
  phone?: string | null;
  /** Profiles elsewhere (only ones the organisation really has). */
  sameAs?: readonly string[];
}

/** schema.org NGO (a kind of Organization) for the home and about pages. */
export function organizationJsonLd({ origin, email, phone, sameAs = [] }: OrganizationFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    slogan: SITE_TAGLINE,
    url: `${origin}/`,
    logo: absoluteUrl(origin, ORGANIZATION_LOGO),
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE.path),
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email || phone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer support",
            ...(email ? { email } : {}),
            ...(phone ? { telephone: phone } : {}),
            availableLanguage: "en",
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

function organizationReference(origin: string) {
  return {
    "@type": "NGO",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: absoluteUrl(origin, ORGANIZATION_LOGO),
  };
}

export interface ArticleFacts {
  id: string;
  /** The story's address: /news/{slug}. */
  slug: string;
  title: string;
  description: string;
  publishedDate: string;
  modifiedDate?: string | null;
  author?: string | null;
  imageUrl?: string | null;
  category?: string | null;
}

/** schema.org NewsArticle for /news/{slug}. */
export function newsArticleJsonLd(origin: string, article: ArticleFacts) {
  const url = `${origin}/news/${article.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title.slice(0, 110),
    description: article.description,
    image: [absoluteUrl(origin, article.imageUrl?.trim() || DEFAULT_SHARE_IMAGE.path)],
    datePublished: article.publishedDate,
    dateModified: article.modifiedDate ?? article.publishedDate,
    ...(article.category ? { articleSection: article.category } : {}),
    author: article.author ? { "@type": "Person", name: article.author } : organizationReference(origin),
    publisher: organizationReference(origin),
  };
}

export interface CourseFacts {
  id: string;
  /** The course's address: /academy/course/{slug} (ADR 0052). */
  slug: string;
  title: string;
  description: string;
  category?: string | null;
  level?: string | null;
  imageUrl?: string | null;
}

/** schema.org Course for /academy/course/{slug}; the organization is the provider and the course is free. */
export function courseJsonLd(origin: string, course: CourseFacts) {
  const url = `${origin}/academy/course/${course.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": url,
    url,
    name: course.title,
    description: course.description,
    image: absoluteUrl(origin, course.imageUrl?.trim() || DEFAULT_SHARE_IMAGE.path),
    ...(course.category ? { about: course.category } : {}),
    ...(course.level ? { educationalLevel: course.level } : {}),
    inLanguage: "en",
    isAccessibleForFree: true,
    provider: organizationReference(origin),
    offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: "USD" },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "online" },
  };
}
