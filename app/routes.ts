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
    // Two-factor sign-in for staff and the emailed sign-in link (ADR 0026).
    route("two-factor", "routes/auth/two-factor.tsx"),
    route("two-factor/setup", "routes/auth/two-factor-setup.tsx"),
    route("sign-in-link", "routes/auth/sign-in-link.tsx"),
    // Where an emailed confirmation link lands: confirmed, expired or used, or a disabled account.
    route("confirm-email", "routes/auth/confirm-email.tsx"),
  ]),
  // Staff (part 1 §2 'Admin dashboard'): the layout's middleware checks the session for every
  // child, and every loader and action calls requireStaff with the permission it needs.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("submissions", "routes/admin/submissions.tsx"),
    route("submissions/:kind", "routes/admin/submission-list.tsx"),
    route("submissions/:kind/export.csv", "routes/admin/submission-export.ts"),
    route("submissions/:kind/:id", "routes/admin/submission-detail.tsx"),
    route("submissions/:kind/:id/reply", "routes/admin/submission-reply.tsx"),
    // The course enrollments list's first, British-spelled address (and its pages) redirect, query
    // kept; inside the layout, so only staff learn where it went.
    route("submissions/enrolments", "routes/admin/enrolments-redirect.ts"),
    route("submissions/enrolments/export.csv", "routes/admin/enrolments-redirect.ts", {
      id: "routes/admin/enrolments-export-redirect",
    }),
    route("submissions/enrolments/:id", "routes/admin/enrolments-redirect.ts", {
      id: "routes/admin/enrolments-detail-redirect",
    }),
    route("accounts", "routes/admin/accounts.tsx"),
    route("accounts/:id", "routes/admin/accounts/account.tsx"),
    route("accounts/:id/:change", "routes/admin/accounts/confirm.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("settings/templates", "routes/admin/email-templates.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    // Privacy (issue 38): find, export and erase a person's records; people's requests; retention.
    route("privacy", "routes/admin/privacy/find.tsx"),
    route("privacy/export", "routes/admin/privacy/export.ts"),
    route("privacy/requests", "routes/admin/privacy/requests.tsx"),
    route("privacy/requests/:id", "routes/admin/privacy/request.tsx"),
    route("privacy/retention", "routes/admin/privacy/retention.tsx"),
    // The donations ledger (issue 37): every gift, and gifts entered by hand (":id" is "new").
    route("donations", "routes/admin/donations/list.tsx"),
    route("donations/gifts/:id", "routes/admin/donations/gift.tsx"),
    route("donations/donors", "routes/admin/donations/donors.tsx"),
    route("donations/donors/:email/:year", "routes/admin/donations/statement.tsx"),
    route("donations/donors/:email/:year/statement.pdf", "routes/admin/donations/statement-pdf.ts"),
    // A platform's payments export, previewed then imported; the donors as a spreadsheet; a
    // statement emailed to its donor (ADR 0047).
    route("donations/import", "routes/admin/donations/import.tsx"),
    route("donations/donors.csv", "routes/admin/donations/donors-export.ts"),
    route("donations/donors/:email/:year/email", "routes/admin/donations/statement-email.tsx"),
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
    // The fixed pages' copy (issue 39 part 3, ADR 0049).
    route("pages", "routes/admin/pages/list.tsx"),
    route("pages/home", "routes/admin/pages/home.tsx"),
    route("pages/faq", "routes/admin/pages/faq.tsx"),
    route("pages/faq/:id", "routes/admin/pages/faq-item.tsx"),
    route("pages/privacy", "routes/admin/pages/legal.tsx", { id: "routes/admin/pages/privacy" }),
    route("pages/terms", "routes/admin/pages/legal.tsx", { id: "routes/admin/pages/terms" }),
    // The pages of texts (home sections, About, Mission, Team, Impact, Stories, footer).
    route("pages/:key", "routes/admin/pages/text.tsx"),
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
    // The media library (issue 39): every uploaded image, its alt text, where it is used.
    route("revisions/:kind/:id", "routes/admin/revisions.tsx"),
    route("trash", "routes/admin/trash.tsx"),
    route("media", "routes/admin/media/library.tsx"),
    route("media/:key", "routes/admin/media/image.tsx"),
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
  // Donation platforms tell the site about each gift (issue 37): POSTs outside /admin, each
  // checked by its signature (or, for platforms that sign nothing, the token in the address).
  ...prefix("webhooks", [
    route("stripe", "routes/webhooks/stripe.ts"),
    route("donorbox", "routes/webhooks/donorbox.ts"),
    route("gifts/:token", "routes/webhooks/gifts.ts"),
  ]),

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
  // A person's own request for a copy or deletion of their data (issue 38), and its emailed link.
  route("privacy/your-data", "routes/engage/your-data.tsx"),
  route("privacy/your-data/confirm", "routes/engage/your-data-confirm.tsx"),
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
