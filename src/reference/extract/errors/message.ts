import { callArguments, closeOf, splitTopLevel, stringValue, templateParts } from "./js-text";

/** A part of an error message as thrown: literal text, or a value filled in when it is thrown. */
export type MessagePart = string | { variable: string };

/** Alternatives past this many are not worth listing one by one: the message is read as one value. */
const MAX_ALTERNATIVES = 4;

/**
 * The messages an expression can produce, as text parts and variables: a string literal, a
 * template literal, `"a".concat(x, "b")` chains (what TypeScript compiles templates to), `a + b`,
 * and `c ? a : b` (each branch an alternative). Anything else is one variable part.
 */
export function messageTemplates(expression: string): MessagePart[][] {
  const expr = unwrap(expression.trim());
  const literal = stringValue(expr);
  if (literal !== undefined) return [[literal]];
  const template = templateParts(expr);
  if (template) return [interleave(template.texts, template.exprs.map(variablePart))];

  // `c ? "A" : "B"` chooses between messages; `x === void 0 ? void 0 : x.y` (optional chaining) is one value.
  const conditional = splitConditional(expr);
  if (conditional) {
    const alternatives = [...messageTemplates(conditional.then), ...messageTemplates(conditional.otherwise)];
    const texts = alternatives.every((a) => a.some((p) => typeof p === "string"));
    return texts && alternatives.length <= MAX_ALTERNATIVES ? alternatives : [[variablePart(expr)]];
  }
  // `error || "Authentication failed"`: the value when there is one, else the text.
  const either = splitTopLevel(expr, "|");
  if (either.length > 2 && either.length % 2 === 1 && either.every((p, i) => (i % 2 === 1 ? p === "" : p !== ""))) {
    const alternatives = either.filter((p) => p !== "").flatMap(messageTemplates);
    if (alternatives.length <= MAX_ALTERNATIVES) return alternatives;
  }
  const json = /^JSON\.stringify\(\s*\{/.exec(expr);
  if (json) {
    const object = jsonObjectTemplate(expr.slice(json[0].length - 1, closeOf(expr, json[0].length - 1) + 1));
    if (object) return [object];
  }
  const terms = splitTopLevel(expr, "+");
  if (terms.length > 1) return product(terms.map(messageTemplates));
  const chain = concatChain(expr);
  if (chain) return product(chain.map(messageTemplates));
  return [[variablePart(expr)]];
}

/**
 * `JSON.stringify({ message: "…", details: x })` as the JSON text it makes: string fields as
 * their messages, other fields as values.
 */
function jsonObjectTemplate(literal: string): MessagePart[] | undefined {
  const fields = splitTopLevel(literal.slice(1, -1), ",").filter((f) => f !== "");
  const parts: MessagePart[] = ["{"];
  for (const [i, field] of fields.entries()) {
    const m = /^([\w$]+)\s*:\s*([\s\S]+)$/.exec(field);
    if (!m) return undefined;
    const value = messageTemplates(m[2]!);
    const text = value.length === 1 && value[0]!.some((p) => typeof p === "string");
    parts.push(`${i > 0 ? "," : ""}"${m[1]}":`);
    if (text) parts.push('"', ...value[0]!, '"');
    else parts.push({ variable: m[1]! });
  }
  parts.push("}");
  return merge(parts);
}

/** `"a".concat(x, "b").concat(y)` as its pieces `["\"a\"", "x", "\"b\"", "y"]`, or undefined. */
function concatChain(expr: string): string[] | undefined {
  const m = /^("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\.concat\s*\(/.exec(expr);
  if (!m) return undefined;
  const pieces = [m[1]!];
  let rest = expr.slice(m[1]!.length);
  while (rest.trim() !== "") {
    const call = /^\s*\.concat\s*\(/.exec(rest);
    if (!call) return undefined;
    const { args, end } = callArguments(rest, call[0].length - 1);
    pieces.push(...args);
    rest = rest.slice(end + 1);
  }
  return pieces;
}

function splitConditional(expr: string): { then: string; otherwise: string } | undefined {
  const parts = splitTopLevel(expr, "?");
  // `a?.b` and `a ?? b` are no conditionals.
  if (parts.length < 2 || parts.slice(1).some((p) => p === "" || p.startsWith("."))) return undefined;
  const branches = splitTopLevel(parts.slice(1).join("?"), ":");
  if (branches.length < 2) return undefined;
  return { then: branches[0]!, otherwise: branches.slice(1).join(":") };
}

function product(lists: MessagePart[][][]): MessagePart[][] {
  let out: MessagePart[][] = [[]];
  for (const alternatives of lists) {
    out = out.flatMap((prefix) => alternatives.map((a) => [...prefix, ...a]));
    if (out.length > MAX_ALTERNATIVES) return [[{ variable: "message" }]];
  }
  return out.map(merge);
}

function interleave(texts: string[], vars: MessagePart[]): MessagePart[] {
  const out: MessagePart[] = [];
  texts.forEach((t, i) => {
    out.push(t);
    if (i < vars.length) out.push(vars[i]!);
  });
  return merge(out);
}

/** Adjacent texts joined, empty texts dropped, a value repeated next to itself (`{a}{a}`, parts of one value) kept once. */
function merge(parts: MessagePart[]): MessagePart[] {
  const out: MessagePart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (typeof p === "string") {
      if (p === "") continue;
      if (typeof last === "string") out[out.length - 1] = last + p;
      else out.push(p);
    } else if (typeof last !== "object" || last.variable !== p.variable) out.push(p);
  }
  return out;
}

function unwrap(expr: string): string {
  while (expr.startsWith("(") && closeOf(expr, 0) === expr.length - 1) expr = expr.slice(1, -1).trim();
  return expr;
}

function variablePart(expr: string): MessagePart {
  return { variable: variableLabel(expr) };
}

/**
 * A short, readable name for the value an expression fills in: `cartId`, `lineItem.variant_id`.
 * Compiled helpers are read through: `(0, x_1.f)(a)` is `f(a)`, and `x === null || x === void 0 ?
 * void 0 : x.y` (optional chaining) is `x.y`.
 */
export function variableLabel(expr: string): string {
  let text = expr
    .replace(/\s+/g, " ")
    .replace(/\s*\.\s*/g, ".")
    .trim();
  // `(_a = x.y) === null || _a === void 0 ? void 0 : _a.z`: `_a` stands for `x.y`.
  const temp = /^\((_[a-z]) = ([^()]+)\)/.exec(text);
  const optional = text.lastIndexOf("? void 0 : ");
  if (optional >= 0) text = text.slice(optional + "? void 0 : ".length);
  if (temp) text = text.split(`${temp[1]}.`).join(`${temp[2]}.`);
  // `__spreadArray([], __read(missing), false)` is `missing`.
  text = text.replace(/^(?:[\w$]+\.)?__spreadArray\(\[\], __read\(([^()]+)\), false\)/, "$1");
  text = text.replace(/\(0, [\w$]+\.([\w$]+)\)/g, "$1").replace(/\b_[a-z]\b\./g, "");
  // What string methods make of a value is still that value: `err.table.charAt(0).toUpperCase()` is `err.table`.
  text = text.replace(
    /(?:\.(?:charAt|slice|substring|toUpperCase|toLowerCase|trim|toString|replace|join|map|filter)\((?:[^()]|\([^()]*\))*\))+$/,
    "",
  );
  if (text.length <= 32 && /^[\w$.[\]"' ,()?]+$/.test(text)) return text;
  const path = /[A-Za-z$][\w$]*(?:\??\.[A-Za-z$][\w$]*)*/.exec(text);
  return path ? path[0] : "value";
}
