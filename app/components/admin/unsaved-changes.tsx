import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { useBlocker, useFetchers, useNavigation, type Location } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { clearDrafts, draftStorage } from "./kept-draft";
import { useKeptDrafts, type DraftKeeper } from "./kept-draft-offer";

/**
 * Issue 18 (items 4 and 6): every editor form asks before its changes are thrown away, and sends
 * itself once. One guard for the whole back office (React Router allows one blocker at a time),
 * which the editors' forms join with `useEditorForm()`.
 *
 * - Unsaved changes: a form's values are compared with what they were when the admin first
 *   touched it (rich text writes into a hidden input, so it counts too). Leaving for another page
 *   inside the site (a link, Cancel, Back) opens a dialog; closing or reloading the tab gets the
 *   browser's own question (`beforeunload`). A save that succeeded makes the saved values the new
 *   starting point; one the server refused leaves the form "changed", and so does a Preview
 *   (`intent=preview`, the page-copy editors), which saves nothing.
 * - Double submission: a second submit of a form whose first one is still on its way is dropped
 *   (the submit button shows its pending label meanwhile). Creates are also guarded on the server.
 * - Kept drafts (issue 39 part 4, ADR 0053): what is typed is also kept in this browser, per signed-in
 *   staff member (`draftOwner`), and offered back when the editor opens again after a crash or a
 *   closed tab (kept-draft-offer.tsx). An accepted save or "Leave without saving" removes it; signing
 *   out removes every draft. Every form that joins the guard keeps drafts, so no editor can forget to.
 */

interface Entry {
  /** The values when the admin first focused or pressed inside the form; null until then. */
  snapshot: string | null;
  /** Set by the submit event; cleared when the request settles, or soon if none started (validation stopped it). */
  submitting: boolean;
  started: boolean;
  /** The values of the submission under way (to tell a second click from a corrected form). */
  sentValues: string | null;
  /** The answer was accepted (see `reloading`). */
  saved: boolean;
  /** Sent by a Preview button: an accepted answer shows the preview and saves nothing. */
  previewing: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** The form's kept draft (null when it keeps none). */
  keeper: DraftKeeper | null;
}

interface Guard {
  register: (form: HTMLFormElement, keepDraft: boolean) => () => void;
  /** Before closing an editor that is not a page of its own (a dialog): true when nothing would be lost or the admin chose to leave. */
  confirmDiscard: () => Promise<boolean>;
}

const GuardContext = createContext<Guard | null>(null);

/** The form's values as one comparable string (files by name and size). */
export function serializeForm(form: HTMLFormElement): string {
  const pairs: string[] = [];
  for (const [name, value] of new FormData(form)) {
    pairs.push(`${name}=${typeof value === "string" ? value : `file:${value.name}:${value.size}`}`);
  }
  return JSON.stringify(pairs);
}

/**
 * What the form held as the server sent it (the elements' default values), for a form the admin
 * was already typing in before the page's JavaScript had loaded.
 */
function serializeDefaults(form: HTMLFormElement): string {
  const pairs: string[] = [];
  for (const element of Array.from(form.elements)) {
    if (!("name" in element) || !element.name || ("disabled" in element && element.disabled)) continue;
    const name = String(element.name);
    if (element instanceof HTMLInputElement) {
      if (["submit", "button", "image", "reset"].includes(element.type)) continue;
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.defaultChecked) pairs.push(`${name}=${element.value}`);
      } else if (element.type === "file") pairs.push(`${name}=file::0`);
      else pairs.push(`${name}=${element.defaultValue}`);
    } else if (element instanceof HTMLTextAreaElement) pairs.push(`${name}=${element.defaultValue}`);
    else if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      const chosen = options.filter((option) => option.defaultSelected);
      for (const option of chosen.length > 0 || element.multiple ? chosen : options.slice(0, 1)) {
        pairs.push(`${name}=${option.value}`);
      }
    }
  }
  return JSON.stringify(pairs);
}

function isDirty(form: HTMLFormElement, entry: Entry) {
  return entry.snapshot !== null && !entry.submitting && form.isConnected && serializeForm(form) !== entry.snapshot;
}

/** The name of Conform's own submit button (`INTENT` in @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

/** The page-copy editors' Preview button (`intent=preview`): its answer is a preview, not a save. */
function isPreview(submitter: HTMLElement | null) {
  return submitter?.getAttribute("name") === "intent" && submitter.getAttribute("value") === "preview";
}

