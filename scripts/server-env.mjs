/**
 * The environment the server process starts with (`npm start`, the benches that measure it as `npm start` runs it).
 * glibc's allocator reads these at process start, so they are set by whoever spawns the server, not by the server:
 * - `MALLOC_ARENA_MAX=2`: the server has several threads that allocate (PGlite's worker, libuv's pool, V8's
 *   helpers); glibc gives each its own arena, up to eight per core, and memory freed in one arena is not reused by
 *   another.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: a buffer of 128 KiB or more (a WebSocket frame, a large answer) is mapped on
 *   its own and unmapped when freed. By default glibc raises this threshold to the size of the largest block freed
 *   so far, after which such buffers come from the arenas, which keep the pages.
 * Measured with `npm run bench -- storm` (docs/decisions.md, "The server starts with two glibc allocator
 * settings").
 * A value the caller already set is kept.
 */
export const SERVER_ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** `env` with the allocator settings added where it does not set them itself. */
export function serverEnv(env) {
  return { ...SERVER_ALLOCATOR_ENV, ...env };
}
