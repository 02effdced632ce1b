import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { siteContext } from "~/context";
import { isUuid } from "~/db/ids";
import { requireStaff } from "~/features/auth/admin-access.server";
import { refuseAdminSubmission } from "~/utils/admin-intent.server";
import { createTeamMember, deleteTeamMember, updateTeamMember } from "./admin.server";
import { TeamActionSchema } from "./admin-validation";

/** Saves or deletes a team member (the dialogs post here): the form is parsed once, then the intent decides. */
export async function teamAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const admin = requireStaff(context, "content");
  const { db, logger } = context.get(siteContext);
  const submission = parseWithZod(await request.formData(), { schema: TeamActionSchema });
  if (submission.status !== "success") {
    return refuseAdminSubmission(
      submission,
      { intent: "team-save" },
      { intent: "team-delete", toast: "Failed to delete team member" },
    );
  }
  const { value } = submission;
  const id = value.id ?? "";
  switch (value.intent) {
    case "team-save": {
      const { intent: _intent, id: _id, ...input } = value;
      try {
        if (id) {
          if (!isUuid(id) || !(await updateTeamMember(db, admin, id, input))) {
            return data(
              {
                intent: value.intent,
                ok: false as const,
                message: "Failed to save team member",
                toast: "Failed to save team member",
              },
              { status: 404 },
            );
          }
          return { intent: value.intent, ok: true as const, toast: "Team member updated successfully" };
        }
        await createTeamMember(db, admin, input);
        return { intent: value.intent, ok: true as const, toast: "Team member created successfully" };
      } catch (error) {
        logger.error({ err: error }, "saving a team member failed");
        return data(
          {
            intent: value.intent,
            ok: false as const,
            message: "Failed to save team member",
            toast: "Failed to save team member",
          },
          { status: 500 },
        );
      }
    }
    case "team-delete": {
      if (!isUuid(id) || !(await deleteTeamMember(db, admin, id))) {
        return data(
          { intent: value.intent, ok: false as const, toast: "Failed to delete team member" },
          { status: 404 },
        );
      }
      return { intent: value.intent, ok: true as const, toast: "Team member deleted successfully" };
    }
  }
}
