import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { filesBelow } from "../../lib/files";

/**
 * Behaviour the module guides (orders, carts and checkout, customers, discounts, gift cards, price
 * lists) state, checked against the compiled code of the pinned packages: status and type tables,
 * event lists, what the payment provider service does with a processor's result, and defaults.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => readFileSync(join(root, "node_modules", p), "utf8");
const dist = (p: string) => nm(`@medusajs/medusa/dist/${p}`);
const page = (p: string) => readFileSync(join(root, "content", p), "utf8");

/** The string values of an enum declared in a .d.ts file. */
function enumValues(dts: string, name: string): string[] {
  const body = new RegExp(`export declare enum ${name} \\{([^}]*)\\}`).exec(nm(dts));
  expect(body, `${name} in ${dts}`).not.toBeNull();
  return [...body![1]!.matchAll(/=\s*"([^"]+)"/g)].map((m) => m[1]!);
}

/** The text below a heading, up to the next heading of the same or a higher level. */
function section(text: string, heading: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.trim() === heading);
  expect(start, heading).toBeGreaterThan(-1);
  const level = /^#+/.exec(heading)![0].length;
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= level);
  return lines.slice(start + 1, end === -1 ? undefined : end).join("\n");
}

/** The code spans that start the rows of the Markdown tables in a text (`| \`value\` | …`). */
function tableKeys(text: string): string[] {
  return [...text.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1]!);
}

