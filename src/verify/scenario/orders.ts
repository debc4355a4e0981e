/**
 * What happens around orders, in the order a store lives it: browsing the storefront, a
 * customer's account, a checkout through every cart route (order A), then the admin's work on
 * orders: capture, fulfillments, shipments, returns, refunds and notes on order A; swaps and claims
 * on order B; order edits, reservations and a cancellation on order C; draft orders.
 */
import { lineOf, mailToken, newest, newestField } from "./picks";
import type { ResponseView, Step, StepGroup } from "./types";

const SHIRT_S = "@seed.products.shirt.variants.0.id";
const SHIRT_M = "@seed.products.shirt.variants.1.id";
const MUG = "@seed.products.mug.variants.0.id";
const US = "@seed.regions.us.id";
const US_SHIPPING = "@seed.regions.us.shippingOptionId";
const US_RETURN = "@seed.regions.us.returnShippingOptionId";
const LOCATION = "@seed.stockLocationId";

const address = {
  first_name: "Verify",
  last_name: "Guest",
  address_1: "5 Verify Road",
  city: "New York",
  country_code: "us",
  postal_code: "10005",
  phone: "+1 555 0105",
};

/** The id of the newest fulfillment of the swap or claim `id` in an admin order response. */
const fulfillmentOf =
  (list: "swaps" | "claims", saved: string) =>
  (response: ResponseView, state: { lookup(path: string): unknown }): string | undefined => {
    const order = (
      response.body as { order: Record<string, { id: string; fulfillments?: { id: string; created_at: string }[] }[]> }
    ).order;
    const entry = order[list]?.find((e) => e.id === state.lookup(saved));
    return entry?.fulfillments?.slice().sort((a, b) => b.created_at.localeCompare(a.created_at))[0]?.id;
  };

/** The return of the newest swap in an admin order response. */
const newestSwapReturn = (response: ResponseView): string | undefined => {
  const swaps = (response.body as { order: { swaps: { created_at: string; return_order?: { id: string } }[] } }).order.swaps;
  return swaps.slice().sort((a, b) => b.created_at.localeCompare(a.created_at))[0]?.return_order?.id;
};

/**
 * A guest checkout of one variant in the US region, saving the order as `@<name>` (and its
 * `<name>Line`): the cart routes' own cURL samples ran in the checkout group, so they are skipped here.
 */
function placeOrder(name: string, variant: string, quantity: number): Step[] {
  const again = { skip: "the checkout group ran it" };
  return [
    { op: "store PostCart", body: { region_id: US }, save: { [`${name}Cart`]: "cart.id" }, sample: again },
    {
      op: "store PostCartsCartLineItems",
      path: { id: `@${name}Cart` },
      body: { variant_id: variant, quantity },
      sample: again,
    },
    {
      op: "store PostCartsCart",
      path: { id: `@${name}Cart` },
      // The backend stores emails in lower case.
      body: { email: `${name.toLowerCase()}-{@run}@medusa-verify.test`, shipping_address: address, billing_address: address },
      sample: again,
    },
    {
      op: "store PostCartsCartShippingMethod",
      path: { id: `@${name}Cart` },
      body: { option_id: US_SHIPPING },
      sample: { vars: { option_id: US_SHIPPING } },
    },
    { op: "store PostCartsCartPaymentSessions", path: { id: `@${name}Cart` }, as: "guest", sample: again },
    {
      op: "store PostCartsCartComplete",
      path: { id: `@${name}Cart` },
      as: "guest",
      save: { [name]: "data.id", [`${name}Line`]: lineOf("data.items", variant) },
      sample: again,
    },
  ];
}

