import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { symmetricEncrypt } from "better-auth/crypto";
import type { Db } from "~/db/client.server";
import { twoFactors, users } from "~/db/schema";
import type { Auth } from "~/features/auth/auth.server";

/**
 * Two-factor sign-in for test staff (ADR 0026): staff must have a second factor before any
 * back-office page, so the helpers that make a test admin enroll them here with a known secret,
 * stored as the plugin stores it (encrypted with the site's secret), and make codes with otpauth.
 */
export const TEST_TOTP_SECRET = "test-staff-authenticator-secret!";
export const TEST_BACKUP_CODES = Array.from({ length: 10 }, (_, i) => `test${i}-code${i}`);

/** The code an authenticator app holding `secret` shows now. `base32` when read off the enrollment page. */
export function totpCode(secret: string, { base32 = false }: { base32?: boolean } = {}): string {
  const key = base32 ? Secret.fromBase32(secret.replace(/\s+/g, "")) : Secret.fromUTF8(secret);
  return new TOTP({ secret: key, digits: 6, period: 30, algorithm: "SHA1" }).generate();
}

/** Gives an account a confirmed second factor with the test secret and backup codes. */
export async function enrolSecondFactor(db: Db, auth: Auth, userId: string): Promise<void> {
  const { secretConfig } = await auth.$context;
  await db.insert(twoFactors).values({
    id: randomUUID(),
    userId,
    secret: await symmetricEncrypt({ key: secretConfig, data: TEST_TOTP_SECRET }),
    backupCodes: await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(TEST_BACKUP_CODES) }),
    verified: true,
  });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
}
