import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { accounts, userRoles, users } from "~/db/schema";
import { createAuth, ensureFirstAdmin } from "~/features/auth/auth.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../setup/database";
import { testEnv } from "../setup/context";

const logger = createLogger("silent");

describe(`the first administrator from ADMIN_EMAIL (${process.env.TEST_DB_KIND})`, () => {
  it("is created once, with its password, when several processes start at the same time", async () => {
    const database = await createTestDatabase();
    // On PostgreSQL each start has a connection pool of its own, as separate processes do (the
    // cluster suite starts two at once on an empty database); on PGlite the starts interleave.
    const starts: Database[] = database.url
      ? await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url: database.url! })))
      : [database, database, database];
    const env = testEnv({ ADMIN_EMAIL: "First.Admin@example.org", ADMIN_PASSWORD: "harbor-lights-2026" });
    try {
      const results = await Promise.allSettled(starts.map((start) => ensureFirstAdmin({ db: start.db, env, logger })));
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);

      const created = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, "first.admin@example.org"));
      expect(created).toHaveLength(1);
      const credentials = await database.db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, created[0]!.id));
      expect(credentials).toEqual([{ providerId: "credential" }]);
      expect(await database.db.select({ role: userRoles.role }).from(userRoles)).toEqual([{ role: "admin" }]);

      // The one account signs in with ADMIN_PASSWORD.
      const auth = createAuth({ db: database.db, env, logger });
      const signedIn = await auth.api.signInEmail({
        body: { email: "first.admin@example.org", password: "harbor-lights-2026" },
      });
      expect(signedIn.user.id).toBe(created[0]!.id);

      // A later start changes nothing.
      await ensureFirstAdmin({ db: database.db, env, logger });
      expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(1);
    } finally {
      if (database.url) await Promise.all(starts.map((start) => start.close()));
      await database.close();
    }
  });

  it("gives the admin role to an account that already has the address", async () => {
    const database = await createTestDatabase();
    const env = testEnv({ ADMIN_EMAIL: "member@example.org", ADMIN_PASSWORD: "harbor-lights-2026" });
    try {
      const auth = createAuth({ db: database.db, env, logger });
      const context = await auth.$context;
      const member = await context.internalAdapter.createUser(
        { email: "member@example.org", name: "member", emailVerified: true },
        { method: "email-password" } as never,
      );
      await ensureFirstAdmin({ db: database.db, env, logger });
      expect(await database.db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles)).toEqual([
        { userId: member.id, role: "admin" },
      ]);
      expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