export const storefrontGroup: StepGroup = {
  name: "storefront browsing",
  steps: [
    { op: "store GetRegions" },
    { op: "store GetRegionsRegion", path: { id: US } },
    { op: "store GetCollections" },
    { op: "store GetCollectionsCollection", path: { id: "@seed.collectionId" } },
    { op: "store GetProductCategories" },
    { op: "store GetProductCategoriesCategory", path: { id: "@seed.productCategoryId" } },
    { op: "store GetProductTags" },
    { op: "store GetProductTypes" },
    { op: "store GetProducts", query: { region_id: US } },
    { op: "store GetProductsProduct", path: { id: "@seed.products.shirt.id" }, query: { region_id: US } },
    {
      op: "store PostProductsSearch",
      body: { q: "Verify" },
      knownStatus: 404,
      note: "with the publishable key, as a storefront sends it; see the known differences",
    },
    { op: "store PostProductsSearch", as: "anonymous", body: { q: "Verify" }, sample: { skip: "the call above ran it" } },
    { op: "store GetVariants", query: { ids: SHIRT_S, region_id: US } },
    { op: "store GetVariantsVariant", path: { id: SHIRT_S } },
    { op: "store GetReturnReasons" },
    { op: "store GetReturnReasonsReason", path: { id: "@seed.returnReasonId" } },
    { op: "store GetShippingOptions", query: { region_id: US } },
    { op: "store GetGiftCardsCode", path: { code: "@seed.giftCard.code" } },
  ],
};

export const accountGroup: StepGroup = {
  name: "customer account",
  steps: [
    {
      op: "store PostCustomers",
      body: {
        first_name: "Verify",
        last_name: "Account",
        email: "account-{@run}@medusa-verify.test",
        password: "verify-account-1",
      },
    },
    { op: "store GetCustomersCustomer", as: "customer" },
    { op: "store PostCustomersCustomer", as: "customer", body: { phone: "+1 555 0199" } },
    {
      op: "store PostCustomersCustomerAddresses",
      as: "customer",
      body: { address: { ...address, first_name: "Verify", last_name: "Customer" } },
      save: { customerAddress: newest("customer.shipping_addresses") },
    },
    {
      op: "store PostCustomersCustomerAddressesAddress",
      as: "customer",
      path: { address_id: "@customerAddress" },
      body: { address_2: "Apartment 5" },
    },
    { op: "store DeleteCustomersCustomerAddressesAddress", path: { address_id: "@customerAddress" } },
    { op: "store GetCustomersCustomerPaymentMethods", as: "customer" },
    { op: "store PostCustomersCustomerPasswordToken", as: "anonymous", body: { email: "account-{@run}@medusa-verify.test" } },
    {
      op: "store PostCustomersResetPassword",
      as: "anonymous",
      body: {
        email: "account-{@run}@medusa-verify.test",
        password: "verify-account-2",
        token: mailToken("customer.password_reset", "email", "account-{@run}@medusa-verify.test"),
      },
      sample: { replace: { supersecrettoken: mailToken("customer.password_reset", "email", "user@example.com") } },
    },
  ],
};

export const checkoutGroup: StepGroup = {
  name: "checkout through every cart route (order A)",
  steps: [
    { op: "store PostCart", body: { region_id: US }, save: { cart: "cart.id" } },
    { op: "store GetCartsCart", path: { id: "@cart" } },
    {
      op: "store PostCartsCartLineItems",
      path: { id: "@cart" },
      body: { variant_id: SHIRT_S, quantity: 3 },
      save: { cartShirtLine: lineOf("cart.items", SHIRT_S) },
      sample: { vars: { variant_id: MUG } },
    },
    { op: "store GetCartsCart", path: { id: "@cart" }, save: { cartMugLine: lineOf("cart.items", MUG) } },
    {
      op: "store PostCartsCartLineItemsItem",
      path: { id: "@cart", line_id: "@cartShirtLine" },
      body: { quantity: 4 },
      sample: { vars: { line_id: "@cartMugLine" } },
    },
    { op: "store DeleteCartsCartLineItemsItem", path: { id: "@cart", line_id: "@cartMugLine" } },
    {
      op: "store PostCartsCart",
      path: { id: "@cart" },
      body: { email: "order-a-{@run}@medusa-verify.test", shipping_address: address, billing_address: address },
      sample: { replace: { "user@example.com": "order-a-{@run}@medusa-verify.test" } },
    },
    { op: "store GetShippingOptionsCartId", path: { cart_id: "@cart" } },
    {
      op: "store PostCartsCartShippingMethod",
      path: { id: "@cart" },
      body: { option_id: US_SHIPPING },
      sample: { vars: { option_id: US_SHIPPING } },
    },
    {
      op: "store PostCartsCart",
      path: { id: "@cart" },
      body: { discounts: [{ code: "@seed.discount.code" }] },
      sample: { skip: "the call above ran it" },
    },
    { op: "store DeleteCartsCartDiscountsDiscount", path: { id: "@cart", code: "@seed.discount.code" } },
    { op: "store PostCartsCartTaxes", path: { id: "@cart" } },
    { op: "store PostCartsCartPaymentSessions", path: { id: "@cart" } },
    { op: "store PostCartsCartPaymentSessionUpdate", path: { id: "@cart", provider_id: "manual" }, body: { data: {} } },
    { op: "store PostCartsCartPaymentSessionsSession", path: { id: "@cart", provider_id: "manual" } },
    { op: "store DeleteCartsCartPaymentSessionsSession", path: { id: "@cart", provider_id: "manual" } },
    { op: "store PostCartsCartPaymentSessions", path: { id: "@cart" } },
    { op: "store PostCartsCartPaymentSession", path: { id: "@cart" }, body: { provider_id: "manual" } },
    {
      op: "store PostCartsCartComplete",
      path: { id: "@cart" },
      save: {
        orderA: "data.id",
        orderADisplayId: "data.display_id",
        orderAEmail: "data.email",
        orderALine: lineOf("data.items", SHIRT_S),
      },
      check: (response) =>
        (response.body as { type?: string }).type === "order" ? undefined : "completing the cart did not give an order",
    },
    { op: "store GetOrdersOrderCartId", path: { cart_id: "@cart" } },
    { op: "store GetOrdersOrder", path: { id: "@orderA" } },
    {
      op: "store GetOrders",
      query: { display_id: "@orderADisplayId", email: "@orderAEmail" },
      sample: { replace: { "display_id=1": "display_id={@orderADisplayId}", "user@example.com": "@orderAEmail" } },
    },
  ],
};

