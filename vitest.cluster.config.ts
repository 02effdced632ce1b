import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:cluster`: two production processes on one PostgreSQL database behind nginx
// (TLS, round robin) with uploads in an S3 bucket (tests/cluster/). Needs TEST_DATABASE_URL
// (skipped without it) and nginx (fails without it). Files one at a time: each starts a cluster.
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    name: "cluster",
    environment: "node",
    include: ["tests/cluster/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
