import { createContext, useContext } from "react";

/**
 * The site's stylesheet, written into the page itself (issue 20). A phone on a slow network
 * paints once the HTML has arrived, instead of one more round trip later for the stylesheet,
 * which also no longer shares the first moments' bandwidth with the scripts. It costs about
 * 12 KB (Brotli) in every full page load; moving between pages in the site loads no HTML.
 *
 * The server render is given the text (entry.server.tsx, production builds only). In the browser
 * the text is read back from the page, never shipped in a script, so hydration draws the very
 * element the server sent. Where nothing was inlined (development, or a build whose file could not
 * be read) it is the usual `<link>`.
 */
const InlineStylesheetContext = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

const STYLE_ID = "app-stylesheet";

/** What the server wrote into this page, read once: the element keeps it from then on. */
let inlinedInPage: string | null | undefined;
function readInlinedStylesheet(): string | null {
  inlinedInPage ??= document.getElementById(STYLE_ID)?.textContent ?? null;
  return inlinedInPage;
}

export function AppStylesheet({ href }: { href: string }) {
  const serverText = useContext(InlineStylesheetContext);
  const text = typeof document === "undefined" ? serverText : readInlinedStylesheet();
  if (text === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style id={STYLE_ID} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * Whether a stylesheet can be written into a `<style>` element as it is: a `</style` inside it
 * would end the element early.
 */
export function canInlineStylesheet(text: string): boolean {
  return !/<\/style/i.test(text);
}
