import { Link } from "react-router";
import { formIsland } from "~/components/forms/form-island";
import { Container } from "~/components/layout/section";
import { preloadIslands } from "~/components/layout/static-island";
import { PageHero } from "~/components/layout/page-hero.static";
import { siteContext } from "~/context";
import { YOUR_DATA_PAGE } from "~/features/privacy/content";
import { createPrivacyRequest } from "~/features/privacy/privacy.server";
import { YourDataSchema } from "~/features/privacy/validation";
import { callPublicFormAction } from "~/utils/public-form";
import { handlePublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/your-data";

/** The form loads its code on the visitor's first touch (form-island.ts). */
const YourDataForm = formIsland(() =>
  import("~/features/privacy/components/your-data-form").then((module) => module.YourDataForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(YourDataForm)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: YOUR_DATA_PAGE.meta.title,
    description: YOUR_DATA_PAGE.meta.description,
    path: "/privacy/your-data",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return handlePublicForm({
    request,
    site,
    form: "your-data",
    schema: YourDataSchema,
    failure: { log: "storing a privacy request failed", message: YOUR_DATA_PAGE.messages.failed },
    save: (input) => createPrivacyRequest(site, input),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callPublicFormAction(serverAction, { failure: YOUR_DATA_PAGE.messages.failed });
}

export default function YourDataRoute({ actionData }: Route.ComponentProps) {
  const copy = YOUR_DATA_PAGE;
  return (
    <>
      <PageHero variant="pill" titleId="your-data-title" {...copy.hero} />
      <Container className="grid grid-cols-1 gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)] lg:gap-12">
        <section
          id="your-data-request"
          aria-labelledby="your-data-form-title"
          className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="your-data-form-title" className="text-2xl font-semibold sm:text-3xl">
            {copy.form.title}
          </h2>
          <p className="mt-2 mb-6 text-muted">{copy.form.lead}</p>
          <YourDataForm props={{ answer: actionData }} />
        </section>
        <aside aria-labelledby="your-data-what-title" className="flex flex-col gap-3 text-ink">
          <h2 id="your-data-what-title" className="text-xl font-semibold">
            What happens next
          </h2>
          <ol className="flex list-decimal flex-col gap-2 pl-5">
            <li>We email you a link. Open it within 48 hours to confirm the request is yours.</li>
            <li>Our staff answer within 45 days, and email you when it is done.</li>
            <li>
              A copy lists everything we hold about your address. Deleting removes your name, address, phone and
              messages from every record, closes any account and takes you off the newsletter.
            </li>
          </ol>
          <p className="text-muted">
            Read more in our{" "}
            <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-4">
              privacy policy
            </Link>
            .
          </p>
        </aside>
      </Container>
    </>
  );
}
