import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";
import { controlClasses } from "./field-styles";

export function Textarea({ className, rows = 5, ...props }: ComponentPropsWithRef<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, "min-h-24 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
