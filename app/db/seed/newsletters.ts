import type { newsletters } from "~/db/schema";

export type NewsletterSeed = Omit<typeof newsletters.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Monthly issues 1..9; the newest (#9) is an unpublished draft. */
export const NEWSLETTERS: NewsletterSeed[] = [
  {
    newsletterNumber: 1,
    title: "Welcome to The Synergy Letter",
    excerpt: "Our first monthly letter: who we are, what we did in 2025 and what is coming this spring.",
    content: `<p>Dear friends,</p>
<p>This is the first issue of <strong>The Synergy Letter</strong>, a short monthly note about the people, businesses and families you make possible.</p>
<h2>2025 in three numbers</h2>
<ul>
  <li>1,870 families received health, beauty or nutrition products</li>
  <li>96 members started or grew a business with a partner company</li>
  <li>410 learners finished an Academy course</li>
</ul>
<p>Thank you for being part of it.</p>
<p>Dr. Renée Castillo, Executive Director</p>`,
    author: "Dr. Renée Castillo",
    publishedDate: "2026-03-02",
    featuredImageUrl: "/images/seed/newsletter-cover.svg",
    imageAlt: "An open envelope with a letter and a paper airplane flying out",
    isPublished: true,
  },
  {
    newsletterNumber: 2,
    title: "A Bakery Opens in Lancaster",
    excerpt:
      "Fourteen home bakers became business owners this month. Plus: a new monthly campaign for seniors in Tucson.",
    content: `<p>On March 21 the Harvest Table Community Bakery Co-op opened on North Queen Street in Lancaster, Pennsylvania. Fourteen member-owners, one kitchen, and pierogi on Fridays.</p>
<h2>Also this month</h2>
<ul>
  <li>Senior Pantry Packs is now a monthly campaign in Tucson.</li>
  <li>Orel Developers opened its territorial agent program in 31 states.</li>
</ul>
<p>See the <a href="/latest-news">latest news</a> for the full stories.</p>`,
    author: "Dr. Renée Castillo",
    publishedDate: "2026-04-01",
    featuredImageUrl: "/images/seed/bakery-coop.svg",
    imageAlt: "A small bakery storefront with a striped awning and bread in the window",
    isPublished: true,
  },
  {
    newsletterNumber: 3,
    title: "Spring Planting on Mack Avenue",
    excerpt:
      "Volunteers built 48 raised beds on four vacant lots in Detroit. Here is how a garden becomes a youth job program.",
    content: `<p>Over three Saturdays in April, 70 volunteers built 48 raised beds on Detroit's east side. The Urban Garden Initiative will sell produce at pay-what-you-can prices and pay two teenagers to run the stand.</p>
<h2>How you can help</h2>
<ul>
  <li>Sponsor a raised bed for $150</li>
  <li>Donate tools or seedlings</li>
  <li>Join a Saturday work day</li>
</ul>
<p><a href="/volunteer">Sign up to volunteer</a></p>`,
    author: "Walter Haines",
    publishedDate: "2026-05-01",
    featuredImageUrl: "/images/seed/urban-garden.svg",
    imageAlt: "Raised vegetable beds on a city lot with a produce stand",
    isPublished: true,
  },
  {
    newsletterNumber: 4,
    title: "Diamonds, Honestly",
    excerpt: "Why we partner with a lab-grown diamond company, and how our agents explain it to customers.",
    content: `<p>Some of you asked why a charity works with a jewelry company. The short answer: AMERA Diamonds lets members start a business with no inventory and no quota, and it grows its stones in US facilities.</p>
<h2>What agents promise customers</h2>
<ul>
  <li>Lab-grown diamonds are real diamonds, grown rather than mined.</li>
  <li>Every stone comes with a grading report.</li>
  <li>Orders ship within 14 days.</li>
</ul>
<p>Our new Academy lesson #16 covers it in detail.</p>`,
    author: "Priya Raman",
    publishedDate: "2026-06-01",
    featuredImageUrl: "/images/seed/amera-diamonds.svg",
    imageAlt: "A brilliant-cut lab-grown diamond on a velvet stand",
    isPublished: true,
  },
  {
    newsletterNumber: 5,
    title: "Three Hours on a Saturday",
    excerpt: "Meet the Fayetteville packing crew, who pack 40 care boxes for military families every week.",
    content: `<p>Denise Carter has led the Saturday packing crew since 2024. Most of her crew are spouses of soldiers at Fort Bragg.</p>
<p>"We know what it's like when someone is deployed," Denise says. "A box on the doorstep says somebody noticed."</p>
<h2>This month's numbers</h2>
<ul>
  <li>160 care boxes packed</li>
  <li>12 regular volunteers, 5 new</li>
</ul>`,
    author: "Walter Haines",
    publishedDate: "2026-07-01",
    featuredImageUrl: "/images/seed/military-families.svg",
    imageAlt: "Care boxes with stars and hearts, packed with vitamins, sunscreen and toothbrushes",
    isPublished: true,
  },
  {
    newsletterNumber: 6,
    title: "Baby-Cams, Round Two",
    excerpt: "Last year's Kodiak baby-cam drive becomes a national campaign for Coast Guard families.",
    content: `<p>In 2025 we gave 75 baby monitors to new parents at Air Station Kodiak. This August the drive goes national: 300 cameras for families at Base Alameda, Sector San Diego and Kodiak.</p>
<p>Each $60 gift covers one camera, shipping and a printed setup guide.</p>
<p><a href="/projects/baby-cam-campaign">Read about the campaign</a></p>`,
    author: "Walter Haines",
    publishedDate: "2026-08-03",
    featuredImageUrl: "/images/seed/baby-cam.svg",
    imageAlt: "A nursery at night with a crib and a baby camera on the shelf",
    isPublished: true,
  },
  {
    newsletterNumber: 7,
    title: "Back to Class",
    excerpt:
      "Our biggest Academy cohort starts this month, and a new course on budgeting and credit is open to everyone.",
    content: `<p>140 learners start <em>First 90 Days</em> this September, in Birmingham, Dayton and online.</p>
<h2>New this fall</h2>
<ul>
  <li>Household Budgeting and Credit Basics: free, two and a half hours</li>
  <li>Leading Volunteers: for committee leads and site coordinators</li>
</ul>
<p><a href="/academy">Browse the Academy</a></p>`,
    author: "Janelle Brooks",
    publishedDate: "2026-09-01",
    featuredImageUrl: "/images/seed/news-academy.svg",
    imageAlt: "An open book with a graduation cap and a glowing light bulb",
    isPublished: true,
  },
  {
    newsletterNumber: 8,
    title: "Over the Goal",
    excerpt:
      "Care Kits for Military Families passed its goal, 620 dental kits went to Head Start classrooms, and a new partner arrives in Arizona.",
    content: `<p>October was a month of finish lines.</p>
<ul>
  <li>Care Kits for Military Families raised $13,150 against a $12,000 goal.</li>
  <li>Volunteers packed 620 dental kits for Albuquerque Head Start.</li>
  <li>Gleam &amp; Go Mobile Car Care joined our network in Mesa, Arizona.</li>
</ul>
<h2>Coming up</h2>
<p>Winter Skin &amp; Wellness Kits for Duluth in January, and a spring vitamin drive for Head Start families.</p>`,
    author: "Dr. Renée Castillo",
    publishedDate: "2026-10-01",
    featuredImageUrl: "/images/seed/news-community.svg",
    imageAlt: "Neighbors of all ages gathered in front of a community center",
    isPublished: true,
  },
  {
    // Draft of the next issue: not published yet.
    newsletterNumber: 9,
    title: "Giving Season (Draft)",
    excerpt: "Draft: our year-end appeal and the winter campaign calendar.",
    content: `<p>Draft. Year-end letter from Renée, the winter campaign calendar and a thank-you to the Fayetteville crew.</p>`,
    author: "Dr. Renée Castillo",
    publishedDate: "2026-12-01",
    featuredImageUrl: "/images/seed/newsletter-cover.svg",
    imageAlt: "An open envelope with a letter and a paper airplane flying out",
    isPublished: false,
  },
];
