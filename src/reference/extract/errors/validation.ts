import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { filesBelow } from "../../../lib/files";
import { callArguments, closeOf, splitTopLevel, templateParts } from "./js-text";
import { messageTemplates, type MessagePart } from "./message";

/**
 * The messages of a failed validation, as templates: `validator` (`utils/validator.js`) joins the
 * messages of every failed constraint with ", " into one `invalid_data` error. Each comes from a
 * class-validator decorator the backend's request classes use (`$property must be a string`),
 * from class-validator itself (`property x should not exist`, for a field the class does not
 * declare), or from a validator of the backend's own (`utils/validators`, `types/validators`).
 */
export interface ValidationTemplate {
  /** The decorator or validator: `IsString`, `whitelist`, `IsGreaterThan`. */
  name: string;
  pkg: string;
  file: string;
  line: number;
  messages: MessagePart[][];
  /** Whether an array field's message starts with "each value in ". */
  each: boolean;
}

const CLASS_VALIDATOR = "class-validator";

export function readValidationTemplates(
  nodeModules: string,
  medusaFiles: readonly { file: string; text: string }[],
): ValidationTemplate[] {
  const out: ValidationTemplate[] = [];
  const used = new Set<string>();
  for (const f of medusaFiles) for (const m of f.text.matchAll(/\(0, class_validator_1\.([A-Z]\w+)\)\(/g)) used.add(m[1]!);
  const decoratorDir = join(nodeModules, CLASS_VALIDATOR, "cjs/decorator");
  const decoratorFiles = new Map(
    filesBelow(decoratorDir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => [f.slice(f.lastIndexOf("/") + 1, -3), f]),
  );
  for (const name of [...used].sort()) {
    const abs = decoratorFiles.get(name);
    if (!abs) continue;
    const text = readFileSync(abs, "utf8");
    const m = /(eachPrefix \+ )?'((?:[^'\\]|\\.)*\$property(?:[^'\\]|\\.)*)'/.exec(text);
    if (!m) continue;
    out.push({
      name,
      pkg: CLASS_VALIDATOR,
      file: abs.slice(abs.indexOf("/cjs/") + 1),
      line: lineAt(text, m.index),
      messages: [dollarTemplate(m[2]!)],
      each: !!m[1],
    });
  }
  const executor = join(nodeModules, CLASS_VALIDATOR, "cjs/validation/ValidationExecutor.js");
  if (existsSync(executor)) {
    const text = readFileSync(executor, "utf8");
    const m = /`property \$\{[\w$]+\} should not exist`/.exec(text);
    const t = m && templateParts(m[0]);
    if (t)
      out.push({
        name: "whitelist",
        pkg: CLASS_VALIDATOR,
        file: "cjs/validation/ValidationExecutor.js",
        line: lineAt(text, m.index),
        messages: [[t.texts[0]!, { variable: "property" }, t.texts[1]!]],
        each: false,
      });
  }
  // Request classes that give a decorator a message of their own: `@IsEnum(Type, { message: "type must be one of …" })`.
  for (const f of medusaFiles) {
    for (const m of f.text.matchAll(/\(0, class_validator_1\.([A-Z]\w+)\)\(/g)) {
      const { args } = callArguments(f.text, m.index + m[0].length - 1);
      const options = args.find((a) => a.startsWith("{") && /\bmessage:/.test(a));
      const value = options && /\bmessage:\s*([\s\S]+?)\s*,?\s*\}$/.exec(options)?.[1];
      if (!value) continue;
      out.push({
        name: `${m[1]} (its own message)`,
        pkg: "@medusajs/medusa",
        file: f.file,
        line: lineAt(f.text, m.index),
        messages: messageTemplates(value).map((parts) => parts.flatMap((p) => (typeof p === "string" ? dollarTemplate(p) : [p]))),
        each: false,
      });
    }
  }
  for (const f of medusaFiles) {
    if (!/^dist\/(utils|types)\/validators\//.test(f.file)) continue;
    for (const m of f.text.matchAll(/defaultMessage(?: = |: )function \([\w$]*\) \{/g)) {
      const open = m.index + m[0].length - 1;
      const body = f.text.slice(open + 1, closeOf(f.text, open));
      // The function's own `return`, not one of a callback inside it.
      const ret = splitTopLevel(body, ";").find((stmt) => /^return\s/.test(stmt));
      if (!ret) continue;
      const expr = ret.replace(/^return\s+/, "");
      const owner = /(?:function |exports\.|var )([A-Z][\w$]+)/.exec(
        f.text
          .slice(0, m.index)
          .split("\n")
          .reverse()
          .find((l) => /function [A-Z]|var [A-Z]\w* = /.test(l)) ?? "",
      );
      out.push({
        name: owner?.[1] ?? f.file,
        pkg: "@medusajs/medusa",
        file: f.file,
        line: lineAt(f.text, m.index),
        messages: messageTemplates(expr).map(readableArgs),
        each: false,
      });
    }
  }
  return out;
}

/** class-validator's `$property`, `$constraint1`, `$value` as variables. */
function dollarTemplate(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(property|constraint\d|value|target)/g)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ variable: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** `args.property` and `propertyName` read as `property`, as in class-validator's own templates. */
function readableArgs(parts: MessagePart[]): MessagePart[] {
  return parts.map((p) =>
    typeof p === "string"
      ? p
      : { variable: /propert/i.test(p.variable) ? "property" : /constraints/.test(p.variable) ? "constraint" : p.variable },
  );
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
