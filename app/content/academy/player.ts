/** The lesson player's copy, its password gate and its encouragements (part 2 §2). */

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
