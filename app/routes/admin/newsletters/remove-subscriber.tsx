import { data, useLoaderData } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { DeleteConfirm } from "~/components/admin/delete-confirm";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { getSubscriberForAdmin, removeSubscriber } from "~/features/newsletter/admin.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/remove-subscriber";

/** The confirm step before taking an address off the newsletter list (works without JavaScript). */
export const meta: Route.MetaFunction = () => adminMeta("Submissions", "Remove a subscriber");

const LIST = "/admin/submissions/subscribers";

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "submissions");
  const subscriber = await getSubscriberForAdmin(context.get(siteContext).db, params.id);
  if (!subscriber) throw data(null, { status: 404, statusText: "Subscriber not found" });
  return { subscriber };
}

export async function action({ params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  const removed = await removeSubscriber(db, admin, params.id);
  return redirectWithToast(env, LIST, {
    title: removed ? "Removed from the list" : "Already removed",
    description: removed
      ? `${removed.email} will get no more newsletters, including any send under way.`
      : "Another admin removed this address first.",
    variant: removed ? "success" : "default",
  });
}

export default function AdminRemoveSubscriberRoute() {
  const { subscriber } = useLoaderData<typeof loader>();
  return (
    <DeleteConfirm
      back={{ to: `${LIST}/${subscriber.id}`, label: subscriber.email }}
      title={`Remove ${subscriber.email} from the newsletter list?`}
      confirmLabel="Remove from the list"
      keepTo={`${LIST}/${subscriber.id}`}
      keepLabel="Keep it"
    >
      <p className="mt-3 max-w-2xl text-ink">
        The address and its sign-up record are deleted. It gets no further newsletters, not even from a send under way.
        If the person signs up again later, they confirm their address again.
      </p>
    </DeleteConfirm>
  );
}
