import type { VolunteerRole } from "./types";

export const VOLUNTEER_PAGE = {
  meta: {
    title: "Volunteer With Us | Community Synergy Network",
    description:
      "Volunteer with Community Synergy Network in fundraising, promotion, mentoring or Academy course development. A few hours a week, from home or in your community.",
  },
  hero: {
    eyebrow: "Volunteer",
    title: "Lend a few hours, lift a whole neighborhood",
    lead: "Our campaigns, courses and partnerships run on people who give a little of their week. Bring the skills you have; we will match you to work that needs them and support you while you do it.",
  },
  intro: {
    title: "Why volunteer with us",
    points: [
      {
        title: "Work that shows",
        text: "Every campaign you help fund or promote ends with products in a family's hands and a story we share with you.",
      },
      {
        title: "Fits around your life",
        text: "Most roles take a few hours a week and much of the work can be done from home, on your own schedule.",
      },
      {
        title: "You won't be on your own",
        text: "A staff member welcomes you, walks you through the role and stays your contact for questions.",
      },
    ],
  },
  roles: {
    title: "Volunteer roles",
    lead: "Pick the role that suits you. Not sure? Apply anyway and tell us what you enjoy; we'll suggest a fit.",
    externalNote: "Opens our application form in a new tab.",
    applyExternal: "Apply for this role",
    applyOnPage: "Apply below",
    items: [
      {
        icon: "fundraising",
        title: "Fundraising",
        hours: "4-8 hours/week",
        description: "Help Helping Hand campaigns reach their goals, from first donor to final delivery.",
        tasks: [
          "Reach out to local businesses and donors",
          "Plan small fundraising drives",
          "Thank donors and share results",
        ],
      },
      {
        icon: "promotion",
        title: "Promotion & Advertising",
        hours: "2-6 hours/week",
        description: "Tell our story so more people find the campaigns, courses and opportunities we offer.",
        tasks: [
          "Write and schedule social media posts",
          "Put up flyers with community partners",
          "Photograph events and deliveries",
        ],
      },
      {
        icon: "mentoring",
        title: "Mentoring",
        hours: "3-5 hours/week",
        description: "Walk beside someone starting a small business with one of our partner companies.",
        tasks: [
          "Meet a mentee weekly, by phone or in person",
          "Share what you know about running a business",
          "Celebrate the small wins",
        ],
      },
      {
        icon: "academy",
        title: "Academy Development",
        hours: "Flexible hours",
        description: "Turn your expertise into free lessons that anyone can take, on any phone.",
        tasks: [
          "Write or review lessons in your field",
          "Record short explainer videos",
          "Suggest topics learners ask for",
        ],
      },
    ] satisfies VolunteerRole[],
  },
  form: {
    title: "Volunteer Application",
    lead: "It takes about five minutes. Fields marked with an asterisk are required; we use your details only to organize volunteering.",
    groups: { about: "About you", address: "Where you live", help: "How you'd like to help" },
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone",
      address: "Street address",
      city: "City",
      state: "State",
      zipCode: "ZIP code",
      interests: "Areas of interest",
      availability: "Availability",
      experience: "Relevant experience (optional)",
      hearAboutUs: "How did you hear about us?",
    },
    hints: {
      interests: "Choose as many as you like.",
      experience: "Jobs, studies or past volunteering that might help. Up to 2,000 characters.",
    },
    placeholders: {
      state: "Choose your state",
      availability: "Choose when you're free",
      hearAboutUs: "Choose one",
    },
    submit: "Submit Application",
    pending: "Submitting...",
    // Part 2 §8, word for word.
    successTitle: "Application Submitted Successfully!",
    successDescription: "Thank you for offering your time. We'll be in touch soon to talk about where you'd fit best.",
    failureTitle: "Submission Failed",
    failureDescription: "There was an error submitting your application. Please try again.",
  },
} as const;

// ───────────────────────────── donate ─────────────────────────────

/** The volunteer form's section: the roles link to it, and a form posted without JavaScript returns to it. */
export const VOLUNTEER_SECTION_ID = "volunteer-form";
