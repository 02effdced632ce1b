import { parse as parseAsTyped, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { SiteContext } from "~/context";
import { describeDatabaseError } from "./database-unavailable";
import { checkRateLimits, describeFailedWrite, isHoneypotFilled } from "./forms.server";
import { OUTCOME_STATUS, publicFormReply, type PublicFormOutcome, type PublicFormReply } from "./public-form";

type Site = Pick<SiteContext, "logger" | "rateLimiter" | "clientIp"> & Partial<Pick<SiteContext, "requestId">>;
type ParsedSubmission<Value> = Submission<unknown, string[], Value>;

/** What a `check` step may answer instead of going on: an outcome, its status, a message and the form's extras. */
export interface PublicFormStop<Extra extends object = object> {
  outcome: PublicFormOutcome;
  status?: number;
  headers?: HeadersInit;
  formError?: string;
  /** Field errors to add to the typed values (a wrong code, a wrong password). */
  fieldErrors?: Record<string, string[]>;
  extra?: Partial<Extra>;
}

export interface PublicFormOptions<Value, Extra extends object = object> {
  request: Request;
  site: Site;
  /** A short name for logs and the rate-limit key (`publicForm` per address and form): "contact", "newsletter". */
  form: string;
  /**
   * The form's zod schema (an object schema, possibly refined or piped), or its own parse (may
   * read the database, e.g. the project choices) with the schema whose fields it reads.
   * Answers echo only these fields, never the raw submission.
   */
  schema: z.ZodType<Value>;
  parse?: (formData: FormData) => ParsedSubmission<Value> | Promise<ParsedSubmission<Value>>;
  /** `false` for a form guarded otherwise (a shared secret through `attemptSecret`, ADR 0009). */
  rateLimit?: boolean;
  /** The form's own "wait" text when its rate limit refuses (`{wait}` is replaced), else the shared one. */
  limitedMessage?: string;
  /**
   * What a filled honeypot is answered with when a plain success does not fit (a form whose
   * success is a redirect): a response that looks like a success, with nothing stored.
   */
  honeypot?: () => Response;
  /**
   * An optional step before the validation (the campaign is still open, the course exists…):
   * answer a stop to end there. Thrown responses (404) pass through.
   */
  check?: (formData: FormData) => Promise<PublicFormStop<Extra> | undefined> | PublicFormStop<Extra> | undefined;
  /**
   * Stores the valid values (with its notification email). May answer a stop instead (a wrong
   * eligibility code, a duplicate application), which is then the answer. `formData` is the
   * posted form, for fields outside the schema.
   */
  save: (value: Value, formData: FormData) => Promise<PublicFormStop<Extra> | undefined | void>;
  /**
   * The form's extras for an answer of this outcome, given the answer's `result` (its field
   * errors); a step's own extras override them.
   */
  extra?: (outcome: PublicFormOutcome, result: PublicFormReply["result"]) => Partial<Extra>;
  failure: {
    /** The log line of a failed write (logged without the visitor's words). */
    log: string;
    /** The form's own failure text, when it has one (the database-down text wins when that is the cause). */
    message?: string;
    /** The status of a failure that is not the database being down (500 unless the form says otherwise). */
    status?: number;
    /** Extras of a failed answer (a campaign's problem box), given the message shown. */
    extra?: (message: string | undefined, databaseUnavailable: boolean) => Partial<Extra>;
  };
  /** Fields never sent back to the page (a course password). */
  secretFields?: string[];
}

/**
 * The one flow of every public form (docs/contributing.md 'Action order'): honeypot → rate limit
 * (per address and form) → optional `check` step → validation → `save` (with its notification)
 * → answer, always a `PublicFormReply`.
 *
 * - A filled honeypot is a bot: answered exactly like a success (or by `honeypot`), nothing stored.
 * - A failed step is answered with the typed values, never an error page: 503 and "try again in a
 *   minute" when the database is unreachable, otherwise the form's failure status and text. It is
 *   logged once, without the visitor's words.
 */
export async function handlePublicForm<Value, Extra extends object = object>(options: PublicFormOptions<Value, Extra>) {
  const { request, site, form, failure } = options;
  const formData = await request.formData();
  const secrets = new Set(options.secretFields ?? []);
  const fields = new Set(fieldsOf(options.schema).filter((name) => !secrets.has(name)));
  let submission: ParsedSubmission<Value> | undefined;

  if (isHoneypotFilled(formData)) {
    if (options.honeypot) throw options.honeypot();
    return answer("sent", typed().reply({ resetForm: true }));
  }

  try {
    if (options.rateLimit !== false) {
      const limited = await checkRateLimits(
        site,
        [{ name: "publicForm", key: { address: site.clientIp, scope: form } }],
        options.limitedMessage,
      );
      if (limited) {
        // Keep what was typed; the wait is the form's message.
        // With a plain schema the answer also carries the field errors, as an answer in time would.
        const message = limited.data.formError;
        const result = options.parse ? typed().reply() : reply(parseWithZod(formData, { schema: options.schema }));
        return answer("limited", result, { formError: message }, limited.init ?? undefined);
      }
    }
    const stopped = await options.check?.(formData);
    if (stopped) return stop(stopped);

    submission = options.parse ? await options.parse(formData) : parseWithZod(formData, { schema: options.schema });
    if (submission.status !== "success") return answer("invalid", reply(submission));

    const saved = await options.save(submission.value as Value, formData);
    if (saved) return stop(saved);
  } catch (error) {
    if (error instanceof Response || isDataWithResponseInit(error)) throw error;
    return failed(error);
  }
  return answer("sent", submission.reply({ resetForm: true }));

  function failed(error: unknown) {
    // Only the error's kind and code: Drizzle's message repeats the visitor's words.
    site.logger.error({ form, requestId: site.requestId, err: describeDatabaseError(error) }, failure.log);
    const described = describeFailedWrite(error, failure.message ?? "");
    const message = described.databaseUnavailable ? described.message : failure.message;
    const status = described.databaseUnavailable ? described.status : (failure.status ?? OUTCOME_STATUS.failed);
    const base = submission ? reply(submission) : typed().reply();
    const result = message ? { ...base, error: { ...base.error, "": [message] } } : base;
    return answer(
      "failed",
      result,
      {
        ...(message ? { formError: message } : {}),
        ...failure.extra?.(message, described.databaseUnavailable),
      } as Partial<Extra>,
      { status },
    );
  }

  function stop(step: PublicFormStop<Extra>) {
    const base = submission ? reply(submission) : typed().reply();
    let result = base;
    if (step.fieldErrors && step.outcome !== "sent")
      result = { ...base, status: "error", error: { ...base.error, ...step.fieldErrors } };
    if (step.outcome === "sent")
      result = submission ? submission.reply({ resetForm: true }) : typed().reply({ resetForm: true });
    return answer(
      step.outcome,
      result,
      { ...(step.formError ? { formError: step.formError } : {}), ...step.extra } as Partial<Extra>,
      {
        status: step.status ?? OUTCOME_STATUS[step.outcome],
        ...(step.headers ? { headers: step.headers } : {}),
      },
    );
  }

  /** The input as typed (no validation), for answers before or without a parse: the schema's fields only. */
  function typed() {
    const known = new FormData();
    for (const [name, value] of formData) if (fields.has(topLevel(name))) known.append(name, value);
    return parseAsTyped(known, { resolve: (payload) => ({ value: payload }) }) as Submission<
      unknown,
      string[],
      unknown
    >;
  }

  /** A parsed submission's reply, echoing only the schema's fields (never a secret one, never a stray one). */
  function reply(parsed: Submission<unknown, string[], unknown>) {
    const result = parsed.reply();
    if (!result.initialValue) return result;
    const initialValue = Object.fromEntries(Object.entries(result.initialValue).filter(([name]) => fields.has(name)));
    return { ...result, initialValue };
  }

  function answer(
    outcome: PublicFormOutcome,
    result: PublicFormReply["result"],
    extra: object = {},
    init?: ResponseInit,
  ) {
    const all = { ...options.extra?.(outcome, result), ...extra } as Partial<Extra>;
    return data(publicFormReply<Extra>(outcome, result, all), { status: OUTCOME_STATUS[outcome], ...init });
  }
}

function isDataWithResponseInit(error: unknown) {
  return Boolean(error && typeof error === "object" && (error as { type?: unknown }).type === "DataWithResponseInit");
}

/** The first segment of a field name: `contact.email` → `contact`, `tags[0]` → `tags`. */
function topLevel(name: string) {
  const end = name.search(/[.[]/);
  return end === -1 ? name : name.slice(0, end);
}

/** The top-level field names of an object schema, through refinements, pipes and wrappers. */
export function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType;
  }
  throw new Error("handlePublicForm needs an object schema, to know which fields it may echo");
}