/** The event names a service declares in `<Service>.Events = { … }`. */
function serviceEvents(file: string): Record<string, string> {
  const block = /\.Events = \{([\s\S]*?)\};/.exec(dist(`services/${file}`));
  expect(block, file).not.toBeNull();
  return Object.fromEntries([...block![1]!.matchAll(/(\w+):\s*"([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
}

const M = "@medusajs/medusa/dist/models";
const ENUM_TABLES: [string, string, [string, string][]][] = [
  ["carts-and-checkout/cart.mdx", "## Cart types", [[`${M}/cart.d.ts`, "CartType"]]],
  ["carts-and-checkout/payment.mdx", "### Payment session statuses", [[`${M}/payment-session.d.ts`, "PaymentSessionStatus"]]],
  ["carts-and-checkout/payment.mdx", "## Order payment status", [[`${M}/order.d.ts`, "PaymentStatus"]]],
  ["carts-and-checkout/payment.mdx", "## Refunds", [[`${M}/refund.d.ts`, "RefundReason"]]],
  ["carts-and-checkout/payment.mdx", "### Payment collection type", [[`${M}/payment-collection.d.ts`, "PaymentCollectionType"]]],
  [
    "carts-and-checkout/payment.mdx",
    "### Payment collection statuses",
    [[`${M}/payment-collection.d.ts`, "PaymentCollectionStatus"]],
  ],
  ["carts-and-checkout/shipping.mdx", "## Shipping profiles", [[`${M}/shipping-profile.d.ts`, "ShippingProfileType"]]],
  ["carts-and-checkout/shipping.mdx", "### Price types", [[`${M}/shipping-option.d.ts`, "ShippingOptionPriceType"]]],
  ["carts-and-checkout/shipping.mdx", "### Requirements", [[`${M}/shipping-option-requirement.d.ts`, "RequirementType"]]],
  ["orders/index.mdx", "## Order status", [[`${M}/order.d.ts`, "OrderStatus"]]],
  ["orders/index.mdx", "## Payment status", [[`${M}/order.d.ts`, "PaymentStatus"]]],
  ["orders/index.mdx", "## Fulfillment status", [[`${M}/order.d.ts`, "FulfillmentStatus"]]],
  ["orders/index.mdx", "### Order edit statuses", [[`${M}/order-edit.d.ts`, "OrderEditStatus"]]],
  ["orders/index.mdx", "### Item change types", [[`${M}/order-item-change.d.ts`, "OrderEditItemChangeType"]]],
  ["orders/fulfillments.mdx", "## Statuses", [[`${M}/order.d.ts`, "FulfillmentStatus"]]],
  ["orders/returns.mdx", "## Statuses", [[`${M}/return.d.ts`, "ReturnStatus"]]],
  ["orders/swaps.mdx", "## Fulfillment status", [[`${M}/swap.d.ts`, "SwapFulfillmentStatus"]]],
  ["orders/swaps.mdx", "## Payment status", [[`${M}/swap.d.ts`, "SwapPaymentStatus"]]],
  ["orders/claims.mdx", "## Claim types", [[`${M}/claim-order.d.ts`, "ClaimType"]]],
  ["orders/claims.mdx", "## Claim reasons", [[`${M}/claim-item.d.ts`, "ClaimReason"]]],
  ["orders/claims.mdx", "## Payment status", [[`${M}/claim-order.d.ts`, "ClaimPaymentStatus"]]],
  ["orders/claims.mdx", "## Fulfillment status", [[`${M}/claim-order.d.ts`, "ClaimFulfillmentStatus"]]],
  ["orders/draft-orders.mdx", "## Statuses", [[`${M}/draft-order.d.ts`, "DraftOrderStatus"]]],
  ["discounts/index.mdx", "## Rule types", [[`${M}/discount-rule.d.ts`, "DiscountRuleType"]]],
  ["discounts/index.mdx", "## Allocation", [[`${M}/discount-rule.d.ts`, "AllocationType"]]],
  [
    "discounts/index.mdx",
    "## Conditions",
    [
      [`${M}/discount-condition.d.ts`, "DiscountConditionType"],
      [`${M}/discount-condition.d.ts`, "DiscountConditionOperator"],
    ],
  ],
  ["price-lists/index.mdx", "### Types", [["@medusajs/utils/dist/pricing/price-list.d.ts", "PriceListType"]]],
  ["price-lists/index.mdx", "### Statuses", [["@medusajs/utils/dist/pricing/price-list.d.ts", "PriceListStatus"]]],
];

describe("status and type tables of the module guides", () => {
  it.each(ENUM_TABLES)("%s %s lists exactly the enum's values", (file, heading, enums) => {
    const values = enums.flatMap(([dts, name]) => enumValues(dts, name));
    const keys = tableKeys(section(page(`modules/${file}`), heading));
    expect([...new Set(keys)].sort()).toEqual([...new Set(values)].sort());
  });
});

const EVENT_SECTIONS: [string, string, string[]][] = [
  ["carts-and-checkout/cart.mdx", "## Events", ["cart.js"]],
  ["carts-and-checkout/payment.mdx", "## Events", ["payment.js", "payment-collection.js"]],
  ["orders/index.mdx", "## Events", ["order.js", "order-edit.js"]],
  ["orders/swaps.mdx", "## Events", ["swap.js"]],
  ["orders/claims.mdx", "## Events", ["claim.js"]],
  ["orders/draft-orders.mdx", "## Events", ["draft-order.js"]],
  ["customers/index.mdx", "## Events", ["customer.js"]],
  ["gift-cards/index.mdx", "## Events", ["gift-card.js"]],
  ["discounts/index.mdx", "## Events", ["discount.js"]],
];

describe("event lists of the module guides", () => {
  it.each(EVENT_SECTIONS)("%s names every event of %#", (file, heading, services) => {
    const text = section(page(`modules/${file}`), heading);
    const events = services.flatMap((s) => Object.values(serviceEvents(s)));
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((e) => !text.includes(`\`${e}\``))).toEqual([]);
  });

  it("events a page says Medusa doesn't emit are emitted nowhere in the backend", () => {
    const js = filesBelow(join(root, "node_modules/@medusajs/medusa/dist")).filter((f) => f.endsWith(".js"));
    const sources = js.map((f) => readFileSync(f, "utf8"));
    const all = Object.fromEntries(
      ["order.js", "payment.js", "swap.js", "claim.js", "cart.js", "gift-card.js"].map((s) => [s, serviceEvents(s)]),
    );
    const claimed: string[] = [];
    for (const file of ["carts-and-checkout/payment.mdx", "orders/index.mdx", "gift-cards/index.mdx"]) {
      for (const sentence of page(`modules/${file}`).split(/(?<=\.)\s/)) {
        // Only the events named before "doesn't emit" (the rest of the sentence may name the replacement).
        const before = /^([\s\S]*?)(?:doesn't emit|does not emit)/.exec(sentence)?.[1];
        if (before) claimed.push(...[...before.matchAll(/`([a-z_-]+\.[a-z_]+)`/g)].map((m) => m[1]!));
      }
    }
    expect(claimed).toContain("order.refund_failed");
    const emitted: string[] = [];
    for (const event of claimed) {
      const [service, key] =
        Object.entries(all).flatMap(([s, evs]) =>
          Object.entries(evs)
            .filter(([, v]) => v === event)
            .map(([k]) => [s, k]),
        )[0] ?? [];
      expect(key, event).toBeDefined();
      const cls = service!.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()).replace(".js", "") + "Service";
      const used = sources.some(
        (src) => src.includes(`${cls}.Events.${key}`) || new RegExp(`emit\\(\\s*"${event.replace(".", "\\.")}"`).test(src),
      );
      if (used) emitted.push(event);
    }
    expect(emitted).toEqual([]);
  });
});

describe("the payment processor guide", () => {
  const source = dist("services/payment-provider.js");
  const text = page("modules/carts-and-checkout/backend/add-payment-provider.mdx");

  /** How PaymentProviderService handles the result of a processor method (AbstractPaymentProcessor branch). */
  function handling(method: string) {
    const i = source.indexOf(`provider.${method}(`);
    expect(i, method).toBeGreaterThan(-1);
    const after = source.slice(i, i + 900);
    const branchEnd = after.indexOf("return [3 /*break*/");
    const branch = after.slice(0, branchEnd);
    return {
      check: branch.includes("isPaymentProcessorError)(")
        ? "isPaymentProcessorError"
        : branch.includes('"error" in')
          ? "error-key"
          : "none",
      storesResult: /\.data = res\b/.test(branch),
    };
  }

  it("names the methods whose errors are recognized by an error key and by isPaymentProcessorError", () => {
    const warning = /:::warning\[Always set error, code and detail\]([\s\S]*?):::/.exec(text)![1]!;
    const sentences = warning.split(/(?<=\.)\s/);
    const listed = (marker: string) =>
      [...sentences.find((s) => s.includes(marker))!.matchAll(/`(\w+Payment\w*)`/g)].map((m) => m[1]!).sort();
    const methods = [
      "initiatePayment",
      "updatePayment",
      "updatePaymentData",
      "authorizePayment",
      "retrievePayment",
      "capturePayment",
      "refundPayment",
      "cancelPayment",
      "deletePayment",
    ];
    const expectKey = methods.filter((m) => handling(m).check === "error-key").sort();
    const expectHelper = methods.filter((m) => handling(m).check === "isPaymentProcessorError").sort();
    expect(expectHelper).toEqual(["cancelPayment", "deletePayment", "refundPayment"]);
    expect(listed("any object with an `error` key")).toEqual(expectKey);
    expect(listed("Medusa uses `isPaymentProcessorError()`")).toEqual(expectHelper);
  });

  it.each(["capturePayment", "refundPayment", "cancelPayment"])(
    "says whether the result of %s becomes the payment's data",
    (method) => {
      const says = /result becomes the payment's `data`/.test(section(text, `### ${method}`));
      expect(says).toBe(handling(method).storesResult);
    },
  );

  it("says that update_requests.customer_metadata is merged, as setMetadata does", () => {
    expect(source).toMatch(/metadata: update_requests\.customer_metadata/);
    expect(dist("services/customer.js")).toMatch(/customer\.metadata = \(0, utils_1\.setMetadata\)\(customer, metadata\)/);
    expect(dist("utils/set-metadata.js")).toMatch(/return __assign\(__assign\(\{\}, existing\), newData\);/);
    expect(section(text, "### initiatePayment")).toMatch(/`update_requests\.customer_metadata`[^.]*is merged into/);
  });
});

describe("defaults and limits the module guides state", () => {
  it("admin-created swaps allow backorders as the guides say", () => {
    const value = /this\.allow_backorder = (true|false);/.exec(dist("api/routes/admin/orders/create-swap.js"))![1];
    expect(page("modules/orders/admin/manage-swaps.mdx")).toContain(`defaults to \`${value}\` on this route`);
    expect(page("modules/orders/swaps.mdx")).toContain(`default to \`${value}\``);
  });

  it("dynamic discount codes take the template's usage limit", () => {
    expect(dist("services/discount.js")).toMatch(/parent_discount_id: discount\.id, usage_limit: discount\.usage_limit \}/);
    expect(page("modules/discounts/index.mdx")).toContain("gets the template's `usage_limit`");
    expect(page("modules/discounts/admin/manage-discounts.mdx")).toContain("takes the template's `usage_limit`");
  });

  it("a new price list's status is the model's default", () => {
    const value = /enum: utils_1\.PriceListStatus, default: "(\w+)"/.exec(dist("models/price-list.js"))![1];
    expect(page("modules/price-lists/admin/manage-price-lists.mdx")).toContain(`Defaults to \`${value}\``);
  });

  it("order editing is on by default", () => {
    const flag = nm("@medusajs/utils/dist/feature-flags/order-editing.js");
    expect(flag).toMatch(/default_val: true/);
    expect(page("modules/orders/index.mdx")).toMatch(/Order editing is on by default and controlled by the `order_editing`/);
  });

  it("the order claim token and the password reset token last 15 minutes", () => {
    expect(dist("api/routes/store/orders/request-order.js")).toMatch(/expiresIn: "15m"/);
    expect(dist("api/routes/store/orders/confirm-order-request.js")).toMatch(/maxAge: "15m"/);
    expect(page("modules/orders/backend/handle-order-claim-event.mdx")).toContain("Tokens expire after 15 minutes");
    expect(dist("services/customer.js")).toMatch(/Date\.now\(\) \/ 1000\) \+ 60 \* 15/);
    expect(page("modules/customers/index.mdx")).toContain("valid for 15 minutes");
  });
});

