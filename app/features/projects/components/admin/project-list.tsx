import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { StatusBadge } from "~/features/projects/components/status-badge";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import {
  ContentListFilters,
  ListPaging,
  NoMatches,
  PastTheLastPage,
  PUBLISHED_OR_DRAFT,
} from "~/components/admin/list-filters";
import { CONTENT_LIST_PAGE_SIZE, isFiltered, type ListFilters } from "~/utils/list-filters";
import { AdminTable } from "~/components/admin/admin-table";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { useFormatDateTime } from "~/components/admin/format";

export interface ProjectListItem {
  id: string;
  title: string;
  slug: string;
  status: string;
  isPublished: boolean;
  companyName: string;
  updatedAt: string | Date;
}

const LIST_PATH = "/admin/projects";

/** The projects table: one page of projects, drafts included, with a publish toggle per row. */
export function ProjectList({
  projects,
  total,
  filters,
}: {
  projects: ProjectListItem[] | null;
  total: number;
  filters: ListFilters<string>;
}) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="projects-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="projects-title"
        title="Business opportunity projects"
        count={projects ? total : null}
        description="Drafts stay here until you publish them; published projects appear in the Project Library."
        newTo="/admin/projects/new"
        newLabel="New project"
      />

      <ContentListFilters
        listPath={LIST_PATH}
        label="projects"
        q={filters.q}
        status={filters.status}
        statuses={PUBLISHED_OR_DRAFT}
        placeholder="Title, partner, address or summary"
      />

      {projects === null ? (
        <ListAlert>
          The projects could not be loaded just now. Please reload the page; if it keeps happening, the audit log and
          server log will say more.
        </ListAlert>
      ) : projects.length === 0 && isFiltered(filters) ? (
        <NoMatches listPath={LIST_PATH} what="projects" />
      ) : projects.length === 0 && total > 0 ? (
        <PastTheLastPage listPath={LIST_PATH} page={filters.page} />
      ) : projects.length === 0 ? (
        <ListEmpty title="No projects yet.">
          Add the first business opportunity; it stays a draft until you publish it.
        </ListEmpty>
      ) : (
        <AdminTable
          caption="Projects, most recently changed first"
          headings={["Title", "Status", "Visibility", "Partner company", "Updated", "Actions"]}
          className="min-w-[46rem]"
        >
          {projects.map((project) => (
            <tr key={project.id} className="align-top">
              <td className="px-4 py-3">
                <Link
                  to={`/admin/projects/${project.id}`}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {project.title}
                </Link>
                <p className="mt-0.5 text-xs break-all text-muted">/projects/{project.slug}</p>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={project.status} />
              </td>
              <td className="px-4 py-3">
                {project.isPublished ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Draft</Badge>}
              </td>
              <td className="px-4 py-3">{project.companyName}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(project.updatedAt)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/projects/${project.id}`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    <Pencil aria-hidden="true" /> Edit<span className="sr-only">: {project.title}</span>
                  </Link>
                  <PublishToggle
                    id={project.id}
                    isPublished={project.isPublished}
                    fields={{ publish: project.isPublished ? "false" : "true" }}
                    suffix={`: ${project.title}`}
                    variant={project.isPublished ? "ghost" : "primary"}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {projects ? (
        <ListPaging page={filters.page} pageSize={CONTENT_LIST_PAGE_SIZE} total={total} label="Project pages" />
      ) : null}
    </section>
  );
}
