import { X } from "lucide-react";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { DisclosureSubmenu, MobileNavLinks } from "./mobile-nav-links";
import type { HeaderUser } from "./header-user";

/** The slide-in side panel of the small-screen menu; loaded lazily by `MobileNav`. */
export default function MobileNavPanel({
  open,
  onOpenChange,
  pathname,
  user,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  user: HeaderUser | null;
  /** Puts focus back on the menu button (the panel is opened without a Radix trigger). */
  onClosed: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={null}
        aria-describedby={undefined}
        className="px-4 pb-8 lg:hidden"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        // A link inside was followed: close even when it leads to the page already shown.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) onOpenChange(false);
        }}
      >
        <div className="sticky top-0 z-10 -mx-4 flex items-center justify-between border-b border-line bg-white px-4 py-3">
          <SheetTitle className="font-display text-xl">Menu</SheetTitle>
          <SheetClose
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-md border border-line text-brand-900 transition-colors hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-6" />
          </SheetClose>
        </div>
        <MobileNavLinks
          pathname={pathname}
          user={user}
          renderSubmenu={(item, links, isActive) => (
            <DisclosureSubmenu item={item} isActive={isActive} defaultOpen={isActive}>
              {links}
            </DisclosureSubmenu>
          )}
        />
      </SheetContent>
    </Sheet>
  );
}
