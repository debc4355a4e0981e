/**
 * The screenshots of the user guide: each `<Screenshot name="…" />` in a step of a procedure is
 * taken by the walk at that step (walker.ts, shoot.ts) and saved as WebP, at most 80 KB, in
 * content/user-guide/screenshots/<name>.webp, with its entry in the manifest beside them (size,
 * page, step, alt text: src/content/screenshots.ts). The encoder is Chromium's own, through a
 * canvas: the Chromium the walk already uses, so nothing else is installed.
 */
import { chromium } from "@playwright/test";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readScreenshotManifest, SCREENSHOTS_DIR, screenshotsDir, type ScreenshotManifest } from "../../content/screenshots";
import { chromiumLaunchOptions } from "../../testing/chromium";
import type { Procedure } from "./procedures";
import type { Shot, ShotRequest } from "./walker";

export const MAX_BYTES = 80 * 1024;

export interface Webp {
  data: Buffer;
  width: number;
  height: number;
}

/** The screenshots the procedures ask for, one per `<Screenshot>` step. */
export function shotRequests(procedures: Procedure[]): ShotRequest[] {
  const requests: ShotRequest[] = [];
  const seen = new Map<string, string>();
  for (const procedure of procedures) {
    for (const step of procedure.steps) {
      if (!step.screenshot) continue;
      const where = `${procedure.file}:${step.screenshot.line}`;
      const other = seen.get(step.screenshot.name);
      if (other) throw new Error(`${where}: the screenshot ${step.screenshot.name} is also taken at ${other}`);
      seen.set(step.screenshot.name, where);
      requests.push({ name: step.screenshot.name, procedure: procedure.id, step: step.n });
    }
  }
  return requests;
}

/**
 * Encodes PNGs as WebP in Chromium, lowering the quality (then the size) until each fits
 * `maxBytes`. The walk takes them at twice the screen's pixel density (sharp on sharp screens); the
 * size steps go down to half, the screen's own density, which every screenshot has fitted in.
 */
export async function encodeWebp(pngs: Buffer[], maxBytes = MAX_BYTES): Promise<Webp[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const out: Webp[] = [];
    for (const png of pngs) {
      const { url, width, height } = await page.evaluate(
        async ({ source, limit }) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          for (const scale of [1, 0.85, 0.7, 0.6, 0.5, 0.42]) {
            const canvas = document.createElement("canvas");
            canvas.width = Math.max(480, Math.round(image.width * scale));
            canvas.height = Math.round((image.height * canvas.width) / image.width);
            canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
            for (const quality of [0.9, 0.82, 0.75, 0.65, 0.55]) {
              const url = canvas.toDataURL("image/webp", quality);
              if (!url.startsWith("data:image/webp")) throw new Error("this Chromium cannot encode WebP");
              if ((url.length - url.indexOf(",") - 1) * 0.75 <= limit) return { url, width: canvas.width, height: canvas.height };
            }
          }
          throw new Error(`cannot fit ${image.width}×${image.height} into ${limit} bytes`);
        },
        { source: `data:image/png;base64,${png.toString("base64")}`, limit: maxBytes },
      );
      out.push({ data: Buffer.from(url.slice(url.indexOf(",") + 1), "base64"), width, height });
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * The manifest after a run: the shots taken now replace their entries; entries of screenshots no
 * page asks for any more are dropped (a partial run, `--only`, keeps the others).
 */
export function updatedManifest(
  before: ScreenshotManifest,
  taken: { shot: Shot; webp: Webp; page: string }[],
  asked: (name: string) => boolean,
): ScreenshotManifest {
  const out: ScreenshotManifest = {};
  for (const [name, entry] of Object.entries(before)) if (asked(name)) out[name] = entry;
  for (const { shot, webp, page } of taken) {
    // The size it is shown at: the screen's, in CSS pixels; the image has up to twice as many.
    out[shot.request.name] = {
      width: shot.width,
      height: shot.height,
      page,
      procedure: shot.request.procedure,
      step: shot.request.step,
      alt: shot.alt,
      bytes: webp.data.length,
    };
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Writes the shots as WebP and the manifest; removes the images no page asks for; fails on a
 * requested screenshot the walk did not take (false). `everyRequest` is what all pages ask for.
 */
export async function saveShots(
  shots: Shot[],
  requests: ShotRequest[],
  everyRequest: ShotRequest[],
  pageOf: (procedure: string) => string,
  root: string,
): Promise<boolean> {
  const dir = screenshotsDir(join(root, "content"));
  mkdirSync(dir, { recursive: true });
  const missing = requests.filter((request) => !shots.some((shot) => shot.request.name === request.name));
  const webps = await encodeWebp(shots.map((shot) => shot.png));
  shots.forEach((shot, i) => writeFileSync(join(dir, `${shot.request.name}.webp`), webps[i]!.data));
  const wanted = new Set(everyRequest.map((request) => request.name));
  const before = readScreenshotManifest(join(root, "content"));
  for (const name of Object.keys(before)) if (!wanted.has(name)) rmSync(join(dir, `${name}.webp`), { force: true });
  const manifest = updatedManifest(
    before,
    shots.map((shot, i) => ({ shot, webp: webps[i]!, page: pageOf(shot.request.procedure) })),
    (name) => wanted.has(name),
  );
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  const sizes = Object.values(manifest).map((entry) => entry.bytes);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `screenshots: ${shots.length} saved in ${SCREENSHOTS_DIR}; ${sizes.length} in all, on ${new Set(Object.values(manifest).map((e) => e.page)).size} pages, ` +
      `largest ${kb(Math.max(0, ...sizes))}, average ${kb(sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length))}`,
  );
  for (const request of missing)
    console.log(`FAIL screenshot ${request.name} (${request.procedure}, step ${request.step}) was not taken`);
  return missing.length === 0;
}
