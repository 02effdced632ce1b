import { ArrowLeft, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { ALL_CAMPAIGNS_URL } from "../links";

function Notice({
  icon,
  title,
  children,
  retry,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  retry?: ReactNode;
}) {
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] max-w-2xl flex-col items-center justify-center py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-card [&_svg]:size-7">
          {icon}
        </span>
        <h1 className="mt-5 text-3xl font-semibold sm:text-4xl">{title}</h1>
        {children}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {retry}
          <Link to={ALL_CAMPAIGNS_URL} className={buttonClasses({ variant: retry ? "outline" : "primary" })}>
            <ArrowLeft aria-hidden="true" />
            Back to Campaigns
          </Link>
        </div>
      </Container>
    </div>
  );
}

/** An unknown, malformed or unpublished campaign id (part 1 §8: 'Campaign Not Found'). */
export function CampaignNotFound() {
  return (
    <Notice icon={<SearchX aria-hidden="true" />} title="Campaign Not Found">
      <p className="mt-3 text-lg text-muted">
        We couldn&apos;t find this campaign. It may have been removed, or the link may be mistyped. Every current
        Helping Hand campaign is listed in our project library.
      </p>
    </Notice>
  );
}

/**
 * The campaign could not be loaded (part 1 §8: 'Campaign not found or error loading campaign
 * details.'): the server failed, or the data never arrived after a link was followed.
 */
export function CampaignLoadError() {
  return (
    <Notice
      icon={<TriangleAlert aria-hidden="true" />}
      title="Something went wrong"
      retry={<RetryLink>Try again</RetryLink>}
    >
      <p role="alert" className="mt-3 text-lg text-muted">
        Campaign not found or error loading campaign details.
      </p>
      <p className="mt-2 text-muted">Please try again in a moment.</p>
    </Notice>
  );
}
