import { useLocation } from "react-router";
import { Container } from "~/components/layout/section";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands, staticIsland } from "~/components/layout/static-island";
import { PROGRAM_FORMS, programSlugOf } from "~/content/partners/program-forms";
import { siteContext } from "~/context";
import { submitProgrammeApplication } from "~/features/applications/applications.server";
import { callServerActionSafely } from "~/features/applications/client-action";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/program";

/**
 * /apply/marykay and /apply/amera-diamonds (canonical; /marykay-application and
 * /amera-diamonds-application redirect here): one module registered at both paths, its copy
 * from `PROGRAM_APPLY_PAGES` by the path's last segment.
 */
/** The form loads its code on the visitor's first touch (form-island.ts). */
const ProgrammeApplicationForm = formIsland(() =>
  import("~/features/applications/components/programme-application-form").then(
    (module) => module.ProgrammeApplicationForm,
  ),
);
// The page's text is drawn from the server's HTML (static-island.tsx).
const Hero = staticIsland(() =>
  import("~/features/applications/components/program-page.static").then((module) => module.ProgramHero),
);
const Intro = staticIsland(() =>
  import("~/features/applications/components/program-page.static").then((module) => module.ProgramIntro),
);
const Notes = staticIsland(() =>
  import("~/features/applications/components/program-page.static").then((module) => module.ProgramNotes),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  preloadIslands(ProgrammeApplicationForm, Hero, Intro, Notes),
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const slug = programSlugOf(location.pathname);
  const { meta } = PROGRAM_FORMS[slug];
  return seoMeta(matches, { title: meta.title, description: meta.description, path: `/apply/${slug}` });
};

export async function action({ request, context, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  // `url`, not `request.url`: a scripted submission's request goes to `….data`.
  return submitProgrammeApplication(site, request, PROGRAM_FORMS[programSlugOf(url.pathname)].kind);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerActionSafely(serverAction);
}

export default function ProgramApplicationRoute({ actionData }: Route.ComponentProps) {
  const slug = programSlugOf(useLocation().pathname);
  const page = PROGRAM_FORMS[slug];
  const { kind } = page;
  return (
    <>
      <Hero key={`${slug}-hero`} props={{ slug }} />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_24rem] lg:gap-12">
        <div className="flex flex-col gap-8">
          <Intro key={`${slug}-intro`} props={{ slug }} />
          <section
            id="apply"
            aria-labelledby={`${kind}-form-title`}
            className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id={`${kind}-form-title`} className="text-3xl font-semibold">
              {page.formTitle}
            </h2>
            <p className="mt-2 mb-6 text-muted">{page.formLead}</p>
            <ProgrammeApplicationForm key={kind} props={{ kind, outcome: actionData, success: page.success }} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <Notes key={`${slug}-notes`} props={{ slug }} />
        </div>
      </Container>
    </>
  );
}
