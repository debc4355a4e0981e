import type { Doc, DocTag } from "./types";

/** Tags whose declaration or member is not part of the public documentation. */
const HIDDEN = new Set(["ignore", "internal"]);

export function isHidden(doc: Doc): boolean {
  return doc.tags.some((t) => HIDDEN.has(t.tag));
}

/**
 * Parses the text of a `/** … *\/` comment into a summary and block tags. Unlike TypeScript's
 * JSDoc parser, a line inside a code fence never starts a tag, so decorators such as
 * `@IsString()` in an example stay in the example.
 */
export function parseDocComment(raw: string): Doc & { unterminatedFence: boolean } {
  const body = raw
    .replace(/^\/\*\*+/, "")
    .replace(/\*+\/$/, "")
    .split("\n")
    .map((l) => l.replace(/^\s*\*(?: |$)/, "").trimEnd());

  const blocks: { tag?: string; lines: string[] }[] = [{ lines: [] }];
  let fence: string | null = null;
  for (const line of body) {
    const trimmed = line.trim();
    const fenceMatch = /^(```+|~~~+)/.exec(trimmed);
    if (fence === null && fenceMatch) fence = fenceMatch[1]![0]!;
    else if (fence !== null && fenceMatch && fenceMatch[1]![0] === fence) fence = null;
    else if (fence === null) {
      const tag = /^@([A-Za-z][\w-]*)(?:\s+|$)(.*)$/.exec(trimmed);
      if (tag) {
        blocks.push({ tag: tag[1], lines: [tag[2] ?? ""] });
        continue;
      }
    }
    blocks.at(-1)!.lines.push(line);
  }

  const [first, ...rest] = blocks;
  const tags: DocTag[] = rest.map((b) => toTag(b.tag!, dedent(b.lines)));
  return { summary: dedent(first!.lines), tags, unterminatedFence: fence !== null };
}

function toTag(tag: string, text: string): DocTag {
  if (tag === "param" || tag === "property" || tag === "prop") {
    // @param {Type} [name=default] - text   |   @param name text
    const m = /^(?:\{[^}]*\}\s*)?(\[[^\]]+\]|[\w$.[\]]+)\s*(?:-\s*)?([\s\S]*)$/.exec(text);
    if (m) {
      const name = m[1]!
        .replace(/^\[|\]$/g, "")
        .split("=")[0]!
        .trim();
      return { tag, name, text: m[2]!.trim() };
    }
  }
  if (tag === "returns" || tag === "return") {
    return {
      tag: "returns",
      text: text
        .replace(/^\{[^}]*\}\s*/, "")
        .replace(/^-\s*/, "")
        .trim(),
    };
  }
  return { tag, text };
}

function dedent(lines: string[]): string {
  while (lines.length > 0 && lines[0]!.trim() === "") lines = lines.slice(1);
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines = lines.slice(0, -1);
  const indents = lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join("\n");
}
