/**
 * Anchors of generated pages that were renamed: page route → old id → the id it now leads to.
 * When a package bump renames a member, the build names the anchors that went missing
 * (data/anchors.txt); forward each here so that links to the old anchor still land in place.
 */
/**
 * Query parameters the backend reads as lists are now written `name[]=` (data/api-validator-changes.yaml),
 * so their anchors end in `__`; parameters and body fields that no validator accepts lead to their operation.
 */
export const ANCHOR_FORWARDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "/api/admin/batch-jobs": {
    "GetBatchJobs-query-id": "GetBatchJobs-query-id__",
    "GetBatchJobs-query-type": "GetBatchJobs-query-type__",
  },
  "/api/admin/currencies": {
    "GetCurrencies-query-includes_tax": "GetCurrencies",
  },
  "/api/admin/customer-groups": {
    "GetCustomerGroups-query-name": "GetCustomerGroups-query-name__",
    "GetCustomerGroups-query-id": "GetCustomerGroups",
    "GetCustomerGroups-query-id.contains": "GetCustomerGroups",
    "GetCustomerGroups-query-id.ends_with": "GetCustomerGroups",
    "GetCustomerGroups-query-id.gt": "GetCustomerGroups",
    "GetCustomerGroups-query-id.gte": "GetCustomerGroups",
    "GetCustomerGroups-query-id.lt": "GetCustomerGroups",
    "GetCustomerGroups-query-id.lte": "GetCustomerGroups",
    "GetCustomerGroups-query-id.starts_with": "GetCustomerGroups",
  },
  "/api/admin/customers": {
    "GetCustomers-query-groups": "GetCustomers-query-groups__",
  },
  "/api/admin/draft-orders": {
    "GetDraftOrders-query-fields": "GetDraftOrders",
    "GetDraftOrders-query-status": "GetDraftOrders-query-status__",
  },
  "/api/admin/inventory-items": {
    "GetInventoryItemsInventoryItemLocationLevels-query-location_id":
      "GetInventoryItemsInventoryItemLocationLevels-query-location_id__",
    "PostInventoryItems-body-allow_backorder": "PostInventoryItems",
    "PostInventoryItems-body-barcode": "PostInventoryItems",
    "PostInventoryItems-body-ean": "PostInventoryItems",
    "PostInventoryItems-body-inventory_quantity": "PostInventoryItems",
    "PostInventoryItems-body-manage_inventory": "PostInventoryItems",
    "PostInventoryItems-body-upc": "PostInventoryItems",
  },
  "/api/admin/orders": {
    "GetOrders-query-fulfillment_status": "GetOrders-query-fulfillment_status__",
    "GetOrders-query-payment_status": "GetOrders-query-payment_status__",
    "GetOrders-query-sales_channel_id": "GetOrders-query-sales_channel_id__",
    "GetOrders-query-status": "GetOrders-query-status__",
    "PostOrdersOrderClaimsClaim-body-claim_items.item_id": "PostOrdersOrderClaimsClaim",
    "PostOrdersOrderClaimsClaim-body-claim_items.quantity": "PostOrdersOrderClaimsClaim",
    "PostOrdersOrderLineItemReservations-body-location_id": "PostOrdersOrderLineItemReservations",
    "PostOrdersOrderLineItemReservations-body-quantity": "PostOrdersOrderLineItemReservations",
  },
  "/api/admin/price-lists": {
    "GetPriceLists-query-customer_groups": "GetPriceLists-query-customer_groups__",
    "GetPriceLists-query-fields": "GetPriceLists",
    "GetPriceLists-query-status": "GetPriceLists-query-status__",
    "GetPriceLists-query-type": "GetPriceLists-query-type__",
    "GetPriceListsPriceListProducts-query-collection_id": "GetPriceListsPriceListProducts-query-collection_id__",
    "GetPriceListsPriceListProducts-query-status": "GetPriceListsPriceListProducts-query-status__",
    "GetPriceListsPriceListProducts-query-tags": "GetPriceListsPriceListProducts-query-tags__",
  },
  "/api/admin/products": {
    "GetProducts-query-category_id": "GetProducts-query-category_id__",
    "GetProducts-query-collection_id": "GetProducts-query-collection_id__",
    "GetProducts-query-price_list_id": "GetProducts-query-price_list_id__",
    "GetProducts-query-sales_channel_id": "GetProducts-query-sales_channel_id__",
    "GetProducts-query-status": "GetProducts-query-status__",
    "GetProducts-query-tags": "GetProducts-query-tags__",
    "GetProducts-query-type_id": "GetProducts-query-type_id__",
  },
  "/api/admin/reservations": {
    "GetReservations-query-inventory_item_id": "GetReservations-query-inventory_item_id__",
    "GetReservations-query-line_item_id": "GetReservations-query-line_item_id__",
  },
  "/api/admin/stock-locations": {
    "GetStockLocations-query-created_at": "GetStockLocations",
    "GetStockLocations-query-created_at.gt": "GetStockLocations",
    "GetStockLocations-query-created_at.gte": "GetStockLocations",
    "GetStockLocations-query-created_at.lt": "GetStockLocations",
    "GetStockLocations-query-created_at.lte": "GetStockLocations",
    "GetStockLocations-query-deleted_at": "GetStockLocations",
    "GetStockLocations-query-deleted_at.gt": "GetStockLocations",
    "GetStockLocations-query-deleted_at.gte": "GetStockLocations",
    "GetStockLocations-query-deleted_at.lt": "GetStockLocations",
    "GetStockLocations-query-deleted_at.lte": "GetStockLocations",
    "GetStockLocations-query-updated_at": "GetStockLocations",
    "GetStockLocations-query-updated_at.gt": "GetStockLocations",
    "GetStockLocations-query-updated_at.gte": "GetStockLocations",
    "GetStockLocations-query-updated_at.lt": "GetStockLocations",
    "GetStockLocations-query-updated_at.lte": "GetStockLocations",
    "PostStockLocations-body-address.metadata": "PostStockLocations",
    "PostStockLocationsStockLocation-body-address.metadata": "PostStockLocationsStockLocation",
  },
  "/api/admin/tax-rates": {
    "DeleteTaxRatesTaxRateProductTypes-query-expand": "DeleteTaxRatesTaxRateProductTypes-query-expand__",
    "DeleteTaxRatesTaxRateProductTypes-query-fields": "DeleteTaxRatesTaxRateProductTypes-query-fields__",
    "DeleteTaxRatesTaxRateProducts-query-expand": "DeleteTaxRatesTaxRateProducts-query-expand__",
    "DeleteTaxRatesTaxRateProducts-query-fields": "DeleteTaxRatesTaxRateProducts-query-fields__",
    "DeleteTaxRatesTaxRateShippingOptions-query-expand": "DeleteTaxRatesTaxRateShippingOptions-query-expand__",
    "DeleteTaxRatesTaxRateShippingOptions-query-fields": "DeleteTaxRatesTaxRateShippingOptions-query-fields__",
    "GetTaxRates-query-expand": "GetTaxRates-query-expand__",
    "GetTaxRates-query-fields": "GetTaxRates-query-fields__",
    "GetTaxRatesTaxRate-query-expand": "GetTaxRatesTaxRate-query-expand__",
    "GetTaxRatesTaxRate-query-fields": "GetTaxRatesTaxRate-query-fields__",
    "PostTaxRates-query-expand": "PostTaxRates-query-expand__",
    "PostTaxRates-query-fields": "PostTaxRates-query-fields__",
    "PostTaxRatesTaxRate-query-expand": "PostTaxRatesTaxRate-query-expand__",
    "PostTaxRatesTaxRate-query-fields": "PostTaxRatesTaxRate-query-fields__",
    "PostTaxRatesTaxRateProductTypes-query-expand": "PostTaxRatesTaxRateProductTypes-query-expand__",
    "PostTaxRatesTaxRateProductTypes-query-fields": "PostTaxRatesTaxRateProductTypes-query-fields__",
    "PostTaxRatesTaxRateProducts-query-expand": "PostTaxRatesTaxRateProducts-query-expand__",
    "PostTaxRatesTaxRateProducts-query-fields": "PostTaxRatesTaxRateProducts-query-fields__",
    "PostTaxRatesTaxRateShippingOptions-query-expand": "PostTaxRatesTaxRateShippingOptions-query-expand__",
    "PostTaxRatesTaxRateShippingOptions-query-fields": "PostTaxRatesTaxRateShippingOptions-query-fields__",
  },
  "/api/store/customers": {
    "GetCustomersCustomerOrders-query-fulfillment_status": "GetCustomersCustomerOrders-query-fulfillment_status__",
    "GetCustomersCustomerOrders-query-payment_status": "GetCustomersCustomerOrders-query-payment_status__",
    "GetCustomersCustomerOrders-query-status": "GetCustomersCustomerOrders-query-status__",
  },
  "/api/store/product-collections": {
    "GetCollections-query-handle": "GetCollections-query-handle__",
  },
  "/api/store/products": {
    "GetProducts-query-category_id": "GetProducts-query-category_id__",
    "GetProducts-query-collection_id": "GetProducts-query-collection_id__",
    "GetProducts-query-sales_channel_id": "GetProducts-query-sales_channel_id__",
    "GetProducts-query-tags": "GetProducts-query-tags__",
    "GetProducts-query-type_id": "GetProducts-query-type_id__",
  },
};
