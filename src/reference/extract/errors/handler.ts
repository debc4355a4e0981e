import { stringValue } from "./js-text";

/**
 * What the backend's error handler (`dist/api/middlewares/error-handler.js`) does with an error,
 * read from its `switch (errorType)`: for each run of `case`s, the status it sets and what it
 * writes over the body's `code`, `type` and `message` (which start as the error's own); and the
 * same for `default`, which takes every error whose `type` (or `name`) no case lists.
 */
export interface HandlerRule {
  /** The `type` (or `name`) values of its `case`s; empty for `default`. */
  matches: string[];
  status: number;
  code?: string;
  type?: string;
  message?: string;
}

export interface ErrorHandlerFacts {
  file: string;
  /** The line of the `switch`. */
  line: number;
  rules: HandlerRule[];
  fallback: HandlerRule;
}

/** PostgreSQL error codes that `formatException` (`dist/utils/exception-formatter.js`) turns into `MedusaError`s, by the line of their `case`. */
export interface FormatterCase {
  line: number;
  /** `DUPLICATE_ERROR` */
  name: string;
  /** `23505` */
  pgCode: string;
}

export function readErrorHandler(text: string, file: string, types: Readonly<Record<string, string>>): ErrorHandlerFacts {
  const fail = (what: string): never => {
    throw new Error(`Error reference: @medusajs/medusa ${file}: ${what}; the error handler changed, read it again`);
  };
  const constants: Record<string, string> = {};
  for (const m of text.matchAll(/^var ([A-Z_]+) = ("[^"]*");$/gm)) constants[m[1]!] = stringValue(m[2]!)!;
  const valueOf = (expr: string): string | undefined =>
    stringValue(expr) ?? constants[expr] ?? types[/MedusaError\.Types\.([A-Z_]+)$/.exec(expr)?.[1] ?? ""];

  const lines = text.split("\n");
  const start = lines.findIndex((l) => /switch \(errorType\) \{/.test(l));
  if (start < 0) fail("no switch (errorType)");
  const initial = /var statusCode = (\d+);/.exec(text);
  if (!initial) fail("no initial statusCode");
  // Statements of the switch, a statement that spans lines (`errObj.message =\n "…";`) joined.
  const statements: string[] = [];
  let pending = "";
  for (const line of lines.slice(start + 1)) {
    const t = line.trim();
    if (t === "}") break;
    pending = pending ? `${pending} ${t}` : t;
    if (/[;:]$/.test(t)) {
      statements.push(pending);
      pending = "";
    }
  }
  const rules: HandlerRule[] = [];
  let fallback: HandlerRule | undefined;
  let current: (HandlerRule & { open: boolean; isDefault: boolean }) | undefined;
  for (const s of statements) {
    const c = /^case (.+):$/.exec(s);
    if (c || s === "default:") {
      if (!current?.open) current = { matches: [], status: Number(initial![1]), open: true, isDefault: false };
      if (c) current.matches.push(valueOf(c[1]!) ?? fail(`a case it cannot read: ${c[1]}`));
      else current.isDefault = true;
      continue;
    }
    if (!current) fail(`a statement before the first case: ${s}`);
    current!.open = false;
    const assign = /^(statusCode|errObj\.(code|type|message)) = (.+);$/.exec(s);
    if (assign?.[1] === "statusCode") current!.status = Number(assign[3]);
    else if (assign)
      current![assign[2] as "code" | "type" | "message"] = valueOf(assign[3]!) ?? fail(`a value it cannot read: ${assign[3]}`);
    else if (s === "break;") {
      const { open: _open, isDefault, ...rule } = current!;
      if (isDefault) fallback = { ...rule, matches: [] };
      else rules.push(rule);
      current = undefined;
    } else fail(`a statement it cannot read: ${s}`);
  }
  if (!fallback || rules.length === 0) fail("no default branch");
  return { file, line: start + 1, rules, fallback: fallback! };
}

export function readFormatterCases(text: string): FormatterCase[] {
  const codes: Record<string, string> = {};
  for (const m of text.matchAll(/PostgresError\["(\w+)"\] = "(\d+)"/g)) codes[m[1]!] = m[2]!;
  const out: FormatterCase[] = [];
  text.split("\n").forEach((line, i) => {
    const m = /case PostgresError\.(\w+):/.exec(line);
    if (m && codes[m[1]!]) out.push({ line: i + 1, name: m[1]!, pgCode: codes[m[1]!]! });
  });
  return out;
}
