import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { SiteContext } from "~/context";
import { checkRateLimits, describeFailedWrite, isHoneypotFilled } from "~/utils/forms.server";
import { describeDatabaseError } from "~/utils/database-unavailable";
import { OUTCOME_STATUS, type PublicFormOutcome, type PublicFormResult } from "./public-form";

function answer(outcome: PublicFormOutcome, result: PublicFormResult["result"], init: ResponseInit = {}, message?: string) {
  const body: PublicFormResult = { id: crypto.randomUUID(), outcome, result, ...(message ? { message } : {}) };
  return data(body, { status: OUTCOME_STATUS[outcome], ...init });
}

/**
 * The one flow of every public form here (docs/contributing.md 'Action order'): honeypot →
 * rate limit (per IP and form) → validation → store (with its notification) → answer.
 * A failed write is answered 500 (503 when the database is unreachable) with the typed values, never an error page, and logged once
 * without the visitor's words.
 */
export async function handlePublicForm<Schema extends z.ZodType>({
  request,
  site,
  form,
  schema,
  save,
}: {
  request: Request;
  site: SiteContext;
  /** A short name for logs and rate-limit keys: "contact", "volunteer". */
  form: string;
  schema: Schema;
  save: (input: z.output<Schema>) => Promise<void>;
}) {
  const formData = await request.formData();

  // A filled honeypot is a bot: answer exactly like a success and store nothing.
  if (isHoneypotFilled(formData)) return answer("sent", { initialValue: null });

  const submission = parseWithZod(formData, { schema });
  let limited;
  try {
    limited = await checkRateLimits(site, [{ name: "publicForm", key: `${form}:${site.clientIp}` }]);
  } catch (error) {
    return failed(error);
  }
  if (limited) {
    // Keep what was typed; the wait is shown as the form's banner.
    return answer("limited", submission.reply(), limited.init ?? {}, limited.data.formError);
  }

  if (submission.status !== "success") return answer("invalid", submission.reply());

  try {
    await save(submission.value);
  } catch (error) {
    return failed(error);
  }
  return answer("sent", submission.reply({ resetForm: true }));

  function failed(error: unknown) {
    site.logger.error({ form, requestId: site.requestId, err: describeDatabaseError(error) }, "storing a form submission failed");
    // The database is down: 503, the typed values and a "try again in a minute" message.
    const { status, message, databaseUnavailable } = describeFailedWrite(error, "");
    if (!databaseUnavailable) return answer("failed", submission.reply());
    return answer("failed", submission.reply({ formErrors: [message] }), { status }, message);
  }
}
