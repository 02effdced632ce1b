import type { Db } from "~/db/client.server";
import {
  agentApplications,
  consultantApplications,
  contactSubmissions,
  courseSubmissions,
  diamondApplications,
  opportunityApplications,
  volunteerApplications,
  volunteerFormSubmissions,
} from "~/db/schema";
import { single, unique, uniqueEmail } from "./unique";

export async function createContactSubmission(
  db: Db,
  overrides: Partial<typeof contactSubmissions.$inferInsert> = {},
): Promise<typeof contactSubmissions.$inferSelect> {
  const name = overrides.name ?? unique("Contact");
  return single(
    await db
      .insert(contactSubmissions)
      .values({
        name,
        email: uniqueEmail("contact"),
        subject: "A question",
        message: `${name} asks a question.`,
        ...overrides,
      })
      .returning(),
  );
}

export async function createVolunteerApplication(
  db: Db,
  overrides: Partial<typeof volunteerApplications.$inferInsert> = {},
): Promise<typeof volunteerApplications.$inferSelect> {
  return single(
    await db
      .insert(volunteerApplications)
      .values({
        firstName: unique("Volunteer"),
        lastName: "Tester",
        email: uniqueEmail("volunteer"),
        phone: "(555) 555-0101",
        address: "2 Main St",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
        interests: ["events"],
        availability: "weekends",
        experience: null,
        hearAboutUs: "friend",
        ...overrides,
      })
      .returning(),
  );
}

export async function createVolunteerFormSubmission(
  db: Db,
  overrides: Partial<typeof volunteerFormSubmissions.$inferInsert> = {},
): Promise<typeof volunteerFormSubmissions.$inferSelect> {
  return single(
    await db
      .insert(volunteerFormSubmissions)
      .values({
        name: unique("Academy Helper"),
        email: uniqueEmail("helper"),
        fieldOfInterest: "teaching",
        preferredContact: "email",
        ...overrides,
      })
      .returning(),
  );
}

export async function createCourseSubmission(
  db: Db,
  overrides: Partial<typeof courseSubmissions.$inferInsert> = {},
): Promise<typeof courseSubmissions.$inferSelect> {
  return single(
    await db
      .insert(courseSubmissions)
      .values({
        chosenCourse: unique("Test Course"),
        name: unique("Learner"),
        email: uniqueEmail("learner"),
        ...overrides,
      })
      .returning(),
  );
}

export async function createAgentApplication(
  db: Db,
  overrides: Partial<typeof agentApplications.$inferInsert> = {},
): Promise<typeof agentApplications.$inferSelect> {
  return single(
    await db
      .insert(agentApplications)
      .values({
        fullName: unique("Partner Applicant"),
        email: uniqueEmail("partner"),
        phone: "(555) 555-0102",
        location: "Springfield, IL",
        projectInterest: unique("Test Partner Program"),
        ...overrides,
      })
      .returning(),
  );
}

type ProgrammeApplication = typeof consultantApplications.$inferInsert;

const programmeDefaults = (): ProgrammeApplication => ({
  fullName: unique("Programme Applicant"),
  email: uniqueEmail("programme"),
  phone: "(555) 555-0103",
  state: "IL",
  experienceLevel: "beginner",
  collaborationType: "part-time",
});

export async function createConsultantApplication(
  db: Db,
  overrides: Partial<ProgrammeApplication> = {},
): Promise<typeof consultantApplications.$inferSelect> {
  return single(
    await db
      .insert(consultantApplications)
      .values({ ...programmeDefaults(), ...overrides })
      .returning(),
  );
}

export async function createDiamondApplication(
  db: Db,
  overrides: Partial<ProgrammeApplication> = {},
): Promise<typeof diamondApplications.$inferSelect> {
  return single(
    await db
      .insert(diamondApplications)
      .values({ ...programmeDefaults(), ...overrides })
      .returning(),
  );
}

export async function createOpportunityApplication(
  db: Db,
  overrides: Partial<typeof opportunityApplications.$inferInsert> = {},
): Promise<typeof opportunityApplications.$inferSelect> {
  return single(
    await db
      .insert(opportunityApplications)
      .values({
        opportunityType: "individual",
        name: unique("Opportunity Applicant"),
        email: uniqueEmail("opportunity"),
        phone: "(555) 555-0104",
        location: "Springfield, IL",
        ...overrides,
      })
      .returning(),
  );
}