/** When the request a submit started has had time to begin, a submit that began none (the browser-side check stopped it) is forgotten. */
const NO_REQUEST_AFTER_MS = 1000;

/** The request is over: a save that was accepted makes the saved values the starting point. */
function settle(form: HTMLFormElement, entry: Entry) {
  if (entry.timer) clearTimeout(entry.timer);
  if (entry.saved) {
    if (form.isConnected) entry.snapshot = serializeForm(form);
    entry.keeper?.saved();
  }
  Object.assign(entry, { submitting: false, started: false, saved: false, previewing: false, timer: null });
}

/** Follows the requests the sent forms started (see the effect that calls it). */
function track(registry: Map<HTMLFormElement, Entry>, busy: boolean, reloading: boolean) {
  for (const [form, entry] of registry) {
    if (!entry.submitting) continue;
    if (busy) {
      entry.started = true;
      if (reloading && !entry.previewing) entry.saved = true;
    } else if (entry.started) settle(form, entry);
  }
}

/** Another page, not the same page with a new #anchor or a form posting to itself. */
function leavesPage(current: Location, next: Location) {
  return current.pathname !== next.pathname || current.search !== next.search;
}

/** Where signing out posts (the account menus); the drafts kept in this browser go with the session. */
const SIGN_OUT_PATH = "/auth/sign-out";

