import type { newsItems } from "~/db/schema";

export type NewsItemSeed = Omit<typeof newsItems.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * Latest news. `isPublished` defaults to false in the table, so every item sets it
 * explicitly; exactly one is an unpublished draft. Content is simple, safe HTML.
 */
export const NEWS_ITEMS: NewsItemSeed[] = [
  {
    title: "Baby-Cam Drive Passes $11,000 as Kodiak Families Get Their Cameras",
    description:
      "Our Coast Guard baby-cam campaign is 62% of the way to its goal, and the first 2026 cameras have reached new parents at Air Station Kodiak.",
    content: `<p>Thanks to 214 donors, the Coast Guard Baby-Cam Donation Drive has raised $11,240 of its $18,000 goal. That is enough for 187 video baby monitors.</p>
<p>Last week retired Chief Walter Haines and the Kodiak ombudsman delivered the first 40 cameras. "When you're on a cutter for six weeks, seeing your daughter fall asleep is everything," one petty officer told us.</p>
<h2>What a $60 gift covers</h2>
<ul>
  <li>One video baby monitor with two-way audio</li>
  <li>Shipping to Alaska, California or Hawaii</li>
  <li>A printed setup guide and phone support from a volunteer</li>
</ul>
<p>Read more about the campaign on the <a href="/projects/baby-cam-campaign">baby-cam page</a>.</p>`,
    category: "Campaigns",
    author: "Walter Haines",
    publishedDate: new Date("2026-11-18T15:00:00Z"),
    imageUrl: "/images/seed/baby-cam.svg",
    imageAlt: "A nursery at night with a crib and a baby camera on the shelf",
    externalUrl: null,
    tags: ["coast guard", "baby-cam", "military families"],
    isPublished: true,
  },
  {
    title: "New Academy Course: Tax Season Ready",
    description:
      "A free, self-paced course for small-business owners who want clean books before January, built with volunteers from LON Tax.",
    content: `<p>Our newest Academy course walks small-business owners through a year of bookkeeping in five short lessons, so tax season is a checklist instead of a shoebox.</p>
<h2>What you will learn</h2>
<ul>
  <li>Separating business and personal money</li>
  <li>Recording income and expenses every week</li>
  <li>Which receipts to keep and for how long</li>
  <li>Quarterly estimated tax payments</li>
</ul>
<p>The course is free and self-paced. Start it from the <a href="/academy">Academy</a>.</p>`,
    category: "Academy",
    author: "Janelle Brooks",
    publishedDate: new Date("2026-11-10T15:00:00Z"),
    imageUrl: "/images/seed/news-academy.svg",
    imageAlt: "An open book with a graduation cap and a glowing light bulb",
    externalUrl: null,
    tags: ["academy", "taxes", "bookkeeping"],
    isPublished: true,
  },
  {
    title: "Gleam & Go Mobile Car Care Joins Our Network in Arizona",
    description:
      "We are negotiating reduced franchise fees and van financing so three members can start mobile car-care businesses in spring 2027.",
    content: `<p>Mesa-based Gleam &amp; Go runs mobile car-wash and detailing vans that use about five gallons of water per car. The company has agreed to reduce its franchise fee for our members, and a local credit union is reviewing a van-financing program.</p>
<h2>Next steps</h2>
<ol>
  <li>Information evening in Mesa on January 14, 2027</li>
  <li>Applications reviewed in February</li>
  <li>Training for the first three franchisees in March</li>
</ol>
<p>See the project in our <a href="/projects/library?category=business">Project Library</a>.</p>`,
    category: "Partnerships",
    author: "Priya Raman",
    publishedDate: new Date("2026-11-02T15:00:00Z"),
    imageUrl: "/images/seed/news-partnerships.svg",
    imageAlt: "Two puzzle pieces fitting together between a storefront and a network of partners",
    externalUrl: null,
    tags: ["franchise", "arizona", "partners"],
    isPublished: true,
  },
  {
    title: "Volunteers Pack 620 Dental Kits for Albuquerque Head Start",
    description:
      "Sixty volunteers, three dentists and a lot of toothpaste: our dental care campaign reached 31 classrooms in two weeks.",
    content: `<p>On two October Saturdays, 60 volunteers packed 620 dental kits at the South Valley community center. Each kit has a child-sized toothbrush, fluoride toothpaste, floss picks and a two-minute sand timer.</p>
<p>Dentists from the Rio Grande Smiles Dental Collective visited nine classrooms to show children how long two minutes really is.</p>
<h2>By the numbers</h2>
<ul>
  <li>620 kits</li>
  <li>31 classrooms</li>
  <li>112 families booked a free check-up</li>
</ul>
<p>Want to help with the next one? <a href="/volunteer">Join our volunteer network</a>.</p>`,
    category: "Community",
    author: "Sam Nguyen",
    publishedDate: new Date("2026-10-20T15:00:00Z"),
    imageUrl: "/images/seed/news-community.svg",
    imageAlt: "Neighbors of all ages gathered in front of a community center",
    externalUrl: null,
    tags: ["volunteers", "children", "dental health"],
    isPublished: true,
  },
  {
    title: "Care Kits for Military Families Passes Its Goal",
    description:
      "A matching gift from a Fayetteville credit union pushed the campaign to $13,150, past its $12,000 goal. The extra money starts the spring round.",
    content: `<p>The Care Kits for Military Families campaign has raised $13,150, beating its $12,000 goal with two months to spare.</p>
<p>The Saturday packing crew in Fayetteville has now packed 1,040 boxes this year. Each box has vitamins, children's toothbrushes, sunscreen, lotion and healthy snacks.</p>
<h2>Where the extra $1,150 goes</h2>
<p>Every dollar above the goal goes to the spring 2027 round, which will add diapers and baby wipes for families with infants.</p>
<p>Thank you to everyone who gave. You can still <a href="/donate">support the campaign</a>.</p>`,
    category: "Campaigns",
    author: "Sam Nguyen",
    publishedDate: new Date("2026-10-06T15:00:00Z"),
    imageUrl: "/images/seed/military-families.svg",
    imageAlt: "Care boxes with stars and hearts, packed with vitamins, sunscreen and toothbrushes",
    externalUrl: null,
    tags: ["military families", "milestone"],
    isPublished: true,
  },
  {
    title: "Fall Cohort: 140 Learners Start the First 90 Days Course",
    description:
      "Our biggest Academy cohort yet started in September, with weekly study groups in Birmingham, Dayton and online.",
    content: `<p>140 people enrolled in <em>Starting Your Business Opportunity: First 90 Days</em> this fall, more than double last year's cohort.</p>
<p>Study groups meet on Tuesday evenings at the Birmingham Public Library, on Thursdays at a Dayton coffee shop, and online on Sundays.</p>
<ul>
  <li>52% are starting their first business</li>
  <li>31% are adding a second income next to a job</li>
  <li>17% already run a small business</li>
</ul>
<p>The course is free. <a href="/academy">Browse the Academy</a>.</p>`,
    category: "Academy",
    author: "Janelle Brooks",
    publishedDate: new Date("2026-09-15T15:00:00Z"),
    imageUrl: "/images/seed/course-business.svg",
    imageAlt: "A small shop, a rising sales chart and a 90-day calendar",
    externalUrl: null,
    tags: ["academy", "cohort"],
    isPublished: true,
  },
  {
    title: "Urban Garden Initiative Harvests Its First Season on Mack Avenue",
    description:
      "Forty-eight raised beds, 1,900 pounds of vegetables and a pay-what-you-can produce stand run by two teenagers from the block.",
    content: `<p>Four vacant lots on Detroit's east side produced about 1,900 pounds of tomatoes, greens, beans and squash this summer.</p>
<p>The Saturday produce stand sold at pay-what-you-can prices. Jaylen and Amara, both 16, ran it and earned $15 an hour.</p>
<h2>Next spring</h2>
<p>We need $9,000 for a rain-water system, a tool shed and seedlings. Sponsor a raised bed for $150 or come to a work day.</p>
<p><a href="/donate?project=Urban%20Garden%20Initiative">Support the Urban Garden Initiative</a></p>`,
    category: "Community",
    author: "Dr. Renée Castillo",
    publishedDate: new Date("2026-08-28T15:00:00Z"),
    imageUrl: "/images/seed/urban-garden.svg",
    imageAlt: "Raised vegetable beds on a city lot with a produce stand",
    externalUrl: null,
    tags: ["detroit", "gardens", "youth jobs"],
    isPublished: true,
  },
  {
    title: "Heartland Home Care Offers Paid Aide Training to Members",
    description:
      "Members in the Des Moines area can now take the 75-hour home health aide course for free and be paid during clinical hours.",
    content: `<p>Heartland Home Care, a nurse-owned agency in Des Moines, will train up to 20 of our members a year as home health aides.</p>
<ul>
  <li>Free 75-hour state-approved course</li>
  <li>Paid clinical hours</li>
  <li>Starting wage of $19 an hour</li>
</ul>
<p>After a year, aides can start their own companion-care agency under Heartland's license partnership.</p>
<p><a href="/projects/library?category=business">See the project</a></p>`,
    category: "Partnerships",
    author: "Priya Raman",
    publishedDate: new Date("2026-07-21T15:00:00Z"),
    imageUrl: "/images/seed/home-health.svg",
    imageAlt: "A cozy living room with an armchair, a care bag and a heart over the home",
    externalUrl: null,
    tags: ["health care", "iowa", "jobs"],
    isPublished: true,
  },
  {
    title: "Meet the Saturday Packing Crew in Fayetteville",
    description:
      "Every Saturday morning a dozen volunteers pack 40 care boxes for military families. Here is how they do it in under three hours.",
    content: `<p>Most of the crew are spouses of soldiers at Fort Bragg, joined by a few retirees and a high-school JROTC team.</p>
<h2>A typical Saturday</h2>
<ol>
  <li>8:30 coffee and the packing list</li>
  <li>9:00 assembly line: vitamins, toothbrushes, sunscreen, lotion, snacks</li>
  <li>11:00 check, tape and label</li>
  <li>11:30 boxes go out with the delivery drivers</li>
</ol>
<p>"It's the best three hours of my week," says crew lead Denise Carter.</p>`,
    category: "Community",
    author: "Walter Haines",
    publishedDate: new Date("2026-06-30T15:00:00Z"),
    imageUrl: null,
    externalUrl: null,
    tags: ["volunteers", "military families"],
    isPublished: true,
  },
  {
    title: "Lesson #16 Explains How Lab-Grown Diamonds Are Made in the USA",
    description:
      "The newest lesson in our diamond agent course covers CVD growing, US grading standards and how to answer customers' questions honestly.",
    content: `<p>Lesson #16 of the lab-grown diamonds course is now live. It explains how AMERA Diamonds grows stones in US facilities using chemical vapor deposition (CVD), and how they are cut and graded to US standards.</p>
<h2>Topics</h2>
<ul>
  <li>What CVD growing is, in plain language</li>
  <li>Lab-grown versus mined: what is the same and what is different</li>
  <li>Reading a grading report</li>
</ul>
<p>The course is for registered agents and needs the course password. <a href="/academy">Go to the Academy</a>.</p>`,
    category: "Academy",
    author: "Janelle Brooks",
    publishedDate: new Date("2026-05-26T15:00:00Z"),
    imageUrl: "/images/seed/course-diamonds.svg",
    imageAlt: "A diamond under a jeweler's loupe beside a grading report",
    externalUrl: null,
    tags: ["academy", "lab-grown diamonds", "amera"],
    isPublished: true,
  },
  {
    title: "Orel Developers Opens Territorial Agent Program in 31 States",
    description:
      "Agents introduce AI phone and scheduling assistants to local businesses and earn 20% of the monthly subscription.",
    content: `<p>Orel Developers builds AI assistants that answer phones, book appointments and send invoices for small businesses. Its territorial agent program is now open in 31 states.</p>
<p>Agents need no programming skills. Orel's engineers do the setup; agents run a free 30-minute check-up with the business owner.</p>
<h2>How agents earn</h2>
<ul>
  <li>20% of each client's monthly subscription, for as long as the client stays</li>
  <li>A one-time $250 fee for referrals</li>
</ul>
<p>Read Orel's own announcement at the link below.</p>`,
    category: "Partnerships",
    author: "Priya Raman",
    publishedDate: new Date("2026-04-14T15:00:00Z"),
    imageUrl: "/images/seed/orel-developers.svg",
    imageAlt: "A laptop running an AI assistant that answers calls and books appointments",
    externalUrl: "https://www.example.com/press/orel-developers-territorial-agents",
    tags: ["ai", "partners", "agents"],
    isPublished: true,
  },
  {
    title: "Harvest Table Bakery Co-op Opens Its Doors in Lancaster",
    description: "Fourteen home bakers now own a commercial kitchen and a storefront on North Queen Street.",
    content: `<p>On March 21, Harvest Table Community Bakery Co-op opened in Lancaster, Pennsylvania. The line was out the door by 7 a.m.</p>
<p>The co-op's 14 member-owners share the work and the profits equally. We helped with a $22,000 grant, the business plan and the kitchen lease.</p>
<h2>On the shelves</h2>
<ul>
  <li>Sourdough and rye bread</li>
  <li>Shoofly and apple pies</li>
  <li>Potato and cheese pierogi on Fridays</li>
</ul>`,
    category: "Community",
    author: "Dr. Renée Castillo",
    publishedDate: new Date("2026-03-21T15:00:00Z"),
    imageUrl: "/images/seed/bakery-coop.svg",
    imageAlt: "A small bakery storefront with a striped awning and bread in the window",
    externalUrl: null,
    tags: ["cooperative", "pennsylvania", "small business"],
    isPublished: true,
  },
  {
    title: "Senior Pantry Packs Become a Monthly Campaign in Tucson",
    description:
      "After a successful pilot, volunteer drivers now deliver pantry packs to seniors on the first Thursday of every month.",
    content: `<p>The Tucson pilot delivered 174 pantry packs to 58 seniors in three months. Nine in ten told us the packs helped them skip fewer meals.</p>
<p>The Senior Nutrition Pantry Packs campaign is now ongoing. Every $25 fills one pack for a month.</p>
<h2>What is in a pack</h2>
<ul>
  <li>Protein shakes and oatmeal</li>
  <li>Canned fish and low-sodium soups</li>
  <li>A month of multivitamins</li>
</ul>
<p><a href="/projects/library?category=helping-hand">See all Helping Hand campaigns</a></p>`,
    category: "Campaigns",
    author: "Sam Nguyen",
    publishedDate: new Date("2026-02-10T15:00:00Z"),
    imageUrl: "/images/seed/senior-nutrition.svg",
    imageAlt: "A pantry pack of oatmeal, soup, canned fish, apples and vitamins in a grocery bag",
    externalUrl: null,
    tags: ["seniors", "nutrition", "arizona"],
    isPublished: true,
  },
  {
    title: "AMERA Diamonds Agents: What the First 40 Learned",
    description:
      "Nine months in, our first AMERA Diamonds agents share what sold, what didn't and how they explain lab-grown stones.",
    content: `<p>Forty members joined the AMERA Diamonds Agent Program in its first nine months. Together they sold 312 pieces.</p>
<h2>Three lessons from the field</h2>
<ol>
  <li>Stud earrings and tennis bracelets sell year-round; engagement rings sell in December and February.</li>
  <li>Customers trust a clear explanation: same crystal as a mined diamond, grown in a US lab.</li>
  <li>The 14-day shipping guarantee closes sales before holidays.</li>
</ol>
<p>"My code name is on every order, so I always know what I earned," says agent Roberta Mills of Waco, Texas.</p>`,
    category: "Partnerships",
    author: "Priya Raman",
    publishedDate: new Date("2026-01-15T15:00:00Z"),
    imageUrl: "/images/seed/amera-diamonds.svg",
    imageAlt: "A brilliant-cut lab-grown diamond on a velvet stand",
    externalUrl: null,
    tags: ["amera", "lab-grown diamonds", "agents"],
    isPublished: true,
  },
  {
    title: "120 Holiday Care Boxes Delivered to Fort Campbell Families",
    description: "Blue Star Neighbors of Clarksville and our volunteers delivered every box before December 20.",
    content: `<p>Thirty-four volunteers delivered 120 holiday care boxes to families of deployed soldiers from Fort Campbell.</p>
<p>Each box had vitamins, hand cream, lip balm, a family board game and healthy snacks.</p>
<p>The Clarksville Leaf-Chronicle covered the delivery day; read their story at the link below.</p>`,
    category: "Campaigns",
    author: "Walter Haines",
    publishedDate: new Date("2025-12-22T15:00:00Z"),
    imageUrl: "/images/seed/news-campaigns.svg",
    imageAlt: "A donation box with a heart, coins dropping in and a progress bar rising",
    externalUrl: "https://www.example.com/news/clarksville-holiday-care-boxes",
    tags: ["military families", "holidays"],
    isPublished: true,
  },
  {
    // The one unpublished draft: it must never appear on public pages.
    title: "Thanksgiving Week Volunteer Schedule (Draft)",
    description: "Packing shifts and delivery routes for Thanksgiving week. Draft: times not yet confirmed.",
    content: `<p>Draft. Packing shifts in Fayetteville, Tucson and Memphis for the week of November 23. Times to be confirmed by site leads.</p>
<ul>
  <li>Fayetteville: Saturday 8:30-11:30</li>
  <li>Tucson: Thursday deliveries moved to Wednesday</li>
  <li>Memphis: TBC</li>
</ul>`,
    category: "Community",
    author: "Walter Haines",
    publishedDate: new Date("2026-11-20T15:00:00Z"),
    imageUrl: "/images/seed/news-community.svg",
    imageAlt: "Neighbors of all ages gathered in front of a community center",
    externalUrl: null,
    tags: ["volunteers", "schedule"],
    isPublished: false,
  },
];
