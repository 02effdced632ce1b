import { CheckCircle2, CircleAlert, Info, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useState } from "react";
import { cn } from "~/utils/misc";
import { TOAST_DURATION_MS, type ToastItem, type ToastVariant } from "./toast-item";

const variants: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  default: { box: "border-line bg-white", icon: Info, iconClass: "text-brand-700" },
  success: { box: "border-success-700/30 bg-success-50", icon: CheckCircle2, iconClass: "text-success-700" },
  destructive: { box: "border-danger-700/30 bg-danger-50", icon: CircleAlert, iconClass: "text-danger-700" },
};

const TYPING =
  "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select, [contenteditable=true]";

/**
 * Where toasts go: at the bottom, unless the field being typed in sits in the lower half of the
 * window (on a phone the keyboard pushes it there), then at the top, so a toast never covers the
 * field in focus (issue 18 item 10). Followed on focus changes, scrolling and resizing, but never
 * while a finger or the mouse is pressed: tapping a form's button moves the focus out of the field
 * at once, and a toast that jumped down under the finger then took the release, so the tap was
 * lost (seen on a phone-sized screen: "Add lesson" sent nothing). It moves once the tap is over.
 */
function useToastPlacement(): "top" | "bottom" {
  const [placement, setPlacement] = useState<"top" | "bottom">("bottom");
  useEffect(() => {
    let frame = 0;
    let pressed = false;
    const update = () => {
      cancelAnimationFrame(frame);
      if (pressed) return;
      frame = requestAnimationFrame(() => {
        const field = document.activeElement;
        const low =
          field instanceof HTMLElement &&
          field.matches(TYPING) &&
          field.getBoundingClientRect().bottom > window.innerHeight / 2;
        setPlacement(low ? "top" : "bottom");
      });
    };
    // The release and its click are one task, so the frame after the release comes after the click.
    const press = () => {
      pressed = true;
      cancelAnimationFrame(frame);
    };
    const release = () => {
      pressed = false;
      update();
    };
    update();
    const events = ["focusin", "focusout", "scroll", "resize"] as const;
    const options = { passive: true, capture: true };
    for (const name of events) window.addEventListener(name, update, options);
    window.addEventListener("pointerdown", press, options);
    window.addEventListener("pointerup", release, options);
    window.addEventListener("pointercancel", release, options);
    window.visualViewport?.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) window.removeEventListener(name, update, { capture: true });
      window.removeEventListener("pointerdown", press, { capture: true });
      window.removeEventListener("pointerup", release, { capture: true });
      window.removeEventListener("pointercancel", release, { capture: true });
      window.visualViewport?.removeEventListener("resize", update);
    };
  }, []);
  return placement;
}

/** The Radix part of the toaster; loaded lazily by `Toaster` in toast.tsx. */
export default function ToastViewport({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  const placement = useToastPlacement();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {items.map((item) => {
        const variant = variants[item.variant ?? "default"];
        const Icon = variant.icon;
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) onDismiss(item.id);
            }}
            // Errors interrupt the screen reader; confirmations wait politely.
            type={item.variant === "destructive" ? "foreground" : "background"}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-raised",
              "data-[state=closed]:animate-fade-out data-[state=open]:animate-toast-in",
              "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
              "data-[swipe=end]:animate-slide-out-right",
              variant.box,
            )}
          >
            <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", variant.iconClass)} />
            <div className="grid gap-1">
              <Toast.Title className="text-base font-semibold text-ink">{item.title}</Toast.Title>
              {item.description ? (
                <Toast.Description className="text-sm text-ink/80">{item.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-muted transition-colors hover:bg-black/5 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        label="Notifications ({hotkey})"
        data-placement={placement}
        className={cn(
          "pointer-events-none fixed inset-x-0 z-[60] m-0 flex list-none flex-col gap-3 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:p-6",
          placement === "top" ? "top-0" : "bottom-0",
        )}
      />
    </Toast.Provider>
  );
}
