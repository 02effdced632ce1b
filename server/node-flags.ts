/**
 * How the site's process runs (ADR 0015). Without a limit V8 sizes its heap from the machine's
 * memory (about 4 GB here) and lets it grow by hundreds of MB under load before it collects;
 * the embedded database's WebAssembly runs well enough on V8's baseline compiler, whose code
 * takes about 80 MB less than the optimizing compiler's; and glibc's per-thread arenas (zlib on
 * the thread pool) are capped at two. `npm run serve` and `npm run dev` set these on their command
 * line (package.json); the tests and the bench start server/main.mjs with them, so they measure
 * what production runs.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=4", "--liftoff-only"];

export const SERVER_ENV = {
  MALLOC_ARENA_MAX: "2",
  // Blocks of 128 KB or more (zlib's Brotli state, large buffers) are mapped on their own and
  // given back when freed, and free memory at the top of the heap is returned past 128 KB: glibc
  // otherwise raises both thresholds as it sees large blocks freed, and keeps the memory.
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "131072",
};
