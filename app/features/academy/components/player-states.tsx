import { LoaderCircle, RotateCcw } from "lucide-react";
import { useLocation, useRevalidator } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { PLAYER_COPY } from "~/content/academy/player";

/** 'Loading course...' (part 2 §2) while a client navigation waits for the course. */
export function PlayerLoading() {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-brand-800">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
        {PLAYER_COPY.loading}
      </p>
    </Container>
  );
}

/** The course's lessons could not be loaded: the message and a way to try again. */
export function PlayerLoadError() {
  const revalidator = useRevalidator();
  const location = useLocation();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center">
      <p role="alert" className="max-w-md text-lg text-ink">
        {PLAYER_COPY.loadError}
      </p>
      <a
        href={`${location.pathname}${location.search}`}
        onClick={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
        className={buttonClasses()}
      >
        <RotateCcw aria-hidden="true" />
        {PLAYER_COPY.tryAgain}
      </a>
    </Container>
  );
}
