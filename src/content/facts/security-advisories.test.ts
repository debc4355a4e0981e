import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseYamlList } from "../../lib/yaml-list";
import { compareVersions } from "../unpinned-packages";

/**
 * The 1.x status page lists the security advisories that affect the pinned releases (issue 28).
 * data/security-advisories.yaml is the reviewed record behind that table: each advisory's versions
 * as its record gives them, the packages that declare it and what was read of the code path. This
 * holds the page's table to the record, and the record to the installed packages: a declared range
 * that changes, or an installed copy that leaves the affected versions, fails here.
 */
const root = join(import.meta.dirname, "../../..");
const FILE = "data/security-advisories.yaml";
const PAGE = "content/upgrade-guides/medusa-1-status.mdx";
const NODE_MODULES = join(root, "node_modules");

const VERSION = /^\d+\.\d+\.\d+$/;
const entrySchema = z.strictObject({
  id: z.string().regex(/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|[A-Z]+-\d{4}-\d+)$/, "an advisory id"),
  package: z.string().min(1),
  affected: z.string().min(1),
  fixed: z.string().min(1),
  fixed_at: z.string().regex(VERSION, "the first fixed release, such as 2.0.0"),
  status: z.string().min(1),
  state: z.enum(["affected", "fixed"]),
  record: z.string().min(10),
  through: z.array(z.strictObject({ in: z.string().min(1), declares: z.string().min(1) })),
  reached: z.string().min(10),
});
type Entry = z.infer<typeof entrySchema> & { line: number };

const SWEEP = "data/advisory-sweep.yaml";
const advisoryId = entrySchema.shape.id;
const sweepSchema = z
  .strictObject({
    package: z.string().min(1),
    via: z.string().min(1).optional(),
    looked_up: z.boolean(),
    table: z.array(advisoryId).optional(),
    unread: z.array(advisoryId).optional(),
    note: z.string().min(10).optional(),
  })
  .refine((e) => e.looked_up === Boolean(e.table?.length || e.unread?.length || e.note), {
    message: "a package looked up says what was found (table, unread or note); one not looked up says nothing",
  });
type SweepEntry = z.infer<typeof sweepSchema> & { line: number };

/** A YAML list file of `schema` entries, each with its line; a bad entry throws `file:line: problem`. */
function readList<T extends object>(file: string, schema: z.ZodType<T>, shape: string): (T & { line: number })[] {
  const { items, values, lineOf } = parseYamlList(readFileSync(join(root, file), "utf8"), file, shape);
  return values.map((value, i) => {
    const line = lineOf(items[i]);
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new Error(`${file}:${line}: ${parsed.error.issues.map((e) => `${e.path.join(".")}: ${e.message}`).join("; ")}`);
    return { ...parsed.data, line };
  });
}

function readRecord(): Entry[] {
  return readList(FILE, entrySchema, "advisories (- id: …)");
}

