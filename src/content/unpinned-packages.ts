import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { DiagnosticError, type Diagnostic } from "../diagnostics";

/**
 * The packages whose npm `latest` release is not for Medusa 1.20.11 (data/unpinned-packages.yaml).
 * A guide that installs one of them must name a version below `incompatibleFrom`; the install
 * check (remark-install-pins.ts) reads this list. It is data, reviewed with the evidence of each
 * entry, so that the check never guesses from a package's name.
 */
export interface UnpinnedPackage {
  package: string;
  latest: string;
  checked: string;
  how: "peer dependency" | "dependency" | "peer range" | "version line";
  why: string;
  /** First version of the Medusa 2 line: a pinned version or range must stay below it. */
  incompatibleFrom: string;
  /** The release that goes with @medusajs/medusa 1.20.11. */
  pin?: string;
  /** What to use when no 1.x release can be pinned. */
  instead?: string;
  /** Every Medusa 1.x project installs it, so `npx <package>` runs the project's copy. */
  projectDependency: boolean;
}

export const UNPINNED_PACKAGES_FILE = "data/unpinned-packages.yaml";

const VERSION = /^\d+\.\d+\.\d+$/;

const entrySchema = z
  .strictObject({
    package: z.string().regex(/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/, "an npm package name"),
    latest: z.string().regex(VERSION, "a version such as 2.21.2"),
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2026-11-24"),
    how: z.enum(["peer dependency", "dependency", "peer range", "version line"]),
    why: z.string().trim().min(10),
    incompatible_from: z.string().regex(VERSION, "a version such as 2.0.0"),
    pin: z.string().regex(VERSION, "an exact version such as 1.20.11").optional(),
    instead: z.string().trim().min(1).optional(),
    project_dependency: z.boolean().optional(),
  })
  .refine((e) => (e.pin === undefined) !== (e.instead === undefined), {
    message: "give either pin (the 1.x release to install) or instead (what to use when there is none)",
  });

/** Parses the data file's text; every problem is a diagnostic at its line. */
export function parseUnpinnedPackages(text: string, file = UNPINNED_PACKAGES_FILE): UnpinnedPackage[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  if (doc.errors.length > 0)
    throw new DiagnosticError(
      "",
      doc.errors.map((e) => ({ file, line: lineOf(e.pos[0]), message: `not valid YAML: ${e.message.split("\n")[0]}` })),
    );
  if (!isSeq(doc.contents)) throw new DiagnosticError("", [{ file, line: 1, message: "the file is a list of packages" }]);
  const problems: Diagnostic[] = [];
  const out: UnpinnedPackage[] = [];
  const seen = new Set<string>();
  for (const item of doc.contents.items) {
    const line = lineOf(item.range?.[0]);
    if (!isMap(item)) {
      problems.push({ file, line, message: "each entry is a mapping (package, latest, checked, how, why, ...)" });
      continue;
    }
    const raw: unknown = item.toJSON();
    const result = entrySchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0];
        const pair = item.items.find((p) => isScalar(p.key) && p.key.value === key);
        problems.push({
          file,
          line: pair && isScalar(pair.key) ? lineOf(pair.key.range?.[0]) : line,
          message: key === undefined ? issue.message : `${String(key)}: ${issue.message}`,
        });
      }
      continue;
    }
    const e = result.data;
    if (seen.has(e.package)) problems.push({ file, line, message: `${e.package} is listed twice` });
    seen.add(e.package);
    if (e.pin && compareVersions(e.pin, e.incompatible_from) >= 0)
      problems.push({ file, line, message: `${e.package}: pin ${e.pin} is not below incompatible_from ${e.incompatible_from}` });
    out.push({
      package: e.package,
      latest: e.latest,
      checked: e.checked,
      how: e.how,
      why: e.why,
      incompatibleFrom: e.incompatible_from,
      ...(e.pin ? { pin: e.pin } : {}),
      ...(e.instead ? { instead: e.instead } : {}),
      projectDependency: e.project_dependency ?? false,
    });
  }
  if (problems.length > 0) throw new DiagnosticError("", problems);
  return out;
}

let cached: Map<string, UnpinnedPackage> | undefined;

/** The repository's list, by package name; read once per process. */
export function unpinnedPackages(): Map<string, UnpinnedPackage> {
  cached ??= new Map(
    parseUnpinnedPackages(readFileSync(join(import.meta.dirname, "../..", UNPINNED_PACKAGES_FILE), "utf8")).map((p) => [
      p.package,
      p,
    ]),
  );
  return cached;
}

/** Compares the release numbers of two `x.y.z` versions (a prerelease tag such as -lts.2 counts as its release). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[-+]/)[0]!.split(".").map(Number);
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}
