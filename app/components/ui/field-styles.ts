/**
 * Shared look of the native form controls: 44 px tall (touch target), 16 px text (iOS does not
 * zoom in on focus), a 3:1 border, and a red border once the control is marked `aria-invalid`.
 */
export const controlClasses =
  "w-full rounded-md border border-line-strong bg-white px-3 text-base text-ink shadow-xs transition-colors " +
  "placeholder:text-muted hover:border-ink focus-visible:border-brand-700 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-muted " +
  "aria-[invalid=true]:border-danger-700 aria-[invalid=true]:hover:border-danger-700";
