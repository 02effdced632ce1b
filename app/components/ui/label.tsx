import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

/**
 * A native `<label>`. Pass `htmlFor` (or wrap the control). `required` adds a visible asterisk that
 * screen readers skip: the control's own `required` attribute is what they announce.
 */
export function Label({
  className,
  children,
  required = false,
  ...props
}: ComponentPropsWithRef<"label"> & { required?: boolean }) {
  return (
    <label className={cn("text-sm font-semibold text-ink", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      ) : null}
    </label>
  );
}
