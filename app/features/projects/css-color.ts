/**
 * CSS colour values that may reach a `style` attribute. Brand colours are stored content
 * (part 1 §3) and could hold anything, so only plain colour literals pass: hex, rgb(a),
 * hsl(a) with numbers only, and the named colours. Anything else (url(), var(), expression(),
 * a `;` that starts another declaration …) is refused.
 */

/** The CSS named colours (CSS Color Module Level 4), as hex. */
const NAMED_COLORS: Record<string, string> = {
  aliceblue: "#f0f8ff",
  antiquewhite: "#faebd7",
  aqua: "#00ffff",
  aquamarine: "#7fffd4",
  azure: "#f0ffff",
  beige: "#f5f5dc",
  bisque: "#ffe4c4",
  black: "#000000",
  blanchedalmond: "#ffebcd",
  blue: "#0000ff",
  blueviolet: "#8a2be2",
  brown: "#a52a2a",
  burlywood: "#deb887",
  cadetblue: "#5f9ea0",
  chartreuse: "#7fff00",
  chocolate: "#d2691e",
  coral: "#ff7f50",
  cornflowerblue: "#6495ed",
  cornsilk: "#fff8dc",
  crimson: "#dc143c",
  cyan: "#00ffff",
  darkblue: "#00008b",
  darkcyan: "#008b8b",
  darkgoldenrod: "#b8860b",
  darkgray: "#a9a9a9",
  darkgreen: "#006400",
  darkgrey: "#a9a9a9",
  darkkhaki: "#bdb76b",
  darkmagenta: "#8b008b",
  darkolivegreen: "#556b2f",
  darkorange: "#ff8c00",
  darkorchid: "#9932cc",
  darkred: "#8b0000",
  darksalmon: "#e9967a",
  darkseagreen: "#8fbc8f",
  darkslateblue: "#483d8b",
  darkslategray: "#2f4f4f",
  darkslategrey: "#2f4f4f",
  darkturquoise: "#00ced1",
  darkviolet: "#9400d3",
  deeppink: "#ff1493",
  deepskyblue: "#00bfff",
  dimgray: "#696969",
  dimgrey: "#696969",
  dodgerblue: "#1e90ff",
  firebrick: "#b22222",
  floralwhite: "#fffaf0",
  forestgreen: "#228b22",
  fuchsia: "#ff00ff",
  gainsboro: "#dcdcdc",
  ghostwhite: "#f8f8ff",
  gold: "#ffd700",
  goldenrod: "#daa520",
  gray: "#808080",
  green: "#008000",
  greenyellow: "#adff2f",
  grey: "#808080",
  honeydew: "#f0fff0",
  hotpink: "#ff69b4",
  indianred: "#cd5c5c",
  indigo: "#4b0082",
  ivory: "#fffff0",
  khaki: "#f0e68c",
  lavender: "#e6e6fa",
  lavenderblush: "#fff0f5",
  lawngreen: "#7cfc00",
  lemonchiffon: "#fffacd",
  lightblue: "#add8e6",
  lightcoral: "#f08080",
  lightcyan: "#e0ffff",
  lightgoldenrodyellow: "#fafad2",
  lightgray: "#d3d3d3",
  lightgreen: "#90ee90",
  lightgrey: "#d3d3d3",
  lightpink: "#ffb6c1",
  lightsalmon: "#ffa07a",
  lightseagreen: "#20b2aa",
  lightskyblue: "#87cefa",
  lightslategray: "#778899",
  lightslategrey: "#778899",
  lightsteelblue: "#b0c4de",
  lightyellow: "#ffffe0",
  lime: "#00ff00",
  limegreen: "#32cd32",
  linen: "#faf0e6",
  magenta: "#ff00ff",
  maroon: "#800000",
  mediumaquamarine: "#66cdaa",
  mediumblue: "#0000cd",
  mediumorchid: "#ba55d3",
  mediumpurple: "#9370db",
  mediumseagreen: "#3cb371",
  mediumslateblue: "#7b68ee",
  mediumspringgreen: "#00fa9a",
  mediumturquoise: "#48d1cc",
  mediumvioletred: "#c71585",
  midnightblue: "#191970",
  mintcream: "#f5fffa",
  mistyrose: "#ffe4e1",
  moccasin: "#ffe4b5",
  navajowhite: "#ffdead",
  navy: "#000080",
  oldlace: "#fdf5e6",
  olive: "#808000",
  olivedrab: "#6b8e23",
  orange: "#ffa500",
  orangered: "#ff4500",
  orchid: "#da70d6",
  palegoldenrod: "#eee8aa",
  palegreen: "#98fb98",
  paleturquoise: "#afeeee",
  palevioletred: "#db7093",
  papayawhip: "#ffefd5",
  peachpuff: "#ffdab9",
  peru: "#cd853f",
  pink: "#ffc0cb",
  plum: "#dda0dd",
  powderblue: "#b0e0e6",
  purple: "#800080",
  rebeccapurple: "#663399",
  red: "#ff0000",
  rosybrown: "#bc8f8f",
  royalblue: "#4169e1",
  saddlebrown: "#8b4513",
  salmon: "#fa8072",
  sandybrown: "#f4a460",
  seagreen: "#2e8b57",
  seashell: "#fff5ee",
  sienna: "#a0522d",
  silver: "#c0c0c0",
  skyblue: "#87ceeb",
  slateblue: "#6a5acd",
  slategray: "#708090",
  slategrey: "#708090",
  snow: "#fffafa",
  springgreen: "#00ff7f",
  steelblue: "#4682b4",
  tan: "#d2b48c",
  teal: "#008080",
  thistle: "#d8bfd8",
  tomato: "#ff6347",
  turquoise: "#40e0d0",
  violet: "#ee82ee",
  wheat: "#f5deb3",
  white: "#ffffff",
  whitesmoke: "#f5f5f5",
  yellow: "#ffff00",
  yellowgreen: "#9acd32",
};

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Legacy comma syntax and the modern space syntax with an optional "/ alpha".
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(${NUMBER})(%?)\s*(?:,\s*|\s+)(${NUMBER})(%?)\s*(?:,\s*|\s+)(${NUMBER})(%?)\s*(?:(?:,|\/)\s*(${NUMBER})(%?)\s*)?\)$`,
  "i",
);
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(${NUMBER})(deg|grad|rad|turn)?\s*(?:,\s*|\s+)(${NUMBER})%\s*(?:,\s*|\s+)(${NUMBER})%\s*(?:(?:,|\/)\s*(${NUMBER})(%?)\s*)?\)$`,
  "i",
);

