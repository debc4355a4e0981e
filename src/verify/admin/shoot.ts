/**
 * A screenshot of a step: the window, menu or card around the element the step acts on, with that
 * element outlined, at least 480 px wide, and its alt text, read from the screen (the window's or
 * card's title, the element's words). PNG here; screenshots.ts makes the WebP.
 */
import type { Page } from "@playwright/test";
import type { Shot, ShotRequest } from "./walker";
import { singular } from "../../lib/singular";

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

/** What the screen shows around a target, as read in the page (see `describeShot`). */
export interface ShotScene {
  /** The title of the window the target is in. */
  dialog?: string;
  /** Whether the target is in a window without a title. */
  window?: boolean;
  /** Whether the target is an entry of an open menu. */
  menu: boolean;
  /** The title of the card or section around the target (outside windows and menus). */
  card?: string;
  /** Whether the target is in a form drawn over the whole screen (a new product, the price editor). */
  form?: boolean;
  /** The admin's screen, from its address: "the Orders page", "an order's page". */
  screen: string;
  /** What the step calls the target, else its words; `field` when it is a field. */
  target: string;
  field: boolean;
  /** Whether `target` is the page's own words for an icon ("the download icon"). */
  icon?: boolean;
}

function shorten(text: string): string {
  const words = text.replace(/\s+/g, " ").trim();
  return words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words;
}

/**
 * The admin's screen named from its address, which holds no data of the run (a record's id, a
 * date): `/app/a/orders` is "the Orders page", `/app/a/orders/order_01…` "an order's page".
 */
export function screenOf(url: string): string {
  const path = new URL(url).pathname.replace(/^\/app\/?/, "");
  if (!path.startsWith("a/")) return path.startsWith("login") ? "the sign-in page" : "the Medusa admin";
  const parts = path.slice(2).split("/").filter(Boolean);
  const isId = (part: string) => /_[0-9A-Z]{10,}$|^[0-9]+$/.test(part);
  const named = parts.filter((part) => !isId(part));
  const words = (named.at(-1) ?? "home").replace(/-/g, " ").replace(/\b(api|url|id)\b/g, (acronym) => acronym.toUpperCase());
  if (isId(parts.at(-1) ?? "")) {
    const thing = singular(words);
    return `${/^[aeiou]/.test(thing) ? "an" : "a"} ${thing}'s page`;
  }
  // A page of Settings ("Details", "Currencies") is named as one: its name alone says little.
  const settings = parts.length === 2 && parts[0] === "settings" ? " settings" : "";
  return `the ${words.charAt(0).toUpperCase()}${words.slice(1)}${settings} page`;
}

/** The alt text of a screenshot: where in the admin it is, and what is highlighted. */
export function describeShot(scene: ShotScene): string {
  const target = shorten(scene.target);
  let what = "the element the step names";
  if (target) what = scene.icon ? target : scene.field ? `the ${target} field` : `“${target}”`;
  // A card named as its screen is ("Orders" on the Orders page) adds nothing.
  const card = scene.card && !scene.screen.startsWith(`the ${scene.card} `) ? scene.card : undefined;
  let where: string;
  if (scene.dialog) where = `The ${shorten(scene.dialog)} window of the Medusa admin`;
  else if (scene.window) where = `A window on ${scene.screen} of the Medusa admin`;
  else if (scene.menu) where = `An open actions menu (⋯) on ${scene.screen} of the Medusa admin`;
  else if (scene.form && card) where = `The ${shorten(card)} section of the form over ${scene.screen} of the Medusa admin`;
  else if (scene.form) where = `The form over ${scene.screen} of the Medusa admin`;
  else if (card) where = `The ${shorten(card)} card on ${scene.screen} of the Medusa admin`;
  else where = `${scene.screen.charAt(0).toUpperCase()}${scene.screen.slice(1)} of the Medusa admin`;
  return `${where}, with ${what} highlighted.`;
}

/**
 * Reads the scene around the target (a ShotScene without `screen`) and, for an entry of a menu, the
 * box of the card whose button opened it; runs in the page. A string, like dom-script.ts, so that
 * nothing the TypeScript loader adds reaches the page.
 */
