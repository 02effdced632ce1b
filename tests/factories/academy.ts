import type { Db } from "~/db/client.server";
import { courseLessons, courseModules, courses } from "~/db/schema";
// The lead moves this to ~/features/academy/course-password.server at merge (issue 17).
import { hashCoursePassword } from "~/features/academy/course-password.server";
import { single, unique } from "./unique";

export type CourseRow = typeof courses.$inferSelect;
export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;

/** `password`: makes the course private with that password, hashed as the site stores it. */
export type CourseOverrides = Partial<typeof courses.$inferInsert> & { password?: string };

/** A published course: public, or private with a hashed password when `password` is given. */
export async function createCourse(db: Db, { password, ...overrides }: CourseOverrides = {}): Promise<CourseRow> {
  const title = overrides.title ?? unique("Test Course");
  return single(
    await db
      .insert(courses)
      .values({
        title,
        description: `${title}: the catalog card's text.`,
        fullDescription: `${title}: the course page's full description.`,
        category: "Business",
        level: "Beginner",
        duration: "2 hours",
        imageUrl: "/images/test/course.svg",
        isPrivate: password !== undefined,
        passwordHash: password === undefined ? null : await hashCoursePassword(password),
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}

export type ModuleOverrides = Partial<typeof courseModules.$inferInsert>;

export async function createModule(
  db: Db,
  course: Pick<CourseRow, "id">,
  overrides: ModuleOverrides = {},
): Promise<ModuleRow> {
  const title = overrides.title ?? unique("Test Module");
  return single(
    await db
      .insert(courseModules)
      .values({ courseId: course.id, title, description: `${title}: what it covers.`, sortOrder: 0, ...overrides })
      .returning(),
  );
}

export type LessonOverrides = Partial<typeof courseLessons.$inferInsert>;

export async function createLesson(
  db: Db,
  module: Pick<ModuleRow, "id">,
  overrides: LessonOverrides = {},
): Promise<LessonRow> {
  const title = overrides.title ?? unique("Test Lesson");
  return single(
    await db
      .insert(courseLessons)
      .values({
        moduleId: module.id,
        title,
        sortOrder: 0,
        contentType: "text",
        content: `<p>${title}: the lesson's text.</p>`,
        durationMinutes: 10,
        isPreview: false,
        ...overrides,
      })
      .returning(),
  );
}

/**
 * A course with `modules` modules of `lessonsPerModule` lessons each, in sort order; returns the
 * rows so a test can assert on the titles it made.
 */
export async function createCourseWithLessons(
  db: Db,
  {
    modules = 2,
    lessonsPerModule = 2,
    ...overrides
  }: CourseOverrides & { modules?: number; lessonsPerModule?: number } = {},
): Promise<{ course: CourseRow; modules: (ModuleRow & { lessons: LessonRow[] })[] }> {
  const course = await createCourse(db, overrides);
  const made: (ModuleRow & { lessons: LessonRow[] })[] = [];
  for (let m = 0; m < modules; m++) {
    const module = await createModule(db, course, { sortOrder: m });
    const lessons: LessonRow[] = [];
    for (let l = 0; l < lessonsPerModule; l++) lessons.push(await createLesson(db, module, { sortOrder: l }));
    made.push({ ...module, lessons });
  }
  return { course, modules: made };
}
