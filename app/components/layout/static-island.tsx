import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
} from "react";
import { flushSync } from "react-dom";
import { useNavigate, type NavigateFunction } from "react-router";
import { loadedOnce } from "./lazy-part";

/**
 * A part of a page that has nothing to do in the browser: text, pictures and links, no state and
 * no handlers. Its code need not reach the browser on a first visit. The server renders it; when
 * the page hydrates, the island keeps the HTML the server sent and React leaves it alone, so the
 * visitor sees the same thing while the page loads a few kilobytes less script (issue 20's
 * budget; the framework itself is about 110 KB of the 130).
 *
 * The browser loads the component only when it must draw the island itself: after a client-side
 * navigation to the page. The route's client middleware awaits `preload()` beside the page's
 * data, so the page appears whole, as it would have with the code in the route's own file.
 *
 * Links in the kept HTML are plain anchors. Those React Router drew (`data-discover`) still open
 * without a full page load: the island follows them with the router, as `<Link>` would.
 *
 * The component comes only through `load`, a dynamic import, so it stays out of the route's own
 * file. The server starts that import when the route module loads, long before a request.
 *
 * With `wake`, the island is a form that comes alive on the visitor's first touch (a focus, a press,
 * a key): its code loads then, and the live form replaces the kept HTML with what was typed in the
 * meantime (forms/form-island.ts). Until then the form works as plain HTML, posting to the server.
 * A route whose island shows other props for other URLs gives it a `key` per URL.
 */
export function staticIsland<P extends object>(load: () => Promise<ComponentType<P>>, wake?: Wake) {
  const { preload, loaded, Lazy } = loadedOnce(load);

  function StaticIsland({ props, className = "contents" }: { props: P; className?: string }) {
    const id = useId();
    const navigate = useNavigate();
    const [keptHtml] = useState(() => serverHtml(id));
    const [awake, setAwake] = useState(false);
    const waking = useRef(false);
    const pendingSubmit = useRef<PendingSubmit | null>(null);
    useEffect(() => {
      appHydrated = true;
    }, []);

    if (keptHtml !== null && !awake) {
      const startWaking = (root: HTMLElement) => {
        if (!wake || waking.current) return;
        waking.current = true;
        void preload()
          .then(async () => {
            await wake.settle();
            wake.beforeSwap(root);
            const focused = pathTo(document.activeElement, root);
            // Drawn in this task, so no keystroke falls between reading the form and replacing it.
            flushSync(() => setAwake(true));
            refocus(focused, id);
            replaySubmit(pendingSubmit.current);
          })
          .catch(() => {
            waking.current = false; // offline: the plain form still posts; try again on the next touch
            submitNatively(pendingSubmit.current);
          })
          .finally(() => {
            pendingSubmit.current = null;
          });
      };
      // A form sent before its code has arrived (the visitor's first touch was the button, or Enter)
      // is sent by the live form once it is here, so it is checked and answered in the page; if the
      // code cannot load, the plain form posts as it would without JavaScript.
      const onSubmit = (event: FormEvent<HTMLElement>) => {
        const form = event.target;
        if (!wake || !(form instanceof HTMLFormElement) || !form.id) return;
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        pendingSubmit.current = { form, submitter: submitter ? [...form.elements].indexOf(submitter) : -1 };
        startWaking(event.currentTarget);
      };
      return (
        // The handlers only listen for what happens inside: links and form fields that are
        // interactive themselves (Enter on a link is a click too).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          key="kept"
          data-island={id}
          className={className}
          onClick={(event) => followRouterLink(event, navigate)}
          onFocusCapture={(event) => startWaking(event.currentTarget)}
          onPointerDownCapture={(event) => startWaking(event.currentTarget)}
          onKeyDownCapture={(event) => startWaking(event.currentTarget)}
          onSubmit={onSubmit}
          dangerouslySetInnerHTML={{ __html: keptHtml }}
          suppressHydrationWarning
        />
      );
    }
    const Component = loaded();
    return (
      <div key="live" data-island={id} className={className}>
        {Component ? (
          <Component {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return Object.assign(StaticIsland, { preload });
}

/**
 * A route's client middleware that loads its islands' code beside the page's data on a client-side
 * navigation, so the page is drawn whole (on the first page the code is not needed).
 */
export function preloadIslands(...islands: { preload: () => Promise<unknown> }[]) {
  return async <Result,>(_: unknown, next: () => Promise<Result>): Promise<Result> => {
    const code = Promise.all(islands.map((island) => island.preload()));
    const result = await next();
    await code;
    return result;
  };
}

/** How a form island comes alive (forms/form-island.ts). */
export interface Wake {
  /** Resolves when no press is under way (one begun on the kept HTML must end there). */
  settle: () => Promise<void>;
  /** Reads what the visitor typed in the kept HTML, just before the live form replaces it. */
  beforeSwap: (root: HTMLElement) => void;
}

/** A form sent from the kept HTML, and the index of the button that sent it (-1: Enter). */
interface PendingSubmit {
  form: HTMLFormElement;
  submitter: number;
}

/** Where `element` is inside `root`, as child indexes, or null. */
function pathTo(element: Element | null, root: Element): number[] | null {
  const path: number[] = [];
  for (let node = element; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return element && root.contains(element) && element !== root ? path : null;
}

/**
 * Puts the focus back on the element at the same place in the live island, if the swap left it
 * nowhere (the form puts it back itself on a field; a button, say, would lose it).
 */
function refocus(path: number[] | null, id: string) {
  if (!path || (document.activeElement && document.activeElement !== document.body)) return;
  let node: Element | undefined | null = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement) node.focus({ preventScroll: true });
}

function replaySubmit(pending: PendingSubmit | null) {
  if (!pending) return;
  const form = document.getElementById(pending.form.id);
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = pending.submitter >= 0 ? form.elements[pending.submitter] : undefined;
  form.requestSubmit(
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
  );
}

function submitNatively(pending: PendingSubmit | null) {
  if (pending?.form.isConnected) HTMLFormElement.prototype.submit.call(pending.form);
}

/** False until the first page has hydrated; islands drawn after that have no server HTML to keep. */
let appHydrated = false;

/** True in the browser while the first page hydrates (read it once, in a state initializer). */
export const isHydrating = () => typeof document !== "undefined" && !appHydrated;

/**
 * The island's HTML as the server sent it, read while React hydrates (before it touches the DOM),
 * or null when there is none to keep (on the server, after a client-side navigation).
 * `useId` gives the island the same id on both sides.
 */
function serverHtml(id: string): string | null {
  if (typeof document === "undefined" || appHydrated) return null;
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

/** Opens a link React Router drew inside kept HTML the way `<Link>` would: without reloading the page. */
export function followRouterLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as Element).closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if (!anchor.hasAttribute("data-discover") || anchor.hasAttribute("download")) return;
  if (anchor.target && anchor.target !== "_self") return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const to = url.pathname + url.search + url.hash;
  // As <Link> does: a link to the page already shown replaces it in the history. A link drawn with
  // `replace` or `preventScrollReset` says so in data attributes (the kept HTML has no props).
  const here = window.location.pathname + window.location.search + window.location.hash;
  void navigate(to, {
    replace: to === here || anchor.hasAttribute("data-replace"),
    preventScrollReset: anchor.hasAttribute("data-prevent-scroll-reset"),
  });
}
