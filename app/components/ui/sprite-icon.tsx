import type { ReactNode, Ref, SVGProps } from "react";
import spriteHref from "virtual:icon-sprite";

/** The props lucide's icons take that the site uses. */
export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  strokeWidth?: number | string;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
}

/**
 * An icon drawn from the site's sprite (scripts/icon-sprite.ts, ADR 0020). The build turns each
 * icon imported from lucide-react (`Gem`) into `spriteIcon("gem")`, so the markup is lucide's own
 * `<svg>`, attributes and classes, with a `<use>` of the sprite's symbol inside instead of the
 * path data. Like lucide, an icon without a label of its own is hidden from screen readers.
 */
export function spriteIcon(name: string) {
  function SpriteIcon({ size = 24, strokeWidth = 2, className, children, ...rest }: SpriteIconProps) {
    const labelled =
      Boolean(children) ||
      Object.entries(rest).some(
        ([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null,
      );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
      >
        <use href={`${spriteHref}#${name}`} />
        {children}
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}
