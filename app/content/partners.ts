/**
 * Partner pages and partner application pages (part 1 §1, §2 'Projects area' and
 * 'Partner application screens'), as typed data.
 *
 * One file per page (./partners/*), so each page ships only its own copy.
 */

export type * from "./partners/types";
export * from "./partners/shield-fashion";
export * from "./partners/lon-tax";
export * from "./partners/amera-diamonds";
export * from "./partners/made-in-usa";
export * from "./partners/lab-grown-diamonds";
export * from "./partners/orel-developers";
export * from "./partners/baby-cam";
export * from "./partners/academy-promo";
export * from "./partners/agent-application";
export * from "./partners/project-application";
export * from "./partners/apply-types";
export * from "./partners/consultant-programme";
export * from "./partners/diamond-programme";
