import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 555 0100")).toBe(`"'+1 555 0100"`);
    expect(csvCell("-5")).toBe(`"'-5"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
  });

  it("quotes every separator a spreadsheet may split on, so no cell starts a formula in the next one", () => {
    // Excel in a `;` locale splits on semicolons: "a;=1+1" would reach it as a field "=1+1".
    expect(csvCell('Ana;=HYPERLINK("http://evil")')).toBe(`"Ana;'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("a; -2+3")).toBe(`"a; '-2+3"`);
    expect(csvCell("a\t@SUM(A1)|+1\n=2")).toBe(`"a\t'@SUM(A1)|'+1\n'=2"`);
    expect(csvCell("a, -5 and a=b")).toBe('"a, -5 and a=b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell("a|b")).toBe('"a|b"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(["fundraising", "mentoring"])).toBe('"fundraising; mentoring"');
    const csv = toCsv(["Name", "Note"], [["Ana; Bo", "=1+1;@x"]]);
    expect(csv).toContain(`"Ana; Bo","'=1+1;'@x"\r\n`);
  });

  it("writes dates, lists and empty values plainly", () => {
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvCell(["fundraising"])).toBe("fundraising");
    expect(csvCell(null)).toBe("");
  });

  it("starts with a byte-order mark and ends rows with CRLF, keeping emoji", () => {
    const csv = toCsv(["Name", "Note"], [["Ana 🌻", "ok"]]);
    expect(csv.startsWith("\uFEFFName,Note\r\n")).toBe(true);
    expect(csv).toContain("Ana 🌻,ok\r\n");
  });
});
