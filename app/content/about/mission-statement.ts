/** The mission in one sentence: the About page's mission tab and the Our Mission page both state it. */
export const MISSION_STATEMENT =
  "To create real business opportunities for individuals and small businesses through partner companies, and to fund Helping Hand campaigns that put free or low-cost health, beauty and nutrition products in the hands of people who need them.";
