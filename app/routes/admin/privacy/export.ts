import { parseWithZod } from "@conform-to/zod/v4";
import { siteContext } from "~/context";
import { renderExportPage } from "~/features/admin/privacy/export-page.server";
import { exportPerson } from "~/features/admin/privacy/privacy.server";
import { PersonExportSchema, phoneDigits } from "~/features/admin/validation";
import { requireStaff } from "~/features/auth/admin-access.server";
import type { Route } from "./+types/export";

/**
 * A copy of everything held about an address (issue 38): a JSON file to download, or a page to
 * read and print. POST only (the address stays out of URLs and logs); made on request, never
 * stored; each copy is audited. `no-store`: no cache keeps it either.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "privacy");
  const { db, env } = context.get(siteContext);
  const submission = parseWithZod(await request.formData(), { schema: PersonExportSchema });
  if (submission.status !== "success") {
    return new Response("Give an email address to export.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { email, phone, format } = submission.value;
  const copy = await exportPerson(db, admin, { email, phoneDigits: phoneDigits(phone) }, env.SITE_TIME_ZONE);
  const day = copy.generatedAt.slice(0, 10);
  if (format === "html") {
    return new Response(renderExportPage(copy, env.SITE_TIME_ZONE), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(`${JSON.stringify(copy, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
