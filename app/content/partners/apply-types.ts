import { ACADEMY_PROMO } from "./academy-promo";
import { CONSULTANT_PROGRAMME_PAGE } from "./consultant-programme";
import { DIAMOND_PROGRAMME_PAGE } from "./diamond-programme";
import { PROGRAM_FORMS } from "./program-forms";
import type { ApplyTypeContent } from "./types";

/** `/apply/{projectType}`: the kinds of partnership a link may name (a project's slug works too). */
export const APPLY_TYPES: Record<string, ApplyTypeContent> = {
  product: {
    eyebrow: "Product partnerships",
    title: "Partner with a product company",
    lead: "Sell, distribute or represent a product from one of our partner companies. Choose the project below and tell us about yourself.",
  },
  individual: {
    eyebrow: "For individuals",
    title: "Apply for an individual opportunity",
    lead: "Start something of your own with a partner company, a mentor and free training. Not sure which project fits? Leave the general opportunity selected and we will suggest some.",
    defaultChoice: "general-individual",
  },
  business: {
    eyebrow: "For businesses",
    title: "Apply for a business partnership",
    lead: "Add a partner product line, hold territorial rights or offer partner services to your clients. Tell us about your business.",
    defaultChoice: "general-business",
  },
};

/**
 * The two program pages, /apply/marykay and /apply/amera-diamonds: one route module
 * (routes/apply/program.tsx) registered at both paths, told apart by the path's last segment.
 */
export const PROGRAM_APPLY_PAGES = {
  marykay: {
    kind: PROGRAM_FORMS.marykay.kind,
    page: CONSULTANT_PROGRAMME_PAGE,
    academy: ACADEMY_PROMO,
    showMadeInUsa: false,
    image: {
      src: "/images/seed/beauty-consultant.svg",
      alt: "A vanity table with skin-care bottles, lipstick and a round mirror",
      width: 640,
      height: 360,
    },
  },
  "amera-diamonds": {
    kind: PROGRAM_FORMS["amera-diamonds"].kind,
    page: DIAMOND_PROGRAMME_PAGE,
    academy: DIAMOND_PROGRAMME_PAGE.academy,
    showMadeInUsa: true,
    image: {
      src: "/images/seed/amera-diamonds.svg",
      alt: "A brilliant-cut lab-grown diamond on a velvet stand",
      width: 640,
      height: 360,
    },
  },
} as const;

export { programSlugOf, type ProgramSlug } from "./program-forms";
