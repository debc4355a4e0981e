import type { OasArea } from "../extract/oas";
import type { JsonObject } from "./types";

/**
 * The security schemes the operations name (`api_token`, `cookie_auth`, `jwt_token`). The package
 * does not define them; they are written here from the backend's code, in our words:
 *
 * - `dist/api/middlewares/authenticate.js` (admin routes) runs passport's `admin-session`,
 *   `admin-bearer` and `admin-api-token` strategies; `authenticate-customer.js` and
 *   `require-customer-authentication.js` (store routes) run `store-session` and `store-bearer`.
 * - `dist/loaders/passport.js` defines them: `*-session` read `req.session.user_id` or
 *   `req.session.customer_id`; `*-bearer` verify a JWT from the `Authorization: Bearer` header
 *   with `projectConfig.jwt_secret` and require `domain: "admin"` (with `user_id`) or
 *   `domain: "store"` (with `customer_id`); `admin-api-token` looks the `x-medusa-access-token`
 *   header up with `AuthService.authenticateAPIToken`, which finds the user whose `api_token` it is.
 * - `dist/loaders/express.js`: the session cookie is express-session's, named
 *   `projectConfig.session_options.name` or `connect.sid`.
 * - `dist/api/routes/{admin,store}/auth/create-session.js` put the user's or customer's ID on the
 *   session; `get-token.js` sign the JWT (`expiresIn` 24h for admin, 30d for store).
 */
export function securitySchemes(area: OasArea): Record<string, JsonObject> {
  const cookie: JsonObject = {
    type: "apiKey",
    in: "cookie",
    name: "connect.sid",
    description:
      area === "admin"
        ? "The session cookie the backend sets when an admin user logs in with `POST /admin/auth`. Browsers send it back " +
          "by themselves; other clients pass it in the `Cookie` header. `connect.sid` is the default name: the " +
          "`session_options.name` setting of the project config changes it."
        : "The session cookie the backend sets when a customer logs in with `POST /store/auth`. Browsers send it back by " +
          "themselves; other clients pass it in the `Cookie` header. `connect.sid` is the default name: the " +
          "`session_options.name` setting of the project config changes it.",
  };
  const jwt: JsonObject = {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      area === "admin"
        ? "A JSON Web Token from `POST /admin/auth/token`, sent as `Authorization: Bearer <token>`. It is signed with the " +
          "project's `jwt_secret` and is valid for 24 hours."
        : "A JSON Web Token from `POST /store/auth/token`, sent as `Authorization: Bearer <token>`. It is signed with the " +
          "project's `jwt_secret` and is valid for 30 days.",
  };
  if (area === "store") return { cookie_auth: cookie, jwt_token: jwt };
  return {
    api_token: {
      type: "apiKey",
      in: "header",
      name: "x-medusa-access-token",
      description:
        "An admin user's API token, sent in the `x-medusa-access-token` header. A user has one once its `api_token` field " +
        "is set, for example with `POST /admin/users/{id}`. Suited to servers and scripts: it does not expire.",
    },
    cookie_auth: cookie,
    jwt_token: jwt,
  };
}

/**
 * The store's publishable API key is not authentication: it is an optional header that limits
 * what a request sees to the key's sales channels. It is modelled as a header parameter of the
 * operations whose routes read it, so that readers see it where it matters and a missing key
 * is not reported as a failed security requirement:
 *
 * - `dist/api/routes/store/products/index.js` and `store/variants/index.js` mount
 *   `extendRequestParams` (reads `x-publishable-api-key`, loads the key's sales channels) and
 *   `validateSalesChannelParam` on every route below `/store/products` and `/store/variants`.
 * - `dist/api/routes/store/carts/index.js` mounts them on `POST /store/carts` only; the new cart
 *   gets the key's sales channel (`create-cart.js`).
 * - The product list adds the key's channels to its filter (list-products.js); the single product
 *   and variant routes refuse one outside them, 400 (validateProductSalesChannelAssociation,
 *   validateProductVariantSalesChannelAssociation); the variant list only uses the key's channel for
 *   the availability (list-variants.js).
 */
