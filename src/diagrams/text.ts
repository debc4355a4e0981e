/**
 * Text sizes for laying out diagrams at build time, where there is no browser to measure with.
 * Diagrams draw their text in the site's font (Inter, src/theme/fonts.css); these are its advance
 * widths for the printable ASCII characters, in thousandths of an em, measured in Chromium with
 * the pinned @fontsource-variable/inter file. e2e/diagrams.spec.ts measures the labels of a built
 * diagram in the browser and fails when they no longer fit their boxes (after an Inter upgrade).
 */
const WIDTHS: Record<400 | 600, readonly number[]> = {
  400: [
    281, 288, 466, 633, 642, 982, 644, 300, 365, 365, 501, 662, 288, 460, 288, 360, 631, 407, 610, 618, 646, 593, 620, 566, 619,
    620, 288, 302, 662, 662, 662, 511, 966, 690, 654, 730, 722, 601, 590, 746, 743, 269, 571, 672, 565, 903, 753, 765, 639, 765,
    644, 642, 646, 744, 690, 985, 682, 679, 629, 365, 360, 365, 471, 456, 323, 562, 612, 571, 612, 583, 370, 613, 591, 242, 242,
    549, 242, 876, 591, 600, 612, 612, 376, 528, 327, 591, 562, 818, 546, 562, 552, 426, 333, 426, 662,
  ],
  600: [
    252, 321, 523, 644, 650, 1004, 663, 326, 373, 373, 540, 673, 319, 465, 319, 379, 660, 423, 623, 636, 666, 612, 640, 576, 640,
    640, 319, 329, 673, 673, 673, 543, 999, 728, 659, 737, 722, 605, 588, 749, 746, 277, 580, 703, 565, 922, 759, 769, 645, 773,
    652, 650, 660, 736, 728, 1020, 720, 713, 652, 373, 379, 373, 481, 469, 351, 574, 624, 583, 624, 591, 389, 625, 612, 262, 262,
    569, 262, 900, 612, 609, 624, 624, 397, 549, 353, 612, 587, 839, 569, 588, 566, 455, 359, 455, 673,
  ],
};
/** Characters outside ASCII (arrows, dashes, accented letters) count as the widest lowercase letter. */
const OTHER = 900;
/** Kerning and rounding: every width is taken this much larger. */
const MARGIN = 1.04;

export type Weight = 400 | 600;

/** The width of `text` in pixels, set in Inter at `size` pixels. */
export function textWidth(text: string, size: number, weight: Weight = 400): number {
  const table = WIDTHS[weight];
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code < 127 ? table[code - 32]! : OTHER;
  }
  return (units / 1000) * size * MARGIN;
}

/**
 * `text` broken into lines no wider than `max` pixels, at spaces, and after a `.` or `/` inside a
 * word too long for a line (a service method, a route); a piece that fits nowhere gets a line of
 * its own.
 */
export function wrapText(text: string, max: number, size: number, weight: Weight = 400): string[] {
  // Pieces of text, each either after a space or glued to the one before (the rest of a long word).
  const pieces = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) =>
      textWidth(w, size, weight) > max
        ? w.split(/(?<=[./])(?=.)/).map((part, i) => ({ text: part, glued: i > 0 }))
        : [{ text: w, glued: false }],
    );
  const lines: string[] = [];
  let line = "";
  for (const p of pieces) {
    const next = line === "" ? p.text : `${line}${p.glued ? "" : " "}${p.text}`;
    if (line !== "" && textWidth(next, size, weight) > max) {
      lines.push(line);
      line = p.text;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
