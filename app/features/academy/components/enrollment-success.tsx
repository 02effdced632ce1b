import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { ENROLLMENT_COPY } from "~/content/academy/enrollment";

const REDIRECT_DELAY_MS = 1_000;

/** The confirmation, then on to the lessons after a second (part 2 §2). */
export function EnrollmentSuccess({ course }: { course: { slug: string; title: string } }) {
  const navigate = useNavigate();
  const href = `/academy/course/${course.slug}/learn`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    // Part 2 §2: after 1 second, on to the lessons.
    const timer = setTimeout(() => void navigate(href), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, navigate]);
  return (
    <div role="status" className="flex flex-col items-center py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-semibold focus:outline-none">
        {ENROLLMENT_COPY.successTitle}
      </h2>
      <p className="mt-3 text-lg text-muted">{ENROLLMENT_COPY.successMessage(course.title)}</p>
      <Link to={href} className="mt-6 font-semibold text-brand-700 underline underline-offset-4">
        {ENROLLMENT_COPY.openNow}
      </Link>
    </div>
  );
}
