/**
 * Rules that depend on which partner company a project belongs to, recognised by its
 * title (part 1 §2 'Projects area', §9 'Detail-page fallbacks').
 */

export type PartnerKey = "marykay" | "amera" | "orel";

/** Which known partner a title names, if any (case-insensitive). */
export function partnerFromTitle(title: string): PartnerKey | null {
  const text = title.toLowerCase();
  if (text.includes("mary kay") || text.includes("marykay")) return "marykay";
  if (text.includes("amera")) return "amera";
  if (text.includes("orel")) return "orel";
  return null;
}

export const CONSULTANT_APPLICATION_PATH = "/marykay-application";
export const DIAMOND_APPLICATION_PATH = "/amera-diamonds-application";
export const AGENT_APPLICATION_PATH = "/agent-application";

export function agentApplicationHref(title: string): string {
  return `${AGENT_APPLICATION_PATH}?${new URLSearchParams({ project: title })}`;
}

/**
 * Partner button on a library card (part 1 §2, case-insensitive): Mary Kay titles go to the
 * consultant form, titles with "amera" or "diamond" to the diamond form, others to the agent form.
 */
export function libraryPartnerHref(title: string): string {
  const text = title.toLowerCase();
  if (text.includes("mary kay") || text.includes("marykay")) return CONSULTANT_APPLICATION_PATH;
  if (text.includes("amera") || text.includes("diamond")) return DIAMOND_APPLICATION_PATH;
  return agentApplicationHref(title);
}

/**
 * Partner button on the project detail page (part 1 §2). Unlike the library card, a plain
 * "diamond" title is not sent to the AMERA form, and "orel"/"developer" titles go to the
 * agent form; everything else applies for that very project.
 */
export function detailPartnerHref(project: { id: string; title: string }): string {
  const text = project.title.toLowerCase();
  if (text.includes("mary kay") || text.includes("marykay")) return CONSULTANT_APPLICATION_PATH;
  if (text.includes("amera")) return DIAMOND_APPLICATION_PATH;
  if (text.includes("orel") || text.includes("developer")) return agentApplicationHref(project.title);
  return `/project-application/${encodeURIComponent(project.id)}?${new URLSearchParams({ project: project.title })}`;
}

/** The category of the business view (part 1 §3). */
export const BUSINESS_CATEGORY = "Business Opportunity";

/** Part 1 §2: a project outside the business category can be supported with a donation. */
export function supportProjectHref(project: { title: string; category: string | null }): string | null {
  if ((project.category ?? "").trim().toLowerCase() === BUSINESS_CATEGORY.toLowerCase()) return null;
  return `/donate?${new URLSearchParams({ project: project.title })}`;
}

/** Part 1 §9: the company name when the record has none, derived from the title. */
export function companyNameFor(project: { title: string; collaboratingCompanyName?: string | null }): string {
  const stored = project.collaboratingCompanyName?.trim();
  if (stored) return stored;
  switch (partnerFromTitle(project.title)) {
    case "marykay":
      return "Mary Kay";
    case "amera":
      return "AMERA Diamonds";
    case "orel":
      return "Orel Developers";
    default:
      // "else the product": the project itself is what a visitor collaborates with.
      return project.title;
  }
}

/** Part 1 §9: collaboration text when the record has none, per partner. */
export function collaborationTextFor(project: { title: string; collaborationWays?: string | null }): string {
  const stored = project.collaborationWays?.trim();
  if (stored) return stored;
  switch (partnerFromTitle(project.title)) {
    case "marykay":
      return "Join as an independent beauty consultant: you set your own hours, sell to your own customers and learn from an experienced mentor in our network.";
    case "amera":
      return "Become an independent diamond agent: sell from AMERA's digital catalog with your own code name, and AMERA ships straight to your customer.";
    case "orel":
      return "Represent Orel Developers in your territory: introduce local businesses to AI automation and earn a share of every subscription you bring.";
    default:
      return "Tell us how you would like to take part, and our partnerships team will help you find the right role in this project.";
  }
}
