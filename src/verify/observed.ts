/**
 * `npm run errors:observed [-- --report FILE]`: reduces the JSON report of the last
 * `npm run verify:api` to `data/api-observed-errors.yaml`, the reviewed list of the error answers
 * each operation gave, which the error reference shows as "seen by verify:api". Each distinct
 * answer of an operation is listed once. Review the diff before committing it: a new answer is a
 * new fact about the backend, and the build fails when its message matches no entry.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { stringify } from "yaml";
import { OBSERVED_FILE } from "../reference/families/errors/data";
import { repoRoot } from "./modules";
import { DEFAULT_REPORT, observedEntries, type VerifyReport } from "./report";

const HEADER = `# The error answers \`npm run verify:api\` received, by operation: made from its JSON report with
# \`npm run errors:observed\`, then reviewed. The error reference lists each under the entry its
# message matches, as seen by verify:api; the build fails when one matches no entry.
#
# Each entry:
#   operation: "admin|store OperationId"
#   status:    the HTTP status
#   code, type, message: the JSON body's fields, as sent
#   text:      the body, when it was plain text instead
`;

const { values } = parseArgs({ options: { report: { type: "string", default: DEFAULT_REPORT } } });
const report = JSON.parse(readFileSync(resolve(repoRoot, values.report!), "utf8")) as VerifyReport;
const entries = observedEntries(report);
writeFileSync(join(repoRoot, OBSERVED_FILE), `${HEADER}\n${stringify(entries, { lineWidth: 0 })}`);
console.log(`${OBSERVED_FILE}: ${entries.length} error answers of ${new Set(entries.map((e) => e.operation)).size} operations`);
