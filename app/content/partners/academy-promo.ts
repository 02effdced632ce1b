export const ACADEMY_PROMO = {
  title: "Learn before you start, for free",
  text: "Our Academy has short, practical courses on starting a business, pricing, selling honestly and keeping your books. Every course is free, on your phone, at your own pace.",
  link: { to: "/academy", label: "Explore the Academy" },
} as const;
