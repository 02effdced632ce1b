import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

/**
 * A native checkbox (it posts `name=value` with the form, no JavaScript needed), sized for touch and
 * tinted with the brand colour. Pair it with a `<label>`; `CheckboxField` in forms/ does that.
 */
export function Checkbox({ className, ...props }: Omit<ComponentPropsWithRef<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded-sm border-line-strong accent-brand-700",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
