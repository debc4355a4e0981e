import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { filesBelow } from "../../lib/files";

/**
 * Behaviour the development, admin, CLI and top-level pages state, checked against the pinned
 * packages: install commands, the HTTP methods of route files, events that are declared but never
 * emitted, cache and job defaults, the flags the beta page lists, and the claims file's evidence.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const read = (p: string) => readFileSync(p, "utf8");
const require = createRequire(import.meta.url);
const page = (p: string) => read(join(root, "content", p));

/** The pages of this area, as ids (path below content/ without .mdx). */
function areaPages(): string[] {
  const content = join(root, "content");
  const ids = filesBelow(content)
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => relative(content, f).replace(/\.mdx$/, ""));
  return ids.filter(
    (id) =>
      !id.includes("/") ||
      (/^(development|admin|cli|contribution)\//.test(id) && !id.startsWith("development/publishable-api-keys/storefront")),
  );
}

/** A page's text without its fenced code blocks. */
function prose(text: string): string {
  return text.replace(/^( *)(```|~~~)[^\n]*\n[\s\S]*?^\1\2 *$/gm, "");
}

describe("install commands in the development, admin and CLI pages", () => {
  const installed = (name: string): string | undefined => {
    const pkg = nm(join(name, "package.json"));
    return existsSync(pkg) ? (JSON.parse(read(pkg)) as { version: string }).version : undefined;
  };
  const num = (v: string) => v.split(".").map(Number);
  const atLeast = (a: string, b: string) => {
    const [x, y] = [num(a), num(b)];
    for (let i = 0; i < 3; i++) if (x[i]! !== y[i]!) return x[i]! > y[i]!;
    return true;
  };

  it("pin a version of every @medusajs package and create-medusa-app they name, matching the pinned one when installed", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const id of areaPages()) {
      for (const line of page(`${id}.mdx`).split("\n")) {
        for (const m of line.matchAll(/(npm (?:install|i|add)|yarn add|pnpm add|npx)((?: +[^\s`|;&]+)+)/g)) {
          const args = m[2]!
            .trim()
            .split(/ +/)
            .filter((a) => !a.startsWith("-"));
          const names = m[1] === "npx" ? args.slice(0, 1) : args;
          for (const arg of names) {
            const at = arg.indexOf("@", 1);
            const name = at === -1 ? arg : arg.slice(0, at);
            if (!name.startsWith("@medusajs/") && name !== "create-medusa-app" && name !== "medusa-react") continue;
            checked++;
            const spec = at === -1 ? "" : arg.slice(at + 1);
            const version = installed(name);
            if (!spec) problems.push(`${id}: ${arg} has no version`);
            else if (version && /^\d+\.\d+\.\d+$/.test(spec) && spec !== version)
              problems.push(`${id}: ${arg}, but ${version} is pinned`);
            else if (
              version &&
              /^\^\d+\.\d+\.\d+$/.test(spec) &&
              !(num(spec.slice(1))[0] === num(version)[0] && atLeast(version, spec.slice(1)))
            )
              problems.push(`${id}: ${arg} doesn't include the pinned ${version}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});

describe("code spans in the development, admin and CLI pages", () => {
  it("contain no backslash-escaped backticks (use a double-backtick span)", () => {
    const bad = areaPages().filter((id) => prose(page(`${id}.mdx`)).includes("\\`"));
    expect(bad).toEqual([]);
  });
});

