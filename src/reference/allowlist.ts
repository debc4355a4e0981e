import type { AllowedDocsUrl } from "./model/docs-urls";

/**
 * Doc comment problems in the pinned packages that the reference accepts, each with the reason it
 * is safe to. Anything not listed here fails the build. Review this list when a package is bumped.
 */
export interface AllowedProblem {
  pkg: string;
  /** The file the problem is in; without it, the entry accepts the problem in every file of the package. */
  file?: string;
  /** The problem's message must contain this text. */
  message: string;
  reason: string;
}

export const ALLOWED_DOC_PROBLEMS: readonly AllowedProblem[] = [
  {
    pkg: "@medusajs/medusa",
    message: 'invalid YAML: Missing closing "quote (read after indenting',
    reason:
      "Nine @oas blocks continue a quoted description at column 0. The reader indents those lines and parses the block again (src/reference/extract/oas.ts), so the operation is documented with its whole text.",
  },
  {
    pkg: "@medusajs/medusa",
    message: "but x-authenticated is",
    reason:
      "The blocks' x-authenticated and security marks disagree for some routes; the REST pages say whether a route needs authentication from how the backend mounts it (readMounts in src/reference/extract/mounts.ts), not from these marks.",
  },
  {
    pkg: "@medusajs/medusa",
    message: "x-authenticated is true but there is no security requirement",
    reason: "As above: GET /store/product-tags needs no customer; the page follows the route's middleware.",
  },
  {
    pkg: "@medusajs/types",
    file: "dist/product/service.d.ts",
    message: "{@link retrieveCollections}",
    reason:
      "IProductModuleService has retrieveCollection and listCollections but no retrieveCollections; the name shows as code.",
  },
];

/**
 * Links of the packages' text to the 1.x docs site that no page and anchor here covers (see
 * src/reference/model/docs-urls.ts), by path and anchor without the host and `/v1`. With `to`,
 * the link goes to that page here instead; without it, it stays a link to the docs site. Anything
 * not listed that maps nowhere fails the build.
 */
/** Why the links of the Medusa 2 preview modules' types stay links to the docs site. */
const EXPERIMENTAL =
  "@medusajs/types and @medusajs/utils carry the types of the Medusa 2 preview modules (Auth, Payment, Tax), whose doc comments link to guides of that preview. Medusa 1.x never had those guides, and no page here covers those modules.";

export const ALLOWED_DOCS_URLS: readonly AllowedDocsUrl[] = [
  {
    url: "/development/medusa-worker",
    to: "/development/worker-mode",
    reason:
      "The worker_mode option of @medusajs/types links to the page a later docs site gave worker mode; the 1.x page on worker mode is /development/worker-mode.",
  },
  {
    url: "/development/modules/create#module-scope",
    to: "/development/modules/overview#resources-shared-or-isolated",
    reason:
      "The 1.x guide explained a module's shared or isolated resources while creating a module; here the modules overview explains them.",
  },
  { url: "/experimental/auth/auth-flows", reason: EXPERIMENTAL },
  { url: "/experimental/auth/auth-flows#authentication-with-third-party-service", reason: EXPERIMENTAL },
  { url: "/experimental/payment/payment-flow", reason: EXPERIMENTAL },
  { url: "/experimental/payment/payment-flow#3-authorize-payment-session", reason: EXPERIMENTAL },
  { url: "/experimental/payment/payment-provider", reason: EXPERIMENTAL },
  { url: "/experimental/payment/webhook-events", reason: EXPERIMENTAL },
  { url: "/experimental/tax/tax-calculation-with-provider", reason: EXPERIMENTAL },
  { url: "/experimental/tax/tax-rates-and-rules#combinable-tax-rates", reason: EXPERIMENTAL },
  { url: "/experimental/tax/tax-rates-and-rules#what-are-tax-rules", reason: EXPERIMENTAL },
];
