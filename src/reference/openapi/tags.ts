import type { OasArea } from "../extract/oas";

/**
 * One sentence per tag of the package's operations: what the resource is, from the entity or
 * service the routes work on (`dist/models/*`, `dist/services/*`, the inventory and stock location
 * modules). A tag used in both areas can say something different in each. Our words.
 */
const TAGS: Record<string, string | Partial<Record<OasArea, string>>> = {
  "Apps Oauth":
    "OAuth apps (the `Oauth` entity) that plugins register so that the store can be connected to a third-party service; " +
    "the admin completes the authorization and the backend keeps the resulting tokens.",
  Auth: {
    admin:
      "Logging admin users in and out: a session cookie or a JSON Web Token, obtained with a user's email and password, " +
      "that authenticates the other admin routes.",
    store:
      "Logging customers in and out: a session cookie or a JSON Web Token, obtained with a customer's email and password, " +
      "that the routes acting on the customer's own data require.",
  },
  "Batch Jobs":
    "Batch jobs (the `BatchJob` entity): long-running tasks such as product imports and exports, which the backend runs " +
    "in the background through a batch job strategy and which move from created to completed, failed or canceled.",
  Carts:
    "Carts (the `Cart` entity): the line items a customer intends to buy, with the region, addresses, discounts, gift " +
    "cards, shipping methods and payment sessions needed to complete them into an order.",
  Currencies:
    "Currencies (the `Currency` entity) the backend knows, identified by their ISO 4217 code; a region uses one and a " +
    "store chooses which ones it supports.",
  "Customer Groups":
    "Customer groups (the `CustomerGroup` entity): named sets of customers that price lists and discount conditions can " +
    "target.",
  Customers: {
    admin: "Customers (the `Customer` entity): people who registered an account or placed an order as a guest.",
    store:
      "The logged-in customer's own account (the `Customer` entity): profile, addresses, saved payment methods, orders, " +
      "and registering or resetting a password.",
  },
  Discounts:
    "Discounts (the `Discount` entity): codes that reduce a cart's total by a percentage, a fixed amount or free shipping, " +
    "as set by their rule and limited by conditions, regions, dates and a usage limit.",
  "Draft Orders":
    "Draft orders (the `DraftOrder` entity): orders an admin prepares for a customer on a cart of their own, which become " +
    "real orders once their payment is registered.",
  "Gift Cards": {
    admin:
      "Gift cards (the `GiftCard` entity): balances, bought as gift card products or created by an admin, that customers " +
      "redeem with a code on a cart.",
    store: "Gift cards (the `GiftCard` entity) looked up by their code, to show a customer the card and its balance.",
  },
  "Inventory Items":
    "Inventory items (from the inventory module): the stock-keeping records behind product variants, with a level of " +
    "stocked, reserved and incoming quantity per stock location.",
  Invites:
    "Invites (the `Invite` entity): invitations, identified by a token, for a new admin user to join the store with a " +
    "given role.",
  Notes:
    "Notes (the `Note` entity): free text an admin user attaches to another resource, such as an order, for the rest of " +
    "the team.",
  Notifications:
    "Notifications (the `Notification` entity): records of the messages a notification provider sent in response to " +
    "events such as an order being placed, which an admin can send again.",
  "Order Edits": {
    admin:
      "Order edits (the `OrderEdit` entity): changes to an order's items that an admin prepares and requests, and that " +
      "take effect on the order once confirmed.",
    store:
      "Order edits (the `OrderEdit` entity) requested on one of the customer's orders, which the customer reviews and " +
      "confirms or declines.",
  },
  Orders: {
    admin:
      "Orders (the `Order` entity): completed carts, with their payments, fulfillments, returns, swaps, claims and " +
      "refunds, managed from the admin.",
    store:
      "Orders (the `Order` entity) as a customer sees them: looked up by cart or by display ID and email, and claimed " +
      "into the customer's account.",
  },
  "Payment Collections": {
    admin:
      "Payment collections (the `PaymentCollection` entity): sets of payments made for one amount, such as the " +
      "difference an order edit leaves to pay.",
    store:
      "Payment collections (the `PaymentCollection` entity): sets of payment sessions a customer opens and authorizes to " +
      "pay an amount, such as the difference an order edit leaves to pay.",
  },
  Payments: "Payments (the `Payment` entity): amounts a payment provider authorized, which an admin captures and refunds.",
  "Price Lists":
    "Price lists (the `PriceList` entity): sets of variant prices that replace the default ones as a sale or an " +
    "override, for chosen customer groups and dates.",
  "Product Categories":
    "Product categories (the `ProductCategory` entity): a tree of categories, each with a parent and a rank among its " +
    "siblings, that products are placed in. Behind the `product_categories` feature flag.",
  "Product Collections":
    "Product collections (the `ProductCollection` entity): groups of products, such as a season's line, with a title " +
    "and a handle.",
  "Product Tags":
    "Product tags (the `ProductTag` entity): free labels attached to products, used to filter and to target discounts.",
  "Product Types": "Product types (the `ProductType` entity): the one type a product can have, such as a kind of garment.",
  "Product Variants": {
    admin:
      "Product variants (the `ProductVariant` entity): the purchasable versions of a product, one per combination of " +
      "option values, each with its prices, SKU and stock.",
    store:
      "Product variants (the `ProductVariant` entity): the purchasable versions of a product, with the prices that apply " +
      "to the request's region, currency and customer.",
  },
  Products: {
    admin:
      "Products (the `Product` entity): what the store sells, with options, variants, images, categories and the sales " +
      "channels it is available in.",
    store:
      "Products (the `Product` entity), with prices for the request's region or currency. The product list shows the " +
      "published products of the request's sales channel; a product retrieved by its ID is answered whatever its status.",
  },
  "Publishable Api Keys":
    "Publishable API keys (the `PublishableApiKey` entity): keys a storefront sends in the `x-publishable-api-key` header " +
    "to limit store requests to the sales channels the key is scoped to.",
  Regions: {
    admin:
      "Regions (the `Region` entity): groups of countries that share a currency, tax settings, and payment and " +
      "fulfillment providers.",
    store:
      "Regions (the `Region` entity): groups of countries sharing a currency, tax settings and providers; a cart belongs " +
      "to one.",
  },
  Reservations:
    "Reservations (from the inventory module): quantities of an inventory item held at a stock location, for a line item " +
    "or set aside by hand, so that they cannot be sold twice.",
  "Return Reasons":
    "Return reasons (the `ReturnReason` entity): the reasons, possibly nested, a customer or admin can give for returning " +
    "an item.",
  Returns: {
    admin:
      "Returns (the `Return` entity): items sent back from an order, a swap or a claim, which an admin receives to " +
      "restock them and refund the customer.",
    store: "Returns (the `Return` entity) a customer requests for items of one of their orders.",
  },
  "Sales Channels":
    "Sales channels (the `SalesChannel` entity): the places the store sells through, such as a website or an app, each " +
    "with the products available in it and the stock locations serving it.",
  "Shipping Options": {
    admin:
      "Shipping options (the `ShippingOption` entity): the ways to ship an order in a region, each backed by a " +
      "fulfillment provider, with a price and requirements on the cart's subtotal.",
    store:
      "Shipping options (the `ShippingOption` entity) a customer can choose from for a cart or a return, with their " + "price.",
  },
  "Shipping Profiles":
    "Shipping profiles (the `ShippingProfile` entity): groups of products that ship the same way, each with the shipping " +
    "options that can fulfill them.",
  "Stock Locations":
    "Stock locations (from the stock location module): warehouses and other places that hold inventory, with an address, " +
    "linked to the sales channels they serve.",
  Store:
    "The store (the `Store` entity): the single record of store-wide settings, such as its name, its default currency " +
    "and the currencies it supports.",
  Swaps: {
    admin:
      "Swaps (the `Swap` entity): exchanges of items of an order for other items, made of a return and a new " +
      "fulfillment, with any difference charged or refunded.",
    store:
      "Swaps (the `Swap` entity) a customer starts to exchange items of an order for other ones, paid through a cart of " +
      "their own.",
  },
  "Tax Rates":
    "Tax rates (the `TaxRate` entity): rates of a region that apply to chosen products, product types or shipping " +
    "options instead of the region's default rate.",
  Uploads:
    "Uploads: files, such as product images, sent to the installed file service, which stores them and returns the URL " +
    "to use.",
  Users: "Users (the `User` entity): the admin users who manage the store, with their role and optional API token.",
};

/** The description of a tag in an area, or undefined when we have not written one. */
export function tagDescription(tag: string, area: OasArea): string | undefined {
  const d = TAGS[tag];
  return typeof d === "string" ? d : d?.[area];
}
