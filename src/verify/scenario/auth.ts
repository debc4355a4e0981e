/** Logging in and out, as an admin user and as a customer, with each way the APIs accept. */
import { cookieFrom } from "../http";
import type { StepGroup } from "./types";

export const authGroup: StepGroup = {
  name: "authentication",
  steps: [
    {
      op: "admin PostAuth",
      as: "anonymous",
      body: { email: "@seed.admin.email", password: "@seed.admin.password" },
      sample: { replace: { "user@example.com": "@seed.admin.email", supersecret: "@seed.admin.password" } },
      save: { adminCookie: (response) => cookieFrom(response.headers) },
    },
    { op: "admin GetAuth", note: "with the API token, as the cURL sample does" },
    { op: "admin GetAuth", as: { cookie: "adminCookie" } },
    {
      op: "admin PostToken",
      as: "anonymous",
      body: { email: "@seed.admin.email", password: "@seed.admin.password" },
      sample: { replace: { "user@example.com": "@seed.admin.email", supersecret: "@seed.admin.password" } },
      save: { adminJwt: "access_token" },
    },
    { op: "admin DeleteAuth", as: { cookie: "adminCookie" } },
    {
      op: "store PostAuth",
      as: "anonymous",
      body: { email: "@seed.customer.email", password: "@seed.customer.password" },
      sample: { replace: { "user@example.com": "@seed.customer.email", supersecret: "@seed.customer.password" } },
      save: { customerCookie: (response) => cookieFrom(response.headers) },
    },
    {
      op: "store PostToken",
      as: "anonymous",
      body: { email: "@seed.customer.email", password: "@seed.customer.password" },
      sample: { replace: { "user@example.com": "@seed.customer.email", supersecret: "@seed.customer.password" } },
      save: { customerToken: "access_token" },
    },
    { op: "store GetAuth", as: "customer" },
    { op: "store GetAuthEmail", as: "anonymous", path: { email: "@seed.customer.email" } },
    { op: "store DeleteAuth", as: { cookie: "customerCookie" } },
  ],
};
