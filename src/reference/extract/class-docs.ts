/**
 * The doc comments of class properties in a declaration file (`export declare class X { /** … *\/ q?: string }`),
 * by class and property: the words the REST reference gives a parameter or field that only the
 * backend's validator class names (no `@oas` block documents it). `{@inheritDoc Class.prop}`
 * is resolved when the text is asked for, across every file read.
 */

const CLASS = /^export (?:declare class|interface) (\w+)\b[^{\n]*\{\n([\s\S]*?)^\}/gm;
const MEMBER = /\/\*\*([\s\S]*?)\*\/\s*\n\s*(?:readonly\s+)?(\w+)\??:/g;

export class ClassDocs {
  /** `dist/types/common.js#FindParams` → property → raw comment text. */
  private readonly byKey = new Map<string, Map<string, string>>();
  /** Class name → keys, for `{@inheritDoc}`. */
  private readonly byName = new Map<string, string[]>();

  /** Reads a declaration file; `jsPath` is the package path of its `.js` (`dist/types/common.js`). */
  add(text: string, jsPath: string): void {
    if (!text.includes("declare class") && !text.includes("export interface")) return;
    for (const c of text.matchAll(CLASS)) {
      const props = new Map<string, string>();
      for (const m of c[2]!.matchAll(MEMBER)) props.set(m[2]!, cleanComment(m[1]!));
      const key = `${jsPath}#${c[1]}`;
      this.byKey.set(key, props);
      this.byName.set(c[1]!, [...(this.byName.get(c[1]!) ?? []), key]);
    }
  }

  /** The first paragraph of a property's comment, inherited text resolved; tags dropped. */
  text(key: string, prop: string, depth = 0): string | undefined {
    const raw = this.byKey.get(key)?.get(prop);
    if (raw === undefined || depth > 5) return undefined;
    const inherit = /\{@inheritDoc (\w+)\.(\w+)\}/.exec(raw);
    if (inherit) {
      for (const other of this.byName.get(inherit[1]!) ?? []) {
        const found = this.text(other, inherit[2]!, depth + 1);
        if (found) return found;
      }
      return undefined;
    }
    const body = raw
      .split(/\n@/)[0]!
      .trim()
      .split(/\n\s*\n/)[0]!
      .replace(/\s*\n\s*/g, " ")
      .trim();
    return body === "" ? undefined : body;
  }
}

function cleanComment(raw: string): string {
  return raw
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, ""))
    .join("\n")
    .trim();
}
