/**
 * The two reviewed lists that `npm run verify:api` keeps beside the REST reference:
 *
 * - `data/api-known-differences.yaml`: where the running backend does not do what its `@oas`
 *   block documents (a response field of another type, a missing field, another status), each
 *   with the evidence in the package's code. The runner accepts exactly
 *   these differences, and the operation's page says what the backend really returns.
 * - `data/api-not-exercised.yaml`: operations the runner does not call, each with the reason.
 *
 * Both are read here, for the REST family and the runner alike; an entry that is malformed names
 * its file and line.
 */
import { entries, EVIDENCE, field, FindingsError, onlyKeys } from "../../reviewed-yaml";

export const KNOWN_DIFFERENCES_FILE = "data/api-known-differences.yaml";
export const NOT_EXERCISED_FILE = "data/api-not-exercised.yaml";

export interface KnownDifference {
  /**
   * `admin GetProducts`: the area and the operationId, for a difference of one operation. Either
   * this or `schema`.
   */
  operation?: string;
  /**
   * A named schema (`PricedVariant`), for a difference in a shared schema: it applies wherever a
   * response holds a value of that schema.
   */
  schema?: string;
  /** For an operation's response: the status whose schema it breaks. */
  status?: number;
  /**
   * JSON pointer, array indexes as `*`: into the operation's response body, or into a value of
   * the schema. The file may list several for one entry; each becomes a difference of its own.
   */
  pointer: string;
  keyword: string;
  documented: string;
  actual: string;
  /** What the backend really does, in a sentence or two: shown on the operation's page. */
  explanation: string;
  /** `@medusajs/medusa/dist/…js:LINE` places in the pinned packages that show why. */
  evidence: string[];
  /** The file and line of the entry, for messages. */
  where: string;
}

/** How data/api-examples.json names an entry an operation showed: `schema Order /billing_address_id required`. */
export function knownDifferenceKey(d: Pick<KnownDifference, "operation" | "schema" | "pointer" | "keyword">): string {
  return `${d.schema ? `schema ${d.schema}` : d.operation!} ${d.pointer || "/"} ${d.keyword}`;
}

export interface NotExercised {
  operation: string;
  reason: string;
  where: string;
}

const OPERATION = /^(admin|store) [A-Za-z]+$/;

export function readKnownDifferences(root: string): KnownDifference[] {
  const list = entries(root, KNOWN_DIFFERENCES_FILE).flatMap((entry): KnownDifference[] => {
    if (entry.map.has("subject")) {
      throw new FindingsError(
        `${entry.where}: a code sample is never a known difference; fix it in data/api-sample-overrides.yaml`,
      );
    }
    onlyKeys(entry, ["operation", "schema", "status", "pointer", "keyword", "documented", "actual", "explanation", "evidence"]);
    const operation = field(entry, "operation", "string", true) as string | undefined;
    const schema = field(entry, "schema", "string", true) as string | undefined;
    if ((operation === undefined) === (schema === undefined)) {
      throw new FindingsError(`${entry.where}: give either "operation" or "schema"`);
    }
    if (operation !== undefined && !OPERATION.test(operation)) {
      throw new FindingsError(`${entry.where}: operation must read "admin|store OperationId"`);
    }
    const status = field(entry, "status", "number", schema !== undefined) as number | undefined;
    if (status !== undefined && schema !== undefined) {
      throw new FindingsError(`${entry.where}: only an operation's response difference has a status`);
    }
    const evidence = field(entry, "evidence", "strings") as string[];
    for (const place of evidence) {
      if (!EVIDENCE.test(place)) throw new FindingsError(`${entry.where}: evidence "${place}" must be a package file and line`);
    }
    // One entry may name several pointers that differ in the same way for the same reason.
    const rawPointer: unknown = entry.map.toJSON().pointer;
    const pointers = Array.isArray(rawPointer) ? rawPointer : [rawPointer];
    if (pointers.length === 0 || pointers.some((p) => typeof p !== "string")) {
      throw new FindingsError(`${entry.where}: "pointer" must be a JSON pointer ("" for the whole) or a list of them`);
    }
    const common = {
      operation,
      schema,
      status,
      keyword: field(entry, "keyword", "string") as string,
      documented: String(field(entry, "documented", "string")),
      actual: String(field(entry, "actual", "string")),
      explanation: field(entry, "explanation", "string") as string,
      evidence,
      where: entry.where,
    };
    return (pointers as string[]).map((pointer): KnownDifference => ({ ...common, pointer }));
  });
  const seen = new Map<string, string>();
  for (const d of list) {
    const key = [d.operation, d.schema, d.status, d.pointer, d.keyword, d.documented, d.actual].join("\u0000");
    const other = seen.get(key);
    if (other) throw new FindingsError(`${d.where}: the same difference as ${other}`);
    seen.set(key, d.where);
  }
  return list;
}

export function readNotExercised(root: string): NotExercised[] {
  const seen = new Map<string, string>();
  return entries(root, NOT_EXERCISED_FILE).map((entry) => {
    onlyKeys(entry, ["operation", "reason"]);
    const operation = field(entry, "operation", "string") as string;
    if (!OPERATION.test(operation)) throw new FindingsError(`${entry.where}: operation must read "admin|store OperationId"`);
    const other = seen.get(operation);
    if (other) throw new FindingsError(`${entry.where}: ${operation} is already listed at ${other}`);
    seen.set(operation, entry.where);
    return { operation, reason: field(entry, "reason", "string") as string, where: entry.where };
  });
}
