import { ArrowRight, BadgeCheck, Clock, HandHeart, Landmark, Percent, Receipt, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Container, Section } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { DONATE_PAGE } from "~/content/engage";
import { siteContext } from "~/context";
import { DonationFallback, DonationForm } from "~/features/engage/components/donation-form";
import { PageHero } from "~/components/layout/page-hero.static";
import { donationEmbed, donationReturn, projectFromQuery } from "~/features/engage/donate";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/donate";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: DONATE_PAGE.meta.title, description: DONATE_PAGE.meta.description, path: "/donate" });

export function loader({ context, url }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  return {
    embed: donationEmbed(env.DONATION_FORM_URL, env.DONATION_SCRIPT_URL),
    contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    project: projectFromQuery(url.searchParams.get("project"), DONATE_PAGE.projectMaxLength),
  };
}

/**
 * The thank-you or canceled toast after the donation platform sends the visitor back
 * (`?success=true`, `?canceled=true`): once per page load, never again on a re-render.
 */
function useDonationReturnToast() {
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  const shownFor = useRef<string | null>(null);
  const kind = donationReturn(searchParams);

  useEffect(() => {
    if (!kind || shownFor.current === key) return;
    shownFor.current = key;
    const { success, canceled } = DONATE_PAGE.toasts;
    toast(kind === "success" ? { ...success, variant: "success" } : { ...canceled, variant: "destructive" });
  }, [kind, key]);
}

const PROMISE_ICONS = { "zero-fee": BadgeCheck, receipt: Receipt, secure: ShieldCheck } as const;
const FIGURE_ICONS = [HandHeart, Percent, BadgeCheck] as const;

export default function DonateRoute({ loaderData }: Route.ComponentProps) {
  const { embed, contact, project } = loaderData;
  const copy = DONATE_PAGE;
  useDonationReturnToast();

  return (
    <>
      <PageHero variant="pill" titleId="donate-title" {...copy.hero}>
        {project ? (
          <div className="mt-6 inline-flex max-w-full flex-col gap-1 rounded-lg border border-accent-200 bg-white/90 px-4 py-3 shadow-card">
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{copy.projectLabel}</p>
            <p className="text-lg font-semibold break-words text-ink" data-testid="donate-project">
              {project}
            </p>
            <p className="text-sm text-muted">{copy.projectNote}</p>
          </div>
        ) : null}
      </PageHero>

      <section aria-labelledby="donate-form-title" className="py-12 sm:py-16">
        <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-12">
          <div>
            <h2 id="donate-form-title" className="text-3xl font-semibold sm:text-4xl">
              {copy.form.title}
            </h2>
            <p className="mt-2 mb-6 text-lg text-muted">{embed ? copy.form.lead : copy.form.fallbackLead}</p>
            {embed ? <DonationForm embed={embed} /> : <DonationFallback email={contact.email} phone={contact.phone} />}
          </div>
          <ul className="flex flex-col gap-4 self-start" aria-label="Our promises to donors">
            {copy.promises.map((promise) => {
              const Icon = PROMISE_ICONS[promise.icon];
              return (
                <li key={promise.title} className="flex gap-4 rounded-lg border border-line bg-white p-5 shadow-card">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-sans text-lg font-semibold">{promise.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{promise.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <Section
        tone="brand"
        eyebrow={copy.impact.eyebrow}
        title={copy.impact.title}
        lead={copy.impact.lead}
        titleId="donate-impact-title"
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {copy.impact.figures.map((figure, index) => {
            const Icon = FIGURE_ICONS[index] ?? HandHeart;
            return (
              <li key={figure.value} className="rounded-lg bg-white/10 p-6 ring-1 ring-white/20">
                <Icon aria-hidden="true" className="size-6 text-accent-200" />
                <p className="mt-3 font-display text-5xl font-semibold text-white">{figure.value}</p>
                <p className="mt-2 text-lg font-semibold text-white">{figure.label}</p>
                <p className="mt-1 text-brand-100">{figure.note}</p>
              </li>
            );
          })}
        </ul>
        <ul className="mt-10 grid gap-6 border-t border-white/20 pt-10 md:grid-cols-3">
          {copy.impact.areas.map((area) => (
            <li key={area.title}>
              <h3 className="text-xl font-semibold text-white">{area.title}</h3>
              <p className="mt-2 leading-relaxed text-brand-50">{area.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow={copy.volunteer.eyebrow}
        title={copy.volunteer.title}
        lead={copy.volunteer.lead}
        titleId="donate-volunteer-title"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.volunteer.roles.map((role) => (
            <li key={role.title} className="rounded-lg border border-line bg-white p-5 shadow-card">
              <h3 className="font-sans text-lg font-semibold">{role.title}</h3>
              <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
                <Clock aria-hidden="true" className="size-4" />
                {role.hours}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to={copy.volunteer.link.to} className={buttonClasses({ variant: "outline" })}>
            {copy.volunteer.link.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </Section>

      <Section tone="sand" eyebrow={copy.waysToGive.eyebrow} title={copy.waysToGive.title} titleId="donate-ways-title">
        <ul className="grid gap-5 md:grid-cols-3">
          {copy.waysToGive.items.map((item) => (
            <li
              key={item.title}
              className="group relative flex flex-col rounded-lg border border-line bg-white p-6 shadow-card"
            >
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{item.text}</p>
              <Link
                to={item.link.to}
                className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-lg"
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="donate-notice-title" className="py-12 sm:py-14">
        <Container className="max-w-4xl">
          <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-card sm:flex-row sm:gap-6 sm:p-8">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Landmark aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="donate-notice-title" className="text-2xl font-semibold">
                {copy.notice.title}
              </h2>
              <p className="mt-2 leading-relaxed text-muted">{copy.notice.text}</p>
              <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                <Link
                  to={copy.notice.about.to}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 sm:min-h-0"
                >
                  {copy.notice.about.label}
                </Link>
                <Link
                  to={copy.notice.contact.to}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 sm:min-h-0"
                >
                  {copy.notice.contact.label}
                </Link>
              </p>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
