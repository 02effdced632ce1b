import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:hostile`: the production build as real processes under load, crashes, a lost
// database, hostile input and every access rule. Each file starts servers of its own. The files
// that measure the server under a flood or against a clock run one at a time, after the others
// have run two at a time (groupOrder): a neighbor's load would only blur what they measure.
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const ALONE = ["cache-flood", "client-mistakes", "form-bodies", "load", "lockout", "staff-flood"].map(
  (name) => `tests/hostile/${name}.test.ts`,
);
const shared = { environment: "node" as const, testTimeout: 240_000, hookTimeout: 300_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "hostile",
          include: ["tests/hostile/**/*.test.ts"],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: { ...shared, name: "hostile-alone", include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
