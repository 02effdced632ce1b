import { SUBMIT_FAILED } from "./choices";

/**
 * For a route's `clientAction`: calls the server action, and when the request itself fails
 * (network down, a proxy's error page) answers with the spec's failure message instead of
 * throwing to the error boundary, so the page stays and the visitor's input is kept
 * (part 1 §8 'Partner form submit failure'). `minPendingMs` keeps the pending label visible.
 */
export async function callServerActionSafely<T>(
  serverAction: () => Promise<T>,
  { minPendingMs = 0 }: { minPendingMs?: number } = {},
): Promise<T | { ok: false; formError: string }> {
  const started = Date.now();
  let result: T | { ok: false; formError: string };
  try {
    result = await serverAction();
  } catch {
    result = { ok: false, formError: SUBMIT_FAILED.description };
  }
  const wait = minPendingMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return result;
}
