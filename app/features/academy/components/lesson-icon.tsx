import { CircleCheck, FileText, Headphones, PlayCircle } from "lucide-react";
import { cn } from "~/utils/misc";
import { isTextLesson } from "../lessons";

/** The icon of a lesson's content type, or a tick once it is complete. Decorative: the text says the same. */
export function LessonIcon({
  contentType,
  isComplete = false,
  className,
}: {
  contentType: string;
  isComplete?: boolean;
  className?: string;
}) {
  const Icon = isComplete
    ? CircleCheck
    : isTextLesson(contentType)
      ? FileText
      : contentType.toLowerCase().includes("audio")
        ? Headphones
        : PlayCircle;
  return (
    <Icon
      aria-hidden="true"
      className={cn("size-5 shrink-0", isComplete ? "text-success-700" : "text-brand-700", className)}
    />
  );
}
