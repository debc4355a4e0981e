import { callArguments, closeOf } from "./js-text";
import { messageTemplates, type MessagePart } from "./message";

/**
 * Reads one compiled JavaScript file of a package (TypeScript's CommonJS output, ES5 or ES2017)
 * for what the error reference needs: its functions and class methods (by the lines they span),
 * the calls each makes that the call graph can follow, the dependencies each class keeps from its
 * constructor, and every `new MedusaError(…)` with its arguments. It reads lines and the arguments
 * of the calls it finds, not a syntax tree: the compiler's output is regular enough, and parsing
 * every file would cost seconds of the build.
 */

/** A call the graph may follow, as written. */
export type Call =
  /** `this.method()`: a method of the same class (or a class it extends). */
  | { kind: "self"; method: string; line: number }
  /** `this.prop_.method()`: a method of what the constructor stored in `prop_`. */
  | { kind: "prop"; prop: string; method: string; line: number }
  /** `x.method()` where `x = ….resolve("name")`: a method of a registered dependency. */
  | { kind: "dep"; dep: string; method: string; line: number }
  /** `(0, alias_1.name)()`: a function of a required module. */
  | { kind: "import"; alias: string; name: string; line: number }
  /** `name()`: a function of the same file. */
  | { kind: "local"; name: string; line: number }
  /**
   * `f(x, this.method)`: a method of the same class passed as a value, which the function it is
   * given may call (`ReturnService.getFulfillmentItems(order, items, this.validateReturnLineItem)`);
   * followed only when the class (or a class it extends) has such a method.
   */
  | { kind: "passed"; method: string; line: number };

export interface ScannedFunction {
  /** `CartService.retrieve`, `CartService.constructor`, a top-level function's or export's name, `default`. */
  name: string;
  className?: string;
  line: number;
  endLine: number;
  calls: Call[];
}

export interface ScannedClass {
  name: string;
  /** The class it extends: a name of this file, or `alias.Name` of a required module. */
  extends?: string;
  /** `this.prop_` → the container name its constructor took it from (`cartService`). */
  props: Record<string, string>;
  /** Every property a method of it assigns or defines (`this.x = …`, getters), dependencies or not. */
  assigned: string[];
}

export interface ScannedThrow {
  line: number;
  /** The function it is in, by name; undefined at the top level of the file. */
  fn?: string;
  /** The `MedusaError.Types` key (`NOT_FOUND`), or the argument as written when it is not one. */
  typeKey: string;
  /** The `MedusaError.Codes` key, or `{…}` with the argument as written; undefined when none is passed. */
  code?: string;
  messages: MessagePart[][];
  /** Thrown inside a `try` whose `catch` keeps the error (see {@link swallowingTries}): it never leaves its function. */
  caught?: boolean;
}

export interface ScannedFile {
  /** `alias` → what it requires (`utils_1` → `@medusajs/utils`, `cart_1` → `./cart`). */
  imports: Record<string, string>;
  functions: ScannedFunction[];
  classes: ScannedClass[];
  throws: ScannedThrow[];
  /** `exports.name` → the local function or `alias.name` it re-exports. */
  reexports: Record<string, string>;
  /** Modules whose exports this one re-exports whole (`__exportStar(require("./x"), exports)`). */
  exportStars: string[];
  /** `exports.default = { name: alias.fn }`: the functions of a default-exported object. */
  defaultObject: Record<string, string>;
  /** The lines of each `try` block whose `catch` keeps the error (see {@link swallowingTries}). */
  swallowed: Array<[number, number]>;
}

const KEYWORDS = new Set([
  "if",
  "for",
  "while",
  "switch",
  "catch",
  "function",
  "return",
  "typeof",
  "new",
  "delete",
  "await",
  "yield",
  "super",
  "constructor",
]);

/** Words that open a statement with a parenthesis, so that `if (` is not read as a method `if`. */
const STATEMENTS = new Set(["if", "for", "while", "switch", "catch", "function", "return", "with"]);

interface Range {
  name: string;
  className?: string;
  start: number;
  end: number;
}

