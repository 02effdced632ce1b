import { LoaderCircle } from "lucide-react";
import { useFormAction, useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/utils/misc";

export interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** Shown while the form is being sent, e.g. "Processing..." or "Sending...". */
  pendingLabel?: string;
  /**
   * Pass a fetcher's state (`fetcher.state !== "idle"`) or your own flag. Without it the button
   * watches the page navigation: it is pending while a non-GET submission to `action` (default:
   * this route's action) is in flight, and — when the button has `name`/`value` (an `intent`) — only
   * while that very intent is being sent.
   */
  isPending?: boolean;
  /** The form's `action` when it posts somewhere other than the current route (e.g. "/newsletter"). */
  action?: string;
}

/** A form's submit button with a pending state. Works as a plain submit button before JavaScript loads. */
export function SubmitButton({
  pendingLabel = "Processing...",
  isPending,
  action,
  children,
  disabled,
  name,
  value,
  onClick,
  className,
  ...props
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const contextualAction = useFormAction();
  const isNavigationPending = isSubmitting(navigation, action ?? contextualAction, name, value);
  const pending = isPending ?? isNavigationPending;

  return (
    <Button
      {...props}
      type="submit"
      name={name}
      value={value}
      disabled={disabled}
      // Not `disabled` while pending: that would drop keyboard focus to the page. A second press is ignored instead.
      aria-disabled={pending || undefined}
      className={cn("aria-disabled:cursor-wait", className)}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** The parts of `useNavigation()` (or a fetcher) that tell whether a submission is in flight. */
export interface SubmissionState {
  state: "idle" | "loading" | "submitting";
  formMethod?: string;
  formAction?: string;
  formData?: FormData;
}

/**
 * True while a non-GET submission to `action` is being sent or its redirect is loading; with a
 * `name`/`value` pair (an intent button), only when the submitted form carried that pair.
 */
export function isSubmitting(
  navigation: SubmissionState,
  action: string,
  name?: string,
  value?: string | number | readonly string[],
): boolean {
  if (navigation.state === "idle" || !navigation.formMethod) return false;
  if (navigation.formMethod.toUpperCase() === "GET") return false;
  if (stripIndex(navigation.formAction) !== stripIndex(action)) return false;
  if (name !== undefined && value !== undefined) return navigation.formData?.get(name) === String(value);
  return true;
}

/** React Router adds `?index` to index routes' actions; compare the paths without it. */
function stripIndex(action: string | undefined): string | undefined {
  return action?.replace(/\?index$/, "").replace(/[?&]index(?=&|$)/, "");
}
