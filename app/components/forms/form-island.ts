import type { ComponentType } from "react";
import { staticIsland } from "~/components/layout/static-island";
import { afterPresses } from "./presses";
import type * as SwapStateModule from "./swap-state";

/** What reads a form at the swap: loaded with the form's code, on the first touch. */
let swapState: typeof SwapStateModule | undefined;

/**
 * A form drawn from the server's HTML until the visitor first touches it (static-island.tsx): a
 * page with a form loads neither the form's code nor Conform on arrival (issue 20's script
 * budget). On the first focus, press or key the form's component loads, and Conform with it (it
 * imports `usePublicForm`); once it is here and no press is under way, what was typed (and where
 * the cursor was) is read and the live Conform form takes the HTML's place with it, once
 * (`useTypedBeforeSwap`, docs/decisions/0025). A form submitted before then is held and sent by
 * the live form once it is here; if its code cannot load, it posts as plain HTML, which every
 * action here answers.
 *
 * The form component must give its `<form>` a fixed id (`usePublicForm` asks for one): it is how
 * the values typed find their way into the live form.
 */
export function formIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loadWithSwapState = () =>
    Promise.all([load(), import("./swap-state")]).then(([component, state]) => {
      swapState = state;
      return component;
    });
  return staticIsland(loadWithSwapState, {
    settle: afterPresses,
    beforeSwap: (root) => {
      for (const form of root.querySelectorAll("form")) {
        if (form.id) swapState?.typedWhenSwapped.set(form.id, swapState.readTyped(form));
      }
    },
  });
}
