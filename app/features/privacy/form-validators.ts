import { parseWithZod } from "@conform-to/zod/v4";
import { YourDataSchema } from "./validation";

/** The form's browser-side check, loaded on first focus (usePublicForm's `validate`). */
export const validateYourData = (formData: FormData) => parseWithZod(formData, { schema: YourDataSchema });
