import { z } from "zod";
import { IMAGE_ALT_REQUIRED, imageTextFields } from "~/utils/image-alt";

/** The library's form for one image: its alt text, or its decorative mark (issue 39). */
export const MediaAltSchema = z
  .object({ intent: z.literal("save"), alt: imageTextFields.imageAlt, decorative: imageTextFields.imageDecorative })
  .superRefine((value, ctx) => {
    if (!value.decorative && !value.alt) ctx.addIssue({ code: "custom", path: ["alt"], message: IMAGE_ALT_REQUIRED });
  });
