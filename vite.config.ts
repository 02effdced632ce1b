import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Icons the site shell (header, footer, toasts, error pages, form controls) draws on every
 * page. Each would otherwise be its own tiny file; one file compresses far better (the
 * JavaScript budget counts gzipped bytes: ARCHITECTURE.md).
 */
const SHELL_ICONS = new Set([
  "arrow-left", "arrow-right", "book-open", "chevron-down", "circle-alert", "circle-user",
  "heart", "house", "info", "layout-dashboard", "loader-circle", "log-in", "log-out", "mail", "menu", "phone",
  "rotate-ccw", "search", "shield-check", "users", "x", "circle-exclamation-point",
  "arrow-down",
]);
const isShellIcon = (id: string) => {
  const match = /lucide-react[\\/]dist[\\/]esm[\\/](?:icons[\\/]([a-z0-9-]+)\.mjs|(createLucideIcon|Icon|defaultAttributes|shared[\\/]src[\\/]utils[\\/][a-zA-Z]+)\.mjs)/.exec(id);
  return Boolean(match && (match[2] || SHELL_ICONS.has(match[1]!)));
};

/**
 * The stylesheet's address is imported on both sides (app/root.tsx, `?url`): both builds must
 * write the same CSS, or the server's HTML names one file and the browser, once hydrated, loads
 * a second copy under another name. The server build's own target (node20) would otherwise be
 * used for its CSS too, and that drops the browsers' prefixes.
 */
const CSS_TARGET = "es2022";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, so the database, the
  // request handler and the routes share one module graph (one PGlite).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20", cssTarget: CSS_TARGET }
    : {
        target: "es2022",
        cssTarget: CSS_TARGET,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "shell-icons", test: isShellIcon, priority: 10 }] },
          },
        },
      },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
