import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { agentApplications, businessProjects } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import { isUuid } from "~/db/ids";
import type { SessionUser } from "~/features/auth/auth.server";
import { companyNameFor } from "~/features/projects/partners";
import { buildBrandColors, buildCollaborationOptions } from "./admin-editor-values";
import { SLUG_TAKEN_MESSAGE, slugify, type ProjectInput } from "./admin-validation";
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

function toRow(input: ProjectInput, slug: string) {
  return {
    title: input.title,
    slug,
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
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function slugTaken(tx: Pick<Db, "select">, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: businessProjects.id })
    .from(businessProjects)
    .where(
      exceptId
        ? and(eq(businessProjects.slug, slug), ne(businessProjects.id, exceptId))
        : eq(businessProjects.slug, slug),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The address to store: the one typed, or one made from the title. A typed address another
 * project has is refused; a made-up one gets a number ("-2", "-3" …) until it is free.
 */
async function chooseSlug(tx: Tx, input: ProjectInput, exceptId?: string): Promise<string | null> {
  if (input.slug) return (await slugTaken(tx, input.slug, exceptId)) ? null : input.slug;
  const base = slugify(input.title) || "project";
  for (let attempt = 1; attempt < 50; attempt++) {
    const candidate = attempt === 1 ? base : `${base.slice(0, 76)}-${attempt}`;
    if (!(await slugTaken(tx, candidate, exceptId))) return candidate;
  }
  return `${base.slice(0, 60)}-${crypto.randomUUID().slice(0, 8)}`;
}

export type SaveResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; reason: "slug-taken"; field: "slug"; message: string }
  | { ok: false; reason: "not-found" };

const SLUG_TAKEN = { ok: false, reason: "slug-taken", field: "slug", message: SLUG_TAKEN_MESSAGE } as const;

export async function createProject(db: Db, actor: SessionUser, input: ProjectInput): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const slug = await chooseSlug(tx, input);
      if (!slug) return SLUG_TAKEN;
      const values = toRow(input, slug);
      const [row] = await tx.insert(businessProjects).values(values).returning({ id: businessProjects.id });
      await recordAudit(tx, actor, { action: "create", entity: "project", entityId: row!.id, details: values });
      await recordRevision(tx, actor, "project", row!.id, null);
      return { ok: true, id: row!.id, slug } as const;
    });
  } catch (error) {
    // Two admins saving the same address at once: the unique index settles it.
    if (isUniqueViolation(error)) return SLUG_TAKEN;
    throw error;
  }
}

export async function updateProject(db: Db, actor: SessionUser, id: string, input: ProjectInput): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx) => {
      const slug = await chooseSlug(tx, input, id);
      if (!slug) return SLUG_TAKEN;
      const values = toRow(input, slug);
      const [before] = await tx.select().from(businessProjects).where(eq(businessProjects.id, id));
      const updated = await tx
        .update(businessProjects)
        .set(values)
        .where(eq(businessProjects.id, id))
        .returning({ id: businessProjects.id });
      if (updated.length === 0) return { ok: false, reason: "not-found" } as const;
      await recordAudit(tx, actor, { action: "update", entity: "project", entityId: id, details: values, before });
      await recordRevision(tx, actor, "project", id, before ?? null);
      return { ok: true, id, slug } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return SLUG_TAKEN;
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
 * project's name; the database clears their link to it, and a restore does not make it again.
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
