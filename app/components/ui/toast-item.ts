/** What a toast is: shared by the store (toast.tsx) and the lazily loaded viewport. */

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  /** False while the closing animation plays; the item is dropped right after. */
  open: boolean;
}

/** Auto-dismiss delay (Radix pauses it while the toast is hovered or focused). */
export const TOAST_DURATION_MS = 6_000;
