/**
 * The wording of the emails people get back (issue 36): the receipt sent when a form arrives and
 * the decision staff send from the back office, per kind of submission, with the placeholders
 * each may use. No database code, so the back office's forms can check a placeholder as staff type.
 *
 * A receipt may only use what the site itself knows (the form, the campaign or program as stored
 * by the site, the date, the promise): never a value a visitor typed, so the forms cannot be used
 * to send a stranger words of the sender's choosing (ADR 0034).
 */

/** The kinds of submission that get a receipt, and the kinds staff decide on, by their list's name. */
export const RECEIPT_KINDS = [
  "contact",
  "volunteer",
  "partner",
  "consultant",
  "diamond",
  "opportunity",
  "campaign",
  "volunteer-interest",
] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export interface Outcome {
  value: string;
  label: string;
}

const PROGRAM_OUTCOMES: readonly Outcome[] = [
  { value: "accepted", label: "Accepted" },
  { value: "declined", label: "Declined" },
  { value: "needs_info", label: "Needs more information" },
];

/** The outcomes staff may choose, per kind (issue 36). */
export const OUTCOMES: Record<ReceiptKind, readonly Outcome[]> = {
  campaign: [
    { value: "approved", label: "Approved" },
    { value: "not_eligible", label: "Not eligible" },
    { value: "needs_info", label: "Needs more information" },
  ],
  partner: PROGRAM_OUTCOMES,
  consultant: PROGRAM_OUTCOMES,
  diamond: PROGRAM_OUTCOMES,
  opportunity: PROGRAM_OUTCOMES,
  volunteer: [
    { value: "welcomed", label: "Welcomed" },
    { value: "not_now", label: "Not at this time" },
  ],
  contact: [{ value: "replied", label: "Replied" }],
  "volunteer-interest": [{ value: "replied", label: "Replied" }],
};

export function isReceiptKind(kind: string): kind is ReceiptKind {
  return (RECEIPT_KINDS as readonly string[]).includes(kind);
}

export function outcomeOf(kind: ReceiptKind, value: string): Outcome | undefined {
  return OUTCOMES[kind].find((outcome) => outcome.value === value);
}

/** What the site promises per kind, in hours (the spec: applications in 24, messages in 24-48). */
export const PROMISE_HOURS: Record<ReceiptKind, number> = {
  contact: 48,
  "volunteer-interest": 48,
  volunteer: 24,
  partner: 24,
  consultant: 24,
  diamond: 24,
  opportunity: 24,
  campaign: 24,
};

const PROMISE_TEXT: Record<ReceiptKind, string> = {
  contact: "within 24-48 hours",
  "volunteer-interest": "within 24-48 hours",
  volunteer: "within 24 hours",
  partner: "within 24 hours",
  consultant: "within 24 hours",
  diamond: "within 24 hours",
  opportunity: "within 24 hours",
  campaign: "within 24 hours",
};

/** How a receipt and a decision name the form ("your volunteer application"). */
const FORM_NAMES: Record<ReceiptKind, string> = {
  contact: "your message",
  volunteer: "your volunteer application",
  partner: "your partner application",
  consultant: "your application to the beauty consultant program",
  diamond: "your application to the diamond agent program",
  opportunity: "your opportunity application",
  campaign: "your application for support",
  "volunteer-interest": "your offer to support the Academy",
};

export interface Placeholder {
  name: string;
  description: string;
}

export const RECEIPT_PLACEHOLDERS: readonly Placeholder[] = [
  { name: "form", description: "What arrived, e.g. “your volunteer application”" },
  { name: "about", description: "The campaign, project, program or course it is for (may be empty)" },
  { name: "date", description: "The day it arrived, in the site's time zone" },
  { name: "promise", description: "When we reply, e.g. “within 24 hours”" },
  { name: "site", description: "The organization's name" },
];

export const DECISION_PLACEHOLDERS: readonly Placeholder[] = [
  { name: "name", description: "The person's name as they gave it" },
  ...RECEIPT_PLACEHOLDERS.filter((placeholder) => placeholder.name !== "promise"),
  { name: "staff_name", description: "Your name, as your account has it" },
];

export const SITE_NAME = "Community Synergy Network";

export interface Template {
  subject: string;
  body: string;
}

const RECEIPT_NEXT: Record<ReceiptKind, string> = {
  contact: "A member of our team will read it and write back {{promise}}.",
  volunteer: "Our volunteer coordinator will read it and get in touch {{promise}} to talk about a first way to help.",
  partner: "A member of our team will review it and contact you {{promise}} about the next steps.",
  consultant: "Your mentor will call you {{promise}} to plan your first steps.",
  diamond: "Your mentor will call you {{promise}} to plan your first steps.",
  opportunity: "A member of our team will review it and contact you {{promise}} about the next steps.",
  campaign: "A member of our team will review it and write to you {{promise}} with an answer or a question.",
  "volunteer-interest":
    "A member of our team will write to you {{promise}} to thank you and suggest a first way to help.",
};

