import { describe, expect, it } from "vitest";
import { DEFAULT_PRIMARY, parseBrandColors, resolveBrandTheme } from "./brand-colors";
import { cleanCssColor, contrastRatio, isCssColor, parseCssColor } from "./css-color";

describe("CSS colour validation", () => {
  it.each([
    "#fff",
    "#FFFFFF",
    "#0e7490",
    "#0e749080",
    "#abcd",
    "rgb(14, 116, 144)",
    "rgba(14,116,144,0.5)",
    "rgb(14 116 144)",
    "rgb(14 116 144 / 50%)",
    "rgb(10%, 20%, 30%)",
    "hsl(190, 82%, 31%)",
    "hsla(190deg, 82%, 31%, .4)",
    "hsl(0.5turn 50% 50%)",
    "red",
    "RebeccaPurple",
    " navy ",
  ])("accepts %s", (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each([
    "",
    "#ff",
    "#ggg",
    "#12345",
    "ff0000",
    "red;",
    "red; background: url(https://evil.example)",
    "url(javascript:alert(1))",
    "expression(alert(1))",
    "var(--brand)",
    "currentColor",
    "transparent",
    "inherit",
    "rgb(1,2)",
    "rgb(1,2,3,4,5)",
    "rgb(a,b,c)",
    "hsl(10, 20, 30)",
    "linear-gradient(red, blue)",
    "#fff}body{display:none",
    "notacolour",
    `#${"f".repeat(100)}`,
  ])("refuses %s", (value) => {
    expect(isCssColor(value)).toBe(false);
  });

  it("refuses values that are not text", () => {
    for (const value of [null, undefined, 0, {}, ["#fff"]]) expect(isCssColor(value)).toBe(false);
  });

  it("normalises accepted values", () => {
    expect(cleanCssColor(" #0E7490 ")).toBe("#0e7490");
    expect(cleanCssColor("url(x)")).toBeNull();
  });

  it("measures WCAG contrast", () => {
    const white = parseCssColor("#fff")!;
    const black = parseCssColor("black")!;
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, parseCssColor("#777777")!)).toBeCloseTo(4.48, 1);
    expect(contrastRatio(parseCssColor("hsl(0, 100%, 50%)")!, parseCssColor("#ff0000")!)).toBeCloseTo(1, 5);
    expect(contrastRatio(parseCssColor("rgb(100% 0% 0%)")!, parseCssColor("red")!)).toBeCloseTo(1, 5);
  });
});

describe("brand colour parsing, every shape part 1 §3 allows", () => {
  it("reads an object with primary, secondary and background_white", () => {
    expect(parseBrandColors({ primary: "#c2185b", secondary: "#f8bbd0", background_white: "#ffffff" })).toEqual({
      primary: "#c2185b",
      secondary: "#f8bbd0",
      background: "#ffffff",
    });
  });

  it("reads JSON text", () => {
    expect(parseBrandColors(JSON.stringify({ primary: "#5b3f8c", secondary: "#d9c8f0" }))).toEqual({
      primary: "#5b3f8c",
      secondary: "#d9c8f0",
    });
    expect(parseBrandColors(JSON.stringify(JSON.stringify({ primary: "red" })))).toEqual({ primary: "red" });
  });

  it("reads a gradient with a direction and stops", () => {
    expect(
      parseBrandColors({
        primary: "#1c2a4a",
        gradient: { direction: "to  Bottom right", stops: ["#1c2a4a", "#5468b4", "#a5f3fc"] },
      }),
    ).toEqual({
      primary: "#1c2a4a",
      gradient: { direction: "to bottom right", stops: ["#1c2a4a", "#5468b4", "#a5f3fc"] },
    });
    expect(
      parseBrandColors({ gradient: { direction: "45deg", stops: [{ color: "red" }, { color: "blue" }] } }).gradient,
    ).toEqual({
      direction: "45deg",
      stops: ["red", "blue"],
    });
  });

  it("reads the colors sub-object (txt, primary, txt_secondary, gradient)", () => {
    expect(
      parseBrandColors({
        colors: {
          txt: "#0f172a",
          primary: "#0e7490",
          txt_secondary: "#475569",
          gradient: { direction: "to right", stops: ["#0e7490", "#22d3ee"] },
        },
      }),
    ).toEqual({
      primary: "#0e7490",
      text: "#0f172a",
      textSecondary: "#475569",
      gradient: { direction: "to right", stops: ["#0e7490", "#22d3ee"] },
    });
  });

  it("keeps the valid parts and drops the rest", () => {
    expect(
      parseBrandColors({
        primary: "red; background:url(https://evil.example/x.png)",
        secondary: "#abc",
        gradient: { direction: "to right; color: red", stops: ["#000", "url(x)", "#fff"] },
      }),
    ).toEqual({ secondary: "#abc", gradient: { direction: "to right", stops: ["#000", "#fff"] } });
    // A gradient needs two valid stops.
    expect(parseBrandColors({ gradient: { direction: "to right", stops: ["#000", "nope"] } })).toEqual({});
    expect(parseBrandColors({ gradient: "linear-gradient(red, blue)" })).toEqual({});
  });

  it("gives an empty result for garbage, never throwing", () => {
    for (const garbage of [
      null,
      undefined,
      "",
      "{primary: #ff0000",
      "not json",
      "[]",
      "42",
      42,
      true,
      ["#fff"],
      { colors: "nope" },
    ]) {
      expect(parseBrandColors(garbage)).toEqual({});
    }
  });
});

