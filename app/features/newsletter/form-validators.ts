import { parseWithZod } from "@conform-to/zod/v4";
import { SubscribeSchema } from "./validation";

/** The subscribe form's browser-side check, loaded on first focus (see useLazyValidation). */
export const validateSubscribe = (formData: FormData) => parseWithZod(formData, { schema: SubscribeSchema });
