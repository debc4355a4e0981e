import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Behaviour the modules pages (taxes, users, multi-warehouse, regions and currencies, products,
 * sales channels, experimental) state about the pinned packages, asserted against those packages:
 * a changed event list, default, ID prefix, message or calculation fails here.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const src = (p: string) => readFileSync(nm(p), "utf8");
const page = (p: string) => readFileSync(join(root, "content", p), "utf8");
const require = createRequire(import.meta.url);

/** The string values of a compiled `X.Events = { … }` object. */
function events(file: string): string[] {
  const block = /\.Events = \{([\s\S]*?)\};/.exec(src(file));
  expect(block, file).not.toBeNull();
  return [...block![1]!.matchAll(/:\s*"([^"]+)"/g)].map((m) => m[1]!);
}

/** The prefix an entity's `generateEntityId(this.id, "…")` call uses. */
function idPrefix(file: string): string {
  const m = /generateEntityId\)\(this\.id, "([a-z_-]+)"\)/.exec(src(file));
  expect(m, file).not.toBeNull();
  return m![1]!;
}

describe("event tables", () => {
  const cases: [string, string[]][] = [
    ["modules/regions-and-currencies/regions.mdx", ["@medusajs/medusa/dist/services/region.js"]],
    ["modules/users/index.mdx", ["@medusajs/medusa/dist/services/user.js", "@medusajs/medusa/dist/services/invite.js"]],
    ["modules/sales-channels/index.mdx", ["@medusajs/medusa/dist/services/sales-channel.js"]],
    ["modules/products/categories.mdx", ["@medusajs/medusa/dist/services/product-category.js"]],
    ["modules/regions-and-currencies/currencies.mdx", ["@medusajs/medusa/dist/services/currency.js"]],
    [
      "modules/multiwarehouse/inventory-module.mdx",
      [
        "@medusajs/inventory/dist/services/inventory-item.js",
        "@medusajs/inventory/dist/services/inventory-level.js",
        "@medusajs/inventory/dist/services/reservation-item.js",
      ],
    ],
    ["modules/multiwarehouse/stock-location-module.mdx", ["@medusajs/stock-location/dist/services/stock-location.js"]],
  ];
  for (const [file, services] of cases) {
    it(`${file} lists every event of its services`, () => {
      const names = services.flatMap(events);
      expect(names.length).toBeGreaterThanOrEqual(services.length);
      const text = page(file);
      expect(names.filter((e) => !text.includes(`\`${e}\``))).toEqual([]);
    });
  }

  it("the products page lists the product, variant and collection events", () => {
    const names = ["product", "product-variant", "product-collection"].flatMap((s) =>
      events(`@medusajs/medusa/dist/services/${s}.js`),
    );
    const text = page("modules/products/index.mdx");
    // Collection events are written in one row as `product-collection.created`, `….updated`, ….
    expect(names.filter((e) => !text.includes(`\`${e}\``))).toEqual([]);
  });
});

describe("ID prefixes", () => {
  const cases: [string, string, string][] = [
    ["modules/taxes/index.mdx", "@medusajs/medusa/dist/models/tax-rate.js", "TaxRate"],
    ["modules/taxes/index.mdx", "@medusajs/medusa/dist/models/line-item-tax-line.js", "LineItemTaxLine"],
    ["modules/taxes/index.mdx", "@medusajs/medusa/dist/models/shipping-method-tax-line.js", "ShippingMethodTaxLine"],
    ["modules/multiwarehouse/inventory-module.mdx", "@medusajs/inventory/dist/models/inventory-item.js", "InventoryItem"],
    ["modules/multiwarehouse/inventory-module.mdx", "@medusajs/inventory/dist/models/inventory-level.js", "InventoryLevel"],
    ["modules/multiwarehouse/inventory-module.mdx", "@medusajs/inventory/dist/models/reservation-item.js", "ReservationItem"],
    [
      "modules/multiwarehouse/admin/manage-reservations.mdx",
      "@medusajs/inventory/dist/models/reservation-item.js",
      "ReservationItem",
    ],
    [
      "modules/multiwarehouse/stock-location-module.mdx",
      "@medusajs/stock-location/dist/models/stock-location.js",
      "StockLocation",
    ],
    [
      "modules/multiwarehouse/stock-location-module.mdx",
      "@medusajs/stock-location/dist/models/stock-location-address.js",
      "StockLocationAddress",
    ],
    [
      "modules/multiwarehouse/admin/manage-stock-locations.mdx",
      "@medusajs/stock-location/dist/models/stock-location.js",
      "StockLocation",
    ],
  ];
  for (const [file, model, name] of cases) {
    it(`${file} gives the ${name} prefix`, () => {
      expect(page(file)).toContain(`\`${idPrefix(model)}_\``);
    });
  }
});

