import { z } from "zod";
import { PRIVACY_REQUEST_KINDS } from "~/db/constants";
import { requiredChoice, requiredEmail } from "~/utils/validation";
import { YOUR_DATA_PAGE } from "./content";

const { messages } = YOUR_DATA_PAGE;

/** The public "Your data" form: what the person asks for, and their address. */
export const YourDataSchema = z.object({
  kind: requiredChoice(PRIVACY_REQUEST_KINDS, messages.kindRequired),
  email: requiredEmail({ required: messages.emailRequired, invalid: messages.emailInvalid }),
});
export type YourDataInput = z.infer<typeof YourDataSchema>;
