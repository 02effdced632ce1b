import { ExternalLink } from "lucide-react";
import { PLAYER_COPY } from "~/content/academy/player";
import type { VideoSource } from "~/utils/video";

/**
 * A lesson video: an embedded player for the two allowed hosts (the CSP's frame-src), anything
 * else as a plain link. Printing shows the address instead of an empty frame.
 */
export function VideoEmbed({ video, title }: { video: VideoSource; title: string }) {
  if (video.kind === "link") {
    return (
      <p>
        <a
          href={video.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          {PLAYER_COPY.videoLink} on {video.host}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    );
  }
  return (
    <>
      <div className="aspect-video overflow-hidden rounded-lg bg-ink print:hidden">
        <iframe
          src={video.src}
          title={`Video: ${title}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          className="size-full border-0"
        />
      </div>
      <p className="hidden print:block">
        {video.provider} video: {video.src}
      </p>
    </>
  );
}
