import { lazyPart } from "./lazy-part";
import type { PublishState } from "~/utils/preview";

// Only staff previewing a draft or a scheduled item see the strip: its code (and the date
// formatting it uses) is fetched only then.
const PreviewStrip = lazyPart(() => import("./preview-strip").then((module) => module.PreviewStrip));

/**
 * The strip across the top of a draft or scheduled item that an admin is previewing at its
 * public address (issue 18); nothing for a live item. `liveAt` is when a scheduled item goes live.
 */
export function PreviewBanner(props: { state: PublishState; liveAt?: string | null; editHref?: string }) {
  return props.state === "live" ? null : <PreviewStrip {...props} />;
}
