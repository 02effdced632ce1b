import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

/** A modal dialog (Radix): focus is trapped inside, Escape and the close button dismiss it, focus returns to the trigger. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export const overlayClasses =
  "fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out";

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** Accessible name of the corner close button; `null` hides it (then render a `DialogClose` yourself). */
  closeLabel?: string | null;
}

/**
 * Always render a `DialogTitle` inside. Without a `DialogDescription`, pass `aria-describedby={undefined}`.
 */
export function DialogContent({ className, children, closeLabel = "Close", ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto",
          "rounded-lg bg-white p-6 shadow-raised focus:outline-none",
          "data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in",
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
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("text-xl font-semibold text-ink sm:text-2xl", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("text-base text-muted", className)} {...props} />;
}

/** Action row: stacked full-width buttons on phones, right-aligned on wider screens. */
export function DialogFooter({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)} {...props} />;
}
