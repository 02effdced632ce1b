import { ArrowRight, HeartHandshake, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getTextCopy } from "~/features/pages/pages.server";
import { TEAM_PAGE } from "~/content/about/team";
import { siteContext } from "~/context";
import { PageHero } from "~/components/layout/page-hero.static";
import { listTeamMembers, type TeamMemberCard } from "~/features/team/team.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: TEAM_PAGE.meta.title, description: TEAM_PAGE.meta.description, path: "/about/team" });

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, dontCache } = context.get(siteContext);
  // Not awaited: the page renders at once and the list streams in ('Loading team information...').
  // Part 1 §8: a failed fetch is logged and the list is shown empty.
  const members = listTeamMembers(db).catch((error: unknown) => {
    logger.error({ err: error }, "loading the team members failed");
    dontCache();
    return null;
  });
  // The page's words staff edit in the back office (ADR 0049); a save empties the page cache.
  return { members, copy: await getTextCopy(db, "team") };
}

type TeamCopy = Route.ComponentProps["loaderData"]["copy"];

function initials(name: string): string {
  return name
    .replace(/^(Dr|Mr|Mrs|Ms|Mx)\.?\s+/i, "")
    .replace(/,.*$/, "")
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function MemberCard({ member }: { member: TeamMemberCard }) {
  return (
    <Card as="li" shape="panel" className="flex flex-col items-center p-6 text-center sm:p-8">
      {member.imageUrl ? (
        <img
          src={member.imageUrl}
          alt={member.imageAlt}
          width={128}
          height={128}
          loading="lazy"
          decoding="async"
          className="size-28 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-28 items-center justify-center rounded-full bg-brand-100 font-display text-3xl font-semibold text-brand-800 ring-4 ring-brand-50"
        >
          {initials(member.name)}
        </span>
      )}
      <h3 className="mt-5 text-xl font-semibold">{member.name}</h3>
      <p className="mt-1 font-semibold text-accent-700">{member.role}</p>
      <p className="mt-3 leading-relaxed text-muted">{member.description}</p>
    </Card>
  );
}

function TeamSection({
  id,
  title,
  lead,
  members,
}: {
  id: string;
  title: string;
  lead: string;
  members: TeamMemberCard[];
}) {
  // Part 1 §2: a section is shown only when it has members.
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <header className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-muted">{lead}</p>
        </header>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function TeamList({ members, page }: { members: TeamMemberCard[] | null; page: TeamCopy }) {
  if (members === null) {
    return (
      <Container className="py-12">
        <p className="rounded-lg bg-sand p-6 text-center text-muted">{page.unavailable}</p>
      </Container>
    );
  }
  return (
    <>
      <TeamSection
        id="team-board-title"
        title={page.boardTitle}
        lead={page.boardLead}
        members={members.filter((m) => m.category === "board")}
      />
      <div className="bg-sand">
        <TeamSection
          id="team-committee-title"
          title={page.committeeTitle}
          lead={page.committeeLead}
          members={members.filter((m) => m.category === "committee")}
        />
      </div>
    </>
  );
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData.copy;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <Suspense
        fallback={
          <Container className="py-16">
            <p role="status" className="flex items-center justify-center gap-2 text-lg font-semibold text-brand-800">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              {page.loading}
            </p>
          </Container>
        }
      >
        <Await resolve={loaderData.members}>{(members) => <TeamList members={members} page={page} />}</Await>
      </Suspense>
      <section aria-labelledby="team-commitment-title" className="py-14 sm:py-20">
        <Container className="max-w-4xl">
          <div className="flex flex-col gap-5 rounded-xl border border-accent-200 bg-accent-50 p-6 sm:flex-row sm:p-10">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white">
              <HeartHandshake aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="team-commitment-title" className="text-2xl font-semibold sm:text-3xl">
                {page.commitment.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed">{page.commitment.text}</p>
              <Link
                to={page.commitment.link.to}
                className={buttonClasses({ variant: "outline", className: "mt-5 w-full sm:w-auto" })}
              >
                {page.commitment.link.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
