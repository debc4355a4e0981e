import type { ExtractedThrow } from "../../extract/errors";

/**
 * Which page of the error reference a thrown message goes on, decided by where it is thrown (its
 * first throw site): a page per service and per API resource, one for the middlewares, the
 * strategies, the loaders and the rest of the backend, and one per module or package. Validation
 * and database errors have pages of their own, and so do the hand-written ones.
 */
export interface PageSpec {
  /** The page's path below `/references/errors`. */
  slug: string;
  title: string;
  sidebarLabel: string;
  description: string;
  /** The group of the index and the sidebar. */
  group: GroupName;
  /** What its errors come from, for its intro: Markdown. */
  source: string;
}

export const GROUPS = [
  "Requests",
  "Admin API routes",
  "Store API routes",
  "Services",
  "Modules and packages",
  "Start-up, background jobs and clients",
] as const;
export type GroupName = (typeof GROUPS)[number];

/** The throw of the validator itself: its message is the failed constraints' messages joined. */
export const VALIDATOR_FILE = "dist/utils/validator.js";
/** The throws that turn PostgreSQL errors into `MedusaError`s. */
export const FORMATTER_FILE = "dist/utils/exception-formatter.js";

const MEDUSA = "@medusajs/medusa";

export function pageSlugOf(t: ExtractedThrow): string {
  if (t.pkg === "@medusajs/inventory") return "modules/inventory";
  if (t.pkg === "@medusajs/stock-location") return "modules/stock-location";
  if (t.pkg === "@medusajs/product") return "modules/product";
  if (t.pkg === "@medusajs/pricing") return "modules/pricing";
  if (t.pkg === "@medusajs/core-flows" || t.pkg === "@medusajs/orchestration") return "packages/workflows";
  if (t.pkg === "@medusajs/link-modules") return "packages/link-modules";
  if (t.pkg.startsWith("medusa-plugin-")) return "packages/plugins";
  if (t.pkg !== MEDUSA) return "packages/utils";
  if (t.file === FORMATTER_FILE) return "database";
  if (t.file === VALIDATOR_FILE || t.file.startsWith("dist/utils/validators/") || t.file.startsWith("dist/types/validators/"))
    return "validation";
  const service = /^dist\/services\/([\w-]+)\.js$/.exec(t.file);
  if (service) return `services/${service[1]}`;
  const route = /^dist\/api\/routes\/(admin|store)\/([\w-]+)\//.exec(t.file);
  if (route) return `api/${route[1]}/${route[2]}`;
  if (t.file.startsWith("dist/api/middlewares/")) return "api/middlewares";
  if (t.file.startsWith("dist/api-v2/")) return "api/v2";
  if (t.file.startsWith("dist/strategies/")) return "strategies";
  if (t.file.startsWith("dist/loaders/")) return "loaders";
  return "backend";
}

const words = (slug: string) => slug.replace(/-/g, " ");

/** The page of a slug; `className` names a service page's class (from its throws' methods). */
export function pageSpec(slug: string, className?: string): PageSpec {
  const service = /^services\/([\w-]+)$/.exec(slug);
  if (service) {
    const name = className ?? words(service[1]!);
    return {
      slug,
      title: `${name} errors`,
      sidebarLabel: name,
      description: `The errors ${name} throws, what the API answers for each and which operations reach it.`,
      group: "Services",
      source: `the \`${name}\` service (\`${MEDUSA}\` \`dist/services/${service[1]}.js\`)`,
    };
  }
  const route = /^api\/(admin|store)\/([\w-]+)$/.exec(slug);
  if (route) {
    const area = route[1] === "admin" ? "Admin" : "Store";
    return {
      slug,
      title: `${area} API ${words(route[2]!)} route errors`,
      sidebarLabel: words(route[2]!),
      description: `The errors the ${area} API's ${words(route[2]!)} route handlers throw themselves, and what the API answers.`,
      group: route[1] === "admin" ? "Admin API routes" : "Store API routes",
      source: `the route handlers of \`${MEDUSA}\` \`dist/api/routes/${route[1]}/${route[2]}\``,
    };
  }
  const fixed = FIXED_PAGES[slug];
  if (!fixed) throw new Error(`Error reference: no page for ${slug}`);
  return { slug, ...fixed };
}

