/** The disclosure shown with lessons about lab-grown diamonds (part 2 §2 'Lesson player'). */

/** Shown with lessons that mention the brand or diamonds (part 2 §2 'Lesson player'). */
export const DIAMOND_DISCLOSURE = {
  title: "About lab-grown diamonds",
  paragraphs: [
    "The diamonds discussed in this lesson are laboratory-grown, not mined. AMERA Diamonds, one of our partner companies, grows them in facilities in the United States using chemical vapor deposition (CVD), then cuts, polishes and grades them.",
    "A lab-grown diamond has the same crystal structure and chemistry as a mined diamond, and its grading report always states that it was grown in a laboratory. Resale values are usually lower than for mined stones.",
    "This lesson is education, not a sales offer. Agents are independent contractors who sell for AMERA Diamonds, not employees of the manufacturer or of Community Synergy Network.",
  ],
};
