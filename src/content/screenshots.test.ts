import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkScreenshotFiles,
  readScreenshotManifest,
  screenshotProblem,
  screenshotsDir,
  type ScreenshotEntry,
} from "./screenshots";

const entry = (over: Partial<ScreenshotEntry> = {}): ScreenshotEntry => ({
  width: 640,
  height: 400,
  page: "orders/manage",
  procedure: "orders/manage#cancel-an-order",
  step: 2,
  alt: "An open actions menu on the Orders page of the Medusa admin, with “Cancel Order” highlighted.",
  bytes: 20_000,
  ...over,
});

function contentWith(files: Record<string, string>): string {
  const content = mkdtempSync(join(tmpdir(), "screenshots-test-"));
  mkdirSync(screenshotsDir(content), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(screenshotsDir(content), name), text);
  return content;
}

describe("the screenshots manifest", () => {
  it("is empty when the folder has none yet", () => {
    expect(readScreenshotManifest(mkdtempSync(join(tmpdir(), "screenshots-none-")))).toEqual({});
  });

  it("rejects an image narrower than 480 px and an entry without alt text, naming the file and the entry", () => {
    const narrow = contentWith({ "manifest.json": JSON.stringify({ a: entry({ width: 320 }) }) });
    expect(() => readScreenshotManifest(narrow)).toThrow(/manifest\.json: a\.width/);
    const noAlt = contentWith({ "manifest.json": JSON.stringify({ a: entry({ alt: "" }) }) });
    expect(() => readScreenshotManifest(noAlt)).toThrow(/manifest\.json: a\.alt/);
  });

  it("finds an image missing from the manifest and an entry whose image is gone", () => {
    const content = contentWith({
      "manifest.json": JSON.stringify({ kept: entry(), gone: entry() }),
      "kept.webp": "x",
      "stray.webp": "x",
    });
    const problems = checkScreenshotFiles(content, readScreenshotManifest(content));
    expect(problems.map((p) => `${p.file}: ${p.message}`).sort()).toEqual([
      "content/user-guide/screenshots/manifest.json: gone has no image content/user-guide/screenshots/gone.webp",
      "content/user-guide/screenshots/stray.webp: the image stray is missing from content/user-guide/screenshots/manifest.json",
    ]);
  });

  it("says what is wrong with a page's name: unknown, or taken for another page", () => {
    const manifest = { "orders-cancel": entry() };
    expect(screenshotProblem("orders-cancel", "user-guide/orders/manage", manifest)).toBeUndefined();
    expect(screenshotProblem("orders-cancle", "user-guide/orders/manage", manifest)).toMatch(/no screenshot orders-cancle/);
    expect(screenshotProblem("orders-cancel", "user-guide/orders/edit", manifest)).toMatch(
      /taken for user-guide\/orders\/manage/,
    );
  });
});
