import type { Db } from "~/db/client.server";
import { businessProjects } from "~/db/schema";
import { single, unique } from "./unique";

export type BusinessProjectOverrides = Partial<typeof businessProjects.$inferInsert>;

/** A published business opportunity project with a unique title and slug. */
export async function createBusinessProject(
  db: Db,
  overrides: BusinessProjectOverrides = {},
): Promise<typeof businessProjects.$inferSelect> {
  const title = overrides.title ?? unique("Test Partner Program");
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return single(
    await db
      .insert(businessProjects)
      .values({
        slug,
        title,
        description: `${title}: a partner program made by a test factory.`,
        location: "Springfield, IL",
        startedDate: "2026-01-15",
        status: "Active",
        category: "Business Opportunity",
        imageUrl: "/images/test/project.svg",
        projectUrl: "https://www.example.com/partners/test",
        collaboratingCompanyName: "Test Company",
        isMadeInUsa: false,
        isPublished: true,
        ...overrides,
      })
      .returning(),
  );
}
