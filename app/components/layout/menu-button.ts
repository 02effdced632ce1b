/** The small-screen menu button, before hydration (a `<summary>`) and after (a `<button>`). */
export const menuButtonClasses =
  "inline-flex size-11 items-center justify-center rounded-md border border-line text-brand-900 transition-colors hover:bg-brand-50 lg:hidden";
