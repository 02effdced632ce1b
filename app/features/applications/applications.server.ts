import { parse as parseAsTyped, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  agentApplications,
  consultantApplications,
  diamondApplications,
  opportunityApplications,
} from "~/db/schema";
import type { SiteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { describeDatabaseError } from "~/utils/database-unavailable";
import { queueStaffNotification } from "~/utils/email.server";
import { checkRateLimits, describeFailedWrite, isHoneypotFilled } from "~/utils/forms.server";
import {
  cityFromLocation,
  createPartnerApplicationSchema,
  createProgrammeApplicationSchema,
  EXPERIENCE_LEVELS,
  OPPORTUNITY_EXPERIENCE,
  OPPORTUNITY_INTERESTS,
  OpportunityApplicationSchema,
  PROGRAMMES,
  SUBMIT_FAILED,
  type OpportunityApplicationInput,
  type PartnerApplicationInput,
  type ProgrammeApplicationInput,
  type ProgrammeKind,
  type ProjectChoice,
} from "./validation";

type Ctx = Pick<SiteContext, "db" | "env" | "logger" | "rateLimiter" | "clientIp">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What every application action answers; `result` is Conform's reply (errors, or a reset after success). */
export type ApplicationActionData =
  | { ok: true; result: SubmissionResult<string[]> }
  | { ok: false; result?: SubmissionResult<string[]>; formError?: string };

/** Form names, used as the rate-limit key suffix (`publicForm` per IP and form). */
export const FORM_NAMES = {
  partner: "partner-application",
  consultant: "consultant-application",
  diamond: "diamond-application",
  opportunity: "opportunity-application",
} as const;

/**
 * The action order every public form follows (docs/contributing.md): honeypot → rate limit →
 * validation → one transaction with the row and its staff notification → success. A filled
 * honeypot answers like a success and stores nothing.
 */
async function runApplication<T>(
  ctx: Ctx,
  request: Request,
  {
    formName,
    parse,
    store,
  }: {
    formName: string;
    parse: (formData: FormData) => Submission<unknown, string[], T> | Promise<Submission<unknown, string[], T>>;
    store: (tx: Tx, value: T) => Promise<void>;
  },
) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) {
    return data<ApplicationActionData>({ ok: true, result: { initialValue: null } });
  }

  // The rate limit and the project choices are read from the database too: when it cannot be
  // reached there, the visitor gets the same "try again in a minute" answer as for the write.
  let limited;
  try {
    limited = await checkRateLimits(ctx, [{ name: "publicForm", key: `${ctx.clientIp}:${formName}` }]);
  } catch (error) {
    return databaseUnavailable(error) ?? rethrow(error);
  }
  if (limited) return limited;

  let submission;
  try {
    submission = await parse(formData);
  } catch (error) {
    return databaseUnavailable(error) ?? rethrow(error);
  }
  if (submission.status !== "success") {
    return data<ApplicationActionData>({ ok: false, result: submission.reply() }, { status: 400 });
  }

  try {
    await ctx.db.transaction(async (tx) => {
      await store(tx, submission.value);
    });
  } catch (error) {
    const unavailable = databaseUnavailable(error, submission);
    if (unavailable) return unavailable;
    // The payload is never logged (ARCHITECTURE: logging); the visitor's input stays in the form.
    ctx.logger.error({ err: error, form: formName }, "storing an application failed");
    return data<ApplicationActionData>({ ok: false, result: submission.reply(), formError: SUBMIT_FAILED.description }, { status: 500 });
  }
  return data<ApplicationActionData>({ ok: true, result: submission.reply({ resetForm: true }) });

  /**
   * The database could not be reached: 503 with everything typed kept and "try again in a
   * minute" in the form (undefined for any other error, which keeps its own handling).
   */
  function databaseUnavailable(error: unknown, parsed?: Submission<unknown, string[], T>) {
    const failure = describeFailedWrite(error, SUBMIT_FAILED.description);
    if (!failure.databaseUnavailable) return undefined;
    // Only the error's kind and code: Drizzle's message repeats the visitor's words.
    ctx.logger.error({ err: describeDatabaseError(error), form: formName }, "storing an application failed");
    // Before validation there is no parsed submission yet: send the input back as typed.
    const typed = parsed ?? parseAsTyped(formData, { resolve: (payload) => ({ value: payload }) });
    return data<ApplicationActionData>(
      { ok: false, result: typed.reply({ formErrors: [failure.message] }), formError: failure.message },
      { status: failure.status },
    );
  }
}

function rethrow(error: unknown): never {
  throw error;
}

function lines(entries: [label: string, value: string | null | undefined][]): string {
  return entries.map(([label, value]) => `${label}: ${value?.trim() ? value : "(not given)"}`).join("\n");
}

// ───────────────────────────── generic partner form ─────────────────────────────

/**
 * The generic partner ("agent") form: stored in `agent_applications` with every field typed
 * (part 1 §7 sent only some of them; phone, location, experience and message are kept too).
 */
