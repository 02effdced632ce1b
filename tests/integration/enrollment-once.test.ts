import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseSubmissions } from "~/db/schema";
import { recordEnrollment } from "~/features/academy/academy.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { testEnv } from "../setup/context";
import { createCourse } from "../factories/academy";
import { createUser } from "../factories/users";

// Issue 35: enrolling twice in the same course with the same email made two rows.

let database: TestDatabase;
const env = testEnv();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`enrolling in a course (${process.env.TEST_DB_KIND})`, () => {
  it("keeps one row per course and email: the first, with its date and status; anonymous enrollments are each kept", async () => {
    const course = await createCourse(database.db);
    const other = await createCourse(database.db);
    const learner = await createUser(database.db);
    const user = { id: learner.id, email: learner.email };

    await recordEnrollment(database.db, env, { course, user });
    const [first] = await database.db.select().from(courseSubmissions).where(eq(courseSubmissions.courseId, course.id));
    await database.db
      .update(courseSubmissions)
      .set({ status: "in_progress" })
      .where(eq(courseSubmissions.id, first!.id));

    await recordEnrollment(database.db, env, { course, user });
    await recordEnrollment(database.db, env, { course: other, user });
    await recordEnrollment(database.db, env, { course, user: null });
    await recordEnrollment(database.db, env, { course, user: null });

    const rows = await database.db.select().from(courseSubmissions).where(eq(courseSubmissions.courseId, course.id));
    const mine = rows.filter((row) => row.email === learner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: first!.id, status: "in_progress", createdAt: first!.createdAt });
    expect(rows.filter((row) => row.email === null)).toHaveLength(2);
    expect(
      await database.db.select().from(courseSubmissions).where(eq(courseSubmissions.courseId, other.id)),
    ).toHaveLength(1);
  });
});
