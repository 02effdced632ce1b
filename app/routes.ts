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
  // Staff (part 1 §2 'Admin dashboard'): the layout's middleware checks the session for every
  // child, and every loader and action calls requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("submissions", "routes/admin/submissions.tsx"),
    route("submissions/:kind", "routes/admin/submission-list.tsx"),
    route("submissions/:kind/export.csv", "routes/admin/submission-export.ts"),
    route("submissions/:kind/:id", "routes/admin/submission-detail.tsx"),
    route("accounts", "routes/admin/accounts.tsx"),
    route("accounts/:id", "routes/admin/accounts/account.tsx"),
    route("accounts/:id/:change", "routes/admin/accounts/confirm.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    // Campaign and team management (part 1 §2), also shown on the dashboard. "new" creates a campaign;
    // ":view" is "edit" or "participants". The dashboard's old ?campaign=… addresses redirect here.
    route("campaigns", "routes/admin/campaigns.tsx"),
    route("campaigns/:id/:view?", "routes/admin/campaigns.tsx", { id: "routes/admin/campaign" }),
    route("team", "routes/admin/team.tsx"),
    // Content management (issue 8): a list and an editor per kind of content (":id" is "new" to create).
    route("projects", "routes/admin/projects/list.tsx"),
    route("projects/:id", "routes/admin/projects/edit.tsx"),
    route("completed-campaigns", "routes/admin/completed-campaigns/list.tsx"),
    route("completed-campaigns/:id", "routes/admin/completed-campaigns/edit.tsx"),
    route("completed-campaigns/:id/delete", "routes/admin/completed-campaigns/delete.tsx"),
    route("news", "routes/admin/news/list.tsx"),
    route("news/:id", "routes/admin/news/edit.tsx"),
    route("newsletters", "routes/admin/newsletters/list.tsx"),
    route("newsletters/subscribers.csv", "routes/admin/newsletters/subscribers-export.ts"),
    route("newsletters/subscribers/:id/remove", "routes/admin/newsletters/remove-subscriber.tsx"),
    route("newsletters/:id", "routes/admin/newsletters/edit.tsx"),
    route("newsletters/:id/send", "routes/admin/newsletters/send.tsx"),
    route("newsletters/:id/delete", "routes/admin/newsletters/delete.tsx"),
    route("courses", "routes/admin/courses/list.tsx"),
    route("courses/:id", "routes/admin/courses/edit.tsx"),
    // The course editor's sub-screens (its old ?lesson= and ?delete= addresses redirect here).
    route("courses/:id/lessons/:lessonId", "routes/admin/courses/lesson.tsx"),
    route("courses/:id/modules/:moduleId/lessons/new", "routes/admin/courses/lesson.tsx", {
      id: "routes/admin/courses/new-lesson",
    }),
    route("courses/:id/delete", "routes/admin/courses/delete.tsx"),
    route("courses/:id/modules/:moduleId/delete", "routes/admin/courses/delete.tsx", {
      id: "routes/admin/courses/delete-module",
    }),
    route("courses/:id/lessons/:lessonId/delete", "routes/admin/courses/delete.tsx", {
      id: "routes/admin/courses/delete-lesson",
    }),
  ]),
  // Image upload for the content editors (POST, admins only; its own admin middleware), and the uploaded images.
  route("admin-api/media", "routes/admin/media-upload.ts"),
  route("media/:key", "routes/media/file.ts"),

  // Site search (issue 8): works without JavaScript; the header dialog uses the same loader.
  route("search", "routes/search/search.tsx"),
  // SEO (issue 8)
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),

  // Links in account emails (confirmation, password reset).
  route("api/auth/*", "routes/api/auth.ts"),

  // About (part 1 §2 'About area')
  route("about", "routes/about/about.tsx"),
  route("about/mission", "routes/about/mission.tsx"),
  route("about/team", "routes/about/team.tsx"),
  route("about/impact", "routes/about/impact.tsx"),
  route("about/stories", "routes/about/stories.tsx"),

  // Projects and partner pages (part 1 §2 'Projects area'); the named pages come before /projects/{id or slug}.
  route("projects", "routes/projects/projects.tsx"),
  route("projects/library", "routes/projects/library.tsx"),
  route("projects/business", "routes/projects/business.tsx"),
  route("projects/helping-hand", "routes/projects/helping-hand.tsx"),
  // Partner pages of one shape share a route module, which finds its record in app/content/partners.ts by the path.
  route("projects/shield-fashion", "routes/projects/partner-application.tsx", { id: "partner-shield-fashion" }),
  route("projects/amera-diamonds", "routes/projects/partner-program.tsx", { id: "partner-amera-diamonds" }),
  route("projects/lab-grown-diamonds", "routes/projects/partner-program.tsx", { id: "partner-lab-grown-diamonds" }),
  route("projects/orel-developers", "routes/projects/orel-developers.tsx"),
  route("projects/lon-tax", "routes/projects/partner-application.tsx", { id: "partner-lon-tax" }),
  route("projects/baby-cam-campaign", "routes/projects/baby-cam-campaign.tsx"),
  route("projects/:idOrSlug", "routes/projects/project-detail.tsx"),

  // Partner applications (part 1 §2 'Partner application screens'). The canonical path is the
  // route table's /apply/…; the paths the site's links use answer 301 to it, query kept (issue 8).
  route("apply/agent", "routes/apply/partner.tsx", { id: "routes/apply/agent" }),
  route("agent-application", "routes/redirects/alias.ts", { id: "routes/redirects/agent-application" }),
  route("apply/marykay", "routes/apply/program.tsx", { id: "routes/apply/marykay" }),
  route("marykay-application", "routes/redirects/alias.ts", { id: "routes/redirects/marykay-application" }),
  route("apply/amera-diamonds", "routes/apply/program.tsx", { id: "routes/apply/amera-diamonds" }),
  route("amera-diamonds-application", "routes/redirects/alias.ts", {
    id: "routes/redirects/amera-diamonds-application",
  }),
  route("apply/:projectType", "routes/apply/partner.tsx", { id: "routes/apply/project-type" }),
  route("project-application/:id", "routes/apply/project-application.tsx"),

  // Academy (part 2 §2 'Academy list', 'Course detail', 'Course enrollment', 'Lesson player')
  route("academy", "routes/academy/catalogue.tsx"),
  route("academy/course/:id", "routes/academy/course.tsx"),
  route("academy/course/:id/enroll", "routes/academy/enroll.tsx"),
  route("academy/course/:id/learn", "routes/academy/learn.tsx"),
  // Paths the spec's own links use. /course-enrollment?course={title} answers 301 to that course's
  // enrollment page (an unknown title shows the form with no course chosen, noindex);
  // /course-learning/{id} answers 301 to /academy/course/{id}/learn (issue 8).
  route("course-enrollment", "routes/academy/enroll.tsx", { id: "routes/academy/enroll-by-title" }),
  route("course-learning/:id", "routes/redirects/alias.ts", { id: "routes/redirects/course-learning" }),

  // Helping Hand campaigns (part 1 §2 'Campaign screens', 'Helping Hand campaign detail')
  route("campaigns/:id", "routes/campaigns/campaign.tsx"),
  route("campaigns/:id/apply", "routes/campaigns/apply.tsx"),
  route("projects/helping-hand/:id", "routes/campaigns/helping-hand-campaign.tsx"),

  // Contact, volunteering, donations, store, FAQ, privacy and terms (part 2 §2)
  route("contact", "routes/engage/contact.tsx"),
  route("volunteer", "routes/engage/volunteer.tsx"),
  route("donate", "routes/engage/donate.tsx"),
  route("store", "routes/engage/store.tsx"),
  route("faq", "routes/engage/faq.tsx"),
  route("privacy", "routes/engage/privacy.tsx"),
  route("terms", "routes/engage/terms.tsx"),

  // Completed campaigns and news (part 2 §2 'Completed campaigns', 'Latest news')
  route("completed-campaigns", "routes/completed-campaigns/list.tsx"),
  route("completed-campaigns/:id", "routes/completed-campaigns/detail.tsx"),
  route("latest-news", "routes/news/latest-news.tsx"),
  route("latest-news/feed.xml", "routes/news/feed.ts"),
  // The route table's /news: a permanent redirect to the canonical /latest-news (query kept).
  route("news", "routes/redirects/alias.ts", { id: "routes/news/news-redirect" }),
  route("news/:id", "routes/news/article.tsx"),

  // Newsletter (part 2 §2 'Newsletter'): archive and subscribe, the links in its emails, issues by number.
  route("newsletter", "routes/newsletter/newsletter.tsx"),
  route("newsletter/feed.xml", "routes/newsletter/feed.ts"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("newsletter/:number", "routes/newsletter/issue.tsx"),

  // Any other path: the 404 page (part 2 §2), with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
