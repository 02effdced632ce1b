import { randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import { userRoles, users, type Role } from "~/db/schema";
import { single, unique, uniqueEmail } from "./unique";

/**
 * A user row (verified email, no password: it cannot sign in). For a signed-in session use
 * `signUp` in tests/integration/admin-helpers.ts, which goes through the real sign-up.
 */
export async function createUser(
  db: Db,
  { role, ...overrides }: Partial<typeof users.$inferInsert> & { role?: Role } = {},
): Promise<typeof users.$inferSelect> {
  const user = single(
    await db
      .insert(users)
      .values({
        id: randomBytes(12).toString("hex"),
        name: unique("Test User"),
        email: uniqueEmail("user"),
        emailVerified: true,
        ...overrides,
      })
      .returning(),
  );
  if (role) await db.insert(userRoles).values({ userId: user.id, role });
  return user;
}
