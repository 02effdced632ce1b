/** Copy of the Academy pages (part 2 §2, §8), as typed data. */

export const ACADEMY_META = {
  title: "Academy: Free Courses",
  description:
    "Free, self-paced courses from Community Synergy Network: starting a small business, household budgeting, bookkeeping, volunteer leadership and partner training. Learn on your phone, at your own pace.",
};

export const ACADEMY_HERO = {
  eyebrow: "Community Synergy Academy",
  title: "Free courses that fit around your life",
  lead: "Short, practical lessons on starting a small business, managing money at home and leading volunteers. Every course is free, works on your phone and remembers where you stopped.",
  points: ["Always free", "Learn at your own pace", "Progress saved as you go"],
};

export const CATALOGUE_COPY = {
  searchLabel: "Search courses",
  searchPlaceholder: "Search courses...",
  categoriesLabel: "Filter by category",
  allCategories: "All",
  empty: "No courses found matching your criteria",
  emptyHint: "Try a shorter search, or look at every course again.",
  clearFilters: "Clear filters",
  errorTitle: "Error Loading Courses",
  errorMessage: "There was an error loading the courses. Please try again later.",
  retry: "Retry",
  loading: "Loading courses...",
  accessCourse: "Access Course",
};

/** Shown when a course row lacks the value (part 2 §2 'Course detail'). */
export const COURSE_DEFAULTS = {
  level: "All Levels",
  /** The catalogue and course pages say "General"; the player's badge says "Course". */
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

export const ENROLLMENT_COPY = {
  metaTitle: "Course Enrollment",
  heroTitle: "Course Enrollment",
  heroLead:
    "Choose a course to open its lessons. Every course is free; private partner courses ask for the password your program coordinator gave you.",
  courseLabel: "Course",
  coursePlaceholder: "Select a course",
  privateSuffix: " (Private)",
  passwordLabel: "Course password",
  passwordNoScriptNote: "Needed only for private courses (marked “Private” in the list).",
  passwordPrivateNote: "This is a private course. Enter the password your program coordinator gave you.",
  supportLabel: "Support our Academy",
  supportDescription:
    "Optional. Tick this if you would like to help the Academy: mentoring learners, recording a lesson or sharing courses in your community.",
  supportEmailLabel: "Email for Academy news (optional)",
  supportEmailNoScriptNote: "Used only when “Support our Academy” is ticked.",
  submit: "Access Course Materials",
  pending: "Processing...",
  successTitle: "Enrollment Successful!",
  successMessage: (title: string) => `Opening “${title}” for you now…`,
  openNow: "Open the course now",
  signedInAs: (email: string) => `You are enrolling as ${email}; your progress is saved to your account.`,
  anonymousNote: "No account needed. Sign in first if you would like your progress saved on every device.",
  benefits: [
    "Every course is free, with no payment details asked",
    "Short lessons you can finish on a lunch break",
    "Your progress is remembered on this device",
    "Study groups meet weekly in several cities and online",
  ],
};

/** Enrollment failure messages (part 2 §5, §8). Toast title "Enrollment Failed" unless said otherwise. */
export const ENROLLMENT_MESSAGES = {
  failedTitle: "Enrollment Failed",
  courseRequiredTitle: "Course Required",
  courseRequired: "Please select a course to enroll in.",
  courseRequiredField: "Please select a course.",
  invalidEmail: "Please enter a valid email address.",
  courseNotFound: "The selected course could not be found.",
  passwordRequired: "This is a private course. Please enter the course password.",
  passwordIncorrect: "Incorrect password. Please check the password and try again.",
  generic: "There was an error processing your enrollment. Please try again.",
  tooManyAttempts: "Too many attempts in a short while. Please wait {wait} and try again.",
  attemptInProgress: "Your previous try is still being checked. Please wait a few seconds and try again.",
};

export const GATE_COPY = {
  title: "This course is private",
  lead: "Enter the course password from your program coordinator to open the lessons. It stays unlocked in this browser until you close it, for up to 30 days.",
  passwordLabel: "Course password",
  submit: "Unlock Course",
  pending: "Checking...",
  passwordRequired: "Password is required",
  passwordIncorrect: "Incorrect password. Please try again.",
  tooManyAttempts: "Too many password attempts. Please wait {wait} and try again.",
  attemptInProgress: "Your previous try is still being checked. Please wait a few seconds and try again.",
  enrollInstead: "Go to course enrollment",
};

export const PLAYER_COPY = {
  loading: "Loading course...",
  loadError: "We couldn't load the lessons just now. Please try again in a moment.",
  tryAgain: "Try again",
  backToAcademy: "Back to Academy",
  courseDetails: "Course details",
  contents: "Course contents",
  welcomeTitle: (title: string) => `Welcome to ${title}`,
  welcomeStart: "Start the first lesson",
  welcomeContinue: "Continue where you left off",
  welcomeDone: "You've completed every lesson. Review any lesson from the list.",
  askQuestion: "Ask Question",
  askQuestionToast: "Question feature coming soon!",
  print: "Print",
  previous: "Previous Lesson",
  next: "Next Lesson",
  markComplete: "Mark as Complete",
  completed: "Completed",
  completedTitle: "Lesson Completed!",
  continue: "Continue",
  returnToModule: "Return to Module",
  autoAdvance: "The next lesson opens in 3 seconds.",
  courseFinished: "That was the last lesson of this course. Well done!",
  contentErrorTitle: "Content parsing error",
  contentErrorMessage: "Unable to display lesson content properly.",
  saveFailed: "We couldn't save your progress just now. Please try again.",
  noLessons: "Lessons for this course are being prepared. Please check back soon.",
  videoLink: "Watch the video",
  savedOnDevice: "Your progress is saved on this device.",
  savedToAccount: "Your progress is saved to your account.",
};

/** One is picked at random on the Lesson Completed! screen (part 2 §2). */
export const ENCOURAGEMENTS = [
  "Great work! Every lesson builds your skills.",
  "Well done! You're one step closer to your goals.",
  "Nice going! Small steps add up to big changes.",
  "You did it! Keep that momentum going.",
  "Excellent! Your future self will thank you.",
  "Another one finished. You should be proud of your progress.",
];

/** Shown with lessons that mention the brand or diamonds (part 2 §2 'Lesson player'). */
export const DIAMOND_DISCLOSURE = {
  title: "About lab-grown diamonds",
  paragraphs: [
    "The diamonds discussed in this lesson are laboratory-grown, not mined. AMERA Diamonds, one of our partner companies, grows them in facilities in the United States using chemical vapor deposition (CVD), then cuts, polishes and grades them.",
    "A lab-grown diamond has the same crystal structure and chemistry as a mined diamond, and its grading report always states that it was grown in a laboratory. Resale values are usually lower than for mined stones.",
    "This lesson is education, not a sales offer. Agents are independent contractors who sell for AMERA Diamonds, not employees of the manufacturer or of Community Synergy Network.",
  ],
};
