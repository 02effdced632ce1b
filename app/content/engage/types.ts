export interface PageMeta {
  title: string;
  description: string;
}

export interface PageLink {
  to: string;
  label: string;
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

// ───────────────────────────── contact ─────────────────────────────

export type VolunteerRoleIcon = "fundraising" | "promotion" | "mentoring" | "academy";

export interface VolunteerRole {
  icon: VolunteerRoleIcon;
  title: string;
  /** Part 2 §9. */
  hours: string;
  description: string;
  tasks: string[];
}
