import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./node-flags";

describe("the server's heap settings", () => {
  it("are on the command line of `npm run serve` and `npm run dev`, as the tests and the bench use them", () => {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server/main.mjs`);
    // Vite's dev server compiles the app in the same process: it ran out of a 128 MB heap
    // (issue 20), so `npm run dev` has a larger one and the rest as production.
    const devFlags = SERVER_NODE_FLAGS.map((flag) =>
      flag.startsWith("--max-old-space-size=") ? "--max-old-space-size=512" : flag,
    );
    expect(manifest.scripts.dev).toContain(`node ${devFlags.join(" ")} server/main.mjs`);
    for (const script of ["serve", "dev"]) {
      for (const [name, value] of Object.entries(SERVER_ENV))
        expect(manifest.scripts[script]).toContain(`${name}=${value} `);
    }
  });
});
