import { Grid2x2, List } from "lucide-react";
import { Form, Link, useRevalidator } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { Pagination } from "~/components/ui/pagination";
import { countPages, readPage } from "~/components/ui/paging";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { LibraryUpload } from "~/features/media/components/admin/library-upload";
import { LibraryGrid, LibraryTable } from "~/features/media/components/admin/library-views";
import { LIBRARY_PAGE_SIZE, listLibrary } from "~/features/media/library.server";
import { USAGE_KINDS } from "~/features/media/usage";
import type { Route } from "./+types/library";

export const meta: Route.MetaFunction = () => adminMeta("Images");

/**
 * The media library (issue 39): every uploaded image, searched by file name and alt text,
 * filtered by where it is used. The image fields' "Choose from the library" reads this loader too.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const usedParam = url.searchParams.get("used") ?? "";
  const used = usedParam === "used" || usedParam === "unused" || usedParam in USAGE_KINDS ? usedParam : "";
  const view = url.searchParams.get("view") === "list" ? "list" : "grid";
  const page = readPage(url);
  const { images, total } = await listLibrary(db, { q, used }, page);
  return {
    q,
    used,
    view,
    page,
    total,
    pageCount: countPages(total, LIBRARY_PAGE_SIZE),
    images: images.map((image) => ({ ...image, uploadedAt: image.uploadedAt.toISOString() })),
  };
}

export type LibraryLoaderData = Awaited<ReturnType<typeof loader>>;

export default function AdminMediaLibraryRoute({ loaderData }: Route.ComponentProps) {
  const { q, used, view, page, pageCount, total, images } = loaderData;
  const revalidator = useRevalidator();
  const viewHref = (next: "grid" | "list") => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (used) params.set("used", used);
    if (next === "list") params.set("view", "list");
    const search = params.toString();
    return `/admin/media${search ? `?${search}` : ""}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 id="library-title" className="text-2xl font-semibold">
          Images <span className="text-muted">({total})</span>
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          Every image uploaded to the site. Describe each one once here: wherever it is chosen, its alt text comes with
          it. An image that is in use can’t be deleted; open it to see where it is used.
        </p>
      </div>
      <LibraryUpload onUploaded={() => revalidator.revalidate()} />
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Find images">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="media-q" className="text-sm font-semibold">
            Search by file name or alt text
          </label>
          <input
            id="media-q"
            name="q"
            type="search"
            defaultValue={q}
            className="min-h-11 rounded-md border border-line-strong bg-white px-3"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="media-used" className="text-sm font-semibold">
            Where used
          </label>
          <select
            id="media-used"
            name="used"
            defaultValue={used}
            className="min-h-11 rounded-md border border-line-strong bg-white px-3"
          >
            <option value="">Anywhere or nowhere</option>
            <option value="used">In use</option>
            <option value="unused">Not used anywhere</option>
            {Object.entries(USAGE_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                In {label.toLowerCase()}
              </option>
            ))}
          </select>
        </div>
        {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        <button type="submit" className={buttonClasses({ variant: "outline" })}>
          Find
        </button>
        <div role="group" className="ml-auto flex gap-2" aria-label="Show as">
          <Link
            to={viewHref("grid")}
            aria-current={view === "grid" ? "page" : undefined}
            className={buttonClasses({ variant: view === "grid" ? "primary" : "outline", size: "sm" })}
          >
            <Grid2x2 aria-hidden="true" /> Grid
          </Link>
          <Link
            to={viewHref("list")}
            aria-current={view === "list" ? "page" : undefined}
            className={buttonClasses({ variant: view === "list" ? "primary" : "outline", size: "sm" })}
          >
            <List aria-hidden="true" /> List
          </Link>
        </div>
      </Form>
      {images.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-5 text-muted">
          {q || used
            ? "No image matches. Try other words, or show images from anywhere."
            : "No images yet. Upload one above, or from any image field in the editors."}
        </p>
      ) : view === "list" ? (
        <LibraryTable images={images} />
      ) : (
        <LibraryGrid images={images} />
      )}
      <Pagination page={page} pageCount={pageCount} label="Image pages" />
    </div>
  );
}
