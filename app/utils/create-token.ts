import { z } from "zod";

/**
 * Issue 18 item 4: a create form carries a one-time token (a hidden field, made fresh by the page's
 * loader), so sending the same form twice (a double click before JavaScript has loaded, a retried
 * request, Back and send again) creates one row. The create records the token in its audit entry;
 * a second request with the same token finds that entry and answers with the row already made
 * (see `findCreatedByToken` in create-token.server.ts).
 */
export const CREATE_TOKEN_FIELD = "createToken";

/** The field in a form's schema: a token that is missing or malformed is ignored, never an error. */
export const createTokenField = z.uuid().optional().catch(undefined);

/** A new token, for a loader to hand to a create form. */
export function newCreateToken(): string {
  return crypto.randomUUID();
}
