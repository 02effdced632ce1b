import { CalendarClock, HeartHandshake, Sparkles } from "lucide-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Container, Section } from "~/components/layout/section";
import { VOLUNTEER_PAGE, VOLUNTEER_SECTION_ID } from "~/content/engage";
import { siteContext } from "~/context";
import { PageHero } from "~/components/layout/page-hero.static";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { VolunteerRoles } from "~/features/engage/components/volunteer-roles";
import { createVolunteerApplication } from "~/features/engage/engage.server";
import { VolunteerSchema } from "~/features/engage/validation";
import { callPublicFormAction } from "~/utils/public-form";
import { handlePublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/volunteer";

/** The form loads its code on the visitor's first touch (form-island.ts). */
const VolunteerForm = formIsland(() =>
  import("~/features/engage/components/volunteer-form").then((module) => module.VolunteerForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(VolunteerForm)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: VOLUNTEER_PAGE.meta.title,
    description: VOLUNTEER_PAGE.meta.description,
    path: "/volunteer",
  });

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return { externalFormUrl: env.VOLUNTEER_FORM_URL ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return handlePublicForm({
    request,
    site,
    form: "volunteer",
    schema: VolunteerSchema,
    failure: { log: "storing a form submission failed" },
    save: (input) => createVolunteerApplication(site.db, site.env, input),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callPublicFormAction(serverAction);
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

const POINT_ICONS = [Sparkles, CalendarClock, HeartHandshake] as const;

export default function VolunteerRoute({ loaderData, actionData }: Route.ComponentProps) {
  const copy = VOLUNTEER_PAGE;
  return (
    <>
      <PageHero variant="pill" titleId="volunteer-title" {...copy.hero} />

      <section aria-labelledby="volunteer-why-title" className="border-b border-line py-12 sm:py-14">
        <Container>
          <h2 id="volunteer-why-title" className="sr-only">
            {copy.intro.title}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {copy.intro.points.map((point, index) => {
              const Icon = POINT_ICONS[index] ?? Sparkles;
              return (
                <li key={point.title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-sans text-lg font-semibold">{point.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{point.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <Section title={copy.roles.title} lead={copy.roles.lead} titleId="volunteer-roles-title">
        <VolunteerRoles externalFormUrl={loaderData.externalFormUrl} formAnchor={VOLUNTEER_SECTION_ID} />
      </Section>

      <section id={VOLUNTEER_SECTION_ID} aria-labelledby="volunteer-form-title" className="bg-sand py-14 sm:py-20">
        <Container className="max-w-4xl">
          <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-10">
            <h2 id="volunteer-form-title" className="text-3xl font-semibold sm:text-4xl">
              {copy.form.title}
            </h2>
            <p className="mt-3 mb-8 text-lg text-muted">{copy.form.lead}</p>
            <VolunteerForm props={{ answer: actionData }} />
          </div>
        </Container>
      </section>
    </>
  );
}
