import { useCallback, useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "~/components/ui/button";
import { useFormatDateTime } from "./format";
import {
  draftKey,
  draftOffer,
  draftStorage,
  dropExpiredDrafts,
  fillFields,
  firstField,
  readDraft,
  readFields,
  removeDraft,
  sameValues,
  timeAgo,
  writeDraft,
} from "./kept-draft";

/**
 * Issue 39 part 4 (ADR 0053): the kept draft of an editor form, run by the unsaved-changes guard for
 * every form that joins it (`useEditorForm`), so no editor has anything to add or to forget.
 *
 * While the staff member types, the form's kept fields are written to localStorage a moment after
 * the last change (and at once when the tab is hidden or closed, and before a submit). An accepted
 * save, or "Leave without saving", removes the draft. When the editor opens again and a draft holds
 * something other than what is saved, a banner at the top of its fields offers it back.
 */
export interface DraftKeeper {
  /** The save was accepted: what is in the form is saved, and the draft goes. */
  saved: () => void;
  /** The staff member chose to leave without saving: the draft goes too. */
  discard: () => void;
  /** Writes what is typed now, at once (a submit is starting). */
  flush: () => void;
  detach: () => void;
}

interface Offer {
  id: number;
  container: HTMLElement;
  at: number;
  savedSince: boolean;
  restore: () => void;
  discard: () => void;
}

/** The pause after the last keystroke before the draft is written. */
const WRITE_AFTER_MS = 400;
/** What can change a form's values: typing, picking, pasting, and the rich text editor's keys and toolbar. */
const CHANGE_EVENTS = ["input", "change", "keyup", "click", "paste", "cut", "drop"] as const;

let nextOfferId = 1;

function keepDraft(
  form: HTMLFormElement,
  owner: string,
  show: { offer: (offer: Offer) => void; withdraw: (offer: Offer) => void },
): DraftKeeper {
  const storage = draftStorage();
  const key = draftKey(owner, window.location.pathname, form.id || "form");
  // What the server sent: the starting point of a draft, and what a kept draft is compared with.
  let base = readFields(form, "saved");
  let timer: ReturnType<typeof setTimeout> | null = null;
  let offered: Offer | null = null;
  let stopped = false;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const write = () => {
    cancel();
    // While an older draft is offered it is kept as it is, until the staff member restores or discards it.
    if (offered || stopped || !form.isConnected) return;
    const values = readFields(form, "current");
    if (sameValues(values, base)) removeDraft(storage, key);
    else writeDraft(storage, key, { version: 1, at: Date.now(), base, values });
  };
  const schedule = () => {
    cancel();
    timer = setTimeout(write, WRITE_AFTER_MS);
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") write();
  };
  for (const type of CHANGE_EVENTS) form.addEventListener(type, schedule);
  window.addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", onVisibility);

  const withdraw = () => {
    if (!offered) return;
    const offer = offered;
    offered = null;
    show.withdraw(offer);
    offer.container.remove();
  };

  const found = draftOffer(readDraft(storage, key, Date.now()), base);
  if (!found) removeDraft(storage, key);
  else {
    const container = bannerContainer(form);
    // The focused button goes with the banner: the focus moves to the form first.
    const withdrawKeepingFocus = (target: HTMLElement | null) => {
      target?.focus();
      withdraw();
    };
    const offer: Offer = {
      id: nextOfferId++,
      container,
      at: found.draft.at,
      savedSince: found.savedSince,
      restore() {
        const changed = fillFields(form, found.draft.values);
        withdrawKeepingFocus(changed ?? firstField(form));
        // Kept again as restored, now starting from what is saved today.
        write();
      },
      discard() {
        removeDraft(storage, key);
        withdrawKeepingFocus(firstField(form));
      },
    };
    offered = offer;
    show.offer(offer);
  }

  return {
    saved() {
      cancel();
      withdraw();
      removeDraft(storage, key);
      if (form.isConnected) base = readFields(form, "current");
    },
    discard() {
      cancel();
      // An older draft still on offer was not what was left unsaved: it stays for next time.
      if (offered) return;
      stopped = true;
      removeDraft(storage, key);
    },
    flush: write,
    detach() {
      cancel();
      for (const type of CHANGE_EVENTS) form.removeEventListener(type, schedule);
      window.removeEventListener("pagehide", write);
      document.removeEventListener("visibilitychange", onVisibility);
      withdraw();
    },
  };
}

/** A place for the banner inside the form, just above its first field (after its heading and errors). */
function bannerContainer(form: HTMLFormElement): HTMLElement {
  const container = document.createElement("div");
  const display = getComputedStyle(form).display;
  // A flex or grid form spaces its children itself.
  if (!/flex|grid/.test(display)) container.className = "my-4";
  let anchor: Element | null = firstField(form);
  while (anchor && anchor.parentElement !== form) anchor = anchor.parentElement;
  if (anchor) form.insertBefore(container, anchor);
  else form.prepend(container);
  return container;
}

/**
 * The guard's part: `attach(form)` starts keeping a form's draft (null when no one is signed in,
 * or the editor does not keep drafts); `banners` are the offers to render inside the guard.
 */
export function useKeptDrafts(owner: string | null) {
  const [offers, setOffers] = useState<Offer[]>([]);
  useEffect(() => {
    dropExpiredDrafts(draftStorage(), Date.now());
  }, []);
  const attach = useCallback(
    (form: HTMLFormElement): DraftKeeper | null =>
      owner
        ? keepDraft(form, owner, {
            offer: (offer) => setOffers((current) => [...current, offer]),
            withdraw: (offer) => setOffers((current) => current.filter((other) => other !== offer)),
          })
        : null,
    [owner],
  );
  const banners: ReactNode = offers.map((offer) =>
    createPortal(<KeptDraftBanner offer={offer} />, offer.container, String(offer.id)),
  );
  return { attach, banners };
}

function KeptDraftBanner({ offer }: { offer: Offer }) {
  const formatDateTime = useFormatDateTime();
  // The live region is in the page before its words arrive, so screen readers announce them.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 100);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status">
      {now === null ? null : (
        <div className="flex flex-col gap-3 rounded-md border border-accent-300 bg-accent-50 p-4 text-ink">
          <div className="flex flex-col gap-1">
            <p className="font-semibold">
              You have unsaved changes from {formatDateTime(new Date(offer.at))} ({timeAgo(offer.at, now)}).
            </p>
            <p className="text-sm">
              {offer.savedSince
                ? "This was saved again after you made them, by you or someone else. Restoring puts your changes back in the form in place of what is saved now."
                : "They were kept in this browser when the page closed before they were saved."}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button size="sm" onClick={offer.restore}>
              Restore them
            </Button>
            <Button size="sm" variant="outline" onClick={offer.discard}>
              Discard
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
