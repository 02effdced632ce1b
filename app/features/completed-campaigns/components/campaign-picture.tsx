import { useCallback, useState } from "react";
import { cn } from "~/utils/misc";

const FALLBACK = {
  src: "/images/campaigns/campaign-fallback.svg",
  alt: "Illustration: two open hands holding a heart above a care box",
};

/** A completed campaign's picture, or the fallback illustration when it has none or it fails to load. */
export function CampaignPicture({
  src,
  alt,
  className,
  loading = "lazy",
}: {
  src: string | null;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  // Remembering which address failed (not just "failed") starts a new address afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasFailed = src !== null && failedSrc === src;
  // A picture that failed before hydration fired its error event before React listened,
  // so the element is also checked when React attaches to it.
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && src) setFailedSrc(src);
    },
    [src],
  );

  const showFallback = !src || hasFailed;
  return (
    <img
      ref={showFallback ? undefined : checkLoaded}
      src={showFallback ? FALLBACK.src : src}
      alt={showFallback ? FALLBACK.alt : alt}
      width={800}
      height={500}
      loading={loading}
      decoding="async"
      onError={showFallback ? undefined : () => setFailedSrc(src)}
      className={cn("size-full bg-brand-50 object-cover", className)}
    />
  );
}
