/**
 * Memory of the build (budget: 2 GB for the whole process on a 2-core machine).
 *
 * The `build` script (package.json) starts Node with two settings that this module explains:
 *
 * - `--expose-gc`, so that `collectGarbage` can run a full collection between phases. Each phase
 *   leaves hundreds of megabytes of garbage (the reference's TypeScript programs and parsed
 *   packages, the guides' MDX trees, the workers' render garbage) that V8 would keep as heap until
 *   its own limits push it to collect, and the next phase's peak would sit on top of it: about
 *   200 MB off the full build's peak (process RSS sampled as bench/run.ts does).
 * - `MALLOC_MMAP_THRESHOLD_=131072` (glibc): buffers above 128 KB (a page's HTML as bytes, its
 *   Brotli and gzip copies, in both workers at once) are mapped and returned to the system when
 *   freed. By default glibc raises that threshold as such buffers are freed, then serves them from
 *   its per-thread arenas, which fragment and never shrink: about 200 MB more by the end of the
 *   render.
 *
 * Without them (a test, `tsx` by hand) the build is the same, only larger.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
