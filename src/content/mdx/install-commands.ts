/**
 * Finds the packages that shell commands in a code block install or run from the registry:
 * `npm install|i|add`, `npm create|init|exec`, `npx`, `yarn add|create|dlx`, `yarn global add`,
 * `pnpm add|install|i|create|dlx`, `pnpx`, `bun add`, `bunx`. The install check reads these to
 * hold pages to versions that work with Medusa 1.20.11. Lines are split into commands at `&&`,
 * `||`, `;`, `|` and newlines (a trailing backslash continues a line); a `$ ` prompt, `sudo`,
 * Dockerfile's `RUN` and leading `NAME=value` assignments are skipped. Anything else in the block
 * (code, output, prose) is not a command and is ignored.
 */
export interface InstalledPackage {
  /** The package name, e.g. `@medusajs/medusa`. */
  name: string;
  /** What follows `name@`, or undefined when the command names no version. */
  spec: string | undefined;
  /** The argument as written. */
  text: string;
  /**
   * Run by `npx`, `npm exec` or `bunx`, which use the project's own copy when it has one and
   * download the package only otherwise (`dlx` and `create` always download).
   */
  prefersLocal: boolean;
  /** 0-based line within the block, and 0-based column in that line, of the argument. */
  line: number;
  column: number;
}

interface Token {
  text: string;
  line: number;
  column: number;
  prefersLocal?: boolean;
}

/** Splits shell text into commands of words (quotes removed, comments dropped). */
function commands(script: string): Token[][] {
  const out: Token[][] = [];
  let words: Token[] = [];
  let word: Token | undefined;
  let line = 0;
  let column = 0;
  const endWord = () => {
    if (word) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) out.push(words);
    words = [];
  };
  let quote: string | undefined;
  for (let i = 0; i < script.length; i++) {
    const ch = script[i]!;
    const at = { line, column };
    if (ch === "\n") {
      line++;
      column = 0;
    } else column++;
    if (quote) {
      if (ch === quote) quote = undefined;
      else if (word) word.text += ch;
      continue;
    }
    if (ch === "\\" && script[i + 1] === "\n") {
      // A continued line: the command goes on.
      endWord();
      i++;
      line++;
      column = 0;
      continue;
    }
    if (ch === "\n" || ch === ";" || ch === "|" || ch === "&" || ch === "(" || ch === ")") {
      endCommand();
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r") {
      endWord();
      continue;
    }
    if (ch === "#" && !word) {
      // A comment runs to the end of the line.
      while (i + 1 < script.length && script[i + 1] !== "\n") i++;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === "`") {
      quote = ch;
      word ??= { text: "", ...at };
      continue;
    }
    word ??= { text: "", ...at };
    word.text += ch;
  }
  endCommand();
  return out;
}

/** Words that can come before the command itself. */
function skipPrefix(words: Token[]): Token[] {
  let i = 0;
  while (i < words.length) {
    const w = words[i]!.text;
    if (w === "$" || w === "sudo" || w === "RUN" || w === "exec" || /^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) i++;
    else break;
  }
  return words.slice(i);
}

/** Options that take the next word as their value (so that word is not a package). */
const VALUED = new Set([
  "--registry",
  "--prefix",
  "--cache",
  "--tag",
  "-w",
  "--workspace",
  "--filter",
  "-F",
  "--cwd",
  "-C",
  "--dir",
  "-c",
  "--call",
  "--omit",
  "--include",
]);

