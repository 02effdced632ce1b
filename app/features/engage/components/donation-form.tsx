import { ExternalLink, Mail, Phone } from "lucide-react";
import { useEffect } from "react";
import { mailtoHref, telHref } from "~/components/layout/contact-links";
import { buttonClasses } from "~/components/ui/button";
import { DONATE_PAGE } from "~/content/engage";
import type { DonationEmbed } from "../donate";

/** Part 2 §9: the donation frame is 600 px high. */
export const DONATION_FRAME_HEIGHT = 600;

/**
 * The zero-fee donation form in a frame, with the platform's script, and a plain link to the
 * same form because content blockers often hide donation frames.
 */
export function DonationForm({ embed }: { embed: DonationEmbed }) {
  const copy = DONATE_PAGE.form;

  useEffect(() => {
    // The CSP uses 'strict-dynamic': a nonce-less <script src> in the markup would be blocked,
    // but a script added by our own (trusted) code is allowed. Added once per page.
    if (!embed.scriptUrl || document.querySelector(`script[src="${CSS.escape(embed.scriptUrl)}"]`)) return;
    const script = document.createElement("script");
    script.src = embed.scriptUrl;
    script.async = true;
    document.body.appendChild(script);
  }, [embed.scriptUrl]);

  return (
    <div className="flex flex-col gap-4">
      <iframe
        src={embed.formUrl}
        title={copy.frameTitle}
        allow="payment"
        loading="lazy"
        height={DONATION_FRAME_HEIGHT}
        style={{ height: DONATION_FRAME_HEIGHT }}
        className="w-full rounded-lg border border-line bg-white"
      />
      <p className="text-sm text-muted">
        {copy.openNote}{" "}
        <a
          href={embed.formUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {copy.openLink}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {copy.newTab}</span>
        </a>
      </p>
    </div>
  );
}

/** Without a configured form the page still works: it explains how to give by contacting the team. */
export function DonationFallback({ email, phone }: { email: string; phone: string }) {
  const copy = DONATE_PAGE.form;
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h3 className="text-2xl font-semibold">{copy.fallbackTitle}</h3>
      <p className="mt-3 text-lg leading-relaxed text-ink">{copy.fallbackText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={mailtoHref(email)}
          // A long address wraps instead of being cut off or pushing the page wider.
          className={buttonClasses({ className: "h-auto min-h-11 w-full py-2.5 sm:w-auto" })}
        >
          <Mail aria-hidden="true" />
          <span className="sr-only">Email </span>
          <span className="min-w-0 wrap-anywhere whitespace-normal">{email}</span>
        </a>
        <a href={telHref(phone)} className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}>
          <Phone aria-hidden="true" />
          <span className="sr-only">Call </span>
          {phone}
        </a>
      </div>
    </div>
  );
}