export function submitPartnerApplication(
  ctx: Ctx,
  request: Request,
  { loadChoices }: { loadChoices: () => Promise<ProjectChoice[]> },
) {
  let choices: ProjectChoice[] = [];
  return runApplication<PartnerApplicationInput>(ctx, request, {
    formName: FORM_NAMES.partner,
    parse: async (formData) => {
      choices = await loadChoices();
      return parseWithZod(formData, { schema: createPartnerApplicationSchema(choices) });
    },
    store: async (tx, value) => {
      const choice = choices.find((candidate) => candidate.value === value.project);
      const projectTitle = choice?.title ?? value.project;
      await tx.insert(agentApplications).values({
        projectId: choice?.projectId ?? null,
        fullName: value.name,
        email: value.email,
        phone: value.phone,
        location: value.location,
        city: cityFromLocation(value.location),
        country: "us",
        projectInterest: projectTitle,
        projectType: "product",
        collaborationType: value.partnershipType ?? null,
        experience: value.experience ?? null,
        message: value.message ?? null,
      });
      await queueStaffNotification(tx, ctx.env, {
        subject: `New partner application: ${projectTitle}`,
        text: [
          `A new partner application arrived through the website for "${projectTitle}".`,
          "",
          lines([
            ["Name", value.name],
            ["Email", value.email],
            ["Phone", value.phone],
            ["Location", value.location],
            ["Project", projectTitle],
            ["Partnership type", value.partnershipType],
            ["Experience", value.experience],
            ["Message", value.message],
          ]),
          "",
          "We promised to contact this person within 24 hours. The application is also listed in the admin dashboard under Form Submissions.",
        ].join("\n"),
      });
    },
  });
}

// ───────────────────────────── consultant and diamond programmes ─────────────────────────────

const PROGRAMME_COPY: Record<ProgrammeKind, { table: typeof consultantApplications | typeof diamondApplications; subject: string; name: string }> = {
  consultant: { table: consultantApplications, subject: "New beauty consultant program application", name: "beauty consultant program" },
  diamond: { table: diamondApplications, subject: "New diamond agent program application", name: "diamond agent program" },
};

export function submitProgrammeApplication(ctx: Ctx, request: Request, kind: ProgrammeKind) {
  const schema = createProgrammeApplicationSchema(kind);
  const copy = PROGRAMME_COPY[kind];
  return runApplication<ProgrammeApplicationInput>(ctx, request, {
    formName: kind === "consultant" ? FORM_NAMES.consultant : FORM_NAMES.diamond,
    parse: (formData) => parseWithZod(formData, { schema }),
    store: async (tx, value) => {
      await tx.insert(copy.table).values({
        fullName: value.fullName,
        email: value.email,
        phone: value.phone,
        state: value.state,
        experienceLevel: value.experienceLevel,
        collaborationType: value.collaborationType,
      });
      const level = EXPERIENCE_LEVELS.find((candidate) => candidate.value === value.experienceLevel)?.label;
      await queueStaffNotification(tx, ctx.env, {
        subject: copy.subject,
        text: [
          `A new application for the ${copy.name} arrived through the website.`,
          "",
          lines([
            ["Name", value.fullName],
            ["Email", value.email],
            ["Phone", value.phone],
            ["State", value.state],
            ["Experience level", level ?? value.experienceLevel],
            ["Collaboration", PROGRAMMES[kind].collaborationLabel],
          ]),
          "",
          "We promised a call from the mentor within 24 hours.",
        ].join("\n"),
      });
    },
  });
}

// ───────────────────────────── individual / business opportunity ─────────────────────────────

/** The opportunity form of the Business Opportunity page (the original only simulated it; part 1 §7). */
export function submitOpportunityApplication(ctx: Ctx, request: Request) {
  return runApplication<OpportunityApplicationInput>(ctx, request, {
    formName: FORM_NAMES.opportunity,
    parse: (formData) => parseWithZod(formData, { schema: OpportunityApplicationSchema }),
    store: async (tx, value) => {
      const type = value.type;
      await tx.insert(opportunityApplications).values({
        opportunityType: type,
        name: value.name,
        email: value.email,
        phone: value.phone,
        location: value.location,
        experience: value.experience ?? null,
        interest: value.interest ?? null,
        message: value.message ?? null,
      });
      const experience = OPPORTUNITY_EXPERIENCE[type].find((option) => option.value === value.experience)?.label;
      const interest = OPPORTUNITY_INTERESTS.find((option) => option.value === value.interest)?.label;
      await queueStaffNotification(tx, ctx.env, {
        subject: `New ${type} opportunity application`,
        text: [
          `A new ${type} opportunity application arrived through the Business Opportunity page.`,
          "",
          lines([
            ["Name", value.name],
            ["Email", value.email],
            ["Phone", value.phone],
            ["Location", value.location],
            [type === "business" ? "Organization type" : "Experience", experience],
            ["Interest", interest],
            ["Message", value.message],
          ]),
          "",
          "We promised to contact this person within 24 hours. Tax details for Form 1099 are requested only after approval, through a secure channel.",
        ].join("\n"),
      });
    },
  });
}
