import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import appStylesheet from "~/app.css?url";
import { canInlineStylesheet, InlineStylesheetProvider } from "~/components/layout/app-stylesheet";
import { ErrorReferenceProvider } from "~/components/layout/error-reference";
import { siteContext } from "~/context";
import { DATABASE_UNAVAILABLE_STATUS_TEXT, isDatabaseUnavailable } from "~/utils/database-unavailable";
import { NonceProvider } from "~/utils/nonce";

export const streamTimeout = 5_000;

/**
 * The built stylesheet's text, read once, for the page to carry it inline
 * (components/layout/app-stylesheet.tsx). Development (Vite serves the stylesheet itself) and a
 * file that cannot be read keep the `<link>`.
 */
let stylesheetText: string | null | undefined;
function inlineStylesheet(buildDir: string): string | null {
  if (stylesheetText !== undefined) return stylesheetText;
  stylesheetText = null;
  if (import.meta.env.PROD) {
    try {
      const text = readFileSync(path.resolve(process.cwd(), buildDir, "client", `.${appStylesheet}`), "utf8");
      if (canInlineStylesheet(text)) stylesheetText = text;
    } catch {
      // Served as a file instead.
    }
  }
  return stylesheetText;
}

/** Requests (by their request context) that failed because the database could not be reached. */
const databaseUnavailable = new WeakSet<object>();

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { logger, dontCache } = context.get(siteContext);
  if (isDatabaseUnavailable(error)) {
    databaseUnavailable.add(context);
    logger.warn({ err: { message: (error as Error).message } }, "the database could not be reached");
    return;
  }
  if (error instanceof Response) return;
  // React Router's own refusals (a POST to a page without an action: 405) are the client's
  // mistake: one line, without the message (it repeats the address) or a stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, reason: error.statusText }, "refused a request the page cannot answer");
    return;
  }
  logger.error({ err: error }, "unexpected error while handling a request");
  // A deferred value that failed still leaves a page (with its error in place): never served to others.
  dontCache();
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page whose data could not be read because the database is down: React Router renders
  // the thrown Response as a 503 at the root ErrorBoundary (the friendly "try again" page).
  // (Once only: the second render, with that 503, must go through.)
  if (databaseUnavailable.has(loadContext) && responseStatusCode === 500) {
    throw new Response(null, { status: 503, statusText: DATABASE_UNAVAILABLE_STATUS_TEXT });
  }
  const { env, logger, nonce, requestId, dontCache } = loadContext.get(siteContext);
  const stylesheet = inlineStylesheet(env.BUILD_DIR);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Stops a render that is still waiting for data past the stream timeout. Cleared once
    // everything is rendered: the timer's closure holds the whole render (its data, the router
    // and its route matchers), and kept for its full delay after every page it held about 100 MB
    // under the bench's load (heap snapshot, issue 20).
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    let allRendered = false;
    const rendered = () => {
      allRendered = true;
      clearTimeout(abortTimer);
    };
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetProvider value={stylesheet}>
          <ErrorReferenceProvider value={requestId}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ErrorReferenceProvider>
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          if (readyOption === "onAllReady") rendered();
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        ...(readyOption === "onAllReady" ? {} : { onAllReady: rendered }),
        onShellError(error: unknown) {
          rendered();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; those before it reach the error boundary.
          if (shellRendered) {
            logger.error({ err: error }, "error while streaming a page");
            dontCache();
          }
        },
      },
    );
    if (!allRendered) abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}
