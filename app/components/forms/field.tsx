import type { FieldMetadata, getInputProps as conformGetInputProps } from "@conform-to/react";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/utils/misc";
import { getInputProps, getSelectProps, getTextareaProps } from "./conform-props";
import { errorMessages, ErrorList, type ListOfErrors } from "./error-list";

/**
 * A Conform field (`fields.email`). Given as `meta`, the control gets Conform's name, id,
 * constraints, default value and aria wiring, the field's errors, and Conform's `key` (so a
 * reset remounts it with its new default); props passed alongside win over Conform's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field, as Conform's own helpers take it.
type ConformField = FieldMetadata<any, any, string[]>;
type ConformInputType = Parameters<typeof conformGetInputProps>[1]["type"];

interface FieldChrome {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read after the label by screen readers. */
  description?: ReactNode;
  /** Messages for this field (Conform's `field.errors`, or an action's field errors). */
  errors?: ListOfErrors;
  /** Classes for the wrapper. */
  className?: string;
}

/**
 * Ids follow Conform's convention (`${id}-description`, `${id}-error`), so a control spread with
 * Conform's props and one wired here point at the same elements.
 */
function useFieldIds(id: string | undefined, errors: ListOfErrors, hasDescription: boolean, describedBy?: string) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const descriptionId = hasDescription ? `${controlId}-description` : undefined;
  const hasErrors = errorMessages(errors).length > 0;
  const errorId = hasErrors ? `${controlId}-error` : undefined;
  const ids = new Set([...(describedBy?.split(/\s+/) ?? []), descriptionId, errorId].filter(Boolean));
  // Conform points aria-describedby at the error id even before it renders; only name ids that exist.
  if (!hasErrors) ids.delete(`${controlId}-error`);
  return {
    controlId,
    descriptionId,
    errorId,
    hasErrors,
    describedBy: ids.size > 0 ? [...ids].join(" ") : undefined,
  };
}

function FieldShell({
  label,
  description,
  errors,
  className,
  ids,
  required,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; required?: boolean; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={ids.controlId} required={required}>
        {label}
      </Label>
      {description ? (
        <p id={ids.descriptionId} className="text-sm text-muted">
          {description}
        </p>
      ) : null}
      {children}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export type FieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<"input">, "className" | "type"> & {
    inputClassName?: string;
    type?: ConformInputType;
    meta?: ConformField;
  };

/**
 * Label + input + description + errors, wired for assistive tech. With a Conform form, pass the
 * field as `meta` (`<Field meta={fields.email} type="email" label="Email" />`); otherwise pass the
 * input's own attributes (`name`, `type`, `required`, `autoComplete`, `defaultValue`) directly.
 */
export function Field({ meta, ...props }: FieldProps) {
  if (!meta) return <InputField {...props} />;
  const type = props.type ?? "text";
  const { key, ...conform } = getInputProps(meta, type === "checkbox" || type === "radio" ? { type } : { type });
  return <InputField key={key} {...conform} {...props} errors={props.errors ?? meta.errors} />;
}

function InputField({
  label,
  description,
  errors,
  className,
  inputClassName,
  id,
  ...inputProps
}: Omit<FieldProps, "meta">) {
  const ids = useFieldIds(id, errors, Boolean(description), inputProps["aria-describedby"]);
  return (
    <FieldShell {...{ label, description, errors, className, ids }} required={inputProps.required}>
      <Input
        {...inputProps}
        id={ids.controlId}
        className={inputClassName}
        aria-invalid={ids.hasErrors || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}

export type TextareaFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<"textarea">, "className"> & { textareaClassName?: string; meta?: ConformField };

export function TextareaField({ meta, ...props }: TextareaFieldProps) {
  if (!meta) return <PlainTextareaField {...props} />;
  const { key, ...conform } = getTextareaProps(meta);
  return <PlainTextareaField key={key} {...conform} {...props} errors={props.errors ?? meta.errors} />;
}

function PlainTextareaField({
  label,
  description,
  errors,
  className,
  textareaClassName,
  id,
  ...textareaProps
}: Omit<TextareaFieldProps, "meta">) {
  const ids = useFieldIds(id, errors, Boolean(description), textareaProps["aria-describedby"]);
  return (
    <FieldShell {...{ label, description, errors, className, ids }} required={textareaProps.required}>
      <Textarea
        {...textareaProps}
        id={ids.controlId}
        className={textareaClassName}
        aria-invalid={ids.hasErrors || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<"select">, "className" | "children"> & {
    options: ReadonlyArray<SelectOption>;
    /** A first, empty choice such as "Choose a category"; with `required` the visitor must pick another. */
    placeholder?: string;
    selectClassName?: string;
    meta?: ConformField;
  };

/** Label + native select + description + errors. */
export function SelectField({ meta, ...props }: SelectFieldProps) {
  if (!meta) return <PlainSelectField {...props} />;
  const { key, ...conform } = getSelectProps(meta);
  return <PlainSelectField key={key} {...conform} {...props} errors={props.errors ?? meta.errors} />;
}

function PlainSelectField({
  label,
  description,
  errors,
  className,
  selectClassName,
  options,
  placeholder,
  id,
  ...selectProps
}: Omit<SelectFieldProps, "meta">) {
  const ids = useFieldIds(id, errors, Boolean(description), selectProps["aria-describedby"]);
  return (
    <FieldShell {...{ label, description, errors, className, ids }} required={selectProps.required}>
      <NativeSelect
        {...selectProps}
        id={ids.controlId}
        className={selectClassName}
        aria-invalid={ids.hasErrors || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}

export type CheckboxFieldProps = Omit<FieldChrome, "label"> &
  Omit<ComponentPropsWithRef<"input">, "className" | "type"> & { label: ReactNode; meta?: ConformField };

/** A checkbox with its label beside it (the whole row is the touch target), plus description and errors. */
export function CheckboxField({ meta, ...props }: CheckboxFieldProps) {
  if (!meta) return <PlainCheckboxField {...props} />;
  const { key, type: _checkbox, ...conform } = getInputProps(meta, { type: "checkbox" });
  return <PlainCheckboxField key={key} {...conform} {...props} errors={props.errors ?? meta.errors} />;
}

function PlainCheckboxField({
  label,
  description,
  errors,
  className,
  id,
  ...checkboxProps
}: Omit<CheckboxFieldProps, "meta">) {
  const ids = useFieldIds(id, errors, Boolean(description), checkboxProps["aria-describedby"]);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex min-h-11 items-start gap-3 py-2.5">
        <Checkbox
          {...checkboxProps}
          id={ids.controlId}
          className="mt-0.5"
          aria-invalid={ids.hasErrors || undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.controlId} className="cursor-pointer text-base leading-snug text-ink">
          {label}
          {checkboxProps.required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          ) : null}
        </label>
      </div>
      {description ? (
        <p id={ids.descriptionId} className="pl-8 text-sm text-muted">
          {description}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} className="pl-8" />
    </div>
  );
}
