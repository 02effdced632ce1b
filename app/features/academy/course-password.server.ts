/**
 * Private-course passwords (part 2 §4). Only a hash is stored; the spec compared
 * the plain password in the browser, which this project deliberately does not do.
 *
 * Format: `scrypt$<saltHex>$<hashHex>`, N=16384, r=8, p=1, 64-byte key.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = "scrypt";
const HEX = /^(?:[0-9a-f]{2})+$/i;

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashCoursePassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt);
  return `${PREFIX}$${salt.toString("hex")}$${key.toString("hex")}`;
}

/** True only for the right password; any malformed stored value is simply a mismatch. */
export async function verifyCoursePassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 3) return false;
  const [prefix, saltHex, hashHex] = parts as [string, string, string];
  if (prefix !== PREFIX || !HEX.test(saltHex) || !HEX.test(hashHex)) return false;
  const expected = Buffer.from(hashHex, "hex");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, Buffer.from(saltHex, "hex"));
  return timingSafeEqual(actual, expected);
}
