import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  clearDrafts,
  DRAFT_MAX_AGE_MS,
  draftKey,
  draftOffer,
  dropExpiredDrafts,
  isKeptField,
  parseDraft,
  readDraft,
  timeAgo,
  writeDraft,
  type FieldValues,
  type KeptDraft,
} from "./kept-draft";

/** localStorage as browsers have it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = Date.UTC(2026, 11, 2, 17, 0);
const saved: FieldValues = [
  ["title", "Food pantry opens"],
  ["content", "<p>Saturdays.</p>"],
];
const typed: FieldValues = [
  ["title", "Food pantry opens on Saturdays"],
  ["content", "<p>Saturdays, 9 to noon.</p>"],
];
const draft = (at: number, values = typed, base = saved): KeptDraft => ({ version: 1, at, base, values });

describe("kept drafts", () => {
  it("are stored per staff member, editor address and form", () => {
    const ann = draftKey("user-1", "/admin/news/42", "news-42");
    expect(ann).toBe("csn:admin:draft:user-1:/admin/news/42#news-42");
    expect(draftKey("user-2", "/admin/news/42", "news-42")).not.toBe(ann);
    expect(draftKey("user-1", "/admin/news/43", "news-43")).not.toBe(ann);
    // An id cannot pose as another staff member's prefix.
    expect(draftKey("a:b", "/x", "f").startsWith("csn:admin:draft:a%3Ab:")).toBe(true);
  });

  it("are dropped after seven days, and when unreadable", () => {
    expect(parseDraft(JSON.stringify(draft(NOW - 60_000)), NOW)?.values).toEqual(typed);
    expect(parseDraft(JSON.stringify(draft(NOW - DRAFT_MAX_AGE_MS + 1000)), NOW)).not.toBeNull();
    expect(parseDraft(JSON.stringify(draft(NOW - DRAFT_MAX_AGE_MS - 1000)), NOW)).toBeNull();
    expect(parseDraft("not json", NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, at: NOW, base: [], values: [] }), NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, at: NOW, base: [], values: [["title", 3]] }), NOW)).toBeNull();
    expect(parseDraft(null, NOW)).toBeNull();
  });

  it("are offered only when they differ from what is saved, and say when it was saved since", () => {
    expect(draftOffer(null, saved)).toBeNull();
    expect(draftOffer(draft(NOW, saved), saved)).toBeNull();
    expect(draftOffer(draft(NOW), saved)).toEqual({ draft: draft(NOW), savedSince: false });
    const savedByColleague: FieldValues = [
      ["title", "Food pantry opens Saturday"],
      ["content", "<p>Saturdays.</p>"],
    ];
    expect(draftOffer(draft(NOW), savedByColleague)?.savedSince).toBe(true);
    // The order of the fields counts: two checked boxes of the same name are two values.
    expect(draftOffer(draft(NOW, [...saved].reverse()), saved)).not.toBeNull();
  });

  it("never keep passwords, files, secret codes or the page's own hidden inputs", () => {
    const field = (tag: string, type: string, name: string, kept: string | null = null, disabled = false) =>
      isKeptField({ tag, type, name, kept, disabled });
    expect(field("input", "text", "title")).toBe(true);
    expect(field("textarea", "textarea", "description")).toBe(true);
    expect(field("select", "select-one", "category")).toBe(true);
    expect(field("input", "checkbox", "isPublished")).toBe(true);
    expect(field("input", "datetime-local", "publishedDate")).toBe(true);
    expect(field("input", "password", "password")).toBe(false);
    expect(field("input", "password", "newSecret")).toBe(false);
    expect(field("input", "file", "upload")).toBe(false);
    expect(field("input", "text", "eligibilityCode")).toBe(false);
    expect(field("input", "hidden", "createToken")).toBe(false);
    expect(field("input", "hidden", "id")).toBe(false);
    expect(field("input", "submit", "intent")).toBe(false);
    expect(field("input", "text", "title", "off")).toBe(false);
    expect(field("input", "text", "title", null, true)).toBe(false);
    expect(field("input", "text", "")).toBe(false);
    // The rich text editor's hidden input holds the text itself.
    expect(field("input", "hidden", "content", "on")).toBe(true);
  });

  it("say how long ago they were written", () => {
    expect(timeAgo(NOW - 20_000, NOW)).toBe("just now");
    expect(timeAgo(NOW - 5 * 60_000, NOW)).toBe("5 minutes ago");
    expect(timeAgo(NOW - 3 * 3_600_000, NOW)).toBe("3 hours ago");
    expect(timeAgo(NOW - 26 * 3_600_000, NOW)).toBe("yesterday");
    expect(timeAgo(NOW - 4 * 86_400_000, NOW)).toBe("4 days ago");
  });

  it("go on sign-out, and when they are too old, leaving the rest of the storage alone", () => {
    const storage = new MemoryStorage();
    storage.setItem("csn:academy:completed:course-1", '["lesson-1"]');
    writeDraft(storage, draftKey("ann", "/admin/news/1", "news-1"), draft(NOW));
    writeDraft(storage, draftKey("bo", "/admin/news/1", "news-1"), draft(NOW));
    writeDraft(storage, draftKey("ann", "/admin/news/2", "news-2"), draft(NOW - DRAFT_MAX_AGE_MS - 1));
    storage.setItem(draftKey("ann", "/admin/news/3", "news-3"), "{broken");

    dropExpiredDrafts(storage, NOW);
    expect(storage.length).toBe(3);
    expect(readDraft(storage, draftKey("ann", "/admin/news/1", "news-1"), NOW)?.values).toEqual(typed);

    clearDrafts(storage, "ann");
    expect(readDraft(storage, draftKey("ann", "/admin/news/1", "news-1"), NOW)).toBeNull();
    expect(readDraft(storage, draftKey("bo", "/admin/news/1", "news-1"), NOW)).not.toBeNull();
    clearDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem("csn:academy:completed:course-1")).toBe('["lesson-1"]');

    // Blocked storage (private mode): nothing kept, nothing thrown.
    expect(() => writeDraft(null, "k", draft(NOW))).not.toThrow();
    expect(readDraft(null, "k", NOW)).toBeNull();
  });
});

describe("every editor that asks before losing changes also keeps a draft", () => {
  // The guard keeps the draft of every form that joins it (useEditorForm); only these may opt out, with their reason.
  const OPTED_OUT = {
    "app/features/donations/components/admin/gift-form.tsx": "a donor's personal data",
  };

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
    });
  }

  it("opts out only where listed", () => {
    const root = process.cwd();
    const optedOut = sources(join(root, "app"))
      .filter((file) => /keepDraft:\s*false/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file))
      .filter((file) => file !== "app/components/admin/unsaved-changes.tsx");
    expect(optedOut.sort()).toEqual(Object.keys(OPTED_OUT).sort());
  });
});
