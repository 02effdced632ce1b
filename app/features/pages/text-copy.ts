import { ABOUT_COPY } from "~/content/about/overview";
import { IMPACT_PAGE } from "~/content/about/impact";
import { MISSION_PAGE } from "~/content/about/mission";
import { STORIES_PAGE } from "~/content/about/stories";
import { TEAM_PAGE } from "~/content/about/team";
import { HOME_SECTIONS_COPY } from "~/content/home-sections";
import { FOOTER_COPY } from "~/content/site";
import type { StructureKey, Widen } from "~/utils/widen";

/**
 * The fixed pages whose words are text in a fixed structure (issue 39 part 3, ADR 0049): the home
 * page's sections, About, Our Mission, Our Team's introduction, Our Impact, Success Stories and the
 * footer. Each key's seed is today's copy from `app/content`; what staff save is only the texts
 * they changed, by path ("cards.2.description"), laid over the seed when the page is drawn. So the
 * structure (how many cards, where each links, the pictures) stays the code's, a text the code
 * adds later shows its seed, and a stored text whose place no longer exists is ignored.
 *
 * Not every text is editable: links' addresses, pictures and icons are structure, and the texts
 * the spec fixes word for word (its headings, the card titles it names, the team's loading line)
 * are listed in `fixed` and shown, not offered. A test checks that every fixed path exists.
 */

/** Keys whose strings are structure (where a link goes, which picture or icon), never copy. */
const STRUCTURE_KEYS = new Set<string>(["to", "src", "logo", "icon", "href"] satisfies StructureKey[]);

interface TextCopyDefinition {
  label: string;
  /** Where visitors see it. */
  path: string;
  /** What each top-level part is called in the editor, in the order it is shown. */
  parts: Record<string, string>;
  /** Paths whose words the spec fixes; `*` stands for any one list position. */
  fixed: readonly string[];
  seed: Record<string, unknown>;
}

const { meta: _missionMeta, ...missionSeed } = MISSION_PAGE;
const { meta: _teamMeta, ...teamSeed } = TEAM_PAGE;
const { meta: _impactMeta, ...impactSeed } = IMPACT_PAGE;
const { meta: _storiesMeta, ...storiesSeed } = STORIES_PAGE;

export const TEXT_COPY = {
  "home-sections": {
    label: "Home page sections",
    path: "/",
    parts: {
      support: "Our Support",
      business: "Business opportunities",
      mission: "Mission and vision",
      callToAction: "Call to action",
    },
    // Part 1 §2 'Home' names the section and its four cards.
    fixed: ["support.title", "support.cards.*.title", "mission.title"],
    seed: HOME_SECTIONS_COPY,
  },
  about: {
    label: "About Us",
    path: "/about",
    parts: {
      hero: "Top of the page",
      overview: "Overview tab",
      missionTab: "Our Mission tab",
      methods: "Our Methods tab",
      impactTab: "Our Impact tab",
      explore: "Where to go from here",
    },
    fixed: [],
    seed: ABOUT_COPY,
  },
  mission: {
    label: "Our Mission",
    path: "/about/mission",
    parts: {
      hero: "Top of the page",
      statementTitle: "Mission statement",
      statement: "Mission statement",
      visionTitle: "Vision",
      vision: "Vision",
      example: "The worked example",
      definitionsTitle: "Definitions",
      definitions: "Definitions",
      valuesTitle: "Values",
      values: "Values",
    },
    // Part 1 §2 'About area': a 400-unit, $10-each, $4,000 campaign, and the two words it defines.
    fixed: ["example.steps.*.value", "definitions.*.term"],
    seed: missionSeed,
  },
  team: {
    label: "Our Team (introduction)",
    path: "/about/team",
    parts: {
      hero: "Top of the page",
      boardTitle: "Board of Directors",
      boardLead: "Board of Directors",
      committeeTitle: "Committee Leads",
      committeeLead: "Committee Leads",
      loading: "While the team loads",
      unavailable: "When the team cannot load",
      commitment: "Our commitment",
    },
    fixed: ["boardTitle", "committeeTitle", "loading"],
    seed: teamSeed,
  },
  impact: {
    label: "Our Impact",
    path: "/about/impact",
    parts: {
      hero: "Top of the page",
      statsTitle: "The numbers",
      storiesTitle: "Success stories",
      storiesLead: "Success stories",
      stories: "Success stories",
      completedText: "Completed campaigns",
      completedLink: "Completed campaigns",
      testimonialsTitle: "Testimonials",
      testimonials: "Testimonials",
      cta: "Call to action",
    },
    fixed: [],
    seed: impactSeed,
  },
  stories: {
    label: "Success Stories",
    path: "/about/stories",
    parts: {
      hero: "Top of the page",
      storiesTitle: "Partnership stories",
      stories: "Partnership stories",
      partnersTitle: "Business partners",
      partners: "Business partners",
      testimonialsTitle: "Testimonials",
      testimonials: "Testimonials",
    },
    fixed: [],
    seed: storiesSeed,
  },
  footer: {
    label: "Footer",
    path: "/",
    parts: {
      about: "About the organization",
      groups: "Link group headings",
      contactTitle: "Contact",
      followTitle: "Social links",
      legal: "Bottom line",
    },
    fixed: [],
    seed: FOOTER_COPY,
  },
} satisfies Record<string, TextCopyDefinition>;

