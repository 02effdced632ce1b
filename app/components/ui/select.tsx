import { ChevronDown } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";
import { controlClasses } from "./field-styles";

/**
 * A styled native `<select>`: it posts with forms before JavaScript loads and opens the phone's own
 * picker, which is easier to use on a small screen than any custom listbox.
 */
export function NativeSelect({
  className,
  wrapperClassName,
  children,
  ...props
}: ComponentPropsWithRef<"select"> & { wrapperClassName?: string }) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <select className={cn(controlClasses, "h-11 cursor-pointer appearance-none py-2 pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