/** Long enough for any real colour literal; anything longer is not one. */
const MAX_COLOR_LENGTH = 64;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function channel(value: string, percent: string): number {
  const number = Number(value);
  return clamp(percent ? (number / 100) * 255 : number, 0, 255);
}

function alpha(value: string | undefined, percent: string | undefined): number {
  if (value === undefined) return 1;
  const number = Number(value);
  return clamp(percent ? number / 100 : number, 0, 1);
}

function hueToDegrees(value: number, unit: string | undefined): number {
  switch (unit?.toLowerCase()) {
    case "grad":
      return value * 0.9;
    case "rad":
      return (value * 180) / Math.PI;
    case "turn":
      return value * 360;
    default:
      return value;
  }
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function hexToRgba(hex: string): Rgba {
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join("");
  const value = (index: number) => parseInt(digits.slice(index, index + 2), 16);
  return { r: value(0), g: value(2), b: value(4), a: digits.length === 8 ? value(6) / 255 : 1 };
}

/** The colour as RGBA, or null when the value is not an accepted CSS colour literal. */
export function parseCssColor(input: unknown): Rgba | null {
  if (typeof input !== "string") return null;
  const value = input.trim().toLowerCase();
  if (value === "" || value.length > MAX_COLOR_LENGTH) return null;

  if (HEX.test(value)) return hexToRgba(value);

  const named = NAMED_COLORS[value];
  if (named) return hexToRgba(named);

  const rgb = RGB.exec(value);
  if (rgb) {
    const [, r = "0", rp = "", g = "0", gp = "", b = "0", bp = "", a, ap] = rgb;
    return { r: channel(r, rp), g: channel(g, gp), b: channel(b, bp), a: alpha(a, ap) };
  }

  const hsl = HSL.exec(value);
  if (hsl) {
    const [, h = "0", unit, s = "0", l = "0", a, ap] = hsl;
    const [r, g, b] = hslToRgb(hueToDegrees(Number(h), unit), Number(s), Number(l));
    return { r, g, b, a: alpha(a, ap) };
  }
  return null;
}

/** True for a value that is safe and meaningful as a CSS colour in a `style` attribute. */
export function isCssColor(value: unknown): value is string {
  return parseCssColor(value) !== null;
}

/** The value trimmed and lower-cased when it is an accepted colour, else null. */
export function cleanCssColor(value: unknown): string | null {
  return isCssColor(value) ? value.trim().toLowerCase() : null;
}

/** Composites a translucent colour over an opaque background. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2.1 relative luminance. */
export function relativeLuminance(color: Rgba): number {
  const opaque = color.a < 1 ? blend(color, WHITE) : color;
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(opaque.r) + 0.7152 * linear(opaque.g) + 0.0722 * linear(opaque.b);
}

/** WCAG 2.1 contrast ratio (1–21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
