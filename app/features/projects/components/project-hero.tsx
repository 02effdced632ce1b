import { ArrowLeft, CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import type { BrandTheme } from "~/features/projects/brand-colors";
import { formatDate } from "~/features/projects/format";
import { StatusBadge } from "./status-badge";

export interface ProjectHeroData {
  title: string;
  status: string;
  category: string;
  companyName: string;
  companyLogo: string | null;
  location: string | null;
  /** ISO date (YYYY-MM-DD) or null. */
  startedDate: string | null;
  theme: BrandTheme;
}

/**
 * The top of a project's detail page in the brand's colours. The admin editor renders the
 * same block as its live preview (with an h2, so the editor keeps one h1).
 */
export function ProjectHero({
  project,
  titleId = "project-title",
  titleAs: Title = "h1",
}: {
  project: ProjectHeroData;
  titleId?: string;
  titleAs?: "h1" | "h2";
}) {
  const { theme } = project;
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden"
      // Every value here was validated as a CSS colour (features/projects/brand-colors.ts).
      style={{ background: theme.heroBackground, color: theme.heroText }}
    >
      {theme.heroOverlay > 0 ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10"
          style={{ backgroundColor: `rgba(0, 0, 0, ${theme.heroOverlay})` }}
        />
      ) : null}
      <Container className="py-10 sm:py-14 lg:py-16">
        <Link
          to="/projects/library"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-sm font-semibold underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Project Library
        </Link>
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={project.status} />
              <span className="text-sm font-semibold tracking-widest uppercase">{project.category}</span>
            </div>
            <Title
              id={titleId}
              className="mt-4 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl"
              style={{ color: theme.heroText }}
            >
              {project.title}
            </Title>
            <p className="mt-4 text-lg font-semibold">In partnership with {project.companyName}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-base">
              {project.location ? (
                <li className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {project.location}
                </li>
              ) : null}
              {project.startedDate ? (
                <li className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  Started <time dateTime={project.startedDate}>{formatDate(project.startedDate)}</time>
                </li>
              ) : null}
            </ul>
          </div>
          {project.companyLogo ? (
            <div className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-white p-2 shadow-raised sm:size-28 sm:p-3 lg:size-32">
              <img
                src={project.companyLogo}
                alt={`${project.companyName} logo`}
                width={112}
                height={112}
                className="max-h-full w-auto"
              />
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
