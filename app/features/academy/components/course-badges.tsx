import { Lock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { COURSE_DEFAULTS, PRIVATE_COURSE_COPY } from "~/content/academy/course";
import { cn } from "~/utils/misc";
import { categoryLabel, categoryTheme, THEME_CLASSES } from "../catalogue";

/** The category in its theme colour (part 2 §2): business opportunity red, lab-grown diamonds purple, else blue. */
export function CategoryBadge({
  category,
  fallback = COURSE_DEFAULTS.category,
  className,
}: {
  category: string | null;
  fallback?: string;
  className?: string;
}) {
  const theme = THEME_CLASSES[categoryTheme(category)];
  return <Badge className={cn(theme.badge, className)}>{category ? categoryLabel(category) : fallback}</Badge>;
}

/** Marks a password-protected course; the lock icon plus the word, never colour alone. */
export function PrivateBadge({ className }: { className?: string }) {
  return (
    <Badge tone="warning" className={cn("ring-1 ring-warning-800/20", className)}>
      <Lock aria-hidden="true" className="size-3" />
      {PRIVATE_COURSE_COPY.badge}
    </Badge>
  );
}
