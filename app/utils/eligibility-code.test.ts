import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  browserRandomInt,
  CODE_ALPHABET,
  CODE_WORDS,
  describeWeakCode,
  generateEligibilityCode,
  SAMPLE_CODE,
} from "./eligibility-code";

describe("eligibility codes", () => {
  it("uses 32 unambiguous characters and 32 words", () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(new Set(CODE_WORDS).size).toBe(32);
  });

  it("generates a word, four random characters mixing letters and digits, and the year", () => {
    const codes = Array.from({ length: 500 }, () => generateEligibilityCode((max) => randomInt(max), 2026));
    for (const code of codes) {
      const [word, random, year] = code.split("-");
      expect(CODE_WORDS).toContain(word);
      expect(random).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
      expect(random).toMatch(/\d/);
      expect(random).toMatch(/[A-Z]/);
      expect(year).toBe("2026");
      expect(describeWeakCode(code)).toBeNull();
    }
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it("draws browser randomness without bias", () => {
    for (let i = 0; i < 200; i++) {
      const value = browserRandomInt(31);
      expect(Number.isInteger(value) && value >= 0 && value < 31).toBe(true);
    }
    expect(generateEligibilityCode(browserRandomInt, 2027)).toMatch(/^[A-Z]+-[2-9A-HJ-NP-Z]{4}-2027$/);
  });

  it("never makes the sample code applicants see, and warns staff who type it", () => {
    // The first draw spells the sample exactly; the generator draws again.
    const sample = [0, ..."7KQ2"].map((char) => (typeof char === "number" ? char : CODE_ALPHABET.indexOf(char)));
    const next = [1, ..."7KQ2"].map((char) => (typeof char === "number" ? char : CODE_ALPHABET.indexOf(char)));
    const draws = [...sample, ...next];
    expect(generateEligibilityCode(() => draws.shift()!, 2026)).toBe("CARE-7KQ2-2026");
    expect(SAMPLE_CODE).toBe("HOPE-7KQ2-2026");
    expect(describeWeakCode(SAMPLE_CODE)).toMatch(/^This is the example every applicant sees/);
    expect(describeWeakCode(SAMPLE_CODE.toLowerCase())).toMatch(/^This is the example/);
  });

  it("warns about short codes, a word plus a number, and codes without a random part", () => {
    expect(describeWeakCode("HOPE2025")).toMatch(/^This code is short\./);
    expect(describeWeakCode("ANCHOR2026")).toMatch(/^This code is a word followed by a number\./);
    expect(describeWeakCode("GOODNEIGHBOR-2026")).toMatch(/word followed by a number/);
    expect(describeWeakCode("SPRING-BLOOM-2026")).toMatch(/^This code has no random part\./);
    expect(describeWeakCode("HOPE-7KQ3-2026")).toBeNull();
    expect(describeWeakCode("")).toBeNull();
  });
});
