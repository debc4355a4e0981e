import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { compiledMethod } from "../../testing/compiled";
import { bodyProperties, NODE_MODULES, pinnedOpenApi } from "../../testing/pinned-openapi";
import type { JsonObject } from "./types";

/**
 * The side-effects sweep of issue 24 (data/audits/2026-11-28-rest-sweep-effects.yaml): what a write
 * operation deletes, replaces, merges or refuses beyond the fields its request names. Each test reads
 * the compiled package for the pattern and checks the words of every operation it reaches.
 */
const pinned = pinnedOpenApi();
const pkg = join(NODE_MODULES, "@medusajs/medusa");
const dist = join(pkg, "dist");
const read = (file: string): string => readFileSync(join(dist, file), "utf8");
type Op = (typeof pinned.ex.operations)[number];
const handler = (o: Op): string => readFileSync(join(pkg, o.loc.file.replace(/\.d\.ts$/, ".js")), "utf8");
const key = (o: Op): string => `${o.area} ${String(o.operation.operationId)}`;
const built = (o: Op): JsonObject => (pinned.built[o.area].paths[o.path] as Record<string, JsonObject>)[o.method]!;
const byKey = (k: string): Op => pinned.ex.operations.find((o) => key(o) === k)!;
const description = (k: string): string => String(built(byKey(k)).description);
const bodyProps = (o: Op): Record<string, JsonObject> => bodyProperties(pinned.built, built(o));
const method = compiledMethod;
/** The compiled route files (not .d.ts) whose text matches. */
const routeFiles = (pattern: RegExp): string[] => {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".js") && pattern.test(readFileSync(path, "utf8"))) out.push(relative(dist, path));
    }
  };
  walk(join(dist, "api/routes"));
  return out.sort();
};

