import { describe, expect, it } from "vitest";
import { dayInZone, formatDateTime, isTimeZone, todayInZone } from "./site-time";
import { parseDateTimeInput, toDateTimeInputValue } from "./site-time-input";

const NY = "America/New_York";

describe("site time zone", () => {
  it("reads a typed wall-clock time as that time in the site's zone, summer and winter", () => {
    expect(parseDateTimeInput("2026-11-24T09:30", NY)?.toISOString()).toBe("2026-11-24T14:30:00.000Z");
    expect(parseDateTimeInput("2026-07-04T09:30", NY)?.toISOString()).toBe("2026-07-04T13:30:00.000Z");
    expect(parseDateTimeInput("2026-11-24", NY)?.toISOString()).toBe("2026-11-24T05:00:00.000Z");
  });

  it("refuses text that is not a real date and time", () => {
    for (const bad of ["", "tomorrow", "2026-02-31T10:00", "2026-13-01", "2026-11-24T25:00", "<script>"]) {
      expect(parseDateTimeInput(bad, NY)).toBeNull();
    }
  });

  it("fills a date-time input with the site's wall clock, and round-trips", () => {
    const instant = new Date("2026-11-24T14:30:00Z");
    expect(toDateTimeInputValue(instant, NY)).toBe("2026-11-24T09:30");
    expect(toDateTimeInputValue(instant, "America/Los_Angeles")).toBe("2026-11-24T06:30");
    expect(parseDateTimeInput(toDateTimeInputValue(instant, NY), NY)?.getTime()).toBe(instant.getTime());
    expect(todayInZone(NY, new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-24");
    expect(dayInZone("2026-11-25T03:00:00Z", NY)).toBe("2026-11-24");
    expect(dayInZone("not a date", NY)).toBe("");
  });

  it("names the zone in what it shows, and shows a dash for nothing", () => {
    expect(formatDateTime("2026-11-24T14:30:00Z", NY)).toBe("Nov 24, 2026, 9:30 AM EST");
    expect(formatDateTime("2026-07-04T13:30:00Z", NY)).toBe("Jul 4, 2026, 9:30 AM EDT");
    expect(formatDateTime(null, NY)).toBe("—");
  });

  it("knows real zone names from wrong ones", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
