import { randomBytes } from "node:crypto";
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from "~/utils/site-time";

/** The made-up address POSTAL_ADDRESS has until the operator sets theirs (the send screen warns). */
export const DEMO_POSTAL_ADDRESS = "P.O. Box 4127, Springfield, IL 62708";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";

/**
 * Every environment variable the site reads, validated once at start.
 * A bad value stops the server with a message naming the variable.
 */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;

const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

/**
 * Which proxies in front of the site to believe (their `X-Forwarded-For`, `-Proto`, `-Host`),
 * in the forms Express's `trust proxy` takes: a hop count (`1`: the one proxy in front), or
 * addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`, comma-separated.
 * `true` (believe anyone) is refused: every visitor could then pick their own address.
 */
const TrustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default("loopback")
    .transform((value, context): number | string[] => {
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      const problem =
        value === "true"
          ? "must name the proxies (addresses, CIDR ranges, loopback …) or count them (a number); true would believe every client's X-Forwarded-For"
          : entries.length === 0
            ? "must be a hop count or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal"
            : compileProblem(entries);
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return entries;
    }),
);

function compileProblem(entries: string[]): string | undefined {
  try {
    proxyAddr.compile(entries);
    return undefined;
  } catch (error) {
    // proxy-addr names the bad entry ("invalid IP address: 10.0.0.300").
    return `${(error as Error).message} (give a hop count or addresses, CIDR ranges, loopback, linklocal or uniquelocal, comma-separated)`;
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    /** The proxies whose forwarded headers are believed (Express `trust proxy`); see `TrustProxy`. */
    TRUST_PROXY: TrustProxy,
    DATA_DIR: z.string().default("./data"),
    /** Where the daily backups of the embedded database go (default `DATA_DIR/backups`). */
    BACKUP_DIR: z.preprocess(blankToUndefined, z.string().optional()),
    /** How many daily backups are kept; older ones are deleted. */
    BACKUPS_KEPT: z.coerce.number().int().min(1).max(10_000).default(14),
    /** Where `npm run build` put the site (tests may build into their own folder). */
    BUILD_DIR: z.preprocess(blankToUndefined, z.string().default("build")),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    /**
     * How many server processes share the port (server/main.mjs, ADR 0019): one per core to use
     * them all. Above 1 only with DATABASE_URL, as the embedded database belongs to one process.
     */
    WEB_CONCURRENCY: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
    SESSION_SECRET: z.preprocess(blankToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Community Synergy Network <hello@communitysynergy.org>"),
    STAFF_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
    /**
     * Minutes between staff digest emails, once submissions come faster than staff notifications
     * go out one by one (ADR 0021; default 10). Fractions are allowed (tests use seconds).
     */
    STAFF_DIGEST_MINUTES: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .positive()
        .max(24 * 60)
        .optional(),
    ),
    /** `false` closes sign-up ('New registrations are currently disabled.'). */
    ALLOW_SIGN_UP: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(blankToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
    DONATION_FORM_URL: optionalUrl,
    /** The donation platform's embed script, when it has one (loaded on /donate only). */
    DONATION_SCRIPT_URL: optionalUrl,
    STORE_URL: z.preprocess(blankToUndefined, z.url().default("https://store.communitysynergy.org")),
    VOLUNTEER_FORM_URL: optionalUrl,
    CONTACT_EMAIL: z.email().default("info@communitysynergy.org"),
    CONTACT_PHONE: z.string().min(3).default("1-800-555-0199"),
    /**
     * The organization's postal address, printed at the foot of every newsletter (US law for
     * bulk email, CAN-SPAM, asks for a valid physical address). Set it to the real one.
     */
    POSTAL_ADDRESS: z.string().min(5).default(DEMO_POSTAL_ADDRESS),
    /** Newsletter messages per minute handed to the mail server (0 = as fast as it takes them). */
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(300),
    /** The one time zone of every date input, list, email and CSV (an IANA name). */
    SITE_TIME_ZONE: z
      .string()
      .default(DEFAULT_SITE_TIME_ZONE)
      .refine(isTimeZone, "must be an IANA time zone name, for example America/New_York"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Multiplies every rate limit (load tests raise it; never lower than 1 in production). */
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    SEED_DEMO_CONTENT: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** Serve anonymous public pages from the in-process HTML cache (server/html-cache/). */
    HTML_CACHE: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /**
     * Donation webhooks (issue 37). Each endpoint exists only when its secret is set (404
     * otherwise). Stripe's is the endpoint's signing secret (`whsec_…`), Donorbox's the secret
     * its webhook settings show; the gifts endpoint for platforms that sign nothing (Every.org,
     * Zeffy through Zapier) is authenticated by this long random token in its address.
     */
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9+/=_-]{16,}$/, "must be the endpoint's signing secret (whsec_…)")
        .optional(),
    ),
    DONORBOX_WEBHOOK_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(16, "must be at least 16 characters (the secret Donorbox shows)").optional(),
    ),
    GIFTS_WEBHOOK_TOKEN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{32,200}$/,
          "must be at least 32 letters, digits, - or _ (for example: openssl rand -hex 32)",
        )
        .optional(),
    ),
    /**
     * The organization's IRS Employer Identification Number, printed on donors' year-end
     * statements (issue 37). Without it, statements cannot be made.
     */
    ORGANIZATION_EIN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{2}-\d{7}$/, "must be an EIN written as 12-3456789")
        .optional(),
    ),
    /** An S3-compatible bucket for uploaded images (all five or none; without them, `DATA_DIR/uploads/`). */
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (a-z, 0-9, dots, dashes)")
        .optional(),
    ),
    S3_REGION: z.preprocess(blankToUndefined, z.string().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
    /** Where the bucket's files are publicly readable (e.g. a CDN); without it, /media/… proxies them. */
    S3_PUBLIC_URL: optionalUrl,
  })
  .superRefine((env, context) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message:
          "can be above 1 only with DATABASE_URL: the embedded database belongs to one process (set DATABASE_URL to a PostgreSQL server, or WEB_CONCURRENCY=1)",
      });
    }
    if (env.WEB_CONCURRENCY > 1 && env.PORT === 0) {
      context.addIssue({
        code: "custom",
        path: ["PORT"],
        message: "must name a port when WEB_CONCURRENCY is above 1 (with 0 each process would get a port of its own)",
      });
    }
    const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    const given = s3.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < s3.length) {
      for (const name of s3.filter((name) => env[name] === undefined)) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `is needed too when ${given.join(", ")} ${given.length === 1 ? "is" : "are"} set (set all five S3 variables, or none)`,
        });
      }
    }
    if (env.S3_PUBLIC_URL && given.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["S3_PUBLIC_URL"],
        message: "only makes sense with the other S3 variables",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string; SESSION_SECRET: string; BACKUP_DIR: string };

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: env.SESSION_SECRET ?? readOrCreateSecret(env.DATA_DIR),
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
  };
}

/** Without SESSION_SECRET, one is generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
