/**
 * The procedures `npm test` walks (`npm run verify:admin -- --subset`): fast ones from the sections
 * of the user guide the walk covers, so that the admin build, the walker and a page of each of
 * those sections are proven on every change within six minutes.
 */
export const SUBSET: readonly string[] = [
  "index#sign-in",
  "customers/groups#create-a-group",
  "customers/manage#find-a-customer",
  "discounts/create#fill-in-the-general-details",
  "discounts/manage#find-a-discount",
  "gift-cards/custom#create-a-custom-gift-card",
  "gift-cards/custom#change-the-balance",
  "multiwarehouse/inventory#see-stock-at-a-location",
  "multiwarehouse/locations#add-a-location",
  "multiwarehouse/reservations#reserve-an-item-by-hand",
  "orders/manage#open-an-order",
  "orders/payments#capture-a-payment",
  "orders/fulfillments#create-a-fulfillment",
  "orders/returns#cancel-a-return",
  "orders/edit#start-an-order-edit",
  "orders/drafts#get-paid-for-a-draft-order",
  "orders/export#export-orders",
  "price-lists/manage#create-a-price-list",
  "products/collections#create-a-collection",
  "products/export#export-products",
  "products/import#prepare-the-file",
  "sales-channels/manage#create-a-sales-channel",
  "settings/currencies#open-the-currency-settings",
  "settings/publishable-api-keys#open-the-api-keys",
  "settings/return-reasons#open-the-return-reasons",
  "users/team#edit-a-user",
  "regions/providers#see-a-regions-providers",
  "taxes/tax-rates#open-a-regions-tax-rates",
  "tips/lists#search-the-whole-admin",
];
