import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { siteContext } from "~/context";
import { signOutEverywhere } from "~/features/auth/accounts.server";

// No GET mutates: visiting the address just goes home.
export function loader() {
  return redirect("/");
}

/** Ends the session on every device, then goes to /auth (part 1 §2). */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const headers = await signOutEverywhere(site, request);
  return redirect("/auth", { headers });
}
