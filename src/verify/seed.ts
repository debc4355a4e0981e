/**
 * The data every verify run starts from, created through the backend itself: the admin user by
 * the backend's UserService (the server script creates it at start, or `medusa user` does),
 * everything else through the admin REST API as that user. Returns the id of everything it created, for the placeholders of later calls.
 */
import { createAdminUser, type Backend } from "./backend";
import { ApiClient, ApiError } from "./http";

export const SEED_ADMIN = { email: "admin@medusa-verify.test", password: "verify-admin-password" } as const;
export const SEED_CUSTOMER = { email: "customer@medusa-verify.test", password: "verify-customer-password" } as const;
/** The API token set on the admin user, for `x-medusa-access-token`. */
export const SEED_API_TOKEN = "verify_api_token_0123456789abcdef";

export interface SeedRegion {
  id: string;
  currencyCode: string;
  /** Country codes of the region; the first is used for addresses. */
  countries: string[];
  includesTax: boolean;
  shippingOptionId: string;
  returnShippingOptionId: string;
}

export interface SeedVariant {
  id: string;
  sku: string;
  title: string;
  /** Set when the variant manages inventory through the inventory module. */
  inventoryItemId?: string;
}

export interface SeedProduct {
  id: string;
  handle: string;
  /** Option ids by option title. */
  optionIds: Record<string, string>;
  variants: SeedVariant[];
}

export interface SeedIds {
  admin: { id: string; email: string; password: string; apiToken: string };
  store: { id: string; currencies: string[]; defaultSalesChannelId: string };
  regions: { us: SeedRegion; eu: SeedRegion };
  salesChannelId: string;
  /** In Medusa 1.x the key's id is the key sent in `x-publishable-api-key`. */
  publishableApiKeyId: string;
  stockLocationId: string;
  shippingProfileId: string;
  collectionId: string;
  productCategoryId: string;
  productTypeId: string;
  productTagId: string;
  products: {
    /** Two variants (S and M, with inventory of 100 each in the stock location). */
    shirt: SeedProduct;
    /** One variant that does not manage inventory. */
    mug: SeedProduct;
  };
  customer: { id: string; email: string; password: string };
  returnReasonId: string;
  discount: { id: string; code: string };
  giftCard: { id: string; code: string };
  priceListId: string;
  paymentProviderId: "manual";
  fulfillmentProviderId: "manual";
}

interface Id {
  id: string;
}

interface ProductResponse {
  product: Id & {
    handle: string;
    options: (Id & { title: string })[];
    variants: (Id & { sku: string; title: string })[];
    type: Id | null;
    tags: Id[];
  };
}

export interface SeedOptions {
  /** Whether the tax-inclusive pricing flag is on (then the EU region, its currency and shipping prices include tax). */
  taxInclusivePricing?: boolean;
  log?: (message: string) => void;
}

/** Logs in as the seeded admin and returns a client that sends the JWT from `POST /admin/auth/token`. */
export async function adminClient(baseUrl: string): Promise<ApiClient> {
  const { access_token } = await new ApiClient(baseUrl).post<{ access_token: string }>("/admin/auth/token", SEED_ADMIN);
  return new ApiClient(baseUrl, { kind: "bearer", token: access_token });
}

