/**
 * A memory device (docs/performance.md, "Peak memory"): after each full collection V8 lets the heap
 * grow to up to ~4× what survived it before the next one, so a 100k propose or apply with quotes
 * peaked at ~450 MiB RSS for ~170 MB of live data. Growing by at most 50% keeps it under ~390 MiB
 * (100k with quotes, medians of 3 interleaved: propose 445 → 378 MiB for 9.54 → 9.93 s; at 30%,
 * 371 MiB for 11.03 s, so 50%). A small run never collects fully: it costs nothing there.
 *
 * V8 stamps the code it caches with a digest of its flags, so the flag is set before any cached
 * code is loaded or made: first thing in the binary (./main.ts) and, in the bundle, in the entry
 * ahead of the compile cache (scripts/build-bundle.mjs); set later, every run would reject the
 * cache written by the one before.
 */
import { setFlagsFromString } from "node:v8";

/** @public scripts/build-bundle.mjs writes it into the bundle's entry, from dist/. */
export const HEAP_GROWTH_FLAG = "--heap-growing-percent=50";

export function boundHeapGrowth(): void {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}
