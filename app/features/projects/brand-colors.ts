import { blend, cleanCssColor, contrastRatio, parseCssColor, type Rgba } from "./css-color";
import { partnerFromTitle, type PartnerKey } from "./partners";

/**
 * A project's brand colours (part 1 §3) arrive as an object or as JSON text, with
 * `primary`, `secondary`, an optional `gradient` ({ direction, stops }) and `background_white`,
 * or with a `colors` sub-object holding `txt`, `primary`, `txt_secondary` and `gradient`.
 * Anything may be missing or malformed; nothing here throws.
 */

export interface BrandGradient {
  direction: string;
  stops: string[];
}

export interface BrandColors {
  primary?: string;
  secondary?: string;
  background?: string;
  text?: string;
  textSecondary?: string;
  gradient?: BrandGradient;
}

const SIDE = "(?:top|bottom|left|right)";
const DIRECTION = new RegExp(
  String.raw`^(?:to\s+${SIDE}(?:\s+${SIDE})?|[+-]?(?:\d+\.?\d*|\.\d+)(?:deg|grad|rad|turn))$`,
  "i",
);
const DEFAULT_DIRECTION = "to right";
const MAX_STOPS = 6;
const MAX_JSON_LENGTH = 10_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON text becomes a value (twice-encoded text too); broken text becomes null. */
function decode(raw: unknown): unknown {
  let value = raw;
  for (let depth = 0; depth < 2 && typeof value === "string"; depth++) {
    const text = value.trim();
    if (text === "" || text.length > MAX_JSON_LENGTH) return null;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  return value;
}

function cleanDirection(value: unknown): string {
  if (typeof value !== "string") return DEFAULT_DIRECTION;
  const direction = value.trim().replace(/\s+/g, " ").toLowerCase();
  return DIRECTION.test(direction) ? direction : DEFAULT_DIRECTION;
}

function cleanGradient(raw: unknown): BrandGradient | undefined {
  const value = decode(raw);
  if (!isRecord(value) || !Array.isArray(value.stops)) return undefined;
  const stops = value.stops
    .map((stop) => cleanCssColor(isRecord(stop) ? stop.color : stop))
    .filter((stop): stop is string => stop !== null)
    .slice(0, MAX_STOPS);
  if (stops.length < 2) return undefined;
  return { direction: cleanDirection(value.direction), stops };
}

/** The valid parts of stored brand colours; an empty object for garbage. */
export function parseBrandColors(raw: unknown): BrandColors {
  const value = decode(raw);
  if (!isRecord(value)) return {};
  const nested = isRecord(decode(value.colors)) ? (decode(value.colors) as Record<string, unknown>) : {};

  const pick = (...candidates: unknown[]) => {
    for (const candidate of candidates) {
      const color = cleanCssColor(candidate);
      if (color) return color;
    }
    return undefined;
  };

  const colors: BrandColors = {
    primary: pick(nested.primary, value.primary),
    secondary: pick(nested.secondary, value.secondary),
    background: pick(value.background_white, value.backgroundWhite, value.background),
    text: pick(nested.txt, value.txt, value.text),
    textSecondary: pick(nested.txt_secondary, value.txt_secondary, value.textSecondary),
    gradient: cleanGradient(nested.gradient) ?? cleanGradient(value.gradient),
  };
  return Object.fromEntries(Object.entries(colors).filter(([, part]) => part !== undefined)) as BrandColors;
}

/** Part 1 §9: default primary colour. */
export const DEFAULT_PRIMARY = "#1f2937";

/** Part 1 §9: brand colours defaulted per partner when the record has none. */
export const PARTNER_DEFAULT_COLORS: Record<PartnerKey | "default", BrandColors> = {
  marykay: {
    primary: "#be185d",
    secondary: "#fce7f3",
    gradient: { direction: "to right", stops: ["#9d174d", "#db2777"] },
  },
  amera: {
    primary: "#1c2a4a",
    secondary: "#c9a227",
    gradient: { direction: "to right", stops: ["#1c2a4a", "#3b4f86"] },
  },
  orel: {
    primary: "#312e81",
    secondary: "#c7d2fe",
    gradient: { direction: "to right", stops: ["#1e1b4b", "#4338ca"] },
  },
  default: { primary: DEFAULT_PRIMARY },
};

/** What the detail page needs to paint a hero in the brand's colours, all values validated. */
export interface BrandTheme {
  /** A colour or a `linear-gradient(...)` built only from validated parts. */
  heroBackground: string;
  /** A black scrim over the hero (0 = none), added when no text colour reaches 4.5:1 on its own. */
  heroOverlay: number;
  /** Hero text colour with at least 4.5:1 contrast on every part of the hero background. */
  heroText: string;
  /** The brand's primary colour, for decoration (borders, accents). */
  accent: string;
  /** A text colour in the brand's spirit that reads at 4.5:1 on white. */
  accentText: string;
  /** Fill and text colours for a button in the brand colour (4.5:1 between them). */
  buttonBackground: string;
  buttonText: string;
}

const WHITE = "#ffffff";
const INK = "#111827";
const AA_NORMAL_TEXT = 4.5;
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function rgba(color: string): Rgba {
  // Every colour passed here was validated; the fallback only satisfies the type checker.
  return parseCssColor(color) ?? BLACK;
}

function minContrast(text: string, backgrounds: string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(rgba(text), rgba(background))));
}

