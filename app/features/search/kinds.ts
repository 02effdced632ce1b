/** What site search can find (issue 8), in the order the groups are shown. */
export const SEARCH_KINDS = [
  "page",
  "project",
  "campaign",
  "course",
  "news",
  "newsletter",
  "completed-campaign",
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Group headings (plural) and the badge on each result (singular). */
export const SEARCH_KIND_LABELS: Record<SearchKind, { group: string; badge: string }> = {
  page: { group: "Pages", badge: "Page" },
  project: { group: "Business projects", badge: "Project" },
  campaign: { group: "Helping Hand campaigns", badge: "Campaign" },
  course: { group: "Academy courses", badge: "Course" },
  news: { group: "News", badge: "News" },
  newsletter: { group: "Newsletters", badge: "Newsletter" },
  "completed-campaign": {
    group: "Completed campaigns",
    badge: "Completed campaign",
  },
};

/** A piece of a result's snippet; `isMatch` pieces are the words that matched (shown in `<mark>`). */
export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  /** Unique within its kind. */
  id: string;
  title: string;
  url: string;
  snippet: SnippetPart[];
}

export interface SearchGroup {
  kind: SearchKind;
  /** Every match of this kind, of which `hits` are the best ranked. */
  total: number;
  hits: SearchHit[];
}

export type SearchStatus = "empty" | "too-long" | "ok" | "error";

/** What the /search loader answers, to the search page and to the header's search dialog. */
export interface SearchData {
  query: string;
  status: SearchStatus;
  groups: SearchGroup[];
  total: number;
}

/** How many results of each kind: a few while typing in the dialog, more on the page. */
export const DIALOG_RESULTS_PER_KIND = 5;
export const PAGE_RESULTS_PER_KIND = 20;
