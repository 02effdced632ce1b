import { Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";

/** One image as the library's list and grid show it (the loader's shape, dates as text). */
export interface LibraryImageView {
  key: string;
  url: string;
  fileName: string;
  alt: string | null;
  decorative: boolean;
  width: number | null;
  height: number | null;
  uploadedAt: string;
  usages: { kind: string; title: string; href: string }[];
}

export function altSummary(image: Pick<LibraryImageView, "alt" | "decorative">): string {
  if (image.decorative) return "Decorative (no alt text)";
  return image.alt ?? "No alt text yet";
}

const usedSummary = (count: number) =>
  count === 0 ? "Not used" : count === 1 ? "Used in 1 place" : `Used in ${count} places`;

export function LibraryGrid({ images }: { images: LibraryImageView[] }) {
  return (
    <ul aria-labelledby="library-title" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((image) => (
        <li key={image.key} className="flex flex-col overflow-hidden rounded-lg border border-line bg-white">
          <img
            src={image.url}
            alt=""
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            className="aspect-[4/3] w-full bg-sand object-cover"
          />
          <div className="flex flex-col gap-1 p-3 text-sm">
            <Link to={`/admin/media/${image.key}`} className="font-semibold break-words text-brand-700 underline">
              {image.fileName}
            </Link>
            <span className={image.alt || image.decorative ? "text-ink" : "font-medium text-danger-700"}>
              {altSummary(image)}
            </span>
            <span className="text-muted">{usedSummary(image.usages.length)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function LibraryTable({ images }: { images: LibraryImageView[] }) {
  return (
    <AdminTable
      caption="Images"
      headings={["Image", "File name", "Alt text", "Where used", "Size"]}
      className="min-w-3xl"
    >
      {images.map((image) => (
        <tr key={image.key}>
          <td className="px-4 py-3">
            <img
              src={image.url}
              alt=""
              width={64}
              height={48}
              loading="lazy"
              className="h-12 w-16 rounded bg-sand object-cover"
            />
          </td>
          <td className="px-4 py-3">
            <Link to={`/admin/media/${image.key}`} className="font-semibold break-words text-brand-700 underline">
              {image.fileName}
            </Link>
          </td>
          <td className="px-4 py-3">{altSummary(image)}</td>
          <td className="px-4 py-3">
            {image.usages.length === 0 ? (
              "Not used"
            ) : (
              <ul>
                {image.usages.map((usage) => (
                  <li key={`${usage.kind}-${usage.href}-${usage.title}`}>{usage.title}</li>
                ))}
              </ul>
            )}
          </td>
          <td className="px-4 py-3 text-muted">
            {image.width && image.height ? `${image.width} × ${image.height}` : ""}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
