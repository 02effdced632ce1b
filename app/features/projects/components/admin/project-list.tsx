import { Pencil, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { StatusBadge } from "~/features/projects/components/status-badge";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
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

/** The projects table: every project, drafts included, with a publish toggle per row. */
export function ProjectList({ projects, query }: { projects: ProjectListItem[] | null; query: string }) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="projects-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="projects-title"
        title="Business opportunity projects"
        description="Drafts stay here until you publish them; published projects appear in the Project Library."
        newTo="/admin/projects/new"
        newLabel="New project"
      />

      <Form method="get" role="search" aria-label="Projects" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
          <label htmlFor="project-search" className="text-sm font-semibold">
            Find a project
          </label>
          <Input
            id="project-search"
            type="search"
            name="q"
            defaultValue={query}
            placeholder="Title, partner or address"
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> Search
        </Button>
        {query ? (
          <Link to="/admin/projects" className={buttonClasses({ variant: "ghost" })}>
            Clear
          </Link>
        ) : null}
      </Form>

      {projects === null ? (
        <ListAlert>
          The projects could not be loaded just now. Please reload the page; if it keeps happening, the audit log and
          server log will say more.
        </ListAlert>
      ) : projects.length === 0 ? (
        query ? (
          <ListEmpty>
            No project matches &ldquo;{query}&rdquo;. Try part of the title or the partner&apos;s name.
          </ListEmpty>
        ) : (
          <ListEmpty title="No projects yet.">
            Add the first business opportunity; it stays a draft until you publish it.
          </ListEmpty>
        )
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
    </section>
  );
}
