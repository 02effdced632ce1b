import { parseWithZod } from "@conform-to/zod/v4";
import { SubscribeSchema } from "./validation";

/** The subscribe form's browser-side check, loaded on first focus (usePublicForm's `validate`). */
export const validateSubscribe = (formData: FormData) => parseWithZod(formData, { schema: SubscribeSchema });
