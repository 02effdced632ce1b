import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  accent: "bg-accent-700 text-white hover:bg-accent-800 active:bg-accent-900",
  outline: "border border-brand-700 text-brand-800 bg-white hover:bg-brand-50",
  "outline-light": "border border-white/80 text-white hover:bg-white/10",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  danger: "bg-danger-700 text-white hover:bg-red-800",
} as const;

const sizes = {
  // 44 px on phones (touch target), compact from the sm breakpoint up.
  sm: "h-11 px-3 text-sm gap-1.5 sm:h-9",
  md: "h-11 px-5 text-base gap-2",
  lg: "h-12 px-6 text-lg gap-2",
  icon: "h-11 w-11 p-0",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex shrink-0 items-center justify-center rounded-md font-semibold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button; for a link that looks like one, give the `<Link>` `className={buttonClasses(…)}`. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button className={buttonClasses({ variant, size, className })} type={type ?? "button"} {...props} />;
}
