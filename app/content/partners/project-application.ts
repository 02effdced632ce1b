export const PROJECT_APPLICATION_PAGE = {
  unavailable: {
    title: "Project Not Available",
    text: "The requested project could not be found or is not configured for applications.",
    library: { to: "/projects/library?category=business", label: "Browse the Project Library" },
    agent: { to: "/agent-application", label: "Send a general application" },
  },
} as const;
