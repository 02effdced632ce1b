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
