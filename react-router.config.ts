import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel builds (several test runs at once) can each use their own folder.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