export const PUBLISHABLE_KEY_PARAMETER = "publishable_api_key";

export function publishableKeyParameter(): JsonObject {
  return {
    in: "header",
    name: "x-publishable-api-key",
    required: false,
    description:
      "A publishable API key (created with `POST /admin/publishable-api-keys`). When given, a `sales_channel_id` outside the sales channels " +
      "the key is scoped to is rejected, the product list only shows products of those channels, a single product or variant of another " +
      "channel answers 400 (the variant list is not filtered), and a new cart is put in the key's sales channel.",
    schema: { type: "string", example: "pk_01H0000000000000000000000" },
  };
}

/** Whether the route of a store operation reads the publishable API key header. */
export function readsPublishableKey(method: string, path: string): boolean {
  if (/^\/store\/(products|variants)(\/|$)/.test(path)) return true;
  return method === "post" && path === "/store/carts";
}

/**
 * The authentication an operation's route really asks for, from how the backend mounts it
 * (`readMounts`: the `@oas` blocks' `x-authenticated` and `security` disagree for 17 routes).
 * `dist/api/routes/admin/index.js` mounts the auth routes, the users' password routes and
 * `POST /admin/invites/accept` before `authenticate()`, which guards every later admin route
 * (`GET` and `DELETE /admin/auth` call it themselves). The store reads a logged-in customer on
 * every route (`authenticateCustomer()` in `store/index.js`) but requires one only behind
 * `requireCustomerAuthentication()`, so its other routes list the customer schemes as optional
 * (the empty requirement `{}` first).
 */
export function authenticationOf(area: OasArea, guarded: boolean): { "x-authenticated": boolean; security: JsonObject[] } {
  const schemes = Object.keys(securitySchemes(area)).map((name) => ({ [name]: [] }));
  if (guarded) return { "x-authenticated": true, security: schemes };
  return { "x-authenticated": false, security: area === "store" ? [{}, ...schemes] : [] };
}

/** Whether an operation of the built documents needs a logged-in user or customer (set by `authenticationOf`). */
export function requiresAuth(op: JsonObject): boolean {
  return op["x-authenticated"] === true;
}

/**
 * The routes mounted without an authentication middleware that still answer 401, by "area
 * operationId", with where the 401 comes from. The `@oas` blocks list 401 on others that need no
 * authentication (the store's order edit and payment collection routes, the category, tag and type
 * lists, the invite acceptance…), which never answer it: the build drops it there. A route behind
 * `authenticate()` or `requireCustomerAuthentication()` keeps its 401.
 */
export const UNGUARDED_401: Readonly<Record<string, string>> = {
  "admin PostAuth": "dist/api/routes/admin/auth/create-session.js: res.sendStatus(401) when no user has the email and password",
  "admin PostToken": "dist/api/routes/admin/auth/get-token.js: res.sendStatus(401) when no user has the email and password",
  "admin PostUsersUserPassword":
    'dist/api/routes/admin/users/reset-password.js: res.status(401).send("Invalid or expired password reset token")',
  "store PostAuth":
    "dist/api/routes/store/auth/create-session.js: res.sendStatus(401) when no customer has the email and password",
  "store PostToken": "dist/api/routes/store/auth/get-token.js: res.sendStatus(401) when no customer has the email and password",
  "store PostCustomersResetPassword":
    'dist/api/routes/store/customers/reset-password.js: MedusaError UNAUTHORIZED "Invalid or expired password reset token"',
};

/** Drops the `@oas` block's 401 from an operation whose route runs no authentication and never answers 401 (UNGUARDED_401). In place. */
export function withoutUnansweredUnauthorized(where: string, op: JsonObject): void {
  const responses = op.responses as JsonObject | undefined;
  if (!responses?.["401"] || requiresAuth(op) || UNGUARDED_401[where] !== undefined) return;
  delete responses["401"];
}
