import { IMPACT_PAGE } from "~/content/about/impact";
import { MISSION_PAGE } from "~/content/about/mission";
import { ABOUT_PAGE } from "~/content/about/overview";
import { STORIES_PAGE } from "~/content/about/stories";
import { TEAM_PAGE } from "~/content/about/team";
import { ACADEMY_META } from "~/content/academy/catalog";
import { CONTACT_PAGE, DONATE_PAGE, STORE_PAGE, VOLUNTEER_PAGE } from "~/content/engage";
import { FAQ_PAGE } from "~/content/faq";
import { PRIVACY_POLICY, TERMS } from "~/content/legal";
import { BUSINESS_PAGE } from "~/content/projects/business";
import { HELPING_HAND_PAGE } from "~/content/projects/helping-hand";
import { LIBRARY_PAGE } from "~/content/projects/library";
import { PROJECTS_PAGE } from "~/content/projects/overview";

/**
 * The site's fixed pages as search sees them (issue 8): a title (weight A), the page's own summary
 * (weight B) and extra words people may type for it (weight C). They are ranked in SQL with the
 * same text-search functions as the database content, so one ordering covers both.
 */
export interface StaticSearchPage {
  url: string;
  title: string;
  description: string;
  keywords: string;
}

export const STATIC_SEARCH_PAGES: readonly StaticSearchPage[] = [
  {
    url: "/about",
    title: "About Us",
    description: ABOUT_PAGE.meta.description,
    keywords: "who we are nonprofit 501(c)(3) overview methods",
  },
  {
    url: "/about/mission",
    title: "Our Mission",
    description: MISSION_PAGE.meta.description,
    keywords: "mission values purpose campaign project definition",
  },
  {
    url: "/about/team",
    title: "Our Team",
    description: TEAM_PAGE.meta.description,
    keywords: "board directors committee leads staff people leadership",
  },
  {
    url: "/about/impact",
    title: "Our Impact",
    description: IMPACT_PAGE.meta.description,
    keywords: "results numbers figures volunteers donations",
  },
  {
    url: "/about/stories",
    title: "Success Stories",
    description: STORIES_PAGE.meta.description,
    keywords: "stories testimonials members partners",
  },
  {
    url: "/projects",
    title: "Our Projects",
    description: PROJECTS_PAGE.meta.description,
    keywords: "projects campaigns programs opportunities",
  },
  {
    url: "/projects/library",
    title: "Project Library",
    description: LIBRARY_PAGE.meta.description,
    keywords: "all projects campaigns list browse",
  },
  {
    url: "/projects/business",
    title: "Business Opportunities",
    description: BUSINESS_PAGE.meta.description,
    keywords: "business partner income entrepreneur individual apply",
  },
  {
    url: "/projects/helping-hand",
    title: "Helping Hand Campaigns",
    description: HELPING_HAND_PAGE.meta.description,
    keywords: "campaigns help families donations eligibility apply",
  },
  {
    url: "/academy",
    title: "Academy: Free Courses",
    description: ACADEMY_META.description,
    keywords: "courses learning lessons training education classes",
  },
  {
    url: "/contact",
    title: "Contact Us",
    description: CONTACT_PAGE.meta.description,
    keywords: "contact support email phone message help question",
  },
  {
    url: "/volunteer",
    title: "Volunteer With Us",
    description: VOLUNTEER_PAGE.meta.description,
    keywords: "volunteer volunteering help get involved time",
  },
  {
    url: "/donate",
    title: "Donate",
    description: DONATE_PAGE.meta.description,
    keywords: "donate donation give gift support money tax receipt",
  },
  {
    url: "/store",
    title: "Store",
    description: STORE_PAGE.meta.description,
    keywords: "store shop buy products merchandise",
  },
  {
    url: "/faq",
    title: "Frequently Asked Questions",
    description: FAQ_PAGE.meta.description,
    keywords: "faq questions answers resources help",
  },
  {
    url: "/privacy",
    title: "Privacy Policy",
    description: PRIVACY_POLICY.meta.description,
    keywords: "privacy data cookies personal information deletion",
  },
  {
    url: "/terms",
    title: "Terms of Service",
    description: TERMS.meta.description,
    keywords: "terms conditions rules legal",
  },
  {
    url: "/newsletter",
    title: "Newsletter: The Synergy Letter",
    description:
      "One short letter a month about our campaigns, partners and free Academy courses. Subscribe or read past issues.",
    keywords: "newsletter blog subscribe email letter issues archive",
  },
  {
    url: "/latest-news",
    title: "Latest News",
    description:
      "News from our Helping Hand campaigns, business partners and free Academy, and the people behind them.",
    keywords: "news updates articles announcements",
  },
  {
    url: "/completed-campaigns",
    title: "Completed Campaigns",
    description: "Campaigns your gifts have already finished: who was helped, where, and what was delivered.",
    keywords: "completed finished past campaigns results impact",
  },
];
