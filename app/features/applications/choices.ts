/**
 * What the application forms show and the server checks against, without zod, so a form's
 * page does not load the validation library before the visitor starts typing
 * (docs/decisions/0004). The schemas in ./validation.ts build on these.
 */

export const LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  location: 120,
  experience: 500,
  message: 2_000,
} as const;

/** Part 1 §8: the toast of a failed partner form submission. */
export const SUBMIT_FAILED = {
  title: "Error",
  description: "There was an error submitting your application. Please try again.",
} as const;

export interface ChoiceOption {
  option: string;
  description: string;
}

/** One entry of the project select. `projectId` is null for the general opportunities. */
export interface ProjectChoice {
  value: string;
  title: string;
  projectId: string | null;
  options: ChoiceOption[];
}

/**
 * The general opportunities the Business Opportunity page applies for
 * (`/agent-application?project=General Individual Opportunity`, part 1 §2); they are not
 * projects in the database, so they are offered next to the published projects.
 */
export const GENERAL_CHOICES: ProjectChoice[] = [
  { value: "general-individual", title: "General Individual Opportunity", projectId: null, options: [] },
  { value: "general-business", title: "General Business Partnership", projectId: null, options: [] },
];

/** The project select: published projects (id, title, options; ordered by title), then the general ones. */
export function buildProjectChoices(
  projects: { id: string; title: string; options: ChoiceOption[] }[],
): ProjectChoice[] {
  return [
    ...projects.map((project) => ({
      value: project.id,
      title: project.title,
      projectId: project.id,
      options: project.options,
    })),
    ...GENERAL_CHOICES,
  ];
}

/** The choice a `?project={title}` link names (case-insensitive), if any. */
export function findChoiceByTitle(
  choices: ProjectChoice[],
  title: string | null | undefined,
): ProjectChoice | undefined {
  const wanted = title?.trim().toLowerCase();
  if (!wanted) return undefined;
  return choices.find((choice) => choice.title.trim().toLowerCase() === wanted);
}

/** "Austin, TX" → "Austin"; the whole text when there is no comma. */
export function cityFromLocation(location: string): string {
  return (location.split(",")[0] ?? location).trim() || location.trim();
}

// ───────────────────────────── consultant and diamond programmes ─────────────────────────────

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

export function parseOpportunityType(value: string | null | undefined): OpportunityType {
  return value === "business" ? "business" : "individual";
}
