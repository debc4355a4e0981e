import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { Intro } from "../model/context";

/**
 * The prose of the reference's index pages: one Markdown file per name in `dir`, with `title` and
 * `description` in front matter and the intro as its body. The folder is outside content/, so
 * these are not pages of their own.
 */
export function readIntros(dir: string): Record<string, Intro> {
  const out: Record<string, Intro> = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const text = readFileSync(join(dir, f), "utf8");
    const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
    const where = `src/reference/intros/${f}`;
    if (!m) throw new Error(`${where}:1: an intro starts with a front matter block (---) holding title and description`);
    const fm = parse(m[1]!) as { title?: unknown; description?: unknown };
    if (typeof fm.title !== "string" || typeof fm.description !== "string")
      throw new Error(`${where}:1: front matter needs "title" and "description" (strings)`);
    out[f.replace(/\.md$/, "")] = { title: fm.title, description: fm.description, body: m[2]!.trim() };
  }
  return out;
}
