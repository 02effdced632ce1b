/** The visible copy of the "Your data" pages (issue 38). */
export const YOUR_DATA_PAGE = {
  meta: {
    title: "Your data | Community Synergy Network",
    description:
      "Ask Community Synergy Network for a copy of the information we hold about your email address, or ask us to delete it.",
  },
  hero: {
    eyebrow: "Privacy",
    title: "Your data",
    lead: "Ask for a copy of what we hold about you, or ask us to delete it. We answer within 45 days, usually much sooner.",
  },
  form: {
    title: "Send a request",
    lead: "We will email a link to this address. Your request reaches our staff only once you open it, so nobody can ask about someone else's information.",
    labels: { kind: "What would you like?", email: "Your email address" },
    kinds: [
      { value: "export", label: "A copy of my data" },
      { value: "erase", label: "Delete my data" },
    ],
    kindPlaceholder: "Choose one",
    emailHint: "The address you used on our forms, for the newsletter or for your account.",
    submit: "Send the request",
    pending: "Sending...",
    sentTitle: "Check your inbox",
    sentMessage:
      "If the address is right, an email with a confirmation link is on its way. Open it within 48 hours to send your request to our staff.",
  },
  messages: {
    kindRequired: "Choose whether you want a copy or want your data deleted.",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter an email address like name@example.org.",
    failed: "We couldn't send your request just now. Please try again in a minute.",
  },
} as const;

export const REQUEST_KIND_LABELS = { export: "a copy of your data", erase: "deleting your data" } as const;

/** How long the confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
/** The days staff have to answer a confirmed request (ADR 0042). */
export const ANSWER_WITHIN_DAYS = 45;
