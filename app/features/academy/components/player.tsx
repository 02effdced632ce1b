import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import { Container } from "~/components/layout/section";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { COURSE_DEFAULTS } from "~/content/academy/course";
import { PLAYER_COPY } from "~/content/academy/player";
import { cn } from "~/utils/misc";
import { courseProgress, isTextLesson, lessonNeighbours, orderLessons, resumeLesson } from "../lessons";
import {
  clearStoredCompletions,
  parseStoredCompletions,
  readStoredCompletionsRaw,
  storeCompletion,
  subscribeToStoredCompletions,
} from "../progress-store";
import type { PlayerContent, PlayerCourse } from "../types";
import { CategoryBadge, PrivateBadge } from "./course-badges";
import { PRINT_ONLY_MAIN, type PlayerState } from "./player-parts";
import { LessonCard } from "./lesson-card";
import { CourseProgress, lessonHref, LessonNav } from "./lesson-nav";
import { TextLessonView } from "./text-lesson-view";
import { WelcomeCard } from "./welcome-card";

/**
 * The lesson player (part 2 §2 'Lesson player', §4): which lesson is open comes from the URL
 * (`?lesson={id}`; `?module={id}` is the module overview after Return to Module); without
 * either, the first incomplete lesson opens ("continue where you left off").
 */
