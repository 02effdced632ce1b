import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { siteContext } from "~/context";
import { isUuid } from "~/db/ids";
import { requireStaff } from "~/features/auth/admin-access.server";
import { suggestEligibilityCode } from "~/utils/eligibility-code.server";
import { refuseAdminSubmission } from "~/utils/admin-intent.server";
import { redirectWithToast } from "~/utils/toast.server";
import { takeKeepEditing } from "~/utils/keep-editing";
import {
  createCampaign,
  deleteCampaign,
  getCampaignForAdmin,
  listCampaignsForAdmin,
  listParticipants,
  updateCampaign,
} from "./admin.server";
import { CAMPAIGNS_PATH, campaignPath } from "./admin-paths";
import { CampaignActionSchema } from "./admin-validation";

export type CampaignView = "details" | "edit" | "new" | "participants";

async function attempt<T>(
  logger: { error: (obj: object, msg: string) => void },
  what: string,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, `admin campaigns: ${what} failed`);
    return null;
  }
}

/**
 * What a campaign screen shows: the dropdown's list and the chosen campaign (the first one when
 * none is named) in the view asked for. A named campaign that does not exist is a 404.
 */
export async function loadCampaignScreen(
  context: Readonly<RouterContextProvider>,
  requested: string | undefined,
  view: CampaignView,
) {
  requireStaff(context, view === "participants" ? "submissions" : "content");
  const { db, logger } = context.get(siteContext);
  const list = await attempt(logger, "loading campaigns", () => listCampaignsForAdmin(db));
  if (requested !== undefined && list && !(isUuid(requested) && list.some((campaign) => campaign.id === requested))) {
    throw data(null, { status: 404, statusText: "Campaign not found" });
  }
  const selectedId = view === "new" ? undefined : (requested ?? list?.[0]?.id);
  const tab = view === "participants" ? ("participants" as const) : ("details" as const);
  const [selected, participants] = selectedId
    ? await Promise.all([
        attempt(logger, "loading the campaign", () => getCampaignForAdmin(db, selectedId)),
        tab === "participants"
          ? attempt(logger, "loading participants", () => listParticipants(db, selectedId))
          : Promise.resolve([]),
      ])
    : [null, []];
  const mode = view === "new" ? ("new" as const) : view === "edit" ? ("edit" as const) : ("view" as const);
  return {
    list,
    selected: selected ?? null,
    participants,
    tab,
    mode,
    // A new campaign starts with a code that cannot be guessed (staff may change it).
    suggestedCode: mode === "new" ? suggestEligibilityCode() : null,
  };
}

/** Saves or deletes a campaign: the form is parsed once, then the intent decides. */
export async function campaignAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  // "Save and keep editing": saved as by Save Changes, then back to edit mode instead of view mode.
  const keepEditing = takeKeepEditing(formData);
  const submission = parseWithZod(formData, { schema: CampaignActionSchema });
  if (submission.status !== "success") {
    return refuseAdminSubmission(
      submission,
      { intent: "campaign-save", toast: "Failed to update campaign" },
      { intent: "campaign-delete", toast: "Failed to delete campaign" },
    );
  }
  const { value } = submission;
  const id = value.id ?? "";
  switch (value.intent) {
    case "campaign-save": {
      const { intent: _intent, id: _id, ...input } = value;
      try {
        if (id) {
          if (!isUuid(id) || !(await updateCampaign(db, admin, id, input))) {
            return data(
              {
                intent: value.intent,
                ok: false as const,
                result: submission.reply({ formErrors: ["This campaign no longer exists."] }),
                toast: "Failed to update campaign",
              },
              { status: 404 },
            );
          }
          return redirectWithToast(env, campaignPath(id, keepEditing ? "edit" : undefined), {
            title: "Campaign updated successfully",
            variant: "success",
          });
        }
        const newId = await createCampaign(db, admin, input);
        return redirectWithToast(env, campaignPath(newId, keepEditing ? "edit" : undefined), {
          title: "Campaign created successfully",
          variant: "success",
        });
      } catch (error) {
        logger.error({ err: error }, "saving a campaign failed");
        return data(
          {
            intent: value.intent,
            ok: false as const,
            result: submission.reply({ formErrors: ["Failed to update campaign"] }),
            toast: "Failed to update campaign",
          },
          { status: 500 },
        );
      }
    }
    case "campaign-delete": {
      const result = isUuid(id) ? await deleteCampaign(db, admin, id) : { status: "not-found" as const };
      if (result.status === "not-found")
        return data({ intent: value.intent, ok: false as const, toast: "Failed to delete campaign" }, { status: 404 });
      if (result.status === "has-applications") {
        return redirectWithToast(env, campaignPath(id), {
          title: "Not deleted: people have applied",
          description: `${result.applications} support application(s) were sent to this campaign, and deleting it would delete them. Unpublish it instead to take it off the site.`,
          variant: "destructive",
        });
      }
      return redirectWithToast(env, CAMPAIGNS_PATH, {
        title: "Campaign deleted",
        description: `“${result.title}” is gone from the site and waits in the trash for 30 days.`,
        variant: "success",
      });
    }
  }
}
