import { COURSE_DEFAULTS } from "~/content/academy/course";
import type { PlayerCourse, PlayerLesson, PlayerModule } from "../types";
import { CategoryBadge, PrivateBadge } from "./course-badges";

/**
 * Hides everything outside <main> (site header, footer, skip link, toasts) when printing: the
 * selector starts at <body> but is attached to the player, so it applies only on this page.
 */
export const PRINT_ONLY_MAIN = "print:[body:has(&)>:not(main)]:hidden";

export type OrderedLesson = PlayerLesson & { moduleId: string };

export interface PlayerState {
  course: PlayerCourse;
  modules: PlayerModule[];
  ordered: OrderedLesson[];
  completed: ReadonlySet<string>;
  percent: number;
  complete: (lessonId: string) => void;
}

/** The badges of the full-screen view's left panel: category, duration and level (with their defaults). */
export function CourseFactBadges({ course }: { course: PlayerCourse }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Course facts">
      <li>
        <CategoryBadge category={course.category} fallback={COURSE_DEFAULTS.playerCategory} />
      </li>
      <li>
        <span className="inline-flex rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line-strong/40">
          {course.duration ?? COURSE_DEFAULTS.duration}
        </span>
      </li>
      <li>
        <span className="inline-flex rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line-strong/40">
          {course.level ?? COURSE_DEFAULTS.level}
        </span>
      </li>
      {course.isPrivate ? (
        <li>
          <PrivateBadge />
        </li>
      ) : null}
    </ul>
  );
}
