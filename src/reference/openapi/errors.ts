import type { JsonObject } from "./types";

/**
 * The error responses the operations `$ref` (`#/components/responses/400_error`, …). The package
 * does not define them, so they are written here from the backend's code, in our words:
 *
 * - `MedusaError.Types` and `MedusaError.Codes`: `medusa-core-utils/dist/errors.js`, which the
 *   routes and the error handler import, and `@medusajs/utils/dist/common/errors.js`, which the
 *   newer services import (the same values).
 * - `@medusajs/medusa/dist/api/middlewares/error-handler.js`: sends `{ code, type, message }`
 *   with a status chosen by the error's `type` (or its `name`, for three TypeORM transaction
 *   errors), and rewrites `code` (and for some errors the message) on the way.
 * - `@medusajs/medusa/dist/api/middlewares/await-middleware.js` (`wrap`): when a validation
 *   middleware has collected `req.errors` (strings), it answers 400 with `{ errors, message }`.
 * - `passport` (`lib/middleware/authenticate.js`): when no strategy authenticates the request, it
 *   answers 401 with the plain text `Unauthorized`; the login routes do the same with
 *   `res.sendStatus(401)`.
 * - `@medusajs/medusa/dist/api/middlewares/feature-flag-enabled.js`: a route behind a disabled
 *   feature flag answers 404 with the plain text `Not Found`.
 * - The idempotent routes (cart completion, returns, swaps, claims…) answer 409 with the plain
 *   text `Failed to create idempotency key` when they cannot create the key.
 *
 * The tests check these lists against the package files.
 */

/** `MedusaError.Types` values. */
export const MEDUSA_ERROR_TYPES = [
  "database_error",
  "duplicate_error",
  "invalid_argument",
  "invalid_data",
  "unauthorized",
  "not_found",
  "not_allowed",
  "unexpected_state",
  "conflict",
  "payment_authorization_error",
] as const;

/** `MedusaError.Codes` values: a route passes one as the error's `code`, which the handler keeps. */
export const MEDUSA_ERROR_CODES = ["insufficient_inventory", "cart_incompatible_state"] as const;

/** Codes the error handler writes itself (`INVALID_STATE_ERROR`, `INVALID_REQUEST_ERROR`, `API_ERROR`, and its default). */
export const HANDLER_ERROR_CODES = ["invalid_state_error", "invalid_request_error", "api_error", "unknown_error"] as const;

/** The message the handler writes for a conflict, and for an error it does not recognise. */
export const CONFLICT_MESSAGE =
  "The request conflicted with another request. You may retry the request with the provided Idempotency-Key.";
export const UNKNOWN_MESSAGE = "An unknown error occurred.";
/** The message of a 400 answer with collected validation errors. */
export const MULTIPLE_ERRORS_MESSAGE = "Provided request body contains errors. Please check the data and retry the request";

