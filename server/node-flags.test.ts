import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./node-flags";

describe("the server's heap settings", () => {
  it("are on the command line of `npm run serve` and `npm run dev`, as the tests and the bench use them", () => {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const script of ["serve", "dev"]) {
      expect(manifest.scripts[script]).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server/main.mjs`);
      for (const [name, value] of Object.entries(SERVER_ENV))
        expect(manifest.scripts[script]).toContain(`${name}=${value} `);
    }
  });
});
