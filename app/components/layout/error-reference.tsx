import { createContext, useContext, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The id of the request a server error page answers, for the visitor to quote to support (the
 * server's log lines carry the same id). It is given to the server render only, never put in
 * the page's data: a cached page must be the same bytes for every visitor.
 */
const ErrorReferenceContext = createContext<string | undefined>(undefined);

export const ErrorReferenceProvider = ErrorReferenceContext.Provider;

const REFERENCE_ATTRIBUTE = "data-error-reference";

/**
 * On the server, this request's id. In the browser, while the page the server rendered is
 * hydrated, the id it shows; an error met later, by navigating, has no reference of its own
 * here (its request's id would only be in a response header), so none is shown.
 */
function useErrorReference(): string | undefined {
  const fromServer = useContext(ErrorReferenceContext);
  const hydrated = useHydrated();
  const [reference] = useState(() => {
    if (fromServer !== undefined || typeof document === "undefined" || hydrated) return fromServer;
    return document.querySelector(`[${REFERENCE_ATTRIBUTE}]`)?.textContent ?? undefined;
  });
  return reference;
}

export function ErrorReference() {
  const reference = useErrorReference();
  if (!reference) return null;
  return (
    <p className="mt-8 text-sm text-muted">
      If this keeps happening, contact us and mention reference{" "}
      <code className="font-mono" {...{ [REFERENCE_ATTRIBUTE]: "" }}>
        {reference}
      </code>
      .
    </p>
  );
}
