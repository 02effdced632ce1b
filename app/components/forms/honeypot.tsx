/** The field name bots fill in; actions reject a submission where it is not empty. */
export const HONEYPOT_FIELD = "website";

/**
 * An input people never see or reach: positioned off-screen (not `display:none`, which bots
 * recognise), out of the tab order and hidden from assistive technology. Put it inside every public
 * `<Form>`; the action checks `formData.get(HONEYPOT_FIELD)` before anything else.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      {/* Wrapped rather than tied by id, so two forms on one page do not repeat an id. */}
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
