import { Eye, EyeOff } from "lucide-react";
import { Form, useFormAction, useNavigation } from "react-router";
import { isSubmitting, SubmitButton } from "~/components/forms/submit-button";
import type { ButtonVariant } from "~/components/ui/button";

/**
 * A list row's Publish / Unpublish button: a plain form posting to the list's action (so it works
 * before JavaScript has loaded) with the row's `id`, the button's `intent`, and whatever else the
 * section's action reads (`fields`, e.g. the new state). Every row sends the same intent, so the
 * pending label shows only on the row whose id is being sent.
 */
export function PublishToggle({
  id,
  isPublished,
  suffix,
  ariaLabel = false,
  intent = "publish",
  fields = {},
  variant = "ghost",
  pendingLabel = isPublished ? "Unpublishing..." : "Publishing...",
}: {
  id: string;
  isPublished: boolean;
  /** Said after "Publish" / "Unpublish" to tell the rows apart, e.g. ": Spring letter". */
  suffix: string;
  /**
   * Give the name as the button's `aria-label` (it then stays while the pending label shows)
   * rather than as visually hidden text after the verb.
   */
  ariaLabel?: boolean;
  intent?: string;
  fields?: Record<string, string>;
  variant?: ButtonVariant;
  pendingLabel?: string;
}) {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const verb = isPublished ? "Unpublish" : "Publish";
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        name="intent"
        value={intent}
        size="sm"
        variant={variant}
        pendingLabel={pendingLabel}
        isPending={isSubmitting(navigation, formAction, "id", id)}
        aria-label={ariaLabel ? `${verb}${suffix}` : undefined}
      >
        {isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {verb}
        {ariaLabel ? null : <span className="sr-only">{suffix}</span>}
      </SubmitButton>
    </Form>
  );
}
