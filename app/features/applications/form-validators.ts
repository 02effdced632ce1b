import { parseWithZod } from "@conform-to/zod/v4";
import type { ProgrammeKind, ProjectChoice } from "./choices";
import {
  createPartnerApplicationSchema,
  createProgrammeApplicationSchema,
  OpportunityApplicationSchema,
} from "./validation";

/** The forms' browser-side checks, loaded on first focus (usePublicForm's `validate`). */
export const partnerValidator = (choices: ProjectChoice[]) => {
  const schema = createPartnerApplicationSchema(choices);
  return (formData: FormData) => parseWithZod(formData, { schema });
};

export const programmeValidator = (kind: ProgrammeKind) => {
  const schema = createProgrammeApplicationSchema(kind);
  return (formData: FormData) => parseWithZod(formData, { schema });
};

export const validateOpportunity = (formData: FormData) =>
  parseWithZod(formData, { schema: OpportunityApplicationSchema });
