import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Container } from "~/components/layout/section";
import { CONTACT_PAGE, CONTACT_SECTION_ID } from "~/content/engage";
import { siteContext } from "~/context";
import { ContactDetails } from "~/features/engage/components/contact-details";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { PageHero } from "~/components/layout/page-hero.static";
import { createContactSubmission } from "~/features/engage/engage.server";
import { ContactSchema } from "~/features/engage/validation";
import { callPublicFormAction } from "~/utils/public-form";
import { handlePublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/contact";

/** The form loads its code on the visitor's first touch (form-island.ts). */
const ContactForm = formIsland(() =>
  import("~/features/engage/components/contact-form").then((module) => module.ContactForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(ContactForm)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: CONTACT_PAGE.meta.title, description: CONTACT_PAGE.meta.description, path: "/contact" });

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return handlePublicForm({
    request,
    site,
    form: "contact",
    schema: ContactSchema,
    failure: { log: "storing a form submission failed" },
    save: (input) => createContactSubmission(site.db, site.env, input),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callPublicFormAction(serverAction);
}

/** The contact details come from configuration; sending a message does not change them. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero variant="pill" titleId="contact-title" {...CONTACT_PAGE.hero} />
      <Container className="grid grid-cols-1 gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)] lg:gap-12">
        <section
          id={CONTACT_SECTION_ID}
          aria-labelledby="contact-form-title"
          className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-semibold sm:text-3xl">
            {CONTACT_PAGE.form.title}
          </h2>
          <p className="mt-2 mb-6 text-muted">{CONTACT_PAGE.form.lead}</p>
          <ContactForm props={{ answer: actionData }} />
        </section>
        <ContactDetails email={loaderData.email} phone={loaderData.phone} />
      </Container>
    </>
  );
}
