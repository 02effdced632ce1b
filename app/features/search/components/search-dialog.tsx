import { ArrowRight, Loader2, Search, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogTitle, overlayClasses } from "~/components/ui/dialog";
import { cn } from "~/utils/misc";
import { SEARCH_KIND_LABELS, type SearchData, type SearchHit } from "../kinds";
import { MAX_QUERY_LENGTH } from "../query";
import { SnippetText } from "./snippet-text";

/** Wait this long after the last key press before searching. */
const DEBOUNCE_MS = 150;

const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/**
 * The header's search dialog (loaded lazily by `SearchDialogHost`): search as you type, results
 * grouped by kind. The WAI-ARIA combobox pattern: focus stays in the text box, the arrow keys move
 * the active result (`aria-activedescendant`), Enter opens it, Escape closes the dialog.
 */
export default function SearchDialog({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back where it was (the dialog is opened without a Radix trigger). */
  onClosed: () => void;
}) {
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(-1);
  const fetcher = useFetcher<SearchData>();
  const navigate = useNavigate();
  const listboxId = useId();
  const statusId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const { load } = fetcher;

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed || trimmed.length > MAX_QUERY_LENGTH) return;
    const timer = window.setTimeout(() => {
      void load(`${searchPageUrl(trimmed)}&view=dialog`);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, load]);

  // While the next answer is on its way the previous results stay (no flicker between key presses).
  const isTooLong = trimmed.length > MAX_QUERY_LENGTH;
  const data = trimmed && !isTooLong ? (fetcher.data ?? null) : null;
  const groups = useMemo(() => data?.groups ?? [], [data]);
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const isSearching = Boolean(trimmed) && !isTooLong && (data?.query !== trimmed || fetcher.state === "loading");

  // A new set of results starts with nothing active (state adjusted during render).
  const [lastHits, setLastHits] = useState(hits);
  if (lastHits !== hits) {
    setLastHits(hits);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // optionId is derived from the stable listboxId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function openHit(hit: SearchHit) {
    onOpenChange(false);
    void navigate(hit.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (hits.length === 0) return;
      event.preventDefault();
      // Wraps around at both ends.
      setActiveIndex((index) =>
        event.key === "ArrowDown"
          ? index >= hits.length - 1
            ? 0
            : index + 1
          : index <= 0
            ? hits.length - 1
            : index - 1,
      );
      return;
    }
    if (event.key === "Enter" && activeIndex >= 0 && hits[activeIndex]) {
      event.preventDefault();
      openHit(hits[activeIndex]);
    }
  }

  let status: string;
  if (!trimmed) status = "Type to search projects, campaigns, courses, news and pages.";
  else if (isTooLong) status = `That search is too long. Please use ${MAX_QUERY_LENGTH} characters or fewer.`;
  else if (isSearching && !data) status = "Searching…";
  else if (data?.status === "error") status = "Search is not working right now. Please try again in a minute.";
  else if (data && data.total === 0) status = `Nothing matched “${data.query}”. Try fewer words or another spelling.`;
  else if (data)
    status =
      data.total === 1
        ? "1 result. Use the arrow keys to choose it."
        : `${data.total} results. Use the arrow keys to choose one.`;
  else status = "";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          aria-describedby={statusId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className={cn(
            "fixed top-2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden",
            "rounded-lg bg-white shadow-raised focus:outline-none sm:top-[10vh] sm:max-h-[80vh]",
            "data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in",
          )}
        >
          <DialogTitle className="sr-only">Search the site</DialogTitle>
          <Form
            method="get"
            action="/search"
            role="search"
            className="flex items-center gap-2 border-b border-line px-3 py-2 sm:px-4"
            onSubmit={() => onOpenChange(false)}
          >
            {isSearching ? (
              <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-700" />
            ) : (
              <Search aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            )}
            <input
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              role="combobox"
              aria-label="Search the site"
              aria-expanded={hits.length > 0}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="Search projects, campaigns, courses, news…"
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
            />
            <RadixDialog.Close
              aria-label="Close search"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-brand-50 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </Form>

          <p id={statusId} role="status" className={cn("px-4 pt-3 text-sm text-muted", hits.length > 0 && "sr-only")}>
            {status}
          </p>

          <div
            id={listboxId}
            role="listbox"
            aria-label="Search results"
            hidden={groups.length === 0}
            className="min-h-0 flex-1 overflow-y-auto px-2 pb-2"
          >
            {groups.map((group, groupIndex) => {
              // Options are numbered across the groups, in the order the arrow keys visit them.
              const offset = groups.slice(0, groupIndex).reduce((sum, previous) => sum + previous.hits.length, 0);
              const labels = SEARCH_KIND_LABELS[group.kind];
              const headingId = `${listboxId}-${group.kind}`;
              return (
                <div key={group.kind} role="group" aria-labelledby={headingId} className="pt-3">
                  <div id={headingId} className="px-2 pb-1 text-xs font-bold tracking-widest text-muted uppercase">
                    {labels.group} <span className="font-semibold">({group.total})</span>
                  </div>
                  {group.hits.map((hit, hitIndex) => {
                    const index = offset + hitIndex;
                    const isActive = index === activeIndex;
                    return (
                      <Link
                        key={hit.id}
                        id={optionId(index)}
                        to={hit.url}
                        role="option"
                        aria-selected={isActive}
                        tabIndex={-1}
                        onClick={() => onOpenChange(false)}
                        onPointerMove={() => {
                          if (!isActive) setActiveIndex(index);
                        }}
                        className={cn(
                          "flex flex-col gap-1 rounded-md px-2 py-2.5 text-left",
                          isActive ? "bg-brand-50 shadow-[inset_3px_0_0_var(--color-accent-500)]" : "hover:bg-brand-50",
                        )}
                      >
                        <span className="flex flex-wrap items-center gap-2">
                          <span id={`${optionId(index)}-title`} className="font-semibold text-brand-800">
                            {hit.title}
                          </span>
                          <Badge id={`${optionId(index)}-kind`} tone="brand">
                            {labels.badge}
                          </Badge>
                        </span>
                        {hit.snippet.length ? (
                          <span id={`${optionId(index)}-snippet`} className="line-clamp-2 text-sm text-ink/80">
                            <SnippetText parts={hit.snippet} />
                          </span>
                        ) : null}
                      </Link>
                    );
                  })}
                </div>
              );
            })}
          </div>

          {trimmed && !isTooLong ? (
            <div className="border-t border-line px-4 py-3">
              <Link
                to={searchPageUrl(trimmed)}
                onClick={() => onOpenChange(false)}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                See all results for “{trimmed}”
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </Dialog>
  );
}
