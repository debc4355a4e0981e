/**
 * Requests that must fail, as readers' requests fail: IDs that name nothing, bodies that break
 * validation, a duplicate, stock the store does not have, missing credentials. Each step expects
 * the status the backend's error handler answers; the engine records every error answer, which
 * the error reference shows as seen by verify:api (data/api-observed-errors.yaml). They run last,
 * on records of their own, and change nothing later steps use.
 */
import type { Step, StepGroup } from "./types";

const US = "@seed.regions.us.id";
const EU = "@seed.regions.eu.id";
const SHIRT_S = "@seed.products.shirt.variants.0.id";
const SHIRT_S_ITEM = "@seed.products.shirt.variants.0.inventoryItemId";
const CUSTOMER = "@seed.customer.email";
const SKIP = { skip: "the step sends a request that must fail; the sample is run by the operation's other steps" };

/** A request for a record that does not exist: every `GET …/{id}` answers 404 with the entity's own message. */
const missing = (op: Step["op"], id: string, param = "id"): Step => ({
  op,
  path: { [param]: id },
  status: 404,
  sample: SKIP,
});

export const errorsGroup: StepGroup = {
  name: "errors",
  steps: [
    // A cart of this group's own, to send wrong things to.
    { op: "store PostCart", body: { region_id: US }, save: { errorsCart: "cart.id" }, sample: SKIP },

    // Storefront: IDs that name nothing.
    missing("store GetCartsCart", "cart_verify_missing"),
    missing("store GetProductsProduct", "prod_verify_missing"),
    missing("store GetRegionsRegion", "reg_verify_missing"),
    missing("store GetCollectionsCollection", "pcol_verify_missing"),
    missing("store GetProductCategoriesCategory", "pcat_verify_missing"),
    missing("store GetVariantsVariant", "variant_verify_missing"),
    missing("store GetGiftCardsCode", "VERIFY-NO-CARD", "code"),
    missing("store GetOrdersOrder", "order_verify_missing"),
    missing("store GetOrderEditsOrderEdit", "oe_verify_missing"),
    missing("store GetPaymentCollectionsPaymentCollection", "paycol_verify_missing"),
    missing("store GetSwapsSwapCartId", "cart_verify_missing", "cart_id"),
    {
      op: "store GetShippingOptionsCartId",
      path: { cart_id: "cart_verify_missing" },
      status: 500,
      note: "the route reads the missing cart's fields before it checks the cart: a TypeError, which the handler hides",
      sample: SKIP,
    },
    { op: "store PostCart", body: { region_id: "reg_verify_missing" }, status: 404, sample: SKIP },

    // Storefront: what a cart refuses.
    {
      op: "store PostCartsCartLineItems",
      path: { id: "@errorsCart" },
      body: { variant_id: SHIRT_S, quantity: 100000 },
      status: 400,
      note: "more than the stock location holds",
      sample: SKIP,
    },
    {
      op: "store PostCartsCartLineItems",
      path: { id: "@errorsCart" },
      body: { variant_id: "variant_verify_missing", quantity: 1 },
      status: 400,
      sample: SKIP,
    },
    { op: "store PostCartsCart", path: { id: "@errorsCart" }, body: { email: "not-an-email" }, status: 400, sample: SKIP },
    { op: "store PostCartsCart", path: { id: "@errorsCart" }, body: { colour: "red" }, status: 400, sample: SKIP },
    {
      op: "store PostCartsCart",
      path: { id: "@errorsCart" },
      body: { discounts: [{ code: "VERIFY-NO-CODE" }] },
      status: 404,
      sample: SKIP,
    },
    {
      op: "store PostCartsCart",
      path: { id: "@errorsCart" },
      body: { gift_cards: [{ code: "VERIFY-NO-CARD" }] },
      status: 404,
      sample: SKIP,
    },
    {
      op: "store PostCartsCart",
      path: { id: "@errorsCart" },
      body: { region_id: "reg_verify_missing" },
      status: 404,
      sample: SKIP,
    },
    {
      op: "store PostCartsCartShippingMethod",
      path: { id: "@errorsCart" },
      body: { option_id: "so_verify_missing" },
      status: 404,
      sample: SKIP,
    },
    {
      op: "store PostCartsCartLineItemsItem",
      path: { id: "@errorsCart", line_id: "item_verify_missing" },
      body: { quantity: 1 },
      status: 400,
      sample: SKIP,
    },
    { op: "store GetProducts", query: { limit: "many" }, status: 400, sample: SKIP },

    // Storefront: accounts.
    {
      op: "store PostCustomers",
      body: { email: CUSTOMER, password: "verify-password", first_name: "Verify", last_name: "Again" },
      status: 422,
      sample: SKIP,
    },
    { op: "store PostAuth", as: "anonymous", body: { email: CUSTOMER, password: "not-the-password" }, status: 401, sample: SKIP },
    { op: "store GetCustomersCustomer", status: 401, sample: SKIP },
    {
      op: "store PostCustomersResetPassword",
      body: { email: CUSTOMER, token: "not-a-token", password: "verify-password" },
      status: 500,
      note: "the token is not a JWT: the library's error is no MedusaError, which the handler hides",
      sample: SKIP,
    },

    // Admin: IDs that name nothing.
    missing("admin GetProductsProduct", "prod_verify_missing"),
    missing("admin GetOrdersOrder", "order_verify_missing"),
    missing("admin GetCustomersCustomer", "cus_verify_missing"),
    missing("admin GetRegionsRegion", "reg_verify_missing"),
    missing("admin GetDiscountsDiscount", "disc_verify_missing"),
    missing("admin GetDiscountsDiscountCode", "VERIFY-NO-CODE", "code"),
    missing("admin GetGiftCardsGiftCard", "gift_verify_missing"),
    missing("admin GetPriceListsPriceList", "pl_verify_missing"),
    missing("admin GetDraftOrdersDraftOrder", "dorder_verify_missing"),
    missing("admin GetCollectionsCollection", "pcol_verify_missing"),
    missing("admin GetSalesChannelsSalesChannel", "sc_verify_missing"),
    missing("admin GetStockLocationsStockLocation", "sloc_verify_missing"),
    missing("admin GetInventoryItemsInventoryItem", "iitem_verify_missing"),
    missing("admin GetShippingOptionsOption", "so_verify_missing"),
    missing("admin GetShippingProfilesProfile", "sp_verify_missing"),
    missing("admin GetTaxRatesTaxRate", "txr_verify_missing"),
    missing("admin GetUsersUser", "usr_verify_missing"),
    missing("admin GetNotesNote", "note_verify_missing"),
    missing("admin GetSwapsSwap", "swap_verify_missing"),
    missing("admin GetOrderEditsOrderEdit", "oe_verify_missing"),
    missing("admin GetPaymentsPayment", "pay_verify_missing"),
    missing("admin GetProductCategoriesCategory", "pcat_verify_missing"),
    missing("admin GetPublishableApiKeysPublishableApiKey", "pk_verify_missing"),
    missing("admin GetReservationsReservation", "resitem_verify_missing"),
    missing("admin GetReturnReasonsReason", "rr_verify_missing"),
    missing("admin GetCustomerGroupsGroup", "cgrp_verify_missing"),
    missing("admin GetVariantsVariant", "variant_verify_missing"),
    missing("admin GetBatchJobsBatchJob", "batch_verify_missing"),

    // Admin: what the admin refuses.
    { op: "admin PostProducts", body: { subtitle: "No title" }, status: 400, sample: SKIP },
    {
      op: "admin PostRegions",
      body: {
        name: "Verify nowhere",
        currency_code: "xyz",
        tax_rate: 0,
        payment_providers: ["manual"],
        fulfillment_providers: ["manual"],
        countries: [],
      },
      status: 400,
      sample: SKIP,
    },
    { op: "admin PostRegionsRegionCountries", path: { id: EU }, body: { country_code: "us" }, status: 422, sample: SKIP },
    {
      op: "admin PostCustomers",
      body: { email: CUSTOMER, first_name: "Verify", last_name: "Again", password: "verify-password" },
      status: 422,
      sample: SKIP,
    },
    {
      op: "admin PostInvitesInviteAccept",
      as: "anonymous",
      body: { token: "not-a-token", user: { first_name: "V", last_name: "V", password: "verify-password" } },
      status: 400,
      sample: SKIP,
    },
    {
      op: "admin PostDiscounts",
      body: {
        code: "@seed.discount.code",
        rule: { type: "percentage", value: 5, allocation: "total", description: "a code that exists" },
        regions: [US],
      },
      status: 422,
      note: "a code the seed already uses: the database refuses the duplicate",
      sample: SKIP,
    },
    {
      op: "admin PostUsers",
      body: { email: "@seed.admin.email", password: "verify-password", role: "member" },
      status: 400,
      sample: SKIP,
    },
    { op: "store PostCustomersCustomerAddresses", body: { address: { first_name: "V" } }, status: 401, sample: SKIP },
    {
      op: "admin PostAuth",
      as: "anonymous",
      body: { email: "@seed.admin.email", password: "not-the-password" },
      status: 401,
      sample: SKIP,
    },
    { op: "admin GetAuth", as: "anonymous", status: 401, sample: SKIP },

    // Documented values the backend answers with 500 (see the known differences).
    { op: "admin GetProductCategories", query: { fields: "id" }, knownStatus: 500, sample: SKIP },
    { op: "store GetProductCategories", query: { fields: "id" }, knownStatus: 500, sample: SKIP },
    { op: "admin GetNotifications", query: { fields: "id" }, knownStatus: 500, sample: SKIP },
    {
      op: "admin PostInventoryItems",
      body: { variant_id: SHIRT_S, sku: "VERIFY-SECOND-ITEM-{@run}" },
      knownStatus: 500,
      note: "a variant that has its inventory item already",
      sample: SKIP,
    },
    {
      op: "admin PostOrdersOrderFulfillmentsCancel",
      path: { id: "@orderA", fulfillment_id: "@fulfillmentA2" },
      knownStatus: 500,
      note: "a fulfillment canceled already: its quantities come off the line a second time",
      sample: SKIP,
    },
    {
      op: "admin GetTaxRates",
      query: { deleted_at: { lt: "2999-01-01T00:00:00.000Z" } },
      knownStatus: 500,
      note: "tax rates have no deleted_at column",
      sample: SKIP,
    },
    {
      op: "admin GetShippingOptions",
      query: { deleted_at: { lt: "2999-01-01T00:00:00.000Z" } },
      knownStatus: 404,
      note: "the deleted options listed include one whose region the settings group deleted",
      sample: SKIP,
    },
    {
      op: "admin GetInventoryItemsInventoryItemLocationLevels",
      path: { id: SHIRT_S_ITEM },
      query: { expand: "location_levels" },
      knownStatus: 500,
      note: "expand names a relation of the listed levels, and a level has none by that name",
      sample: SKIP,
    },
  ],
};
