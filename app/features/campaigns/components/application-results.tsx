import { ArrowLeft, CheckCircle2, Clock, Info } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ALL_CAMPAIGNS_URL, campaignUrl } from "../links";

/** Moves focus to a result screen's heading, so screen readers announce the outcome. */
function useFocusHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ResultScreen({
  icon,
  title,
  children,
  campaignId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  campaignId: string;
}) {
  const headingRef = useFocusHeading();
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700 [&_svg]:size-7">
        {icon}
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-semibold focus:outline-none">
        {title}
      </h1>
      {children}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={campaignUrl(campaignId)} className={buttonClasses({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Campaign
        </Link>
        <Link to={ALL_CAMPAIGNS_URL} className={buttonClasses()}>
          View All Campaigns
        </Link>
      </div>
    </div>
  );
}

export function Submitted({ campaignId }: { campaignId: string }) {
  return (
    <ResultScreen icon={<CheckCircle2 aria-hidden="true" />} title="Application Submitted" campaignId={campaignId}>
      <p role="status" className="mt-3 text-lg text-ink">
        Your application has been submitted successfully.
      </p>
      <p className="mt-2 max-w-lg text-muted">
        Our team will review it and contact you within 24 hours by email, or by phone if you gave us a number.
      </p>
    </ResultScreen>
  );
}

export function AlreadyApplied({ campaignId }: { campaignId: string }) {
  return (
    <ResultScreen icon={<Info aria-hidden="true" />} title="You Have Already Applied" campaignId={campaignId}>
      <p role="status" className="mt-3 text-lg text-ink">
        An application with this email address is already on file for this campaign, so there is no need to apply again.
      </p>
      <p className="mt-2 max-w-lg text-muted">
        If something has changed, such as your address, please contact us and we will update it.
      </p>
    </ResultScreen>
  );
}

export function Closed({ campaignId, status }: { campaignId: string; status: string }) {
  const headingRef = useFocusHeading();
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-800 [&_svg]:size-7">
        <Clock aria-hidden="true" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-semibold focus:outline-none">
        Applications Are Closed
      </h1>
      <p role="status" className="mt-3 max-w-lg text-lg text-ink">
        {status === "Upcoming"
          ? "This campaign has not started yet. Applications open on the day it becomes active; please come back then."
          : "This campaign is not active, so it is not taking applications right now."}
      </p>
      <p className="mt-2 max-w-lg text-muted">Other Helping Hand campaigns may be able to help in the meantime.</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={campaignUrl(campaignId)} className={buttonClasses({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Campaign
        </Link>
        <Link to={ALL_CAMPAIGNS_URL} className={buttonClasses()}>
          View All Campaigns
        </Link>
      </div>
    </div>
  );
}
