import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesBelow } from "../../lib/files";

/**
 * Behaviour that the upgrade guides and troubleshooting pages state about the pinned packages:
 * which migrations exist and when they run, which errors the backend prints, how errors become
 * statuses, and how payment processor results are checked. Each test reads the package and the
 * page, so a page that drifts from the pinned packages (or a package bump that changes the
 * behaviour) fails here.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const read = (p: string) => readFileSync(p, "utf8");
const page = (p: string) => read(join(root, "content", p));
const require = createRequire(import.meta.url);

const MIGRATIONS = nm("@medusajs/medusa/dist/migrations");
const coreMigrations = new Set(
  readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".js"))
    .map((f) => f.replace(/\.js$/, "")),
);

/** Feature flag keys a core migration belongs to, read from its compiled file ([] when it always runs). */
function migrationFlags(name: string): string[] {
  const src = read(join(MIGRATIONS, `${name}.js`));
  const assignment = [...src.matchAll(/exports\.featureFlag = ([^;]+);/g)].map((m) => m[1]!).find((v) => v !== "void 0");
  if (!assignment) return [];
  // `sales_channels_1.default.key` (the flag module is named after its key) or `utils_1.MedusaV2Flag.key`
  return [...assignment.matchAll(/(\w+?)_1\.(default|MedusaV2Flag)\.key/g)].map((m) =>
    m[2] === "MedusaV2Flag" ? "medusa_v2" : m[1]!,
  );
}

