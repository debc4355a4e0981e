/**
 * The store the walk runs in: the verify seed (src/verify/seed.ts: regions, a stock location, a
 * discount, a gift card, a price list, a return reason) and what else a real store has, so that the
 * admin's lists and the screenshots show a store at work: products with variants and pictures,
 * customers, and orders in each state (awaiting payment, paid, fulfilled, shipped, returned,
 * canceled). Orders are placed through the store API as a storefront does (placeOrder), which the
 * fixtures also use for the orders they change.
 */
import { ApiClient, cookieFrom } from "../http";
import type { SeedIds } from "../seed";

interface Id {
  id: string;
}

export interface SeedItem {
  title: string;
  handle: string;
  id: string;
  variants: { id: string; title: string; sku: string }[];
}

export interface StoreSeed {
  seed: SeedIds;
  products: SeedItem[];
  customers: { id: string; email: string; name: string }[];
  /** Orders by state. */
  orders: Record<OrderState, { id: string; displayId: number }>;
}

export type OrderState = "awaiting" | "paid" | "fulfilled" | "shipped" | "returned" | "canceled";

/** The pictures of the seeded products, served by the walk's server at /walk-assets/<name>. */
export function productPictures(): Map<string, { type: string; body: string }> {
  const pictures = new Map<string, { type: string; body: string }>();
  for (const product of PRODUCTS) {
    pictures.set(`${product.handle}.svg`, { type: "image/svg+xml", body: picture(product.colour, product.shape) });
  }
  return pictures;
}

