/** The illustration shown for a Helping Hand campaign (running or completed) that has no picture, or whose picture fails to load. */
export const CAMPAIGN_FALLBACK_IMAGE = {
  src: "/images/campaigns/campaign-fallback.svg",
  alt: "Illustration: two open hands holding a heart above a care box",
};
