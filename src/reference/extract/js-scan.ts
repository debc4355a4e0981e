/**
 * Small scanners for the compiled CommonJS of the Medusa packages (TypeScript's ES5 output): comments
 * blanked out with their line breaks kept, balanced brackets, top-level commas, and the
 * `var x_1 = require("…")` bindings of a file. Enough to read class-validator decorators and route
 * registrations without loading (and running) the packages.
 */

/** Strings (kept) or comments (blanked); one pass of the regular expression engine. */
const STRING_OR_COMMENT = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** The text without its comments, line breaks kept (so that lines still match the file's). */
export function blankComments(text: string): string {
  return text.replace(STRING_OR_COMMENT, (all, str: string | undefined) => (str ? all : all.replace(/[^\n]+/g, "")));
}

const OPEN: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** The offset just after the bracket that closes the one at `open` (comments already blanked). */
export function closingBracket(text: string, open: number): number {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (OPEN[c]) stack.push(OPEN[c]);
    else if (c === ")" || c === "]" || c === "}") {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Splits a list at its top-level commas (brackets and strings respected), trimmed, empty parts dropped. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (OPEN[c]) depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

/** A call written `(0, mod_1.name)(args)` or `name(args)`: the callee (`mod_1.name`) and the argument text. */
export function parseCall(text: string): { callee: string; args: string } | undefined {
  const m = /^(?:\(0,\s*([\w$.]+)\)|([\w$.]+))\s*\(/.exec(text.trim());
  if (!m) return undefined;
  const t = text.trim();
  const open = m[0].length - 1;
  const close = closingBracket(t, open);
  if (close !== t.length) return undefined;
  return { callee: (m[1] ?? m[2])!, args: t.slice(open + 1, close - 1) };
}

/** `var x_1 = require("./y")` and `var x_1 = __importDefault(require("./y"))`: binding → module specifier. */
export function requireBindings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/\bvar (\w+) = (?:__importDefault\(|__importStar\()?require\("([^"]+)"\)/g)) {
    out.set(m[1]!, m[2]!);
  }
  return out;
}

/** The 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
