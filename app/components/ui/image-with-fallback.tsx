import { useCallback, useState } from "react";

/**
 * A picture, or the fallback illustration when there is none or it fails to load. The fallback
 * is drawn in the same box (same size and classes), so the layout does not move.
 */
export function ImageWithFallback({
  src,
  alt,
  fallback,
  width,
  height,
  className,
  loading = "lazy",
}: {
  src: string | null;
  alt: string;
  fallback: { src: string; alt: string };
  width: number;
  height: number;
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
      src={showFallback ? fallback.src : src}
      alt={showFallback ? fallback.alt : alt}
      // A placeholder without words is decoration; say so outright.
      aria-hidden={showFallback && !fallback.alt ? true : undefined}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={showFallback ? undefined : () => setFailedSrc(src)}
      className={className}
    />
  );
}
