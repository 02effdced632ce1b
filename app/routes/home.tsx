import { siteContext } from "~/context";
import { describeWait } from "~/utils/rate-limit.server";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { HONEYPOT_FIELD } from "~/components/forms/honeypot";
import { HOME_META } from "~/content/home";
import { SITE_NAME } from "~/content/site";
import { BusinessSection } from "~/features/home/components/business-section";
import { CallToActionSection } from "~/features/home/components/call-to-action-section";
import { HeroSection } from "~/features/home/components/hero-section";
import { LatestNewsSection } from "~/features/home/components/latest-news-section";
import { MissionSection } from "~/features/home/components/mission-section";
import {
  SUBSCRIBE_INTENT,
  SubscribeSection,
  type SubscribeFormResult,
} from "~/features/home/components/subscribe-section";
import { SupportSection } from "~/features/home/components/support-section";
import { getLatestCompletedCampaign } from "~/features/home/home.server";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { SubscribeSchema } from "~/features/newsletter/validation";
import { seoMeta } from "~/utils/seo";
import { OrganizationJsonLd } from "~/components/seo/json-ld";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: HOME_META.title, description: HOME_META.description, path: "/", socialTitle: SITE_NAME });

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = context.get(siteContext);
  const latestCampaign = await getLatestCompletedCampaign(db, logger);
  return { latestCampaign };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { rateLimiter, clientIp, db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  // A filled honeypot is a bot: answer as if it worked and store nothing.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return { ok: true } satisfies SubscribeFormResult;

  const rawEmail = formData.get("email");
  const limit = await rateLimiter.consume("publicForm", `subscribe:${clientIp}`);
  if (!limit.allowed) {
    const result: SubscribeFormResult = {
      ok: false,
      errors: { form: [`You've sent this form several times in a short while. Please wait ${describeWait(limit.retryAfterSeconds)} and try again.`] },
      values: { email: typeof rawEmail === "string" ? rawEmail.slice(0, 320) : "" },
    };
    return data(result, { status: 429 });
  }
  const parsed = SubscribeSchema.safeParse({ email: rawEmail ?? undefined });
  if (!parsed.success) {
    const result: SubscribeFormResult = {
      ok: false,
      errors: { email: parsed.error.issues.map((issue) => issue.message) },
      values: { email: typeof rawEmail === "string" ? rawEmail.slice(0, 320) : "" },
    };
    return data(result, { status: 400 });
  }

  try {
    // Double opt-in: a confirmation email goes out through the outbox in the same transaction.
    await subscribeToNewsletter(db, parsed.data.email, "home", { env });
  } catch (error) {
    // The address is not logged (form payloads never are).
    logger.error({ err: error }, "storing a newsletter subscription failed");
    const result: SubscribeFormResult = {
      ok: false,
      errors: { form: ["We could not save your subscription just now. Please try again in a minute."] },
      values: { email: parsed.data.email },
    };
    return data(result, { status: 503 });
  }
  return { ok: true } satisfies SubscribeFormResult;
}

const MIN_PENDING_MS = 1_000;

/**
 * With JavaScript the subscribe button reads "Subscribing..." for about a second even when
 * the server answers at once (part 2 §4), so the change of state can be seen and read.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const [result] = await Promise.all([
    serverAction(),
    new Promise((resolve) => setTimeout(resolve, MIN_PENDING_MS)),
  ]);
  return result;
}

/** Subscribing changes nothing the page's loaders read; skip reloading them. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === SUBSCRIBE_INTENT) return false;
  return defaultShouldRevalidate;
}

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection />
      <SupportSection />
      <LatestNewsSection campaign={loaderData.latestCampaign} />
      <BusinessSection />
      <MissionSection />
      <CallToActionSection />
      <SubscribeSection result={actionData} />
    </>
  );
}
