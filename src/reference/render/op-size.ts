import type { ApiField, ApiOperation } from "../model/types";

/**
 * A REST operation's height, estimated from what it renders, so that the browser can skip laying
 * out the operations off screen (`content-visibility: auto`) behind a placeholder that is never
 * shorter than the operation. A placeholder that falls short lets the skipped operation, when axe
 * or Lighthouse measures it, spill over the operations under it and the footer (target-size
 * failures); one that is too tall only leaves room. So every guess here errs high: text is counted
 * at fewer characters a line than the fonts fit, and every block with its margins.
 *
 * Two layouts: `narrow` (under 1,100 px, where the samples stack under the fields; counted for a
 * 360 px phone) and `wide` (the samples beside the fields; counted for a 1,100 px screen, the
 * narrowest that has two columns).
 */
interface Layout {
  /** Characters a line of 16 px text, and of the smaller texts (flags, notes, errors). */
  cpl: number;
  smallCpl: number;
  /** Characters a line of an operation's title (24.8 px). */
  titleCpl: number;
}

const NARROW: Layout = { cpl: 30, smallCpl: 36, titleCpl: 19 };
const WIDE: Layout = { cpl: 40, smallCpl: 48, titleCpl: 36 };

/** Line heights and margins of api.css and the theme, in px (rounded up). */
const LINE = 27;
const SMALL_LINE = 24;
const CODE_LINE = 22;
const PARAGRAPH_GAP = 16;
/** A heading of an operation's parts ("Query parameters"): its line and margins. */
const SUBHEADING = 72;
/** A code block's frame: padding, the copy button's room and the border. */
const CODE_FRAME = 60;
/** The samples' tab list, with the margins of the tabs. */
const TABS_FRAME = 85;
/** The samples' column beside the fields scrolls past this height, at most a tall screen's. */
const WIDE_ASIDE_MAX = 1600;

const lines = (text: string, cpl: number) => Math.max(1, Math.ceil(text.length / cpl));

