/**
 * The fixed choices of the volunteer application (part 2 §5), each with the label a person
 * reads. The values are what is stored; the labels only ever appear on the page and in emails.
 */

export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
}

/** The 50 US states by two-letter postal code (part 2 §5: "one of the 50 US states"). */
export const US_STATES = [
  { value: "AL", label: "Alabama" },
  { value: "AK", label: "Alaska" },
  { value: "AZ", label: "Arizona" },
  { value: "AR", label: "Arkansas" },
  { value: "CA", label: "California" },
  { value: "CO", label: "Colorado" },
  { value: "CT", label: "Connecticut" },
  { value: "DE", label: "Delaware" },
  { value: "FL", label: "Florida" },
  { value: "GA", label: "Georgia" },
  { value: "HI", label: "Hawaii" },
  { value: "ID", label: "Idaho" },
  { value: "IL", label: "Illinois" },
  { value: "IN", label: "Indiana" },
  { value: "IA", label: "Iowa" },
  { value: "KS", label: "Kansas" },
  { value: "KY", label: "Kentucky" },
  { value: "LA", label: "Louisiana" },
  { value: "ME", label: "Maine" },
  { value: "MD", label: "Maryland" },
  { value: "MA", label: "Massachusetts" },
  { value: "MI", label: "Michigan" },
  { value: "MN", label: "Minnesota" },
  { value: "MS", label: "Mississippi" },
  { value: "MO", label: "Missouri" },
  { value: "MT", label: "Montana" },
  { value: "NE", label: "Nebraska" },
  { value: "NV", label: "Nevada" },
  { value: "NH", label: "New Hampshire" },
  { value: "NJ", label: "New Jersey" },
  { value: "NM", label: "New Mexico" },
  { value: "NY", label: "New York" },
  { value: "NC", label: "North Carolina" },
  { value: "ND", label: "North Dakota" },
  { value: "OH", label: "Ohio" },
  { value: "OK", label: "Oklahoma" },
  { value: "OR", label: "Oregon" },
  { value: "PA", label: "Pennsylvania" },
  { value: "RI", label: "Rhode Island" },
  { value: "SC", label: "South Carolina" },
  { value: "SD", label: "South Dakota" },
  { value: "TN", label: "Tennessee" },
  { value: "TX", label: "Texas" },
  { value: "UT", label: "Utah" },
  { value: "VT", label: "Vermont" },
  { value: "VA", label: "Virginia" },
  { value: "WA", label: "Washington" },
  { value: "WV", label: "West Virginia" },
  { value: "WI", label: "Wisconsin" },
  { value: "WY", label: "Wyoming" },
] as const satisfies readonly Choice[];

export type StateCode = (typeof US_STATES)[number]["value"];

export const VOLUNTEER_INTERESTS = [
  { value: "fundraising", label: "Fundraising" },
  { value: "promotion", label: "Promotion & advertising" },
  { value: "mentoring", label: "Mentoring" },
  { value: "academy", label: "Academy course development" },
  { value: "events", label: "Events" },
  { value: "administrative", label: "Administrative support" },
  { value: "community_outreach", label: "Community outreach" },
] as const satisfies readonly Choice[];

export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number]["value"];

export const VOLUNTEER_AVAILABILITY = [
  { value: "weekdays", label: "Weekdays" },
  { value: "weekends", label: "Weekends" },
  { value: "evenings", label: "Evenings" },
  { value: "flexible", label: "Flexible, whenever I'm needed" },
  { value: "occasional", label: "Occasionally, for one-off events" },
] as const satisfies readonly Choice[];

export type VolunteerAvailability = (typeof VOLUNTEER_AVAILABILITY)[number]["value"];

export const HEARD_ABOUT_US = [
  { value: "social_media", label: "Social media" },
  { value: "website", label: "This website" },
  { value: "friend_family", label: "A friend or family member" },
  { value: "community_event", label: "A community event" },
  { value: "search_engine", label: "A search engine" },
  { value: "newsletter", label: "Our newsletter" },
  { value: "other", label: "Somewhere else" },
] as const satisfies readonly Choice[];

export type HeardAboutUs = (typeof HEARD_ABOUT_US)[number]["value"];

/** The values of a choice list, typed for `z.enum`. */
export function valuesOf<const T extends readonly [Choice, ...Choice[]]>(choices: T) {
  return choices.map((choice) => choice.value) as unknown as { [K in keyof T]: T[K]["value"] };
}

/** The label of a stored value, or the value itself if it is not (or no longer) in the list. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