function readableOn(backgrounds: string[], preferred?: string): { text: string; overlay: number } {
  const candidates = [preferred, WHITE, INK].filter((candidate): candidate is string => Boolean(candidate));
  for (const text of candidates) {
    if (minContrast(text, backgrounds) >= AA_NORMAL_TEXT) return { text, overlay: 0 };
  }
  // No colour works across a light-to-dark gradient: darken it until white text does.
  for (let overlay = 0.05; overlay < 0.9; overlay += 0.05) {
    const darkened = backgrounds.map((background) =>
      blend({ ...BLACK, a: overlay }, blend(rgba(background), rgba(WHITE))),
    );
    const worst = Math.min(...darkened.map((color) => contrastRatio(rgba(WHITE), color)));
    if (worst >= AA_NORMAL_TEXT) return { text: WHITE, overlay: Math.round(overlay * 100) / 100 };
  }
  return { text: WHITE, overlay: 0.9 };
}

/**
 * The hero and accent colours for a project: the stored colours that are valid, over the
 * partner's defaults, over the site default (#1f2937). Text colours are chosen for WCAG AA.
 */
export function resolveBrandTheme(project: { title: string; brandColors: unknown }): BrandTheme {
  const stored = parseBrandColors(project.brandColors);
  const partner = partnerFromTitle(project.title);
  const defaults = PARTNER_DEFAULT_COLORS[partner ?? "default"];
  const hasStored = Object.keys(stored).length > 0;
  const colors: BrandColors = hasStored ? { ...PARTNER_DEFAULT_COLORS.default, ...stored } : defaults;
  // A stored gradient wins; a stored primary alone means a flat hero in that colour.
  const gradient = hasStored ? stored.gradient : defaults.gradient;
  const primary = colors.primary ?? gradient?.stops[0] ?? DEFAULT_PRIMARY;

  const backgrounds = gradient ? gradient.stops : [primary];
  const heroBackground = gradient ? `linear-gradient(${gradient.direction}, ${gradient.stops.join(", ")})` : primary;
  const { text: heroText, overlay: heroOverlay } = readableOn(backgrounds, colors.text);

  const accentText = contrastRatio(rgba(primary), rgba(WHITE)) >= AA_NORMAL_TEXT ? primary : DEFAULT_PRIMARY;
  const button = readableOn([primary]);
  const buttonUsable = button.overlay === 0;
  return {
    heroBackground,
    heroOverlay,
    heroText,
    accent: primary,
    accentText,
    buttonBackground: buttonUsable ? primary : DEFAULT_PRIMARY,
    buttonText: buttonUsable ? button.text : WHITE,
  };
}
