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
