import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { CAMPAIGN_FALLBACK_IMAGE } from "~/content/campaign-fallback";
import { cn } from "~/utils/misc";

/** The campaign's picture, or the fallback illustration when it has none or it fails to load. */
export function CampaignImage({
  src,
  alt,
  className,
  loading,
}: {
  src: string | null;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      fallback={CAMPAIGN_FALLBACK_IMAGE}
      width={800}
      height={500}
      loading={loading}
      className={cn("size-full bg-brand-50 object-cover", className)}
    />
  );
}
