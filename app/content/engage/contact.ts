export const CONTACT_PAGE = {
  meta: {
    title: "Contact Us | Community Synergy Network",
    description:
      "Send Community Synergy Network a message about volunteering, donations, the Academy or a partnership. A member of our team replies within 24-48 hours.",
  },
  hero: {
    eyebrow: "Contact us",
    title: "We'd love to hear from you",
    lead: "A question about a campaign, a course or a partnership? An idea for your neighborhood? Write to us and a real person on our small team will answer.",
  },
  form: {
    title: "Send us a message",
    lead: "Fields marked with an asterisk are required. We only use your details to reply to you.",
    labels: { name: "Your name", email: "Email", subject: "Subject (optional)", message: "Message" },
    placeholders: {
      subject: "What is this about?",
      message: "Tell us how we can help.",
    },
    messageHint: "Up to 5,000 characters.",
    submit: "Send Message",
    pending: "Sending...",
    // Part 2 §8, word for word.
    successTitle: "Message Sent Successfully!",
    successDescription: "We'll get back to you within 24-48 hours.",
    failureTitle: "Failed to Send Message",
    failureDescription: "Please try again or contact us directly via email.",
    failureBanner: "There was an error sending your message. Please try again.",
  },
  details: {
    title: "Other ways to reach us",
    emailLabel: "Email",
    phoneLabel: "Phone (toll-free)",
    hoursTitle: "Business hours",
    // Part 2 §9: Mon-Fri 9-6 EST, Sat 10-4, Sun closed.
    hours: [
      { days: "Monday – Friday", time: "9:00 AM – 6:00 PM EST" },
      { days: "Saturday", time: "10:00 AM – 4:00 PM EST" },
      { days: "Sunday", time: "Closed" },
    ],
    replyPromise: "We answer every message within 24-48 hours.",
    faq: { to: "/faq", label: "Read the answers to common questions" },
  },
} as const;

// ───────────────────────────── volunteer ─────────────────────────────

/** The contact form's section: a form posted without JavaScript returns to it. */
export const CONTACT_SECTION_ID = "send-message";
