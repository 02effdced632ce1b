import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { agentApplications, businessProjects } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import { isUuid } from "~/db/ids";
import type { SessionUser } from "~/features/auth/auth.server";
import { companyNameFor } from "~/features/projects/partners";
import { buildBrandColors, buildCollaborationOptions } from "./admin-editor-values";
import { SLUG_TAKEN_MESSAGE, type ProjectInput } from "./admin-validation";
import { PROJECT_SLUGS } from "./projects.server";
import { checkSlugFree } from "~/utils/slugs/resolve.server";
import { SLUG_TAKEN_MESSAGE as SHARED_SLUG_TAKEN_MESSAGE } from "~/utils/slugs/validation";
import { isUniqueViolation } from "~/db/errors";
import { CONTENT_LIST_PAGE_SIZE, listOffset, type ListFilters } from "~/utils/list-filters";
import { allOf, matchesSearch } from "~/utils/list-filters.server";
import { imageTextColumns } from "~/utils/image-alt";

export interface AdminProjectRow {
  id: string;
  title: string;
  slug: string;
  status: string;
  isPublished: boolean;
  companyName: string;
  updatedAt: Date;
}

/** What the project list can be narrowed to (whether visitors see it; the project's own Active/Completed is shown beside). */
export const PROJECT_LIST_STATUSES = ["published", "draft"] as const;
export type ProjectListStatus = (typeof PROJECT_LIST_STATUSES)[number];

/**
 * One page of projects, drafts included, most recently changed first, with the total the filters
 * keep: `q` matches the title, the partner, the address or the summary.
 */
export async function listProjectsForAdmin(
  db: Db,
  { q, status, page }: ListFilters<ProjectListStatus>,
): Promise<{ rows: AdminProjectRow[]; total: number }> {
  const where = allOf(
    matchesSearch(q, [
      businessProjects.title,
      businessProjects.collaboratingCompanyName,
      businessProjects.slug,
      businessProjects.description,
    ]),
    status ? eq(businessProjects.isPublished, status === "published") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: businessProjects.id,
        title: businessProjects.title,
        slug: businessProjects.slug,
        status: businessProjects.status,
        isPublished: businessProjects.isPublished,
        collaboratingCompanyName: businessProjects.collaboratingCompanyName,
        updatedAt: businessProjects.updatedAt,
      })
      .from(businessProjects)
      .where(where)
      .orderBy(desc(businessProjects.updatedAt), desc(businessProjects.id))
      .limit(CONTENT_LIST_PAGE_SIZE)
      .offset(listOffset(page)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(businessProjects)
      .where(where),
  ]);
  return {
    rows: rows.map(({ collaboratingCompanyName, ...row }) => ({
      ...row,
      companyName: companyNameFor({ title: row.title, collaboratingCompanyName }),
    })),
    total: total?.count ?? 0,
  };
}

/** One project with every column, for the editor. */
export async function getProjectForAdmin(db: Db, id: string) {
  const [row] = await db.select().from(businessProjects).where(eq(businessProjects.id, id)).limit(1);
  return row ?? null;
}

/**
 * Partner applications that named this project (by its id, or by its title as the generic form
 * sends it). Deleting the project keeps them in Submissions; they just lose the link.
 */
export async function countApplicationsFor(
  db: Pick<Db, "select">,
  project: { id: string; title: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(agentApplications)
    .where(
      or(
        eq(agentApplications.projectId, project.id),
        sql`lower(${agentApplications.projectInterest}) = ${project.title.trim().toLowerCase()}`,
      ),
    );
  return row?.count ?? 0;
}

function toRow(input: ProjectInput) {
  return {
    title: input.title,
    // Empty: the database makes one from the title, never a fixed page's (fill_slug, ADR 0052).
    slug: input.slug ?? "",
    description: input.description,
    location: input.location ?? null,
    startedDate: input.startedDate ?? null,
    status: input.status,
    category: input.category,
    imageUrl: input.imageUrl ?? null,
    ...imageTextColumns(input.imageUrl, input),
    projectUrl: input.projectUrl ?? null,
    collaboratingCompanyName: input.collaboratingCompanyName ?? null,
    collaboratingCompanyLogo: input.collaboratingCompanyLogo ?? null,
    collaborationWays: input.collaborationWays ?? null,
    availableCollaborationTypes: buildCollaborationOptions(input.collaborationOptions),
    brandColors: buildBrandColors(input),
    isMadeInUsa: input.isMadeInUsa,
    isPublished: input.isPublished,
    seoDescription: input.seoDescription ?? null,
    socialImageUrl: input.socialImageUrl ?? null,
  };
}

/**
 * Why the typed address cannot be this project's, or null: another project has it now ("That
 * address is already used by another project", as before), or had it before (its old links still
 * lead there, ADR 0052). An empty address is made by the database, always free.
 */
async function checkProjectSlug(
  tx: Pick<Db, "select">,
  slug: string | undefined,
  exceptId: string | null,
): Promise<string | null> {
  if (!slug) return null;
  const problem = await checkSlugFree(tx, PROJECT_SLUGS, slug, exceptId);
  return problem === SHARED_SLUG_TAKEN_MESSAGE ? SLUG_TAKEN_MESSAGE : problem;
}

export type SaveResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; reason: "slug-taken"; field: "slug"; message: string }
  | { ok: false; reason: "not-found" };

