import { Quote } from "lucide-react";

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-lg border border-line bg-white p-6 shadow-card sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-accent-500" />
      <blockquote className="mt-4 flex-1">
        <p className="font-display text-lg leading-relaxed text-ink sm:text-xl">&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
