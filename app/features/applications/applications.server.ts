import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { agentApplications, consultantApplications, diamondApplications, opportunityApplications } from "~/db/schema";
import type { SiteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { queueStaffNotification } from "~/utils/email.server";
import { queueReceipt } from "~/utils/receipts.server";
import { handlePublicForm } from "~/utils/public-form.server";
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

/** Form names, used as the rate-limit key suffix (`publicForm` per IP and form). */
export const FORM_NAMES = {
  partner: "partner-application",
  consultant: "consultant-application",
  diamond: "diamond-application",
  opportunity: "opportunity-application",
} as const;

/**
 * An application through the one public-form flow (`handlePublicForm`): the row and its staff
 * notification are written in one transaction; a failure keeps the visitor's input and answers
 * the spec's wording (part 1 §8 'Partner form submit failure'), or "try again in a minute" when
 * the database is down (the project choices and the rate limit are read from it too).
 */
export function runApplication<T>(
  ctx: Ctx,
  request: Request,
  {
    formName,
    schema,
    parse,
    store,
  }: {
    formName: string;
    /** The form's schema: its fields are what an answer may echo (`parse` may build it anew). */
    schema: z.ZodType<T>;
    parse?: (formData: FormData) => Submission<unknown, string[], T> | Promise<Submission<unknown, string[], T>>;
    store: (tx: Tx, value: T) => Promise<void>;
  },
) {
  return handlePublicForm<T>({
    request,
    site: ctx,
    form: formName,
    schema,
    parse,
    save: async (value) => {
      await ctx.db.transaction(async (tx) => {
        await store(tx, value);
      });
    },
    failure: { log: "storing an application failed", message: SUBMIT_FAILED.description },
  });
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
    // The fields do not depend on the choices; the choices are read from the database per post.
    schema: createPartnerApplicationSchema([]),
    parse: async (formData) => {
      choices = await loadChoices();
      return parseWithZod(formData, { schema: createPartnerApplicationSchema(choices) });
    },
    store: async (tx, value) => {
      const choice = choices.find((candidate) => candidate.value === value.project);
      const projectTitle = choice?.title ?? value.project;
      const [stored] = await tx
        .insert(agentApplications)
        .values({
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
        })
        .returning({ id: agentApplications.id });
      await queueReceipt(tx, ctx.env, {
        kind: "partner",
        to: value.email,
        submissionId: stored!.id,
        about: choice ? projectTitle : null,
      });
      await queueStaffNotification(tx, ctx.env, {
        record: {
          kind: "Partner application",
          summary: `${value.name}, for ${projectTitle}`,
          path: `/admin/submissions/partner/${stored!.id}`,
        },
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
          "We promised to contact this person within 24 hours.",
        ].join("\n"),
        replyTo: value.email,
      });
    },
  });
}

// ───────────────────────────── consultant and diamond programmes ─────────────────────────────

const PROGRAMME_COPY: Record<
  ProgrammeKind,
  {
    table: typeof consultantApplications | typeof diamondApplications;
    subject: string;
    name: string;
    /** As the back office names one. */
    kind: string;
  }
> = {
  consultant: {
    table: consultantApplications,
    subject: "New beauty consultant program application",
    name: "beauty consultant program",
    kind: "Consultant program application",
  },
  diamond: {
    table: diamondApplications,
    subject: "New diamond agent program application",
    name: "diamond agent program",
    kind: "Diamond agent program application",
  },
};

export function submitProgrammeApplication(ctx: Ctx, request: Request, kind: ProgrammeKind) {
  const schema = createProgrammeApplicationSchema(kind);
  const copy = PROGRAMME_COPY[kind];
  return runApplication<ProgrammeApplicationInput>(ctx, request, {
    formName: kind === "consultant" ? FORM_NAMES.consultant : FORM_NAMES.diamond,
    schema,
    store: async (tx, value) => {
      const [stored] = await tx
        .insert(copy.table)
        .values({
          fullName: value.fullName,
          email: value.email,
          phone: value.phone,
          state: value.state,
          experienceLevel: value.experienceLevel,
          collaborationType: value.collaborationType,
        })
        .returning({ id: copy.table.id });
      const level = EXPERIENCE_LEVELS.find((candidate) => candidate.value === value.experienceLevel)?.label;
      await queueReceipt(tx, ctx.env, { kind, to: value.email, submissionId: stored!.id });
      await queueStaffNotification(tx, ctx.env, {
        record: { kind: copy.kind, summary: value.fullName, path: `/admin/submissions/${kind}/${stored!.id}` },
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
        replyTo: value.email,
      });
    },
  });
}

// ───────────────────────────── individual / business opportunity ─────────────────────────────

/** The opportunity form of the Business Opportunity page (the original only simulated it; part 1 §7). */
export function submitOpportunityApplication(ctx: Ctx, request: Request) {
  return runApplication<OpportunityApplicationInput>(ctx, request, {
    formName: FORM_NAMES.opportunity,
    schema: OpportunityApplicationSchema,
    store: async (tx, value) => {
      const type = value.type;
      const [stored] = await tx
        .insert(opportunityApplications)
        .values({
          opportunityType: type,
          name: value.name,
          email: value.email,
          phone: value.phone,
          location: value.location,
          experience: value.experience ?? null,
          interest: value.interest ?? null,
          message: value.message ?? null,
        })
        .returning({ id: opportunityApplications.id });
      const experience = OPPORTUNITY_EXPERIENCE[type].find((option) => option.value === value.experience)?.label;
      const interest = OPPORTUNITY_INTERESTS.find((option) => option.value === value.interest)?.label;
      await queueReceipt(tx, ctx.env, { kind: "opportunity", to: value.email, submissionId: stored!.id });
      await queueStaffNotification(tx, ctx.env, {
        record: {
          kind: "Opportunity application",
          summary: `${value.name} (${type})`,
          path: `/admin/submissions/opportunity/${stored!.id}`,
        },
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
        replyTo: value.email,
      });
    },
  });
}
