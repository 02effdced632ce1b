import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every URL of the site, readable line by line against the spec's route table
 * (part 1 §2). Areas land with their issues; a route exists only once it works.
 */
export default [
  index("routes/home.tsx"),

  // Any other path: the 404 page (part 2 §2), with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
