import { Star } from "lucide-react";
import { COURSE_DEFAULTS } from "~/content/academy/course";
import { cn } from "~/utils/misc";

/** The course's learner rating as five stars and a number; `light` on the colored hero, `dark` on white. */
export function CourseRating({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            className={cn("size-4 fill-current", tone === "dark" ? "text-accent-600" : "text-accent-200")}
          />
        ))}
      </span>
      <span className={cn("font-semibold", tone === "dark" ? "text-ink" : "text-white")}>
        {COURSE_DEFAULTS.rating}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}
