import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contentInstalls, installVersionProblems, unpublishedInstalls } from "../install-versions";

/**
 * Every version or range a guide's install command names is published: a reader who pastes
 * `npm install @medusajs/medusa@1.8.1` must not get "No matching version found". The registry is
 * asked once per package name for its list of releases (what `npm view <name> versions` prints),
 * at the registry npm is configured with, six names at a time. One npm process per name costs about
 * a second of CPU each, which took over two minutes for ~50 names on a busy machine; the lists are
 * therefore fetched by this process, with the abbreviated metadata npm itself installs from.
 */
const run = promisify(execFile);
const root = join(import.meta.dirname, "../../..");

/** Published versions of each package; a name the registry does not know is left out. */
async function publishedVersions(names: readonly string[]): Promise<Map<string, string[]>> {
  const registry = (await run("npm", ["config", "get", "registry"])).stdout.trim().replace(/\/?$/, "/");
  const out = new Map<string, string[]>();
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const res = await fetch(registry + name.replace("/", "%2F"), {
        headers: { accept: "application/vnd.npm.install-v1+json" },
        signal: AbortSignal.timeout(60_000),
      });
      if (res.status === 404) continue;
      if (!res.ok) throw new Error(`${registry}${name}: HTTP ${res.status}`);
      const body = (await res.json()) as { versions?: Record<string, unknown> };
      out.set(name, Object.keys(body.versions ?? {}));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return out;
}

describe("versions in install commands", () => {
  it("are published, or listed in data/unpublished-install-versions.yaml with the reason the page gives", async () => {
    const listed = unpublishedInstalls(root);
    const installs = contentInstalls(root);
    // The guides pin their Medusa packages: far fewer would mean the commands are no longer found.
    expect(installs.filter((i) => i.name.startsWith("@medusajs/")).length).toBeGreaterThan(50);
    const versions = await publishedVersions([...new Set(installs.map((i) => i.name))]);
    expect(versions.get("@medusajs/medusa")).toContain("1.20.11");
    expect(installVersionProblems(installs, versions, listed)).toEqual([]);
  }, 120_000);
});
