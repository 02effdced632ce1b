/** The newsletter's name, as the seed issues and every email call it. */
export const NEWSLETTER_NAME = "The Synergy Letter";

/** With JavaScript the subscribe button reads "Subscribing..." for about a second (part 2 §4, §9), so the change can be seen. */
export const SUBSCRIBE_MIN_PENDING_MS = 1_000;

/** The subscribe form's failure text when the write fails for a reason other than the database being down. */
export const SUBSCRIBE_FAILED_TEXT = "We could not save your subscription just now. Please try again in a minute.";
