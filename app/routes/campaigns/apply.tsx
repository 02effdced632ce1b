import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, CheckCircle2, CircleAlert, Clock, Info, MapPin } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorList } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFocusFirstInvalid, useLazyValidation } from "~/components/forms/use-lazy-validation";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { SITE_NAME } from "~/content/site";
import { siteContext, type SiteContext } from "~/context";
import { getCampaignForApplication, submitCampaignApplication } from "~/features/campaigns/campaigns.server";
import { BackLink } from "~/features/campaigns/components/back-link";
import { CampaignImage } from "~/features/campaigns/components/campaign-image";
import { CampaignLoadError, CampaignNotFound } from "~/features/campaigns/components/campaign-not-found";
import { CampaignStatusBadge } from "~/features/campaigns/components/status-badge";
import { ALL_CAMPAIGNS_URL, campaignUrl } from "~/features/campaigns/links";
import { CampaignApplicationSchema } from "~/features/campaigns/validation";
import { describeDatabaseError } from "~/utils/database-unavailable";
import { isLoadFailure } from "~/utils/load-failure";
import { describeFailedWrite, isHoneypotFilled } from "~/utils/forms.server";
import { describeWait } from "~/utils/rate-limit.server";
import { attemptSecret } from "~/utils/secret-attempts.server";
import { redirectWithToast } from "~/utils/toast.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/apply";

/** The messages of part 1 §8, word for word. */
const PROBLEMS = {
  invalidCode: {
    title: "Invalid Eligibility Code",
    message: "The eligibility code you entered is not valid for this campaign.",
  },
  failed: {
    title: "Submission Failed",
    message: "There was an error submitting your application. Please try again.",
  },
  tooManyAttempts: {
    title: "Too Many Attempts",
    message:
      "To keep eligibility codes safe, this form accepts only a few tries at a time. Please wait {wait} and try again, or contact us if you need help.",
  },
  inProgress: {
    title: "Too Many Attempts",
    message: "Your previous try is still being checked. Please wait a few seconds and send the form again.",
  },
} as const;

/**
 * Said beside the field instead of the code's format (part 1 §5 asked for a format hint; ADR 0009
 * drops it: describing the format tells a guesser what to try).
 */
const CODE_HINT = "Type it exactly as you received it: capital letters matter.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  // A form for people holding a code: nothing for search engines here.
  seoMeta(matches, {
    title: loaderData ? `Apply for Support: ${loaderData.campaign.title} | ${SITE_NAME}` : `Campaign Not Found | ${SITE_NAME}`,
    description: "Apply for support from a Helping Hand campaign with the eligibility code you were given.",
    path: null,
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, env } = context.get(siteContext);
  let campaign;
  try {
    // No eligibility code here: it is compared in the action, on the server, and nowhere else.
    campaign = await getCampaignForApplication(db, params.id);
  } catch (error) {
    logger.error({ err: error }, "loading a campaign for its application page failed");
    // Part 1 §8: 'Failed to load campaign details', then back to the campaign page.
    throw await redirectWithToast(env, campaignUrl(params.id), {
      title: "Error",
      description: "Failed to load campaign details",
      variant: "destructive",
    });
  }
  if (!campaign) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  return { campaign };
}

