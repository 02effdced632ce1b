import { parseWithZod } from "@conform-to/zod/v4";
import { CampaignApplicationSchema } from "./validation";

/** The support application's browser-side check, loaded on first focus (usePublicForm's `validate`). */
export const validateCampaignApplication = (formData: FormData) =>
  parseWithZod(formData, { schema: CampaignApplicationSchema });