describe("the API routes overview", () => {
  it("names exactly the HTTP methods a route file can export", () => {
    const methods = JSON.parse(
      /HTTP_METHODS = (\[[^\]]*\])/
        .exec(read(nm("@medusajs/medusa/dist/loaders/helpers/routing/types.js")))![1]!
        .replace(/,\s*\]/, "]"),
    ) as string[];
    expect(methods.length).toBeGreaterThan(4);
    const line = page("development/api-routes/overview.mdx")
      .split("\n")
      .find((l) => l.includes("exports one function per HTTP method"));
    expect(line).toBeDefined();
    const named = [...line!.matchAll(/`([A-Z]+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...methods].sort());
  });
});

describe("the events reference", () => {
  it("marks as declared only exactly the service events no core code emits", () => {
    const dist = nm("@medusajs/medusa/dist");
    const sources = filesBelow(dist)
      .filter((f) => f.endsWith(".js"))
      .map((f) => ({ f, text: read(f).replace(/\.Events = \{[\s\S]*?\};/g, "") }));
    const declared: { service: string; key: string; name: string }[] = [];
    for (const f of filesBelow(join(dist, "services")).filter((x) => x.endsWith(".js"))) {
      for (const block of read(f).matchAll(/(\w+)\.Events = \{([\s\S]*?)\};/g)) {
        for (const e of block[2]!.matchAll(/(\w+):\s*"([^"]+)"/g)) declared.push({ service: block[1]!, key: e[1]!, name: e[2]! });
      }
    }
    expect(declared.length).toBeGreaterThan(60);
    const used = ({ service, key, name }: (typeof declared)[number]) => {
      const constant = new RegExp(`\\b${service}(_1\\.default)?\\.Events\\.${key}\\b`);
      return sources.some(({ text }) => constant.test(text) || text.includes(`"${name}"`));
    };
    const neverEmitted = declared.filter((d) => !used(d)).map((d) => d.name);
    const text = page("development/events/events-list.mdx");
    const markedDeclaredOnly = [...text.matchAll(/^\| `([^`]+)` \| Declared only/gm)].map((m) => m[1]);
    expect(markedDeclaredOnly.sort()).toEqual(neverEmitted.sort());
  });
});

describe("the cache pages", () => {
  it("give the in-memory cache module's default time to live", () => {
    const ttl = Number(/DEFAULT_TTL = (\d+)/.exec(read(nm("@medusajs/cache-inmemory/dist/services/inmemory-cache.js")))![1]);
    expect(page("development/cache/modules/in-memory.mdx")).toMatch(
      new RegExp(`^\\| \`ttl\` \\| \`number\` \\| \`${ttl}\` \\|`, "m"),
    );
    expect(page("development/cache/overview.mdx")).toContain(`time to live, ${ttl} seconds by default`);
  });
});

describe("the scheduled jobs overview", () => {
  it("states how long the job queue keeps completed and failed runs", () => {
    const src = read(nm("@medusajs/medusa/dist/services/job-scheduler.js"));
    const block =
      /removeOnComplete: \{[\s\S]*?age: ([\d *]+),[\s\S]*?removeOnFail: \{[\s\S]*?count: (\d+),[\s\S]*?age: ([\d *]+),/.exec(
        src,
      )!;
    const seconds = (expr: string) => expr.split("*").reduce((a, b) => a * Number(b.trim()), 1);
    const text = page("development/scheduled-jobs/overview.mdx");
    expect(text).toContain(`kept in Redis for ${seconds(block[1]!) / 3600} hours`);
    expect(seconds(block[3]!) / 86400).toBe(7);
    expect(text).toContain(`up to a week, ${Number(block[2]).toLocaleString("en-US")} at most`);
  });
});

describe("the beta features page", () => {
  it("lists every flag of @medusajs/medusa with its environment variable and default", () => {
    const dir = nm("@medusajs/medusa/dist/loaders/feature-flags");
    const flags = filesBelow(dir)
      .filter((f) => f.endsWith(".js") && !f.endsWith("index.js"))
      .map((f) => (require(f) as { default: { key: string; env_key: string; default_val: boolean } }).default);
    expect(flags.length).toBeGreaterThanOrEqual(8);
    const rows = page("beta.mdx")
      .split("\n")
      .filter((l) => l.startsWith("| `"));
    for (const flag of flags) {
      const row = rows.find((r) => r.startsWith(`| \`${flag.key}\``));
      expect(row, flag.key).toBeDefined();
      expect(row).toContain(`\`${flag.env_key}\``);
      expect(row).toContain(flag.default_val ? "| on |" : "| off |");
    }
    expect(rows.length).toBe(flags.length);
  });
});

describe("the development claims file", () => {
  type Claim = { claim: string; source: string; evidence: string; verdict: string; was?: string };
  const entries = parseYaml(read(join(root, "data/claims/development.yaml"))) as {
    page: string;
    claims?: Claim[];
    none?: string;
  }[];

  it("has one entry per page of the area and none for other pages", () => {
    const pages = entries.map((e) => e.page);
    expect(pages.filter((p, i) => pages.indexOf(p) !== i)).toEqual([]);
    expect([...pages].sort()).toEqual(areaPages().sort());
  });
});
