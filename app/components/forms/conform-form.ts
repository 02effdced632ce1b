import { useForm } from "@conform-to/react";
import { useTypedBeforeSwap, type UseForm } from "./swap-state";

/**
 * Conform's `useForm`, loaded on a form's first focus (`lazy-form.tsx`). On the render that swaps
 * it in for the stand-in, the values the visitor had typed become the form's values, and the
 * focus goes back to the field it was in.
 */
export const useConformForm = function useConformForm(options: Parameters<UseForm>[0]) {
  // Forms drawn with `withLazyForm` name their id (a generated one would differ after the swap).
  const lastResult = useTypedBeforeSwap(options.id ?? "", options.lastResult);
  return useForm({ ...options, lastResult });
} as UseForm;