const READ_SCENE = `(id, label) => {
  // A required field's or section's "*" is not part of its name.
  const words = (el) => (el ? el.innerText || el.textContent || '' : '').replace(/\\s+/g, ' ').trim().replace(/\\s*\\*$/, '');
  const el = document.querySelector('[data-walk-target="' + id + '"]');
  const titleOf = (root) => words(root && root.querySelector('h1, h2, h3, [role=heading]'));
  // A window's title is its largest words (the admin draws many titles as styled text, not headings,
  // and a window's first heading may be a section's: "Details").
  const largestWords = (root) => {
    let best, size = 0;
    for (const e of root.querySelectorAll('*')) {
      if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const px = parseFloat(getComputedStyle(e).fontSize);
      if (px > size) { size = px; best = e; }
    }
    return size >= 18 ? words(best) : '';
  };
  const cardOf = (start) => {
    for (let e = start; e && e !== document.body; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      if (r.width >= 480 && r.height >= 120) return e;
    }
    return undefined;
  };
  const dialog = el.closest('[role=dialog], [role=alertdialog]');
  const menu = el.closest('[role=menu], [role=listbox], [data-radix-popper-content-wrapper]') !== null;
  const field = el.matches('input, textarea, select, [role=combobox], [role=switch], [role=checkbox]');
  let target = el.getAttribute('aria-label') || '';
  if (field) {
    const labelled = (el.labels && el.labels[0]) || el.closest('label');
    target = words(labelled) || target || el.getAttribute('placeholder') || el.getAttribute('name') || '';
  } else if (!target) target = words(el);
  const scene = { menu, target, field };
  if (dialog) {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const title = labelledBy ? words(document.getElementById(labelledBy)) : '';
    const named = title || largestWords(dialog) || titleOf(dialog);
    if (named) scene.dialog = named; else scene.window = true;
  } else if (!menu) {
    // The card's title: the nearest heading above the target, not a later section's, nor the
    // target's own label.
    for (let e = el.parentElement; e && e !== document.body && !scene.card; e = e.parentElement) {
      const above = [...e.querySelectorAll(':scope > h1, :scope > h2, :scope > h3, :scope > div > h1, :scope > div > h2, :scope > div > h3')]
        .filter((h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && words(h) !== target && words(h) !== label);
      if (above.length) scene.card = words(above[above.length - 1]);
    }
    // A form drawn over the whole screen, without a window's role.
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if ((style.position === 'fixed' || style.position === 'absolute') && e.getBoundingClientRect().width >= 0.9 * innerWidth && e.getBoundingClientRect().height >= 0.9 * innerHeight) { scene.form = true; break; }
    }
    // A button in a card's footer ("Save" under "Store Details") has no heading above it nearby:
    // the card's own title, its h1, names it.
    if (!scene.card && !scene.form) {
      const card = cardOf(el);
      const title = words(card && card.querySelector('h1'));
      if (title && title !== target && title !== label) scene.card = title;
    }
  }
  let opener;
  if (menu) {
    const trigger = [...document.querySelectorAll('[aria-expanded="true"]')].find((b) => !b.closest('[role=menu]'));
    const card = trigger && cardOf(trigger);
    if (card) { const r = card.getBoundingClientRect(); opener = { x: r.x, y: r.y, width: r.width, height: r.height }; }
  }
  return { scene, opener };
}`;

const HIGHLIGHT_CLASS = "walk-highlight";
const HIGHLIGHT_CSS = `.${HIGHLIGHT_CLASS} { outline: 3px solid #f97316 !important; outline-offset: 2px !important; border-radius: 6px; }`;

/**
 * Takes the shot of the element marked `id`; `label` is what the step calls it (a bold label, or
 * the page's words for an icon, then `icon` is true).
 */
export async function takeShot(page: Page, request: ShotRequest, id: string, label?: string, icon = false): Promise<Shot> {
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
  const read = (await page.evaluate(`(${READ_SCENE})(${JSON.stringify(id)}, ${JSON.stringify(label ?? "")})`)) as {
    scene: Omit<ShotScene, "screen">;
    opener?: Box;
  };
  const alt = describeShot({ ...read.scene, screen: screenOf(page.url()), ...(label ? { target: label, icon } : {}) });
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  // A menu is shown with the card whose button opened it.
  const context = read.opener ? (boxes.context ? union(boxes.context, read.opener) : read.opener) : boxes.context;
  const clip = clipFor(boxes.target, context, boxes.menu, viewport);
  await page.addStyleTag({ content: HIGHLIGHT_CSS });
  await target.evaluate((el, cls) => el.classList.add(cls), HIGHLIGHT_CLASS);
  try {
    const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    return { request, png, width: clip.width, height: clip.height, alt };
  } finally {
    await target.evaluate((el, cls) => el.classList.remove(cls), HIGHLIGHT_CLASS).catch(() => undefined);
  }
}
