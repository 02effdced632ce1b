import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

type CardTag = "div" | "article" | "li" | "section" | "aside";

export interface CardStyle {
  /** `card` (the `lg` radius) for items in a grid or list; `panel` (the `xl` radius) for a page's larger boxes. */
  shape?: "card" | "panel";
  /** The higher `shadow-raised`, for a box that sits over other content (a search bar over a hero, a sticky aside). */
  raised?: boolean;
  className?: string;
}

/** The classes of a card, for an element that cannot be a `Card` (or whose classes are built with `cn`). */
export function cardClasses({ shape = "card", raised = false, className }: CardStyle = {}): string {
  return cn(
    shape === "panel" ? "rounded-xl" : "rounded-lg",
    "border border-line bg-white",
    raised ? "shadow-raised" : "shadow-card",
    className,
  );
}

/**
 * A content box: white, a hairline border, rounded, with a soft shadow. Layout (flex, padding,
 * overflow) stays with the caller, who knows what is inside; `as` picks the element (an `li` in a
 * list, an `article` for a self-contained item).
 */
export function Card<T extends CardTag = "div">({
  as,
  shape,
  raised,
  className,
  ...props
}: { as?: T } & CardStyle & Omit<ComponentPropsWithRef<T>, "className">) {
  // Typed as a div: the props were checked against `as` by the signature above.
  const Tag = (as ?? "div") as "div";
  return <Tag className={cardClasses({ shape, raised, className })} {...(props as ComponentPropsWithRef<"div">)} />;
}

/** The text part of a card under its picture: a padded column that fills the card's height. */
export function CardBody({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex flex-1 flex-col gap-3 p-5 sm:p-6", className)} {...props} />;
}