/** The rows of the first table after the "Security advisories" heading, as cells of Markdown. */
function advisoryTable(page: string): string[][] {
  const lines = page.slice(page.indexOf("\n## Security advisories\n")).split("\n");
  const start = lines.findIndex((l) => l.startsWith("| Advisory |"));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(" | ")
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** The pinned packages: the first column of the page's first table, "The last 1.x releases". */
function pinnedPackages(page: string): string[] {
  const section = page.slice(page.indexOf("\n## The last 1.x releases\n"), page.indexOf("\n## What the end of 1.x"));
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

function dependenciesOf(pkg: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(NODE_MODULES, pkg, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

function versionAt(manifest: string): string | undefined {
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version : undefined;
}

/** The copy of `name` that Node resolves from the package folder `from` (below node_modules). */
function installedVersion(from: string, name: string): string | undefined {
  for (let dir = join(NODE_MODULES, from); dir !== NODE_MODULES && dir.startsWith(NODE_MODULES); dir = dirname(dir)) {
    const version = versionAt(join(dir, "node_modules", name, "package.json"));
    if (version) return version;
  }
  return versionAt(join(NODE_MODULES, name, "package.json"));
}

describe("data/security-advisories.yaml", () => {
  const record = readRecord();

  it("is the status page's table of advisories, row by row", () => {
    const rows = advisoryTable(readFileSync(join(root, PAGE), "utf8"));
    const expected = record.map((e) => [e.id, `\`${e.package}\` ${e.affected}`, e.fixed, e.status]);
    expect(rows).toEqual(expected);
  });

  it("names each advisory once", () => {
    const ids = record.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("gives the ranges the installed packages declare", () => {
    const wrong: string[] = [];
    for (const e of record) {
      for (const t of e.through) {
        const declared = dependenciesOf(t.in)[e.package];
        if (declared !== t.declares)
          wrong.push(`${FILE}:${e.line}: ${t.in} declares ${e.package} ${declared}, not ${t.declares}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("says rightly whether the installed copies are below the first fixed release", () => {
    const wrong: string[] = [];
    for (const e of record) {
      // An advisory about a pinned package itself is about the project's own copy.
      const copies =
        e.through.length > 0
          ? e.through.map((t) => ({ for: t.in, version: installedVersion(t.in, e.package) }))
          : [{ for: "the project", version: versionAt(join(NODE_MODULES, e.package, "package.json")) }];
      for (const copy of copies) {
        if (!copy.version) {
          wrong.push(`${FILE}:${e.line}: no copy of ${e.package} is installed for ${copy.for}`);
          continue;
        }
        const below = compareVersions(copy.version, e.fixed_at) < 0;
        if (below !== (e.state === "affected"))
          wrong.push(
            `${FILE}:${e.line}: ${e.package} ${copy.version} (for ${copy.for}) is ${below ? "below" : "at or above"} ${e.fixed_at}, but the state is ${e.state}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("data/advisory-sweep.yaml", () => {
  const sweep: SweepEntry[] = readList(SWEEP, sweepSchema, "dependencies (- package: …)");
  const record = readRecord();
  const page = readFileSync(join(root, PAGE), "utf8");
  const inTable = new Set(advisoryTable(page).map((row) => row[0]));

  it("lists once every dependency that the page's pinned packages declare", () => {
    const pinned = pinnedPackages(page);
    expect(pinned.length).toBeGreaterThan(5);
    const declared = new Set(pinned.flatMap((p) => Object.keys(dependenciesOf(p))));
    const listed = sweep.filter((e) => !e.via).map((e) => e.package);
    expect(listed.filter((n, i) => listed.indexOf(n) !== i)).toEqual([]);
    expect([...declared].filter((n) => !listed.includes(n)).sort()).toEqual([]);
    expect(listed.filter((n) => !declared.has(n)).map((n) => `${SWEEP}: ${n} is declared by no pinned package`)).toEqual([]);
  });

  it("lists a package that no pinned package declares only with the dependency that pins it", () => {
    const wrong = sweep
      .filter((e) => e.via && !(e.package in dependenciesOf(e.via)))
      .map((e) => `${SWEEP}:${e.line}: ${e.via} does not declare ${e.package}`);
    expect(wrong).toEqual([]);
  });

  it("names under each package exactly the advisories the record holds about it", () => {
    const fromSweep = sweep.flatMap((e) => (e.table ?? []).map((id) => `${id} ${e.package}`)).sort();
    const fromRecord = record
      .filter((e) => e.through.length > 0)
      .map((e) => `${e.id} ${e.package}`)
      .sort();
    expect(fromSweep).toEqual(fromRecord);
  });

  it("names on the page, outside its table, the advisories whose records were not read", () => {
    const wrong = sweep.flatMap((e) =>
      (e.unread ?? [])
        .filter((id) => inTable.has(id) || !page.includes(id))
        .map((id) => `${SWEEP}:${e.line}: ${id} must be named on the page, outside the table`),
    );
    expect(wrong).toEqual([]);
  });

  it("is the page's list of the packages whose advisories were looked up", () => {
    const sentence = /The dependencies whose advisories we looked up [^\n]*?\.(?= [A-Z]|\n)/.exec(page)?.[0];
    expect(sentence, `${PAGE} names the packages looked up in one sentence`).toBeDefined();
    const named = new Set([...sentence!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    const lookedUp = new Set(sweep.filter((e) => e.looked_up).map((e) => e.package));
    expect([...named].sort()).toEqual([...lookedUp].sort());
  });
});
