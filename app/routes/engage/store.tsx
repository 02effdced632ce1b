import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { STORE_PAGE } from "~/content/engage";
import { siteContext } from "~/context";
import { StoreRedirect } from "~/features/engage/components/store-redirect";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/store";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: STORE_PAGE.meta.title, description: STORE_PAGE.meta.description, path: "/store" });

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return { storeUrl: env.STORE_URL };
}

export default function StoreRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="store-title" className="relative isolate overflow-hidden bg-sand">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-20 size-72 rounded-full bg-brand-100/70 blur-3xl sm:size-96" />
        <div className="absolute -bottom-28 -left-24 size-64 rounded-full bg-accent-100/80 blur-3xl" />
      </div>
      <Container className="flex min-h-[60vh] max-w-2xl flex-col items-center justify-center py-14 text-center sm:py-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold tracking-wide text-brand-800 shadow-card ring-1 ring-brand-100">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
          Store
        </p>
        <h1 id="store-title" className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
          {STORE_PAGE.title}
        </h1>
        <p className="mt-4 mb-8 text-lg leading-relaxed text-muted">{STORE_PAGE.lead}</p>
        <StoreRedirect storeUrl={loaderData.storeUrl} />
        <p className="mt-10">
          <Link
            to={STORE_PAGE.back.to}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {STORE_PAGE.back.label}
          </Link>
        </p>
      </Container>
    </section>
  );
}
