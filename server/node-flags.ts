/**
 * How the site's process runs (ADR 0015). Without a limit V8 sizes its heap from the machine's
 * memory (about 4 GB here) and lets it grow by hundreds of MB under load before it collects;
 * the embedded database's WebAssembly runs well enough on V8's baseline compiler, whose code
 * takes about 80 MB less than the optimizing compiler's; and glibc's per-thread arenas (zlib on
 * the thread pool) are capped at two. `npm run serve` and `npm run dev` set these on their command
 * line (package.json); the tests and the bench start server/main.mjs with them, so they measure
 * what production runs.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=4", "--liftoff-only"];

export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
