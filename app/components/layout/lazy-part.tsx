import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page that only some of its visits draw (a password gate, a lesson's "completed"
 * screen, the staff preview strip): its code comes in a file of its own, fetched when it is first
 * drawn, so the visits that never draw it do not load it (issue 20's script budget).
 *
 * Only for parts nothing updates right after hydration: React draws a server-drawn part anew if
 * its props or context change before its file has arrived, and it is blank until then. The lesson
 * player's views were lazy parts for a day: the player puts the lesson in the URL as it hydrates,
 * and Lighthouse measured a layout shift of 2.7 on the lesson page. They load with the route.
 *
 * The server loads it when the route module loads, so its HTML is complete at once. In the
 * browser, a part that the server drew keeps its HTML until its code arrives and then hydrates
 * (a Suspense boundary on both sides, so the markup matches); one drawn later appears as soon as
 * its file is here.
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