/**
 * The same rule in the browser, when the data never arrived after a link was followed (a dropped
 * connection): 'Failed to load campaign details', then the campaign page (part 1 §8). A 404 and
 * the server's own redirect pass through unchanged.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isLoadFailure(error)) throw error;
    toast({ title: "Error", description: "Failed to load campaign details", variant: "destructive" });
    throw redirect(campaignUrl(params.id));
  }
}

/**
 * Applying changes nothing this page reads (the outcome comes back as the action's data), so a
 * submission does not reload the campaign: a reload that failed would leave the result screen.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST") return false;
  return defaultShouldRevalidate;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const formData = await request.formData();
  // A filled honeypot is a bot: answer like a success and store nothing.
  if (isHoneypotFilled(formData)) return { status: "submitted" as const };

  let campaign;
  try {
    campaign = await getCampaignForApplication(site.db, params.id);
  } catch (error) {
    const unavailable = databaseUnavailable(site, error, formData);
    if (unavailable) return unavailable;
    throw error;
  }
  if (!campaign) throw data(null, { status: 404, statusText: "Campaign Not Found" });
  if (campaign.status !== "Active") return data({ status: "closed" as const }, { status: 409 });

  const submission = parseWithZod(formData, { schema: CampaignApplicationSchema });
  if (submission.status !== "success") {
    return data({ status: "error" as const, problem: null, result: submission.reply() }, { status: 400 });
  }

  // Guessing guard (ADR 0009): a budget of wrong codes per visitor, one try at a time, and
  // wrong codes for a much-guessed campaign answered slowly; the right code is never refused.
  let attempt;
  try {
    const campaignId = campaign.id;
    attempt = await attemptSecret(site, {
      kind: "eligibility-code",
      targetId: campaignId,
      check: () => submitCampaignApplication(site, campaignId, submission.value),
      isWrong: (outcome) => !outcome.ok && outcome.reason === "invalid-code",
    });
  } catch (error) {
    const unavailable = databaseUnavailable(site, error, formData);
    if (unavailable) return unavailable;
    site.logger.error({ err: error }, "storing a campaign application failed");
    return data(
      { status: "error" as const, problem: PROBLEMS.failed, result: submission.reply({ formErrors: [PROBLEMS.failed.message] }) },
      { status: 503 },
    );
  }
  if (attempt.status === "limited") {
    // Keep what the visitor typed; say why nothing was checked.
    const problem =
      attempt.reason === "in-progress"
        ? PROBLEMS.inProgress
        : { title: PROBLEMS.tooManyAttempts.title, message: PROBLEMS.tooManyAttempts.message.replace("{wait}", describeWait(attempt.retryAfterSeconds)) };
    return data(
      { status: "error" as const, problem, result: submission.reply() },
      { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
    );
  }
  const outcome = attempt.result;

  if (outcome.ok) return { status: "submitted" as const };
  switch (outcome.reason) {
    case "invalid-code":
      return data(
        {
          status: "error" as const,
          problem: PROBLEMS.invalidCode,
          result: submission.reply({
            fieldErrors: { eligibilityCode: ["Check the code and try again. Codes are case-sensitive."] },
          }),
        },
        { status: 400 },
      );
    case "duplicate":
      return data({ status: "duplicate" as const }, { status: 409 });
    case "not-active":
      return data({ status: "closed" as const }, { status: 409 });
    case "not-found":
      throw data(null, { status: 404, statusText: "Campaign Not Found" });
  }
}

/**
 * The database could not be reached (reading the campaign, counting the attempt or storing):
 * 503, everything typed kept and "try again in a minute" in the form's alert. Undefined for
 * any other error, which keeps its own handling. Logged without the visitor's words.
 */
function databaseUnavailable({ logger }: Pick<SiteContext, "logger">, error: unknown, formData: FormData) {
  const failure = describeFailedWrite(error, PROBLEMS.failed.message);
  if (!failure.databaseUnavailable) return undefined;
  logger.error({ err: describeDatabaseError(error) }, "storing a campaign application failed");
  const submission = parseWithZod(formData, { schema: CampaignApplicationSchema });
  return data(
    {
      status: "error" as const,
      problem: { title: PROBLEMS.failed.title, message: failure.message },
      result: submission.reply({ formErrors: [failure.message] }),
    },
    { status: failure.status },
  );
}

