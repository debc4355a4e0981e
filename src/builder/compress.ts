import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Precompressed copies beside every text file (`a.html.br`, `a.html.gz`), so hosts and
 * `npm run serve` send compressed bytes without compressing on each request.
 *
 * Brotli quality 5: on this site's HTML it gets within 2% of quality 9's size (16.4% of the
 * original against 16.1%) at a small fraction of the time, which keeps the build within its
 * budget; quality 11 would shrink pages another 2% for over ten times the CPU.
 */
export const BROTLI_QUALITY = 5;

/**
 * Gzip level 6 (zlib's default): on the built site's pages and twins level 9 saves 0.15% of the
 * gzipped bytes for about a third more CPU. Gzip is the fallback for clients without Brotli.
 */
export const GZIP_LEVEL = 6;

/** Files worth compressing: text the site serves. Images and Pagefind's binary chunks are not. */
export const TEXT_FILE = /\.(html|md|txt|xml|json|js|mjs|css|svg|webmanifest)$/;

export function writeCompressed(path: string, data: Buffer | string): void {
  const buf = typeof data === "string" ? Buffer.from(data) : data;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(buf, { level: GZIP_LEVEL }));
}

/** Writes a file and its compressed copies. */
export function writeWithCompressed(path: string, data: string): void {
  writeFileSync(path, data);
  writeCompressed(path, data);
}

/** Compresses files already on disk (the ones the main thread and Pagefind wrote). */
export function compressFiles(paths: readonly string[]): void {
  for (const p of paths) writeCompressed(p, readFileSync(p));
}
