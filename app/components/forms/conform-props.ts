import type { FieldMetadata } from "@conform-to/react";

/**
 * Conform's field attribute helpers (`getInputProps`, `getSelectProps`, `getTextareaProps`),
 * written out for `field.tsx`: its fields are drawn on pages that load no Conform (the sign-in
 * and password pages, which are not form islands), so it must not import Conform's code. They
 * read only the metadata's plain fields (id, name, errors, initial value, constraints) and return
 * exactly what Conform 1.x's helpers return (checked against them in `conform-props.test.ts`).
 * Form components use Conform's own helpers (`usePublicForm`, docs/decisions/0025).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field, as Conform's own helpers take it.
type AnyField = FieldMetadata<any, any, any>;

interface AriaOptions {
  ariaAttributes?: boolean;
  ariaInvalid?: "errors" | "allErrors";
  ariaDescribedBy?: string;
}

function simplify<Props extends Record<string, unknown>>(props: Props): Props {
  for (const key in props) {
    if (props[key] === undefined) delete props[key];
  }
  return props;
}

function ariaAttributes(
  metadata: { valid: boolean; errors?: unknown; errorId: string },
  options: AriaOptions = {},
  field = false,
) {
  if (options.ariaAttributes === false) return {};
  const invalid = options.ariaInvalid === "allErrors" ? !metadata.valid : typeof metadata.errors !== "undefined";
  const describedBy = options.ariaDescribedBy;
  return simplify({
    "aria-invalid": (field && invalid) || undefined,
    "aria-describedby": invalid ? `${metadata.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  });
}

function controlProps(metadata: AnyField, options?: AriaOptions) {
  return simplify({
    key: undefined as string | undefined,
    required: metadata.required || undefined,
    id: metadata.id,
    name: metadata.name,
    form: metadata.formId,
    ...ariaAttributes(metadata, options, true),
  });
}

export function getInputProps<Type extends string>(
  metadata: AnyField,
  options: AriaOptions & { type: Type; value?: string | boolean },
) {
  const props: Record<string, unknown> = {
    ...controlProps(metadata, options),
    type: options.type,
    minLength: metadata.minLength,
    maxLength: metadata.maxLength,
    min: metadata.min,
    max: metadata.max,
    step: metadata.step,
    pattern: metadata.pattern,
    multiple: metadata.multiple,
    accept: metadata.accept,
  };
  if (typeof options.value === "undefined" || options.value) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      props.defaultChecked = Array.isArray(metadata.initialValue)
        ? metadata.initialValue.includes(options.value)
        : metadata.initialValue === props.value;
    } else if (typeof metadata.initialValue === "string") {
      props.defaultValue = metadata.initialValue;
    }
  }
  return simplify(props) as ReturnType<typeof controlProps> & {
    type: Type;
    value?: string;
    defaultValue?: string;
    defaultChecked?: boolean;
  };
}

export function getSelectProps(metadata: AnyField, options: AriaOptions & { value?: boolean } = {}) {
  const props: Record<string, unknown> = { ...controlProps(metadata, options), multiple: metadata.multiple };
  if (typeof options.value === "undefined" || options.value) {
    const initial: unknown = metadata.initialValue;
    props.defaultValue = Array.isArray(initial)
      ? initial.map((item) => `${item ?? ""}`)
      : (initial as { toString(): string } | undefined)?.toString();
  }
  return simplify(props) as ReturnType<typeof controlProps> & { defaultValue?: string | string[] };
}

export function getTextareaProps(metadata: AnyField, options: AriaOptions & { value?: boolean } = {}) {
  const props: Record<string, unknown> = {
    ...controlProps(metadata, options),
    minLength: metadata.minLength,
    maxLength: metadata.maxLength,
  };
  if (typeof options.value === "undefined" || options.value) {
    props.defaultValue = (metadata.initialValue as { toString(): string } | undefined)?.toString();
  }
  return simplify(props) as ReturnType<typeof controlProps> & { defaultValue?: string };
}
