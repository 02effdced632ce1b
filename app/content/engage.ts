/**
 * Copy of the contact, volunteer, donate and store pages (part 2 §2), as typed data.
 * Quoted strings that the spec fixes (success and failure texts, hours, role hours) are marked.
 */

export interface PageMeta {
  title: string;
  description: string;
}

export interface PageLink {
  to: string;
  label: string;
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

// ───────────────────────────── contact ─────────────────────────────

export const CONTACT_PAGE = {
  meta: {
    title: "Contact Us | Community Synergy Network",
    description:
      "Send Community Synergy Network a message about volunteering, donations, the Academy or a partnership. A member of our team replies within 24-48 hours.",
  },
  hero: {
    eyebrow: "Contact us",
    title: "We'd love to hear from you",
    lead: "A question about a campaign, a course or a partnership? An idea for your neighbourhood? Write to us and a real person on our small team will answer.",
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

export type VolunteerRoleIcon = "fundraising" | "promotion" | "mentoring" | "academy";

export interface VolunteerRole {
  icon: VolunteerRoleIcon;
  title: string;
  /** Part 2 §9. */
  hours: string;
  description: string;
  tasks: string[];
}

export const VOLUNTEER_PAGE = {
  meta: {
    title: "Volunteer With Us | Community Synergy Network",
    description:
      "Volunteer with Community Synergy Network in fundraising, promotion, mentoring or Academy course development. A few hours a week, from home or in your community.",
  },
  hero: {
    eyebrow: "Volunteer",
    title: "Lend a few hours, lift a whole neighbourhood",
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
        tasks: ["Reach out to local businesses and donors", "Plan small fundraising drives", "Thank donors and share results"],
      },
      {
        icon: "promotion",
        title: "Promotion & Advertising",
        hours: "2-6 hours/week",
        description: "Tell our story so more people find the campaigns, courses and opportunities we offer.",
        tasks: ["Write and schedule social media posts", "Put up flyers with community partners", "Photograph events and deliveries"],
      },
      {
        icon: "mentoring",
        title: "Mentoring",
        hours: "3-5 hours/week",
        description: "Walk beside someone starting a small business with one of our partner companies.",
        tasks: ["Meet a mentee weekly, by phone or in person", "Share what you know about running a business", "Celebrate the small wins"],
      },
      {
        icon: "academy",
        title: "Academy Development",
        hours: "Flexible hours",
        description: "Turn your expertise into free lessons that anyone can take, on any phone.",
        tasks: ["Write or review lessons in your field", "Record short explainer videos", "Suggest topics learners ask for"],
      },
    ] satisfies VolunteerRole[],
  },
  form: {
    title: "Volunteer Application",
    lead: "It takes about five minutes. Fields marked with an asterisk are required; we use your details only to organise volunteering.",
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

export const DONATE_PAGE = {
  meta: {
    title: "Donate | Community Synergy Network",
    description:
      "Give to Community Synergy Network, a 501(c)(3) nonprofit. Zero fees come out of your gift, you receive a tax receipt, and about 85% of every donation goes straight to programmes.",
  },
  hero: {
    eyebrow: "Support us",
    title: "Your gift keeps neighbours helping neighbours",
    lead: "Donations fund Helping Hand campaigns that bring health, beauty and nutrition products to families in need, and keep every Academy course free for anyone who wants to learn.",
  },
  /** Shown when `?project=` names the project being supported. */
  projectLabel: "You're supporting",
  projectNote: "Mention the project in your donation's comment field and we'll put your gift to work there.",
  /** Longest project name shown from the address bar. */
  projectMaxLength: 80,
  form: {
    title: "Make a donation",
    lead: "Choose an amount, once or monthly. It takes about two minutes.",
    fallbackLead: "Every gift, large or small, goes to work for families in our community.",
    frameTitle: "Donation form for Community Synergy Network",
    openLink: "Open the donation form",
    openNote: "Form not showing? Some privacy settings and ad blockers hide embedded forms.",
    newTab: "(opens in a new tab)",
    fallbackTitle: "Give by getting in touch",
    fallbackText:
      "Our online donation form isn't available on this page right now. We would still be glad to receive your gift: email or call us and we'll help you give in the way that suits you.",
  },
  promises: [
    {
      icon: "zero-fee",
      title: "Zero fees",
      text: "Our donation platform charges us no fees, so nothing is taken out of your gift. If the form invites an optional tip to the platform, that choice is entirely yours.",
    },
    {
      icon: "receipt",
      title: "Tax receipt",
      text: "We are a 501(c)(3) public charity. You receive a tax receipt by email for every gift; donations are tax-deductible to the extent allowed by law.",
    },
    {
      icon: "secure",
      title: "Secure payment",
      text: "Card details go straight to the payment processor over an encrypted connection. We never see or store them.",
    },
  ],
  volunteer: {
    eyebrow: "Give your time",
    title: "Volunteer opportunities",
    lead: "Not able to give money right now? A few hours a week helps just as much.",
    roles: [
      { title: "Fundraising", hours: "4-8 hours/week" },
      { title: "Promotion & Advertising", hours: "2-6 hours/week" },
      { title: "Mentoring", hours: "3-5 hours/week" },
      { title: "Academy Development", hours: "Flexible hours" },
    ],
    link: { to: "/volunteer", label: "See roles and apply" },
  },
  impact: {
    eyebrow: "Where it goes",
    title: "Your Impact",
    lead: "We keep our costs low so your generosity reaches people, not paperwork.",
    figures: [
      { value: "85%", label: "of every donation goes to our programmes", note: "Helping Hand campaigns, the Academy and mentoring." },
      { value: "15%", label: "covers administration and fundraising", note: "Keeping the lights on and finding the next donor." },
      { value: "$0", label: "in platform fees taken from your gift", note: "The full amount you give reaches us." },
    ],
    areas: [
      {
        title: "Helping Hand campaigns",
        text: "Health, beauty and nutrition products for families, veterans and seniors who need them, delivered through local partners who know each household.",
      },
      {
        title: "A free Academy",
        text: "Courses on starting and running a small business, open to anyone at no cost, on any phone.",
      },
      {
        title: "Mentoring and opportunity",
        text: "Training and a mentor for people starting out with one of our vetted partner companies.",
      },
    ],
  },
  waysToGive: {
    eyebrow: "More ways to help",
    title: "Ways to Give",
    items: [
      {
        title: "Talk to us about a larger gift",
        text: "Matching gifts from your employer, sponsorships, gifts by check or in memory of someone: we'll help you set it up.",
        link: { to: "/contact", label: "Contact our team" },
      },
      {
        title: "Shop with purpose",
        text: "What we earn from our online store goes back into our programmes.",
        link: { to: "/store", label: "Visit the store" },
      },
      {
        title: "Back a specific project",
        text: "Browse our projects and campaigns and choose the one closest to your heart.",
        link: { to: "/projects", label: "Explore projects" },
      },
    ],
  },
  notice: {
    title: "A registered nonprofit",
    text: "Community Synergy Network is a 501(c)(3) nonprofit organization. Your donation is tax-deductible to the extent allowed by law; no goods or services are provided in exchange for it unless your receipt says so.",
    about: { to: "/about", label: "Learn about our work" },
    contact: { to: "/contact", label: "Ask us a question" },
  },
  toasts: {
    success: {
      title: "Thank you for your donation!",
      description: "Your generosity is already at work. Your tax receipt is on its way to your inbox.",
    },
    // Part 2 §8: a destructive toast titled 'Donation Canceled'.
    canceled: {
      title: "Donation Canceled",
      description: "No payment was made. You can try again whenever you're ready.",
    },
  },
} as const;

// ───────────────────────────── store ─────────────────────────────

export const STORE_PAGE = {
  meta: {
    title: "Store | Community Synergy Network",
    description:
      "Shop the Community Synergy Network online store. Every purchase helps fund Helping Hand campaigns and free Academy courses.",
  },
  title: "Taking you to our store",
  lead: "Our online store lives on its own secure shop site. Everything you buy there helps fund our campaigns and free courses.",
  /** Part 2 §9: the store redirect waits 3 seconds. */
  delaySeconds: 3,
  countdownLabel: "seconds",
  announceStart: "You will be taken to our store in 3 seconds.",
  onTheWay: "You'll be taken there automatically when the countdown ends.",
  announceGoing: "Opening the store now.",
  announceStopped: "Redirect stopped. Use the Go to Store Now button whenever you're ready.",
  noScript: "Use the button below to visit the store.",
  goNow: "Go to Store Now",
  stay: "Stay on this page",
  stopped: "You're staying here. The store is one click away whenever you're ready.",
  back: { to: "/", label: "Back to the home page" },
} as const;
