/**
 * Copy of the contact, volunteer, donate and store pages (part 2 §2), as typed data.
 * Quoted strings that the spec fixes (success and failure texts, hours, role hours) are marked.
 *
 * One file per page (./engage/*), so each page ships only its own copy.
 */

export type * from "./engage/types";
export * from "./engage/contact";
export * from "./engage/volunteer";
export * from "./engage/donate";
export * from "./engage/store";