describe("the upgrade guides", () => {
  const guides = filesBelow(join(root, "content/upgrade-guides")).filter((f) => f.endsWith(".mdx"));

  it("name only core migrations that @medusajs/medusa 1.20.11 ships, or the one they say was removed", () => {
    // Shipped in 1.20.0 to 1.20.2 and removed in 1.20.3, as the guides of these two releases say.
    const removed = "1698160215000-cart-sales-channels-link";
    expect(coreMigrations.has(removed), `${removed} is shipped again`).toBe(false);
    const inventory = new Set(
      readdirSync(nm("@medusajs/inventory/dist/migrations/schema-migrations"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => f.replace(/\.js$/, "")),
    );
    let named = 0;
    const unknown: string[] = [];
    for (const file of guides) {
      const id = relative(join(root, "content"), file);
      for (const m of read(file).matchAll(/`(\d{13}-[\w-]+)`/g)) {
        named++;
        const name = m[1]!;
        if (coreMigrations.has(name) || inventory.has(name)) continue;
        if (name === removed && /medusa-core\/1-20(-3)?\.mdx$/.test(id)) continue;
        unknown.push(`${id}: ${name}`);
      }
    }
    expect(named).toBeGreaterThan(40);
    expect(unknown).toEqual([]);
  });

  it("say which feature flag a migration belongs to, as in its compiled file", () => {
    const rows: string[] = [];
    for (const file of guides) {
      for (const line of read(file).split("\n")) {
        const m = /^\| `(\d{13}-[\w-]+)` \| ([^|]+) \|/.exec(line);
        if (!m || !coreMigrations.has(m[1]!)) continue;
        const cell = m[2]!;
        // only tables with a "Runs" column (Always / With `flag`)
        if (!/^(Always|With )/.test(cell.trim())) continue;
        rows.push(m[1]!);
        const flags = migrationFlags(m[1]!);
        if (/^Always/.test(cell.trim())) {
          expect(flags, `${file}: ${m[1]} runs always`).toEqual([]);
        } else {
          for (const flag of flags) expect(cell, `${file}: ${m[1]} belongs to ${flag}`).toContain(`\`${flag}\``);
          expect(flags.length, `${file}: ${m[1]} has no feature flag`).toBeGreaterThan(0);
        }
      }
    }
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it("list the peer ranges that the last 1.x client and admin releases declare", () => {
    const text = page("upgrade-guides/index.mdx");
    const peers = (pkg: string) =>
      (JSON.parse(read(nm(`${pkg}/package.json`))) as { peerDependencies: Record<string, string> }).peerDependencies;
    for (const pkg of ["@medusajs/admin", "medusa-react", "@medusajs/medusa-js"]) {
      const row = text.split("\n").find((l) => l.startsWith(`| \`${pkg}\` |`));
      expect(row, pkg).toBeDefined();
      expect(row).toContain(`\`@medusajs/medusa\` ${peers(pkg)["@medusajs/medusa"]}`);
    }
  });
});

describe("the TypeORM startup error page", () => {
  it("describes an update with empty criteria that the core still runs at startup", () => {
    const services = ["payment-provider", "notification", "fulfillment-provider", "tax-provider"];
    for (const s of services) {
      expect(read(nm(`@medusajs/medusa/dist/services/${s}.js`)), s).toMatch(/\.update\(\{\}, \{ is_installed: false \}\)/);
    }
  });

  it("recommends a TypeORM release inside the core's peer range, before the release that rejects empty criteria", async () => {
    const semver = (await import("semver")).default;
    const text = page("troubleshooting/typeorm-empty-criteria.mdx");
    const pinned = /npm install --save-exact typeorm@(\d+\.\d+\.\d+)/.exec(text)![1]!;
    const range = (JSON.parse(read(nm("@medusajs/medusa/package.json"))) as { peerDependencies: Record<string, string> })
      .peerDependencies.typeorm!;
    expect(semver.satisfies(pinned, range)).toBe(true);
    expect(semver.lt(pinned, "0.3.23")).toBe(true);
    // The message the page quotes is the one the installed TypeORM throws.
    const em = read(nm("typeorm/entity-manager/EntityManager.js"));
    expect(em).toContain("Empty criteria(s) are not allowed for the ");
    expect(text).toContain("Empty criteria(s) are not allowed for the update method.");
  });
});

describe("the troubleshooting pages", () => {
  it("quote the database loader's messages as the pinned package builds them", () => {
    const src = read(nm("@medusajs/utils/dist/common/handle-postgres-database-error.js"));
    const messages = [...src.matchAll(/throw new Error\("([^"]+?)(?:\\n|"\.concat|")/g)].map((m) => m[1]!.trim());
    expect(messages.length).toBe(5);
    const text = page("troubleshooting/database-error.mdx");
    for (const message of messages) expect(text, message).toContain(message);
  });

  it("give each MedusaError type the status the error handler answers with", () => {
    const types = (require(nm("@medusajs/utils")) as { MedusaError: { Types: Record<string, string> } }).MedusaError.Types;
    const handler = read(nm("@medusajs/medusa/dist/api/middlewares/error-handler.js"));
    const status: Record<string, number> = {};
    const body = handler.slice(handler.indexOf("switch (errorType)"), handler.indexOf("res.status(statusCode)"));
    let pending: string[] = [];
    for (const line of body.split("\n")) {
      const c = /case medusa_core_utils_1\.MedusaError\.Types\.(\w+):/.exec(line);
      if (c) pending.push(c[1]!);
      const s = /statusCode = (\d+);/.exec(line);
      if (s) for (const t of pending) status[t] = Number(s[1]);
      if (/break;/.test(line)) {
        for (const t of pending) status[t] ??= 500;
        pending = [];
      }
    }
    expect(Object.keys(status).length).toBe(Object.keys(types).length);
    const text = page("troubleshooting/index.mdx");
    for (const [key, value] of Object.entries(types)) {
      const row = text.split("\n").find((l) => l.startsWith(`| \`${key}\` |`));
      expect(row, key).toBeDefined();
      expect(row).toContain(`| \`${value}\` | ${status[key]} |`);
    }
  });

  it("split payment processor methods by how PaymentProviderService checks their result", () => {
    const src = read(nm("@medusajs/medusa/dist/services/payment-provider.js"));
    const lines = src.split("\n");
    const byError = new Set<string>();
    const byGuard = new Set<string>();
    lines.forEach((line, i) => {
      const m = /provider\.(\w+)\(/.exec(line);
      if (!m || m[1] === "withTransaction") return;
      // the check that follows the call, before the next call to the provider
      const next = lines.slice(i + 1, i + 16);
      const end = next.findIndex((l) => /provider\.\w+\(/.test(l));
      const after = (end === -1 ? next : next.slice(0, end)).join("\n");
      if (/"error" in /.test(after)) byError.add(m[1]!);
      else if (/isPaymentProcessorError\)\(/.test(after)) byGuard.add(m[1]!);
    });
    expect(byError.size + byGuard.size).toBeGreaterThanOrEqual(9);
    const text = page("troubleshooting/index.mdx");
    const bullet = (start: string) => text.split("\n").find((l) => l.startsWith(start))!;
    const errorLine = bullet("- For `initiatePayment`");
    const guardLine = bullet("- For `deletePayment`");
    const names = (l: string) =>
      new Set(
        [...l.matchAll(/`(\w+)`/g)]
          .map((m) => m[1]!)
          .filter((n) => /^[a-z]+[A-Z]\w*$/.test(n) && n !== "isPaymentProcessorError"),
      );
    expect([...names(errorLine)].sort()).toEqual([...byError].sort());
    expect([...names(guardLine)].sort()).toEqual([...byGuard].sort());
  });

  it("quote errors that the pinned packages throw", () => {
    const cases: [string, string, string][] = [
      [
        "troubleshooting/pg-trgm-extension.mdx",
        "@medusajs/medusa/dist/migrations/1679950645254-product-search-gin-indexes.js",
        "Could not create pg_trgm extension or indexes, skipping.",
      ],
      [
        "troubleshooting/medusa-interfaces-missing.mdx",
        "@medusajs/medusa/dist/loaders/plugins.js",
        'require("medusa-interfaces")',
      ],
      [
        "troubleshooting/econnrefused-redis-postgres.mdx",
        "@medusajs/medusa/dist/loaders/redis.js",
        "An error occurred while connecting to Redis:",
      ],
      [
        "troubleshooting/backend-stopped-signal.mdx",
        "@medusajs/medusa/dist/commands/start.js",
        "Gracefully shutting down server",
      ],
      [
        "troubleshooting/errors-after-update.mdx",
        "@medusajs/modules-sdk/dist/loaders/utils/load-internal.js",
        "Make sure you have installed the default package: ",
      ],
      [
        "upgrade-guides/admin/7-0-0.mdx",
        "@medusajs/admin-ui/dist/index.js",
        "'path' in the options of `@medusajs/admin` must start with a '/'",
      ],
      [
        "troubleshooting/signing-in-to-admin.mdx",
        "@medusajs/admin/api/index.js",
        "Admin is running in development mode. See the terminal for the URL.",
      ],
      [
        "troubleshooting/sharp-errors.mdx",
        "next/dist/server/image-optimizer.js",
        "'sharp' is required to be installed in standalone mode for the image optimization to function correctly.",
      ],
    ];
    for (const [p, file, message] of cases) {
      expect(existsSync(nm(file)), file).toBe(true);
      expect(read(nm(file)), `${file} no longer has: ${message}`).toContain(message);
      const quoted = message.replace(/^require\("(.+)"\)$/, "Cannot find module '$1'");
      expect(page(p), `${p} does not quote: ${quoted}`).toContain(quoted);
    }
  });
});
