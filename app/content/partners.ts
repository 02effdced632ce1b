/**
 * Partner pages and partner application pages (part 1 §1, §2 'Projects area' and
 * 'Partner application screens'), as typed data.
 *
 * One file per page (./partners/*). The partner pages that share a page shape are listed below,
 * one record per partner: app/routes.ts registers /projects/{slug} once per record, and the
 * shape's route module finds its record by the page's path.
 */

import { AMERA_DIAMONDS_PAGE } from "./partners/amera-diamonds";
import { LAB_GROWN_DIAMONDS_PAGE } from "./partners/lab-grown-diamonds";
import { LON_TAX_PAGE } from "./partners/lon-tax";
import { SHIELD_FASHION_PAGE } from "./partners/shield-fashion";
import type { PartnerApplicationPage, PartnerProgramPage } from "./partners/types";

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

/** Partner pages with an inline application (routes/projects/partner-application.tsx). */
export const PARTNER_APPLICATION_PAGES: readonly PartnerApplicationPage[] = [SHIELD_FASHION_PAGE, LON_TAX_PAGE];

/** Lab-grown diamond partner pages (routes/projects/partner-program.tsx). */
export const PARTNER_PROGRAM_PAGES: readonly PartnerProgramPage[] = [AMERA_DIAMONDS_PAGE, LAB_GROWN_DIAMONDS_PAGE];
