import { cn } from "~/utils/misc";

/**
 * A form's own errors (not one field's, e.g. "could not be saved just now"), announced at once.
 * `id` is Conform's `form.errorId`: the form's `aria-describedby` points at it once it has errors.
 */
export function FormErrors({
  errors,
  id,
  className,
}: {
  errors: string[] | undefined;
  id: string;
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className={cn("rounded-md bg-danger-50 p-3 text-danger-700", className)}>
      {errors.join(" ")}
    </p>
  );
}
