import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCoursePassword } from "~/features/academy/course-password.server";
import { createCourse, createCourseWithLessons } from "../factories/academy";
import { createCampaign, createCompletedCampaign, createParticipant } from "../factories/campaigns";
import { createNewsItem } from "../factories/news";
import { createNewsletter, createSubscriber } from "../factories/newsletters";
import { createBusinessProject } from "../factories/projects";
import {
  createAgentApplication,
  createConsultantApplication,
  createContactSubmission,
  createCourseSubmission,
  createDiamondApplication,
  createOpportunityApplication,
  createVolunteerApplication,
  createVolunteerFormSubmission,
} from "../factories/submissions";
import { createTeamMember } from "../factories/team";
import { createUser } from "../factories/users";
import { createTestDatabase, type TestDatabase } from "../setup/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`test factories (${process.env.TEST_DB_KIND})`, () => {
  it("insert every kind of row twice without a unique column colliding", async () => {
    const { db } = database;
    for (let round = 0; round < 2; round++) {
      const campaign = await createCampaign(db);
      const other = await createCampaign(db);
      expect(other.eligibilityCode).not.toBe(campaign.eligibilityCode);
      await createParticipant(db, campaign);
      await createCompletedCampaign(db);
      await createBusinessProject(db);
      await createNewsItem(db);
      await createNewsletter(db);
      await createSubscriber(db);
      await createTeamMember(db);
      await createCourseWithLessons(db, { modules: 1, lessonsPerModule: 1 });
      await createContactSubmission(db);
      await createVolunteerApplication(db);
      await createVolunteerFormSubmission(db);
      await createCourseSubmission(db);
      await createAgentApplication(db);
      await createConsultantApplication(db);
      await createDiamondApplication(db);
      await createOpportunityApplication(db);
      await createUser(db, { role: round === 0 ? "admin" : undefined });
    }
  });

  it("keep the values a test gives and make a private course with a hashed password", async () => {
    const campaign = await createCampaign(database.db, { title: "Given Title", status: "Upcoming" });
    expect(campaign).toMatchObject({ title: "Given Title", status: "Upcoming", isPublished: true });
    const course = await createCourse(database.db, { password: "open-sesame" });
    expect(course.isPrivate).toBe(true);
    expect(course.passwordHash).not.toContain("open-sesame");
    expect(await verifyCoursePassword("open-sesame", course.passwordHash!)).toBe(true);
  });
});
