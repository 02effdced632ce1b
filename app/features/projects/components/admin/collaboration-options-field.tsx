import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import type { CollaborationRow } from "../../admin-editor-values";
import { MAX_COLLABORATION_OPTIONS } from "../../admin-validation";

/** Rows shown for new entries when the page has no JavaScript (an empty row is ignored on save). */
const SPARE_ROWS = 2;

interface KeyedRow extends CollaborationRow {
  key: number;
}

/**
 * The ways to collaborate as a list of {option, description} rows. Without JavaScript the
 * stored rows plus two empty ones are sent; with it, rows can be added and removed.
 */
export function CollaborationOptionsField({
  initialRows,
  errors,
  hydrated,
  onRowsChange,
}: {
  initialRows: CollaborationRow[];
  /** Conform's errors by field name (`collaborationOptions[0].option` …). */
  errors: Record<string, string[] | undefined>;
  hydrated: boolean;
  onRowsChange: () => void;
}) {
  const [rows, setRows] = useState<KeyedRow[]>(() =>
    [...initialRows, ...Array.from({ length: SPARE_ROWS }, () => ({ option: "", description: "" }))]
      .slice(0, Math.max(MAX_COLLABORATION_OPTIONS, initialRows.length))
      .map((row, index) => ({ ...row, key: index })),
  );
  const nextKey = useRef(rows.length);
  const focusTarget = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    onRowsChange();
    if (focusTarget.current === "add") addButton.current?.focus();
    else if (focusTarget.current) document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  }, [rows, onRowsChange]);

  const add = () => {
    const key = nextKey.current++;
    focusTarget.current = `collaboration-${key}-option`;
    setRows((current) => [...current, { key, option: "", description: "" }]);
  };
  const remove = (key: number) => {
    focusTarget.current = "add";
    setRows((current) => current.filter((row) => row.key !== key));
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">Ways to collaborate</legend>
      <p className="-mt-2 text-sm text-muted">
        Each option appears on the project page and in the application form. An option needs a name and a short
        description; rows left empty are skipped.
      </p>
      <ErrorList id="collaborationOptions-error" errors={errors.collaborationOptions} />
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const name = `collaborationOptions[${index}]`;
          return (
            <li key={row.key} className="rounded-md bg-sand p-4">
              <fieldset className="flex flex-col gap-3">
                <legend className="text-sm font-semibold text-muted">Option {index + 1}</legend>
                <Field
                  id={`collaboration-${row.key}-option`}
                  name={`${name}.option`}
                  label="Option name"
                  defaultValue={row.option}
                  placeholder="For example: Territorial Distributor"
                  autoComplete="off"
                  errors={errors[`${name}.option`]}
                />
                <TextareaField
                  id={`collaboration-${row.key}-description`}
                  name={`${name}.description`}
                  label="What it involves"
                  rows={2}
                  defaultValue={row.description}
                  errors={errors[`${name}.description`]}
                />
                {hydrated ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() => remove(row.key)}
                  >
                    <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> option {index + 1}</span>
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          className="self-start"
          onClick={add}
          disabled={rows.length >= MAX_COLLABORATION_OPTIONS}
        >
          <Plus aria-hidden="true" /> Add option
        </Button>
      ) : null}
    </fieldset>
  );
}