export type TextCopyKey = keyof typeof TEXT_COPY;
export const TEXT_COPY_KEYS = Object.keys(TEXT_COPY) as TextCopyKey[];
export const isTextCopyKey = (value: string): value is TextCopyKey => Object.hasOwn(TEXT_COPY, value);

/** What a page's copy looks like once laid over its seed: the seed's shape, with plain strings. */
export type TextCopyValue<Key extends TextCopyKey> = Widen<(typeof TEXT_COPY)[Key]["seed"]>;

/** What `page_copy` stores for such a key: the texts staff changed, by path. */
export interface StoredTexts {
  texts: Record<string, string>;
}

/** One text staff may change. */
export interface TextLeaf {
  path: string;
  /** The top-level part it belongs to (the editor's group). */
  part: string;
  /** The field's label inside its group ("Card 2 · description"). */
  label: string;
  seed: string;
  multiline: boolean;
  max: number;
}

const LONG_KEYS =
  /^(lead|description|text|quote|explanation|example|statement|vision|mission|paragraphs|definition|completedText|about|legal|steps|unavailable|detail)$/;

const humanize = (segment: string) =>
  /^\d+$/.test(segment)
    ? `${Number(segment) + 1}`
    : segment
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .replace(/^./, (first) => first.toUpperCase());

function pathMatches(pattern: string, path: string): boolean {
  const a = pattern.split(".");
  const b = path.split(".");
  return a.length === b.length && a.every((segment, index) => segment === "*" || segment === b[index]);
}

/** Every string under `value`, with its path; structure keys left out. */
function walk(value: unknown, path: string[], visit: (path: string[], text: string) => void) {
  if (typeof value === "string") {
    visit(path, value);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, String(index)], visit));
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (STRUCTURE_KEYS.has(key)) continue;
      walk(item, [...path, key], visit);
    }
  }
}

const leafCache = new Map<TextCopyKey, TextLeaf[]>();

/** The texts of a key staff may change, in the page's order. */
export function textLeaves(key: TextCopyKey): TextLeaf[] {
  const cached = leafCache.get(key);
  if (cached) return cached;
  const definition: TextCopyDefinition = TEXT_COPY[key];
  const leaves: TextLeaf[] = [];
  walk(definition.seed, [], (segments, text) => {
    const path = segments.join(".");
    if (definition.fixed.some((pattern) => pathMatches(pattern, path))) return;
    const [part = "", ...rest] = segments;
    const lastNamed = [...segments].reverse().find((segment) => !/^\d+$/.test(segment)) ?? "";
    const multiline = LONG_KEYS.test(lastNamed) || text.length > 120;
    leaves.push({
      path,
      part,
      label: rest.length ? rest.map(humanize).join(" · ") : humanize(part),
      seed: text,
      multiline,
      max: multiline ? 2_000 : 200,
    });
  });
  leafCache.set(key, leaves);
  return leaves;
}

/** Every path (fixed ones included) of a key's seed, for the test that the `fixed` list names real places. */
export function allTextPaths(key: TextCopyKey): string[] {
  const paths: string[] = [];
  walk(TEXT_COPY[key].seed, [], (segments) => paths.push(segments.join(".")));
  return paths;
}

/** The stored texts if they are a map of strings, else none (the seed). */
export function readStoredTexts(stored: unknown): StoredTexts {
  if (!stored || typeof stored !== "object" || !("texts" in stored)) return { texts: {} };
  const texts = (stored as { texts: unknown }).texts;
  if (!texts || typeof texts !== "object") return { texts: {} };
  return {
    texts: Object.fromEntries(
      Object.entries(texts as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
  };
}

/** The page's copy: the seed with each saved text in its place; texts of places the code no longer has are ignored. */
export function applyTexts<Key extends TextCopyKey>(key: Key, stored: StoredTexts): TextCopyValue<Key> {
  const copy = structuredClone(TEXT_COPY[key].seed) as Record<string, unknown>;
  const editable = new Set(textLeaves(key).map((leaf) => leaf.path));
  for (const [path, text] of Object.entries(stored.texts)) {
    if (!editable.has(path)) continue;
    const segments = path.split(".");
    let target: unknown = copy;
    for (const segment of segments.slice(0, -1)) target = (target as Record<string, unknown>)[segment];
    (target as Record<string, unknown>)[segments.at(-1)!] = text;
  }
  return copy as TextCopyValue<Key>;
}

/** A form field's name for a path: Conform would read dots and numbers as nested objects. */
export const textFieldName = (path: string) => `t_${path.replaceAll(".", "__")}`;