export const orderAGroup: StepGroup = {
  name: "order A: capture, fulfillments, shipments, returns, refunds, notes",
  steps: [
    { op: "admin GetOrders" },
    { op: "admin GetOrdersOrder", path: { id: "@orderA" }, save: { paymentA: "order.payments.0.id" } },
    {
      op: "admin PostOrdersOrder",
      path: { id: "@orderA" },
      body: { email: "order-a-updated-{@run}@medusa-verify.test" },
    },
    { op: "admin PostOrdersOrderCapture", path: { id: "@orderA" } },
    { op: "admin GetPaymentsPayment", path: { id: "@paymentA" } },
    {
      op: "admin PostOrdersOrderShippingMethods",
      path: { id: "@orderA" },
      body: { price: 0, option_id: US_SHIPPING },
      sample: { vars: { option_id: US_SHIPPING } },
      knownStatus: 404,
      note: "the order already has a method of that shipping profile; see the known differences",
    },
    {
      op: "admin PostOrdersOrderFulfillments",
      path: { id: "@orderA" },
      body: { items: [{ item_id: "@orderALine", quantity: 1 }], location_id: LOCATION },
      save: { fulfillmentA1: newest("order.fulfillments") },
      sample: { vars: { item_id: "@orderALine" } },
    },
    { op: "admin GetOrdersOrder", path: { id: "@orderA" }, save: { fulfillmentA2: newest("order.fulfillments") } },
    { op: "admin PostOrdersOrderFulfillmentsCancel", path: { id: "@orderA", fulfillment_id: "@fulfillmentA2" } },
    {
      op: "admin PostOrdersOrderFulfillments",
      path: { id: "@orderA" },
      body: { items: [{ item_id: "@orderALine", quantity: 3 }], location_id: LOCATION },
      save: { fulfillmentA3: newest("order.fulfillments") },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostOrdersOrderShipment",
      path: { id: "@orderA" },
      body: { fulfillment_id: "@fulfillmentA1", tracking_numbers: ["VERIFY-TRACK-1"] },
      sample: { vars: { fulfillment_id: "@fulfillmentA3" } },
    },
    {
      op: "admin PostOrdersOrderReturns",
      path: { id: "@orderA" },
      body: {
        items: [{ item_id: "@orderALine", quantity: 1, reason_id: "@seed.returnReasonId" }],
        return_shipping: { option_id: US_RETURN, price: 0 },
        location_id: LOCATION,
      },
      save: { returnA1: newest("order.returns") },
      sample: { vars: { item_id: "@orderALine" } },
    },
    { op: "admin GetReturns", save: { returnA2: newest("returns") } },
    {
      op: "admin PostReturnsReturnReceive",
      path: { id: "@returnA1" },
      body: { items: [{ item_id: "@orderALine", quantity: 1 }], location_id: LOCATION },
      sample: { vars: { id: "@returnA2", item_id: "@orderALine", location_id: LOCATION } },
    },
    {
      op: "store PostReturns",
      body: {
        order_id: "@orderA",
        items: [{ item_id: "@orderALine", quantity: 1 }],
        return_shipping: { option_id: US_RETURN },
      },
      save: { returnA3: "return.id" },
      sample: { replace: { asfasf: "@orderA", assfasf: "@orderALine" } },
    },
    { op: "admin PostReturnsReturnCancel", path: { id: "@returnA3" } },
    {
      op: "admin PostOrdersOrderRefunds",
      path: { id: "@orderA" },
      body: { amount: 500, reason: "other", note: "A goodwill refund" },
    },
    {
      op: "admin PostPaymentsPaymentRefunds",
      path: { id: "@paymentA" },
      body: { amount: 300, reason: "other", note: "A second goodwill refund" },
    },
    {
      op: "admin PostNotes",
      body: { resource_id: "@orderA", resource_type: "order", value: "Packed with care" },
      save: { note: "note.id" },
      sample: { vars: { resource_id: "@orderA" } },
    },
    { op: "admin GetNotes", query: { resource_id: "@orderA" } },
    { op: "admin GetNotesNote", path: { id: "@note" } },
    { op: "admin PostNotesNote", path: { id: "@note" }, body: { value: "Packed with great care" } },
    { op: "admin DeleteNotesNote", path: { id: "@note" } },
    { op: "admin PostOrdersOrderComplete", path: { id: "@orderA" } },
    { op: "admin PostOrdersOrderArchive", path: { id: "@orderA" } },
  ],
};

