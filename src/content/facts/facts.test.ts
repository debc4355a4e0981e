import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import type { Strong } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { filesBelow } from "../../lib/files";
import { parsePage } from "../mdx/parse";

/**
 * Pages that document a list the packages define are checked against that list, so they cannot
 * drift from the pinned versions: a command, option, event, flag or label missing from its page
 * (or named on it but missing from the package) fails here.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const page = (p: string) => readFileSync(join(root, "content", p), "utf8");
const require = createRequire(import.meta.url);

/** Text of a page with code spans kept: what a reader can see. */
function codeSpans(text: string): Set<string> {
  return new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim()));
}

describe("the CLI reference", () => {
  const source = readFileSync(nm("@medusajs/medusa-cli/dist/create-cli.js"), "utf8");
  const text = page("cli/reference.mdx");
  const spans = [...codeSpans(text)].join("\n");

  it("documents every command of @medusajs/medusa-cli", () => {
    const commands = [...source.matchAll(/command: `([\w-]+)/g)].map((m) => m[1]!);
    expect(commands.length).toBeGreaterThanOrEqual(8);
    const headings = new Set([...text.matchAll(/^##+ `?([\w-]+)`?/gm)].map((m) => m[1]));
    expect(commands.filter((c) => !headings.has(c))).toEqual([]);
  });

  it("documents every option and alias the CLI declares", () => {
    const options = [...source.matchAll(/\.option\(`([\w-]+)`/g), ...source.matchAll(/alias: [`"]([\w-]+)[`"]/g)].map(
      (m) => m[1]!,
    );
    const flag = (o: string) => (o.length === 1 ? `-${o}` : `--${o}`);
    expect(options.filter((o) => !spans.includes(flag(o)))).toEqual([]);
  });
});

describe("the configuration guide", () => {
  it("documents every option of medusa-config.js that ConfigModule types declare", () => {
    const dts = readFileSync(nm("@medusajs/types/dist/common/config-module.d.ts"), "utf8");
    const text = page("development/backend/configurations.mdx");
    // An option counts as documented when a heading or a code span names it.
    const headings = [...text.matchAll(/^#{2,4} +(.+)$/gm)].map((m) => m[1]!.replace(/`/g, ""));
    const all = [...codeSpans(text), ...headings].join("\n");
    const members = (iface: string) => {
      const start = dts.search(new RegExp(`(interface|type) ${iface}\\b`));
      expect(start, iface).toBeGreaterThan(-1);
      const body = dts.slice(start, dts.indexOf("\n}", start));
      return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]!);
    };
    const options = [
      ...members("ConfigModule"),
      ...members("ProjectConfigOptions"),
      ...members("HttpCompressionOptions"),
      ...members("SessionOptions"),
    ];
    expect(options.length).toBeGreaterThan(20);
    expect(options.filter((o) => !all.includes(o))).toEqual([]);
  });
});

describe("the events reference", () => {
  it("lists every event name of every core service", () => {
    const dir = nm("@medusajs/medusa/dist/services");
    const events = new Set<string>();
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
      const src = readFileSync(join(dir, f), "utf8");
      for (const block of src.matchAll(/\.Events = \{([\s\S]*?)\};/g)) {
        for (const m of block[1]!.matchAll(/:\s*"([^"]+)"/g)) events.add(m[1]!);
      }
    }
    expect(events.size).toBeGreaterThan(60);
    const text = page("development/events/events-list.mdx");
    expect([...events].filter((e) => !text.includes(`\`${e}\``)).sort()).toEqual([]);
  });
});

describe("the feature flags guide", () => {
  it("names every flag with its environment variable and default", () => {
    const dir = nm("@medusajs/medusa/dist/loaders/feature-flags");
    const flags = readdirSync(dir)
      .filter((f) => f.endsWith(".js") && f !== "index.js")
      .map((f) => (require(join(dir, f)) as { default: { key: string; env_key: string; default_val: boolean } }).default);
    expect(flags.length).toBeGreaterThanOrEqual(8);
    const text = page("development/feature-flags/overview.mdx");
    const rows = text.split("\n").filter((l) => l.startsWith("|"));
    for (const flag of flags) {
      const row = rows.find((r) => r.includes(`\`${flag.key}\``));
      expect(row, flag.key).toBeDefined();
      expect(row).toContain(`\`${flag.env_key}\``);
      expect(row).toContain(`\`${flag.default_val}\``);
    }
  });
});

describe("the admin widgets guide", () => {
  it("lists exactly the injection zones of the pinned admin", () => {
    const dts = readFileSync(nm("@medusajs/admin-ui/dist/index.d.ts"), "utf8");
    const zones = JSON.parse(/injectionZones: readonly (\[[^\]]+\])/.exec(dts)![1]!) as string[];
    expect(zones.length).toBeGreaterThan(30);
    const text = page("admin/widgets.mdx");
    expect(zones.filter((z) => !text.includes(`\`${z}\``))).toEqual([]);
    const written = [...codeSpans(text)].filter((s) =>
      /^[a-z_]+\.(details|list)\.(before|after)$|^[a-z_]+\.(before|after)$/.test(s),
    );
    expect(written.filter((z) => !zones.includes(z))).toEqual([]);
  });
});

describe("the user guide", () => {
  const strings = new Set(
    Object.values(
      JSON.parse(readFileSync(nm("@medusajs/admin-ui/ui/public/locales/en/translation.json"), "utf8")) as Record<string, string>,
    ).map((v) => v.trim()),
  );

  // Labels some components write out in English rather than through the translation file (the
  // stepped modal's "Next", the sales channels modal's "Current Sales Channels"): their string
  // literals and JSX text.
  const written = new Set<string>();
  const ui = nm("@medusajs/admin-ui/ui/src");
  for (const file of filesBelow(ui).filter((f) => /\.tsx?$/.test(f))) {
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(/"([^"\n]{1,80})"|>\s*([^<>{}\n]{1,80}?)\s*</g)) written.add((m[1] ?? m[2]!).trim());
  }

  it("puts in bold only labels that the admin shows (its English strings and its components' text)", () => {
    const dir = join(root, "content/user-guide");
    const unknown: string[] = [];
    let bold = 0;
    for (const file of filesBelow(dir).filter((f) => f.endsWith(".mdx"))) {
      const tree = parsePage(readFileSync(file, "utf8"));
      visit(tree, "strong", (node: Strong) => {
        bold++;
        const label = toString(node).replace(/\s+/g, " ").trim();
        if (!strings.has(label) && !written.has(label))
          unknown.push(`${relative(root, file)}:${node.position?.start.line}: **${label}**`);
      });
    }
    expect(bold).toBeGreaterThan(200);
    expect(unknown).toEqual([]);
  });
});
