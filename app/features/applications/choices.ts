/**
 * What the application forms show and the server checks against, without zod, so a form's
 * page does not load the validation library before the visitor starts typing
 * (docs/decisions/0004). The schemas in ./validation.ts build on these.
 */

import type { OpportunityType } from "~/content/application-choices";

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

// The programme and opportunity choice lists live in app/content, where the back office's
// submission pages read their labels too.
export {
  EXPERIENCE_LEVELS,
  OPPORTUNITY_EXPERIENCE,
  OPPORTUNITY_INTERESTS,
  OPPORTUNITY_TYPES,
  PROGRAMMES,
  type OpportunityType,
  type ProgrammeKind,
} from "~/content/application-choices";
export function parseOpportunityType(value: string | null | undefined): OpportunityType {
  return value === "business" ? "business" : "individual";
}
