import { ClipboardList, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";

export const APPLY_ANCHOR = "apply";

/** `?apply=1` opens the inline application; it is in the URL so it works (and can be linked) without JavaScript. */
export function isApplyOpen(search: URLSearchParams): boolean {
  return search.get("apply") === "1";
}

export function openApplyHref(pathname: string): string {
  return `${pathname}?apply=1#${APPLY_ANCHOR}`;
}

/**
 * The inline application of the Shield Fashion and LON Tax pages (part 1 §4): hidden until the
 * visitor asks for it, closed by 'Close Application'. Opening moves focus to the form's heading;
 * closing returns it to the button that opens it again.
 */
export function InlineApplication({
  isOpen,
  pathname,
  openLabel,
  title,
  lead,
  closedText,
  onOpenIntent,
  children,
}: {
  isOpen: boolean;
  pathname: string;
  openLabel: string;
  title: string;
  lead: string;
  closedText: string;
  /** Called when the pointer or focus reaches the button that opens the form (to fetch its code). */
  onOpenIntent?: () => void;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(isOpen);

  useEffect(() => {
    if (isOpen && !wasOpen.current) headingRef.current?.focus();
    if (!isOpen && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <section
      id={APPLY_ANCHOR}
      aria-labelledby="inline-application-title"
      className="scroll-mt-24 bg-brand-50 py-14 sm:py-16"
    >
      <Container className="max-w-4xl">
        <div className="rounded-xl border border-brand-100 bg-white p-5 shadow-card sm:p-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <ClipboardList aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2
                  id="inline-application-title"
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-2xl font-semibold focus:outline-none sm:text-3xl"
                >
                  {title}
                </h2>
                <p className="mt-2 text-muted">{isOpen ? lead : closedText}</p>
              </div>
            </div>
            {isOpen ? (
              <Link
                to={pathname}
                replace
                preventScrollReset
                className={buttonClasses({ variant: "outline", size: "sm", className: "self-start" })}
              >
                <X aria-hidden="true" />
                Close Application
              </Link>
            ) : null}
          </div>
          {isOpen ? (
            <div className="mt-8">{children}</div>
          ) : (
            <Link
              ref={openerRef}
              to={`${pathname}?apply=1`}
              onPointerEnter={onOpenIntent}
              onFocus={onOpenIntent}
              replace
              preventScrollReset
              className={buttonClasses({ size: "lg", className: "mt-6 w-full sm:w-auto" })}
            >
              {openLabel}
            </Link>
          )}
        </div>
      </Container>
    </section>
  );
}
