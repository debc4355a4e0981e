import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesBelow } from "../../lib/files";

/**
 * Behaviour that the plugin, recipe and deployment pages state, checked against the pinned packages
 * (issue 13). Plugin packages that are not dependencies of this project cannot be read here; their
 * claims are recorded in data/claims/plugins-recipes-deployments.yaml.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const source = (p: string) => readFileSync(nm(p), "utf8");
const page = (p: string) => readFileSync(join(root, "content", p), "utf8");
const require = createRequire(import.meta.url);

/** The pages of this area: plugins, recipes and deployments (the storefront deployments are another area's). */
const areaPages = ["plugins", "recipes", "deployments"]
  .flatMap((dir) => filesBelow(join(root, "content", dir)))
  .filter((f) => f.endsWith(".mdx") && !f.includes("/deployments/storefront/"))
  .map((f) => relative(join(root, "content"), f));

/** Package arguments of the `npm install` commands of a page (code blocks and code spans). */
function installedPackages(text: string): string[] {
  const commands = [...text.matchAll(/npm install ([^\n`]*)/g)].map((m) => m[1]!);
  return commands.flatMap((c) => c.split(/\s+/).filter((w) => w && !w.startsWith("-")));
}

describe("install commands of the plugin, recipe and deployment pages", () => {
  it("pin a version of every package they name", () => {
    const unpinned: string[] = [];
    let count = 0;
    for (const file of areaPages) {
      for (const pkg of installedPackages(page(file))) {
        count++;
        // A folder (a plugin built from its source, where npm has no working release) has no version.
        if (/^\.{1,2}\//.test(pkg)) continue;
        if (!/^(@[^/]+\/)?[^@]+@\d+\.\d+\.\d+$/.test(pkg)) unpinned.push(`${file}: ${pkg}`);
      }
    }
    expect(count).toBeGreaterThan(20);
    expect(unpinned).toEqual([]);
  });

  it("pin the manual fulfillment plugin to the version this project runs", () => {
    const { version } = require(nm("medusa-fulfillment-manual/package.json")) as { version: string };
    for (const file of ["plugins/overview.mdx", "plugins/fulfillment/manual.mdx"]) {
      expect(installedPackages(page(file)), file).toContain(`medusa-fulfillment-manual@${version}`);
    }
  });

  it("pin 1.x releases of the Redis modules, whose defaults the general guide names", () => {
    const defs = source("@medusajs/modules-sdk/dist/definitions.js");
    const eventBus = /\[Modules\.EVENT_BUS\]: "([^"]+)"/.exec(defs)![1]!;
    const cache = /\[Modules\.CACHE\]: "([^"]+)"/.exec(defs)![1]!;
    const text = page("deployments/server/general-guide.mdx");
    expect(text).toContain(`\`${eventBus}\``);
    expect(text).toContain(`\`${cache}\``);
    const pins = installedPackages(text).filter((p) => p.includes("-redis@"));
    expect(pins.length).toBe(2);
    expect(pins.filter((p) => !/@1\.\d+\.\d+$/.test(p))).toEqual([]);
  });
});

describe("the manual fulfillment page", () => {
  it("names the provider's identifier and every fulfillment option it offers", () => {
    const js = source("medusa-fulfillment-manual/services/manual-fulfillment.js");
    const identifier = /"identifier", "([^"]+)"/.exec(js)![1]!;
    const options = [...js.matchAll(/id: "([^"]+)"/g)].map((m) => m[1]!);
    expect(options.length).toBeGreaterThanOrEqual(2);
    const text = page("plugins/fulfillment/manual.mdx");
    expect(text).toContain(`identifier \`${identifier}\``);
    expect(options.filter((o) => !text.includes(`\`${o}\``))).toEqual([]);
  });
});

describe("middlewares.ts routes in the recipes", () => {
  it("are registered with use when they have no method, as the pages say", () => {
    const routing = source("@medusajs/medusa/dist/loaders/helpers/routing/index.js");
    expect(routing).toMatch(/route\.method\) !== null && _a !== void 0 \? _a : "USE"/);
    for (const file of ["recipes/personalized-products.mdx", "recipes/b2b.mdx"]) {
      const text = page(file);
      expect(text, file).toMatch(/without it is registered with Express's `use`/);
      expect(text, file).not.toMatch(/isn't registered|is required for a middleware route to be registered/);
    }
  });
});

describe("the health route", () => {
  it("answers OK, as the deployment guides say", () => {
    expect(source("@medusajs/medusa/dist/loaders/express.js")).toContain(
      'app.get("/health", function (req, res) {\n                res.status(200).send("OK");',
    );
    for (const file of areaPages.filter((f) => f.startsWith("deployments/server/deploying") || f.endsWith("general-guide.mdx"))) {
      const text = page(file);
      if (text.includes("/health")) expect(text, file).toContain("`OK`");
    }
  });
});

describe("guest checkouts in the recipes", () => {
  it("have a customer without an account, so subscribers skip them on has_account", () => {
    const order = source("@medusajs/medusa/dist/services/order.js");
    expect(order).toContain("Cannot create an order from the cart without a customer");
    const cart = source("@medusajs/medusa/dist/services/cart.js");
    expect(cart).toContain(".retrieveUnregisteredByEmail(validatedEmail)");
    for (const file of ["recipes/subscriptions.mdx", "recipes/commerce-automation.mdx"]) {
      expect(page(file), file).toMatch(/has_account/);
    }
    expect(page("recipes/subscriptions.mdx")).not.toMatch(/!order\.customer_id/);
  });
});

describe("the search plugins index page", () => {
  it("says a deleted product is removed from the index, as the core subscriber does", () => {
    const js = source("@medusajs/medusa/dist/subscribers/product.js");
    expect(js).toMatch(/handleProductDeletion = [\s\S]{0,400}deleteDocument\(/);
    expect(page("plugins/search/index.mdx")).toContain("removes a deleted product from the index");
  });
});

describe("event options in the plugin pages", () => {
  it("are ignored by the local event bus, which the Stripe and restock pages say", () => {
    const local = source("@medusajs/event-bus-local/dist/services/event-bus-local.js");
    const emit = local.slice(
      local.indexOf("emit(eventOrData, data, options = {})"),
      local.indexOf("subscribe(event, subscriber)"),
    );
    expect(emit).not.toMatch(/options\.|delay|attempts/);
    for (const file of ["plugins/payment/stripe.mdx", "plugins/other/restock-notifications.mdx"]) {
      expect(page(file), file).toMatch(/local event bus ignores event options/);
    }
  });
});
