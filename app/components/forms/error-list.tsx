import { CircleAlert } from "lucide-react";
import { cn } from "~/utils/misc";

/**
 * What Conform's `field.errors` or an action's `fieldErrors.x` hold: a message or a list of them.
 * Typed `unknown` on purpose: Conform types `errors` as `unknown` when `lastResult` comes from an
 * untyped `actionData`; anything that is not a string (or a list of strings) is ignored.
 */
export type ListOfErrors = unknown;

/** Keeps the non-empty string messages, once each. */
export function errorMessages(errors: ListOfErrors): string[] {
  const list: unknown[] = typeof errors === "string" ? [errors] : Array.isArray(errors) ? errors : [];
  return [
    ...new Set(list.filter((message): message is string => typeof message === "string" && message.trim() !== "")),
  ];
}

/**
 * Field or form errors in red with an icon (never colour alone). Give it the `id` the control's
 * `aria-describedby` points at. Renders nothing when there is no message.
 */
export function ErrorList({ id, errors, className }: { id?: string; errors: ListOfErrors; className?: string }) {
  const messages = errorMessages(errors);
  if (messages.length === 0) return null;
  return (
    <ul id={id} className={cn("flex flex-col gap-1", className)}>
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
