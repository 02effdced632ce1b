import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import type { Env } from "~/env.server";

/** A message shown once after a redirect (for example "Campaign updated successfully"). */
const ToastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).default("default"),
});
export type FlashToast = z.infer<typeof ToastSchema>;

function storage(env: Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">) {
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.PUBLIC_URL.startsWith("https:"),
      secrets: [env.SESSION_SECRET],
    },
  });
}

export async function redirectWithToast(
  env: Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">,
  url: string,
  toast: Omit<FlashToast, "id" | "variant"> & { variant?: FlashToast["variant"] },
  init?: ResponseInit,
) {
  const cookies = storage(env);
  const session = await cookies.getSession();
  session.flash("toast", { id: crypto.randomUUID(), variant: "default", ...toast });
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await cookies.commitSession(session));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the flash toast; pass the returned headers on the response. */
export async function getToast(request: Request, env: Pick<Env, "SESSION_SECRET" | "PUBLIC_URL">) {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("toast=")) return { toast: null, headers: undefined };
  const cookies = storage(env);
  const session = await cookies.getSession(cookieHeader);
  const parsed = ToastSchema.safeParse(session.get("toast"));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": await cookies.destroySession(session) }),
  };
}
