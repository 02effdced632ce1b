/** Part 1 §2 'Impact': the stat tiles (hard-coded marketing figures, §9). */
export const IMPACT_STATS = [
  { value: "500+", label: "Volunteers" },
  { value: "1000+", label: "People empowered" },
  { value: "150+", label: "Businesses supported" },
  { value: "$250K+", label: "Donations distributed" },
] as const;