export default function CampaignApplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const status = actionData?.status;

  let body: ReactNode;
  if (status === "submitted") body = <Submitted campaignId={campaign.id} />;
  else if (status === "duplicate") body = <AlreadyApplied campaignId={campaign.id} />;
  else if (status === "closed" || campaign.status !== "Active") body = <Closed campaignId={campaign.id} status={campaign.status} />;
  else body = <ApplicationForm actionData={actionData?.status === "error" ? actionData : undefined} />;

  return (
    <div className="bg-sand py-8 sm:py-12">
      <Container className="max-w-3xl">
        <BackLink to={campaignUrl(campaign.id)}>Back to campaign</BackLink>

        <div className="mt-4 flex items-center gap-4 rounded-lg border border-line bg-white p-4 shadow-card">
          <div className="hidden aspect-[16/10] w-28 shrink-0 overflow-hidden rounded-md sm:block">
            <CampaignImage src={campaign.imageUrl} alt="" />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Helping Hand campaign</p>
            <p className="mt-0.5 font-display text-xl leading-snug font-semibold text-ink">{campaign.title}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {campaign.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                  {campaign.location}
                </span>
              ) : null}
              <CampaignStatusBadge status={campaign.status} />
            </div>
          </div>
        </div>

        <div className="mt-6 rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">{body}</div>
      </Container>
    </div>
  );
}

type ErrorActionData = {
  status: "error";
  problem: { title: string; message: string } | null;
  result: SubmissionResult<string[]>;
};

function ApplicationForm({ actionData }: { actionData?: ErrorActionData }) {
  const problem = actionData?.problem ?? null;
  const validation = useLazyValidation(() =>
    import("~/features/campaigns/form-validators").then((m) => m.validateCampaignApplication),
  );
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    ...validation.options,
  });
  useFocusFirstInvalid(form.id, actionData?.result);
  const alertRef = useRef<HTMLDivElement>(null);

  // A refused code or a failure is announced (role=alert) and brought into view.
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView({ block: "nearest" });
  }, [problem, actionData]);

  const { key: _nameKey, ...fullNameProps } = getInputProps(fields.fullName, { type: "text" });
  const { key: _emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: _phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: "tel" });
  const { key: _addressKey, ...addressProps } = getTextareaProps(fields.address);
  const { key: _codeKey, ...codeProps } = getInputProps(fields.eligibilityCode, { type: "text" });

  return (
    <>
      <h1 className="text-3xl font-semibold">Apply for Support</h1>
      <p className="mt-2 text-lg leading-relaxed text-muted">
        If an organization we work with gave you an eligibility code for this campaign, fill in this short form. It takes
        about two minutes, and our team will contact you within 24 hours.
      </p>

      <div ref={alertRef} role="alert" className="empty:hidden">
        {problem ? (
          <div className="mt-6 flex gap-3 rounded-md border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="block font-semibold">{problem.title}</strong>
              {problem.message}
            </p>
          </div>
        ) : null}
      </div>

      <Form
        method="post"
        {...getFormProps(form)}
        onFocus={validation.warm}
        className="relative mt-6 flex flex-col gap-5"
      >
        <Honeypot />
        <Field label="Full name" {...fullNameProps} autoComplete="name" required errors={fields.fullName.errors} />
        <Field
          label="Email address"
          {...emailProps}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          errors={fields.email.errors}
        />
        <Field
          label="Phone number (optional)"
          {...phoneProps}
          autoComplete="tel"
          description="Only if you would like us to call or text you about delivery."
          errors={fields.phone.errors}
        />
        <TextareaField
          label="Mailing address"
          {...addressProps}
          rows={3}
          autoComplete="street-address"
          description="Street, apartment, city, state and ZIP code, so we can deliver or tell you where to pick up."
          required
          errors={fields.address.errors}
        />
        <Field
          label="Eligibility code"
          {...codeProps}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          description={CODE_HINT}
          required
          errors={fields.eligibilityCode.errors}
          inputClassName="font-mono tracking-wider"
        />
        {/* Form-level errors not already in the alert above (the alert carries failures). */}
        {!problem ? <ErrorList id={form.errorId} errors={form.errors} /> : null}
        <p className="flex gap-2 text-sm text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          We use these details only to arrange your support, and we never share them.
        </p>
        <SubmitButton size="lg" pendingLabel="Submitting...">
          Submit Application
        </SubmitButton>
      </Form>
    </>
  );
}

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

function Submitted({ campaignId }: { campaignId: string }) {
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

function AlreadyApplied({ campaignId }: { campaignId: string }) {
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

function Closed({ campaignId, status }: { campaignId: string; status: string }) {
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CampaignNotFound />;
  return <CampaignLoadError />;
}
