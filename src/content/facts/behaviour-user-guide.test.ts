import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { filesBelow } from "../../lib/files";
import { compiledMethod } from "../../testing/compiled";

/**
 * Behaviour the user guide states, checked against the pinned admin and backend: the statuses the
 * admin shows, the lists of reasons and languages, export columns and delimiters, flag defaults,
 * and the checks Medusa does (or doesn't do) that the pages warn about. Also checks the evidence
 * of the area's claims file.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const read = (p: string) => readFileSync(p, "utf8");
const ui = (p: string) => read(nm(join("@medusajs/admin-ui/ui/src", p)));
const dist = (p: string) => read(nm(join("@medusajs/medusa/dist", p)));
const page = (p: string) => read(join(root, "content/user-guide", p));
const require = createRequire(import.meta.url);

/** The body of a compiled method, from its `prototype.name = function` to the next method. */
function method(source: string, cls: string, name: string): string {
  const body = compiledMethod(source, cls, name);
  expect(body, `${cls}.${name}`).not.toBe("");
  return body;
}

/** The English titles a status component renders: `t("key", "Title")` or `title="Title"`. */
function titles(source: string): string[] {
  return [...source.matchAll(/title=\{?t\(\s*"[^"]+",\s*"([^"]+)"\s*\)|title="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
}

/** The rows (first cells, without bold) of the markdown table that follows a header cell. */
function tableRows(text: string, header: string): string[] {
  const start = text.indexOf(`| ${header} |`);
  expect(start, header).toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of text.slice(start).split("\n").slice(2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.split("|")[1]!.trim().replace(/\*\*/g, ""));
  }
  return rows;
}

describe("the orders overview's status tables", () => {
  const text = page("orders/index.mdx");

  it("list every order status the admin shows", () => {
    const shown = titles(ui("domain/orders/details/templates/order-status.tsx"));
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.filter((s) => !tableRows(text, "Status of the order").includes(s))).toEqual([]);
  });

  it("list every payment status the admin shows", () => {
    const shown = titles(ui("domain/orders/details/templates/payment-status.tsx"));
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.filter((s) => !tableRows(text, "Payment").includes(s))).toEqual([]);
  });

  it("list every fulfillment status the admin shows", () => {
    const shown = titles(ui("domain/orders/details/templates/fulfillment-status.tsx"));
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.filter((s) => !tableRows(text, "Fulfillment").includes(s))).toEqual([]);
  });

  it("explain Requires action as never set by Medusa, which holds while no service sets it", () => {
    const services = join(nm("@medusajs/medusa/dist/services"));
    const setters = filesBelow(services)
      .filter((f) => f.endsWith(".js"))
      .filter((f) =>
        /\.status = models_1\.OrderStatus\.REQUIRES_ACTION|status: models_1\.OrderStatus\.REQUIRES_ACTION/.test(read(f)),
      );
    expect(setters.map((f) => relative(root, f))).toEqual([]);
    expect(text).toContain("Medusa itself never sets this status");
  });
});