export async function seed(backend: Pick<Backend, "url" | "dir" | "featureFlags">, options: SeedOptions = {}): Promise<SeedIds> {
  const log = options.log ?? (() => {});
  const taxInclusive = options.taxInclusivePricing ?? backend.featureFlags.tax_inclusive_pricing;

  // startBackend({ adminUser: SEED_ADMIN }) has the server create the admin user; otherwise `medusa user` does.
  const admin = await adminClient(backend.url).catch(async (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    await createAdminUser(backend.dir, SEED_ADMIN);
    return adminClient(backend.url);
  });
  const { user } = await admin.get<{ user: Id }>("/admin/auth");
  await admin.post(`/admin/users/${user.id}`, { first_name: "Verify", last_name: "Admin", api_token: SEED_API_TOKEN });
  log(`admin user ${user.id}`);

  const { store } = await admin.post<{ store: Id & { default_sales_channel_id: string } }>("/admin/store", {
    name: "Medusa Verify Store",
    default_currency_code: "usd",
    currencies: ["usd", "eur"],
  });
  if (taxInclusive) await admin.post("/admin/currencies/eur", { includes_tax: true });

  const createRegion = async (body: Record<string, unknown>): Promise<string> =>
    (
      await admin.post<{ region: Id }>("/admin/regions", {
        payment_providers: ["manual"],
        fulfillment_providers: ["manual"],
        ...body,
      })
    ).region.id;
  const usRegionId = await createRegion({ name: "Verify United States", currency_code: "usd", tax_rate: 0, countries: ["us"] });
  const euRegionId = await createRegion({
    name: "Verify Europe",
    currency_code: "eur",
    tax_rate: 19,
    countries: ["de", "fr"],
    ...(taxInclusive ? { includes_tax: true } : {}),
  });

  const { sales_channel: salesChannel } = await admin.post<{ sales_channel: Id }>("/admin/sales-channels", {
    name: "Verify Web Store",
    description: "The sales channel of the verify storefront",
  });
  const { publishable_api_key: publishableKey } = await admin.post<{ publishable_api_key: Id }>("/admin/publishable-api-keys", {
    title: "Verify storefront",
  });
  await admin.post(`/admin/publishable-api-keys/${publishableKey.id}/sales-channels/batch`, {
    sales_channel_ids: [{ id: salesChannel.id }],
  });

  const { stock_location: location } = await admin.post<{ stock_location: Id }>("/admin/stock-locations", {
    name: "Verify Warehouse",
    address: { address_1: "1 Verify Street", city: "New York", country_code: "us", postal_code: "10001" },
  });
  for (const channel of [salesChannel.id, store.default_sales_channel_id]) {
    await admin.post(`/admin/sales-channels/${channel}/stock-locations`, { location_id: location.id });
  }

  const { collection } = await admin.post<{ collection: Id }>("/admin/collections", {
    title: "Verify Collection",
    handle: "verify-collection",
  });
  const { product_category: category } = await admin.post<{ product_category: Id }>("/admin/product-categories", {
    name: "Verify Category",
    handle: "verify-category",
    is_active: true,
    is_internal: false,
  });
  const { shipping_profiles: profiles } = await admin.get<{ shipping_profiles: (Id & { type: string })[] }>(
    "/admin/shipping-profiles",
  );
  const defaultProfile = profiles.find((profile) => profile.type === "default");
  if (!defaultProfile) throw new Error("the backend has no default shipping profile");

  const prices = (usd: number, eur: number): Record<string, unknown>[] => [
    { currency_code: "usd", amount: usd },
    { currency_code: "eur", amount: eur },
    { region_id: euRegionId, amount: eur },
  ];
  const channels = [{ id: salesChannel.id }, { id: store.default_sales_channel_id }];
  const { product: shirt } = await admin.post<ProductResponse>("/admin/products", {
    title: "Verify T-Shirt",
    handle: "verify-t-shirt",
    description: "A shirt made for the verify run.",
    status: "published",
    collection_id: collection.id,
    categories: [{ id: category.id }],
    type: { value: "Apparel" },
    tags: [{ value: "verify" }],
    sales_channels: channels,
    options: [{ title: "Size" }, { title: "Color" }],
    variants: [
      {
        title: "S / Black",
        sku: "VERIFY-SHIRT-S",
        manage_inventory: true,
        // Customs and package details: its inventory item copies them, so the item lists' filters have values to find.
        hs_code: "610910",
        origin_country: "pt",
        mid_code: "PTVERIFY1",
        material: "cotton",
        weight: 180,
        length: 30,
        height: 2,
        width: 25,
        prices: prices(2000, 1900),
        options: [{ value: "S" }, { value: "Black" }],
      },
      {
        title: "M / Black",
        sku: "VERIFY-SHIRT-M",
        manage_inventory: true,
        prices: prices(2000, 1900),
        options: [{ value: "M" }, { value: "Black" }],
      },
    ],
  });
  const { product: mug } = await admin.post<ProductResponse>("/admin/products", {
    title: "Verify Mug",
    handle: "verify-mug",
    status: "published",
    collection_id: collection.id,
    sales_channels: channels,
    options: [{ title: "Size" }],
    variants: [
      {
        title: "One size",
        sku: "VERIFY-MUG",
        manage_inventory: false,
        prices: prices(1000, 900),
        options: [{ value: "One size" }],
      },
    ],
  });

  const shirtVariants: SeedVariant[] = [];
  for (const variant of shirt.variants) {
    const { variant: withInventory } = await admin.get<{ variant: { inventory: Id[] } }>(
      `/admin/variants/${variant.id}/inventory`,
    );
    const item = withInventory.inventory[0];
    if (!item) throw new Error(`the inventory module created no inventory item for variant ${variant.sku}`);
    await admin.post(`/admin/inventory-items/${item.id}/location-levels`, { location_id: location.id, stocked_quantity: 100 });
    shirtVariants.push({ id: variant.id, sku: variant.sku, title: variant.title, inventoryItemId: item.id });
  }
  log(`products ${shirt.id}, ${mug.id}`);

  const { customer } = await admin.post<{ customer: Id }>("/admin/customers", {
    email: SEED_CUSTOMER.email,
    password: SEED_CUSTOMER.password,
    first_name: "Verify",
    last_name: "Customer",
  });

  const shippingOptions = async (regionId: string, amount: number): Promise<[string, string]> => {
    const common = { region_id: regionId, provider_id: "manual", profile_id: defaultProfile.id, price_type: "flat_rate" };
    const tax = taxInclusive && regionId === euRegionId ? { includes_tax: true } : {};
    const outbound = await admin.post<{ shipping_option: Id }>("/admin/shipping-options", {
      ...common,
      ...tax,
      name: "Verify Standard Shipping",
      data: { id: "manual-fulfillment" },
      amount,
      is_return: false,
    });
    const inbound = await admin.post<{ shipping_option: Id }>("/admin/shipping-options", {
      ...common,
      ...tax,
      name: "Verify Return Shipping",
      data: { id: "manual-fulfillment-return" },
      amount: 0,
      is_return: true,
    });
    return [outbound.shipping_option.id, inbound.shipping_option.id];
  };
  const [usShipping, usReturn] = await shippingOptions(usRegionId, 1000);
  const [euShipping, euReturn] = await shippingOptions(euRegionId, 900);

  const { return_reason: returnReason } = await admin.post<{ return_reason: Id }>("/admin/return-reasons", {
    value: "verify_wrong_size",
    label: "Wrong size",
  });
  const { discount } = await admin.post<{ discount: Id & { code: string } }>("/admin/discounts", {
    code: "VERIFY10",
    rule: { type: "percentage", value: 10, allocation: "total", description: "10% off for the verify run" },
    regions: [usRegionId, euRegionId],
    is_dynamic: false,
  });
  const { gift_card: giftCard } = await admin.post<{ gift_card: Id & { code: string } }>("/admin/gift-cards", {
    region_id: usRegionId,
    value: 5000,
  });
  const { price_list: priceList } = await admin.post<{ price_list: Id }>("/admin/price-lists", {
    name: "Verify Sale",
    description: "A sale for the verify run",
    type: "sale",
    status: "active",
    prices: [{ variant_id: mug.variants[0]!.id, currency_code: "usd", amount: 800 }],
  });

  const productIds = (product: ProductResponse["product"], variants: SeedVariant[]): SeedProduct => ({
    id: product.id,
    handle: product.handle,
    optionIds: Object.fromEntries(product.options.map((option) => [option.title, option.id])),
    variants,
  });
  if (!shirt.type || !shirt.tags[0]) throw new Error("the shirt was created without its type or tag");

  return {
    admin: { id: user.id, ...SEED_ADMIN, apiToken: SEED_API_TOKEN },
    store: { id: store.id, currencies: ["usd", "eur"], defaultSalesChannelId: store.default_sales_channel_id },
    regions: {
      us: {
        id: usRegionId,
        currencyCode: "usd",
        countries: ["us"],
        includesTax: false,
        shippingOptionId: usShipping,
        returnShippingOptionId: usReturn,
      },
      eu: {
        id: euRegionId,
        currencyCode: "eur",
        countries: ["de", "fr"],
        includesTax: taxInclusive,
        shippingOptionId: euShipping,
        returnShippingOptionId: euReturn,
      },
    },
    salesChannelId: salesChannel.id,
    publishableApiKeyId: publishableKey.id,
    stockLocationId: location.id,
    shippingProfileId: defaultProfile.id,
    collectionId: collection.id,
    productCategoryId: category.id,
    productTypeId: shirt.type.id,
    productTagId: shirt.tags[0].id,
    products: {
      shirt: productIds(shirt, shirtVariants),
      mug: productIds(
        mug,
        mug.variants.map((variant) => ({ id: variant.id, sku: variant.sku, title: variant.title })),
      ),
    },
    customer: { id: customer.id, ...SEED_CUSTOMER },
    returnReasonId: returnReason.id,
    discount: { id: discount.id, code: discount.code },
    giftCard: { id: giftCard.id, code: giftCard.code },
    priceListId: priceList.id,
    paymentProviderId: "manual",
    fulfillmentProviderId: "manual",
  };
}