/** The receipt's default wording per kind. */
export function defaultReceipt(kind: ReceiptKind): Template {
  return {
    subject: "We received {{form}}",
    body: [
      "Hello,",
      "Thank you for reaching out to {{site}}. We received {{form}}{{about}} on {{date}}.",
      RECEIPT_NEXT[kind],
      "If you need to add something, simply reply to this email.",
      "Warm regards,\nThe {{site}} team",
    ].join("\n\n"),
  };
}

const DECISION_BODIES: Record<string, string> = {
  approved:
    "Good news: we approved {{form}}{{about}}. We will be in touch shortly to arrange the support with you. If anything has changed since you applied, please reply to this email.",
  not_eligible:
    "Thank you for applying. We looked at {{form}}{{about}} carefully, and unfortunately it does not meet this campaign's eligibility rules, so we cannot offer support through it. Other campaigns may fit better; reply to this email and we will gladly help you look.",
  needs_info:
    "Thank you for {{form}}{{about}}. Before we can decide, we need a little more information from you:\n\n(Write here what you need.)\n\nPlease reply to this email with those details.",
  accepted:
    "We are glad to tell you that we accepted {{form}}{{about}}. We will contact you soon to plan the next steps together.",
  declined:
    "Thank you for {{form}}{{about}} and for your interest in working with us. After careful review, we are not able to move forward with it at this time. We wish you all the best.",
  welcomed:
    "Welcome aboard! We would love to have you as a volunteer. We will be in touch about your first shift and what to bring.",
  not_now:
    "Thank you for offering your time. We do not have a volunteer role that fits right now, and we will keep your details in case that changes.",
  replied: "Thank you for {{form}}.\n\n(Write your reply here.)",
};

/** The default wording of a decision email. */
export function defaultDecision(kind: ReceiptKind, outcome: string): Template {
  const label = outcomeOf(kind, outcome)?.label ?? outcome;
  return {
    subject: outcome === "replied" ? "About {{form}}" : `{{form}}: ${label.toLowerCase()}`,
    body: ["Dear {{name}},", DECISION_BODIES[outcome] ?? "", "Warm regards,\n{{staff_name}}\n{{site}}"].join("\n\n"),
  };
}

export type TemplateKey = `receipt:${ReceiptKind}` | `decision:${ReceiptKind}:${string}`;

export function receiptKey(kind: ReceiptKind): TemplateKey {
  return `receipt:${kind}`;
}

export function decisionKey(kind: ReceiptKind, outcome: string): TemplateKey {
  return `decision:${kind}:${outcome}`;
}

/** Every template staff may edit, in the order the settings screen lists them. */
export function allTemplates(): { key: TemplateKey; kind: ReceiptKind; outcome?: Outcome; fallback: Template }[] {
  return RECEIPT_KINDS.flatMap((kind) => [
    { key: receiptKey(kind), kind, fallback: defaultReceipt(kind) },
    ...OUTCOMES[kind].map((outcome) => ({
      key: decisionKey(kind, outcome.value),
      kind,
      outcome,
      fallback: defaultDecision(kind, outcome.value),
    })),
  ]);
}

export function parseTemplateKey(key: string): { kind: ReceiptKind; outcome?: string } | null {
  const [type, kind, outcome] = key.split(":");
  if (!kind || !isReceiptKind(kind)) return null;
  if (type === "receipt" && outcome === undefined) return { kind };
  if (type === "decision" && outcome && outcomeOf(kind, outcome)) return { kind, outcome };
  return null;
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * The problems of a template's text, as staff read them: each unknown placeholder by name, and
 * braces that open a placeholder without closing it. Empty when it is fine.
 */
export function templateProblems(text: string, allowed: readonly Placeholder[]): string[] {
  const names = new Set(allowed.map((placeholder) => placeholder.name));
  const problems: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] ?? "";
    if (!names.has(name)) {
      problems.push(
        `“{{${name}}}” is not a placeholder this email can use. Use one of: ${[...names].map((n) => `{{${n}}}`).join(", ")}.`,
      );
    }
  }
  const leftover = text.replace(TOKEN, "");
  if (leftover.includes("{{") || leftover.includes("}}")) {
    problems.push("A placeholder is not closed: write it as {{name}}, with two braces on each side.");
  }
  return [...new Set(problems)];
}

/** The text with every placeholder filled (placeholders are checked when a template is saved). */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (_whole, name: string) => values[name] ?? "");
}

/** The values a receipt fills in: only what the site knows, never what the visitor typed. */
export function receiptValues(kind: ReceiptKind, { about, date }: { about?: string | null; date: string }) {
  return {
    form: FORM_NAMES[kind],
    about: about ? (kind === "volunteer-interest" ? `, after enrolling in “${about}”` : ` for “${about}”`) : "",
    date,
    promise: PROMISE_TEXT[kind],
    site: SITE_NAME,
  };
}

export function decisionValues(
  kind: ReceiptKind,
  { name, about, date, staffName }: { name: string; about?: string | null; date: string; staffName: string },
) {
  const { promise: _promise, ...shared } = receiptValues(kind, { about, date });
  return { ...shared, name, staff_name: staffName };
}

/** "Your volunteer application" for a subject line that starts with the form's name. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
