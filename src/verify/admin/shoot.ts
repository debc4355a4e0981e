/**
 * A screenshot of a step: the window, menu or card around the element the step acts on, with that
 * element outlined, at least 480 px wide. PNG here; screenshots.ts makes the WebP.
 */
import type { Page } from "@playwright/test";
import type { Shot, ShotRequest } from "./walker";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MIN_WIDTH = 480;
const MAX_HEIGHT = 720;
const PAD = 16;

function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** The part of the viewport to keep: the context and the target (and an open menu), padded, wide enough, not too tall. */
export function clipFor(
  target: Box,
  context: Box | undefined,
  menu: Box | undefined,
  viewport: { width: number; height: number },
): Box {
  let box = context ? union(context, target) : target;
  if (menu) box = union(box, menu);
  box = { x: box.x - PAD, y: box.y - PAD, width: box.width + 2 * PAD, height: box.height + 2 * PAD };
  if (box.width < MIN_WIDTH) {
    const grow = MIN_WIDTH - box.width;
    box = { ...box, x: box.x - grow / 2, width: MIN_WIDTH };
  }
  if (box.height > MAX_HEIGHT) {
    // Keep the target in the middle of what is kept.
    const centre = target.y + target.height / 2;
    box = { ...box, y: Math.max(box.y, Math.min(centre - MAX_HEIGHT / 2, box.y + box.height - MAX_HEIGHT)), height: MAX_HEIGHT };
  }
  const x = Math.max(0, Math.min(box.x, viewport.width - box.width));
  const y = Math.max(0, Math.min(box.y, viewport.height - box.height));
  const width = Math.min(box.width, viewport.width);
  const height = Math.min(box.height, viewport.height - y);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

const HIGHLIGHT_CLASS = "walk-highlight";
const HIGHLIGHT_CSS = `.${HIGHLIGHT_CLASS} { outline: 3px solid #f97316 !important; outline-offset: 2px !important; border-radius: 6px; }`;

export async function takeShot(page: Page, request: ShotRequest, id: string): Promise<Shot> {
  const target = page.locator(`[data-walk-target="${id}"]`);
  await target.scrollIntoViewIfNeeded().catch(() => undefined);
  // Let hover effects and animations settle, and move the mouse away from what is drawn.
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  const boxes = (await page.evaluate(
    (targetId) => (window as unknown as { __walk: { boxes(id: string): unknown } }).__walk.boxes(targetId),
    id,
  )) as { target: Box; context?: Box; menu?: Box } | undefined;
  if (!boxes) throw new Error(`the element of the screenshot ${request.name} is gone`);
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const clip = clipFor(boxes.target, boxes.context, boxes.menu, viewport);
  await page.addStyleTag({ content: HIGHLIGHT_CSS });
  await target.evaluate((el, cls) => el.classList.add(cls), HIGHLIGHT_CLASS);
  try {
    const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    return { request, png, width: clip.width, height: clip.height };
  } finally {
    await target.evaluate((el, cls) => el.classList.remove(cls), HIGHLIGHT_CLASS).catch(() => undefined);
  }
}