describe("install commands of the module guides", () => {
  it("pin a version of every package they install", () => {
    const dirs = ["orders", "carts-and-checkout", "customers", "discounts", "gift-cards", "price-lists"].map((d) =>
      join(root, "content/modules", d),
    );
    const unpinned: string[] = [];
    let installs = 0;
    for (const file of dirs.flatMap((d) => filesBelow(d)).filter((f) => f.endsWith(".mdx") && !f.includes("/storefront/"))) {
      for (const m of readFileSync(file, "utf8").matchAll(/^\s*(?:npm install|yarn add|pnpm add)\s+(.+)$/gm)) {
        for (const pkg of m[1]!.split(/\s+/).filter((p) => !p.startsWith("-"))) {
          installs++;
          if (!/^(@[^/]+\/)?[^@]+@\S+$/.test(pkg)) unpinned.push(`${relative(root, file)}: ${pkg}`);
        }
      }
    }
    expect(installs).toBeGreaterThan(0);
    expect(unpinned).toEqual([]);
  });
});

describe("the claims file of these guides", () => {
  type Claim = { claim: string; source: string; evidence: string; verdict: string; was?: string };
  type Entry = { page: string; claims?: Claim[]; none?: string };
  const entries = parse(readFileSync(join(root, "data/claims/modules-a.yaml"), "utf8")) as Entry[];

  it("has one entry per page of the area", () => {
    const pages = ["orders", "carts-and-checkout", "customers", "discounts", "gift-cards", "price-lists"]
      .flatMap((d) => filesBelow(join(root, "content/modules", d)))
      .filter((f) => f.endsWith(".mdx") && !f.includes("/storefront/"))
      .map((f) => relative(join(root, "content"), f).replace(/\.mdx$/, ""))
      .sort();
    expect(entries.map((e) => e.page).sort()).toEqual(pages);
  });
});
