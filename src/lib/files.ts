import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir`, as absolute paths, in name order at each level so that builds are reproducible. */
export function filesBelow(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.push(abs);
    }
  };
  walk(dir);
  return out;
}