export function UnsavedChangesGuard({ children, draftOwner }: { children: ReactNode; draftOwner: string | null }) {
  const formsRef = useRef(new Map<HTMLFormElement, Entry>());
  const { attach: attachDraft, banners: draftBanners } = useKeptDrafts(draftOwner);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");

  const anyDirty = useCallback(() => {
    for (const [form, entry] of formsRef.current) if (isDirty(form, entry)) return true;
    return false;
  }, []);

  // The dialog has no trigger of its own: when it closes, focus goes back to what was used to leave (Cancel, a link).
  const returnFocusRef = useRef<Element | null>(null);
  const askedBy = useCallback(() => {
    returnFocusRef.current = document.activeElement;
    return true;
  }, []);
  // Set for the moment a form is being sent: sending is saving, not leaving, wherever the form posts.
  const sendingRef = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    !sendingRef.current && leavesPage(currentLocation, nextLocation) && anyDirty() ? askedBy() : false,
  );

  // A request in flight marks the forms that were sent; once everything is idle again they settle.
  // A submission that reaches its "loading" phase was accepted: the action redirected or succeeded and
  // the page reloads its data (React Router skips that reload after a 4xx/5xx answer).
  const reloading =
    (navigation.state === "loading" && Boolean(navigation.formMethod)) ||
    fetchers.some((fetcher) => fetcher.state === "loading" && Boolean(fetcher.formMethod));
  useEffect(() => {
    track(formsRef.current, busy, reloading);
  }, [busy, reloading]);

  useEffect(() => {
    const registry = formsRef.current;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (new URL(form.getAttribute("action") ?? "", window.location.href).pathname === SIGN_OUT_PATH)
        clearDrafts(draftStorage());
      // Conform checks a field on blur by submitting through a hidden button of its own, which it stops
      // before anything is sent: that is not a submission.
      if (event.submitter?.getAttribute("name") === CONFORM_INTENT) return;
      // A GET form (a search, a picker) only moves to another page, and is asked about like a link.
      if (form.method !== "get") {
        sendingRef.current = true;
        setTimeout(() => {
          sendingRef.current = false;
        });
      }
      const entry = registry.get(form);
      if (!entry) return;
      const values = serializeForm(form);
      if (entry.submitting) {
        // Already on its way (a double click, Enter pressed twice: the same values again): not sent.
        // With other values and no request started, the browser-side check refused the last submit
        // and this is the corrected form: it goes. (Relying only on the check's marks below dropped
        // a quick corrected submit when the marks were drawn after that look: CI, issue 20.)
        if (entry.started || values === entry.sentValues) {
          event.preventDefault();
          event.stopImmediatePropagation();
          return;
        }
        settle(form, entry);
      }
      entry.snapshot ??= values;
      // The draft holds what is sent: a save the server refuses leaves it there.
      entry.keeper?.flush();
      Object.assign(entry, {
        submitting: true,
        started: false,
        saved: false,
        previewing: isPreview(event.submitter),
        sentValues: values,
      });
      entry.timer = setTimeout(() => {
        if (!entry.started) settle(form, entry);
      }, NO_REQUEST_AFTER_MS);
      // The browser-side check refused it (it marks the fields it refuses, in the same event): nothing
      // is on its way, so the corrected form can be sent at once, not only after the wait above.
      setTimeout(() => {
        if (!entry.started && form.querySelector('[aria-invalid="true"]')) settle(form, entry);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    // Capture on the document runs before React's own handler, so a dropped submit never reaches it.
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [anyDirty]);

  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);
  const guard = useMemo<Guard>(
    () => ({
      confirmDiscard: () =>
        anyDirty() && askedBy() ? new Promise<boolean>((resolve) => setAsking(() => resolve)) : Promise.resolve(true),
      register(form, keepDraft) {
        const entry: Entry = {
          snapshot: null,
          submitting: false,
          started: false,
          sentValues: null,
          saved: false,
          previewing: false,
          timer: null,
          keeper: keepDraft ? attachDraft(form) : null,
        };
        formsRef.current.set(form, entry);
        if (form.contains(document.activeElement)) entry.snapshot = serializeDefaults(form);
        // The starting point is taken on the first touch, after the page (and its rich text editor) has settled.
        const touch = () => {
          entry.snapshot ??= serializeForm(form);
        };
        form.addEventListener("focusin", touch);
        form.addEventListener("pointerdown", touch);
        return () => {
          form.removeEventListener("focusin", touch);
          form.removeEventListener("pointerdown", touch);
          if (entry.timer) clearTimeout(entry.timer);
          // Saved, and gone before the request settled (the save went back to the list).
          if (entry.saved) entry.keeper?.saved();
          entry.keeper?.detach();
          formsRef.current.delete(form);
        };
      },
    }),
    [anyDirty, askedBy, attachDraft],
  );

  const blocked = blocker.state === "blocked";
  const answer = (leave: boolean) => {
    if (leave) {
      for (const [form, entry] of formsRef.current) if (isDirty(form, entry)) entry.keeper?.discard();
    }
    if (blocked) {
      if (leave) blocker.proceed?.();
      else blocker.reset?.();
    }
    asking?.(leave);
    setAsking(null);
  };
  return (
    <GuardContext value={guard}>
      {children}
      {draftBanners}
      <Dialog open={blocked || asking !== null} onOpenChange={(open) => (open ? undefined : answer(false))}>
        {blocked || asking ? (
          <DialogContent
            role="alertdialog"
            closeLabel={null}
            onCloseAutoFocus={(event) => {
              const previous = returnFocusRef.current;
              returnFocusRef.current = null;
              if (previous instanceof HTMLElement && previous.isConnected) {
                event.preventDefault();
                previous.focus();
              }
            }}
          >
            <DialogHeader>
              <DialogTitle>Leave without saving?</DialogTitle>
              <DialogDescription>
                You have changes on this page that are not saved yet. If you leave now, they will be lost.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => answer(false)}>
                Keep editing
              </Button>
              <Button variant="danger" onClick={() => answer(true)}>
                Leave without saving
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </GuardContext>
  );
}

/**
 * Joins an editor's `<form>` to the guard: pass the result as the form's `ref` (with `alsoRef`, a ref
 * of the editor's own that should point at the form too). Outside the admin layout it only sets `alsoRef`.
 * The form's draft is kept in the browser too, unless `keepDraft: false` (for a form whose fields are
 * people's personal data; kept-draft.test.ts lists the forms allowed to say so).
 */
export function useEditorForm(alsoRef?: RefObject<HTMLFormElement | null>, { keepDraft = true } = {}) {
  const guard = useContext(GuardContext);
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (alsoRef) alsoRef.current = form;
      if (!form) return;
      const unregister = guard?.register(form, keepDraft);
      return () => {
        if (alsoRef) alsoRef.current = null;
        unregister?.();
      };
    },
    [guard, alsoRef, keepDraft],
  );
}

/** For an editor in a dialog: ask before closing it would throw changes away (resolves true to close). */
export function useConfirmDiscard() {
  const guard = useContext(GuardContext);
  return useCallback(() => guard?.confirmDiscard() ?? Promise.resolve(true), [guard]);
}
