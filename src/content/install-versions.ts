import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Code } from "mdast";
import semver from "semver";
import { visit } from "unist-util-visit";
import { z } from "zod";
import { DiagnosticError, type Diagnostic } from "../diagnostics";
import { filesBelow } from "../lib/files";
import { parseYamlList } from "../lib/yaml-list";
import { installedPackages } from "./mdx/install-commands";
import { parsePage } from "./mdx/parse";

/**
 * Every version an install command names must exist: `npm install @medusajs/medusa@1.8.1` fails
 * with "No matching version found" when the registry has no such release. This module finds the
 * versions and ranges written in the guides' install commands (the commands the install check
 * reads, src/content/mdx/install-commands.ts) and compares them with the registry's list of
 * releases; src/content/facts/install-versions.test.ts asks the registry. Dist-tags (`@latest`)
 * name no version and are the install check's business.
 */
export interface VersionedInstall {
  /** Page path relative to the project root. */
  file: string;
  /** 1-based line of the command in the page. */
  line: number;
  name: string;
  /** A version or semver range (`1.20.11`, `^1.9.2`, `1.x`). */
  spec: string;
  /** The argument as written (`@medusajs/medusa@1.8.1`, `typeorm@npm:@medusajs/typeorm@0.3.16`). */
  text: string;
}

/**
 * A name followed by `@` and a version or range (`a@1`, `a@^1.2`, `a@>=0.3`, `a@1.x`, `a@*`):
 * pages without one anywhere are not parsed, which keeps the test fast (parsing every page took
 * a minute on a busy machine).
 */
const MAY_NAME_A_VERSION = /[\w.-]@[\^~<>=\s]*v?[\dxX*]/;

/** The install commands of a page's code blocks that name a version or range. */
export function versionedInstalls(source: string, file: string): VersionedInstall[] {
  const out: VersionedInstall[] = [];
  if (!MAY_NAME_A_VERSION.test(source)) return out;
  visit(parsePage(source), "code", (node: Code) => {
    const start = node.position?.start.line ?? 0;
    for (const p of installedPackages(node.value)) {
      if (p.spec === undefined || semver.validRange(p.spec) === null) continue;
      // The fence is the node's first line; the block's line N is the page's line start + 1 + N.
      out.push({ file, line: start + 1 + p.line, name: p.name, spec: p.spec, text: p.text });
    }
  });
  return out;
}

/** Those of every page under content/. */
export function contentInstalls(root: string): VersionedInstall[] {
  return filesBelow(join(root, "content"))
    .filter((f) => f.endsWith(".mdx"))
    .flatMap((f) => versionedInstalls(readFileSync(f, "utf8"), relative(root, f)));
}

/** A page that shows a version the registry lacks on purpose, and says so (data/unpublished-install-versions.yaml). */
export interface UnpublishedInstall {
  file: string;
  /** The argument as the command writes it. */
  spec: string;
  why: string;
  /** Line of the entry in the data file. */
  line: number;
}

export const UNPUBLISHED_INSTALLS_FILE = "data/unpublished-install-versions.yaml";

const entrySchema = z.strictObject({
  file: z.string().regex(/^content\/.+\.mdx$/, "a page path such as content/upgrade-guides/medusa-core/1-10-1.mdx"),
  spec: z.string().regex(/^(@[\w.-]+\/)?[\w.-]+@.+$/, "the argument as written, such as @medusajs/inventory@1.8.5"),
  why: z.string().trim().min(20, "say why the page shows it and where the page says so"),
});

/** Parses the reviewed list; every problem is a diagnostic at its line. */
export function parseUnpublishedInstalls(text: string, file = UNPUBLISHED_INSTALLS_FILE): UnpublishedInstall[] {
  if (text.trim() === "") return [];
  const { items, values, lineOf } = parseYamlList(text, file, "entries (- file: …, spec: …, why: …)");
  const problems: Diagnostic[] = [];
  const out: UnpublishedInstall[] = [];
  items.forEach((item, n) => {
    const line = lineOf(item);
    const result = entrySchema.safeParse(values[n]);
    if (!result.success) {
      const why = result.error.issues.map((i) => `${i.path.join(".") || "entry"}: ${i.message}`).join("; ");
      problems.push({ file, line, message: why });
      return;
    }
    if (out.some((e) => e.file === result.data.file && e.spec === result.data.spec))
      problems.push({ file, line, message: `${result.data.spec} on ${result.data.file} is listed twice` });
    out.push({ ...result.data, line });
  });
  if (problems.length > 0) throw new DiagnosticError("", problems);
  return out;
}

/** The repository's list. */
export function unpublishedInstalls(root: string): UnpublishedInstall[] {
  return parseUnpublishedInstalls(readFileSync(join(root, UNPUBLISHED_INSTALLS_FILE), "utf8"));
}

/** The published releases nearest to a spec's lowest version, for the message. */
function nearest(spec: string, versions: readonly string[]): string {
  const min = semver.minVersion(spec)?.version;
  const sorted = versions.filter((v) => semver.valid(v) && !semver.prerelease(v)).sort(semver.compare);
  if (!min || sorted.length === 0) return "";
  const below = sorted.filter((v) => semver.lt(v, min)).at(-1);
  const above = sorted.find((v) => semver.gt(v, min));
  const near = [below && `${below} below`, above && `${above} above`].filter(Boolean).join(", ");
  return near ? ` (nearest published: ${near})` : "";
}

/**
 * What is wrong, as `file:line: message`: a command whose spec no published release satisfies
 * (unless the list has it), and a listed entry whose spec is installable or no longer on its page.
 * `versions` gives each package's published releases; a package missing from it is not on the
 * registry at all.
 */
export function installVersionProblems(
  installs: readonly VersionedInstall[],
  versions: ReadonlyMap<string, readonly string[]>,
  listed: readonly UnpublishedInstall[],
): string[] {
  const problems: string[] = [];
  const installable = (i: VersionedInstall) => (versions.get(i.name) ?? []).some((v) => semver.satisfies(v, i.spec));
  for (const i of installs) {
    if (installable(i) || listed.some((e) => e.file === i.file && e.spec === i.text)) continue;
    const known = versions.get(i.name);
    problems.push(
      known
        ? `${i.file}:${i.line}: \`${i.text}\`: no published release of ${i.name} satisfies ${i.spec}${nearest(i.spec, known)}`
        : `${i.file}:${i.line}: \`${i.text}\`: ${i.name} is not on the registry`,
    );
  }
  for (const e of listed) {
    const onPage = installs.filter((i) => i.file === e.file && i.text === e.spec);
    const where = `${UNPUBLISHED_INSTALLS_FILE}:${e.line}`;
    if (onPage.length === 0) problems.push(`${where}: ${e.spec} is no longer installed on ${e.file}: remove the entry`);
    else if (onPage.some(installable))
      problems.push(`${where}: ${e.spec} (${e.file}) is now published: remove the entry and the page's note`);
  }
  return problems;
}