describe("brand theme with the part 1 §9 fallbacks", () => {
  const aa = (text: string, background: string) => contrastRatio(parseCssColor(text)!, parseCssColor(background)!);

  it("uses the default primary #1f2937 for an unknown partner with no colours", () => {
    const theme = resolveBrandTheme({ title: "Urban Garden Initiative", brandColors: null });
    expect(theme.heroBackground).toBe(DEFAULT_PRIMARY);
    expect(theme.heroText).toBe("#ffffff");
    expect(theme.heroOverlay).toBe(0);
  });

  it("falls back to the partner's colours when the stored JSON is broken", () => {
    const theme = resolveBrandTheme({ title: "Orel Developers AI Automation", brandColors: "{primary: #ff0000" });
    expect(theme.heroBackground).toBe("linear-gradient(to right, #1e1b4b, #4338ca)");
    expect(theme.heroBackground).not.toContain("ff0000");
  });

  it("paints stored colours, with text that passes AA on every part of the background", () => {
    const maryKay = resolveBrandTheme({ title: "Mary Kay", brandColors: { primary: "#c2185b", secondary: "#f8bbd0" } });
    expect(maryKay.heroBackground).toBe("#c2185b");
    expect(aa(maryKay.heroText, "#c2185b")).toBeGreaterThanOrEqual(4.5);

    const light = resolveBrandTheme({ title: "Sunshine", brandColors: { primary: "#facc15" } });
    expect(light.heroText).toBe("#111827");
    expect(aa(light.heroText, "#facc15")).toBeGreaterThanOrEqual(4.5);
  });

  it("uses the brand's own text colour only when it is readable", () => {
    const readable = resolveBrandTheme({ title: "X", brandColors: { colors: { txt: "#fefce8", primary: "#1e3a8a" } } });
    expect(readable.heroText).toBe("#fefce8");
    const unreadable = resolveBrandTheme({
      title: "X",
      brandColors: { colors: { txt: "#1e40af", primary: "#1e3a8a" } },
    });
    expect(unreadable.heroText).toBe("#ffffff");
  });

  it("darkens a light-to-dark gradient until white text passes everywhere", () => {
    const theme = resolveBrandTheme({
      title: "Shield Fashion",
      brandColors: {
        colors: {
          txt: "#0f172a",
          primary: "#0e7490",
          gradient: { direction: "to right", stops: ["#0e7490", "#22d3ee"] },
        },
      },
    });
    expect(theme.heroBackground).toBe("linear-gradient(to right, #0e7490, #22d3ee)");
    expect(theme.heroText).toBe("#ffffff");
    expect(theme.heroOverlay).toBeGreaterThan(0);
    expect(theme.heroOverlay).toBeLessThan(0.9);
  });

  it("keeps accent text readable on white and buttons readable on their fill", () => {
    const pale = resolveBrandTheme({ title: "X", brandColors: { primary: "#a5f3fc" } });
    expect(pale.accent).toBe("#a5f3fc");
    expect(pale.accentText).toBe(DEFAULT_PRIMARY);
    expect(aa(pale.buttonText, pale.buttonBackground)).toBeGreaterThanOrEqual(4.5);
    const dark = resolveBrandTheme({ title: "X", brandColors: { primary: "#1d4ed8" } });
    expect(dark.accentText).toBe("#1d4ed8");
    expect(aa(dark.buttonText, dark.buttonBackground)).toBeGreaterThanOrEqual(4.5);
  });

  it("never lets an unvalidated value into the CSS", () => {
    const theme = resolveBrandTheme({
      title: "X",
      brandColors: {
        primary: "expression(alert(1))",
        gradient: { direction: "to right", stops: ["url(a)", "var(--x)"] },
      },
    });
    expect(Object.values(theme).join(" ")).not.toMatch(/expression|url\(|var\(/);
  });
});
