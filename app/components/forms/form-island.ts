import type { ComponentType } from "react";
import { staticIsland } from "~/components/layout/static-island";
import { afterPresses } from "./presses";
import type * as SwapStateModule from "./swap-state";

type SwapState = typeof SwapStateModule;
/** The stand-in form's module, with what reads a form at the swap: loaded on the first touch. */
let swapState: SwapState | undefined;

/**
 * A form drawn from the server's HTML until the visitor first touches it (static-island.tsx): a
 * page with a form loads neither the form's code nor the form helpers on arrival (issue 20's
 * script budget). On the first focus, press or key the form's code and Conform load together; once
 * both are here and no press is under way, what was typed (and where the cursor was) is read and
 * the live Conform form takes its place with it (`useTypedBeforeSwap`), as a stand-in form does
 * when Conform arrives (lazy-form.tsx). A form submitted before then is held and sent by the live
 * form once it is here; if its code cannot load, it posts as plain HTML, which every action here
 * answers.
 *
 * The form component must give its `<form>` an id (every `withLazyForm` form does): it is how
 * the values typed find their way into the live form, Conform's or the stand-in's.
 */
export function formIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { conform = true }: { /** False for a form drawn with the stand-in only (`useLiteForm`). */ conform?: boolean } = {},
) {
  return staticIsland(load, {
    ready: async () => {
      const [lazyForm, state] = await Promise.all([import("./lazy-form"), import("./swap-state")]);
      swapState = state;
      if (!conform) return true;
      await lazyForm.loadConform();
      return lazyForm.isConformLoaded();
    },
    settle: afterPresses,
    beforeSwap: (root) => {
      for (const form of root.querySelectorAll("form")) {
        if (form.id) swapState?.typedWhenSwapped.set(form.id, swapState.readTyped(form));
      }
    },
  });
}
