import { data } from "react-router";
import type { SiteContext } from "~/context";
import { handlePublicForm } from "~/utils/public-form.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import { getCampaignForApplication, submitCampaignApplication } from "./campaigns.server";
import { APPLY_PROBLEMS, type CampaignApplyExtra } from "./apply-problems";
import { CampaignApplicationSchema, type CampaignApplicationInput } from "./validation";

const notFound = () => data(null, { status: 404, statusText: "Campaign Not Found" });

/**
 * The campaign support application (`/campaigns/:id/apply`) through the one public-form flow.
 * No per-form rate limit: the eligibility code is the guard (ADR 0009), a budget of wrong codes
 * per visitor, one try at a time, and wrong codes for a much-guessed campaign answered slowly;
 * the right code is never refused. The answer's `status` says which screen the page shows.
 */
export function handleCampaignApplication(site: SiteContext, request: Request, campaignIdParam: string) {
  let campaignId = "";
  return handlePublicForm<CampaignApplicationInput, CampaignApplyExtra>({
    request,
    site,
    form: "campaign-application",
    rateLimit: false,
    schema: CampaignApplicationSchema,
    extra: (outcome) => (outcome === "sent" ? { status: "submitted" } : { status: "error", problem: null }),
    check: async () => {
      // No eligibility code here: it is compared in `save`, on the server, and nowhere else.
      const campaign = await getCampaignForApplication(site.db, campaignIdParam);
      if (!campaign) throw notFound();
      campaignId = campaign.id;
      if (campaign.status !== "Active") return { outcome: "refused", extra: { status: "closed" } };
      return undefined;
    },
    save: async (value) => {
      const attempt = await attemptSecret(site, {
        kind: "eligibility-code",
        targetId: campaignId,
        check: () => submitCampaignApplication(site, campaignId, value),
        isWrong: (outcome) => !outcome.ok && outcome.reason === "invalid-code",
      });
      if (attempt.status === "limited") {
        // Keep what the visitor typed; say why nothing was checked.
        const problem =
          attempt.reason === "in-progress"
            ? APPLY_PROBLEMS.inProgress
            : {
                title: APPLY_PROBLEMS.tooManyAttempts.title,
                message: APPLY_PROBLEMS.tooManyAttempts.message.replace(
                  "{wait}",
                  describeWait(attempt.retryAfterSeconds),
                ),
              };
        return {
          outcome: "limited",
          headers: { "Retry-After": String(attempt.retryAfterSeconds) },
          extra: { problem },
        };
      }
      const outcome = attempt.result;
      if (outcome.ok) return undefined;
      switch (outcome.reason) {
        case "invalid-code":
          return {
            outcome: "invalid",
            fieldErrors: { eligibilityCode: ["Check the code and try again. Codes are case-sensitive."] },
            extra: { problem: APPLY_PROBLEMS.invalidCode },
          };
        case "duplicate":
          return { outcome: "refused", extra: { status: "duplicate" } };
        case "not-active":
          return { outcome: "refused", extra: { status: "closed" } };
        case "not-found":
          throw notFound();
      }
    },
    failure: {
      log: "storing a campaign application failed",
      message: APPLY_PROBLEMS.failed.message,
      status: 503,
      extra: (message) => ({
        status: "error",
        problem: { title: APPLY_PROBLEMS.failed.title, message: message ?? APPLY_PROBLEMS.failed.message },
      }),
    },
  });
}
