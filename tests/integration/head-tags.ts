import type { MetaDescriptor } from "react-router";
import { TEST_ORIGIN } from "../setup/context";

/**
 * What a page's `meta` puts in the head for search and sharing (ADR 0052): its description, its
 * `og:image` and its canonical address, read from the tags the route returns for `loaderData`.
 */
export function searchHead(meta: (args: never) => unknown, loaderData: unknown) {
  const tags = meta({
    loaderData,
    matches: [{ id: "root", loaderData: { origin: TEST_ORIGIN } }],
  } as never) as MetaDescriptor[];
  const find = (key: string) =>
    tags.find((tag) => ("name" in tag && tag.name === key) || ("property" in tag && tag.property === key));
  return {
    description: (find("description") as { content?: string })?.content,
    image: (find("og:image") as { content?: string })?.content,
    canonical: (tags.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string })?.href,
  };
}
