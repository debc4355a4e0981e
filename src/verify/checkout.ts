/**
 * The storefront checkout that the guides teach, run with the pinned `@medusajs/medusa-js` against
 * the verify backend: the calls of content/modules/carts-and-checkout/storefront/implement-cart.mdx
 * (create a cart, add a line item) and checkout-page.mdx (load the cart, details, shipping
 * options, shipping method, payment sessions, select `manual`, complete, confirmation), in the
 * page's order, with the client configured as the page configures it. The page's statements
 * about what the backend answers are checked on the way: the two errors of completing too early,
 * the error of selecting a provider before the sessions exist, the session selected by itself
 * when the region has one provider, and the order's `awaiting` payment status.
 */
import Medusa from "@medusajs/medusa-js";
import type { SeedIds } from "./seed";

/** The backend's error message, read as the page's `errorMessage` reads it. */
function errorMessage(e: unknown): string | undefined {
  const { response } = e as { response?: { data?: { message?: string }; status?: number } };
  return response?.data?.message;
}

/** A failed request of the flow: its method, URL path, status and body, for the run's report. */
export interface FailedRequest {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

let onFailure: ((f: FailedRequest) => void) | undefined;

/** Calls `run`, which must fail with this status and backend message; throws what happened instead. */
async function expectError(what: string, status: number, message: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    const { config, response } = e as {
      config?: { method?: string; url?: string };
      response?: { status?: number; data?: unknown };
    };
    if (config?.method && config.url && response?.status)
      onFailure?.({
        method: config.method,
        path: new URL(config.url, "http://x").pathname,
        status: response.status,
        body: response.data,
      });
    const got = errorMessage(e);
    const gotStatus = (e as { response?: { status?: number } }).response?.status;
    if (got === message && gotStatus === status) return;
    throw new Error(
      `${what}: the page says the backend answers ${status} "${message}"; it answered ${gotStatus} ${JSON.stringify(got ?? String(e))}`,
      { cause: e },
    );
  }
  throw new Error(`${what}: the page says the backend refuses it ("${message}"), but it succeeded`);
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

export interface CheckoutResult {
  cartId: string;
  orderId: string;
}

export async function checkoutFlow(
  baseUrl: string,
  seed: SeedIds,
  failures?: (f: FailedRequest) => void,
): Promise<CheckoutResult> {
  onFailure = failures;
  // src/app/lib/medusa.ts of the page.
  const medusa = new Medusa({ baseUrl, maxRetries: 3, publishableApiKey: seed.publishableApiKeyId });
  const region = seed.regions.us;
  const variant = seed.products.shirt.variants[1]!;

  // implement-cart.mdx: a cart in the chosen region, and a line item.
  const created = await medusa.carts.create({ region_id: region.id });
  const cartId = created.cart.id;
  await medusa.carts.lineItems.create(cartId, { variant_id: variant.id, quantity: 1 });

  // "Selecting a provider fails if the payment sessions weren't created first."
  await expectError("selecting the manual provider before creating the sessions", 500, "Could not find payment session", () =>
    medusa.carts.setPaymentSession(cartId, { provider_id: "manual" }),
  );
  await expectNoCustomerError(medusa, region.id, variant.id);

  // Load the cart: GET /store/carts/{id}
  const { cart: loaded } = await medusa.carts.retrieve(cartId);
  // The details form offers the region's countries.
  const country = loaded.region.countries[0]?.iso_2;
  expect(country !== undefined, "the cart's region has no country to offer in the details form");
  const address = {
    first_name: "Checkout",
    last_name: "Guide",
    address_1: "3 Guide Street",
    city: "New York",
    postal_code: "10003",
    country_code: country!,
  };

  // Details: POST /store/carts/{id}, then GET /store/shipping-options/{cart_id}
  const { cart: detailed } = await medusa.carts.update(cartId, {
    email: "checkout-guide@medusa-verify.test",
    shipping_address: address,
    billing_address: address,
  });
  expect(
    detailed.customer_id !== null && detailed.customer_id !== undefined,
    "setting the email did not give the cart a customer",
  );
  const { shipping_options } = await medusa.shippingOptions.listCartOptions(cartId);
  const option = shipping_options.find((o) => o.id === region.shippingOptionId);
  expect(option !== undefined, `GET /store/shipping-options/${cartId} does not offer the region's shipping option`);

  // Shipping method: POST /store/carts/{id}/shipping-methods
  const { cart: shipped } = await medusa.carts.addShippingMethod(cartId, { option_id: option!.id! });
  expect(shipped.shipping_methods.length === 1, "the cart has no shipping method after adding one");
  expect(
    shipped.shipping_total === option!.amount,
    `the shipping total ${shipped.shipping_total} is not the option's price ${option!.amount}`,
  );

  // "…or, when its total is above 0, no selected payment session."
  await expectError(
    "completing a cart without a payment session",
    400,
    "You cannot complete a cart without a payment session.",
    () => medusa.carts.complete(cartId),
  );

  // Payment: POST /store/carts/{id}/payment-sessions, then POST /store/carts/{id}/payment-session
  const { cart: withSessions } = await medusa.carts.createPaymentSessions(cartId);
  expect(withSessions.total! > 0, "the cart's total is 0; the page's payment step needs a total above 0");
  // "When the region has only one payment provider, creating the sessions already selects its session."
  expect(
    withSessions.payment_session?.provider_id === "manual",
    "creating the payment sessions did not select the region's only provider",
  );
  const { cart: selected } = await medusa.carts.setPaymentSession(cartId, { provider_id: "manual" });
  expect(selected.payment_session?.provider_id === "manual", "the manual payment session is not selected");

  // Place the order: POST /store/carts/{id}/complete
  const result = await medusa.carts.complete(cartId);
  expect(result.type === "order", `completing the cart answered type "${result.type}", not "order"`);
  const orderId = (result.data as { id: string }).id;

  // Confirmation: GET /store/orders/{id}
  const { order } = await medusa.orders.retrieve(orderId);
  expect(order.email === "checkout-guide@medusa-verify.test", "the order does not have the cart's email");
  expect(order.items.length === 1 && order.items[0]!.variant_id === variant.id, "the order does not hold the cart's line item");
  expect(typeof order.display_id === "number", "the order has no display_id to show");
  expect(order.total === selected.total, `the order's total ${order.total} is not the cart's ${selected.total}`);
  // "In the admin dashboard, the order is listed with the payment status awaiting."
  expect(order.payment_status === "awaiting", `the order's payment status is ${order.payment_status}, not awaiting`);
  return { cartId, orderId };
}

/**
 * "Completing the cart fails with a 400 error if the cart has no customer": on a cart of its own
 * that has a selected payment session, so that the payment check, which the backend makes first,
 * passes.
 */
async function expectNoCustomerError(medusa: Medusa, regionId: string, variantId: string): Promise<void> {
  const { cart } = await medusa.carts.create({ region_id: regionId });
  await medusa.carts.lineItems.create(cart.id, { variant_id: variantId, quantity: 1 });
  const { cart: withSessions } = await medusa.carts.createPaymentSessions(cart.id);
  expect(withSessions.payment_session !== null, "creating the payment sessions of a cart without email selected none");
  await expectError("completing a cart without an email", 400, "Cannot create an order from the cart without a customer", () =>
    medusa.carts.complete(cart.id),
  );
}