describe("feature flags the pages name", () => {
  const flag = (f: string) =>
    (
      require(nm(`@medusajs/medusa/dist/loaders/feature-flags/${f}.js`)) as {
        default: { key: string; env_key: string; default_val: boolean };
      }
    ).default;

  it("tax-inclusive pricing: key, variable, off by default and marked work in progress", () => {
    const f = flag("tax-inclusive-pricing");
    const text = page("modules/taxes/inclusive-pricing.mdx");
    expect(text).toContain(`\`${f.key}\``);
    expect(text).toContain(`${f.env_key}=true`);
    expect(f.default_val).toBe(false);
    expect(text).toContain("off by default");
    expect(src("@medusajs/medusa/dist/loaders/feature-flags/tax-inclusive-pricing.js")).toContain("[WIP]");
    expect(text).toContain("work in progress");
  });

  it("product categories: key, variable and off by default", () => {
    const f = flag("product-categories");
    const text = page("modules/products/categories.mdx");
    expect(text).toContain(`\`${f.key}\``);
    expect(text).toContain(`${f.env_key}=true`);
    expect(f.default_val).toBe(false);
    expect(text).toContain("off by default");
  });

  it("sales channels: on by default, turned off with its variable", () => {
    const f = flag("sales-channels");
    expect(f.default_val).toBe(true);
    expect(page("modules/sales-channels/overview.mdx")).toContain(`\`${f.env_key}=false\``);
  });

  it("medusa_v2: the flag the experimental page names, required modules and the api-v2 routes", () => {
    const f = (
      require(nm("@medusajs/utils/dist/feature-flags/medusa-v2.js")) as { MedusaV2Flag: { key: string; env_key: string } }
    ).MedusaV2Flag;
    const text = page("experimental/index.mdx");
    expect(text).toContain(`\`${f.key}\``);
    expect(text).toContain(`\`${f.env_key}\``);
    expect(src("@medusajs/medusa/dist/loaders/medusa-app.js")).toContain(
      "[modules_sdk_1.Modules.PRODUCT, modules_sdk_1.Modules.PRICING]",
    );
    expect(src("@medusajs/medusa/dist/loaders/api.js")).toContain('"../api-v2"');
    expect(text).toContain("`api-v2`");
  });
});

describe("durations and defaults", () => {
  it("invites are valid one week, also when resent", () => {
    const invite = src("@medusajs/medusa/dist/services/invite.js");
    expect(invite).toContain("DEFAULT_VALID_DURATION = 1000 * 60 * 60 * 24 * 7;");
    expect(invite).toContain("invite.expires_at.getDate() + 7");
    expect(page("modules/users/index.mdx")).toContain("one week after it was created or resent");
    expect(page("modules/users/admin/manage-invites.mdx")).toContain("valid for another week");
  });

  it("password reset tokens are valid 15 minutes", () => {
    expect(src("@medusajs/medusa/dist/services/user.js")).toContain("Math.floor(Date.now() / 1000) + 60 * 15");
    expect(page("modules/users/index.mdx")).toContain("valid for 15 minutes");
    expect(page("modules/users/admin/manage-users.mdx")).toContain("valid for 15 minutes");
  });

  it("the default user role is member", () => {
    expect(src("@medusajs/medusa/dist/models/user.js")).toContain("default: UserRoles.MEMBER");
    expect(page("modules/users/index.mdx")).toContain("`member` by default");
  });

  it("the store's default name and currency", () => {
    const store = src("@medusajs/medusa/dist/models/store.js");
    const name =
      /Column\)\(\{ default: "([^"]+)" \}\),\s+__metadata\("design:type", String\)\s+\], Store\.prototype, "name"/.exec(
        store,
      )?.[1];
    const currency = /Column\)\(\{ default: "([a-z]{3})" \}\)/.exec(store)?.[1];
    expect(name).toBeDefined();
    const text = page("modules/regions-and-currencies/currencies.mdx");
    expect(text).toContain(`\`${name}\` by default`);
    expect(text).toContain(`\`${currency}\` for a new store`);
  });

  it("the default sales channel's name", () => {
    const name = /name: "([^"]+)",/.exec(
      src("@medusajs/medusa/dist/services/sales-channel.js").split("createDefault = function")[1]!,
    )?.[1];
    expect(name).toBeDefined();
    expect(page("modules/sales-channels/index.mdx")).toContain(`\`${name}\``);
    expect(page("modules/sales-channels/overview.mdx")).toContain(`\`${name}\``);
  });

  it("the inventory migration script's default location name", () => {
    const name = /stockLocationService\.create\(\{ name: "([^"]+)" \}\)/.exec(
      src("@medusajs/medusa/dist/scripts/migrate-inventory-items.js"),
    )?.[1];
    expect(name).toBeDefined();
    expect(page("modules/multiwarehouse/install-modules.mdx")).toContain(`named \`${name}\``);
  });

  it("list routes default to 20 items where the pages say so", () => {
    for (const [route, file] of [
      ["inventory-items/list-inventory-items.js", "modules/multiwarehouse/admin/manage-inventory-items.mdx"],
      ["stock-locations/list-stock-locations.js", "modules/multiwarehouse/admin/manage-stock-locations.mdx"],
    ] as const) {
      expect(src(`@medusajs/medusa/dist/api/routes/admin/${route}`)).toMatch(/extendedFindParamsMixin\)\(\{\s+limit: 20,/);
      expect(page(file)).toMatch(/`limit` is 20 by default|\(20 by default\)/);
    }
  });
});

