/** Pure logic of the lesson player (part 2 §4, §5, §9): order, neighbours, progress, durations. */

export interface OrderedLesson {
  id: string;
  moduleId: string;
  sortOrder: number;
}

export interface ModuleWithLessons<L extends { id: string; sortOrder: number }> {
  id: string;
  sortOrder: number;
  lessons: L[];
}

const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/** Every lesson of the course in playing order: module sort order, then lesson sort order (part 2 §4). */
export function orderLessons<L extends { id: string; sortOrder: number }>(
  modules: ReadonlyArray<ModuleWithLessons<L>>,
): Array<L & { moduleId: string }> {
  // Array sort is stable: equal sort orders keep the order the database returned them.
  return [...modules]
    .sort(bySortOrder)
    .flatMap((module) => [...module.lessons].sort(bySortOrder).map((lesson) => ({ ...lesson, moduleId: module.id })));
}

/** The lessons before and after one lesson; null at either end or when the id is unknown. */
export function lessonNeighbours<L extends { id: string }>(ordered: readonly L[], lessonId: string) {
  const index = ordered.findIndex((lesson) => lesson.id === lessonId);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

/** Rounded percentage of the course's lessons that are complete (ids of other courses are ignored). */
export function courseProgress(lessonIds: readonly string[], completed: ReadonlySet<string>): number {
  if (lessonIds.length === 0) return 0;
  const done = lessonIds.filter((id) => completed.has(id)).length;
  return Math.round((done / lessonIds.length) * 100);
}

/** Where a returning learner continues: the first lesson not yet complete, else the first lesson. */
export function resumeLesson<L extends { id: string }>(
  ordered: readonly L[],
  completed: ReadonlySet<string>,
): L | null {
  return ordered.find((lesson) => !completed.has(lesson.id)) ?? ordered[0] ?? null;
}

/** Part 2 §9: a lesson without a duration counts as 0 minutes. */
export function lessonMinutes(durationMinutes: number | null | undefined): number {
  return typeof durationMinutes === "number" && Number.isFinite(durationMinutes) && durationMinutes > 0
    ? Math.round(durationMinutes)
    : 0;
}

/** Totals in hours and minutes: 45 → "45 min", 60 → "1h", 200 → "3h 20m". */
export function formatMinutes(total: number): string {
  const minutes = lessonMinutes(total);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Screen-reader wording of the same duration: "3 hours 20 minutes". */
export function describeMinutes(total: number): string {
  const minutes = lessonMinutes(total);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? "" : "s"}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} minute${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}

/** Text lessons open the full-screen reader; every other content type gets the lesson card. */
export function isTextLesson(contentType: string | null | undefined): boolean {
  return (contentType ?? "text").trim().toLowerCase() === "text";
}

/** "video" → "Video", "audio-clip" → "Audio clip". */
export function contentTypeLabel(contentType: string | null | undefined): string {
  const words = (contentType ?? "text").trim().toLowerCase().replace(/[-_]+/g, " ");
  return words === "" ? "Lesson" : words[0]!.toUpperCase() + words.slice(1);
}

const DIAMOND_MENTION = /\bamera\b|\bdiamonds?\b/i;

/**
 * Part 2 §2: the lab-grown diamond disclosure appears when a lesson's text mentions the brand
 * (AMERA) or diamonds. Markup is ignored so an attribute or tag name cannot trigger it.
 */
export function mentionsDiamonds(...texts: Array<string | null | undefined>): boolean {
  return texts.some((text) => {
    if (!text) return false;
    const words = text.replace(/<[^>]*>/g, " ");
    return DIAMOND_MENTION.test(words);
  });
}

/** A uuid as Postgres prints it; anything else in an id position is simply "not found". */

/** Minutes of one module of the course outline: the sum of its lessons' minutes. */
export function moduleMinutes(module: { lessons: ReadonlyArray<{ minutes: number }> }): number {
  return module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
}

/** The course page's totals: lessons and minutes over every module (zero when the outline is locked). */
export function outlineTotals(modules: ReadonlyArray<{ lessons: ReadonlyArray<{ minutes: number }> }> | null): {
  lessonCount: number;
  totalMinutes: number;
} {
  return {
    lessonCount: modules?.reduce((sum, module) => sum + module.lessons.length, 0) ?? 0,
    totalMinutes: modules?.reduce((sum, module) => sum + moduleMinutes(module), 0) ?? 0,
  };
}
