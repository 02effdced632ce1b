/**
 * The fixed choices of the partner programme and opportunity forms (part 1 §3, §5), each with the
 * label a person reads. The values are what is stored; the application forms and the back
 * office's submission pages and CSV both show the labels, so the lists live here, below both.
 */

/** Part 1 §5: experience levels, stored by name, shown with their years. */
export const EXPERIENCE_LEVELS = [
  { value: "Beginner", label: "Beginner" },
  { value: "Some Experience", label: "Some Experience (1-3 years)" },
  { value: "Experienced", label: "Experienced (3+ years)" },
  { value: "Expert", label: "Expert (5+ years with leadership)" },
] as const;

export const PROGRAMMES = {
  consultant: { collaborationType: "consultant", collaborationLabel: "Independent beauty consultant" },
  diamond: { collaborationType: "diamond-agent", collaborationLabel: "Independent diamond agent" },
} as const;
export type ProgrammeKind = keyof typeof PROGRAMMES;

// ───────────────────────────── individual / business opportunity ─────────────────────────────

export const OPPORTUNITY_TYPES = ["individual", "business"] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];

/** Part 1 §3: experience options by type. */
export const OPPORTUNITY_EXPERIENCE: Record<OpportunityType, { value: string; label: string }[]> = {
  individual: [
    { value: "none", label: "No business experience yet" },
    { value: "some", label: "Some sales or business experience" },
    { value: "experienced", label: "Experienced in sales or business" },
    { value: "entrepreneur", label: "I run, or have run, my own business" },
  ],
  business: [
    { value: "retail", label: "Retail store" },
    { value: "service", label: "Service business" },
    { value: "nonprofit", label: "Nonprofit organization" },
    { value: "community", label: "Community group or congregation" },
    { value: "other", label: "Another kind of organization" },
  ],
};

/** Part 1 §3: interest options. */
export const OPPORTUNITY_INTERESTS = [
  { value: "health", label: "Health products" },
  { value: "beauty", label: "Beauty and skin care" },
  { value: "nutrition", label: "Nutrition" },
  { value: "community", label: "Community programs" },
  { value: "all", label: "All of these" },
] as const;
