import { useState } from "react";
import { ErrorList, errorMessages } from "~/components/forms/error-list";
import { CheckboxField, SelectField } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toLongHex, type ProjectFormValues } from "../../admin-editor-values";
import { GRADIENT_DIRECTIONS, MAX_GRADIENT_STOPS } from "../../admin-validation";

/**
 * A colour as hex text (what is submitted, so it works without JavaScript) with a colour
 * picker beside it once the page is interactive; each follows the other.
 */
function ColorField({
  name,
  label,
  defaultValue,
  errors,
  hydrated,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  hydrated: boolean;
}) {
  const [text, setText] = useState(defaultValue);
  const id = name.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");
  const errorId = errorMessages(errors).length > 0 ? `${id}-error` : undefined;
  const swatch = toLongHex(text);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name={name}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder="#1f2937"
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 font-mono"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        {hydrated ? (
          <input
            type="color"
            aria-label={`${label}: color picker`}
            value={swatch ?? "#ffffff"}
            onChange={(event) => setText(event.currentTarget.value)}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-line bg-white p-1"
          />
        ) : (
          <span
            aria-hidden="true"
            className="h-11 w-14 shrink-0 rounded-md border border-line"
            style={swatch ? { backgroundColor: swatch } : undefined}
          />
        )}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Primary, secondary, an optional gradient and the white background, stored in the canonical shape. */
export function BrandColorsField({
  initial,
  errors,
  hydrated,
}: {
  initial: Pick<
    ProjectFormValues,
    "brandPrimary" | "brandSecondary" | "gradientDirection" | "gradientStops" | "backgroundWhite"
  >;
  errors: Record<string, string[] | undefined>;
  hydrated: boolean;
}) {
  const known = GRADIENT_DIRECTIONS.some((direction) => direction.value === initial.gradientDirection);
  const directions = [
    { value: "", label: "No gradient (a flat color)" },
    ...GRADIENT_DIRECTIONS,
    // A stored direction the list does not offer (e.g. "45deg") stays selectable; the server will ask for another.
    ...(initial.gradientDirection && !known
      ? [{ value: initial.gradientDirection, label: initial.gradientDirection }]
      : []),
  ];
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">Brand colors</legend>
      <p className="-mt-2 text-sm text-muted">
        Used for the top of the project page. Leave them empty to use the partner&apos;s usual colors. Hex colors only,
        such as #c2185b or #fff. Text colors are chosen automatically so the page stays readable.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField
          name="brandPrimary"
          label="Primary color"
          defaultValue={initial.brandPrimary}
          errors={errors.brandPrimary}
          hydrated={hydrated}
        />
        <ColorField
          name="brandSecondary"
          label="Secondary color"
          defaultValue={initial.brandSecondary}
          errors={errors.brandSecondary}
          hydrated={hydrated}
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-base font-semibold">Gradient (optional)</legend>
        <SelectField
          id="gradientDirection"
          name="gradientDirection"
          label="Direction"
          defaultValue={initial.gradientDirection}
          options={directions}
          errors={errors.gradientDirection}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: MAX_GRADIENT_STOPS }, (_, index) => (
            <ColorField
              key={index}
              name={`gradientStops[${index}]`}
              label={`Gradient color ${index + 1}${index >= 2 ? " (optional)" : ""}`}
              defaultValue={initial.gradientStops[index] ?? ""}
              errors={errors[`gradientStops[${index}]`]}
              hydrated={hydrated}
            />
          ))}
        </div>
        <ErrorList id="gradientStops-error" errors={errors.gradientStops} />
      </fieldset>
      <CheckboxField
        id="backgroundWhite"
        name="backgroundWhite"
        label="White page background"
        description="Saved with the colors (as background_white) to say the brand is shown on white."
        defaultChecked={initial.backgroundWhite}
      />
    </fieldset>
  );
}