/** Markdown's height: paragraphs and list items wrap, code blocks keep their lines. */
function markdownHeight(text: string | undefined, layout: Layout, cpl = layout.cpl, line = LINE): number {
  if (!text?.trim()) return 0;
  let height = 0;
  const fences = text.split(/^```.*$/m);
  fences.forEach((part, i) => {
    if (i % 2 === 1) {
      height += CODE_FRAME + part.trim().split("\n").length * CODE_LINE + PARAGRAPH_GAP;
      return;
    }
    for (const block of part.split(/\n\s*\n/)) {
      if (!block.trim()) continue;
      // A list item, a table row or a heading is a line of its own.
      for (const item of block.split(/\n(?=\s*(?:[-*+]|\d+\.|\||#)\s)/)) {
        height += lines(item.replace(/\s+/g, " ").trim(), cpl) * line + 8;
      }
      height += PARAGRAPH_GAP;
    }
  });
  return height;
}

/** A list of fields as drawn: nested fields sit in a closed `<details>`, only its summary shows. */
function fieldsHeight(fields: ApiField[], layout: Layout): number {
  if (fields.length === 0) return 0;
  let height = 20;
  for (const f of fields) {
    const flags = [
      f.required ? "required" : "optional",
      f.nullable && "nullable",
      f.expandable && "expandable",
      f.deprecated && "deprecated",
    ];
    const head = `${f.name} ${f.type} ${flags.filter(Boolean).join(" ")}`;
    height += 17 + lines(head, layout.cpl) * LINE;
    height += markdownHeight(f.description, layout) + markdownHeight(f.seeAlso, layout);
    const meta = [
      f.defaultValue !== undefined && `Default: ${f.defaultValue}`,
      f.enumValues && `One of: ${f.enumValues.join(", ")}`,
      f.minimum && `Minimum: ${f.minimum.value}`,
      f.featureFlag && `Available when the ${f.featureFlag} feature flag is on.`,
    ];
    for (const m of meta) if (m) height += lines(m, layout.smallCpl) * SMALL_LINE + 8;
    if (f.children) height += 40;
  }
  return height;
}

function codeHeight(code: string): number {
  return CODE_FRAME + code.trim().split("\n").length * CODE_LINE;
}

/** What an operation links to rather than draws again (its responses' fields or examples, by status). */
export interface Linked {
  fields: (status: string) => boolean;
  examples: (status: string) => boolean;
}

function mainHeight(op: ApiOperation, linked: Linked, layout: Layout): number {
  const small = (text: string) => lines(text, layout.smallCpl) * SMALL_LINE + PARAGRAPH_GAP;
  let height = 60 + lines(op.summary || op.path, layout.titleCpl) * 33;
  height += lines(`${op.method} ${op.path} ${op.id} Jump to example`, layout.cpl) * LINE + PARAGRAPH_GAP;
  const auth = op.auth.schemes.map((s) => s.label).join(" or ");
  height += small(
    `${op.deprecated ? "Deprecated " : ""}${op.featureFlag ? `Feature flag: ${op.featureFlag} ` : ""}Authentication optional: ${auth}`,
  );
  height += markdownHeight(op.description, layout) + markdownHeight(op.seeAlso, layout);
  for (const g of op.parameters) height += SUBHEADING + fieldsHeight(g.fields, layout);
  if (op.body) height += SUBHEADING + markdownHeight(op.body.encoding, layout) + fieldsHeight(op.body.fields, layout);
  height += SUBHEADING;
  for (const r of op.responses) {
    height += LINE + PARAGRAPH_GAP + markdownHeight(r.description, layout);
    height += linked.fields(r.status)
      ? small(`Its fields are the same as the ${r.status} response of “${op.summary}”.`)
      : fieldsHeight(r.fields, layout);
  }
  if (op.errors.length > 0) height += small(`Errors: ${op.errors.map((e) => `${e.status} ${e.text}`).join(", ")}`);
  if (op.answers?.length) {
    height += small("What the pinned backend answered:") + 20;
    for (const a of op.answers) height += 17 + lines(`${a.status} ${a.when}: ${a.example}`, layout.cpl) * LINE;
  }
  if (op.errorEntries?.length) height += small("Error messages it can return: 00");
  if (op.knownDifferences.length > 0) {
    height += SUBHEADING + 20;
    for (const d of op.knownDifferences) {
      height += 17 + lines(d.subjects.join(", "), layout.cpl) * LINE + markdownHeight(d.text, layout);
      height += small(`Found by running the pinned backend; see ${d.evidence.join(", ")}.`);
    }
  }
  if (op.clients.length > 0) height += small(`Sent by ${op.clients.map((c) => c.label).join(" and ")}.`);
  return height;
}

function asideHeight(op: ApiOperation, linked: Linked): number {
  let height = 0;
  if (op.samples.length > 0) height += TABS_FRAME + Math.max(...op.samples.map((s) => markdownHeight(s.code, NARROW)));
  if (op.body?.example) height += 60 + codeHeight(op.body.example);
  for (const r of op.responses) {
    if (r.example) height += 60 + (linked.examples(r.status) ? 3 * SMALL_LINE : codeHeight(r.example));
  }
  return height;
}

/** The estimated height of an operation's content, in px, in each layout. */
export function operationHeight(op: ApiOperation, linked: Linked): { narrow: number; wide: number } {
  const aside = asideHeight(op, linked);
  return {
    narrow: mainHeight(op, linked, NARROW) + 24 + aside,
    wide: Math.max(mainHeight(op, linked, WIDE), Math.min(aside, WIDE_ASIDE_MAX)),
  };
}

/**
 * The placeholders of api.css's `api-op--n<i>` and `api-op--w<i>`, in px: from 400, each about a
 * fifth taller than the one before, so a placeholder is at most a fifth taller than the estimate.
 * An operation estimated taller than the last is never skipped.
 */
export const OPERATION_SIZES: readonly number[] = [
  400, 500, 600, 700, 850, 1000, 1200, 1450, 1750, 2100, 2500, 3000, 3600, 4300, 5150, 6200, 7400, 8900, 10650, 12800, 15350,
  18450,
];

/** The classes that give an operation its placeholders (api.css), one per layout. */
export function operationSizeClasses(op: ApiOperation, linked: Linked): string {
  const { narrow, wide } = operationHeight(op, linked);
  const size = (px: number) => OPERATION_SIZES.findIndex((s) => s >= px);
  const n = size(narrow);
  const w = size(wide);
  return [n >= 0 && `api-op--n${n}`, w >= 0 && `api-op--w${w}`].filter(Boolean).join(" ");
}
