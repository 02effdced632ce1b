/**
 * Whether a press is under way, for the form island that draws the live form in place of the
 * server's HTML (form-island.ts). Its own small module: it must listen from the page's start, and
 * a page whose form has not been touched loads nothing else of the forms' code.
 */

/**
 * A press under way: a mouse button or finger down, or a key down. The swap draws new elements, so
 * a press that began on an old one would end on a new one: the browser then sends its click to
 * neither (a checkbox pressed as the first touch of a form did not tick when Conform arrived from
 * the cache while the button was down: CI, issue 20). The swap waits for the press to end.
 */
let pointerDown = false;
const keysDown = new Set<string>();
if (typeof document !== "undefined") {
  const options = { capture: true, passive: true };
  document.addEventListener("pointerdown", () => (pointerDown = true), options);
  for (const type of ["pointerup", "pointercancel"]) {
    document.addEventListener(type, () => (pointerDown = false), options);
  }
  document.addEventListener("keydown", (event) => keysDown.add(event.code), options);
  document.addEventListener("keyup", (event) => keysDown.delete(event.code), options);
  window.addEventListener("blur", () => {
    pointerDown = false;
    keysDown.clear();
  });
}

/** The longest a swap waits for a press to end (a finger resting on the screen). */
const PRESS_WAIT_MS = 3000;

/**
 * Resolves in a task after every press has ended. A press ends in one task (pointerup, mouseup and
 * click; or keyup and the click a space bar makes), so by the next check its click has happened.
 */
export function afterPresses(): Promise<void> {
  const deadline = Date.now() + PRESS_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if ((!pointerDown && keysDown.size === 0) || Date.now() > deadline) resolve();
      else setTimeout(check, 25);
    };
    check();
  });
}
