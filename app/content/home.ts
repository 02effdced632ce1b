/** The home page's static copy (part 1 §2 'Home'), as typed data. */

export interface HomeLink {
  to: string;
  label: string;
}

export interface HomeImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const HOME_META = {
  title: "Community Synergy Network | Business opportunities, Helping Hand campaigns and a free Academy",
  description:
    "A US 501(c)(3) nonprofit connecting people and small businesses with trusted partner companies, funding Helping Hand campaigns for families in need, and teaching business skills free in our Academy.",
} as const;

export interface StaticNewsCard {
  id: string;
  badge: string;
  title: string;
  description: string;
  image: HomeImage;
  link: HomeLink;
}

const cardImage = (src: string, alt: string): HomeImage => ({ src, alt, width: 640, height: 400 });

export const LATEST_NEWS_SECTION = {
  eyebrow: "News from the network",
  title: "Our Latest News",
  lead: "New partners, finished campaigns and what is coming next.",
  carouselLabel: "News highlights",
  partnership: {
    id: "partnership",
    badge: "New partnership",
    title: "New business opportunity partnership",
    description:
      "Our cosmetics partner's independent beauty consultant program is now open to our community, with a personal mentor for your first months.",
    image: cardImage("/images/home/news-partnership.svg", "A lipstick, a compact and a perfume bottle with sparkles"),
    link: { to: "/marykay-application", label: "Apply as a consultant" },
  },
  newsletter: {
    id: "newsletter",
    badge: "Newsletter",
    title: "Read the Synergy Newsletter",
    description:
      "Partner news, new Academy courses and the people behind each campaign. Browse past issues or sign up for the next one.",
    image: cardImage("/images/home/news-newsletter.svg", "An open envelope with a letter and a heart-shaped stamp"),
    link: { to: "/newsletter", label: "Read the newsletter" },
  },
  businessNetwork: {
    id: "business-network",
    badge: "Business network",
    title: "Join our growing business network",
    description:
      "Partner companies, from lab-grown diamonds to AI automation, are looking for agents and consultants. Find the one that fits your skills and your town.",
    image: cardImage("/images/home/news-network.svg", "Three small shopfronts joined by a dotted line"),
    link: { to: "/projects/business", label: "Explore opportunities" },
  },
  campaign: {
    badge: "Completed campaign",
    linkLabel: "Read Story",
    fallbackImage: cardImage(
      "/images/home/campaign-fallback.svg",
      "A care package of health and beauty products with a heart",
    ),
  },
  moreLinks: {
    news: { to: "/latest-news", label: "View all news" },
    newsletter: { to: "/newsletter", label: "Browse the newsletter" },
  },
} as const;

export const SUBSCRIBE_SECTION = {
  eyebrow: "Newsletter",
  title: "Stay Informed",
  lead: "New campaigns, partner opportunities and free Academy courses, sent now and then. We never share your address, and every email has an unsubscribe link.",
  label: "Email address",
  placeholder: "you@example.com",
  button: "Subscribe",
  pending: "Subscribing...",
  successTitle: "Subscribed!",
  successDescription:
    "Thank you! Check your inbox for an email from us and open its link to confirm your subscription.",
  privacyLink: { to: "/privacy", label: "Privacy Policy" },
} as const;
