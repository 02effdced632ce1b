import { z } from "zod";
import { FAQ_ITEMS } from "~/content/faq";
import { HOME_HERO } from "~/content/home-sections";
import { PRIVACY_POLICY, TERMS, type Inline, type LegalBlock, type LegalDocument } from "~/content/legal";
import { CONTACT_PLACEHOLDERS } from "./contact-placeholders";

/**
 * The page copy staff may rewrite (issue 39 part 3, ADR 0049): a fixed set of keys, each with the
 * shape of its stored JSON document and its seed, today's copy from `app/content`. A key with no
 * row in `page_copy` shows its seed, so a fresh database shows exactly the copy the code ships.
 * What the spec fixes (routes, the order of sections, its headings and messages) stays in code:
 * here only the words inside that structure.
 */

/** A link under an FAQ answer ("Volunteer with us →"). */
export interface FaqLinkCopy {
  to: string;
  label: string;
}

/** One question of the FAQ. `id` is the accordion value and the `#fragment` other pages link to; it never changes. */
export interface FaqEntry {
  id: string;
  question: string;
  /** Rich text, sanitised before it is stored. */
  answerHtml: string;
  links: FaqLinkCopy[];
}

export interface FaqCopy {
  items: FaqEntry[];
}

/** A legal page's words: its hero lead and, per section of the code's structure, the rich text around its fixed block. */
export interface LegalCopy {
  lead: string;
  sections: Record<string, { before: string; after: string }>;
}

/**
 * The home page hero's words. Its buttons (Get Involved → /projects/business, Support Our Mission
 * → /donate) and its picture are the spec's (part 1 §2 'Home') and stay in code.
 */
export interface HomeHeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  trustPoints: string[];
}

export type LegalKey = "privacy" | "terms";
export type PageCopyKey = "home" | "faq" | LegalKey;

// Escaped as the sanitiser writes them (quotes only inside attributes), so a seed saved unchanged
// stays byte for byte the same.
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** Paragraphs of plain text as rich text. */
export const paragraphsToHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((paragraph) => `<p>${escapeText(paragraph)}</p>`).join("");

function inlineToHtml(parts: readonly Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return escapeText(part);
      if ("token" in part) return CONTACT_PLACEHOLDERS[part.token];
      return `<a href="${escapeAttribute(part.to)}">${escapeText(part.label)}</a>`;
    })
    .join("");
}

function blocksToHtml(blocks: readonly LegalBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case "paragraph":
          return `<p>${inlineToHtml(block.text)}</p>`;
        case "list":
          return `<ul>${block.items.map((item) => `<li>${inlineToHtml(item)}</li>`).join("")}</ul>`;
        case "subsection":
          return `<h3>${escapeText(block.title)}</h3>${blocksToHtml(block.blocks)}`;
        default:
          return "";
      }
    })
    .join("");
}

/** The fixed block a section holds (the contact card, the retention periods), wherever it sits in the section. */
export type LegalFixedBlock = "contact" | "retention";

function fixedBlockOf(blocks: readonly LegalBlock[]): LegalFixedBlock | null {
  for (const block of blocks) {
    if (block.kind === "contact" || block.kind === "retention") return block.kind;
    if (block.kind === "subsection") {
      const inner = fixedBlockOf(block.blocks);
      if (inner) return inner;
    }
  }
  return null;
}

/** The blocks before and after a section's fixed block, flattened one level (a subsection's title becomes an h3). */
function splitAtFixedBlock(blocks: readonly LegalBlock[]): { before: string; after: string } {
  const flatten = (list: readonly LegalBlock[]): LegalBlock[] =>
    list.flatMap((block) =>
      block.kind === "subsection" && fixedBlockOf(block.blocks)
        ? [{ kind: "subsection" as const, title: block.title, blocks: [] }, ...flatten(block.blocks)]
        : [block],
    );
  const flat = flatten(blocks);
  const index = flat.findIndex((block) => block.kind === "contact" || block.kind === "retention");
  if (index === -1) return { before: blocksToHtml(flat), after: "" };
  return { before: blocksToHtml(flat.slice(0, index)), after: blocksToHtml(flat.slice(index + 1)) };
}