function picture(colour: string, shape: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="#f3f4f6"/><g fill="${colour}">${shape}</g></svg>`
  );
}

const PRODUCTS = [
  {
    title: "Linen Shirt",
    handle: "linen-shirt",
    colour: "#7c9a92",
    shape: `<path d="M140 90h120l60 50-30 40-30-20v150H140V160l-30 20-30-40z"/>`,
    options: ["Size", "Color"],
    variants: [
      ["S", "Sage"],
      ["M", "Sage"],
      ["L", "Sage"],
      ["M", "Sand"],
    ],
    price: 4500,
  },
  {
    title: "Canvas Tote",
    handle: "canvas-tote",
    colour: "#c2a878",
    shape: `<path d="M120 150h160l-15 170H135z"/><path d="M160 150a40 50 0 0 1 80 0h-14a26 36 0 0 0-52 0z"/>`,
    options: ["Size"],
    variants: [["One size"]],
    price: 2500,
  },
  {
    title: "Ceramic Mug",
    handle: "ceramic-mug",
    colour: "#3b6ea5",
    shape: `<rect x="130" y="130" width="120" height="150" rx="14"/><path d="M250 160h30a30 30 0 0 1 0 80h-30v-18h30a12 12 0 0 0 0-44h-30z"/>`,
    options: ["Color"],
    variants: [["Blue"], ["White"]],
    price: 1800,
  },
  {
    title: "Wool Beanie",
    handle: "wool-beanie",
    colour: "#b5523b",
    shape: `<path d="M110 260a90 110 0 0 1 180 0z"/><rect x="100" y="250" width="200" height="40" rx="10"/><circle cx="200" cy="140" r="18"/>`,
    options: ["Color"],
    variants: [["Rust"], ["Charcoal"]],
    price: 3200,
  },
] as const;

const CUSTOMER_PASSWORD = "northwind-customer";

const CUSTOMERS = [
  ["Maya", "Lindqvist"],
  ["Tomás", "Ortega"],
  ["Priya", "Raman"],
  ["Jonas", "Keller"],
  ["Amara", "Okafor"],
  ["Lena", "Fischer"],
] as const;

export interface OrderLine {
  variantId: string;
  quantity: number;
}

export interface PlacedOrder {
  id: string;
  displayId: number;
  email: string;
}

/** Places an order through the store API, paid with the manual provider (its payment is authorized, "awaiting"). */
export async function placeOrder(
  backendUrl: string,
  seed: SeedIds,
  order: { email: string; lines: OrderLine[]; region?: "us" | "eu"; name?: [string, string] },
): Promise<PlacedOrder> {
  const store = new ApiClient(backendUrl).withPublishableKey(seed.publishableApiKeyId);
  const region = seed.regions[order.region ?? "us"];
  const { cart } = await store.post<{ cart: Id }>("/store/carts", { region_id: region.id });
  for (const line of order.lines) {
    await store.post(`/store/carts/${cart.id}/line-items`, { variant_id: line.variantId, quantity: line.quantity });
  }
  const [first, last] = order.name ?? ["Sam", "Walker"];
  const address = {
    first_name: first,
    last_name: last,
    address_1: "12 Harbour Street",
    city: region.countries[0] === "us" ? "New York" : "Berlin",
    postal_code: region.countries[0] === "us" ? "10001" : "10115",
    country_code: region.countries[0]!,
    phone: "+1 555 0142",
  };
  await store.post(`/store/carts/${cart.id}`, { email: order.email, shipping_address: address, billing_address: address });
  await store.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: region.shippingOptionId });
  await store.post(`/store/carts/${cart.id}/payment-sessions`);
  await store.post(`/store/carts/${cart.id}/payment-session`, { provider_id: "manual" });
  const completed = await store.post<{ type: string; data: Id & { display_id: number } }>(`/store/carts/${cart.id}/complete`);
  if (completed.type !== "order") throw new Error(`completing the cart gave a ${completed.type}, not an order`);
  return { id: completed.data.id, displayId: completed.data.display_id, email: order.email };
}

/** Items of an order, for the admin routes that take them, by product title (the Linen Shirt first). */
export async function orderItems(admin: ApiClient, orderId: string): Promise<{ item_id: string; quantity: number }[]> {
  const { order } = await admin.get<{ order: { items: (Id & { quantity: number; title: string })[] } }>(
    `/admin/orders/${orderId}`,
  );
  return [...order.items]
    .sort((a, b) => a.title.localeCompare(b.title) * -1)
    .map((item) => ({ item_id: item.id, quantity: item.quantity }));
}

/**
 * A customer with an account and a saved address, as one who signed up in the storefront has (draft
 * orders offer the address). An order placed as a guest with the same email makes a second customer
 * without a name, so a fixture that searches customers makes its own.
 */
export async function addCustomer(
  admin: ApiClient,
  backendUrl: string,
  seed: SeedIds,
  person: { first: string; last: string; email: string },
): Promise<StoreSeed["customers"][number]> {
  const { first, last, email } = person;
  const { customer } = await admin.post<{ customer: Id }>("/admin/customers", {
    email,
    first_name: first,
    last_name: last,
    password: CUSTOMER_PASSWORD,
  });
  const store = new ApiClient(backendUrl).withPublishableKey(seed.publishableApiKeyId);
  const session = await store.request("POST", "/store/auth", { email, password: CUSTOMER_PASSWORD });
  await store.withAuth({ kind: "cookie", cookie: cookieFrom(session.headers) }).post("/store/customers/me/addresses", {
    address: {
      first_name: first,
      last_name: last,
      address_1: "21 Canal Street",
      city: "New York",
      country_code: "us",
      postal_code: "10013",
    },
  });
  return { id: customer.id, email, name: `${first} ${last}` };
}

/** Brings an order to a state through the admin API, as a merchant would in the admin. */
export async function advanceOrder(admin: ApiClient, orderId: string, state: OrderState, seed: SeedIds): Promise<void> {
  if (state === "awaiting") return;
  if (state === "canceled") {
    await admin.post(`/admin/orders/${orderId}/cancel`);
    return;
  }
  await admin.post(`/admin/orders/${orderId}/capture`);
  if (state === "paid") return;
  const items = await orderItems(admin, orderId);
  const { order } = await admin.post<{ order: { fulfillments: Id[] } }>(`/admin/orders/${orderId}/fulfillment`, {
    items,
    location_id: seed.stockLocationId,
  });
  if (state === "fulfilled") return;
  await admin.post(`/admin/orders/${orderId}/shipment`, {
    fulfillment_id: order.fulfillments[0]!.id,
    tracking_numbers: ["1Z999AA10123456784"],
  });
  if (state === "shipped") return;
  await admin.post(`/admin/orders/${orderId}/return`, {
    items: items.slice(0, 1).map((item) => ({ ...item, quantity: 1, reason_id: seed.returnReasonId })),
    return_shipping: { option_id: seed.regions.us.returnShippingOptionId },
  });
}

/** Gives a variant that manages inventory stock at the seed's location. */
export async function stockVariant(admin: ApiClient, variantId: string, locationId: string, quantity: number): Promise<void> {
  const { variant } = await admin.get<{ variant: { inventory: Id[] } }>(`/admin/variants/${variantId}/inventory`);
  const item = variant.inventory[0];
  if (!item) return;
  await admin.post(`/admin/inventory-items/${item.id}/location-levels`, { location_id: locationId, stocked_quantity: quantity });
}

/** Adds the products, customers and orders to a seeded backend. */
export async function seedStore(admin: ApiClient, backendUrl: string, seed: SeedIds): Promise<StoreSeed> {
  await admin.post("/admin/store", { name: "Northwind Goods" });
  const channels = [{ id: seed.salesChannelId }, { id: seed.store.defaultSalesChannelId }];
  const products: SeedItem[] = [];
  for (const spec of PRODUCTS) {
    const { product } = await admin.post<{ product: Id & { variants: (Id & { title: string; sku: string })[] } }>(
      "/admin/products",
      {
        title: spec.title,
        handle: spec.handle,
        description: `${spec.title}, made to last.`,
        status: "published",
        thumbnail: `/walk-assets/${spec.handle}.svg`,
        images: [`/walk-assets/${spec.handle}.svg`],
        collection_id: seed.collectionId,
        sales_channels: channels,
        options: spec.options.map((title) => ({ title })),
        variants: spec.variants.map((values) => ({
          title: values.join(" / "),
          sku: `${spec.handle}-${values.join("-")}`.toUpperCase(),
          manage_inventory: true,
          prices: [
            { currency_code: "usd", amount: spec.price },
            { currency_code: "eur", amount: spec.price - 200 },
          ],
          options: values.map((value) => ({ value })),
        })),
      },
    );
    for (const variant of product.variants) await stockVariant(admin, variant.id, seed.stockLocationId, 1000);
    products.push({ title: spec.title, handle: spec.handle, id: product.id, variants: product.variants });
  }

  const customers: StoreSeed["customers"] = [];
  for (const [first, last] of CUSTOMERS) {
    const email = `${first}.${last}@example.com`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
    customers.push(await addCustomer(admin, backendUrl, seed, { first, last, email }));
  }

  const states: OrderState[] = ["awaiting", "paid", "fulfilled", "shipped", "returned", "canceled"];
  const orders = {} as StoreSeed["orders"];
  for (const [i, state] of states.entries()) {
    const customer = customers[i % customers.length]!;
    const [first, last] = customer.name.split(" ") as [string, string];
    const product = products[i % products.length]!;
    const placed = await placeOrder(backendUrl, seed, {
      email: customer.email,
      name: [first, last],
      lines: [
        { variantId: product.variants[0]!.id, quantity: 2 },
        { variantId: products[(i + 1) % products.length]!.variants[0]!.id, quantity: 1 },
      ],
    });
    await advanceOrder(admin, placed.id, state, seed);
    orders[state] = { id: placed.id, displayId: placed.displayId };
  }
  return { seed, products, customers, orders };
}