describe("messages the pages quote", () => {
  const cases: [string, string, string][] = [
    ["modules/users/index.mdx", "@medusajs/medusa/dist/services/invite.js", "Can't invite a user with an existing account"],
    ["modules/users/index.mdx", "@medusajs/medusa/dist/services/invite.js", "Invalid invite"],
    ["modules/users/admin/manage-invites.mdx", "@medusajs/medusa/dist/services/invite.js", "Invalid invite"],
    [
      "modules/regions-and-currencies/regions.mdx",
      "@medusajs/medusa/dist/services/cart.js",
      "Shipping country must be in the cart region",
    ],
    ["modules/regions-and-currencies/regions.mdx", "@medusajs/medusa/dist/services/cart.js", "Country not available in region"],
    ["modules/regions-and-currencies/currencies.mdx", "@medusajs/medusa/dist/services/store.js", "Store does not have currency"],
    ["modules/regions-and-currencies/currencies.mdx", "@medusajs/medusa/dist/services/store.js", "Currency already added"],
    ["modules/regions-and-currencies/currencies.mdx", "@medusajs/medusa/dist/services/region.js", "Invalid currency code"],
    [
      "modules/regions-and-currencies/admin/manage-regions.mdx",
      "@medusajs/medusa/dist/services/region.js",
      "Payment provider not found",
    ],
    [
      "modules/regions-and-currencies/admin/manage-regions.mdx",
      "@medusajs/medusa/dist/services/region.js",
      "Fulfillment provider not found",
    ],
    [
      "modules/regions-and-currencies/admin/manage-currencies.mdx",
      "@medusajs/medusa/dist/utils/feature-flag-decorators.js",
      " should not exist",
    ],
    [
      "modules/sales-channels/index.mdx",
      "@medusajs/medusa/dist/services/sales-channel.js",
      "You cannot delete the default sales channel",
    ],
    [
      "modules/sales-channels/index.mdx",
      "@medusajs/medusa/dist/api/routes/store/carts/create-cart.js",
      "The PublishableApiKey provided in the request header has multiple associated sales channels",
    ],
    [
      "modules/sales-channels/index.mdx",
      "@medusajs/medusa/dist/services/cart.js",
      "must belongs to the sales channel on which the cart has been created.",
    ],
    ["modules/products/index.mdx", "@medusajs/medusa/dist/services/product-variant.js", " with provided options already exists"],
    [
      "modules/products/categories.mdx",
      "@medusajs/medusa/dist/services/product-category.js",
      "with category children is not allowed",
    ],
    [
      "modules/taxes/admin/manage-tax-settings.mdx",
      "@medusajs/medusa/dist/services/tax-provider.js",
      "Could not find a tax provider with id",
    ],
    [
      "modules/multiwarehouse/admin/manage-item-allocations-in-orders.mdx",
      "@medusajs/medusa/dist/api/routes/admin/reservations/utils/validate-reservation-quantity.js",
      "The reservation quantity cannot be greater than the unfulfilled line item quantity",
    ],
    [
      "modules/multiwarehouse/install-modules.mdx",
      "@medusajs/medusa/dist/api/routes/admin/stock-locations/index.js",
      "Stock Locations are not enabled",
    ],
    [
      "experimental/pricing/install-nodejs.mdx",
      "@medusajs/utils/dist/modules-sdk/migration-scripts/migration-up.js",
      " module migration executed",
    ],
    [
      "experimental/product/install-medusa.mdx",
      "@medusajs/utils/dist/modules-sdk/migration-scripts/migration-up.js",
      " module migration failed to run",
    ],
  ];
  for (const [file, source, message] of cases) {
    it(`${file}: ${message.trim()}`, () => {
      expect(src(source)).toContain(message);
      expect(page(file)).toContain(message.trim());
    });
  }
});

