import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every compiled `.js` file under `dir` (a pinned package's `dist` folder or part of it), recursively. */
export function compiledFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? compiledFiles(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : [],
  );
}

/**
 * A method of a compiled (ES5) class of a pinned package, from its `Class.prototype.name = ` to the
 * class's next method; "" when the class has no such method.
 */
export function compiledMethod(code: string, cls: string, name: string): string {
  const start = code.indexOf(`${cls}.prototype.${name} = `);
  if (start < 0) return "";
  const next = code.indexOf(`${cls}.prototype.`, start + 1);
  return code.slice(start, next < 0 ? undefined : next);
}
