import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { COURSE_NOT_FOUND } from "~/content/academy/course";

/** Part 2 §8: an unknown course (status 404), with the way back to the catalogue. */
export function CourseNotFound() {
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center sm:py-24">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-card">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{COURSE_NOT_FOUND.title}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted">{COURSE_NOT_FOUND.message}</p>
        <Link to="/academy" className={buttonClasses({ size: "lg", className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          {COURSE_NOT_FOUND.back}
        </Link>
      </Container>
    </div>
  );
}
