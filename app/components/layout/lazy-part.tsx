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
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (import.meta.env.SSR) void preload();

  function LazyPart(props: P) {
    const Component = loaded;
    return <Suspense fallback={null}>{Component ? <Component {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(LazyPart, { preload });
}
