import type { ReactNode } from "react";
import { Container } from "~/components/layout/section";
import { cn } from "~/utils/misc";

const tones = {
  brand: "bg-brand-50 text-brand-700",
  success: "bg-success-50 text-success-700",
  warning: "bg-warning-50 text-warning-800",
} as const;

/** The one-card pages behind the links in newsletter emails (confirm, unsubscribe). */
export function SubscriptionNotice({
  icon,
  tone = "brand",
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-xl">
        <div className="flex flex-col items-center rounded-xl border border-line bg-white p-6 text-center shadow-card sm:p-10">
          <span className={cn("flex size-14 items-center justify-center rounded-full [&_svg]:size-7", tones[tone])}>
            {icon}
          </span>
          <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
          <div className="mt-3 flex flex-col gap-2 text-lg text-muted">{children}</div>
          {actions ? <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">{actions}</div> : null}
        </div>
      </Container>
    </div>
  );
}
