import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";
import { controlClasses } from "./field-styles";

/** A native `<input>`: posts with any `<Form>` and works before JavaScript loads. */
export function Input({ className, type = "text", ...props }: ComponentPropsWithRef<"input">) {
  return <input type={type} className={cn(controlClasses, "h-11 py-2", className)} {...props} />;
}
