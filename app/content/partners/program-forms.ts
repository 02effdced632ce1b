/**
 * What the two program application pages (/apply/marykay, /apply/amera-diamonds) draw
 * themselves: the title and description, and the form's heading, lead and thanks. The rest of
 * each page's copy (./consultant-programme.ts, ./diamond-programme.ts) is drawn from the server's
 * HTML and reaches the browser only after a client-side navigation (static-island.tsx).
 */
export const PROGRAM_FORMS = {
  marykay: {
    kind: "consultant",
    meta: {
      title: "Mary Kay Beauty Consultant Program | Community Synergy Network",
      description:
        "Start a skin-care and cosmetics business with a mentor at your side. Apply to the Mary Kay Independent Beauty Consultant Program through our network.",
    },
    formTitle: "Apply to the consultant program",
    formLead: "All fields are required. Gloria or a member of her team will call you.",
    success: {
      title: "Welcome to the Mary Kay Consultant Program!",
      description:
        "Thank you for applying. Your mentor, Gloria Mendez, will contact you within 24 hours to plan your first steps.",
    },
  },
  "amera-diamonds": {
    kind: "diamond",
    meta: {
      title: "AMERA Diamonds Agent Application | Community Synergy Network",
      description:
        "Apply to sell certified lab-grown diamond jewelry as an independent AMERA Diamonds agent. No inventory to buy, your own code name, and a mentor to get you started.",
    },
    formTitle: "Apply to the diamond agent program",
    formLead: "All fields are required. Karen or a member of her team will call you.",
    success: {
      title: "Thank You for Your Interest!",
      description: "We will contact you within 24 hours to discuss the next steps.",
    },
  },
} as const;

export type ProgramSlug = keyof typeof PROGRAM_FORMS;

/** The program a path names (`/apply/marykay` → "marykay"); the consultant program when it names none. */
export function programSlugOf(pathname: string): ProgramSlug {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return Object.hasOwn(PROGRAM_FORMS, last) ? (last as ProgramSlug) : "marykay";
}