const FIXED_PAGES: Record<string, Omit<PageSpec, "slug">> = {
  validation: {
    title: "Validation errors",
    sidebarLabel: "Validation",
    description: "The messages of a request whose body or query fails validation, one per constraint.",
    group: "Requests",
    source: "the validation of request bodies and queries (`class-validator` and the backend's own validators)",
  },
  database: {
    title: "Database errors",
    sidebarLabel: "Database",
    description: "The PostgreSQL errors the backend turns into API errors, and the transaction conflicts it answers 409 to.",
    group: "Requests",
    source: `the error handler's \`formatException\` (\`${MEDUSA}\` \`${FORMATTER_FILE}\`)`,
  },
  "api/middlewares": {
    title: "API middleware errors",
    sidebarLabel: "Middlewares",
    description: "The errors of the middlewares that run before route handlers: authentication, queries, batch jobs, discounts.",
    group: "Requests",
    source: `the API middlewares (\`${MEDUSA}\` \`dist/api/middlewares\`)`,
  },
  "api/v2": {
    title: "Medusa 2 preview route errors",
    sidebarLabel: "Medusa 2 preview routes",
    description: "The errors of the routes the backend serves only with the medusa_v2 feature flag on.",
    group: "Start-up, background jobs and clients",
    source: `the preview routes of Medusa 2 (\`${MEDUSA}\` \`dist/api-v2\`), served only with the \`medusa_v2\` feature flag`,
  },
  strategies: {
    title: "Strategy errors",
    sidebarLabel: "Strategies",
    description: "The errors of the cart completion, price selection, tax calculation and batch job strategies.",
    group: "Start-up, background jobs and clients",
    source: `the strategies (\`${MEDUSA}\` \`dist/strategies\`)`,
  },
  loaders: {
    title: "Loader errors",
    sidebarLabel: "Loaders",
    description: "The errors the backend's loaders throw while it starts.",
    group: "Start-up, background jobs and clients",
    source: `the loaders that start the backend (\`${MEDUSA}\` \`dist/loaders\`)`,
  },
  backend: {
    title: "Other backend errors",
    sidebarLabel: "Other backend code",
    description: "The errors of the backend's helpers, repositories, subscribers and scripts.",
    group: "Start-up, background jobs and clients",
    source: `the rest of \`${MEDUSA}\`: helpers, repositories, subscribers, scripts`,
  },
  "modules/inventory": {
    title: "Inventory module errors",
    sidebarLabel: "Inventory module",
    description: "The errors of @medusajs/inventory, the default inventory module.",
    group: "Modules and packages",
    source: "the inventory module (`@medusajs/inventory`)",
  },
  "modules/stock-location": {
    title: "Stock location module errors",
    sidebarLabel: "Stock location module",
    description: "The errors of @medusajs/stock-location, the default stock location module.",
    group: "Modules and packages",
    source: "the stock location module (`@medusajs/stock-location`)",
  },
  "modules/product": {
    title: "Product module errors",
    sidebarLabel: "Product module",
    description: "The errors of @medusajs/product 0.3.13, the experimental product module.",
    group: "Modules and packages",
    source: "the experimental product module (`@medusajs/product` 0.3.13)",
  },
  "modules/pricing": {
    title: "Pricing module errors",
    sidebarLabel: "Pricing module",
    description: "The errors of @medusajs/pricing 0.1.7, the experimental pricing module.",
    group: "Modules and packages",
    source: "the experimental pricing module (`@medusajs/pricing` 0.1.7)",
  },
  "packages/utils": {
    title: "@medusajs/utils errors",
    sidebarLabel: "@medusajs/utils",
    description: "The errors of the shared utilities package, which modules and the backend call.",
    group: "Modules and packages",
    source: "`@medusajs/utils`",
  },
  "packages/workflows": {
    title: "Workflow errors",
    sidebarLabel: "Workflows",
    description: "The errors of the workflows of @medusajs/core-flows and of the orchestration that runs them.",
    group: "Modules and packages",
    source: "the workflows of `@medusajs/core-flows` and `@medusajs/orchestration`",
  },
  "packages/link-modules": {
    title: "Link module errors",
    sidebarLabel: "@medusajs/link-modules",
    description: "The errors of @medusajs/link-modules, which links the Medusa 2 preview modules.",
    group: "Modules and packages",
    source: "`@medusajs/link-modules`, which the Medusa 2 preview loads",
  },
  "packages/plugins": {
    title: "Plugin errors",
    sidebarLabel: "Plugins",
    description: "The errors of the official plugins these docs install and run: the SendGrid notification plugin.",
    group: "Modules and packages",
    source: "the SendGrid plugin (`medusa-plugin-sendgrid` 1.3.13)",
  },
  startup: {
    title: "Start-up errors",
    sidebarLabel: "Start-up",
    description: "Errors the backend prints when it cannot start: configuration, plugins, modules and the database.",
    group: "Start-up, background jobs and clients",
    source: "the backend's start-up",
  },
  clients: {
    title: "Storefront client errors",
    sidebarLabel: "medusa-js and medusa-react",
    description:
      "What @medusajs/medusa-js and medusa-react report when a request fails, and how to read the backend's error in it.",
    group: "Start-up, background jobs and clients",
    source: "`@medusajs/medusa-js` and `medusa-react`",
  },
  "admin-build": {
    title: "Admin build errors",
    sidebarLabel: "Admin build",
    description: "Errors of building and serving the admin dashboard with @medusajs/admin.",
    group: "Start-up, background jobs and clients",
    source: "`@medusajs/admin` and its build",
  },
};
