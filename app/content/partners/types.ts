import type { LucideIcon } from "lucide-react";

export interface PartnerFact {
  label: string;
  value: string;
}

export interface PartnerHighlight {
  title: string;
  description: string;
}

export interface PartnerSection {
  title: string;
  lead?: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PartnerPageContent {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    image: { src: string; alt: string };
    /** Tailwind classes of the hero background (static, so no stored value reaches a style). */
    className: string;
  };
  facts: PartnerFact[];
  highlightsTitle: string;
  highlights: PartnerHighlight[];
  sections: PartnerSection[];
  disclaimer?: string;
}

/** A button of a partner page: where it goes, what it says and its icon. */
export interface PartnerAction {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * A partner page whose main button opens an inline application (Shield Fashion, LON Tax): one
 * record per partner, rendered by routes/projects/partner-application.tsx.
 */
export interface PartnerApplicationPage extends PartnerPageContent {
  /** The page is /projects/{slug}; app/routes.ts registers it with the id partner-{slug}. */
  slug: string;
  /** The project in the database preselected in the inline form. */
  projectSlug: string;
  factsLabel: string;
  highlightsTitleId: string;
  /** Opens the inline application (`?apply=1`), in the hero and inside the application block. */
  applyAction: { label: string; icon: LucideIcon };
  secondaryAction: PartnerAction;
  application: { formId: string; title: string; lead: string; closedText: string };
}

/**
 * A lab-grown diamond partner page (AMERA Diamonds, lab-grown diamonds): two buttons in the hero,
 * the Made-in-USA notice, and the same two buttons again under a closing call. One record per
 * partner, rendered by routes/projects/partner-program.tsx.
 */
export interface PartnerProgramPage extends PartnerPageContent {
  /** The page is /projects/{slug}; app/routes.ts registers it with the id partner-{slug}. */
  slug: string;
  factsLabel: string;
  highlightsTitleId: string;
  primaryAction: PartnerAction;
  secondaryAction: PartnerAction;
  closing: { titleId: string; title: string; text: string };
}

export interface ApplyTypeContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** The project select's initial choice (a general opportunity), if any. */
  defaultChoice?: string;
}
