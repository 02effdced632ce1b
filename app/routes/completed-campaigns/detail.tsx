import {
  ArrowLeft,
  Building2,
  CalendarCheck,
  ExternalLink,
  Handshake,
  HandHeart,
  Heart,
  MapPin,
  Sparkles,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { CAMPAIGN_FALLBACK_IMAGE } from "~/content/campaign-fallback";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { getCompletedCampaign } from "~/features/completed-campaigns/completed-campaigns.server";
import { formatFullDate } from "~/features/completed-campaigns/format";
import { metaDescription, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/detail";

const NOT_FOUND_MESSAGE = "Campaign not found or error loading campaign details.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(matches, { title: `Campaign Not Found | ${SITE_NAME}`, path: null, noindex: true });
  const { campaign } = loaderData;
  return seoMeta(matches, {
    title: `${campaign.title} | Completed Campaigns | ${SITE_NAME}`,
    socialTitle: campaign.title,
    description: metaDescription(campaign.impactSummary ?? campaign.description),
    path: `/completed-campaigns/${campaign.id}`,
    image: campaign.imageUrl,
    imageAlt: `Picture from ${campaign.title}`,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  const campaign = await getCompletedCampaign(db, params.id);
  if (!campaign) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  return { campaign };
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd are direct children of the group <div> (valid <dl> structure); the icon sits in the dt.
  return (
    <div className="relative min-h-10 pl-[3.25rem]">
      <dt className="text-sm font-semibold text-muted">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink">{children}</dd>
    </div>
  );
}

export default function CompletedCampaignRoute({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  return (
    <div className="bg-sand pb-14 sm:pb-20">
      <Container className="max-w-5xl pt-8 sm:pt-12">
        <BackToList />

        <Card as="article" shape="panel" className="mt-4 overflow-hidden">
          <div className="aspect-[16/9] overflow-hidden sm:aspect-[21/9]">
            <ImageWithFallback
              src={campaign.imageUrl}
              alt={`Picture from ${campaign.title}`}
              fallback={CAMPAIGN_FALLBACK_IMAGE}
              width={800}
              height={500}
              loading="eager"
              className="size-full bg-brand-50 object-cover"
            />
          </div>

          <div className="p-6 sm:p-10">
            <Badge tone="info">Completed campaign</Badge>
            <h1 className="mt-3 text-3xl font-semibold sm:text-5xl">{campaign.title}</h1>

            <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <div className="min-w-0">
                <p className="text-lg leading-relaxed whitespace-pre-line">{campaign.description}</p>

                {campaign.impactSummary ? (
                  <section
                    aria-labelledby="impact-title"
                    className="mt-8 rounded-lg border border-success-700/20 bg-success-50 p-5 sm:p-6"
                  >
                    <h2 id="impact-title" className="inline-flex items-center gap-2 font-sans text-lg font-semibold text-success-700">
                      <Sparkles aria-hidden="true" className="size-5" />
                      Impact
                    </h2>
                    <p className="mt-2 text-lg leading-relaxed text-ink">{campaign.impactSummary}</p>
                  </section>
                ) : null}

                {campaign.campaignUrl ? (
                  <a
                    href={campaign.campaignUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: "outline", className: "mt-8" })}
                  >
                    <ExternalLink aria-hidden="true" />
                    View the campaign page
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>

              <aside aria-labelledby="campaign-facts-title" className="rounded-lg bg-sand p-5">
                <h2 id="campaign-facts-title" className="font-sans text-sm font-semibold tracking-widest text-accent-700 uppercase">
                  Campaign facts
                </h2>
                <dl className="mt-4 flex flex-col gap-4">
                  <Fact icon={<CalendarCheck aria-hidden="true" />} label="Completed">
                    <time dateTime={campaign.completionDate}>{formatFullDate(campaign.completionDate)}</time>
                  </Fact>
                  {campaign.location ? (
                    <Fact icon={<MapPin aria-hidden="true" />} label="Location">
                      {campaign.location}
                    </Fact>
                  ) : null}
                  {campaign.beneficiary ? (
                    <Fact icon={<Users aria-hidden="true" />} label="Who it helped">
                      {campaign.beneficiary}
                    </Fact>
                  ) : null}
                  {campaign.partnerOrganization ? (
                    <Fact icon={<Building2 aria-hidden="true" />} label="Partner organization">
                      {campaign.partnerOrganization}
                    </Fact>
                  ) : null}
                </dl>
              </aside>
            </div>
          </div>
        </Card>

        {campaign.showPartnershipSection ? (
          <PartnershipSection title={campaign.title} partner={campaign.partnerOrganization} />
        ) : null}

        <section aria-labelledby="get-involved-title" className="mt-10 rounded-xl bg-brand-800 p-6 text-white sm:p-10">
          <h2 id="get-involved-title" className="text-2xl font-semibold text-white sm:text-3xl">
            Want to be part of the next one?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Campaigns like this run on small gifts and a few free hours. Give once, or join the volunteers who pack and
            deliver.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/donate" className={buttonClasses({ variant: "accent" })}>
              <Heart aria-hidden="true" />
              Donate
            </Link>
            <Link to="/volunteer" className={buttonClasses({ variant: "outline-light" })}>
              <HandHeart aria-hidden="true" />
              Volunteer
            </Link>
          </div>
        </section>

        <div className="mt-10">
          <BackToList button />
        </div>
      </Container>
    </div>
  );
}

function BackToList({ button = false }: { button?: boolean }) {
  return (
    <Link
      to="/completed-campaigns"
      className={
        button
          ? buttonClasses({ variant: "outline" })
          : "inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
      }
    >
      <ArrowLeft aria-hidden="true" className={button ? undefined : "size-4"} />
      Back to Completed Campaigns
    </Link>
  );
}

/** The partnership section shown for campaigns flagged `showPartnershipSection` (part 2 §2). */
function PartnershipSection({ title, partner }: { title: string; partner: string | null }) {
  const partnerName = partner ?? "a local partner organization";
  return (
    <section
      aria-labelledby="partnership-title"
      className="mt-10 grid gap-6 rounded-xl border border-accent-200 bg-accent-50 p-6 sm:p-10 md:grid-cols-[auto_1fr]"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-white text-accent-700 shadow-card">
        <Handshake aria-hidden="true" className="size-7" />
      </span>
      <div>
        <p className="text-sm font-semibold tracking-widest text-accent-800 uppercase">Partnership spotlight</p>
        <h2 id="partnership-title" className="mt-1 text-2xl font-semibold sm:text-3xl">
          Made possible together with {partnerName}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink">
          {title} was a joint effort. {partner ?? "Our partner"} knew the families, found the people who needed help most
          and handed out the eligibility codes. We raised the money, bought the products and organized the volunteers who
          delivered them.
        </p>
        <p className="mt-3 text-lg leading-relaxed text-ink">
          Partnerships like this one let a small nonprofit reach people it could never find alone. If your organization
          serves families who could use a Helping Hand campaign, we would love to hear from you.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClasses()}>
            Propose a partnership
          </Link>
          <Link to="/projects/business" className={buttonClasses({ variant: "outline" })}>
            Our business partners
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  // Unknown ids (404) and load failures (500) read the same (part 2 §8); the status tells them apart.
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] max-w-2xl flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Campaign Not Found</h1>
        <p className="mt-3 text-lg text-muted">{NOT_FOUND_MESSAGE}</p>
        <Link to="/completed-campaigns" className={buttonClasses({ className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Completed Campaigns
        </Link>
      </Container>
    </div>
  );
}
