import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "~/utils/misc";

export function Container({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/** A page section with an optional eyebrow, heading and lead paragraph. */
export function Section({
  eyebrow,
  title,
  lead,
  titleId,
  className,
  children,
  tone = "plain",
}: {
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  titleId?: string;
  className?: string;
  children?: ReactNode;
  tone?: "plain" | "sand" | "brand";
}) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cn(
        "py-14 sm:py-20",
        tone === "sand" && "bg-sand",
        tone === "brand" && "bg-brand-800 text-white",
        className,
      )}
    >
      <Container>
        {title ? (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow ? (
              <p
                className={cn(
                  "mb-2 text-sm font-semibold tracking-widest uppercase",
                  tone === "brand" ? "text-accent-200" : "text-accent-700",
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 id={titleId} className={cn("text-3xl font-semibold sm:text-4xl", tone === "brand" && "text-white")}>
              {title}
            </h2>
            {lead ? (
              <p className={cn("mt-4 text-lg", tone === "brand" ? "text-brand-50" : "text-muted")}>{lead}</p>
            ) : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