/** Which status the handler gives each `type`: the facts the responses below are written from. */
export const STATUS_OF_TYPE: Record<(typeof MEDUSA_ERROR_TYPES)[number] | "unknown_error", number> = {
  not_allowed: 400,
  invalid_data: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  duplicate_error: 422,
  payment_authorization_error: 422,
  database_error: 500,
  unexpected_state: 500,
  invalid_argument: 500,
  unknown_error: 500,
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The schemas the responses use. They replace the package's `@schema Error` and `@schema MultipleErrors`, which do not match the code (see the report). */
export function errorSchemas(): Record<string, JsonObject> {
  return {
    Error: {
      title: "Error",
      type: "object",
      description:
        "The body the backend's error handler sends when a route throws. The status code depends on `type`; " +
        "`code` and `type` are left out when the error has none.",
      required: ["message"],
      properties: {
        code: {
          type: "string",
          description:
            "A finer classification. The handler sets `invalid_state_error` for conflicts (409), `invalid_request_error` " +
            "for duplicates (422), `api_error` for database errors and `unknown_error` for errors it does not recognise (500). " +
            "Otherwise it is the code the route threw the error with, if any: `insufficient_inventory` when a variant does not " +
            "have the stock a cart or order needs.",
          enum: [...HANDLER_ERROR_CODES, ...MEDUSA_ERROR_CODES],
        },
        type: {
          type: "string",
          description:
            "The `MedusaError` type the route threw, which decides the status: `invalid_data` and `not_allowed` 400, " +
            "`unauthorized` 401, `not_found` 404, `conflict` 409, `duplicate_error` and `payment_authorization_error` 422, " +
            "`database_error`, `unexpected_state` and `invalid_argument` 500. `unknown_error` (500) stands for any other error. " +
            "It is missing on a 409 caused by a database transaction conflict.",
          enum: [...MEDUSA_ERROR_TYPES, "unknown_error"],
        },
        message: {
          type: "string",
          description: "What went wrong, in English, for developers. Not meant to be shown to customers as is.",
        },
      },
    },
    MultipleErrors: {
      title: "Multiple errors",
      type: "object",
      description:
        "The body of a 400 answer when the checks that run before a route (for example that every product or sales channel " +
        "the body names exists) found one or more problems.",
      required: ["errors", "message"],
      properties: {
        errors: {
          type: "array",
          description: "One sentence per problem found.",
          items: { type: "string" },
        },
        message: {
          type: "string",
          description: "Always the same sentence, asking to check the data.",
          enum: [MULTIPLE_ERRORS_MESSAGE],
        },
      },
    },
  };
}

const errorExample = (summary: string, value: JsonObject) => ({ summary, value });

const textPlain = (text: string, description: string) => ({
  "text/plain": { schema: { type: "string", description, example: text } },
});

/** `#/components/responses/*`: every name the package's operations refer to. */
export function errorResponses(area: "admin" | "store"): Record<string, JsonObject> {
  const who = area === "admin" ? "an admin user" : "a customer";
  return {
    "400_error": {
      description:
        "Bad request: the body, query or path is not valid (`invalid_data`), or the action is not allowed in the resource's " +
        "current state (`not_allowed`).",
      content: {
        "application/json": {
          schema: { oneOf: [ref("Error"), ref("MultipleErrors")] },
          examples: {
            invalid_data: errorExample("A field fails validation", { type: "invalid_data", message: "email must be an email" }),
            not_allowed: errorExample("Not enough stock", {
              type: "not_allowed",
              code: "insufficient_inventory",
              message: "Variant with id: variant_01H0000000000000000000000 does not have the required inventory",
            }),
            multiple_errors: errorExample("Problems found before the route ran", {
              errors: ["Products prod_01H0000000000000000000000 do not exist"],
              message: MULTIPLE_ERRORS_MESSAGE,
            }),
          },
        },
      },
    },
    unauthorized: {
      description:
        `Unauthorized: the request does not carry valid credentials for ${who}. The authentication middleware answers with ` +
        "the plain text `Unauthorized` (and no JSON body); a route that checks a token itself throws an `unauthorized` error.",
      content: {
        ...textPlain("Unauthorized", "The standard reason phrase of the status."),
        "application/json": {
          schema: ref("Error"),
          example: { type: "unauthorized", message: "Invalid or expired password reset token" },
        },
      },
    },
    incorrect_credentials: {
      description: `Unauthorized: the email and password do not match ${who}. The route answers with the plain text \`Unauthorized\`.`,
      content: textPlain("Unauthorized", "The standard reason phrase of the status."),
    },
    not_found_error: {
      description:
        "Not found: a resource the request names does not exist. A route behind a feature flag that is turned off also " +
        "answers 404, with the plain text `Not Found`.",
      content: {
        "application/json": {
          schema: ref("Error"),
          example: { type: "not_found", message: "Product with id: prod_01H0000000000000000000000 was not found" },
        },
        ...textPlain("Not Found", "Sent when the route's feature flag is off."),
      },
    },
    invalid_state_error: {
      description:
        "Conflict: another request changed or locked the same data (for example an idempotency key in use, or a database " +
        "transaction conflict). Retrying with the same `Idempotency-Key` header is safe. A route that cannot create an " +
        "idempotency key answers with the plain text `Failed to create idempotency key`.",
      content: {
        "application/json": {
          schema: ref("Error"),
          example: { code: "invalid_state_error", type: "conflict", message: CONFLICT_MESSAGE },
        },
        ...textPlain("Failed to create idempotency key", "Sent when the idempotency key cannot be created."),
      },
    },
    invalid_request_error: {
      description:
        "Unprocessable: the data would duplicate an existing record (`duplicate_error`, with the code " +
        "`invalid_request_error`), or a payment provider refused to authorize the payment (`payment_authorization_error`).",
      content: {
        "application/json": {
          schema: ref("Error"),
          examples: {
            duplicate_error: errorExample("A duplicate", {
              code: "invalid_request_error",
              type: "duplicate_error",
              message: "Currency already added",
            }),
            payment_authorization_error: errorExample("Payment not authorized", {
              type: "payment_authorization_error",
              message: 'Failed to authorize Payment Session id "ps_01H0000000000000000000000"',
            }),
          },
        },
      },
    },
    "500_error": {
      description:
        "Server error: a database error (`database_error`, code `api_error`), an unexpected state or argument inside the " +
        "backend, or any error the handler does not recognise, which it reports as `unknown_error` without its details.",
      content: {
        "application/json": {
          schema: ref("Error"),
          examples: {
            unknown_error: errorExample("An unrecognized error", {
              code: "unknown_error",
              type: "unknown_error",
              message: UNKNOWN_MESSAGE,
            }),
            database_error: errorExample("A database error", {
              code: "api_error",
              type: "database_error",
              message: "An error occured while hashing password",
            }),
          },
        },
      },
    },
  };
}
