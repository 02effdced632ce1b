import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

export type SuccessDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
};

/** The thank-you dialog after an application (loaded only once one succeeds: see application-outcome.tsx). */
export default function SuccessDialog({ open, onClose, title, children, link }: SuccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-success-50 text-success-700">
            <CheckCircle2 aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-2">{children}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {link ? (
            <Link to={link.to} className={buttonClasses({ variant: "outline" })} onClick={onClose}>
              {link.label}
            </Link>
          ) : null}
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
