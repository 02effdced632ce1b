/** The course editor's addresses: the course, a lesson's editor, a new lesson in a module, and the delete confirmations. */
export const COURSES_PATH = "/admin/courses";
const segment = encodeURIComponent;
export const courseAdminPath = (courseId: string) => `${COURSES_PATH}/${segment(courseId)}`;
export const lessonEditPath = (courseId: string, lessonId: string) =>
  `${courseAdminPath(courseId)}/lessons/${segment(lessonId)}`;
export const newLessonPath = (courseId: string, moduleId: string) =>
  `${courseAdminPath(courseId)}/modules/${segment(moduleId)}/lessons/new`;
export const courseDeletePath = (courseId: string) => `${courseAdminPath(courseId)}/delete`;
export const moduleDeletePath = (courseId: string, moduleId: string) =>
  `${courseAdminPath(courseId)}/modules/${segment(moduleId)}/delete`;
export const lessonDeletePath = (courseId: string, lessonId: string) => `${lessonEditPath(courseId, lessonId)}/delete`;

/**
 * Where an old query-string address of the course editor now lives (`?lesson=…`, `?lesson=new&module=…`,
 * `?delete=course|module|lesson`; staff bookmarks), or null when the query names no sub-view.
 */
export function courseScreenFromQuery(courseId: string, search: URLSearchParams): string | null {
  const lesson = search.get("lesson");
  const module = search.get("module");
  const remove = search.get("delete");
  if (remove === "course") return courseDeletePath(courseId);
  if (remove === "module" && module) return moduleDeletePath(courseId, module);
  if (remove === "lesson" && lesson) return lessonDeletePath(courseId, lesson);
  if (lesson === "new" && module) return newLessonPath(courseId, module);
  if (lesson && lesson !== "new") return lessonEditPath(courseId, lesson);
  return null;
}
