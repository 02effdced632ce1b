import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/**
 * Every URL of the site, readable line by line against the spec's route table
 * (part 1 §2). Areas land with their issues; a route exists only once it works.
 */
export default [
  index("routes/home.tsx"),

  // Accounts (part 1 §2 'Sign-in')
  route("auth", "routes/auth/auth.tsx"),
  ...prefix("auth", [
    route("sign-out", "routes/auth/sign-out.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
  ]),
  // Staff (part 1 §2 'Admin dashboard'); every loader and action calls requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("submissions", "routes/admin/submissions.tsx"),
    route("submissions/:kind", "routes/admin/submission-list.tsx"),
    route("submissions/:kind/export.csv", "routes/admin/submission-export.ts"),
    route("accounts", "routes/admin/accounts.tsx"),
    route("audit", "routes/admin/audit.tsx"),
  ]),

  // Links in account emails (confirmation, password reset).
  route("api/auth/*", "routes/api/auth.ts"),

  // Any other path: the 404 page (part 2 §2), with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
