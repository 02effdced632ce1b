import { cn } from "~/utils/misc";

/**
 * A form's own errors (not one field's, e.g. "could not be saved just now"), announced at once.
 * Give it Conform's `form.errorId` where the form's `aria-describedby` points at it.
 */
export function FormErrors({ errors, id, className }: { errors: string[] | undefined; id?: string; className?: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className={cn("rounded-md bg-danger-50 p-3 text-danger-700", className)}>
      {errors.join(" ")}
    </p>
  );
}
