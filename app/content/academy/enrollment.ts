/** The course enrollment page's copy and messages (part 2 §2, §8). */

export const ENROLLMENT_COPY = {
  metaTitle: "Course Enrollment",
  heroTitle: "Course Enrollment",
  heroLead:
    "Choose a course to open its lessons. Every course is free; private partner courses ask for the password your program coordinator gave you.",
  courseLabel: "Course",
  coursePlaceholder: "Select a course",
  privateSuffix: " (Private)",
  passwordLabel: "Course password",
  passwordPrivateNote: "This is a private course. Enter the password your program coordinator gave you.",
  supportLabel: "Support our Academy",
  supportDescription:
    "Optional. Check this if you would like to help the Academy: mentoring learners, recording a lesson or sharing courses in your community.",
  supportEmailLabel: "Email for Academy news (optional)",
  supportEmailNoScriptNote: "Used only when “Support our Academy” is checked.",
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
