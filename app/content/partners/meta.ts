/**
 * What a partner page's route draws itself, apart from the page's copy: its title and description,
 * and on the pages with an inline application, that application's texts. The copy is drawn from
 * the server's HTML (static-island.tsx) and reaches the browser only after a client-side navigation.
 */
export const PARTNER_PAGE_META = {
  "amera-diamonds": {
    title: "AMERA Diamonds Agent Program | Community Synergy Network",
    description:
      "Sell certified lab-grown diamond jewelry made in US facilities. Digital catalog, your own code name, no inventory, and a 14-day shipping guarantee.",
  },
  "lab-grown-diamonds": {
    title: "Lab-Grown Diamonds | Community Synergy Network",
    description:
      "Real diamonds grown in US facilities, typically 60 to 80 percent below mined prices. Learn how the agent agreement works, or buy a piece from our store.",
  },
  "shield-fashion": {
    title: "Shield Fashion Territorial Rights | Community Synergy Network",
    description:
      "Hold the territorial rights to distribute Shield Fashion phone cases, pouches and laptop sleeves to stores in your county. Margins of 30 to 40 percent on wholesale orders.",
    applyLabel: "Get Territorial Rights",
    application: {
      formId: "shield-fashion-application",
      title: "Apply for territorial rights",
      lead: "Tell us where you live and we will check which territories are open near you. We reply within 24 hours.",
      closedText:
        "Territories are limited and assigned in the order applications arrive. The application takes about three minutes.",
    },
  },
  "lon-tax": {
    title: "LON Tax Career Program | Community Synergy Network",
    description:
      "Train for free as a tax preparer and bookkeeper with LON Tax: a 10-week course every September, $18 to $28 an hour in your first season, and a route to your own office.",
    applyLabel: "Start Your Career",
    application: {
      formId: "lon-tax-application",
      title: "Apply for the LON Tax career program",
      lead: "Tell us a little about yourself. We will call within 24 hours about the next course start date and the office nearest you.",
      closedText:
        "The next free course starts in September. Applying takes about three minutes and commits you to nothing.",
    },
  },
} as const satisfies Record<
  string,
  {
    title: string;
    description: string;
    applyLabel?: string;
    application?: { formId: string; title: string; lead: string; closedText: string };
  }
>;

export type PartnerPageSlug = keyof typeof PARTNER_PAGE_META;
