/** What course pages show where a course lacks a value, or is missing or private (part 2 §2). */

/** Shown when a course row lacks the value (part 2 §2 'Course detail'). */
export const COURSE_DEFAULTS = {
  level: "All Levels",
  /** The catalog and course pages say "General"; the player's badge says "Course". */
  category: "General",
  playerCategory: "Course",
  duration: "Self-paced",
  rating: "5.0",
};

export const COURSE_NOT_FOUND = {
  title: "Course Not Found",
  message: "The course you're looking for doesn't exist.",
  back: "Back to Academy",
};

export const PRIVATE_COURSE_COPY = {
  badge: "Private",
  lockedTitle: "Lessons open with the course password",
  lockedMessage: "This course is private; enter its password to see the lessons.",
  lockedHint:
    "Private courses are for registered partner agents. Your program coordinator gives you the password when you join.",
  enterPassword: "Enter the password",
};
