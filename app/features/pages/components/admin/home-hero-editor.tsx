import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { EditorPage } from "~/components/admin/editor-page";
import { PublicPageLink } from "~/components/admin/publish-status";
import { HistoryLink } from "~/components/admin/history-link";
import { Field, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { HomeHeroSchema, MAX_TRUST_POINTS } from "../../admin-validation";
import type { HomeHeroCopy } from "../../copy";

const PAGES_PATH = "/admin/pages";

/** The home page hero's editor: its words; the buttons and the picture stay as they are. */
export function HomeHeroEditor({
  hero,
  lastResult,
  preview,
}: {
  hero: HomeHeroCopy;
  lastResult: SubmissionResult<string[]> | null | undefined;
  preview: HomeHeroCopy | null;
}) {
  const [form, fields] = useForm({
    id: "home-hero",
    lastResult,
    defaultValue: { ...hero, trustPoints: hero.trustPoints.join("\n") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: HomeHeroSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <EditorPage
      back={{ to: PAGES_PATH, label: "All pages" }}
      heading="Edit: Home page hero"
      form={form}
      buttons={
        <>
          <SubmitButton name="intent" value="save" pendingLabel="Saving...">
            Save changes
          </SubmitButton>
          <SubmitButton name="intent" value="preview" variant="outline" pendingLabel="Preparing preview...">
            Preview
          </SubmitButton>
          <Link to={PAGES_PATH} className={buttonClasses({ variant: "outline" })}>
            Cancel
          </Link>
          <PublicPageLink href="/" live />
          <HistoryLink kind="page" id="home" />
        </>
      }
      after={preview ? <HeroPreview hero={preview} /> : null}
    >
      <Field
        label="Line above the title"
        meta={fields.eyebrow}
        required
        description="A few words, shown in a small pill above the title."
        className="sm:col-span-2"
      />
      <Field label="Title" meta={fields.title} required className="sm:col-span-2" />
      <TextareaField label="Sentence under the title" rows={3} meta={fields.lead} required className="sm:col-span-2" />
      <TextareaField
        label="Points under the buttons"
        rows={4}
        meta={fields.trustPoints}
        required
        description={`One a line, up to ${MAX_TRUST_POINTS}, each shown with a check mark. The buttons (Get Involved, Support Our Mission) and the picture stay as they are.`}
        className="sm:col-span-2"
      />
    </EditorPage>
  );
}

/** The hero's words as visitors will read them, before they are saved. */
function HeroPreview({ hero }: { hero: HomeHeroCopy }) {
  return (
    <section aria-labelledby="hero-preview-title" className="rounded-lg border border-brand-100 bg-sand p-5 sm:p-6">
      <h3 id="hero-preview-title" className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">
        Preview (not saved yet)
      </h3>
      <div className="mt-4 max-w-2xl">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800">
          {hero.eyebrow}
        </p>
        <p className="mt-4 text-3xl leading-tight font-semibold">{hero.title}</p>
        <p className="mt-3 text-lg text-muted">{hero.lead}</p>
        <ul className="mt-4 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
          {hero.trustPoints.map((point, index) => (
            <li key={`${index}-${point}`} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
