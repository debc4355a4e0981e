/**
 * Just enough JavaScript lexing to read the arguments of a call in compiled package code without
 * parsing whole files: skipping strings, template literals, comments and regular expressions,
 * finding the parenthesis that closes a call, and splitting its arguments at top-level commas.
 * Parsing every `dist` file into a syntax tree costs seconds; these read only the calls they are
 * pointed at.
 */

const OPEN = new Set(["(", "[", "{"]);
const CLOSE: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
/** After one of these (or at the start), a `/` opens a regular expression rather than dividing. */
const BEFORE_REGEX = new Set([..."(,=:[!&|?{};+-*%<>~^"]);

/** The index just past the string literal that opens at `start` (`"`, `'`). */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) {
    if (text[i] === "\\") i++;
    i++;
  }
  return i + 1;
}

/** The index just past the template literal that opens at `start`, `${…}` parts included. */
function skipTemplate(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== "`") {
    if (text[i] === "\\") i += 2;
    else if (text[i] === "$" && text[i + 1] === "{") i = closeOf(text, i + 1) + 1;
    else i++;
  }
  return i + 1;
}

function skipRegex(text: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < text.length && text[i] !== "\n") {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) break;
    i++;
  }
  i++;
  while (/[a-z]/.test(text[i] ?? "")) i++;
  return i;
}

/**
 * Walks `text` from `start`, calling `visit` for every character outside strings, templates,
 * comments and regular expressions with the bracket depth relative to `start`; stops when `visit`
 * returns true or the depth goes below zero. Returns the index where it stopped.
 */
function walk(text: string, start: number, visit: (c: string, i: number, depth: number) => boolean): number {
  let depth = 0;
  let last = "(";
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      i = skipString(text, i) - 1;
      last = "a";
      continue;
    }
    if (c === "`") {
      i = skipTemplate(text, i) - 1;
      last = "a";
      continue;
    }
    if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i + 2) + 1;
      if (i === 0) return text.length;
      continue;
    }
    if (c === "/" && BEFORE_REGEX.has(last)) {
      i = skipRegex(text, i) - 1;
      last = "a";
      continue;
    }
    if (OPEN.has(c)) depth++;
    else if (CLOSE[c]) depth--;
    if (depth < 0 || visit(c, i, depth)) return i;
    if (!/\s/.test(c)) last = /[\w$]/.test(c) ? "a" : c;
  }
  return text.length;
}

/** The index of the bracket that closes the one at `open`. */
export function closeOf(text: string, open: number): number {
  return walk(text, open + 1, () => false);
}

/** The text of each top-level argument of the call whose `(` is at `open`, trimmed. */
export function callArguments(text: string, open: number): { args: string[]; end: number } {
  const args: string[] = [];
  let from = open + 1;
  const end = walk(text, open + 1, (c, i, depth) => {
    if (c === "," && depth === 0) {
      args.push(text.slice(from, i).trim());
      from = i + 1;
    }
    return false;
  });
  const last = text.slice(from, end).trim();
  if (last !== "" || args.length > 0) args.push(last);
  return { args, end };
}

/**
 * Splits an expression at each top-level occurrence of `separator` (a single character such as
 * `+`), outside strings, templates, brackets and regular expressions.
 */
export function splitTopLevel(expr: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  walk(expr, 0, (c, i, depth) => {
    if (c === separator && depth === 0) {
      parts.push(expr.slice(from, i).trim());
      from = i + 1;
    }
    return false;
  });
  parts.push(expr.slice(from).trim());
  return parts;
}

/** The value of a JavaScript string literal (the whole of `literal`), or undefined when it is none. */
export function stringValue(literal: string): string | undefined {
  const q = literal[0];
  if ((q !== '"' && q !== "'") || skipString(literal, 0) !== literal.length) return undefined;
  return unescape(literal.slice(1, -1));
}

/** A template literal's text parts and the source of its `${…}` expressions, or undefined. */
export function templateParts(literal: string): { texts: string[]; exprs: string[] } | undefined {
  if (literal[0] !== "`" || skipTemplate(literal, 0) !== literal.length) return undefined;
  const texts: string[] = [];
  const exprs: string[] = [];
  let text = "";
  for (let i = 1; i < literal.length - 1; i++) {
    if (literal[i] === "\\") {
      text += literal.slice(i, i + 2);
      i++;
    } else if (literal[i] === "$" && literal[i + 1] === "{") {
      const close = closeOf(literal, i + 1);
      texts.push(unescape(text));
      exprs.push(literal.slice(i + 2, close).trim());
      text = "";
      i = close;
    } else text += literal[i];
  }
  texts.push(unescape(text));
  return { texts, exprs };
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" };

function unescape(s: string): string {
  return s.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_m, e: string) => {
    if (e.startsWith("u{")) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e.length > 1 && (e[0] === "u" || e[0] === "x")) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ESCAPES[e] ?? (e === "\n" ? "" : e);
  });
}
