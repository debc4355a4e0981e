/**
 * The product catalogue as the admin manages it: collections, categories, tags and types,
 * products with their options, variants and metadata, price lists, stock locations, inventory
 * items and their levels, sales channels and publishable API keys. A product of its own ("the
 * hat") takes the edits and is deleted at the end; the seeded shirt and mug stay for the orders.
 */
import type { ResponseView, StepGroup } from "./types";

interface Named {
  id: string;
  title?: string;
}

/** The id of the entry of `list` (a dot path into the body) whose `title` is `title`. */
const idByTitle =
  (list: string, title: string) =>
  (response: ResponseView): string | undefined => {
    let value: unknown = response.body;
    for (const part of list.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
    return (value as Named[] | undefined)?.find((entry) => entry.title === title)?.id;
  };

export const catalogueGroup: StepGroup = {
  name: "catalogue",
  steps: [
    // Products
    { op: "admin GetProducts" },
    {
      op: "admin PostProducts",
      body: {
        title: "Verify Hat {@run}",
        handle: "verify-hat-{@run}",
        status: "published",
        options: [{ title: "Size" }],
        variants: [
          {
            title: "One size",
            sku: "VERIFY-HAT-{@run}",
            manage_inventory: false,
            prices: [{ currency_code: "usd", amount: 1500 }],
            options: [{ value: "One size" }],
          },
        ],
      },
      save: {
        hat: "product.id",
        hatVariant: "product.variants.0.id",
        hatSizeOption: idByTitle("product.options", "Size"),
      },
    },
    { op: "admin GetProductsProduct", path: { id: "@hat" } },
    { op: "admin PostProductsProduct", path: { id: "@hat" }, body: { subtitle: "A hat for the verify run" } },
    { op: "admin PostProductsProductMetadata", path: { id: "@hat" }, body: { key: "verify", value: "yes" } },
    {
      op: "admin PostProductsProductOptions",
      path: { id: "@hat" },
      body: { title: "Color" },
      save: { hatColorOption: idByTitle("product.options", "Color") },
      sample: { skip: "it adds an option titled Size, which the hat already has (the backend refuses a second)" },
    },
    {
      op: "admin PostProductsProductOptionsOption",
      path: { id: "@hat", option_id: "@hatColorOption" },
      body: { title: "Colour" },
      sample: { replace: { '"Size"': '"Shade"' } },
    },
    { op: "admin DeleteProductsProductOptionsOption", path: { id: "@hat", option_id: "@hatColorOption" } },
    { op: "admin GetProductsProductVariants", path: { id: "@hat" } },
    {
      op: "admin PostProductsProductVariants",
      path: { id: "@hat" },
      body: {
        title: "Large",
        sku: "VERIFY-HAT-L-{@run}",
        manage_inventory: false,
        prices: [{ currency_code: "usd", amount: 1700 }],
        options: [{ option_id: "@hatSizeOption", value: "Large" }],
      },
      save: { hatLarge: idByTitle("product.variants", "Large") },
      sample: { vars: { option_id: "@hatSizeOption" } },
    },
    {
      op: "admin PostProductsProductVariantsVariant",
      path: { id: "@hat", variant_id: "@hatLarge" },
      body: { title: "Large", prices: [{ currency_code: "usd", amount: 1800 }] },
      sample: { vars: { option_id: "@hatSizeOption" } },
    },
    {
      op: "admin PostInventoryItems",
      note: "every documented field, for the variant without an item (a variant takes one item: the route cannot be sent twice)",
      body: {
        variant_id: "@hatLarge",
        sku: "VERIFY-HAT-L-INV-{@run}",
        title: "Verify Hat, large",
        description: "The large hat's stock",
        thumbnail: "https://verify.test/hat.png",
        hs_code: "650500",
        origin_country: "it",
        mid_code: "ITVERIFY1",
        material: "wool",
        weight: 120,
        length: 30,
        height: 15,
        width: 30,
        metadata: { verify: "yes" },
      },
      sample: { skip: "the inventory items' steps run it" },
    },
    { op: "admin DeleteProductsProductVariantsVariant", path: { id: "@hat", variant_id: "@hatLarge" } },
    { op: "admin GetProductTags" },
    { op: "admin GetProductTypes" },
    { op: "admin GetProductsTagUsage" },
    { op: "admin GetProductsTypes" },
    { op: "admin GetVariants" },
    { op: "admin GetVariantsVariant", path: { id: "@seed.products.shirt.variants.0.id" } },
    { op: "admin GetVariantsVariantInventory", path: { id: "@seed.products.shirt.variants.0.id" } },

    // Collections
    { op: "admin GetCollections" },
    {
      op: "admin PostCollections",
      body: { title: "Verify Hats {@run}", handle: "verify-hats-{@run}" },
      save: { collection: "collection.id" },
    },
    { op: "admin GetCollectionsCollection", path: { id: "@collection" } },
    { op: "admin PostCollectionsCollection", path: { id: "@collection" }, body: { title: "Verify Hats and Caps {@run}" } },
    {
      op: "admin PostProductsToCollection",
      path: { id: "@collection" },
      body: { product_ids: ["@hat"] },
      sample: { replace: { prod_01G1G5V2MBA328390B5AXJ610F: "@hat" } },
    },
    {
      op: "admin DeleteProductsFromCollection",
      path: { id: "@collection" },
      body: { product_ids: ["@hat"] },
      sample: { replace: { prod_01G1G5V2MBA328390B5AXJ610F: "@hat" } },
    },
    { op: "admin DeleteCollectionsCollection", path: { id: "@collection" } },

    // Categories (feature flag product_categories): one under the seed's, so that the list shows a parent to filter by.
    {
      op: "admin PostProductCategories",
      body: {
        name: "Verify Hats {@run}",
        handle: "verify-hats-{@run}",
        is_active: true,
        parent_category_id: "@seed.productCategoryId",
      },
      save: { category: "product_category.id" },
    },
    { op: "admin GetProductCategories" },
    { op: "admin GetProductCategoriesCategory", path: { id: "@category" } },
    { op: "admin PostProductCategoriesCategory", path: { id: "@category" }, body: { description: "Hats of the verify run" } },
    {
      op: "admin PostProductCategoriesCategoryProductsBatch",
      path: { id: "@category" },
      body: { product_ids: [{ id: "@hat" }] },
      sample: { vars: { product_id: "@hat" } },
    },
    {
      op: "admin DeleteProductCategoriesCategoryProductsBatch",
      path: { id: "@category" },
      body: { product_ids: [{ id: "@hat" }] },
      sample: { vars: { product_id: "@hat" } },
    },
    { op: "admin DeleteProductCategoriesCategory", path: { id: "@category" } },

    // Price lists
    { op: "admin GetPriceLists" },
    {
      op: "admin PostPriceListsPriceList",
      body: {
        name: "Verify Hat Sale {@run}",
        description: "A sale on hats",
        type: "sale",
        status: "active",
        prices: [{ amount: 1200, variant_id: "@hatVariant", currency_code: "usd" }],
      },
      save: { priceList: "price_list.id" },
      sample: { replace: { afafa: "@hatVariant" } },
    },
    { op: "admin GetPriceListsPriceList", path: { id: "@priceList" } },
    {
      op: "admin PostPriceListsPriceListPriceList",
      path: { id: "@priceList" },
      body: { description: "A sale on hats and shirts" },
    },
    {
      op: "admin PostPriceListsPriceListPricesBatch",
      path: { id: "@priceList" },
      body: { prices: [{ amount: 1800, variant_id: "@seed.products.shirt.variants.0.id", currency_code: "usd" }] },
      save: {
        priceListPrice: (response) =>
          (response.body as { price_list: { prices: { id: string; variant_id: string }[] } }).price_list.prices.find(
            (price) => price.variant_id !== undefined,
          )?.id,
      },
      sample: { replace: { afasfa: "@seed.products.shirt.variants.1.id" } },
    },
    { op: "admin GetPriceListsPriceListProducts", path: { id: "@priceList" } },
    {
      op: "admin DeletePriceListsPriceListPricesBatch",
      path: { id: "@priceList" },
      body: { price_ids: ["@priceListPrice"] },
      sample: { replace: { adasfa: "@priceListPrice" } },
    },
    {
      op: "admin DeletePriceListsPriceListProductsPricesBatch",
      path: { id: "@priceList" },
      body: { product_ids: ["@seed.products.mug.id"] },
      sample: { replace: { prod_1: "@seed.products.mug.id", prod_2: "@hat" } },
    },
    {
      op: "admin DeletePriceListsPriceListProductsProductPrices",
      path: { id: "@priceList", product_id: "@seed.products.shirt.id" },
    },
    { op: "admin DeletePriceListsPriceListVariantsVariantPrices", path: { id: "@priceList", variant_id: "@hatVariant" } },
    { op: "admin DeletePriceListsPriceList", path: { id: "@priceList" } },

    // Stock locations and inventory (the inventory and stock location modules)
    { op: "admin GetStockLocations" },
    {
      op: "admin PostStockLocations",
      body: {
        name: "Verify Backroom {@run}",
        address: { address_1: "4 Verify Lane", city: "Newark", country_code: "US", postal_code: "07102" },
      },
      save: { location: "stock_location.id" },
    },
    { op: "admin GetStockLocationsStockLocation", path: { id: "@location" } },
    { op: "admin PostStockLocationsStockLocation", path: { id: "@location" }, body: { name: "Verify Back Room {@run}" } },
    { op: "admin GetInventoryItems" },
    {
      op: "admin PostInventoryItems",
      note: "the cURL sample is the request: a variant takes one inventory item",
      save: { hatInventory: "inventory_item.id" },
      sample: { vars: { variant_id: "@hatVariant" }, replace: { "MY-SKU": "VERIFY-HAT-INV-{@run}" } },
    },
    { op: "admin GetInventoryItemsInventoryItem", path: { id: "@hatInventory" } },
    { op: "admin PostInventoryItemsInventoryItem", path: { id: "@hatInventory" }, body: { origin_country: "US" } },
    {
      op: "admin PostInventoryItemsInventoryItemLocationLevels",
      path: { id: "@hatInventory" },
      body: { location_id: "@location", stocked_quantity: 10 },
      sample: { replace: { sloc_123: "@seed.stockLocationId" } },
    },
    { op: "admin GetInventoryItemsInventoryItemLocationLevels", path: { id: "@hatInventory" } },
    {
      op: "admin PostInventoryItemsInventoryItemLocationLevelsLocationLevel",
      path: { id: "@hatInventory", location_id: "@location" },
      body: { stocked_quantity: 12 },
    },
    {
      op: "admin DeleteInventoryItemsInventoryIteLocationLevelsLocation",
      path: { id: "@hatInventory", location_id: "@location" },
    },
    { op: "admin DeleteInventoryItemsInventoryItem", path: { id: "@hatInventory" } },

    // Sales channels and publishable API keys
    { op: "admin GetSalesChannels" },
    {
      op: "admin PostSalesChannels",
      body: { name: "Verify App {@run}", description: "A channel of the verify run" },
      save: { channel: "sales_channel.id" },
    },
    { op: "admin GetSalesChannelsSalesChannel", path: { id: "@channel" } },
    { op: "admin PostSalesChannelsSalesChannel", path: { id: "@channel" }, body: { description: "The verify app" } },
    {
      op: "admin PostSalesChannelsChannelProductsBatch",
      path: { id: "@channel" },
      body: { product_ids: [{ id: "@hat" }] },
      sample: { vars: { product_id: "@hat" } },
    },
    {
      op: "admin DeleteSalesChannelsChannelProductsBatch",
      path: { id: "@channel" },
      body: { product_ids: [{ id: "@hat" }] },
      sample: { vars: { product_id: "@hat" } },
    },
    {
      op: "admin PostSalesChannelsSalesChannelStockLocation",
      path: { id: "@channel" },
      body: { location_id: "@location" },
      sample: { vars: { location_id: "@location" } },
    },
    {
      op: "admin DeleteSalesChannelsSalesChannelStockLocation",
      path: { id: "@channel" },
      body: { location_id: "@location" },
      sample: { vars: { location_id: "@location" } },
    },
    { op: "admin GetPublishableApiKeys" },
    {
      op: "admin PostPublishableApiKeys",
      body: { title: "Verify App Key {@run}" },
      save: { publishableKey: "publishable_api_key.id" },
    },
    { op: "admin GetPublishableApiKeysPublishableApiKey", path: { id: "@publishableKey" } },
    { op: "admin PostPublishableApiKysPublishableApiKey", path: { id: "@publishableKey" }, body: { title: "Verify Key {@run}" } },
    {
      op: "admin PostPublishableApiKeySalesChannelsChannelsBatch",
      path: { id: "@publishableKey" },
      body: { sales_channel_ids: [{ id: "@channel" }] },
      sample: { vars: { sales_channel_id: "@channel" } },
    },
    { op: "admin GetPublishableApiKeySalesChannels", path: { id: "@publishableKey" } },
    {
      op: "admin DeletePublishableApiKeySalesChannelsChannelsBatch",
      path: { id: "@publishableKey" },
      body: { sales_channel_ids: [{ id: "@channel" }] },
      sample: { vars: { sales_channel_id: "@channel" } },
    },
    { op: "admin PostPublishableApiKeysPublishableApiKeyRevoke", path: { id: "@publishableKey" } },
    { op: "admin DeletePublishableApiKeysPublishableApiKey", path: { id: "@publishableKey" } },
    { op: "admin DeleteSalesChannelsSalesChannel", path: { id: "@channel" } },
    { op: "admin DeleteStockLocationsStockLocation", path: { id: "@location" } },
    { op: "admin DeleteProductsProduct", path: { id: "@hat" } },
  ],
};