export const orderBGroup: StepGroup = {
  name: "order B: swaps and claims",
  steps: [
    ...placeOrder("orderB", SHIRT_S, 6),
    { op: "admin GetOrdersOrder", path: { id: "@orderB" } },
    { op: "admin PostOrdersOrderCapture", path: { id: "@orderB" }, note: "a swap needs the order's payment captured" },
    {
      op: "admin PostOrdersOrderFulfillments",
      path: { id: "@orderB" },
      body: { items: [{ item_id: "@orderBLine", quantity: 6 }], location_id: LOCATION },
      save: { fulfillmentB: newest("order.fulfillments") },
      sample: { skip: "order A's fulfillment ran it" },
    },
    {
      op: "admin PostOrdersOrderShipment",
      path: { id: "@orderB" },
      body: { fulfillment_id: "@fulfillmentB" },
      sample: { skip: "order A's shipment ran it" },
    },

    // A swap made by the admin, confirmed by completing its cart in the store.
    {
      op: "admin PostOrdersOrderSwaps",
      path: { id: "@orderB" },
      body: {
        return_items: [{ item_id: "@orderBLine", quantity: 1 }],
        additional_items: [{ variant_id: SHIRT_M, quantity: 1 }],
        // No return_shipping: its "Return shipping" line has no variant, which breaks the swap cart's store routes (see store PostSwaps below).
        custom_shipping_options: [{ option_id: US_SHIPPING, price: 0 }],
        return_location_id: LOCATION,
      },
      save: { swap: newest("order.swaps"), swapCart: newestField("order.swaps", "cart_id") },
      sample: { replace: { asfasf: "@orderBLine" } },
    },
    {
      op: "admin GetOrdersOrder",
      path: { id: "@orderB" },
      save: { sampleSwap: newest("order.swaps"), sampleSwapReturn: newestSwapReturn },
    },
    {
      op: "store PostCartsCartShippingMethod",
      path: { id: "@swapCart" },
      body: { option_id: US_SHIPPING },
      sample: { vars: { option_id: US_SHIPPING } },
    },
    { op: "store PostCartsCartPaymentSessions", path: { id: "@swapCart" }, as: "guest" },
    {
      op: "store PostCartsCartComplete",
      path: { id: "@swapCart" },
      as: "guest",
      check: (response) =>
        (response.body as { type?: string }).type === "swap" ? undefined : "completing the swap's cart did not confirm the swap",
    },
    { op: "admin PostOrdersOrderSwapsSwapProcessPayment", path: { id: "@orderB", swap_id: "@swap" } },
    {
      op: "admin PostOrdersOrderSwapsSwapFulfillments",
      path: { id: "@orderB", swap_id: "@swap" },
      save: { swapFulfillment1: fulfillmentOf("swaps", "swap") },
    },
    {
      op: "admin PostOrdersSwapFulfillmentsCancel",
      path: { id: "@orderB", swap_id: "@swap", fulfillment_id: "@swapFulfillment1" },
    },
    {
      op: "admin PostOrdersOrderSwapsSwapFulfillments",
      path: { id: "@orderB", swap_id: "@swap" },
      body: { location_id: LOCATION },
      save: { swapFulfillment2: fulfillmentOf("swaps", "swap") },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostOrdersOrderSwapsSwapShipments",
      path: { id: "@orderB", swap_id: "@swap" },
      sample: { vars: { fulfillment_id: "@swapFulfillment2" } },
      note: "the cURL sample is the request",
    },
    { op: "admin GetSwaps" },
    { op: "admin GetSwapsSwap", path: { id: "@swap" } },
    { op: "admin PostReturnsReturnCancel", path: { id: "@sampleSwapReturn" }, sample: { skip: "order A's return ran it" } },
    { op: "admin PostOrdersSwapCancel", path: { id: "@orderB", swap_id: "@sampleSwap" } },

    // A swap the customer asks for in the store.
    {
      op: "store PostSwaps",
      body: {
        order_id: "@orderB",
        return_items: [{ item_id: "@orderBLine", quantity: 1 }],
        additional_items: [{ variant_id: SHIRT_M, quantity: 1 }],
        return_shipping_option: US_RETURN,
      },
      save: { storeSwapCart: "swap.cart_id" },
      sample: { vars: { order_id: "@orderB", item_id: "@orderBLine", variant_id: SHIRT_M } },
    },
    { op: "store GetSwapsSwapCartId", path: { cart_id: "@storeSwapCart" } },
    {
      op: "store GetCartsCart",
      path: { id: "@storeSwapCart" },
      as: "guest",
      sample: { skip: "the checkout group ran it" },
      knownStatus: 500,
      note: "the swap's cart holds a return shipping line without a variant; see the known differences",
    },

    // Claims: a replacement, fulfilled and shipped, and one that is canceled.
    {
      op: "admin PostOrdersOrderClaims",
      path: { id: "@orderB" },
      body: {
        type: "replace",
        claim_items: [{ item_id: "@orderBLine", quantity: 1, reason: "production_failure" }],
        additional_items: [{ variant_id: SHIRT_M, quantity: 1 }],
        shipping_methods: [{ option_id: US_SHIPPING, price: 0 }],
        return_location_id: LOCATION,
      },
      save: { claim: newest("order.claims") },
      sample: { vars: { item_id: "@orderBLine" } },
    },
    { op: "admin PostOrdersOrderClaimsClaim", path: { id: "@orderB", claim_id: "@claim" }, body: { no_notification: true } },
    {
      op: "admin PostOrdersOrderClaimsClaimFulfillments",
      path: { id: "@orderB", claim_id: "@claim" },
      save: { claimFulfillment1: fulfillmentOf("claims", "claim") },
    },
    {
      op: "admin PostOrdersClaimFulfillmentsCancel",
      path: { id: "@orderB", claim_id: "@claim", fulfillment_id: "@claimFulfillment1" },
    },
    {
      op: "admin PostOrdersOrderClaimsClaimFulfillments",
      path: { id: "@orderB", claim_id: "@claim" },
      body: { location_id: LOCATION },
      save: { claimFulfillment2: fulfillmentOf("claims", "claim") },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostOrdersOrderClaimsClaimShipments",
      path: { id: "@orderB", claim_id: "@claim" },
      sample: { vars: { fulfillment_id: "@claimFulfillment2" } },
      note: "the cURL sample is the request",
    },
    {
      op: "admin PostOrdersOrderClaims",
      path: { id: "@orderB" },
      body: {
        type: "replace",
        claim_items: [{ item_id: "@orderBLine", quantity: 1, reason: "missing_item" }],
        additional_items: [{ variant_id: SHIRT_M, quantity: 1 }],
        shipping_methods: [{ option_id: US_SHIPPING, price: 0 }],
      },
      save: { secondClaim: newest("order.claims") },
      sample: { skip: "the first call ran it" },
    },
    { op: "admin PostOrdersClaimCancel", path: { id: "@orderB", claim_id: "@secondClaim" } },
  ],
};

