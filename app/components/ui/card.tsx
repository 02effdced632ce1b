import type { ComponentPropsWithRef } from "react";
import { cn } from "~/utils/misc";

export function Card({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div
      className={cn("flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-card", className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex flex-1 flex-col gap-3 p-5 sm:p-6", className)} {...props} />;
}
