import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("works with no configuration at all", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a generated session secret across starts", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(parseEnv({ DATA_DIR: dir }).SESSION_SECRET);
  });

  it("treats blank values as unset", () => {
    const env = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "", SMTP_URL: "  ", DONATION_FORM_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DONATION_FORM_URL).toBeUndefined();
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    try {
      parseEnv({ DATA_DIR: dataDir(), PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it("runs several server processes only on a PostgreSQL server", () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).WEB_CONCURRENCY).toBe(1);
    expect(() => parseEnv({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: can be above 1 only with DATABASE_URL/,
    );
    expect(
      parseEnv({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/site" }).WEB_CONCURRENCY,
    ).toBe(2);
    expect(() => parseEnv({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/site", PORT: "0" }),
    ).toThrow(/PORT: must name a port when WEB_CONCURRENCY is above 1/);
  });

  it("keeps the daily backups in DATA_DIR/backups, fourteen of them, unless told otherwise", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir })).toMatchObject({ BACKUP_DIR: path.join(dir, "backups"), BACKUPS_KEPT: 14 });
    expect(parseEnv({ DATA_DIR: dir, BACKUP_DIR: "/srv/backups", BACKUPS_KEPT: "30" })).toMatchObject({
      BACKUP_DIR: "/srv/backups",
      BACKUPS_KEPT: 30,
    });
    expect(() => parseEnv({ DATA_DIR: dir, BACKUPS_KEPT: "0" })).toThrow(/BACKUPS_KEPT/);
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash when given", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ DATA_DIR: dataDir(), PUBLIC_URL: "https://example.org/" }).PUBLIC_URL).toBe(
      "https://example.org",
    );
  });

  describe("TRUST_PROXY", () => {
    it("believes only the loopback proxy by default", () => {
      expect(parseEnv({ DATA_DIR: dataDir() }).TRUST_PROXY).toEqual(["loopback"]);
      expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: " " }).TRUST_PROXY).toEqual(["loopback"]);
    });

    it("takes a hop count as a number (Express reads a numeric string as an address)", () => {
      expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
      expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    });

    it("takes addresses, CIDR ranges and names, comma-separated", () => {
      expect(
        parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, uniquelocal" })
          .TRUST_PROXY,
      ).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7", "fd00::/8", "uniquelocal"]);
    });

    it.each([
      ["10.0.0.300", /TRUST_PROXY: invalid IP address: 10\.0\.0\.300/],
      ["10.0.0.0/33", /TRUST_PROXY: invalid range on address: 10\.0\.0\.0\/33/],
      ["my-proxy", /TRUST_PROXY: invalid IP address: my-proxy/],
      ["true", /TRUST_PROXY: must name the proxies/],
      [",", /TRUST_PROXY: must be a hop count/],
      ["-1", /TRUST_PROXY: invalid IP address: -1/],
    ])("stops on %j, naming the variable", (value, message) => {
      expect(() => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(message);
    });
  });
});