export const orderCGroup: StepGroup = {
  name: "order C: order edits, payment collections, reservations, cancellation",
  steps: [
    ...placeOrder("orderC", SHIRT_S, 1),

    // Edit 1: made, changed, requested, declined by the customer.
    { op: "admin PostOrderEdits", sample: { vars: { order_id: "@orderC" } }, save: { edit1: "order_edit.id" } },
    { op: "admin GetOrderEdits", query: { order_id: "@orderC" } },
    { op: "admin GetOrderEditsOrderEdit", path: { id: "@edit1" } },
    { op: "admin PostOrderEditsOrderEdit", path: { id: "@edit1" }, body: { internal_note: "The customer asked for a mug" } },
    {
      op: "admin PostOrderEditsEditLineItems",
      path: { id: "@edit1" },
      body: { variant_id: MUG, quantity: 1 },
      save: { editMug: lineOf("order_edit.items", MUG), editShirt: lineOf("order_edit.items", SHIRT_S) },
      sample: { replace: { variant_01G1G5V2MRX2V3PVSR2WXYPFB6: SHIRT_M } },
    },
    { op: "admin PostOrderEditsEditLineItemsLineItem", path: { id: "@edit1", item_id: "@editMug" }, body: { quantity: 2 } },
    { op: "admin GetOrderEditsOrderEdit", path: { id: "@edit1" }, save: { editChange: newest("order_edit.changes") } },
    { op: "admin DeleteOrderEditsOrderEditItemChange", path: { id: "@edit1", change_id: "@editChange" } },
    { op: "admin DeleteOrderEditsOrderEditLineItemsLineItem", path: { id: "@edit1", item_id: "@editShirt" } },
    {
      op: "admin PostOrderEditsOrderEditRequest",
      path: { id: "@edit1" },
      save: { collection1: "order_edit.payment_collection_id" },
      // A change made after the request drops the edit's payment collection, which the last step needs.
      closes: true,
    },
    { op: "store GetOrderEditsOrderEdit", path: { id: "@edit1" } },
    { op: "store PostOrderEditsOrderEditDecline", path: { id: "@edit1" }, body: { declined_reason: "I changed my mind" } },

    // Edit 2: requested, paid through its payment collection, completed by the customer.
    {
      op: "admin PostOrderEdits",
      body: { order_id: "@orderC" },
      save: { edit2: "order_edit.id" },
      sample: { skip: "an order has one active edit at a time; the first call ran it" },
    },
    {
      op: "admin PostOrderEditsEditLineItems",
      path: { id: "@edit2" },
      body: { variant_id: MUG, quantity: 1 },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostOrderEditsOrderEditRequest",
      path: { id: "@edit2" },
      save: { collection2: "order_edit.payment_collection_id" },
    },
    {
      op: "admin GetPaymentCollectionsPaymentCollection",
      path: { id: "@collection2" },
      save: { collectionAmount: "payment_collection.amount" },
    },
    { op: "admin PostPaymentCollectionsPaymentCollection", path: { id: "@collection2" }, body: { description: "The mug" } },
    { op: "store GetPaymentCollectionsPaymentCollection", path: { id: "@collection2" } },
    {
      op: "store PostPaymentCollectionsSessions",
      path: { id: "@collection2" },
      body: { provider_id: "manual" },
      save: { session: newest("payment_collection.payment_sessions") },
    },
    {
      op: "store PostPaymentCollectionsPaymentCollectionSessionsBatch",
      path: { id: "@collection2" },
      body: (state) => ({
        sessions: [
          { provider_id: "manual", amount: Number(state.lookup("collectionAmount")) + 1, session_id: state.lookup("session") },
        ],
      }),
      status: 500,
      note: "amounts that do not add up to the collection's amount: refused with 500, the message kept (UNEXPECTED_STATE)",
      sample: { skip: "the next step runs it" },
    },
    {
      op: "store PostPaymentCollectionsPaymentCollectionSessionsBatch",
      path: { id: "@collection2" },
      body: (state) => ({
        sessions: [{ provider_id: "manual", amount: state.lookup("collectionAmount"), session_id: state.lookup("session") }],
      }),
      sample: { vars: { session_id: "@session" }, replace: { "10000": "@collectionAmount" } },
    },
    {
      op: "store PostPaymentCollectionsPaymentCollectionPaymentSessionsSession",
      path: { id: "@collection2", session_id: "@session" },
    },
    {
      op: "store GetPaymentCollectionsPaymentCollection",
      path: { id: "@collection2" },
      save: { session: newest("payment_collection.payment_sessions") },
    },
    {
      op: "store PostPaymentCollectionsSessionsBatchAuthorize",
      path: { id: "@collection2" },
      body: { session_ids: ["@session"] },
      sample: { vars: { session_id: "@session" } },
    },
    { op: "store PostPaymentCollectionsSessionsSessionAuthorize", path: { id: "@collection2", session_id: "@session" } },
    { op: "admin PostPaymentCollectionsPaymentCollectionAuthorize", path: { id: "@collection2" } },
    { op: "store PostOrderEditsOrderEditComplete", path: { id: "@edit2" } },

    // Edits 3 to 5: confirmed by the admin, canceled, deleted.
    {
      op: "admin PostOrderEdits",
      body: { order_id: "@orderC" },
      save: { edit3: "order_edit.id" },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostOrderEditsEditLineItems",
      path: { id: "@edit3" },
      body: { variant_id: MUG, quantity: 1 },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostOrderEditsOrderEditConfirm",
      path: { id: "@edit3" },
      // A confirmed edit's items replace the order's (copies with new IDs): order C's lines from now on.
      save: { orderCEditedLine: lineOf("order_edit.items", SHIRT_S) },
    },
    {
      op: "admin PostOrderEdits",
      body: { order_id: "@orderC" },
      save: { edit4: "order_edit.id" },
      sample: { skip: "the first call ran it" },
    },
    { op: "admin PostOrderEditsOrderEditCancel", path: { id: "@edit4" } },
    {
      op: "admin PostOrderEdits",
      body: { order_id: "@orderC" },
      save: { edit5: "order_edit.id" },
      sample: { skip: "the first call ran it" },
    },
    { op: "admin DeleteOrderEditsOrderEdit", path: { id: "@edit5" } },
    {
      op: "admin DeletePaymentCollectionsPaymentCollection",
      path: { id: "@collection1" },
      knownStatus: 404,
      note: "the order edit keeps referring to its collection; see the known differences",
    },

    // Reservations of the inventory module, for order C's line and on their own.
    { op: "admin GetReservations" },
    {
      op: "admin PostReservations",
      body: {
        location_id: LOCATION,
        inventory_item_id: "@seed.products.shirt.variants.0.inventoryItemId",
        quantity: 1,
        description: "Held for a phone order",
      },
      save: { reservation: "reservation.id" },
      sample: {
        replace: {
          // iitem_123 first: it holds item_123.
          iitem_123: "@seed.products.shirt.variants.0.inventoryItemId",
          item_123: "@orderCEditedLine",
          loc_123: LOCATION,
        },
      },
    },
    // Order C's reservations once the sample above reserved its shirt line (the step's own body reserves none).
    { op: "admin GetOrdersOrderReservations", path: { id: "@orderC" } },
    { op: "admin GetReservationsReservation", path: { id: "@reservation" } },
    { op: "admin PostReservationsReservation", path: { id: "@reservation" }, body: { quantity: 2 } },
    { op: "admin DeleteReservationsReservation", path: { id: "@reservation" } },
    {
      op: "admin PostOrdersOrderLineItemReservations",
      path: { id: "@orderC", line_item_id: "@orderCLine" },
      knownStatus: 404,
      note: "the route cannot reserve without a location, which its validator refuses; see the known differences",
    },
    { op: "admin PostOrdersOrderCancel", path: { id: "@orderC" } },
  ],
};

