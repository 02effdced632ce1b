/** The FAQ page (part 2 §2 'FAQ'): six questions, as typed data. */

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqItem {
  /** Stable id: the accordion value and the `#fragment` other pages may link to. */
  id: string;
  question: string;
  answer: string[];
  links?: FaqLink[];
}

export const FAQ_PAGE = {
  meta: {
    title: "Frequently Asked Questions | Community Synergy Network",
    description:
      "Answers about volunteering, where donations go, tax deductions, business partnerships, group volunteering and free courses at Community Synergy Network.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Frequently asked questions",
    lead: "Short, straight answers to what people ask us most. If yours isn't here, our team is happy to help.",
  },
  listTitle: "Common questions",
  more: {
    title: "Still have a question?",
    text: "Send us a message and we'll get back to you within 24-48 hours.",
    link: { to: "/contact", label: "Contact us" },
  },
} as const;

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: "getting-involved",
    question: "How can I get involved?",
    answer: [
      "There are four main ways. You can volunteer a few hours a week in fundraising, promotion, mentoring or Academy course development. You can take our free Academy courses and start a business with one of our partner companies. You can support a Helping Hand campaign with a donation. Or you can simply spread the word about a campaign you care about.",
      "Most people start by volunteering or taking a course, and find their way from there.",
    ],
    links: [
      { to: "/volunteer", label: "Volunteer with us" },
      { to: "/academy", label: "Browse free courses" },
    ],
  },
  {
    id: "donations",
    question: "Where do my donations go?",
    answer: [
      "About 85% of every donation goes directly to our programs: Helping Hand campaigns that bring health, beauty and nutrition products to families in need, our free Academy and mentoring for new business owners.",
      "The remaining 15% covers administration and fundraising, the work that keeps the organization running and brings in the next gift. Our donation platform charges us no fees, so nothing else is taken out along the way.",
    ],
    links: [{ to: "/donate", label: "Make a donation" }],
  },
  {
    id: "tax-deductible",
    question: "Are my donations tax-deductible?",
    answer: [
      "Yes. Community Synergy Network is a 501(c)(3) nonprofit organization, so your donation is tax-deductible to the extent allowed by US law. You receive a tax receipt by email for every gift; keep it with your records.",
      "How much you can deduct depends on your own situation, so please check with a tax adviser if you are unsure.",
    ],
  },
  {
    id: "business-partnership",
    question: "Can my business partner with you?",
    answer: [
      "We'd love that. Companies partner with us in several ways: opening a business program to our community, donating products to a Helping Hand campaign, sponsoring a campaign, or matching employee donations.",
      "Before we recommend any partner to our community we look closely at what it costs to start, what people can earn and how they will be supported. Tell us about your business and we'll arrange a conversation.",
    ],
    links: [
      { to: "/projects/business", label: "See our business partners" },
      { to: "/contact", label: "Start a conversation" },
    ],
  },
  {
    id: "group-volunteering",
    question: "Can my group volunteer together?",
    answer: [
      "Absolutely. Workplaces, faith communities, schools, clubs and groups of friends volunteer with us, often to pack and deliver products for a Helping Hand campaign or to run a fundraising drive together.",
      "Send us a message with the size of your group and the dates that suit you, and we'll plan something that fits.",
    ],
    links: [{ to: "/contact", label: "Plan a group day" }],
  },
  {
    id: "educational-resources",
    question: "Do you offer educational resources?",
    answer: [
      "Yes. Our Academy offers free online courses on starting, running and growing a small business, written by people who have done it. Courses are self-paced and work on any phone.",
      "Our newsletter also shares partner news, new courses and practical tips from time to time.",
    ],
    links: [
      { to: "/academy", label: "Visit the Academy" },
      { to: "/newsletter", label: "Read the newsletter" },
    ],
  },
];
