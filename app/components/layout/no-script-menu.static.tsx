import { Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import type { NavItem } from "~/content/site";
import { cn } from "~/utils/misc";
import { menuButtonClasses } from "./menu-button";
import { MobileNavLinks } from "./mobile-nav-links";
import type { HeaderUser } from "./header-user";

/** Before JavaScript: a native disclosure that drops the same links down under the header. */
export function NoScriptMenu({ pathname, user }: { pathname: string; user: HeaderUser | null }) {
  return (
    <details className="group lg:hidden">
      <summary
        aria-label="Open menu"
        className={cn(menuButtonClasses, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised">
        <MobileNavLinks
          pathname={pathname}
          user={user}
          renderSubmenu={(item, links) => <StaticSubmenu item={item}>{links}</StaticSubmenu>}
        />
      </div>
    </details>
  );
}

function StaticSubmenu({ item, children }: { item: NavItem; children: ReactNode }) {
  return (
    <>
      <span className="flex min-h-12 items-center px-3 text-base font-semibold text-muted">{item.label}</span>
      {children}
    </>
  );
}