describe("module registration names", () => {
  const definitions = src("@medusajs/modules-sdk/dist/definitions.js");
  const key = (k: string) => new RegExp(`Modules\\["${k}"\\] = "([A-Za-z]+)"`).exec(definitions)![1]!;
  const registration = (k: string) => new RegExp(`ModuleRegistrationName\\["${k}"\\] = "([A-Za-z]+)"`).exec(definitions)![1]!;

  it("the multi-warehouse modules register as the keys the install guide uses", () => {
    const text = page("modules/multiwarehouse/install-modules.mdx");
    for (const k of ["INVENTORY", "STOCK_LOCATION"]) {
      expect(key(k)).toBe(registration(k));
      expect(text).toContain(`${key(k)}: {`);
    }
  });

  it("the Pricing and Product modules: config key and container name", () => {
    const pricing = page("experimental/pricing/install-medusa.mdx");
    expect(pricing).toContain(`${key("PRICING")}: {`);
    expect(pricing).toContain(`\`${registration("PRICING")}\``);
    const product = page("experimental/product/install-medusa.mdx");
    expect(product).toContain(`${key("PRODUCT")}: {`);
    expect(product).toContain(`\`${registration("PRODUCT")}\``);
  });

  it("the install commands pin the installed inventory and stock location versions", () => {
    const version = (p: string) => (JSON.parse(src(`${p}/package.json`)) as { version: string }).version;
    const text = page("modules/multiwarehouse/install-modules.mdx");
    expect(text).toContain(`@medusajs/inventory@${version("@medusajs/inventory")}`);
    expect(text).toContain(`@medusajs/stock-location@${version("@medusajs/stock-location")}`);
  });

  it("the Node.js install commands pin the @medusajs/types version the reference is generated from", () => {
    const version = (JSON.parse(src("@medusajs/types/package.json")) as { version: string }).version;
    for (const file of ["experimental/pricing/install-nodejs.mdx", "experimental/product/install-nodejs.mdx"]) {
      expect(page(file)).toContain(`@medusajs/types@${version}`);
    }
  });
});

describe("calculations shown on the tax pages", () => {
  type Strategy = { calculate(items: unknown[], lines: unknown[], context: unknown): Promise<number> };
  const TaxCalculationStrategy = (
    require(nm("@medusajs/medusa/dist/strategies/tax-calculation.js")) as { default: new (deps: unknown) => Strategy }
  ).default;
  const { calculatePriceTaxAmount } = require(nm("@medusajs/medusa/dist/utils/calculate-price-tax-amount.js")) as {
    calculatePriceTaxAmount(input: { price: number; taxRate: number; includesTax?: boolean }): number;
  };

  it("the default strategy rounds per tax line: 3 × 999 at 19% is 569", async () => {
    const strategy = new TaxCalculationStrategy({ featureFlagRouter: { isFeatureEnabled: () => false } });
    const total = await strategy.calculate(
      [{ id: "item_1", unit_price: 999, quantity: 3, includes_tax: false }],
      [{ item_id: "item_1", rate: 19 }],
      { allocation_map: {}, shipping_methods: [] },
    );
    const text = page("modules/taxes/backend/tax-calculation-strategy.mdx");
    const row = text.split("\n").find((l) => l.startsWith("| Default |"));
    expect(row).toBeDefined();
    expect(row!.trim().endsWith(`| ${total} |`)).toBe(true);
    // The per-unit row of the page: round(999 × 0.19) × 3.
    const perUnit = text.split("\n").find((l) => l.startsWith("| Per-unit rounding |"));
    expect(perUnit!.trim().endsWith(`| ${Math.round(999 * 0.19) * 3} |`)).toBe(true);
  });

  it("a 20% rate extracts 2.00 from a 12.00 tax-inclusive price", () => {
    expect(calculatePriceTaxAmount({ price: 1200, taxRate: 0.2, includesTax: true })).toBe(200);
    const text = page("modules/taxes/inclusive-pricing.mdx");
    expect(text).toContain("with a 20% rate, a €12.00 price contains €2.00 of tax");
  });
});
