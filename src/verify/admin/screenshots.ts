/**
 * The screenshots of the user guide: each `<Screenshot name="…" />` in a step of a procedure is
 * taken by the walk at that step (walker.ts, shoot.ts) and saved here as WebP, at most 80 KB, in
 * content/user-guide/screenshots/<name>.webp (the encoder is Chromium's own, through a canvas).
 */
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumLaunchOptions } from "../../testing/chromium";
import type { Procedure } from "./procedures";
import type { Shot, ShotRequest } from "./walker";

export const SCREENSHOTS_DIR = "content/user-guide/screenshots";
export const MAX_BYTES = 80 * 1024;

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

/** Encodes PNGs as WebP in Chromium, lowering the quality (then the size) until each fits `maxBytes`. */
export async function encodeWebp(pngs: Buffer[], maxBytes = MAX_BYTES): Promise<Buffer[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const out: Buffer[] = [];
    for (const png of pngs) {
      const dataUrl = await page.evaluate(
        async ({ source, limit }) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          for (const scale of [1, 0.85, 0.7]) {
            const canvas = document.createElement("canvas");
            canvas.width = Math.max(480, Math.round(image.width * scale));
            canvas.height = Math.round((image.height * canvas.width) / image.width);
            canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
            for (const quality of [0.9, 0.82, 0.75, 0.65, 0.55]) {
              const url = canvas.toDataURL("image/webp", quality);
              if (!url.startsWith("data:image/webp")) throw new Error("this Chromium cannot encode WebP");
              if ((url.length - url.indexOf(",") - 1) * 0.75 <= limit) return url;
            }
          }
          throw new Error(`cannot fit ${image.width}×${image.height} into ${limit} bytes`);
        },
        { source: `data:image/png;base64,${png.toString("base64")}`, limit: maxBytes },
      );
      out.push(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Writes the shots as WebP; fails on a requested screenshot the walk did not take. */
export async function saveShots(shots: Shot[], requests: ShotRequest[], root: string): Promise<void> {
  const dir = join(root, SCREENSHOTS_DIR);
  mkdirSync(dir, { recursive: true });
  const missing = requests.filter((request) => !shots.some((shot) => shot.request.name === request.name));
  const webps = await encodeWebp(shots.map((shot) => shot.png));
  shots.forEach((shot, i) => writeFileSync(join(dir, `${shot.request.name}.webp`), webps[i]!));
  console.log(`screenshots: ${shots.length} saved in ${SCREENSHOTS_DIR}`);
  for (const request of missing)
    console.log(`FAIL screenshot ${request.name} (${request.procedure}, step ${request.step}) was not taken`);
  const wanted = new Set(requests.map((request) => `${request.name}.webp`));
  const stale = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".webp") && !wanted.has(file)) : [];
  if (stale.length > 0 && requests.length > 0) console.log(`screenshots no page asks for (remove them): ${stale.join(", ")}`);
  if (missing.length > 0) process.exitCode = 1;
}
