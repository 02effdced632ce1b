import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";
import { overlayClasses } from "./dialog";

/** A side panel: a Radix modal dialog that slides in from the left or right edge. */
export const Sheet = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;

const sides = {
  right:
    "inset-y-0 right-0 border-l data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right",
  left: "inset-y-0 left-0 border-r data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left",
} as const;

export interface SheetContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  side?: keyof typeof sides;
  /** Accessible name of the corner close button; `null` hides it (then render a `SheetClose` yourself). */
  closeLabel?: string | null;
}

/** Always render a `SheetTitle` inside. Without a `SheetDescription`, pass `aria-describedby={undefined}`. */
export function SheetContent({
  side = "right",
  className,
  children,
  closeLabel = "Close",
  ...props
}: SheetContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(
          "fixed z-50 flex h-dvh w-[min(22rem,calc(100vw-2.5rem))] flex-col overflow-y-auto overscroll-contain border-line bg-white shadow-raised focus:outline-none",
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel ? (
          <RadixDialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted transition-colors hover:bg-brand-50 hover:text-ink"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-6" />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("text-sm text-muted", className)} {...props} />;
}
