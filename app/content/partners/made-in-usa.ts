export const MADE_IN_USA = {
  title: "MADE IN USA",
  text: "AMERA lab-grown diamonds are manufactured in US facilities using CVD (chemical vapor deposition) technology and are graded and finished to US standards.",
} as const;
