import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel builds (several test runs at once) can each use their own folder.
  buildDirectory: process.env.BUILD_DIR || "build",
  // React Router 8's behavior, adopted one flag at a time on 7.x (docs/decisions/0010).
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: true,
  },
} satisfies Config;
