/** The Success Stories page's copy (part 1 §2 'About area'). */

import type { Testimonial } from "./types";

export const STORIES_PAGE = {
  meta: {
    title: "Success Stories from Our Network | Community Synergy Network",
    description:
      "How our partnerships began and what they have built: stories from members and partners in AI automation, lab-grown diamonds, tax careers and territorial distribution.",
  },
  hero: {
    eyebrow: "Our network",
    title: "Stories from the partnerships that power our work",
    lead: "Each partner in our network started with one conversation. These are the stories of how those conversations turned into work for our members.",
  },
  storiesTitle: "How our partnerships began",
  stories: [
    {
      title: "A restaurant owner's missed calls",
      text: "A family restaurant in our network was losing evening bookings because nobody could answer the phone during the dinner rush. Orel Developers set up an AI assistant to take the calls, and the member who made the introduction became our first territorial agent. Orel territories are now open in 31 states.",
    },
    {
      title: "Diamonds without a vault",
      text: "Most people cannot afford to stock fine jewelry. AMERA Diamonds agreed to let our members sell from a digital catalog with their own code name, so an agent needs no inventory at all. Every stone is grown in US facilities, and every order ships within 14 days.",
    },
    {
      title: "A second career every tax season",
      text: "LON Tax needed reliable preparers in Atlanta and Charlotte; our members needed flexible, well-paid seasonal work. The free 10-week course that came out of that meeting now starts every September.",
    },
    {
      title: "Territories for local sellers",
      text: "Shield Fashion wanted distributors who know their own towns. Our members in Georgia, Florida and the Carolinas knew every phone-repair shop and pharmacy on Main Street, and several now hold territorial rights.",
    },
  ],
  partnersTitle: "Meet our business partners",
  partners: [
    {
      name: "Orel Developers",
      programme: "AI business automation",
      description:
        "Territorial agents introduce local businesses to AI assistants that answer calls and book appointments.",
      to: "/projects/orel-developers",
      logo: "/images/seed/logo-orel.svg",
    },
    {
      name: "AMERA Diamonds",
      programme: "Lab-grown diamonds",
      description:
        "Independent agents sell certified lab-grown diamond jewelry, made in the USA, from a digital catalog.",
      to: "/projects/amera-diamonds",
      logo: "/images/seed/logo-amera.svg",
    },
    {
      name: "LON Tax",
      programme: "Tax and accounting careers",
      description: "A free 10-week course, a paid first season and a route to owning an office.",
      to: "/projects/lon-tax",
      logo: "/images/seed/logo-lon-tax.svg",
    },
    {
      name: "Shield Fashion",
      programme: "Territorial distribution",
      description: "Distributors supply shielding phone cases and sleeves to stores across their own territory.",
      to: "/projects/shield-fashion",
      logo: "/images/seed/logo-shield.svg",
    },
  ],
  testimonialsTitle: "What members say",
  testimonials: [
    {
      quote:
        "I had never sold anything in my life. My mentor went through my first ten appointments with me, one by one. Six months later I am covering my car payment and then some.",
      name: "Keisha R.",
      detail: "Independent beauty consultant, San Antonio, Texas",
    },
    {
      quote:
        "The dentist down the street signed up after a 30-minute check-up. I earn a share of that subscription every month, and I did not write a line of code.",
      name: "Marco D.",
      detail: "Orel Developers territorial agent, Tucson, Arizona",
    },
  ] satisfies Testimonial[],
} as const;
