import type { RouterContextProvider } from "react-router";
import { siteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { PublishIntentSchema } from "./validation";

/**
 * A content list's loader: `requireStaff` first, then the section's query. When the query fails,
 * the error is logged once and the list is null, so that the page can say it could not be loaded
 * (with whatever status the section answers).
 */
export async function loadAdminList<List>(
  context: Readonly<RouterContextProvider>,
  list: (db: Db) => Promise<List>,
  failureMessage: string,
): Promise<List | null> {
  requireStaff(context, "content");
  const { db, logger } = context.get(siteContext);
  try {
    return await list(db);
  } catch (error) {
    logger.error({ err: error }, failureMessage);
    return null;
  }
}

/** What a list's Publish / Unpublish button asks for. */
export interface PublishChange {
  id: string;
  publish: boolean;
}

/** A form the section could not read; `invalid` says why, in whatever terms its answer needs. */
export interface InvalidPublishChange<Reason> {
  invalid: Reason;
}

export type PublishToggleOutcome<Row, Reason> =
  { status: "invalid"; reason: Reason } | { status: "not-found" } | { status: "done"; row: Row; publish: boolean };

/**
 * The server half of the content lists' publish toggle, the same in every section: `requireStaff`
 * first (before the form is even read), then the section's own reading of its form fields, then
 * its `set…Published` command, which changes the row and writes the audit entry in one
 * transaction. What to answer (texts, toasts, status codes, where to go back to) stays with the
 * section: those differ on purpose, and the outcome says which case it is.
 */
export async function togglePublished<Row, Reason = true>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  read: (formData: FormData) => PublishChange | InvalidPublishChange<Reason>,
  setPublished: (db: Db, admin: SessionUser, id: string, publish: boolean) => Promise<Row | null>,
): Promise<PublishToggleOutcome<Row, Reason>> {
  const admin = requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const change = read(await request.formData());
  if ("invalid" in change) return { status: "invalid", reason: change.invalid };
  const row = await setPublished(db, admin, change.id, change.publish);
  return row === null ? { status: "not-found" } : { status: "done", row, publish: change.publish };
}

/** Reads buttons that say what they do: `intent=publish` or `intent=unpublish`, with the row's `id`. */
export function readPublishIntent(formData: FormData): PublishChange | InvalidPublishChange<true> {
  const parsed = PublishIntentSchema.safeParse(Object.fromEntries(formData));
  return parsed.success ? { id: parsed.data.id, publish: parsed.data.intent === "publish" } : { invalid: true };
}