/** The structure of a legal page, fixed in code: which sections, in which order, under which heading. */
export interface LegalSectionShape {
  id: string;
  title: string;
  fixed: LegalFixedBlock | null;
}

export interface LegalShape {
  meta: LegalDocument["meta"];
  eyebrow: string;
  title: string;
  lastUpdated?: LegalDocument["lastUpdated"];
  sections: LegalSectionShape[];
}

function shapeOf(document: LegalDocument): LegalShape {
  return {
    meta: document.meta,
    eyebrow: document.eyebrow,
    title: document.title,
    lastUpdated: document.lastUpdated,
    sections: document.sections.map((section) => ({
      id: section.id,
      title: section.title,
      fixed: fixedBlockOf(section.blocks),
    })),
  };
}

function seedOf(document: LegalDocument): LegalCopy {
  return {
    lead: document.lead,
    sections: Object.fromEntries(document.sections.map((section) => [section.id, splitAtFixedBlock(section.blocks)])),
  };
}

export const LEGAL_SHAPES: Record<LegalKey, LegalShape> = {
  privacy: shapeOf(PRIVACY_POLICY),
  terms: shapeOf(TERMS),
};

const faqSeed = (): FaqCopy => ({
  items: FAQ_ITEMS.map((item) => ({
    id: item.id,
    question: item.question,
    answerHtml: paragraphsToHtml(item.answer),
    links: item.links ? item.links.map((link) => ({ ...link })) : [],
  })),
});

const homeSeed = (): HomeHeroCopy => ({
  eyebrow: HOME_HERO.eyebrow,
  title: HOME_HERO.title,
  lead: HOME_HERO.lead,
  trustPoints: [...HOME_HERO.trustPoints],
});
const homeSchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  lead: z.string(),
  trustPoints: z.array(z.string()),
});

const linkSchema = z.object({ to: z.string(), label: z.string() });
const faqSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), question: z.string(), answerHtml: z.string(), links: z.array(linkSchema) }),
  ),
});
const legalSchema = (shape: LegalShape) =>
  z.object({
    lead: z.string(),
    sections: z.object(
      Object.fromEntries(
        shape.sections.map((section) => [section.id, z.object({ before: z.string(), after: z.string() })]),
      ),
    ),
  });

interface CopyDefinition<Value> {
  /** What the back office calls it. */
  label: string;
  /** Where visitors see it. */
  path: string;
  /** Where staff edit it. */
  adminPath: string;
  /** What the stored document must look like; a row that no longer fits shows the seed instead. */
  schema: z.ZodType<Value>;
  seed: () => Value;
}

interface CopyValues {
  home: HomeHeroCopy;
  faq: FaqCopy;
  privacy: LegalCopy;
  terms: LegalCopy;
}

export const PAGE_COPY: { [Key in PageCopyKey]: CopyDefinition<CopyValues[Key]> } = {
  home: { label: "Home page hero", path: "/", adminPath: "/admin/pages/home", schema: homeSchema, seed: homeSeed },
  faq: { label: "FAQ", path: "/faq", adminPath: "/admin/pages/faq", schema: faqSchema, seed: faqSeed },
  privacy: {
    label: "Privacy Policy",
    path: "/privacy",
    adminPath: "/admin/pages/privacy",
    schema: legalSchema(LEGAL_SHAPES.privacy) as z.ZodType<LegalCopy>,
    seed: () => seedOf(PRIVACY_POLICY),
  },
  terms: {
    label: "Terms of Service",
    path: "/terms",
    adminPath: "/admin/pages/terms",
    schema: legalSchema(LEGAL_SHAPES.terms) as z.ZodType<LegalCopy>,
    seed: () => seedOf(TERMS),
  },
};

export type PageCopyValue<Key extends PageCopyKey> = CopyValues[Key];

/** The stored document if it still fits the key's shape, else the seed. */
export function readCopy<Key extends PageCopyKey>(key: Key, stored: unknown): CopyValues[Key] {
  if (stored === undefined || stored === null) return PAGE_COPY[key].seed();
  const parsed = PAGE_COPY[key].schema.safeParse(stored);
  return parsed.success ? (parsed.data as CopyValues[Key]) : PAGE_COPY[key].seed();
}
