import { staticIsland } from "./static-island";

/**
 * The page hero as a static island (static-island.tsx), for pages whose hero is text only: the
 * browser keeps the server's HTML and fetches the hero's code only after a client-side navigation
 * (give the route `preloadIslands(StaticPageHero)` so it comes with the page's data).
 */
export const StaticPageHero = staticIsland(() => import("./page-hero.static").then((module) => module.PageHero));
