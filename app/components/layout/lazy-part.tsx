import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page drawn only after something the visitor does (a lesson's "completed" screen):
 * its code comes in a file of its own, fetched when it is first drawn, so the visits that never
 * draw it do not load it (issue 20's script budget).
 *
 * Only for parts the server never draws. Two kinds of server-drawn lazy parts were tried and
 * undone: the lesson player's views (React drew them anew, blank until their file arrived, when
 * the player put the lesson into the URL as it hydrated: a layout shift of 2.7 in Lighthouse), and
 * the staff preview strip and the password gate (the strip stayed hidden in CI's browser test).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { preload, loaded, Lazy } = loadedOnce(load);

  function LazyPart(props: P) {
    const Component = loaded();
    return <Suspense fallback={null}>{Component ? <Component {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(LazyPart, { preload });
}

/**
 * A component fetched once by `load` (static-island.tsx, lazyPart): `preload()` starts it (again
 * after a failure), `loaded()` is the component once here, `Lazy` suspends until then. The server
 * starts it when the module loads, so its renders find it here.
 */
export function loadedOnce<P extends object>(load: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (arrived) => (component = arrived),
      (error: unknown) => {
        loading = undefined; // a failed download can be tried again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((arrived) => ({ default: arrived })));
  if (import.meta.env.SSR) void preload();
  return { preload, loaded: () => component, Lazy };
}
