/** The newsletter's name, as the seed issues and every email call it. */
export const NEWSLETTER_NAME = "The Synergy Letter";
