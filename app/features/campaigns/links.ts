/** Where "all campaigns" lives: the Helping Hand view of the project library (part 1 §2). */
export const ALL_CAMPAIGNS_URL = "/projects/library?category=helping-hand";

/** The site's own donation page, naming the campaign (part 1 §2 'Helping Hand campaign detail'). */
export function donatePageUrl(title: string): string {
  return `/donate?project=${encodeURIComponent(title)}`;
}

export function campaignUrl(id: string): string {
  return `/campaigns/${id}`;
}

export function campaignApplyUrl(id: string): string {
  return `/campaigns/${id}/apply`;
}
