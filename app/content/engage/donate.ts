export const DONATE_PAGE = {
  meta: {
    title: "Donate | Community Synergy Network",
    description:
      "Give to Community Synergy Network, a 501(c)(3) nonprofit. Zero fees come out of your gift, you receive a tax receipt, and about 85% of every donation goes straight to programs.",
  },
  hero: {
    eyebrow: "Support us",
    title: "Your gift keeps neighbors helping neighbors",
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
      {
        value: "85%",
        label: "of every donation goes to our programs",
        note: "Helping Hand campaigns, the Academy and mentoring.",
      },
      {
        value: "15%",
        label: "covers administration and fundraising",
        note: "Keeping the lights on and finding the next donor.",
      },
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
        text: "What we earn from our online store goes back into our programs.",
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
