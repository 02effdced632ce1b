import { ArrowRight, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { buttonClasses } from "~/components/ui/button";
import { FAQ_PAGE } from "~/content/faq";
import { siteContext } from "~/context";
import { CopyHtml } from "~/features/pages/components/copy-html";
import { getPageCopy } from "~/features/pages/pages.server";
import { PageHero } from "~/components/layout/page-hero.static";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: FAQ_PAGE.meta.title, description: FAQ_PAGE.meta.description, path: "/faq" });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(siteContext);
  // The questions staff edit in the back office (ADR 0049); a save empties the page cache (ADR 0006).
  const { items } = await getPageCopy(db, "faq");
  return { items };
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero variant="pill" titleId="faq-title" {...FAQ_PAGE.hero} />
      <Container className="max-w-3xl py-12 sm:py-16">
        <section aria-labelledby="faq-list-title">
          <h2 id="faq-list-title" className="sr-only">
            {FAQ_PAGE.listTitle}
          </h2>
          {/* One answer open at a time (part 2 §2), and it can be closed again. */}
          <Accordion className="border-t border-line">
            {loaderData.items.map((item) => (
              <AccordionItem key={item.id} value={item.id} id={item.id}>
                <AccordionTrigger headingLevel={3}>{item.question}</AccordionTrigger>
                <AccordionContent className="flex flex-col gap-3">
                  <CopyHtml html={item.answerHtml} className="gap-3" />
                  {item.links.length ? (
                    <ul className="flex flex-wrap gap-x-6 gap-y-2">
                      {item.links.map((link, linkIndex) => (
                        <li key={`${link.to}-${linkIndex}`}>
                          <Link
                            to={link.to}
                            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline sm:min-h-0"
                          >
                            {link.label}
                            <ArrowRight aria-hidden="true" className="size-4" />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>

        <aside
          aria-labelledby="faq-more-title"
          className="mt-12 flex flex-col items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <MessageCircleQuestion aria-hidden="true" className="size-6" />
          </span>
          <div className="flex-1">
            <h2 id="faq-more-title" className="text-2xl font-semibold">
              {FAQ_PAGE.more.title}
            </h2>
            <p className="mt-1 text-muted">{FAQ_PAGE.more.text}</p>
          </div>
          <Link to={FAQ_PAGE.more.link.to} className={buttonClasses({ className: "w-full sm:w-auto" })}>
            {FAQ_PAGE.more.link.label}
          </Link>
        </aside>
      </Container>
    </>
  );
}