export function Player({
  course,
  content,
  signedIn,
}: {
  course: PlayerCourse;
  content: PlayerContent;
  signedIn: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<{ ok: boolean }>();
  const ordered = useMemo(() => orderLessons(content.modules), [content.modules]);

  // Anonymous learners' progress lives in this browser. The server (and hydration) render without
  // it (`null`), so until it is read the lesson to resume is not known for sure. A learner who
  // has since signed in still sees it at once, and it moves to their account (below).
  const storedRaw = useSyncExternalStore(
    subscribeToStoredCompletions,
    () => readStoredCompletionsRaw(course.id),
    () => null,
  );
  const progressLoaded = signedIn || storedRaw !== null;
  // Lessons completed during this visit (kept even if storage is blocked or the save failed).
  const [completedNow, setCompletedNow] = useState<ReadonlySet<string>>(() => new Set());
  const completed = useMemo<ReadonlySet<string>>(
    () => new Set([...content.completedLessonIds, ...parseStoredCompletions(storedRaw), ...completedNow]),
    [content.completedLessonIds, storedRaw, completedNow],
  );
  // The Lesson Completed! screen belongs to the visit of the lesson where it was earned: any
  // navigation (Continue, Next, the list, auto-advance) leaves it behind.
  const location = useLocation();
  const [justCompleted, setJustCompleted] = useState<{ lessonId: string; locationKey: string } | null>(null);

  const requestedLessonId = searchParams.get("lesson");
  const overviewModuleId = searchParams.get("module");
  const requested = requestedLessonId ? (ordered.find((lesson) => lesson.id === requestedLessonId) ?? null) : null;
  const showOverview = !requested && overviewModuleId !== null;
  const selected = requested ?? (showOverview ? null : resumeLesson(ordered, completed));

  // Put the lesson that opened by itself into the URL, so a reload or a shared link keeps it.
  useEffect(() => {
    if (!hydrated || !progressLoaded || !selected || requested) return;
    void navigate(lessonHref(selected.id), { replace: true, preventScrollReset: true });
  }, [hydrated, progressLoaded, selected, requested, navigate]);

  // Lessons completed in this browser before signing in are sent once to the account, then
  // forgotten here. If that fails they stay in the browser and are sent on the next visit.
  const merger = useFetcher<{ ok: boolean }>();
  const browserCompletions = useMemo(() => parseStoredCompletions(storedRaw), [storedRaw]);
  const { submit: submitMerge } = merger;
  useEffect(() => {
    if (!signedIn || browserCompletions.length === 0 || merger.state !== "idle" || merger.data) return;
    const body = new FormData();
    body.set("intent", "merge-progress");
    for (const lessonId of browserCompletions) body.append("lessonId", lessonId);
    void submitMerge(body, { method: "post" });
  }, [signedIn, browserCompletions, merger.state, merger.data, submitMerge]);
  useEffect(() => {
    if (merger.state === "idle" && merger.data?.ok) clearStoredCompletions(course.id);
  }, [merger.state, merger.data, course.id]);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) {
      toast({ title: "Progress not saved", description: PLAYER_COPY.saveFailed, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const complete = useCallback(
    (lessonId: string) => {
      // Completion cannot be undone (part 2 §4): only ever added.
      setCompletedNow((current) => (current.has(lessonId) ? current : new Set([...current, lessonId])));
      if (signedIn) void submit({ intent: "complete", lessonId }, { method: "post" });
      else storeCompletion(course.id, lessonId);
    },
    [course.id, signedIn, submit],
  );

  const lessonIds = useMemo(() => ordered.map((lesson) => lesson.id), [ordered]);
  const percent = courseProgress(lessonIds, completed);
  const state: PlayerState = { course, modules: content.modules, ordered, completed, percent, complete };

  if (selected && isTextLesson(selected.contentType)) {
    return (
      <TextLessonView
        state={state}
        lesson={selected}
        showCompleted={justCompleted?.lessonId === selected.id && justCompleted.locationKey === location.key}
        onComplete={() => {
          complete(selected.id);
          setJustCompleted({ lessonId: selected.id, locationKey: location.key });
        }}
        onDismissCompleted={() => setJustCompleted(null)}
      />
    );
  }

  const { next } = selected ? lessonNeighbours(ordered, selected.id) : { next: null };
  return (
    <div className={cn("bg-sand pb-16", PRINT_ONLY_MAIN, "print:bg-white print:pb-0")}>
      <PlayerHeader state={state} signedIn={signedIn} />
      <Container className="grid gap-8 pt-8 lg:grid-cols-[20rem_minmax(0,1fr)] print:block print:px-0">
        <div className="order-2 lg:order-1 print:hidden">
          <Card shape="panel" className="p-4 lg:sticky lg:top-[5.5rem] lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
            <LessonNav
              modules={content.modules}
              selectedId={selected?.id ?? null}
              completed={completed}
              highlightModuleId={showOverview ? overviewModuleId : null}
            />
          </Card>
        </div>
        <div className="order-1 min-w-0 lg:order-2">
          {selected ? (
            <LessonCard
              key={selected.id}
              lesson={selected}
              module={content.modules.find((module) => module.id === selected.moduleId) ?? null}
              isComplete={completed.has(selected.id)}
              next={next}
              onComplete={() => complete(selected.id)}
            />
          ) : (
            <WelcomeCard state={state} moduleId={overviewModuleId} />
          )}
        </div>
      </Container>
    </div>
  );
}

/** Course title, facts and progress above the normal (non-text) player layout. */
function PlayerHeader({ state, signedIn }: { state: PlayerState; signedIn: boolean }) {
  const { course, ordered, completed, percent } = state;
  const done = ordered.filter((lesson) => completed.has(lesson.id)).length;
  return (
    <div className="border-b border-line bg-white print:hidden">
      <Container className="flex flex-col gap-4 py-6 sm:py-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <Link
              to="/academy"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {PLAYER_COPY.backToAcademy}
            </Link>
            <Link to={`/academy/course/${course.slug}`} className="font-semibold text-brand-700 hover:underline">
              {PLAYER_COPY.courseDetails}
            </Link>
          </div>
          <h1 className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">{course.title}</h1>
          <div className="mt-3 flex flex-wrap gap-2">
            <CategoryBadge category={course.category} fallback={COURSE_DEFAULTS.playerCategory} />
            {course.isPrivate ? <PrivateBadge /> : null}
          </div>
        </div>
        <div className="w-full max-w-sm">
          <CourseProgress percent={percent} done={done} total={ordered.length} />
          <p className="mt-1.5 text-xs text-muted">
            {signedIn ? PLAYER_COPY.savedToAccount : PLAYER_COPY.savedOnDevice}
          </p>
        </div>
      </Container>
    </div>
  );
}
