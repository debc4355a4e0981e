/**
 * `data/api-examples.json`: what the pinned backend answered each operation when
 * `npm run verify:api -- --record` ran its scenario (src/verify/examples.ts writes it). It is the
 * one generated file that is committed, because making it needs a database. The REST reference
 * shows its success response as the operation's example, its error cases as the statuses the
 * handler answers, and its known differences as the only "What the backend really does" notes of
 * shared schemas the operation shows.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DocProblem } from "../../extract/types";
import type { OpenApiDocument } from "../../openapi/types";
import { FindingsError } from "../../reviewed-yaml";

export const EXAMPLES_FILE = "data/api-examples.json";

/** The requests `--record` sends that change nothing, each answered by an error or, for some routes, not. */
export const ERROR_CASES = {
  unauthenticated: "Without credentials",
  invalid: "With a property the validator does not accept",
  "unknown-id": "With an ID that names no record",
} as const;

export type ErrorCase = keyof typeof ERROR_CASES;

export interface ErrorExample {
  status: number;
  when: ErrorCase;
  body: unknown;
}

export interface RecordedExample {
  request?: { query?: string; body?: unknown };
  response?: { status: number; body: unknown };
  /** Known differences the operation's responses showed, as `knownDifferenceKey` names them. */
  observed: string[];
  errors: ErrorExample[];
}

export interface RecordedExamples {
  version: string;
  /** By `admin|store OperationId`. */
  operations: Record<string, RecordedExample>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The line of an operation's key in the file's text, for messages. */
function lineOf(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  return at < 0 ? 1 : text.slice(0, at).split("\n").length;
}

/** Parses and checks the file's text; a malformed entry throws with the file and its line. */
export function parseRecordedExamples(text: string, file = EXAMPLES_FILE): RecordedExamples {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FindingsError(
      `${file}:1: not JSON (${error instanceof Error ? error.message : String(error)}); run npm run verify:api -- --record`,
    );
  }
  if (!isObject(data) || typeof data.version !== "string" || !isObject(data.operations))
    throw new FindingsError(`${file}:1: expected { "version": "…", "operations": { … } }`);
  for (const [key, value] of Object.entries(data.operations)) {
    const where = `${file}:${lineOf(text, key)}: ${key}`;
    if (!/^(admin|store) \w+$/.test(key)) throw new FindingsError(`${where}: not "admin|store OperationId"`);
    if (!isObject(value)) throw new FindingsError(`${where}: expected an object`);
    if (!Array.isArray(value.observed) || !value.observed.every((o) => typeof o === "string"))
      throw new FindingsError(`${where}: "observed" must be a list of texts`);
    if (!Array.isArray(value.errors)) throw new FindingsError(`${where}: "errors" must be a list`);
    for (const e of value.errors) {
      if (!isObject(e) || !Number.isInteger(e.status) || typeof e.when !== "string" || !(e.when in ERROR_CASES))
        throw new FindingsError(`${where}: each error needs a status and a "when" of ${Object.keys(ERROR_CASES).join(", ")}`);
    }
    const response = value.response;
    if (response !== undefined && (!isObject(response) || !Number.isInteger(response.status) || !("body" in response)))
      throw new FindingsError(`${where}: "response" needs a status and a body`);
  }
  return data as unknown as RecordedExamples;
}

export function readRecordedExamples(root: string, file = EXAMPLES_FILE): RecordedExamples {
  const path = join(root, file);
  if (!existsSync(path)) throw new FindingsError(`${file}: missing; run npm run verify:api -- --record`);
  return parseRecordedExamples(readFileSync(path, "utf8"), file);
}

/** Operations the file names that the documents lack, and a file recorded from another version. */
export function recordedExampleProblems(
  examples: RecordedExamples,
  docs: Record<"admin" | "store", OpenApiDocument>,
): DocProblem[] {
  const problems: DocProblem[] = [];
  const problem = (message: string) => problems.push({ pkg: "medusa-docs", file: EXAMPLES_FILE, line: 1, message });
  const version = docs.admin.info.version;
  if (examples.version !== version)
    problem(`recorded from ${examples.version}, the documents are ${version}: run npm run verify:api -- --record`);
  const operations = new Set<string>();
  for (const area of ["admin", "store"] as const)
    for (const methods of Object.values(docs[area].paths))
      for (const op of Object.values(methods)) operations.add(`${area} ${String(op.operationId)}`);
  for (const key of Object.keys(examples.operations))
    if (!operations.has(key))
      problem(`${key} is not an operation of the published documents: run npm run verify:api -- --record`);
  return problems;
}
