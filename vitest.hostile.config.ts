import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:hostile`: the production build as real processes under load, crashes, a lost
// database, hostile input and every access rule. Files one at a time (each starts servers).
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    name: "hostile",
    environment: "node",
    include: ["tests/hostile/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
  },
});