describe("the pinned reference, what a write deletes or replaces beyond its fields (the side-effects sweep)", () => {
  const cart = read("services/cart.js");

  it("says that a new sales channel deletes the cart's items outside it, on every body that can move one", () => {
    expect(method(cart, "CartService", "update")).toContain("this.onSalesChannelChange(cart, data.sales_channel_id)");
    expect(method(cart, "CartService", "onSalesChannelChange")).toContain("this.removeLineItem(cart.id,");
    expect(method(cart, "CartService", "removeLineItem")).toContain(".deleteShippingMethods(cart.shipping_methods)");
    const moving = pinned.ex.operations.filter(
      (o) =>
        o.method === "post" &&
        /cartService[\s\S]{0,120}\.update\(/.test(handler(o)) &&
        bodyProps(o).sales_channel_id !== undefined,
    );
    expect(moving.map(key)).toEqual(["store PostCartsCart"]);
    for (const o of moving) {
      const words = String(bodyProps(o).sales_channel_id!.description);
      expect(words, key(o)).toMatch(
        /deletes the cart's line items whose products are not in it, and with them the cart's shipping methods/,
      );
      expect(words, key(o)).not.toMatch(/to create the Cart in/);
    }
  });

  it("says that a store cart's email and customer_id give way to the logged-in customer", () => {
    const update = method(cart, "CartService", "update");
    // customer_id first; email only without it, and then a customer without an account.
    expect(update.indexOf("this.updateCustomerId_(cart, data.customer_id)")).toBeLessThan(
      update.indexOf("this.createOrFetchGuestCustomerFromEmail_(data.email)"),
    );
    expect(method(cart, "CartService", "createOrFetchGuestCustomerFromEmail_")).toContain(
      ".retrieveUnregisteredByEmail(validatedEmail)",
    );
    expect(read("api/routes/store/carts/update-cart.js")).toMatch(/validated\.customer_id = req\.user\.customer_id;/);
    const props = bodyProps(byKey("store PostCartsCart"));
    expect(String(props.email!.description)).toMatch(/Ignored when a customer is logged in or `customer_id` is sent/);
    expect(String(props.email!.description)).toMatch(/even if a registered customer has the email/);
    expect(String(props.customer_id!.description)).toMatch(/Ignored when a customer is logged in/);
  });

  it("says that a shipping method replaces the one of the same shipping profile, on every route that adds one", () => {
    expect(method(cart, "CartService", "addShippingMethod")).toMatch(
      /shippingMethod\.shipping_option\.profile_id ===\s+newShippingMethod\.shipping_option\.profile_id\)\) return \[3 \/\*break\*\/, 9\];\s+return \[4 \/\*yield\*\/, shippingOptionServiceTx\.deleteShippingMethods\(shippingMethod\)\]/,
    );
    expect(method(read("services/order.js"), "OrderService", "addShippingMethod")).toMatch(
      /sm\.shipping_option\.profile_id ===\s+newMethod\.shipping_option\.profile_id\)\) return \[3 \/\*break\*\/, \d+\];\s+return \[4 \/\*yield\*\/, shippingOptionServiceTx\.deleteShippingMethods\(sm\)\]/,
    );
    const adding = pinned.ex.operations.filter((o) => /\.addShippingMethod\(/.test(handler(o)));
    expect(adding.map(key).sort()).toEqual(["admin PostOrdersOrderShippingMethods", "store PostCartsCartShippingMethod"]);
    for (const o of adding)
      expect(String(built(o).description), key(o)).toMatch(
        /same (shipping )?profile[\s\S]*replace|replaces[\s\S]*same (shipping )?profile/i,
      );
  });

  it("says that adding a variant the cart has already adds to that line item, on every route that adds one", () => {
    // The merge: the cart's item of the same variant, both mergeable, metadata equal, gets the quantity.
    for (const name of ["addLineItem", "addOrUpdateLineItems"])
      expect(method(cart, "CartService", name), name).toMatch(
        /\(0, lodash_1\.isEqual\)\(existingItem\.metadata, (lineItem|item)\.metadata\)/,
      );
    // A line item is mergeable only without a custom unit price.
    expect(read("services/line-item.js")).toMatch(/if \(context\.unit_price == null\) \{\s+shouldMerge = true;/);
    // The routes that add generated line items to an existing cart (a new cart has none to merge with).
    expect(routeFiles(/\.addOrUpdateLineItems\(|[cC]artService[\s\S]{0,80}\.addLineItem\(/)).toEqual([
      "api/routes/admin/draft-orders/create-line-item.js",
      "api/routes/store/carts/create-cart.js",
      "api/routes/store/carts/create-line-item/utils/handler-steps.js",
    ]);
    for (const k of ["store PostCartsCartLineItems", "admin PostDraftOrdersDraftOrderLineItems"])
      expect(description(k), k).toMatch(
        /already has in a line item with the same `metadata` gets no new line item: the quantity is added/,
      );
    expect(read("api/routes/admin/draft-orders/create-line-item.js")).toMatch(/unit_price: validated\.unit_price,/);
    expect(description("admin PostDraftOrdersDraftOrderLineItems")).toMatch(
      /A line item with a `unit_price` is always a new one/,
    );
  });

  it("says that a cart whose total is 0 gets no payment session and loses its sessions", () => {
    const set = method(cart, "CartService", "setPaymentSessions");
    expect(set).toMatch(
      /if \(!\(total <= 0\)\) return \[3 \/\*break\*\/, 5\];\s+return \[4 \/\*yield\*\/, \(0, utils_1\.promiseAll\)\(cart\.payment_sessions\.map/,
    );
    expect(read("api/routes/store/carts/create-payment-sessions.js")).toMatch(/\.setPaymentSessions\(/);
    expect(description("store PostCartsCartPaymentSessions")).toMatch(
      /A cart whose total is 0 .* gets none, and its sessions are deleted/,
    );
  });

  it("says what canceling and archiving an order refuse and change", () => {
    const order = read("services/order.js");
    const cancel = method(order, "OrderService", "cancel");
    expect(cancel).toContain('"Order with refund(s) cannot be canceled"');
    for (const what of ["fulfillments", "returns", "swaps", "claims"]) expect(cancel).toContain(`"${what}");`);
    expect(cancel).toContain(".deleteReservationsByLineItem(item.id, item.variant_id, item.quantity)");
    expect(cancel).toMatch(
      /order\.fulfillment_status = models_1\.FulfillmentStatus\.CANCELED;\s+order\.payment_status = models_1\.PaymentStatus\.CANCELED;/,
    );
    // ("completed" || "refunded") is "completed": only a completed order is archived.
    expect(method(order, "OrderService", "archive")).toContain('if (order.status !== ("completed" || "refunded")) {');
    const words = description("admin PostOrdersOrderCancel");
    expect(words).not.toMatch(/will also cancel any associated Fulfillments/);
    expect(words).toMatch(/cancel the order's fulfillments, returns, swaps and claims first/);
    expect(words).toMatch(/An order with a refund cannot be canceled/);
    expect(description("admin PostOrdersOrderArchive")).toMatch(/Only a completed order can be archived/);
    // No other operation claims that a cancel cancels what its service refuses.
    const claiming = pinned.ex.operations.filter((o) => /also cancel any associated/i.test(String(built(o).description)));
    expect(claiming.map(key)).toEqual([]);
  });

  it("says where an update stores metadata as sent, on the updates the tenth audit's scan does not reach", () => {
    // The tenth audit's test reads the updates at `…/{id}`; these are the others with a metadata field,
    // each with the service method that stores it.
    const updates: Record<string, [file: string, cls: string, name: string]> = {
      "admin PostDraftOrdersDraftOrderLineItemsItem": ["services/line-item.js", "LineItemService", "update"],
      "store PostCartsCartLineItemsItem": ["services/line-item.js", "LineItemService", "update"],
      "admin PostOrdersOrderClaimsClaim": ["services/claim.js", "ClaimService", "update"],
      "admin PostProductsProductVariantsVariant": ["services/product-variant.js", "ProductVariantService", "updateBatch"],
      "store PostCustomersCustomer": ["services/customer.js", "CustomerService", "update"],
      "store PostCustomersCustomerAddressesAddress": ["services/customer.js", "CustomerService", "updateAddress"],
      "admin PostStore": ["services/store.js", "StoreService", "update"],
    };
    const reached = pinned.ex.operations.filter(
      (o) =>
        o.method === "post" &&
        !/\{id\}$/.test(o.path) &&
        /(\}|\/me|\/store)$/.test(o.path) &&
        bodyProps(o).metadata !== undefined &&
        /\.update\w*\(/.test(handler(o)),
    );
    expect(reached.map(key).sort()).toEqual(Object.keys(updates).sort());
    const replacing: string[] = [];
    for (const [k, [file, cls, name]] of Object.entries(updates)) {
      const code = method(read(file), cls, name);
      expect(code, k).not.toBe("");
      if (!code.includes("setMetadata")) replacing.push(k);
    }
    // The reservation is the inventory module's: its update merges the body into the row as sent.
    const reservation = readFileSync(join(NODE_MODULES, "@medusajs/inventory/dist/services/reservation-item.js"), "utf8");
    const update = reservation.slice(
      reservation.indexOf("    async update("),
      reservation.indexOf("    async deleteByLineItem("),
    );
    expect(update).toContain("itemRepository.merge(item, data)");
    if (!update.includes("setMetadata")) replacing.push("admin PostReservationsReservation");
    expect(replacing.sort()).toEqual(["admin PostReservationsReservation", "store PostCustomersCustomerAddressesAddress"]);
    for (const k of replacing)
      expect(String(bodyProps(byKey(k)).metadata!.description), k).toMatch(/replaces the [\w ]+'s `metadata` whole/);
  });

  it("says that canceling one fulfillment cancels the fulfillment status of its order, swap or claim", () => {
    const services: Record<string, [file: string, cls: string, status: string]> = {
      order: ["services/order.js", "OrderService", "order.fulfillment_status = models_1.FulfillmentStatus.CANCELED;"],
      swap: ["services/swap.js", "SwapService", "swap.fulfillment_status = models_1.SwapFulfillmentStatus.CANCELED;"],
      claim: ["services/claim.js", "ClaimService", "claim.fulfillment_status = models_1.ClaimFulfillmentStatus.CANCELED;"],
    };
    for (const [whose, [file, cls, status]] of Object.entries(services)) {
      const cancel = method(read(file), cls, "cancelFulfillment");
      expect(cancel, whose).toContain(status);
      // No look at the other fulfillments before it.
      expect(cancel, whose).not.toMatch(/fulfillments\.(some|every|filter)\(/);
    }
    const refused = method(read("services/fulfillment.js"), "FulfillmentService", "cancelFulfillment");
    expect(refused).toMatch(
      /if \(fulfillment\.shipped_at\) \{\s+throw new medusa_core_utils_1\.MedusaError\(medusa_core_utils_1\.MedusaError\.Types\.NOT_ALLOWED, "The fulfillment has already been shipped/,
    );
    // Every route that cancels a fulfillment through one of the three.
    const canceling = pinned.ex.operations.filter((o) => /\.cancelFulfillment\(/.test(handler(o)));
    expect(canceling.map(key).sort()).toEqual([
      "admin PostOrdersClaimFulfillmentsCancel",
      "admin PostOrdersOrderFulfillmentsCancel",
      "admin PostOrdersSwapFulfillmentsCancel",
    ]);
    for (const o of canceling)
      expect(String(built(o).description), key(o)).toMatch(
        /`fulfillment_status` becomes `canceled`, even when another of its fulfillments is still fulfilled or shipped[\s\S]*A shipped fulfillment cannot be canceled/,
      );
  });

  it("says what canceling an order's fulfillment puts back in stock, and that a received return stays", () => {
    const route = read("api/routes/admin/orders/cancel-fulfillment.js");
    expect(route).toMatch(
      /if \(!\(fulfillment\.location_id && inventoryService\)\) return \[3 \/\*break\*\/, 4\];\s+return \[4 \/\*yield\*\/, \(0, exports\.adjustInventoryForCancelledFulfillment\)/,
    );
    expect(description("admin PostOrdersOrderFulfillmentsCancel")).toMatch(/go back in stock at that location/);
    for (const file of ["cancel-fulfillment-swap.js", "cancel-fulfillment-claim.js"])
      expect(read(`api/routes/admin/orders/${file}`), file).not.toContain("adjustInventory");
    expect(method(read("services/return.js"), "ReturnService", "cancel")).toContain(
      `"Can't cancel a return which has been returned"`,
    );
    expect(description("admin PostReturnsReturnCancel")).toMatch(/A received return cannot be canceled/);
  });

  it("says that a category with children cannot be deleted", () => {
    const remove = method(read("services/product-category.js"), "ProductCategoryService", "delete");
    expect(remove).toMatch(
      /if \(productCategory\.category_children\.length > 0\) \{\s+throw new medusa_core_utils_1\.MedusaError\(medusa_core_utils_1\.MedusaError\.Types\.NOT_ALLOWED/,
    );
    const deleting = pinned.ex.operations.filter(
      (o) => o.method === "delete" && /productCategoryService[\s\S]{0,120}\.delete\(/.test(handler(o)),
    );
    expect(deleting.map(key)).toEqual(["admin DeleteProductCategoriesCategory"]);
    expect(description("admin DeleteProductCategoriesCategory")).toMatch(/A category with child categories cannot be deleted/);
  });

  it("says that a reservation update answers an empty object", () => {
    const code = read("api/routes/admin/reservations/update-reservation.js");
    expect(code).toMatch(
      /inventoryService\.updateReservationItem\(id, validatedBody\)\];\s+case 1:\s+_a\.sent\(\);\s+return \[2 \/\*return\*\/\];/,
    );
    expect(code).toContain("res.status(200).json({ reservation: result });");
    expect(description("admin PostReservationsReservation")).toMatch(
      /The answer is an empty object \(`\{\}`\), not the reservation/,
    );
  });
});
