import { lazy } from "react";

/**
 * The partner pages' inline application is closed until the visitor asks for it, so its form
 * (and the form library) is fetched then, or as soon as the pointer or focus reaches a button
 * that opens it, rather than on every visit. With `?apply=1` in the address the server renders
 * the form and the page hydrates once its code has arrived.
 */
export const loadPartnerApplicationForm = () => import("./partner-application-form");

export const LazyPartnerApplicationForm = lazy(() =>
  loadPartnerApplicationForm().then((module) => ({ default: module.PartnerApplicationForm })),
);