export const draftOrdersGroup: StepGroup = {
  name: "draft orders",
  steps: [
    {
      op: "admin PostDraftOrders",
      body: {
        email: "draft-{@run}@medusa-verify.test",
        region_id: US,
        items: [{ variant_id: MUG, quantity: 1 }],
        shipping_methods: [{ option_id: US_SHIPPING }],
        shipping_address: address,
        billing_address: address,
      },
      save: { draft: "draft_order.id" },
      sample: { vars: { region_id: US, variant_id: MUG, option_id: US_SHIPPING } },
    },
    { op: "admin GetDraftOrders" },
    { op: "admin GetDraftOrdersDraftOrder", path: { id: "@draft" } },
    { op: "admin PostDraftOrdersDraftOrder", path: { id: "@draft" }, body: { email: "draft-changed-{@run}@medusa-verify.test" } },
    {
      op: "admin PostDraftOrdersDraftOrderLineItems",
      path: { id: "@draft" },
      body: { variant_id: SHIRT_S, quantity: 1 },
      save: { draftLine: lineOf("draft_order.cart.items", SHIRT_S) },
    },
    { op: "admin PostDraftOrdersDraftOrderLineItemsItem", path: { id: "@draft", line_id: "@draftLine" }, body: { quantity: 2 } },
    { op: "admin DeleteDraftOrdersDraftOrderLineItemsItem", path: { id: "@draft", line_id: "@draftLine" } },
    { op: "admin PostDraftOrdersDraftOrderRegisterPayment", path: { id: "@draft" }, closes: true },
    {
      op: "admin PostDraftOrders",
      body: { email: "draft-2-{@run}@medusa-verify.test", region_id: US, shipping_methods: [{ option_id: US_SHIPPING }] },
      save: { secondDraft: "draft_order.id" },
      sample: { skip: "the first call ran it" },
    },
    { op: "admin DeleteDraftOrdersDraftOrder", path: { id: "@secondDraft" } },
  ],
};

