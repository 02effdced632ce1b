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

export interface ApplyTypeContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** The project select's initial choice (a general opportunity), if any. */
  defaultChoice?: string;
}
