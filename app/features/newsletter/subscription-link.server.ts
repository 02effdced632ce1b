import type { Db } from "~/db/client.server";
import { confirmSubscription, getSubscriptionByToken, unsubscribeFromNewsletter } from "./newsletter.server";

export type SubscriptionLinkKind = "confirm" | "unsubscribe";

/**
 * The loader of a page behind a personal link in a newsletter email (confirm, unsubscribe): the
 * subscription the link's token names, and the token only when it names one. Opening the link
 * changes nothing; the page's button (a POST) does.
 */
export async function loadSubscriptionLink(db: Db, kind: SubscriptionLinkKind, url: URL) {
  const token = url.searchParams.get("token");
  const subscription = await getSubscriptionByToken(db, kind, token);
  return { token: subscription ? token : null, subscription };
}

/**
 * The action of such a page: the token from the page's form, or from the query string (an
 * RFC 8058 one-click client POSTs to the link itself, maybe with a body we do not need).
 * Idempotent: doing it twice answers "already confirmed" / "already unsubscribed".
 */
export async function actOnSubscriptionLink(db: Db, kind: SubscriptionLinkKind, request: Request, url: URL) {
  let formToken: FormDataEntryValue | null = null;
  try {
    formToken = (await request.formData()).get("token");
  } catch {
    // An unreadable body: the token is in the URL.
  }
  const token = typeof formToken === "string" && formToken ? formToken : url.searchParams.get("token");
  const outcome =
    kind === "confirm" ? await confirmSubscription(db, token) : await unsubscribeFromNewsletter(db, token);
  return { outcome };
}
