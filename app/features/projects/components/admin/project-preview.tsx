import { BusinessProjectCard } from "~/features/projects/components/library-cards";
import { ProjectHero } from "~/features/projects/components/project-hero";
import { previewFromValues, type ProjectFormValues } from "../../admin-editor-values";

/**
 * The library card and the top of the detail page, drawn by the components the public pages
 * use, from what is in the form right now. `inert`: a picture of the page, not a second set of links.
 */
export function ProjectPreview({ values }: { values: ProjectFormValues }) {
  const { card, hero } = previewFromValues(values);
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-4" data-testid="project-preview">
      <div>
        <h2 id="preview-title" className="text-xl font-semibold">
          Live preview
        </h2>
        <p className="text-sm text-muted">Updates as you type. Saving is still needed to change the site.</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold tracking-widest text-muted uppercase">In the Project Library</h3>
        <div inert className="max-w-sm" data-testid="preview-card">
          <BusinessProjectCard project={card} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold tracking-widest text-muted uppercase">Top of the project page</h3>
        <div inert className="overflow-hidden rounded-lg border border-line" data-testid="preview-hero">
          <ProjectHero project={hero} titleAs="h2" titleId="preview-hero-title" />
        </div>
      </div>
    </section>
  );
}
