/** Site-wide facts and the navigation of part 1 §2 'Site shell', as typed data. */

export const SITE_NAME = "Community Synergy Network";
export const SITE_TAGLINE = "Synergy, leverage and networking that turn good intentions into livelihoods.";
export const EXECUTIVE_DIRECTOR = { name: "Dr. Renée Castillo", title: "Executive Director" };

export interface NavLink {
  to: string;
  label: string;
  /** A short line shown under the label in submenus. */
  description?: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

export const MAIN_NAV: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/latest-news", label: "News" },
  {
    to: "/about",
    label: "About",
    children: [
      { to: "/about", label: "About Us", description: "Our mission, methods and impact" },
      { to: "/about/team", label: "Our Team", description: "The board and committee leads" },
    ],
  },
  {
    to: "/projects/library",
    label: "Projects",
    children: [
      { to: "/projects/business", label: "Business Opportunity", description: "Start or grow with a partner company" },
      { to: "/projects/helping-hand", label: "Helping Hand", description: "Donation-funded help for families" },
      { to: "/projects/library", label: "Project Library", description: "Every project and campaign" },
      { to: "/completed-campaigns", label: "Completed Campaigns", description: "What your gifts achieved" },
    ],
  },
  { to: "/academy", label: "Academy" },
  { to: "/donate", label: "Support US" },
  { to: "/store", label: "Store" },
];

export const UTILITY_NAV: NavLink[] = [
  { to: "/newsletter", label: "Blog" },
  { to: "/faq", label: "Resources" },
  { to: "/contact", label: "Support" },
];

export const FOOTER_NAV: { title: string; links: NavLink[] }[] = [
  {
    title: "About us",
    links: [
      { to: "/about/mission", label: "Our Mission" },
      { to: "/about/team", label: "Our Team" },
      { to: "/about/impact", label: "Our Impact" },
      { to: "/about/stories", label: "Success Stories" },
    ],
  },
  {
    title: "Get involved",
    links: [
      { to: "/volunteer", label: "Volunteer" },
      { to: "/donate", label: "Donate" },
      { to: "/projects/business", label: "Business Opportunities" },
      { to: "/store", label: "Store" },
    ],
  },
  {
    title: "Learn",
    links: [
      { to: "/academy", label: "Academy" },
      { to: "/newsletter", label: "Newsletter" },
      { to: "/projects/library", label: "Project Library" },
      { to: "/faq", label: "FAQ" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
    ],
  },
];

/** The footer's words (staff may rewrite them, ADR 0049); its links are the spec's and stay in FOOTER_NAV. */
export const FOOTER_COPY = {
  about:
    "We are a community-funded 501(c)(3) nonprofit. Together with volunteers, donors and partner companies we help people start and grow small businesses, learn for free, and get a helping hand when times are hard.",
  /** One heading per group of FOOTER_NAV, in its order. */
  groups: FOOTER_NAV.map((group) => group.title),
  contactTitle: "Get in touch",
  followTitle: "Follow us",
  legal: "A registered 501(c)(3) nonprofit organization. Donations are tax-deductible to the extent allowed by law.",
};
