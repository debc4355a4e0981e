import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SidebarSources } from "./resolve";
import type { SidebarId } from "./types";

/**
 * Finds where a sidebar mentions something, for error messages: first in `sidebars/<id>.ts`,
 * then in the part files of `sidebars/<id>/` (large sidebars are split so that each area of the
 * docs keeps its own file).
 */
export function fileSidebarSources(root: string, sidebarDir = "sidebars"): SidebarSources {
  const cache = new Map<string, string>();
  const read = (rel: string) => {
    if (!cache.has(rel)) {
      const abs = join(root, rel);
      cache.set(rel, existsSync(abs) ? readFileSync(abs, "utf8") : "");
    }
    return cache.get(rel)!;
  };
  const filesOf = (id: SidebarId) => {
    const main = `${sidebarDir}/${id}.ts`;
    const partsDir = join(root, sidebarDir, id);
    const parts = existsSync(partsDir)
      ? readdirSync(partsDir)
          .filter((f) => f.endsWith(".ts"))
          .sort()
          .map((f) => `${sidebarDir}/${id}/${f}`)
      : [];
    return [main, ...parts];
  };
  return {
    locate(id, needle) {
      const files = filesOf(id);
      for (const file of files) {
        const text = read(file);
        const i = text.indexOf(needle);
        if (i !== -1) return { file, line: text.slice(0, i).split("\n").length };
      }
      return { file: files[0]!, line: 1 };
    },
  };
}
