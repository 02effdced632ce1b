import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The section's screens: find a person, the requests people sent, and how long records are kept. */
export function PrivacyTabs({ current, waiting }: { current: "find" | "requests" | "retention"; waiting: number }) {
  const tabs = [
    { key: "find", to: "/admin/privacy", label: "Find a person" },
    { key: "requests", to: "/admin/privacy/requests", label: `Requests${waiting > 0 ? ` (${waiting})` : ""}` },
    { key: "retention", to: "/admin/privacy/retention", label: "Retention" },
  ] as const;
  return (
    <nav aria-label="Privacy" className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? "page" : undefined}
          className={buttonClasses({ variant: tab.key === current ? "primary" : "outline", size: "sm" })}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
