import { z } from "zod";
import { requiredText } from "~/utils/validation";
import type { LegalShape } from "./copy";

/** True when the HTML has words a reader would see (not just `<p></p>`). */
export function hasReadableText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/gi, " ")
      .trim().length > 0
  );
}

const richText = (required: string | null, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : required ? undefined : ""),
    required
      ? z.string({ error: required }).max(100_000, tooLong).refine(hasReadableText, required)
      : // Conform reads an empty field as no value: an empty optional text is "".
        z
          .string()
          .max(100_000, tooLong)
          .optional()
          .transform((value) => value ?? ""),
  );

export const MAX_FAQ_LINKS = 4;
const LINK_LINE = /^(.+?)\s*\|\s*(\S+)$/;

/** "Volunteer with us | /volunteer", one a line → links; a line that does not fit is an error to fix. */
export function parseLinkLines(value: string): { links: { label: string; to: string }[]; bad: string | null } {
  const links: { label: string; to: string }[] = [];
  for (const raw of value.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINK_LINE.exec(line);
    if (!match || !/^\/(?!\/)\S*$/.test(match[2]!)) return { links, bad: line };
    links.push({ label: match[1]!.trim(), to: match[2]! });
  }
  return { links, bad: null };
}

export const linksToLines = (links: readonly { label: string; to: string }[]) =>
  links.map((link) => `${link.label} | ${link.to}`).join("\n");

/** One FAQ question, its answer and the links under it. */
export const FaqItemSchema = z.object({
  question: requiredText("Please write the question.", { max: 300 }),
  answer: richText("Please write the answer before saving.", "This answer is too long. Please shorten it."),
  links: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => value ?? "")
    .superRefine((value, ctx) => {
      const { links, bad } = parseLinkLines(value);
      if (bad !== null) {
        ctx.addIssue({
          code: "custom",
          message: `Write each link as a label, a bar and a page of this site, like “Volunteer with us | /volunteer”. This line does not fit: ${bad}`,
        });
      } else if (links.length > MAX_FAQ_LINKS) {
        ctx.addIssue({ code: "custom", message: `Please keep to ${MAX_FAQ_LINKS} links under an answer.` });
      }
    })
    .transform((value) => parseLinkLines(value).links),
});
export type FaqItemInput = z.infer<typeof FaqItemSchema>;

/** The buttons on the FAQ's list of questions. */
export const FaqListSchema = z.object({
  intent: z.enum(["up", "down"]),
  id: z.string().min(1).max(200),
});

/** A legal page's form field for a section's text before (and after) its fixed block. */
export const legalFieldName = (sectionId: string, part: "before" | "after") => `${part}-${sectionId}`;

/** The legal page's form: its lead, and each section's text around the block the code keeps. */
export function legalCopySchema(shape: LegalShape) {
  const fields: Record<string, z.ZodType<string>> = {
    lead: requiredText("Please write the introduction under the title.", { max: 600 }),
  };
  for (const section of shape.sections) {
    const tooLong = `The text of “${section.title}” is too long. Please shorten it.`;
    fields[legalFieldName(section.id, "before")] = richText(
      section.fixed ? null : `Please write the text of “${section.title}”.`,
      tooLong,
    ) as z.ZodType<string>;
    if (section.fixed) fields[legalFieldName(section.id, "after")] = richText(null, tooLong) as z.ZodType<string>;
  }
  return z.object(fields);
}

export const MAX_TRUST_POINTS = 5;

/** The home page hero's words (its buttons and picture stay as the spec has them). */
export const HomeHeroSchema = z.object({
  eyebrow: requiredText("Please write the short line above the title.", { max: 80 }),
  title: requiredText("Please write the hero's title.", { max: 140 }),
  lead: requiredText("Please write the sentence under the title.", { max: 400 }),
  trustPoints: z
    .string({ error: "Please write at least one point, one a line." })
    .max(1000)
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((points) => points.length >= 1, "Please write at least one point, one a line.")
    .refine((points) => points.length <= MAX_TRUST_POINTS, `Please keep to ${MAX_TRUST_POINTS} points.`)
    .refine((points) => points.every((point) => point.length <= 80), "Please keep each point under 80 characters."),
});
export type HomeHeroInput = z.infer<typeof HomeHeroSchema>;

/** One text of a page of texts (ADR 0049), as its editor gets it from the loader. */
export interface TextFieldSpec {
  /** The form field's name (textFieldName of its path). */
  name: string;
  path: string;
  group: string;
  label: string;
  multiline: boolean;
  max: number;
}

/** A page of texts' form: every text required, within its length. */
export function textCopySchema(fields: readonly TextFieldSpec[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        requiredText(`Please write this text (“${field.group} · ${field.label}”); it can’t be left empty.`, {
          max: field.max,
          tooLong: `Please keep this under ${field.max.toLocaleString("en-US")} characters.`,
        }),
      ]),
    ),
  );
}
