import { clsx, type ClassValue } from "clsx";

/** Joins class names; later classes are appended, so pass overrides last. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** Cuts text at `max` characters and adds an ellipsis when it was longer (spec: 100/120 characters). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