export function scanFile(text: string): ScannedFile {
  const lines = text.split("\n");
  const lineStart: number[] = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    lineStart.push(at);
    at += lines[i]!.length + 1;
  }
  const lineOf = (index: number): number => {
    let lo = 0;
    let hi = lineStart.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStart[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };

  const imports: Record<string, string> = {};
  for (const m of text.matchAll(/^(?:var|const|let) ([\w$]+) = (?:__importDefault\(|__importStar\()?require\("([^"]+)"\)\)?;/gm))
    imports[m[1]!] = m[2]!;
  const reexports: Record<string, string> = {};
  for (const m of text.matchAll(
    /Object\.defineProperty\(exports, "([\w$]+)", \{[^}]*return (?:__importDefault\(([\w$]+)\)\.([\w$]+)|([\w$.]+));/g,
  ))
    reexports[m[1]!] = m[4] ?? `${m[2]}.${m[3]}`;
  // `exports.default = { wrap: await_middleware_1.default, … }`
  const defaultObject: Record<string, string> = {};
  const dflt = /^exports\.default = \{/m.exec(text);
  if (dflt) {
    const open = dflt.index + dflt[0].length - 1;
    const block = text.slice(open + 1, closeOf(text, open));
    for (const m of block.matchAll(/(?:^|,)\s*([\w$]+): ([\w$]+(?:\.[\w$]+)?)\s*(?=,|$)/g)) defaultObject[m[1]!] = m[2]!;
  }
  for (const m of text.matchAll(/^exports\.([\w$]+) = ([\w$]+(?:\.[\w$]+)?);$/gm)) reexports[m[1]!] ??= m[2]!;
  const exportStars = [...text.matchAll(/__exportStar\(require\("([^"]+)"\), exports\)/g)].map((m) => m[1]!);

  const { ranges, classes } = findRanges(lines);
  // The innermost function of each line: ranges sorted outer first, so inner ones overwrite.
  const owner: (Range | undefined)[] = new Array(lines.length + 2);
  for (const r of [...ranges].sort((a, b) => a.start - b.start || b.end - a.end)) owner.fill(r, r.start, r.end + 1);
  const rangeAt = (line: number): Range | undefined => owner[line];

  const functions = new Map<Range, ScannedFunction>(
    ranges.map((r) => [r, { name: r.name, className: r.className, line: r.start, endLine: r.end, calls: [] }]),
  );
  const local = localCallPattern(ranges.filter((r) => !r.className).map((r) => r.name));
  // A call inside a `try` whose `catch` keeps the error cannot pass an error on: not followed.
  const swallowed = swallowingTries(text, lines, lineOf);
  const isSwallowed = (line: number) => swallowed.some(([from, to]) => line >= from && line <= to);
  for (const r of ranges) {
    const offset = lineStart[r.start - 1]!;
    const body = text.slice(offset, lineStart[r.end] ?? text.length);
    const fn = functions.get(r)!;
    for (const call of callsIn(body, local)) {
      const line = lineOf(offset + call.index);
      if (owner[line] === r && !isSwallowed(line) && !caughtByChain(body, call.index))
        fn.calls.push({ ...call.call, line } as Call);
    }
  }

  // Constructors: which container name each `this.prop` holds.
  for (const c of classes) {
    const assigned = new Set<string>();
    for (const r of ranges.filter((k) => k.className === c.name)) {
      const body = lines.slice(r.start - 1, r.end).join("\n");
      for (const m of body.matchAll(/\b(?:_this|this)\.([\w$]+) = /g)) assigned.add(m[1]!);
    }
    for (const m of text.matchAll(new RegExp(String.raw`Object\.defineProperty\(${c.name}\.prototype, "([\w$]+)"`, "g")))
      assigned.add(m[1]!);
    c.assigned = [...assigned];
    const ctor = ranges.find((r) => r.className === c.name && r.name === `${c.name}.constructor`);
    if (!ctor) continue;
    const body = lines.slice(ctor.start - 1, ctor.end).join("\n");
    const local: Record<string, string> = {};
    for (const m of body.matchAll(/([\w$]+) = _a\.([\w$]+)/g)) local[m[1]!] = m[2]!;
    // ES2017: `constructor({ a, b: c }, …)`.
    const params = /constructor\(\{([^}]*)\}/.exec(body);
    for (const p of params?.[1]?.split(",") ?? []) {
      const [from, to] = p.split(":").map((s) => s.trim());
      if (from) local[to || from] = from;
    }
    // Only what came from the container: `_a.cartService`, or a local or parameter taken from it.
    for (const m of body.matchAll(/\b(?:_this|this)\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;/g)) {
      const value = m[3] !== undefined ? (m[2] === "_a" || /^(container|cradle)$/.test(m[2]!) ? m[3] : undefined) : local[m[2]!];
      if (value && /^[a-z][\w$]*$/.test(value)) c.props[m[1]!] = value;
    }
  }

  const throws: ScannedThrow[] = [];
  if (text.includes("MedusaError"))
    for (const m of text.matchAll(/\bnew\s+(?:[\w$]+\.)?MedusaError\s*\(/g)) {
      const open = m.index + m[0].length - 1;
      const { args } = callArguments(text, open);
      const line = lineOf(m.index);
      const type = /MedusaError\.Types\.([A-Z_]+)$/.exec(args[0] ?? "");
      const code = args[2] === undefined ? undefined : /MedusaError\.Codes\.([A-Z_]+)$/.exec(args[2]);
      throws.push({
        line,
        fn: rangeAt(line)?.name,
        typeKey: type ? type[1]! : (args[0] ?? ""),
        code: args[2] === undefined ? undefined : code ? code[1]! : `{${args[2]}}`,
        messages: args[1] === undefined ? [[]] : messageTemplates(args[1]),
        ...(isSwallowed(line) ? { caught: true } : {}),
      });
    }
  return {
    imports,
    functions: [...functions.values()].sort((a, b) => a.line - b.line),
    classes,
    throws,
    reexports,
    exportStars,
    defaultObject,
    swallowed,
  };
}

/** What a `catch` (or the `finally` after it) does that passes the error on: throws, or hands it to `next` or `reject`. */
const PASSES_ON = /\bthrow\b|\bnext\(|\breject\(/;
/** A call to a logger or the console, on one line: `this.logger_.log("error", error_2);`, `console.warn(e);`. */
const LOGS = /(?<![\w$])(?:(?:this\.)?[\w$]*logger_?|console)\.(?:log|info|warn|error|debug)\([^\n]*\);/g;

/**
 * Whether a catch block (its text, the caught variable's name) passes the error on: it throws or
 * calls `next` or `reject`, or it uses the caught error at all (keeps it to throw later, as the
 * idempotent routes' `err = e_1` … `throw err`, or hands it to a function): read as passing it on.
 */
function passesOn(handler: string, caught: string | undefined): boolean {
  if (PASSES_ON.test(handler)) return true;
  if (!caught) return false;
  // Logging the error is not passing it on: AuthService.authenticate logs it and answers a failure
  // (the eighteenth audit: POST /admin/auth/token listed "User with email: … was not found").
  handler = handler.replace(LOGS, "");
  const uses = handler.match(new RegExp(String.raw`(?<![\w$.])${caught.replace(/\$/g, "\\$")}(?![\w$])`, "g")) ?? [];
  return uses.length > 1;
}

/**
 * The lines of each `try` block whose `catch` keeps the error: neither the catch nor a finally after
 * it throws (or calls `next`/`reject`). Two shapes: TypeScript's ES5 generators, where
 * `_a.trys.push([try, catch, finally, end])` opens the block and `case <catch>:` starts the catch
 * (the try block runs to there, the catch and finally to `case <end>:`), and a written `try { … }
 * catch (e) { … }`. A try with only a finally is not one. The helpers' own `try` (`__awaiter`,
 * `__generator`) rethrow or reject and are not either.
 */
export function swallowingTries(
  text: string,
  lines: readonly string[],
  lineOf: (index: number) => number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  lines.forEach((line, i) => {
    const push = /^(\s*)[\w$]+\.trys\.push\(\[(\d+), (\d*), (\d*), (\d+)\]\);/.exec(line);
    if (!push || push[3] === "") return;
    const caseIndent = push[1]!.slice(4);
    const caseLine = (label: string) => {
      for (let j = i + 1; j < lines.length; j++) {
        const l = lines[j]!;
        if (l.startsWith(`${caseIndent}case ${label}:`)) return j;
        // Left the switch: the generator's body ended.
        if (l.trim() !== "" && !l.startsWith(caseIndent)) return -1;
      }
      return -1;
    };
    const katch = caseLine(push[3]!);
    const end = caseLine(push[5]!);
    if (katch < 0 || end < 0) return;
    const handler = lines.slice(katch, end).join("\n");
    const caught = /^\s*case \d+:\s*\n?\s*([\w$]+) = [\w$]+\.sent\(\);/.exec(handler)?.[1];
    if (passesOn(handler, caught)) return;
    out.push([i + 1, katch]);
  });
  for (const m of text.matchAll(/(?<![\w$])try \{/g)) {
    const open = m.index + m[0].length - 1;
    const close = closeOf(text, open);
    const after = /^\s*catch\s*(?:\(([\w$]*)\))?\s*\{/.exec(text.slice(close + 1));
    if (!after) continue;
    const catchOpen = close + 1 + after[0].length - 1;
    let handlerEnd = closeOf(text, catchOpen);
    const fin = /^\s*finally\s*\{/.exec(text.slice(handlerEnd + 1));
    if (fin) handlerEnd = closeOf(text, handlerEnd + 1 + fin[0].length - 1);
    if (passesOn(after[0] + text.slice(catchOpen + 1, handlerEnd + 1), after[1])) continue;
    out.push([lineOf(m.index), lineOf(close)]);
  }
  return out;
}

/**
 * Whether the call that starts at `index` (its chain of calls followed: `this.x.withTransaction(m).y(…)`)
 * ends in a `.catch` whose function takes no error and returns a value: `this.retrieve(id).catch(function
 * () { return void 0; })` keeps whatever the call throws (AnalyticsConfigService.delete, found by the
 * eighteenth audit on DELETE /admin/users/{id}).
 */
function caughtByChain(body: string, index: number): boolean {
  let open = body.indexOf("(", index);
  for (let hops = 0; open >= 0 && hops < 8; hops++) {
    const end = closeOf(body, open);
    const rest = body.slice(end + 1, end + 200);
    if (/^\s*\.catch\(function \(\) \{ return [^;{}]*; \}\)/.test(rest)) return true;
    const next = /^\s*\.\s*([\w$]+)\s*\(/.exec(rest);
    if (!next || next[1] === "catch" || next[1] === "then") return false;
    open = end + 1 + next[0].length - 1;
  }
  return false;
}

/** The line that closes a block opened at `indent`: `}`, `};`, `});`, `}); });`, `}(x));`. */
function closesAt(line: string, indent: string): boolean {
  if (!line.startsWith(indent)) return false;
  const rest = line.slice(indent.length);
  return /^[})][})\]\s;,]*$/.test(rest) || /^\}\([\w$.]*\)\);$/.test(rest);
}

function endOf(lines: string[], start: number, indent: string): number {
  if (/;\s*$/.test(lines[start - 1]!) && !/[{(]\s*$/.test(lines[start - 1]!)) return start;
  for (let i = start; i < lines.length; i++) if (closesAt(lines[i]!, indent)) return i + 1;
  return lines.length;
}

function findRanges(lines: string[]): { ranges: Range[]; classes: ScannedClass[] } {
  const ranges: Range[] = [];
  const classes: ScannedClass[] = [];
  const classLines = new Set<number>();
  lines.forEach((line, i) => {
    const n = i + 1;
    // ES5: `var CartService = /** @class */ (function (_super) {` … `}(interfaces_1.TransactionBaseService));`
    const es5 = /^(\s*)var ([\w$]+) = \/\*\* @class \*\/ \(function \(([\w$]*)\) \{$/.exec(line);
    if (es5) {
      const end = endOf(lines, n, es5[1]!);
      const ext = /^\s*\}\((.+)\)\);\s*$/.exec(lines[end - 1]!);
      classes.push({ name: es5[2]!, extends: es5[3] && ext ? ext[1] : undefined, props: {}, assigned: [] });
      classLines.add(n);
      const memberIndent = `${es5[1]}    `;
      for (let j = n; j < end - 1; j++) {
        const l = lines[j]!;
        if (!l.startsWith(memberIndent) || /^\s/.test(l.slice(memberIndent.length))) continue;
        const rest = l.slice(memberIndent.length);
        const method = /^([\w$]+)\.(?:prototype\.)?([\w$]+) = function/.exec(rest);
        const ctor = /^function ([\w$]+)\(/.exec(rest);
        const name =
          method?.[1] === es5[2] ? `${es5[2]}.${method![2]}` : ctor?.[1] === es5[2] ? `${es5[2]}.constructor` : undefined;
        if (name) ranges.push({ name, className: es5[2], start: j + 1, end: endOf(lines, j + 1, memberIndent) });
      }
      return;
    }
    // ES2017: `class InventoryService {` / `let X = class X extends Y {`
    const es = /^(\s*)(?:let [\w$]+ = )?class ([\w$]+)(?: extends ([\w$.]+))? \{$/.exec(line);
    if (es) {
      const end = endOf(lines, n, es[1]!);
      classes.push({ name: es[2]!, extends: es[3], props: {}, assigned: [] });
      classLines.add(n);
      const memberIndent = `${es[1]}    `;
      for (let j = n; j < end - 1; j++) {
        const l = lines[j]!;
        if (!l.startsWith(memberIndent) || /^\s/.test(l.slice(memberIndent.length))) continue;
        const m = /^(?:static\s+)?(?:async\s+)?(?:[gs]et\s+)?\*?([\w$]+)\s*\(/.exec(l.slice(memberIndent.length));
        if (!m || STATEMENTS.has(m[1]!)) continue;
        ranges.push({
          name: `${es[2]}.${m[1]}`,
          className: es[2],
          start: j + 1,
          end: endOf(lines, j + 1, memberIndent),
        });
      }
      return;
    }
    // Top-level functions and exports.
    const top =
      /^(?:async )?function\*? ?([\w$]+)\s*\(/.exec(line) ??
      /^exports\.([\w$]+) = (?!void 0)(?!exports\.)/.exec(line) ??
      /^(?:var|let|const) ([\w$]+) = (?!.*require\()/.exec(line);
    if (top && !top[1]!.startsWith("__") && !classLines.has(n) && !/^exports\.[\w$]+ = [\w$.]+;$/.test(line))
      ranges.push({ name: top[1]!, start: n, end: endOf(lines, n, "") });
  });
  return { ranges, classes };
}

type FoundCall =
  | { kind: "self"; method: string }
  | { kind: "prop"; prop: string; method: string }
  | { kind: "dep"; dep: string; method: string }
  | { kind: "import"; alias: string; name: string }
  | { kind: "local"; name: string }
  | { kind: "passed"; method: string };

const TX = String.raw`(?:\s*\.\s*withTransaction\s*\((?:[^()]|\([^()]*\))*\))?`;

/** A pattern that finds calls of the file's own top-level functions, or undefined when it has none. */
function localCallPattern(names: readonly string[]): RegExp | undefined {
  const callable = [...new Set(names)].filter((n) => !KEYWORDS.has(n)).map((n) => n.replace(/\$/g, "\\$"));
  return callable.length === 0 ? undefined : new RegExp(String.raw`(?<![\w$.])(${callable.join("|")})\s*\(`, "g");
}

/** The calls in a function's text, with their index in it. */
function callsIn(body: string, localCalls: RegExp | undefined): { index: number; call: FoundCall }[] {
  // `this` is also read through TypeScript's aliases: `_this` in arrow functions and `this_1`, `this_2`… in the
  // `_loop_N` functions of a loop whose body holds a closure (ShippingOptionService.update's
  // `this_2.validateRequirement_(r, optionId)`, services/shipping-option.js:673).
  const out: { index: number; call: FoundCall }[] = [];
  const ownThis = new RegExp(String.raw`\b(?:_this|this(?:_\d+)?)\s*\.\s*([\w$]+)\s*\(`, "g");
  for (const m of body.matchAll(ownThis)) out.push({ index: m.index, call: { kind: "self", method: m[1]! } });
  const onProp = new RegExp(String.raw`\b(?:_this|this(?:_\d+)?)\s*\.\s*([\w$]+)${TX}\s*\.\s*([\w$]+)\s*\(`, "g");
  for (const m of body.matchAll(onProp)) out.push({ index: m.index, call: { kind: "prop", prop: m[1]!, method: m[2]! } });
  // A method passed as an argument: `(…, this.validateReturnLineItem)`.
  const passed = /[(,]\s*(?:_this|this(?:_\d+)?)\s*\.\s*([\w$]+)\s*(?=[,)])/g;
  for (const m of body.matchAll(passed)) out.push({ index: m.index, call: { kind: "passed", method: m[1]! } });

  // Locals that hold a dependency: `x = req.scope.resolve("cartService")`, `y = x.withTransaction(m)`,
  // `z = this.cartService_.withTransaction(m)`.
  // (Patterns that open with a name are slow to try at every character: each runs only on a body that has its word.)
  const deps = new Map<string, { dep: string } | { prop: string }>();
  const resolves = body.includes(".resolve(");
  if (resolves)
    for (const m of body.matchAll(/\b([\w$]+) = [\w$.]*\.resolve\(\s*"([\w$]+)"\s*\)/g)) deps.set(m[1]!, { dep: m[2]! });
  if (body.includes("withTransaction(")) {
    for (const m of body.matchAll(/\b([\w$]+) = (?:_this|this(?:_\d+)?)\s*\.\s*([\w$]+)\s*\.\s*withTransaction\(/g))
      deps.set(m[1]!, { prop: m[2]! });
    for (const m of body.matchAll(/\b([\w$]+) = ([\w$]+)\s*\.\s*withTransaction\(/g)) {
      const from = deps.get(m[2]!);
      if (from) deps.set(m[1]!, from);
    }
  }
  if (deps.size > 0) {
    const names = [...deps.keys()].map((n) => n.replace(/\$/g, "\\$")).join("|");
    const onLocal = new RegExp(String.raw`(?<![\w$.])(${names})${TX}\s*\.\s*([\w$]+)\s*\(`, "g");
    for (const m of body.matchAll(onLocal)) {
      if (m[2] === "withTransaction") continue;
      const held = deps.get(m[1]!)!;
      out.push({
        index: m.index,
        call: "dep" in held ? { kind: "dep", dep: held.dep, method: m[2]! } : { kind: "prop", prop: held.prop, method: m[2]! },
      });
    }
  }
  const resolved = new RegExp(String.raw`\.resolve\(\s*"([\w$]+)"\s*\)${TX}\s*\.\s*([\w$]+)\s*\(`, "g");
  if (resolves)
    for (const m of body.matchAll(resolved)) out.push({ index: m.index, call: { kind: "dep", dep: m[1]!, method: m[2]! } });

  for (const m of body.matchAll(/\(0,\s*([\w$]+)\.([\w$]+)\)\s*\(/g))
    out.push({
      index: m.index,
      call: m[1] === "exports" ? { kind: "local", name: m[2]! } : { kind: "import", alias: m[1]!, name: m[2]! },
    });
  // A required module's function passed as a middleware (`middlewares_1.default.wrap`, `(0, x_1.f)(…)` above).
  if (body.includes(".default."))
    for (const m of body.matchAll(/\b([\w$]+_\d+)\.default\.([\w$]+)\s*\(/g))
      if (body[m.index - 1] !== "." && body[m.index - 1] !== "$")
        out.push({ index: m.index, call: { kind: "import", alias: m[1]!, name: `default.${m[2]}` } });
  if (localCalls) {
    for (const m of body.matchAll(localCalls)) {
      if (/function\s*\*?\s*$/.test(body.slice(Math.max(0, m.index - 12), m.index))) continue;
      out.push({ index: m.index, call: { kind: "local", name: m[1]! } });
    }
  }
  return out;
}
