import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FOOTER_NAV, SITE_NAME, UTILITY_NAV, type FOOTER_COPY } from "~/content/site";
import type { Widen } from "~/utils/widen";
import { mailtoHref, telHref } from "./contact-links";
import { Logo } from "./logo";
import { Container } from "./section";

/**
 * Spec part 1 §2: the social links are placeholders. They point at each network's home page until
 * the organisation's own profile addresses are known.
 */
const SOCIAL_LINKS: { network: string; href: string; icon: ReactNode }[] = [
  {
    network: "Facebook",
    href: "https://www.facebook.com/",
    icon: (
      <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
    ),
  },
  {
    network: "Instagram",
    href: "https://www.instagram.com/",
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.2" cy="6.8" r="1.2" />
      </>
    ),
  },
  {
    network: "LinkedIn",
    href: "https://www.linkedin.com/",
    icon: (
      <>
        <circle cx="5.8" cy="5.6" r="2" />
        <path d="M4.1 9h3.4v11H4.1zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.4 0 4.1 2.2 4.1 5V20h-3.4v-4.9c0-1.2 0-2.7-1.7-2.7s-2 1.3-2 2.6v5H10Z" />
      </>
    ),
  },
  {
    network: "YouTube",
    href: "https://www.youtube.com/",
    icon: (
      <path
        fillRule="evenodd"
        d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 3.8v6.4l5.4-3.2Z"
      />
    ),
  },
];

const headingClasses = "font-sans text-sm font-bold tracking-widest text-accent-200 uppercase";

const linkClasses = "rounded-sm text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline";

export function SiteFooter({
  copy,
  contactEmail,
  contactPhone,
  year,
}: {
  /** The footer's words as staff last saved them (ADR 0049). */
  copy: Widen<typeof FOOTER_COPY>;
  contactEmail?: string;
  contactPhone?: string;
  year: number;
}) {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-8">
          <div className="flex flex-col gap-5 lg:col-span-4">
            <Link to="/" className="-m-1 self-start rounded-md p-1">
              <Logo tone="light" />
              <span className="sr-only">, home</span>
            </Link>
            <p className="max-w-sm leading-relaxed text-brand-200">{copy.about}</p>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:col-span-8 lg:pl-8">
            {FOOTER_NAV.map((group, index) => (
              <div key={group.title}>
                <h2 className={headingClasses}>{copy.groups[index] ?? group.title}</h2>
                <ul className="mt-3 flex flex-col sm:gap-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className={`${linkClasses} inline-flex min-h-11 items-center sm:min-h-0 sm:py-1`}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-8 rounded-xl bg-white/5 p-6 ring-1 ring-white/10 md:flex-row md:items-center md:justify-between">
          {contactEmail || contactPhone ? (
            <div>
              <h2 className={headingClasses}>{copy.contactTitle}</h2>
              <ul className="mt-2 flex flex-col gap-x-8 sm:flex-row sm:flex-wrap">
                {contactEmail ? (
                  <li>
                    <a
                      href={mailtoHref(contactEmail)}
                      className={`${linkClasses} inline-flex min-h-11 items-center gap-2.5`}
                    >
                      <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
                      <span className="sr-only">Email: </span>
                      <span className="break-all">{contactEmail}</span>
                    </a>
                  </li>
                ) : null}
                {contactPhone ? (
                  <li>
                    <a
                      href={telHref(contactPhone)}
                      className={`${linkClasses} inline-flex min-h-11 items-center gap-2.5`}
                    >
                      <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
                      <span className="sr-only">Phone: </span>
                      {contactPhone}
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}

          <div>
            <h2 className={headingClasses}>{copy.followTitle}</h2>
            <ul className="mt-3 flex gap-2">
              {SOCIAL_LINKS.map(({ network, href, icon }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE_NAME} on ${network} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-brand-100 transition-colors hover:border-white hover:bg-white/10 hover:text-white"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                      className="size-5"
                      fill="currentColor"
                    >
                      {icon}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm text-brand-200 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p>
              © {year} {SITE_NAME}. All rights reserved.
            </p>
            <p>{copy.legal}</p>
          </div>
          <ul className="flex flex-wrap gap-x-5">
            {UTILITY_NAV.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${linkClasses} inline-flex min-h-11 items-center md:min-h-0`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
