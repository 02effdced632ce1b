/**
 * The privacy policy and the terms (part 2 §2), as typed data. They describe what this site
 * really does: which forms it stores, which cookies it sets, how email leaves (through the
 * outbox) and how to ask for deletion. Change them together with the code they describe.
 */

/** Inline text: plain words, a link, or a value from configuration (the contact email and phone). */
export type Inline = string | { to: string; label: string } | { token: "email" | "phone" };

export type LegalBlock =
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "subsection"; title: string; blocks: LegalBlock[] }
  /** The organisation's email and toll-free phone from configuration. */
  | { kind: "contact" }
  /** How long each kind of record is kept, as set in the back office, and how long backups last. */
  | { kind: "retention" };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  lastUpdated?: { iso: string; display: string };
  sections: LegalSection[];
}

const p = (...text: Inline[]): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: Inline[][]): LegalBlock => ({ kind: "list", items });
const sub = (title: string, ...blocks: LegalBlock[]): LegalBlock => ({ kind: "subsection", title, blocks });
const EMAIL = { token: "email" } as const;

export const PRIVACY_POLICY: LegalDocument = {
  meta: {
    title: "Privacy Policy | Community Synergy Network",
    description:
      "What Community Synergy Network collects through its website, why, who it is shared with, and how to ask us to delete your information.",
  },
  eyebrow: "Privacy",
  title: "Privacy Policy",
  lead: "We ask only for what we need to answer you, run our programs and keep the site safe. We never sell your information.",
  // Part 2 §9.
  lastUpdated: { iso: "2024-11-10", display: "11/10/2024" },
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        p(
          "We collect information in three ways: when you fill in a form, when you create an account, and, in a very limited way, when you simply visit.",
        ),
        sub(
          "What you send us through our forms",
          p("Each form stores exactly the fields you see on it:"),
          list(
            ["Contact form: your name, email address, an optional subject and your message."],
            [
              "Volunteer application: your name, email, phone number, street address, city, state, ZIP code, the areas you'd like to help with, your availability, any experience you choose to share and how you heard about us.",
            ],
            [
              "Campaign support requests and partner applications: your name, contact details, location and the answers you give on that form.",
            ],
            [
              "Academy enrollments: the course you chose (linked to your account if you are signed in) and, if you offer to support the Academy, your email address and how you would like to help.",
            ],
            ["Newsletter: your email address and whether you have confirmed or unsubscribed."],
          ),
          p(
            "We never ask for Social Security numbers, bank details or payment card numbers on this website. If a partner program later needs tax details, we request them through a secure channel after you have been accepted, never through a public web form.",
          ),
        ),
        sub(
          "Accounts",
          p(
            "If you create an account we keep your email address, your password stored only as a secure one-way hash (nobody, including our staff, can read it), and a record of your signed-in sessions, including the IP address and browser type seen when you signed in, so you can be signed out everywhere if needed.",
          ),
        ),
        sub(
          "Cookies",
          p("We use two cookies, both strictly necessary, and no advertising or tracking cookies:"),
          list(
            [
              "A session cookie that keeps you signed in. It exists only if you sign in, and it ends when you sign out or the session expires.",
            ],
            [
              'A one-time message cookie that carries a confirmation (for example "Saved") to the next page you see. It is deleted as soon as the message is shown.',
            ],
          ),
          p(
            "We do not use analytics, advertising trackers or social media pixels. The embedded donation form is provided by our donation platform and may set its own cookies, as described in that platform's privacy policy.",
          ),
        ),
        sub(
          "When you visit",
          p(
            "Like every website, our server receives your IP address with each request. We use it briefly to limit repeated form submissions from the same address, which protects our forms against spam. Our server logs record which pages were requested and when, without the contents of any form.",
          ),
        ),
        sub(
          "Children",
          p(
            "Our website is meant for adults. We do not knowingly collect information from children under 13. If you believe a child has sent us information, contact us and we will delete it.",
          ),
        ),
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        list(
          ["To answer your message, usually within 24-48 hours."],
          ["To review your volunteer, campaign or partner application and contact you about it."],
          ["To give you access to Academy courses and your account."],
          ["To send the newsletter you asked for. Every issue has an unsubscribe link."],
          ["To keep the site secure and prevent spam and abuse."],
          ["To meet our legal and reporting duties as a nonprofit."],
        ),
        p(
          'When you send a form, our staff receive an email notification with its contents so someone can act on it quickly. Every email we send, to you or to our staff, is first saved in our database (an "outbox") and then delivered by our email provider, so that no message is lost if delivery is briefly delayed.',
        ),
        sub(
          "How long we keep it, and deleting it",
          p(
            "We keep submissions for as long as we need them to respond, to run the program you applied for and to keep reasonable records. You can ask us at any time for a copy of the information we hold about you, or to delete it, on our ",
            { to: "/privacy/your-data", label: "Your data page" },
            ": we email you a link to confirm the request is yours, answer within 45 days, and email you once it is done. To correct something, email ",
            EMAIL,
            " from the address you used. We may keep a record only where the law requires it, for example donation records needed for tax purposes.",
          ),
          { kind: "retention" },
        ),
      ],
    },
    {
      id: "sharing",
      title: "Sharing your information",
      blocks: [
        p("We do not sell, rent or trade your personal information, and we do not share it for anyone's marketing."),
        p("We share it only in these cases:"),
        list(
          [
            "With service providers who help us run the site, such as our hosting and email delivery providers. They may use it only to provide their service to us.",
          ],
          [
            "With our donation platform when you give through the donation form. Your payment is handled by the platform and its payment processor under their own privacy policies; we receive the details needed to thank you and issue your receipt, such as your name, email and the amount, never your card number.",
          ],
          [
            "With a partner company, only when you apply for its program and only the details needed to consider your application. We will tell you on the form when this applies.",
          ],
          ["When the law requires it, or to protect the safety of people or the security of our site."],
        ),
        p(
          "Our online store is run on a separate shop site with its own privacy policy. Links to other websites are provided for your convenience; we are not responsible for their privacy practices.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        p("Questions about this policy, or a request to see, correct or delete your information? We're glad to help."),
        { kind: "contact" },
        p(
          "If we change this policy in a significant way, we will update the date above and announce the change on our website.",
        ),
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  meta: {
    title: "Terms of Service | Community Synergy Network",
    description:
      "The terms for using the Community Synergy Network website, its accounts, Academy and partner programs, written in plain language.",
  },
  eyebrow: "Terms",
  title: "Terms of Service",
  lead: "The ground rules for using our website, our Academy and our partner programs, in plain language.",
  sections: [
    {
      id: "disclaimer",
      title: "1. Disclaimer",
      blocks: [
        p(
          "Community Synergy Network is a 501(c)(3) nonprofit organization. The information on this website, including Academy courses, is shared for general education. It is not legal, tax, financial or medical advice; please consult a qualified professional about your own situation.",
        ),
        p(
          "Business opportunities listed on this site are offered by independent partner companies. We research partners before we recommend them, but we do not guarantee any income or result. What you earn depends on your own work, the partner's terms and the market.",
        ),
      ],
    },
    {
      id: "acceptance",
      title: "2. Acceptance of terms",
      blocks: [
        p(
          "By using this website, creating an account, enrolling in a course or applying to one of our programs, you agree to these terms and to our ",
          { to: "/privacy", label: "Privacy Policy" },
          ". If you do not agree, please do not use the site.",
        ),
      ],
    },
    {
      id: "membership",
      title: "3. Membership responsibilities",
      blocks: [
        p("If you create an account or take part in our programs, you agree to:"),
        list(
          ["Give accurate information and keep it up to date."],
          ["Keep your password private and tell us promptly if you think someone else has used your account."],
          ["Treat other members, volunteers, partners and our staff with respect."],
          [
            "Not misuse the site: no spam, no automated collection of content, no attempts to break in or disrupt it, and no content that is unlawful, hateful or infringes someone else's rights.",
          ],
        ),
      ],
    },
    {
      id: "partnership",
      title: "4. Partnership obligations",
      blocks: [
        p("If you join a partner program as an agent, consultant or distributor:"),
        list(
          ["You work as an independent participant, not as an employee or agent of Community Synergy Network."],
          [
            "You follow the partner company's own terms and all laws that apply to your business, including consumer protection and tax rules.",
          ],
          [
            "You describe products, earnings and our organization honestly, and you do not suggest that we guarantee results or endorse claims we have not made.",
          ],
          ["You use our name and logo only as we have agreed in writing."],
        ),
        p(
          "Businesses that partner with us agree to deal fairly with the people we introduce to them and to tell us promptly about any change in their program's costs or terms.",
        ),
      ],
    },
    {
      id: "confidentiality",
      title: "5. Confidentiality",
      blocks: [
        p(
          "Some of what we share is meant only for you: passwords to private courses, eligibility codes for campaigns, and materials from partner companies marked as confidential. Please do not pass them on, publish them or use them for anything other than the purpose they were given for.",
        ),
        p(
          "We treat what you send us with the same care, as described in our ",
          { to: "/privacy", label: "Privacy Policy" },
          ".",
        ),
      ],
    },
    {
      id: "liability",
      title: "6. Limitation of liability",
      blocks: [
        p(
          'We work hard to keep the website accurate and available, but we provide it "as is" and cannot promise it will always be error-free or uninterrupted.',
        ),
        p(
          "To the extent the law allows, Community Synergy Network, its board, staff and volunteers are not liable for indirect or consequential losses arising from your use of the website, from courses or from your dealings with partner companies. Nothing in these terms limits liability that cannot be limited by law.",
        ),
      ],
    },
    {
      id: "termination",
      title: "7. Termination",
      blocks: [
        p("You may stop using the site at any time and ask us to close your account by writing to ", EMAIL, "."),
        p(
          "We may suspend or close an account, or end someone's participation in a program, if these terms are seriously or repeatedly broken, or to protect other members, partners or the organization. Where it is reasonable, we will tell you why and give you a chance to respond.",
        ),
      ],
    },
    {
      id: "changes",
      title: "8. Changes to these terms",
      blocks: [
        p(
          "We may update these terms as our programs change. When we make a significant change, we will tell you by email or with an announcement on our website before it takes effect. Continuing to use the site after that means you accept the updated terms.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "9. Governing law",
      blocks: [
        p(
          "These terms are governed by the laws of the United States and of the state in which Community Synergy Network is incorporated, without regard to conflict-of-law rules. If any part of these terms cannot be enforced, the rest still applies.",
        ),
      ],
    },
    {
      id: "contact",
      title: "10. Contact",
      blocks: [
        p("Questions about these terms? We're happy to explain anything that isn't clear."),
        { kind: "contact" },
      ],
    },
  ],
};
