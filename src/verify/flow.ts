/**
 * Smoke checks of a seeded backend: the three ways to authenticate to the admin API, and an order
 * placed through the storefront API and then fulfilled and returned through the admin API.
 */
import { ApiClient, ApiError, cookieFrom } from "./http";
import type { SeedIds } from "./seed";

/** Runs one named step; the harness prints a line for each. */
export type Step = <T>(name: string, run: () => Promise<T>) => Promise<T>;

interface Id {
  id: string;
}

interface UserResponse {
  user: Id & { email: string };
}

function expectUser(response: UserResponse, seed: SeedIds, how: string): void {
  if (response.user.id !== seed.admin.id) {
    throw new Error(`${how}: GET /admin/auth returned user ${response.user.id}, not ${seed.admin.id}`);
  }
}

/** Session cookie, JWT and API token each authenticate `GET /admin/auth`; no credentials get 401. */
export async function checkAdminAuth(baseUrl: string, seed: SeedIds, step: Step): Promise<void> {
  const anonymous = new ApiClient(baseUrl);
  const credentials = { email: seed.admin.email, password: seed.admin.password };

  await step("admin auth: no credentials → 401", async () => {
    try {
      await anonymous.get("/admin/auth");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      throw error;
    }
    throw new Error("GET /admin/auth without credentials succeeded");
  });

  await step("admin auth: session cookie from POST /admin/auth", async () => {
    const login = await anonymous.request<UserResponse>("POST", "/admin/auth", credentials);
    const cookie = cookieFrom(login.headers);
    if (!cookie.includes("connect.sid="))
      throw new Error(`POST /admin/auth set no connect.sid cookie (Set-Cookie: ${cookie || "none"})`);
    expectUser(await anonymous.withAuth({ kind: "cookie", cookie }).get<UserResponse>("/admin/auth"), seed, "cookie");
  });

  await step("admin auth: JWT from POST /admin/auth/token", async () => {
    const { access_token: token } = await anonymous.post<{ access_token: string }>("/admin/auth/token", credentials);
    expectUser(await anonymous.withAuth({ kind: "bearer", token }).get<UserResponse>("/admin/auth"), seed, "bearer");
  });

  await step("admin auth: API token in x-medusa-access-token", async () => {
    expectUser(
      await anonymous.withAuth({ kind: "api-token", token: seed.admin.apiToken }).get<UserResponse>("/admin/auth"),
      seed,
      "api token",
    );
  });
}

interface LineItem extends Id {
  variant_id: string;
  quantity: number;
}

interface CartResponse {
  cart: Id & {
    sales_channel_id: string | null;
    items: LineItem[];
    payment_sessions: { provider_id: string }[];
    payment_session: { provider_id: string } | null;
    shipping_methods: { shipping_option_id: string }[];
    total: number;
  };
}

interface OrderResponse {
  order: Id & {
    display_id: number;
    status: string;
    payment_status: string;
    fulfillment_status: string;
    items: LineItem[];
    fulfillments: Id[];
    returns: (Id & { status: string })[];
  };
}

export interface OrderFlowResult {
  cartId: string;
  orderId: string;
  lineItemId: string;
  fulfillmentId: string;
  returnId: string;
}

/**
 * A guest checkout in the US region with the publishable key's sales channel, then a fulfillment
 * from the seeded stock location and a return request, as admin.
 */
export async function orderFlow(baseUrl: string, seed: SeedIds, admin: ApiClient, step: Step): Promise<OrderFlowResult> {
  const store = new ApiClient(baseUrl).withPublishableKey(seed.publishableApiKeyId);
  const region = seed.regions.us;
  const variant = seed.products.shirt.variants[0]!;
  const address = {
    first_name: "Verify",
    last_name: "Customer",
    address_1: "2 Verify Avenue",
    city: "New York",
    country_code: region.countries[0],
    postal_code: "10002",
    phone: "+1 555 0100",
  };

  const cartId = await step("store: create a cart with the publishable key", async () => {
    const { cart } = await store.post<CartResponse>("/store/carts", { region_id: region.id });
    if (cart.sales_channel_id !== seed.salesChannelId) {
      throw new Error(`the cart is in sales channel ${cart.sales_channel_id}, not the publishable key's ${seed.salesChannelId}`);
    }
    return cart.id;
  });

  await step(`store: add ${variant.sku} to the cart`, async () => {
    const { cart } = await store.post<CartResponse>(`/store/carts/${cartId}/line-items`, { variant_id: variant.id, quantity: 1 });
    const item = cart.items.find((line) => line.variant_id === variant.id);
    if (!item) throw new Error("the cart has no line item for the variant");
  });

  await step("store: set email, shipping and billing addresses", async () => {
    await store.post<CartResponse>(`/store/carts/${cartId}`, {
      email: "guest@medusa-verify.test",
      shipping_address: address,
      billing_address: address,
    });
  });

  await step("store: pick the manual shipping option", async () => {
    const { shipping_options: options } = await store.get<{ shipping_options: Id[] }>(`/store/shipping-options/${cartId}`);
    if (!options.some((option) => option.id === region.shippingOptionId)) {
      throw new Error(`GET /store/shipping-options/${cartId} does not offer ${region.shippingOptionId}`);
    }
    await store.post<CartResponse>(`/store/carts/${cartId}/shipping-methods`, { option_id: region.shippingOptionId });
  });

  await step("store: create payment sessions and select the manual provider", async () => {
    const { cart: withSessions } = await store.post<CartResponse>(`/store/carts/${cartId}/payment-sessions`);
    if (!withSessions.payment_sessions.some((session) => session.provider_id === seed.paymentProviderId)) {
      throw new Error("no manual payment session was created");
    }
    const { cart } = await store.post<CartResponse>(`/store/carts/${cartId}/payment-session`, {
      provider_id: seed.paymentProviderId,
    });
    if (cart.payment_session?.provider_id !== seed.paymentProviderId)
      throw new Error("the manual payment session is not selected");
  });

  const order = await step("store: complete the cart", async () => {
    const result = await store.post<{ type: string; data: OrderResponse["order"] }>(`/store/carts/${cartId}/complete`);
    if (result.type !== "order") throw new Error(`completing the cart gave a ${result.type}, not an order`);
    return result.data;
  });
  const orderItem = order.items.find((item) => item.variant_id === variant.id);
  if (!orderItem) throw new Error("the order has no line item for the variant");

  const fulfillmentId = await step("admin: fulfill the order from the stock location", async () => {
    const { order: fulfilled } = await admin.post<OrderResponse>(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: orderItem.id, quantity: 1 }],
      location_id: seed.stockLocationId,
    });
    if (fulfilled.fulfillment_status !== "fulfilled") throw new Error(`fulfillment status is ${fulfilled.fulfillment_status}`);
    return fulfilled.fulfillments[0]!.id;
  });

  const returnId = await step("admin: request a return", async () => {
    const { order: returned } = await admin.post<OrderResponse>(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: orderItem.id, quantity: 1, reason_id: seed.returnReasonId }],
      return_shipping: { option_id: region.returnShippingOptionId, price: 0 },
      location_id: seed.stockLocationId,
    });
    const requested = returned.returns.find((entry) => entry.status === "requested");
    if (!requested) throw new Error("the order has no requested return");
    return requested.id;
  });

  return { cartId, orderId: order.id, lineItemId: orderItem.id, fulfillmentId, returnId };
}
