import type { courseLessons, courseModules, courses } from "~/db/schema";

/**
 * Demo password of the one private course ("Lab-Grown Diamond Agent Training").
 * Only its scrypt hash is stored; staff hand the password to registered agents.
 */
export const DEMO_PRIVATE_COURSE_PASSWORD = "Sparkle2025";

export type LessonSeed = Omit<typeof courseLessons.$inferInsert, "id" | "moduleId" | "createdAt">;
export type ModuleSeed = Omit<typeof courseModules.$inferInsert, "id" | "courseId" | "createdAt"> & {
  lessons: LessonSeed[];
};
/** A course with its plain demo password (hashed when seeding) instead of a hash. */
export type CourseSeed = Omit<typeof courses.$inferInsert, "id" | "passwordHash" | "createdAt" | "updatedAt"> & {
  password: string | null;
  modules: ModuleSeed[];
};

const video = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/**
 * Academy courses. Category strings "business opportunity" and "lab-grown diamonds"
 * must match exactly (lower case): part 2 §2 themes those two red and purple.
 * One course has no level or duration so the page defaults are used.
 */
export const COURSES: CourseSeed[] = [
  {
    title: "Starting Your Business Opportunity: First 90 Days",
    description:
      "A practical, week-by-week plan for your first three months with a partner company: choosing a program, setting up, finding customers and tracking your numbers.",
    fullDescription:
      "This course is for members who have just joined, or are about to join, one of our partner programs. You will compare the programs side by side, set up the few things every small business needs (an EIN, a separate bank account and a simple ledger), find your first ten customers and learn what being an independent contractor means at tax time. Each module ends with a short checklist. Most learners finish in two or three evenings; study groups meet weekly in Birmingham, Dayton and online.",
    category: "business opportunity",
    level: "Beginner",
    duration: "3h 20m",
    imageUrl: "/images/seed/course-business.svg",
    imageAlt: "A small shop, a rising sales chart and a 90-day calendar",
    isPrivate: false,
    password: null,
    modules: [
      {
        title: "Choosing the Right Opportunity",
        description: "Compare partner programs by start-up cost, income pattern and the time they really take.",
        sortOrder: 1,
        lessons: [
          {
            title: "Welcome: How This Course Works",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 8,
            isPreview: true,
            content: `<h2>Welcome</h2>
<p>Starting a business next to a job, a family or both is hard. This course breaks the first 90 days into small, concrete steps.</p>
<ul>
  <li><strong>Module 1</strong> helps you choose a program that fits your money and your time.</li>
  <li><strong>Module 2</strong> covers the first 30 days: paperwork and first customers.</li>
  <li><strong>Module 3</strong> turns the work into a weekly habit.</li>
</ul>
<p>Mark each lesson complete as you go. If you get stuck, bring your question to a study group.</p>`,
          },
          {
            title: "Comparing Partner Programs: Costs, Income and Time",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 20,
            isPreview: true,
            content: `<h2>Three questions for every program</h2>
<ol>
  <li><strong>What does it cost to start?</strong> A beauty consultant starter kit, an opening stock order for a phone-accessory territory, or nothing at all for a diamond agent.</li>
  <li><strong>How does money come in?</strong> One-off sales, recurring commission (AI automation agents) or an hourly wage (tax preparers and home health aides).</li>
  <li><strong>How many hours a week?</strong> Be honest. Five focused hours beat twenty imagined ones.</li>
</ol>
<p>Write your answers for two programs side by side before you apply to either.</p>`,
          },
          {
            title: "Three Members, Three Paths",
            sortOrder: 3,
            contentType: "video",
            durationMinutes: 12,
            isPreview: false,
            videoUrl: video("Qm3vT8sLx2A"),
            content: `<p>Keisha (beauty consultant, Birmingham), Dan (tax preparer, Charlotte) and Rosa (diamond agent, Waco) describe their first three months: what they spent, what they earned and what surprised them.</p>`,
          },
        ],
      },
      {
        title: "Your First 30 Days",
        description: "Set up the basics and have your first customer conversations.",
        sortOrder: 2,
        lessons: [
          {
            title: "Setting Up: EIN, Bank Account and a Simple Ledger",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 25,
            isPreview: false,
            content: `<h2>The three things to do this week</h2>
<ul>
  <li><strong>An EIN</strong> from the IRS. It is free, takes ten minutes online, and means you do not hand your Social Security number to every partner.</li>
  <li><strong>A separate bank account</strong>, even a free checking account, used only for the business.</li>
  <li><strong>A ledger</strong>: a spreadsheet with date, description, money in, money out.</li>
</ul>
<p>You do not need an LLC to start. Talk to a tax professional before you form one.</p>`,
          },
          {
            title: "Finding Your First Ten Customers",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 30,
            isPreview: false,
            content: `<h2>Start with people who already trust you</h2>
<p>Write down 30 names: family, coworkers, neighbors, church or club members, former classmates. Next to each, note what they might need.</p>
<h3>Ask for advice, not a sale</h3>
<p>"I'm starting a small business and I'd value your opinion" opens more doors than a pitch. Listen more than you talk.</p>
<ul>
  <li>Aim for three conversations a week.</li>
  <li>Follow up once, kindly, after a week.</li>
  <li>Ask every happy customer for one introduction.</li>
</ul>`,
          },
          {
            title: "A First Customer Conversation",
            sortOrder: 3,
            contentType: "video",
            durationMinutes: 15,
            isPreview: false,
            videoUrl: video("hX9pR2wKc7E"),
            content: `<p>Watch a role-played first meeting between a new consultant and a neighbor, then a second take with notes on what went better.</p>`,
          },
        ],
      },
      {
        title: "Days 31 to 90: Building a Habit",
        description: "Track a few numbers, understand your taxes and review your first quarter.",
        sortOrder: 3,
        lessons: [
          {
            title: "Weekly Numbers: What to Track",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>Four numbers, every Sunday</h2>
<ol>
  <li>Conversations held</li>
  <li>Sales made</li>
  <li>Money in</li>
  <li>Money out</li>
</ol>
<p>After eight weeks you will see which activities lead to sales. Do more of those.</p>`,
          },
          {
            title: "Independent Contractor Taxes and Form 1099",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 25,
            isPreview: false,
            content: `<h2>You are your own employer</h2>
<p>Most partner programs treat you as an independent contractor. Nobody withholds tax from your commissions. If you earn $600 or more from one company in a year, it sends you a <strong>Form 1099</strong>.</p>
<ul>
  <li>Set aside 25 to 30 percent of your profit for federal, state and self-employment tax.</li>
  <li>Keep receipts for business expenses: samples, mileage, a share of your phone bill.</li>
  <li>If you expect to owe $1,000 or more, pay quarterly estimates.</li>
</ul>
<p>This lesson is general education, not tax advice.</p>`,
          },
          {
            title: "Your 90-Day Review",
            sortOrder: 3,
            contentType: "text",
            durationMinutes: null,
            isPreview: false,
            content: `<h2>Look back before you look ahead</h2>
<p>Set aside one quiet hour. Answer these in writing:</p>
<ul>
  <li>What did I earn and spend?</li>
  <li>Which customers came back, and why?</li>
  <li>What took more time than I expected?</li>
  <li>Do I continue, change programs, or stop?</li>
</ul>
<p>All three are good answers. Share yours with your study group or mentor.</p>`,
          },
        ],
      },
    ],
  },
  {
    title: "Lab-Grown Diamond Agent Training",
    description:
      "For registered AMERA Diamonds agents: how lab-grown diamonds are made and graded, how the agent agreement works, and how to sell honestly.",
    fullDescription:
      "This private course continues the Academy's diamond series with lessons #11 to #16. It explains what a lab-grown diamond is, how to read a grading report, and every part of the AMERA Diamonds agent agreement: the digital catalog, the agent cost list and MSRP, discounts above cost, your unique code name, how profit is calculated, Form 1099 and the 14-day shipping guarantee. The final lesson covers how AMERA grows its diamonds in US facilities with CVD technology. Ask your program coordinator for the course password.",
    category: "lab-grown diamonds",
    level: "Intermediate",
    duration: "2h 40m",
    imageUrl: "/images/seed/course-diamonds.svg",
    imageAlt: "A diamond under a jeweler's loupe beside a grading report",
    isPrivate: true,
    password: DEMO_PRIVATE_COURSE_PASSWORD,
    modules: [
      {
        title: "Lab-Grown Diamond Basics",
        description: "What customers are actually buying.",
        sortOrder: 1,
        lessons: [
          {
            title: "Lesson #11: What Is a Lab-Grown Diamond?",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 15,
            isPreview: true,
            content: `<h2>Same crystal, different origin</h2>
<p>A lab-grown diamond is carbon arranged in the same cubic crystal as a mined diamond. It has the same hardness, sparkle and chemistry. Only specialist equipment can tell them apart.</p>
<ul>
  <li>It is <strong>not</strong> a simulant like cubic zirconia or moissanite.</li>
  <li>It usually costs 60 to 80 percent less than a mined diamond of the same grade.</li>
  <li>Resale value is lower than for mined stones. Say so if a customer asks.</li>
</ul>`,
          },
          {
            title: "Lesson #12: Reading a Grading Report",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>The four Cs</h2>
<ul>
  <li><strong>Cut</strong>: how well the stone returns light. The most important for sparkle.</li>
  <li><strong>Color</strong>: D (colorless) to Z. Most AMERA stones are D to G.</li>
  <li><strong>Clarity</strong>: from flawless to included. VS2 and above look clean to the eye.</li>
  <li><strong>Carat</strong>: weight; 1 carat is 0.2 grams.</li>
</ul>
<p>Every report states that the diamond is laboratory-grown and usually carries a laser inscription on the girdle.</p>`,
          },
        ],
      },
      {
        title: "The AMERA Agent Agreement",
        description: "Catalog, prices, your code name, your profit and your taxes.",
        sortOrder: 2,
        lessons: [
          {
            title: "Lesson #13: Catalog, Agent Cost and MSRP",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>Your price list</h2>
<p>You receive the AMERA Diamonds <strong>digital catalog</strong> and an <strong>agent cost list</strong> showing, for each piece, your cost and the manufacturer's suggested retail price (MSRP).</p>
<ul>
  <li>You may sell at MSRP or offer a discount, as long as the price stays above your agent cost.</li>
  <li>Prices are updated every quarter; always quote from the current list.</li>
  <li>Never share the agent cost list with customers.</li>
</ul>`,
          },
          {
            title: "Lesson #14: Your Code Name, Profit and Form 1099",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>How you get paid</h2>
<p>Each agent gets a unique <strong>code name</strong>. Customers enter it at checkout so the sale is credited to you.</p>
<p><strong>Profit = what the customer pays − your agent cost.</strong> Example: a pair of studs with an agent cost of $420 sold at $640 earns you $220.</p>
<ul>
  <li>You are an independent contractor, not an employee.</li>
  <li>AMERA pays monthly and issues a Form 1099 each January.</li>
  <li>Every order ships within 14 days (the 14-day shipping guarantee).</li>
</ul>`,
          },
        ],
      },
      {
        title: "Selling with Confidence",
        description: "Honest conversations and the Made in USA story.",
        sortOrder: 3,
        lessons: [
          {
            title: "Lesson #15: An Honest Sales Conversation",
            sortOrder: 1,
            contentType: "video",
            durationMinutes: 18,
            isPreview: false,
            videoUrl: video("dT4nW8qLm1Z"),
            content: `<p>Agent Rosa Delgado of Waco, Texas, walks a couple through choosing an engagement ring, explains lab-grown versus mined diamonds plainly and answers the resale question without pressure.</p>`,
          },
          {
            title: "Lesson #16: Made in the USA: How AMERA Grows Diamonds with CVD",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 25,
            isPreview: false,
            content: `<h2>Grown in the USA</h2>
<p>AMERA Diamonds manufactures its lab-grown diamonds in US facilities using <strong>chemical vapor deposition (CVD)</strong> and cuts and grades them to US standards.</p>
<h3>How CVD works</h3>
<ol>
  <li>A thin diamond "seed" plate is placed in a sealed chamber.</li>
  <li>Methane and hydrogen gas are heated into a plasma.</li>
  <li>Carbon atoms settle on the seed, layer by layer, over several weeks.</li>
  <li>The rough crystal is cut, polished and graded.</li>
</ol>
<h3>What you can tell customers</h3>
<ul>
  <li>"This diamond was grown in the United States."</li>
  <li>"It is a real diamond, with a grading report that says it is lab-grown."</li>
</ul>
<p>Do not claim a stone is "better" than a mined diamond or a guaranteed investment.</p>`,
          },
        ],
      },
    ],
  },
  {
    title: "Household Budgeting and Credit Basics",
    description:
      "Build a budget you can stick to, understand your credit score and avoid the loans that trap families.",
    fullDescription:
      "A plain-language course for anyone who wants more control over money at home. You will track your spending for two weeks, build a realistic monthly budget, learn how credit scores are calculated, check your credit reports for free and spot predatory loans before you sign. No prior knowledge is needed, and nothing is sold.",
    category: "financial literacy",
    level: "Beginner",
    duration: "2h 30m",
    imageUrl: "/images/seed/course-finance.svg",
    imageAlt: "A piggy bank with coins, a budget pie chart and a credit card",
    isPrivate: false,
    password: null,
    modules: [
      {
        title: "Building a Budget That Works",
        description: "From a spending log to a budget that fits real life.",
        sortOrder: 1,
        lessons: [
          {
            title: "Where Does the Money Go? A Two-Week Spending Log",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 15,
            isPreview: true,
            content: `<h2>Write everything down for 14 days</h2>
<p>Before you plan, look. For two weeks, note every dollar you spend: rent, groceries, gas, the $3 coffee.</p>
<ul>
  <li>Use a notebook or the notes app on your phone.</li>
  <li>Do not judge yet; just record.</li>
  <li>At the end, group the spending into 6 to 8 categories.</li>
</ul>`,
          },
          {
            title: "The 50/30/20 Budget, Adjusted for Real Life",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>A starting point, not a rule</h2>
<p>The 50/30/20 idea: 50% of take-home pay for needs, 30% for wants, 20% for savings and debt. In many US cities rent alone takes 40%, so adjust.</p>
<h3>Make it yours</h3>
<ol>
  <li>List fixed needs first (rent, utilities, insurance).</li>
  <li>Set a weekly amount for groceries and gas.</li>
  <li>Pay yourself first: even $20 a paycheck into savings.</li>
</ol>`,
          },
          {
            title: "Building a Budget at the Kitchen Table",
            sortOrder: 3,
            contentType: "video",
            durationMinutes: 14,
            isPreview: false,
            videoUrl: video("Lb7cK2vNq5Y"),
            content: `<p>The Alvarez family of San Antonio build their first monthly budget with a volunteer coach, using their two-week spending log.</p>`,
          },
        ],
      },
      {
        title: "Understanding Credit",
        description: "Scores, reports and loans to avoid.",
        sortOrder: 2,
        lessons: [
          {
            title: "How Credit Scores Are Calculated",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>What moves your score</h2>
<ul>
  <li><strong>Payment history</strong> (about 35%): pay on time, every time.</li>
  <li><strong>Amounts owed</strong> (about 30%): keep card balances under 30% of the limit.</li>
  <li><strong>Length of history</strong> (about 15%): keep old accounts open.</li>
  <li><strong>New credit</strong> and <strong>credit mix</strong> (about 10% each).</li>
</ul>`,
          },
          {
            title: "Fixing Errors on Your Credit Report",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 15,
            isPreview: false,
            content: `<h2>Check all three reports for free</h2>
<p>You can get free reports from Equifax, Experian and TransUnion at AnnualCreditReport.com. About one in five people finds an error.</p>
<ol>
  <li>Circle anything you do not recognize.</li>
  <li>File a dispute online with the bureau that shows the error.</li>
  <li>Keep copies; the bureau must answer within 30 days.</li>
</ol>`,
          },
          {
            title: "Avoiding Predatory Loans",
            sortOrder: 3,
            contentType: "text",
            durationMinutes: null,
            isPreview: false,
            content: `<h2>Warning signs</h2>
<ul>
  <li>Annual percentage rates above 36%</li>
  <li>"No credit check" and pressure to sign today</li>
  <li>Fees to roll the loan over when you cannot pay</li>
</ul>
<p>Ask a credit union about small-dollar loans first. Many offer them at a fraction of the cost of a payday loan.</p>`,
          },
        ],
      },
    ],
  },
  {
    title: "Tax Season Ready: Bookkeeping for Small Business Owners",
    description: "Keep clean books all year so filing your taxes is a checklist, built with volunteers from LON Tax.",
    fullDescription:
      "Five short lessons for sole proprietors and partner-program members: separate your money, keep a weekly bookkeeping routine, know which receipts to keep and pay quarterly estimated taxes on time. Volunteers from the LON Tax Career Program recorded the year-end checklist. General education, not tax advice.",
    category: "financial literacy",
    // No level or duration: the pages show "All Levels" and "Self-paced" (part 2 §2).
    level: null,
    duration: null,
    imageUrl: "/images/seed/lon-tax.svg",
    imageAlt: "A tidy desk with a tax form, calculator, receipts and a coffee mug",
    isPrivate: false,
    password: null,
    modules: [
      {
        title: "Keeping Clean Books",
        description: "Simple habits that save hours in April.",
        sortOrder: 1,
        lessons: [
          {
            title: "Separate Business and Personal Money",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 10,
            isPreview: true,
            content: `<h2>One account, one purpose</h2>
<p>Open a checking account used only for the business. Pay business expenses from it and move your own pay to your personal account on a fixed day.</p>
<p>Mixed accounts are the number-one reason small-business returns take so long to prepare.</p>`,
          },
          {
            title: "A Weekly Bookkeeping Routine",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 15,
            isPreview: false,
            content: `<h2>Twenty minutes every Friday</h2>
<ol>
  <li>Download the week's bank transactions.</li>
  <li>Give each one a category: sales, supplies, mileage, phone, fees.</li>
  <li>Photograph receipts and name them by date.</li>
  <li>Write the week's total in and out in your ledger.</li>
</ol>`,
          },
        ],
      },
      {
        title: "Getting Ready for Filing",
        description: "Receipts, estimates and a year-end checklist.",
        sortOrder: 2,
        lessons: [
          {
            title: "Receipts: What to Keep and for How Long",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 12,
            isPreview: false,
            content: `<h2>Keep records for at least three years</h2>
<ul>
  <li>Receipts for every business expense over $75, and a log for smaller ones</li>
  <li>A mileage log: date, trip purpose, miles</li>
  <li>Every Form 1099 you receive</li>
  <li>Records for equipment for as long as you own it, plus three years</li>
</ul>`,
          },
          {
            title: "Quarterly Estimated Taxes",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 15,
            isPreview: false,
            content: `<h2>Four dates to put in your calendar</h2>
<p>If you expect to owe $1,000 or more, the IRS expects payments in April, June, September and January.</p>
<p>A simple method: each quarter, pay 25% of last year's total tax, or set aside 25 to 30 percent of each quarter's profit.</p>`,
          },
          {
            title: "A Year-End Checklist with LON Tax",
            sortOrder: 3,
            contentType: "video",
            durationMinutes: 20,
            isPreview: false,
            videoUrl: video("pV6sJ3mXa8R"),
            content: `<p>LON Tax preparer Dan Whitaker goes through the ten documents he asks every small-business client to bring in January.</p>`,
          },
        ],
      },
    ],
  },
  {
    title: "Leading Volunteers: Nonprofit Leadership Essentials",
    description:
      "For committee leads and site coordinators: recruit volunteers, run a great volunteer day and keep people coming back.",
    fullDescription:
      "Drawn from what works in our own packing crews and campaign teams. You will learn why people volunteer and why they stop, write clear role descriptions, plan a packing day step by step, handle safety and privacy, thank people well and deal with conflict kindly. Ideal for anyone who coordinates other volunteers, from a church group to a national campaign.",
    category: "nonprofit leadership",
    level: "Intermediate",
    duration: "2h 30m",
    imageUrl: "/images/seed/course-leadership.svg",
    imageAlt: "A volunteer team around a clipboard checklist and a flag on a hill",
    isPrivate: false,
    password: null,
    modules: [
      {
        title: "Recruiting and Welcoming Volunteers",
        description: "Find the right people and make their first day count.",
        sortOrder: 1,
        lessons: [
          {
            title: "Why People Volunteer (and Why They Stop)",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 15,
            isPreview: true,
            content: `<h2>People come for the cause and stay for the people</h2>
<p>Most volunteers say yes because someone they know asked them. They stop when their time feels wasted or nobody notices them.</p>
<ul>
  <li>Ask personally, with a specific task and time.</li>
  <li>Have work ready when they arrive.</li>
  <li>Learn every name by the second visit.</li>
</ul>`,
          },
          {
            title: "Writing a Clear Role Description",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: 15,
            isPreview: false,
            content: `<h2>Five lines are enough</h2>
<ol>
  <li>What the role does, in one sentence</li>
  <li>Hours per week (for example, Fundraising 4-8)</li>
  <li>Where it happens</li>
  <li>Who the volunteer reports to</li>
  <li>What they will learn</li>
</ol>`,
          },
        ],
      },
      {
        title: "Running a Great Volunteer Day",
        description: "Planning, safety and the day itself.",
        sortOrder: 2,
        lessons: [
          {
            title: "Planning a Packing Day Step by Step",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 20,
            isPreview: false,
            content: `<h2>Two weeks before</h2>
<ul>
  <li>Confirm the products have arrived and count them.</li>
  <li>Recruit 20% more volunteers than you need.</li>
</ul>
<h2>On the day</h2>
<ol>
  <li>Welcome and a five-minute briefing</li>
  <li>Assembly line with one checker at the end</li>
  <li>Photos (with permission) and a thank-you before people leave</li>
</ol>`,
          },
          {
            title: "Inside the Fayetteville Packing Crew",
            sortOrder: 2,
            contentType: "video",
            durationMinutes: 12,
            isPreview: false,
            videoUrl: video("Fc2yH7tRb4M"),
            content: `<p>Crew lead Denise Carter shows how twelve volunteers pack 40 care boxes for military families in under three hours.</p>`,
          },
          {
            title: "Safety, Food Handling and Privacy",
            sortOrder: 3,
            contentType: "text",
            durationMinutes: 15,
            isPreview: false,
            content: `<h2>Basics every lead must cover</h2>
<ul>
  <li>Lift with your legs; two people for boxes over 30 pounds.</li>
  <li>Check expiration dates on food and vitamins.</li>
  <li>Never photograph recipients or their addresses without written permission.</li>
  <li>Keep applicant lists locked away or deleted after delivery.</li>
</ul>`,
          },
        ],
      },
      {
        title: "Keeping Volunteers",
        description: "Thanks, feedback and the hard conversations.",
        sortOrder: 3,
        lessons: [
          {
            title: "Saying Thank You Well",
            sortOrder: 1,
            contentType: "text",
            durationMinutes: 10,
            isPreview: false,
            content: `<h2>Specific, personal and soon</h2>
<p>"Thanks, everyone" is forgettable. "Maria, the way you reorganized the vitamin table saved us half an hour" is not.</p>
<p>Send a short note or message within 48 hours of every volunteer day.</p>`,
          },
          {
            title: "Handling Conflict Kindly",
            sortOrder: 2,
            contentType: "text",
            durationMinutes: null,
            isPreview: false,
            content: `<h2>Talk early, talk privately</h2>
<ol>
  <li>Describe what happened, not the person.</li>
  <li>Ask for their side and listen.</li>
  <li>Agree one change and check in next time.</li>
</ol>
<p>If someone puts others at risk, ask them to step back and call your committee lead.</p>`,
          },
        ],
      },
    ],
  },
];
