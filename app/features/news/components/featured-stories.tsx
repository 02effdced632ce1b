import { Container } from "~/components/layout/section";
import type { NewsCard as NewsCardData } from "../news.server";
import { NewsCard } from "./news-card";

/** The featured stories: the first one large, the others compact beside it; nothing without any. */
export function FeaturedStories({ stories }: { stories: NewsCardData[] }) {
  const [lead, ...others] = stories;
  if (!lead) return null;
  return (
    <section aria-labelledby="featured-title" className="py-12 sm:py-16">
      <Container>
        <h2 id="featured-title" className="text-2xl font-semibold sm:text-3xl">
          Featured stories
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <li className="lg:row-span-2">
            <NewsCard story={lead} size="large" />
          </li>
          {others.map((story) => (
            <li key={story.id}>
              <NewsCard story={story} size="compact" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
