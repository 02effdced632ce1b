/** Shapes the Academy's loaders send to the browser (no secrets: see academy.server.ts). */
import type { CatalogueCourse } from "./catalogue";
import type { VideoSource } from "~/utils/video";

export interface CourseSummary extends CatalogueCourse {
  fullDescription: string | null;
  /** What search results show under the title; null means the short description (ADR 0052). */
  seoDescription: string | null;
  /** The picture for social cards; null means the course's own image. */
  socialImageUrl: string | null;
}

export interface OutlineLesson {
  id: string;
  title: string;
  sortOrder: number;
  contentType: string;
  minutes: number;
  isPreview: boolean;
}

export interface OutlineModule {
  id: string;
  title: string;
  description: string | null;
  sortOrder: number;
  lessons: OutlineLesson[];
}

export interface PlayerLesson extends OutlineLesson {
  video: VideoSource | null;
  /** Sanitised HTML; null when it cannot be shown ('Content parsing error'). */
  html: string | null;
  /** Part 2 §2: the lab-grown diamond disclosure is shown with this lesson. */
  diamondDisclosure: boolean;
}

export interface PlayerModule extends Omit<OutlineModule, "lessons"> {
  lessons: PlayerLesson[];
}

export interface PlayerContent {
  modules: PlayerModule[];
  /** Lessons this signed-in learner has completed (empty for anonymous visitors). */
  completedLessonIds: string[];
}

/** The course facts the player shows next to the lessons. */
export type PlayerCourse = Pick<
  CourseSummary,
  "id" | "slug" | "title" | "description" | "category" | "level" | "duration" | "isPrivate"
>;
