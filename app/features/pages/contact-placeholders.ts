/**
 * The contact details from configuration (`CONTACT_EMAIL`, `CONTACT_PHONE`) as words staff can
 * write in a legal page's text; the page shows them as links to the configured address and number.
 * A module of its own, so the public page's script carries these two words and no page's copy.
 */
export const CONTACT_PLACEHOLDERS = { email: "{email}", phone: "{phone}" } as const;
