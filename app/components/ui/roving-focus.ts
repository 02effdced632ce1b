import type { KeyboardEvent } from "react";

/**
 * Arrow keys, Home and End move the focus between the items `selector` finds inside the element
 * that has this handler (the tabs of a tab list, the questions of an accordion), as the WAI-ARIA
 * patterns ask; `keys` names the arrows for the list's direction. Returns the focused item, so a
 * tab list can select it too.
 */
export function moveFocus(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  keys: { previous: string; next: string },
): HTMLElement | null {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)].filter(
    (item) => !item.hasAttribute("disabled"),
  );
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (current === -1) return null;
  let next: number;
  if (event.key === keys.next) next = (current + 1) % items.length;
  else if (event.key === keys.previous) next = (current - 1 + items.length) % items.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = items.length - 1;
  else return null;
  event.preventDefault();
  items[next]!.focus();
  return items[next]!;
}
