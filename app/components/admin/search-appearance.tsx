import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Field, TextareaField } from "~/components/forms/field";
import { SITE_NAME } from "~/content/site";
import { previewDescription, previewTitle, SEO_DESCRIPTION_MAX, SLUG_MAX, slugify } from "~/utils/slugs/slug";
import { cn } from "~/utils/misc";
import { ImageField } from "./image-field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any editor's field, as Conform's own helpers take it.
type ConformField = FieldMetadata<any, any, string[]>;

/**
 * The "Search appearance" part of an editor (issue 39 part 5, ADR 0052): the item's address (its
 * slug), the description search results show, a picture for social cards, and a preview of the
 * item as a Google result that follows what is typed. A new item's address follows its title
 * until staff type one of their own. Without JavaScript the fields post as they are, and an empty
 * address is made from the title when the item is saved.
 */
export function SearchAppearance({
  isNew,
  basePath,
  fields,
  title,
  fallbackDescription,
  fallbackName = "the summary",
  slugFromTitle = slugify,
  className,
}: {
  isNew: boolean;
  /** The address before the slug, e.g. "/news/". */
  basePath: string;
  fields: { slug: ConformField; seoDescription: ConformField; socialImageUrl: ConformField };
  /** The title as typed now (Conform's `fields.title.value`). */
  title: unknown;
  /** What the page's description falls back to: the summary as typed now. */
  fallbackDescription: unknown;
  /** How the help text names that fallback ("the impact summary, else the description"). */
  fallbackName?: string;
  /** How the kind makes an address from a title, as its database trigger does (default `slugify`). */
  slugFromTitle?: (title: string) => string;
  className?: string;
}) {
  const initialSlug = typeof fields.slug.initialValue === "string" ? fields.slug.initialValue : "";
  const [slug, setSlug] = useState(initialSlug);
  // A new item's address follows its title until someone edits the address itself.
  const [followsTitle, setFollowsTitle] = useState(isNew && initialSlug === "");
  const titleText = typeof title === "string" ? title : "";
  const shownSlug = followsTitle ? slugFromTitle(titleText) : slug;

  const typedDescription = typeof fields.seoDescription.value === "string" ? fields.seoDescription.value : "";
  const fallback = typeof fallbackDescription === "string" ? fallbackDescription : "";
  const description = typedDescription.trim() || fallback;

  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const host = hostOf(root?.origin);
  const crumbs = [...basePath.split("/").filter(Boolean), shownSlug || "…"];

  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-5 rounded-lg border border-line p-4 sm:p-5", className)}>
      <legend className="px-1 font-sans text-lg font-semibold">Search appearance</legend>
      <Field
        label="Address"
        name={fields.slug.name}
        id={fields.slug.id}
        value={shownSlug}
        onChange={(event) => {
          setFollowsTitle(false);
          setSlug(event.target.value);
        }}
        errors={fields.slug.errors}
        maxLength={SLUG_MAX}
        autoComplete="off"
        spellCheck={false}
        description={`The end of the page's address: ${basePath}${shownSlug || "…"}. Lowercase letters, numbers and hyphens. When you change it, the old address keeps leading here.${isNew ? " Leave it empty to make one from the title." : ""}`}
      />
      <div className="flex flex-col gap-1.5">
        <TextareaField
          label="Search description"
          meta={fields.seoDescription}
          rows={3}
          description={`Optional: up to ${SEO_DESCRIPTION_MAX} characters for search results and shared links. Without one, ${fallbackName} is used.`}
        />
        <p className="text-sm text-muted" aria-live="polite">
          {typedDescription.length} of {SEO_DESCRIPTION_MAX} characters
        </p>
      </div>
      <ImageField
        name={fields.socialImageUrl.name}
        label="Social image"
        what="a social image"
        description="Optional: the picture shown when the page is shared. Without one, the item's own image is used."
        defaultValue={typeof fields.socialImageUrl.initialValue === "string" ? fields.socialImageUrl.initialValue : ""}
        errors={fields.socialImageUrl.errors}
      />
      <div>
        <h4 className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">
          Preview in search results
        </h4>
        <div
          data-testid="search-preview"
          className="mt-2 max-w-2xl rounded-md border border-line bg-white p-4 font-sans"
        >
          <p className="truncate text-sm text-[#1e4620]">
            {host} › {crumbs.join(" › ")}
          </p>
          <p className="mt-1 text-xl leading-snug text-[#1a0dab]">
            {previewTitle(`${titleText.trim() || "Untitled"} | ${SITE_NAME}`)}
          </p>
          <p className="mt-1 text-sm text-[#474747]">{previewDescription(description) || "No description yet."}</p>
        </div>
      </div>
    </fieldset>
  );
}

function hostOf(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).host : "";
  } catch {
    return "";
  }
}
