import { parseWithZod } from "@conform-to/zod/v4";
import { ContactSchema, VolunteerSchema } from "./validation";

/** The forms' browser-side checks, loaded on first focus (usePublicForm's `validate`). */
export const validateContact = (formData: FormData) => parseWithZod(formData, { schema: ContactSchema });
export const validateVolunteer = (formData: FormData) => parseWithZod(formData, { schema: VolunteerSchema });
