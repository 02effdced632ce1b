import { ArrowLeft, ExternalLink, Handshake, Heart, SearchX } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { MADE_IN_USA } from "~/content/partners/made-in-usa";
import { PROJECT_FALLBACK_IMAGE } from "~/features/projects/components/library-cards";
import { ProjectHero } from "~/features/projects/components/project-hero";
import { siteContext } from "~/context";
import { MadeInUsaNotice } from "~/components/layout/made-in-usa-notice";
import { ProjectFacts } from "~/features/projects/components/project-facts";
import { getProjectDetail, PROJECT_SLUGS, publishedProjects } from "~/features/projects/projects.server";
import { redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { SITE_NAME } from "~/content/site";
import { metaDescription, seoMeta } from "~/utils/seo";
import { canPreviewDrafts } from "~/features/auth/preview.server";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { loaderHeadersOnly, PREVIEW_HEADERS } from "~/utils/preview";
import type { Route } from "./+types/project-detail";

const NOT_FOUND_MESSAGE = "Project not found or error loading project details.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(matches, { title: `Project not found | ${SITE_NAME}`, path: null, noindex: true });
  const { project } = loaderData;
  return seoMeta(matches, {
    // A draft seen by an admin is never indexed (issue 18).
    noindex: project.state !== "live",
    title: `${project.title} | ${SITE_NAME}`,
    socialTitle: project.title,
    // Staff's own search description when they wrote one, else the description (ADR 0052).
    description: project.seoDescription ?? metaDescription(project.description),
    path: `/projects/${project.slug}`,
    image: project.socialImageUrl ?? project.imageUrl,
    imageAlt: project.socialImageUrl ? project.title : `Picture for ${project.title}`,
  });
};

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { db, logger } = site;
  const idOrSlug = params.idOrSlug?.trim();
  // Part 1 §5: a project id is required.
  if (!idOrSlug) throw data({ message: "Project ID is required" }, { status: 400 });
  let project;
  try {
    // The segment is the project's slug (ADR 0052); a fixed page such as /projects/library has its
    // own route, which React Router matches first, and no project may have that address.
    project = await getProjectDetail(db, idOrSlug);
    if (!project) {
      // A published project's id or a slug it had before answers 301 to its address now, query kept.
      // An old slug typed in capitals is the same old slug (and an id the same id).
      const redirectTo = { param: idOrSlug.toLowerCase(), base: "/projects/", url };
      await redirectToCurrentSlug(db, PROJECT_SLUGS, { ...redirectTo, visible: publishedProjects() });
      // A draft is not found, except by an admin, who previews it here, uncached and unindexed (issue 18).
      if (await canPreviewDrafts(site, request)) {
        project = await getProjectDetail(db, idOrSlug, { preview: true });
        if (!project) await redirectToCurrentSlug(db, PROJECT_SLUGS, redirectTo);
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "loading a project failed");
    site.dontCache();
    throw data({ message: NOT_FOUND_MESSAGE }, { status: 500 });
  }
  if (!project) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  // One URL per project (issue 8): the slug typed in capitals answers with a permanent redirect, query kept.
  if (idOrSlug !== project.slug) throw redirect(`/projects/${project.slug}${url.search}`, 301);
  return data({ project }, { headers: project.state === "live" ? undefined : PREVIEW_HEADERS });
}

export const headers = loaderHeadersOnly;

export default function ProjectDetailRoute({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const { theme } = project;

  return (
    <>
      <PreviewBanner state={project.state} editHref={`/admin/projects/${project.id}`} />
      <ProjectHero project={project} />

      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <div className="flex flex-col gap-10">
          {project.isMadeInUsa ? <MadeInUsaNotice title={MADE_IN_USA.title} text={MADE_IN_USA.text} /> : null}

          <section aria-labelledby="project-about-title">
            <h2 id="project-about-title" className="text-3xl font-semibold">
              About this project
            </h2>
            <img
              src={project.imageUrl ?? PROJECT_FALLBACK_IMAGE}
              alt={project.imageUrl ? project.imageAlt : ""}
              aria-hidden={project.imageUrl ? undefined : true}
              width={640}
              height={360}
              decoding="async"
              className="mt-6 aspect-[16/9] w-full rounded-xl object-cover shadow-card"
            />
            <p className="mt-6 text-lg leading-relaxed whitespace-pre-line">{project.description}</p>
          </section>

          <section
            aria-labelledby="project-collaboration-title"
            className="rounded-xl border border-t-4 border-line bg-white p-6 shadow-card sm:p-8"
            style={{ borderTopColor: theme.accent }}
          >
            <h2 id="project-collaboration-title" className="flex items-center gap-2 text-2xl font-semibold sm:text-3xl">
              <Handshake aria-hidden="true" className="size-7 shrink-0" style={{ color: theme.accentText }} />
              How to collaborate with {project.companyName}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{project.collaborationText}</p>
            {project.options.length > 0 ? (
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {project.options.map((option) => (
                  <li key={option.option} className="rounded-lg bg-sand p-5">
                    <h3 className="text-lg font-semibold" style={{ color: theme.accentText }}>
                      {option.option}
                    </h3>
                    <p className="mt-1 leading-relaxed text-muted">{option.description}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <Link to="/projects/library" className={buttonClasses({ variant: "ghost", className: "self-start" })}>
            <ArrowLeft aria-hidden="true" />
            Back to Project Library
          </Link>
        </div>

        {/* On phones the buttons and key facts come first, right under the hero. */}
        <aside
          className="order-first flex flex-col gap-6 lg:sticky lg:top-28 lg:order-none lg:self-start"
          aria-label="Take part"
        >
          <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-6 shadow-card">
            <h2 className="font-sans text-lg font-semibold">Take part</h2>
            {project.partnerHref ? (
              <Link
                to={project.partnerHref}
                className={buttonClasses({ size: "lg", className: "w-full" })}
                style={{ backgroundColor: theme.buttonBackground, color: theme.buttonText }}
              >
                <Handshake aria-hidden="true" />
                Become a Partner
              </Link>
            ) : null}
            {project.supportHref ? (
              <Link
                to={project.supportHref}
                className={buttonClasses({ variant: "accent", size: "lg", className: "w-full" })}
              >
                <Heart aria-hidden="true" />
                Support This Project
              </Link>
            ) : null}
            {project.projectUrl ? (
              <a
                href={project.projectUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}
              >
                Learn More
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" />
              </a>
            ) : null}
            {!project.partnerHref && !project.supportHref ? (
              <p className="text-sm text-muted">
                This project is not taking new partners right now. Browse the library for open opportunities.
              </p>
            ) : null}
          </div>

          <ProjectFacts project={project} />
        </aside>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) && error.status === 400 ? "Project ID is required" : NOT_FOUND_MESSAGE;
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
        <SearchX aria-hidden="true" className="size-12 text-brand-600" />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{message}</h1>
        <p className="mt-3 max-w-xl text-lg text-muted">
          The project may have ended, moved, or the link may be mistyped. Every open project is listed in the library.
        </p>
        <Link to="/projects/library" className={buttonClasses({ size: "lg", className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Project Library
        </Link>
      </Container>
    </div>
  );
}
