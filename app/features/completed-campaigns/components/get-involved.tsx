import { HandHeart, Heart } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** Closes a completed campaign's page: donate or volunteer for the next one. */
export function GetInvolved() {
  return (
    <section aria-labelledby="get-involved-title" className="mt-10 rounded-xl bg-brand-800 p-6 text-white sm:p-10">
      <h2 id="get-involved-title" className="text-2xl font-semibold text-white sm:text-3xl">
        Want to be part of the next one?
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-brand-50">
        Campaigns like this run on small gifts and a few free hours. Give once, or join the volunteers who pack and
        deliver.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/donate" className={buttonClasses({ variant: "accent" })}>
          <Heart aria-hidden="true" />
          Donate
        </Link>
        <Link to="/volunteer" className={buttonClasses({ variant: "outline-light" })}>
          <HandHeart aria-hidden="true" />
          Volunteer
        </Link>
      </div>
    </section>
  );
}
