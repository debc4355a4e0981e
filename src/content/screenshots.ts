/**
 * The user guide's screenshots: WebP files in content/user-guide/screenshots/, taken from the
 * pinned admin by `npm run screenshots` (src/verify/admin/screenshots.ts) and committed, with a
 * manifest that gives each its size, the step that shows it and its alt text. Pages place them
 * with `<Screenshot name="…" />`; the build serves the folder at /user-guide/screenshots/ and fails
 * on a name with no image, an image with no manifest entry, or an entry with no image.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Diagnostic } from "../diagnostics";

/** The folder, as messages name it, and where it is in the content folder. */
export const SCREENSHOTS_DIR = "content/user-guide/screenshots";
export const SCREENSHOTS_MANIFEST = `${SCREENSHOTS_DIR}/manifest.json`;
export const screenshotsDir = (contentDir: string) => join(contentDir, "user-guide", "screenshots");
/** Where the built site serves them. */
export const SCREENSHOTS_URL = "/user-guide/screenshots";

const entrySchema = z.strictObject({
  width: z.number().int().min(480),
  height: z.number().int().positive(),
  /** The page below user-guide (`orders/manage`). */
  page: z.string().min(1),
  /** The procedure (`orders/manage#cancel-an-order`) and the step that shows the screen. */
  procedure: z.string().min(1),
  step: z.number().int().positive(),
  alt: z.string().min(10),
  bytes: z.number().int().positive(),
});
const manifestSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), entrySchema);

export type ScreenshotEntry = z.infer<typeof entrySchema>;
export type ScreenshotManifest = Record<string, ScreenshotEntry>;

/** The manifest, checked; an empty one when there is no file yet. Throws with the file's name. */
export function readScreenshotManifest(contentDir: string): ScreenshotManifest {
  const file = join(screenshotsDir(contentDir), "manifest.json");
  if (!existsSync(file)) return {};
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${SCREENSHOTS_MANIFEST}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const result = manifestSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${SCREENSHOTS_MANIFEST}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

/** The folder and the manifest agree: every image has an entry and every entry an image. */
export function checkScreenshotFiles(contentDir: string, manifest: ScreenshotManifest): Diagnostic[] {
  const dir = screenshotsDir(contentDir);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file !== "manifest.json") : [];
  const out: Diagnostic[] = [];
  for (const file of files) {
    const name = file.replace(/\.webp$/, "");
    if (!file.endsWith(".webp"))
      out.push({ file: `${SCREENSHOTS_DIR}/${file}`, message: "only WebP screenshots and manifest.json belong here" });
    else if (!manifest[name])
      out.push({
        file: `${SCREENSHOTS_DIR}/${file}`,
        message: `the image ${name} is missing from ${SCREENSHOTS_MANIFEST}`,
        hint: "run npm run screenshots, which writes both",
      });
  }
  for (const name of Object.keys(manifest)) {
    if (!files.includes(`${name}.webp`))
      out.push({
        file: SCREENSHOTS_MANIFEST,
        message: `${name} has no image ${SCREENSHOTS_DIR}/${name}.webp`,
        hint: "run npm run screenshots, which writes both",
      });
  }
  return out;
}

/** The problem with `<Screenshot name>` on the page `pageId` (`user-guide/orders/manage`), if any. */
export function screenshotProblem(name: string, pageId: string, manifest: ScreenshotManifest): string | undefined {
  const entry = manifest[name];
  if (!entry) return `<Screenshot name="${name}">: there is no screenshot ${name} in ${SCREENSHOTS_MANIFEST}`;
  if (`user-guide/${entry.page}` !== pageId)
    return `<Screenshot name="${name}">: that screenshot was taken for user-guide/${entry.page}, not this page`;
  return undefined;
}
