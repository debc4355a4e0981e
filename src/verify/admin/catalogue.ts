/**
 * The walk's catalogue: every procedure of the user guide, with its fixture or its entry on the
 * reviewed list of procedures that cannot be walked (data/admin-walk-unwalkable.yaml). Read and
 * checked before anything starts: a fixture or an entry for no procedure, or a procedure both
 * fixed and listed, is an error naming the file and line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { diagnosticError } from "../../diagnostics";
import { parseYamlList } from "../../lib/yaml-list";
import type { Fixture } from "./fixture";
import { userGuideProcedures, type Procedure } from "./procedures";

export const UNWALKABLE_FILE = "data/admin-walk-unwalkable.yaml";

export interface CatalogueEntry {
  procedure: Procedure;
  fixture: Fixture;
  /** Set when the procedure is on the reviewed list. */
  unwalkable?: string;
}

export function readUnwalkable(root: string): Map<string, { reason: string; line: number }> {
  const file = UNWALKABLE_FILE;
  const { items, lineOf } = parseYamlList(readFileSync(join(root, file), "utf8"), file, "entries (- procedure: …, reason: …)");
  const out = new Map<string, { reason: string; line: number }>();
  for (const item of items) {
    const line = lineOf(item);
    const entry = (item as { toJSON(): unknown }).toJSON() as Record<string, unknown>;
    const keys = Object.keys(entry).sort().join(",");
    if (keys !== "procedure,reason" || typeof entry.procedure !== "string" || typeof entry.reason !== "string") {
      throw diagnosticError({ file, line, message: "an entry has exactly two strings: procedure and reason" });
    }
    if (out.has(entry.procedure)) throw diagnosticError({ file, line, message: `${entry.procedure} is listed twice` });
    out.set(entry.procedure, { reason: entry.reason, line });
  }
  return out;
}

export function loadCatalogue(root: string, fixtures: Record<string, Fixture>): CatalogueEntry[] {
  const procedures = userGuideProcedures(root);
  const ids = new Set(procedures.map((procedure) => procedure.id));
  const unwalkable = readUnwalkable(root);
  for (const [id, { line }] of unwalkable) {
    if (!ids.has(id)) throw diagnosticError({ file: UNWALKABLE_FILE, line, message: `no procedure of the user guide is ${id}` });
    if (fixtures[id])
      throw diagnosticError({ file: UNWALKABLE_FILE, line, message: `${id} has a fixture: it is walked, not listed` });
  }
  for (const [id, fixture] of Object.entries(fixtures)) {
    if (!ids.has(id))
      throw new Error(`src/verify/admin/fixtures: a fixture names ${id}, which is no procedure of the user guide`);
    if (fixture.after) {
      const page = id.split("#")[0];
      if (!procedures.some((p) => p.page === page && p.heading === fixture.after)) {
        throw new Error(`src/verify/admin/fixtures: ${id} walks "${fixture.after}" first, which is no procedure of ${page}`);
      }
    }
  }
  return procedures.map((procedure) => {
    const listed = unwalkable.get(procedure.id);
    return { procedure, fixture: fixtures[procedure.id] ?? {}, ...(listed ? { unwalkable: listed.reason } : {}) };
  });
}