export const customerOrdersGroup: StepGroup = {
  name: "claiming guest orders",
  steps: [
    ...placeOrder("orderE", MUG, 1),
    { op: "admin GetOrdersOrder", path: { id: "@orderE" }, save: { paymentE: "order.payments.0.id" } },
    { op: "admin PostPaymentsPaymentCapture", path: { id: "@paymentE" } },
    // A placed order takes another shipping method only of another shipping profile than its own
    // (see the known differences of POST /admin/orders/{id}/shipping-methods): an option, for the
    // admin only, of a profile of its own.
    {
      op: "admin PostShippingProfiles",
      body: { name: "Verify Letters {@run}", type: "custom" },
      save: { letterProfile: "shipping_profile.id" },
      sample: { skip: "the store settings group ran it" },
    },
    {
      op: "admin PostShippingOptions",
      body: {
        name: "Verify Letter",
        region_id: US,
        provider_id: "manual",
        profile_id: "@letterProfile",
        data: { id: "manual-fulfillment" },
        price_type: "flat_rate",
        amount: 0,
        admin_only: true,
      },
      save: { letterOption: "shipping_option.id" },
      sample: { skip: "the store settings group ran it" },
    },
    {
      op: "admin PostOrdersOrderShippingMethods",
      path: { id: "@orderE" },
      body: { price: 0, option_id: "@letterOption" },
      sample: { skip: "order A's call ran it" },
    },
    {
      op: "store PostOrdersCustomerOrderClaim",
      as: "customer",
      body: { order_ids: ["@orderE"] },
      sample: { vars: { order_id: "@orderE" } },
    },
    {
      op: "store PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept",
      note: "the cURL sample is the request: the token works once",
      sample: { vars: { token: mailToken("order-update-token.created", "old_email", "ordere-{@run}@medusa-verify.test") } },
    },
    // Listed once the customer has claimed order E: a guest's checkout gives the account no order.
    { op: "store GetCustomersCustomerOrders", as: "customer" },

    // The verify backend's notification provider (src/verify/notifications.ts) is notified of each
    // order placed; the notification is stored once the event is handled, in the background.
    {
      op: "admin GetNotifications",
      query: { resource_id: "@orderE" },
      until: { test: (response) => ((response.body as { count?: number }).count ?? 0) > 0 },
      save: { notification: "notifications.0.id" },
    },
    {
      op: "admin PostNotificationsNotificationResend",
      path: { id: "@notification" },
      body: { to: "resent-{@run}@medusa-verify.test" },
    },
  ],
};