describe("the returns, exchanges and claims pages", () => {
  it("say that receiving a return without an edited amount refunds the stored refund amount", () => {
    const receive = method(dist("services/return.js"), "ReturnService", "receive");
    expect(receive).toContain("refundAmount !== null && refundAmount !== void 0 ? refundAmount : returnObj.refund_amount");
    expect(page("orders/returns.mdx")).toContain("it refunds the amount set when the return was requested");
  });

  it("say that receiving an exchange's return refunds nothing, because the return has no order ID", () => {
    const menu = ui("domain/orders/details/receive-return/index.tsx");
    expect(menu).toContain("!isSwapOrRefundedClaim");
    expect(menu).toContain("Boolean(returnRequest.swap_id)");
    // The return service drops the order's ID from a swap's return, and the receive route
    // registers the return (and its refund) on the order only when the return has one.
    const create = method(dist("services/return.js"), "ReturnService", "create");
    expect(create).toMatch(/if \(data\.swap_id\) \{\s*delete data\.order_id;/);
    expect(dist("api/routes/admin/returns/receive-return.js")).toContain(
      "if (!receivedReturn.order_id) return [3 /*break*/, 3];",
    );
    expect(page("orders/exchange.mdx")).toContain("saving refunds nothing");
  });

  it("say that admin exchanges allow backorders, as the route's default does", () => {
    expect(dist("api/routes/admin/orders/create-swap.js")).toContain("this.allow_backorder = true;");
    expect(ui("domain/orders/details/swap/create.tsx")).not.toContain("allow_backorder");
    expect(page("orders/exchange.mdx")).toContain("exchanges registered in the admin allow\nbackorders");
  });

  it("list the claim reasons the admin offers", () => {
    const screen = ui("domain/orders/components/items-to-return-form/add-return-reason/add-return-reason-screen.tsx");
    const reasons = [...screen.matchAll(/label: "([^"]+)",\s*value: "[a-z_]+"/g)].map((m) => m[1]!);
    expect(reasons.length).toBe(4);
    const text = page("orders/claims.mdx");
    expect(reasons.filter((r) => !text.includes(`"${r}"`))).toEqual([]);
  });

  it("say that a claim with a refund amount can't be canceled", () => {
    expect(method(dist("services/claim.js"), "ClaimService", "cancel")).toContain("Claim with a refund cannot be canceled");
    expect(page("orders/claims.mdx")).toContain("Medusa only cancels a claim without a refund amount");
  });

  it("list the refund reasons of the refund window", () => {
    const menu = ui("domain/orders/details/refund/index.tsx");
    const reasons = [...menu.matchAll(/\{ label: "([^"]+)", value: "[a-z]+" \}/g)].map((m) => m[1]!);
    expect(reasons).toEqual(["Discount", "Other"]);
    const text = page("orders/payments.mdx");
    expect(reasons.filter((r) => !text.includes(`"${r}"`))).toEqual([]);
  });
});

describe("the export and import pages", () => {
  it("list every column of the order export", () => {
    const descriptors = dist("strategies/batch-jobs/order/index.js");
    const columns = [...descriptors.matchAll(/^ {8}title: (?:"([^"]+)"|\[([\s\S]*?)\]\.join)/gm)].flatMap((m) =>
      m[1] ? [m[1]] : [...m[2]!.matchAll(/"([^"]+)"/g)].map((c) => c[1]!),
    );
    const extra = dist("strategies/batch-jobs/order/export.js").match(/title: \[([^\]]+)\]\.join/)![1]!;
    columns.push(...[...extra.matchAll(/"([^"]+)"/g)].map((c) => c[1]!));
    expect(columns.length).toBeGreaterThan(20);
    const text = page("orders/export.mdx");
    const listed = tableRows(text, "Columns").flatMap((cell) => cell.split(", "));
    expect(columns.filter((c) => !listed.includes(c))).toEqual([]);
  });

  it("say the files use semicolons, as the export strategies and the CSV parser do", () => {
    expect(dist("strategies/batch-jobs/order/export.js")).toContain('_this.DELIMITER = ";";');
    expect(dist("strategies/batch-jobs/product/export.js")).toContain('_this.DELIMITER_ = ";";');
    expect(dist("services/csv-parser.js")).toContain('_this.$$delimiter = ";";');
    for (const p of ["orders/export.mdx", "products/export.mdx", "products/import.mdx"]) {
      expect(page(p), p).toContain("semicolons (`;`)");
    }
  });

  it("don't promise that export files are deleted after 24 hours, as nothing in Medusa deletes them then", () => {
    expect(ui("components/organisms/batch-jobs-activity-list/utils.ts")).toContain("The file will only be stored for 24 hours.");
    for (const p of ["orders/export.mdx", "products/export.mdx"]) {
      const text = page(p);
      expect(text, p).not.toMatch(/kept for 24 hours/);
      expect(text, p).toContain("Medusa itself doesn't delete it");
    }
  });
});

describe("checks the pages say Medusa doesn't do", () => {
  it("gift card expiry dates: applying a card checks only that it is enabled and in the cart's region", () => {
    const apply = method(dist("services/cart.js"), "CartService", "applyGiftCard_");
    expect(apply).toContain("giftCard.is_disabled");
    expect(apply).not.toContain("ends_at");
    expect(page("gift-cards/index.mdx")).toContain("doesn't check it at checkout");
    expect(page("gift-cards/custom.mdx")).toContain("Medusa doesn't check this date at checkout");
  });

  it("revoked publishable API keys: store requests only read the key's sales channels", () => {
    const scopes = method(dist("services/publishable-api-key.js"), "PublishableApiKeyService", "getResourceScopes");
    expect(scopes).not.toContain("revoked_at");
    expect(dist("api/middlewares/publishable-api-key/extend-request-params.js")).not.toContain("revoked");
    expect(page("settings/publishable-api-keys.mdx")).toContain("Medusa doesn't check whether a key\nis revoked");
  });

  it('the region\'s tax code: default-rate tax lines get the code "default"', () => {
    const provider = dist("services/tax-provider.js");
    expect(provider.match(/code: "default",/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page("taxes/index.mdx")).toContain('get the code "default"');
  });
});

describe("defaults the pages state", () => {
  const flag = (file: string) =>
    require(nm(`@medusajs/utils/dist/feature-flags/${file}`)) as Record<string, { default_val: boolean }>;
  const value = (file: string) => Object.values(flag(file))[0]!.default_val;

  it("feature flags: order editing and sales channels on, categories and tax-inclusive pricing off", () => {
    expect(value("order-editing.js")).toBe(true);
    expect(page("orders/edit.mdx")).toContain("It is\non unless your developer turned it off");
    expect(value("sales-channels.js")).toBe(true);
    expect(page("sales-channels/index.mdx")).toContain("They are on unless a\ndeveloper turned them off");
    expect(value("product-categories.js")).toBe(false);
    expect(page("products/categories.mdx")).toContain("only when a developer\nturns on the `product_categories` feature flag");
    expect(value("tax-inclusive-pricing.js")).toBe(false);
    expect(page("taxes/tax-inclusive.mdx")).toContain(
      "appear only when a developer turns on the\n`tax_inclusive_pricing` feature flag",
    );
  });

  it("invitations last 7 days, and resending renews them for 7 days", () => {
    const invite = dist("services/invite.js");
    expect(invite).toContain("var DEFAULT_VALID_DURATION = 1000 * 60 * 60 * 24 * 7;");
    expect(invite).toContain("invite.expires_at.setDate(invite.expires_at.getDate() + 7);");
    expect(page("users/index.mdx")).toContain("valid for 7 days");
    expect(page("users/team.mdx")).toContain("valid for 7 more days");
  });

  it("a new price list is a draft unless it is published", () => {
    expect(dist("models/price-list.js")).toContain('enum: utils_1.PriceListStatus, default: "draft" })');
    const form = ui("domain/pricing/new/new.tsx");
    expect(form).toContain("await onSubmit(PriceListStatus.ACTIVE)");
    expect(form).toContain("onSubmit(PriceListStatus.DRAFT)");
    const text = page("price-lists/index.mdx");
    expect(text).toContain("A price list saved with **Save as Draft** is **Draft** until you activate it");
    expect(text).toContain("with **Save and Publish** is active at once.");
  });
});

describe("the admin's lists", () => {
  it("the discount statuses the list shows are the ones the overview names", () => {
    const shown = [...new Set(titles(ui("components/templates/discount-table/use-promotion-columns.tsx")))];
    expect(shown.length).toBe(4);
    const text = page("discounts/index.mdx");
    expect(shown.filter((s) => !text.includes(`**${s}**`))).toEqual([]);
  });

  it("the languages page lists exactly the admin's languages, by their own names", () => {
    const i18n = ui("i18n/index.ts");
    const names = [...i18n.matchAll(/name: "([^"]+)"/g)].map((m) => m[1]!).sort();
    expect(names.length).toBeGreaterThan(15);
    const text = page("tips/languages.mdx");
    const column = text
      .slice(text.indexOf("| Language | Shown as |"))
      .split("\n")
      .slice(2)
      .filter((l) => l.startsWith("|"))
      .map((l) => l.split("|")[2]!.trim());
    expect([...column].sort()).toEqual(names);
  });
});

describe("the user guide's claims file", () => {
  type Claim = { claim: string; source: string; evidence: string; verdict: string; was?: string };
  type Entry = { page: string; claims?: Claim[]; none?: string };
  const entries = parseYaml(read(join(root, "data/claims/user-guide.yaml"))) as Entry[];

  it("has one entry per user guide page", () => {
    const content = join(root, "content");
    const pages = filesBelow(join(content, "user-guide"))
      .filter((f) => f.endsWith(".mdx"))
      .map((f) => relative(content, f).replace(/\.mdx$/, ""))
      .sort();
    expect(entries.map((e) => e.page).sort()).toEqual(pages);
  });
});
