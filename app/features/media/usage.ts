/** What kinds of content an image can be used in, as the media library's filter names them (issue 39). */
export const USAGE_KINDS = {
  news: "News",
  newsletter: "Newsletters",
  lesson: "Lessons",
  course: "Courses",
  project: "Projects",
  campaign: "Campaigns",
  completed: "Completed campaigns",
  team: "Team",
  sent: "Sent newsletter emails",
  trash: "Trash",
} as const;
export type UsageKind = keyof typeof USAGE_KINDS;