/** The non-option arguments of a command, skipping option values. */
function operands(args: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.text === "--") break;
    // A redirection (`> log`, `2>err`) and its file.
    if (/^\d*[<>]/.test(a.text)) {
      if (/^\d*[<>]+$/.test(a.text)) i++;
      continue;
    }
    if (a.text.startsWith("-")) {
      if (VALUED.has(a.text)) i++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/** `create-x` for the argument of `npm create x` / `yarn create x` (`@s` → `@s/create`, `@s/x` → `@s/create-x`). */
function createPackage(t: Token): Token {
  const { name, spec } = splitSpec(t.text);
  let pkg: string;
  if (name.startsWith("@")) {
    const [scope, rest] = name.split("/");
    pkg = rest ? `${scope}/create-${rest}` : `${scope}/create`;
  } else pkg = `create-${name}`;
  return { ...t, text: spec === undefined ? pkg : `${pkg}@${spec}` };
}

/** The package an npx-style runner fetches: `--package x` / `-p x`, or the first operand. */
function runnerPackages(args: Token[]): Token[] {
  const given: Token[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.text === "-p" || a.text === "--package") {
      if (args[i + 1]) given.push(args[i + 1]!);
      i++;
    } else if (a.text.startsWith("--package=")) {
      const value = a.text.slice("--package=".length);
      given.push({ ...a, text: value, column: a.column + "--package=".length });
    } else if (!a.text.startsWith("-") && given.length === 0) return [a];
    else if (!a.text.startsWith("-")) break;
  }
  return given;
}

const local = (tokens: Token[]) => tokens.map((t) => ({ ...t, prefersLocal: true }));

/** The registry packages one command installs or runs. */
function commandPackages(words: Token[]): Token[] {
  const [tool, ...rest] = skipPrefix(words);
  if (!tool) return [];
  const sub = rest[0]?.text;
  const args = rest.slice(1);
  switch (tool.text) {
    case "npm":
      if (sub === "install" || sub === "i" || sub === "add" || sub === "in" || sub === "isntall") return operands(args);
      if (sub === "create" || sub === "init") return operands(args).slice(0, 1).map(createPackage);
      if (sub === "exec" || sub === "x") return local(runnerPackages(args));
      return [];
    case "npx":
    case "bunx":
      return local(runnerPackages(rest));
    case "pnpx":
      return runnerPackages(rest);
    case "yarn":
      if (sub === "add") return operands(args);
      if (sub === "global" && args[0]?.text === "add") return operands(args.slice(1));
      if (sub === "create") return operands(args).slice(0, 1).map(createPackage);
      if (sub === "dlx") return runnerPackages(args);
      return [];
    case "pnpm":
      if (sub === "add" || sub === "install" || sub === "i") return operands(args);
      if (sub === "create") return operands(args).slice(0, 1).map(createPackage);
      if (sub === "dlx") return runnerPackages(args);
      return [];
    case "bun":
      if (sub === "add" || sub === "install" || sub === "i") return operands(args);
      if (sub === "create") return operands(args).slice(0, 1).map(createPackage);
      return [];
    default:
      return [];
  }
}

/** `name` and the spec after its `@` (`@scope/name@^1.0.0` → `@scope/name`, `^1.0.0`). */
export function splitSpec(text: string): { name: string; spec: string | undefined } {
  const at = text.indexOf("@", text.startsWith("@") ? 1 : 0);
  if (at === -1) return { name: text, spec: undefined };
  return { name: text.slice(0, at), spec: text.slice(at + 1) };
}

/** Whether an argument names a registry package (not a folder, a file, a URL or a git repository). */
function isRegistryPackage(text: string): boolean {
  return /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(@.*)?$/i.test(text) && !/^[\w.-]+\/[\w.-]+(#.*)?$/.test(text);
}

/** Every registry package the block's commands install or run, with where it is written. */
export function installedPackages(script: string): InstalledPackage[] {
  const out: InstalledPackage[] = [];
  for (const words of commands(script)) {
    for (const t of commandPackages(words)) {
      if (!isRegistryPackage(t.text)) continue;
      // An alias (`typeorm@npm:@medusajs/typeorm@0.3.16`) installs the package after `npm:`.
      const { name, spec } = splitSpec(t.text);
      const alias = spec?.startsWith("npm:") ? splitSpec(spec.slice(4)) : undefined;
      out.push({
        name: alias?.name ?? name,
        spec: alias ? alias.spec : spec === "" ? undefined : spec,
        text: t.text,
        prefersLocal: t.prefersLocal ?? false,
        line: t.line,
        column: t.column,
      });
    }
  }
  return out;
}
