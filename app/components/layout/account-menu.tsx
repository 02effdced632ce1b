import { ChevronDown, CircleUser, LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Form, Link } from "react-router";
import type { HeaderUser } from "./header-user";

const itemClasses =
  "flex min-h-11 w-full cursor-pointer items-center gap-2.5 rounded-md px-3 text-left text-base font-medium text-ink outline-none " +
  "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 [&_svg]:size-5 [&_svg]:text-brand-700";

/**
 * The signed-in visitor's menu (Radix DropdownMenu: arrow keys, Escape, focus returns to the button).
 * Loaded lazily by the header, so anonymous visitors never download it.
 */
export default function AccountMenu({ user, defaultOpen = false }: { user: HeaderUser; defaultOpen?: boolean }) {
  return (
    // Non-modal: the rest of the page stays in the accessibility tree (no aria-hidden on focusable content).
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="inline-flex max-w-64 items-center gap-1.5 rounded-sm px-2 py-1 font-semibold text-white hover:underline data-[state=open]:underline">
        <CircleUser aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Account menu, </span>
        <span className="truncate">{user.email}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-lg border border-line bg-white p-1.5 text-ink shadow-raised data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-3">
            <span className="block text-xs font-bold tracking-widest text-muted uppercase">Signed in as</span>
            <span className="block truncate font-semibold">{user.email}</span>
            {user.isStaff ? (
              <span className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {user.roleLabel}
              </span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-line" />
          {user.isStaff ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/admin">
                <LayoutDashboard aria-hidden="true" />
                Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <Form method="post" action="/auth/sign-out" className="contents">
            <DropdownMenu.Item
              asChild
              className={itemClasses}
              // Keep the menu (and so this form) mounted until the browser has submitted it;
              // the redirect that follows closes it.
              onSelect={(event) => event.preventDefault()}
            >
              <button type="submit">
                <LogOut aria-hidden="true" />
                Sign Out
              </button>
            </DropdownMenu.Item>
          </Form>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