const slugRefused = (message: string) => ({ ok: false, reason: "slug-taken", field: "slug", message }) as const;

export async function createProject(db: Db, actor: SessionUser, input: ProjectInput): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const problem = await checkProjectSlug(tx, input.slug, null);
      if (problem) return slugRefused(problem);
      const values = toRow(input);
      const [row] = await tx
        .insert(businessProjects)
        .values(values)
        .returning({ id: businessProjects.id, slug: businessProjects.slug });
      // The audit entry names the address as stored (made from the title when the form left it empty).
      await recordAudit(tx, actor, {
        action: "create",
        entity: "project",
        entityId: row!.id,
        details: { ...values, slug: row!.slug },
      });
      await recordRevision(tx, actor, "project", row!.id, null);
      return { ok: true, id: row!.id, slug: row!.slug } as const;
    });
  } catch (error) {
    // Two admins saving the same address at once: the unique index settles it.
    if (isUniqueViolation(error)) return slugRefused(SLUG_TAKEN_MESSAGE);
    throw error;
  }
}

export async function updateProject(db: Db, actor: SessionUser, id: string, input: ProjectInput): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const problem = await checkProjectSlug(tx, input.slug, id);
      if (problem) return slugRefused(problem);
      const values = toRow(input);
      const [before] = await tx.select().from(businessProjects).where(eq(businessProjects.id, id));
      // The old address goes to slug_history and keeps answering with a 301 (remember_old_slug).
      const updated = await tx
        .update(businessProjects)
        .set(values)
        .where(eq(businessProjects.id, id))
        .returning({ id: businessProjects.id, slug: businessProjects.slug });
      if (updated.length === 0) return { ok: false, reason: "not-found" } as const;
      const slug = updated[0]!.slug;
      await recordAudit(tx, actor, {
        action: "update",
        entity: "project",
        entityId: id,
        details: { ...values, slug },
        before,
      });
      await recordRevision(tx, actor, "project", id, before ?? null);
      return { ok: true, id, slug } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return slugRefused(SLUG_TAKEN_MESSAGE);
    throw error;
  }
}

/** Publishes or unpublishes; the title comes back for the toast, or null when the project is gone. */
export async function setProjectPublished(
  db: Db,
  actor: SessionUser,
  id: string,
  isPublished: boolean,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businessProjects)
      .set({ isPublished })
      .where(eq(businessProjects.id, id))
      .returning({ title: businessProjects.title });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: isPublished ? "publish" : "unpublish",
      entity: "project",
      entityId: id,
      details: { title: row.title },
    });
    return row.title;
  });
}

/**
 * Moves a project to the trash for 30 days (ADR 0051). Applications that named it stay, with the
 * project's name; the database clears their link to it, and a restore makes it again (`projectParts`).
 */
export async function deleteProject(
  db: Db,
  actor: SessionUser,
  id: string,
): Promise<{ deleted: false } | { deleted: true; title: string; applicationsKept: number }> {
  if (!isUuid(id)) return { deleted: false };
  const [project] = await db
    .select({ id: businessProjects.id, title: businessProjects.title })
    .from(businessProjects)
    .where(eq(businessProjects.id, id))
    .limit(1);
  if (!project) return { deleted: false };
  const applicationsKept = await countApplicationsFor(db, project);
  const title = await moveToTrash(db, actor, "project", id, { applicationsKept });
  return title === null ? { deleted: false } : { deleted: true, title, applicationsKept };
}
