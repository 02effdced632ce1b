import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastInput, ToastItem } from "./toast-item";

const MAX_VISIBLE = 3;
const EXIT_ANIMATION_MS = 300;

// Module-level store: `toast()` works from any event handler or effect without a React context.
// Browser only: on the server this module is shared by every request, so nothing is ever stored there.
const EMPTY: ToastItem[] = [];
let items: ToastItem[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Shows a notification in the corner of the screen. A no-op on the server. */
export function toast(input: ToastInput): void {
  if (typeof window === "undefined") return;
  const item: ToastItem = { ...input, variant: input.variant ?? "default", id: nextId++, open: true };
  emit([...items.filter((existing) => existing.open).slice(-(MAX_VISIBLE - 1)), item]);
}

/** Closes a toast, lets its exit animation run, then forgets it. */
export function dismissToast(id: number): void {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  window.setTimeout(() => emit(items.filter((item) => item.id !== id)), EXIT_ANIMATION_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The Radix toast code is fetched only when the first toast is shown, so pages that never show one
// (most first visits) do not pay for it.
const ToastViewport = lazy(() => import("./toast-viewport"));

/** Render once, in the root layout. Renders nothing on the server and during hydration. */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport items={list} onDismiss={dismissToast} />
    </Suspense>
  );
}
