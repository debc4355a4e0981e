import type { Code, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { UNPINNED_PACKAGES_FILE, unpinnedPackages, type UnpinnedPackage } from "../unpinned-packages";
import { installedPackages, type InstalledPackage } from "./install-commands";
import { specReaches } from "./version-range";

/**
 * A reader who pastes `npm install @medusajs/event-bus-redis` into a Medusa 1.x project gets the
 * package's latest release, built for Medusa 2, and a backend that no longer starts. Every install
 * command in a code block (any language) that names a package of data/unpinned-packages.yaml must
 * give it a version or range below the package's first Medusa 2 release; anything else is an error
 * at the command's line and column, with the release to pin. It runs before npm2yarn, on the
 * command the author wrote.
 */
export function remarkInstallPins(options: { packages?: ReadonlyMap<string, UnpinnedPackage> } = {}) {
  return (tree: Root, file: VFile) => {
    const packages = options.packages ?? unpinnedPackages();
    const sourceLines = String(file.value).split("\n");
    visit(tree, "code", (node: Code) => {
      for (const found of installedPackages(node.value)) {
        const entry = packages.get(found.name);
        // `npx typeorm` runs the project's own typeorm, which the install commands pin.
        if (!entry || (found.prefersLocal && entry.projectDependency)) continue;
        const problem = pinProblem(found, entry);
        if (!problem) continue;
        const start = node.position?.start;
        // The fence is on the node's first line; the block's line N is the file's line start + 1 + N.
        const line = start ? start.line + 1 + found.line : undefined;
        const written = line !== undefined ? sourceLines[line - 1] : undefined;
        const at = written?.indexOf(found.name) ?? -1;
        const column = at >= 0 ? at + 1 : start?.column;
        const message = file.message(problem, {
          place: line !== undefined ? { line, column: column ?? 1 } : node.position,
          ruleId: "install-pin",
        });
        message.note = entry.pin
          ? `pin the release for Medusa 1.20.11: ${entry.package}@${entry.pin} (see ${UNPINNED_PACKAGES_FILE})`
          : `no 1.x release can be pinned; use instead: ${entry.instead} (see ${UNPINNED_PACKAGES_FILE})`;
      }
    });
  };
}

/** Why the command's version of a listed package is not one for 1.x; undefined when it is. */
function pinProblem(found: InstalledPackage, entry: UnpinnedPackage): string | undefined {
  const reason = `its latest release (${entry.latest} on ${entry.checked}) is not for Medusa 1.x: ${entry.why}`;
  if (found.spec === undefined) return `\`${found.text}\` has no version, so it installs ${entry.package}@latest; ${reason}`;
  const verdict = specReaches(found.spec, entry.incompatibleFrom);
  if (verdict.kind === "not-a-version")
    return `\`${found.text}\` names no version or range ("${found.spec}"), so npm resolves it at install time; ${reason}`;
  if (verdict.kind === "reaches")
    return `\`${found.text}\` allows ${entry.package}@${entry.incompatibleFrom} or later, which is not for Medusa 1.x: ${entry.why}`;
  return undefined;
}
