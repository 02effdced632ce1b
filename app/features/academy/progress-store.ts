/**
 * Anonymous learners' completed lessons, kept in this browser (localStorage, one entry per
 * course), so progress and "continue where you left off" survive a reload. Signed-in learners'
 * completions live in the database instead. Every call is safe on the server and in browsers
 * where storage is blocked (private mode, disabled cookies): it then simply remembers nothing.
 */

const PREFIX = "csn:academy:completed:";
const CHANGE_EVENT = "csn:academy-progress";

export function progressStorageKey(courseId: string): string {
  return `${PREFIX}${courseId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored list as its raw JSON text ("[]" when there is none): a stable snapshot for useSyncExternalStore. */
export function readStoredCompletionsRaw(courseId: string): string {
  try {
    return storage()?.getItem(progressStorageKey(courseId)) ?? "[]";
  } catch {
    return "[]";
  }
}

export function parseStoredCompletions(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function readStoredCompletions(courseId: string): string[] {
  return parseStoredCompletions(readStoredCompletionsRaw(courseId));
}

/** Adds a lesson to the stored list (never removes one: completion cannot be undone). */
export function storeCompletion(courseId: string, lessonId: string): void {
  try {
    const current = readStoredCompletions(courseId);
    if (current.includes(lessonId)) return;
    storage()?.setItem(progressStorageKey(courseId), JSON.stringify([...current, lessonId]));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  } catch {
    // Storage full or blocked: progress lasts for this visit only.
  }
}

/** Forgets this browser's progress for a course (once a signed-in learner's account holds it). */
export function clearStoredCompletions(courseId: string): void {
  try {
    storage()?.removeItem(progressStorageKey(courseId));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  } catch {
    // Storage blocked: there was nothing to forget.
  }
}

/** Calls back when the stored progress changes, in this tab or another one. */
export function subscribeToStoredCompletions(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
