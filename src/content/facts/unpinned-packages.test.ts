import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { unpinnedPackages } from "../unpinned-packages";

/**
 * The install check tells authors to pin the releases of data/unpinned-packages.yaml. Each pin
 * must be a published release that does not itself pull in Medusa 2 (no dependency on
 * @medusajs/framework or on a 2.x Medusa package), or the check would send readers to a broken
 * install. Asked with `npm view`, one package at a time.
 */
const run = promisify(execFile);

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

async function manifest(spec: string): Promise<Manifest> {
  const { stdout } = await run("npm", ["view", spec, "version", "dependencies", "peerDependencies", "--json"], {
    maxBuffer: 8 << 20,
  });
  // With only one of the fields set, npm prints that field alone.
  const out = JSON.parse(stdout) as Manifest | string;
  return typeof out === "string" ? { version: out } : out;
}

describe("data/unpinned-packages.yaml", () => {
  const pinned = [...unpinnedPackages().values()].filter((p) => p.pin);

  it("lists the packages a 1.x guide installs whose latest release is Medusa 2's", () => {
    const names = [...unpinnedPackages().keys()];
    for (const core of ["@medusajs/medusa", "@medusajs/event-bus-redis", "@medusajs/cache-redis", "create-medusa-app"])
      expect(names).toContain(core);
  });

  it("pins published releases that do not depend on Medusa 2", async () => {
    const wrong: string[] = [];
    // Four npm processes at a time: the machine may be busy.
    const queue = [...pinned];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const m = await manifest(`${p.package}@${p.pin}`);
        if (m.version !== p.pin) wrong.push(`${p.package}@${p.pin} is not published`);
        const deps = { ...m.dependencies, ...m.peerDependencies };
        for (const [name, range] of Object.entries(deps)) {
          if (name === "@medusajs/framework" || (name.startsWith("@medusajs/") && /^[\^~]?2\./.test(range)))
            wrong.push(`${p.package}@${p.pin} depends on ${name}@${range}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(wrong.sort()).toEqual([]);
  }, 300_000);
});
