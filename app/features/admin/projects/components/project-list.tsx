import { Eye, EyeOff, Pencil, Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { StatusBadge } from "~/components/projects/status-badge";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/features/admin/format";

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
  return (
    <section aria-labelledby="projects-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="projects-title" className="text-2xl font-semibold">
            Business opportunity projects
          </h2>
          <p className="mt-1 text-muted">Drafts stay here until you publish them; published projects appear in the Project Library.</p>
        </div>
        <Link to="/admin/projects/new" className={buttonClasses({ className: "self-start sm:self-auto" })}>
          <Plus aria-hidden="true" /> New project
        </Link>
      </div>

      <Form method="get" role="search" aria-label="Projects" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
          <label htmlFor="project-search" className="text-sm font-semibold">
            Find a project
          </label>
          <Input id="project-search" type="search" name="q" defaultValue={query} placeholder="Title, partner or address" />
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
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          The projects could not be loaded just now. Please reload the page; if it keeps happening, the audit log and server log
          will say more.
        </p>
      ) : projects.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6">
          {query ? (
            <p className="text-muted">No project matches &ldquo;{query}&rdquo;. Try part of the title or the partner&apos;s name.</p>
          ) : (
            <>
              <p className="font-semibold">No projects yet.</p>
              <p className="mt-1 text-muted">Add the first business opportunity; it stays a draft until you publish it.</p>
            </>
          )}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[46rem] text-left text-sm">
            <caption className="sr-only">Projects, most recently changed first</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["Title", "Status", "Visibility", "Partner company", "Updated", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {projects.map((project) => (
                <tr key={project.id} className="align-top">
                  <td className="px-4 py-3">
                    <Link to={`/admin/projects/${project.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
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
                      <Link to={`/admin/projects/${project.id}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
                        <Pencil aria-hidden="true" /> Edit<span className="sr-only">: {project.title}</span>
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="intent" value="publish" />
                        <input type="hidden" name="publish" value={project.isPublished ? "false" : "true"} />
                        <SubmitButton
                          name="id"
                          value={project.id}
                          variant={project.isPublished ? "ghost" : "primary"}
                          size="sm"
                          pendingLabel={project.isPublished ? "Unpublishing..." : "Publishing..."}
                        >
                          {project.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                          {project.isPublished ? "Unpublish" : "Publish"}
                          <span className="sr-only">: {project.title}</span>
                        </SubmitButton>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
