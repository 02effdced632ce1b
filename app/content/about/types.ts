/** Shapes shared by the About area's copy (one module per page, so a page loads only its own). */

export interface ContentLink {
  to: string;
  label: string;
}

export interface SuccessStory {
  title: string;
  label: string;
  description: string;
  link: ContentLink;
  image: { src: string; alt: string };
}

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}
