import type { EntityIndex } from "../diagrams/entities";
import { join } from "node:path";
import type { Diagnostic } from "../diagnostics";
import type { PageSource } from "../render/page-source";
import type { SidebarItemInput } from "../sidebars/types";
import type { PageMeta, Redirect } from "../site/types";
import { ALLOWED_DOC_PROBLEMS, ALLOWED_DOCS_URLS, type AllowedProblem } from "./allowlist";
import { ANCHOR_FORWARDS } from "./anchor-forwards";
import { extractReference, type ExtractedReference } from "./extract";
import { readIntros } from "./extract/intros";
import type { ExtractedErrors } from "./extract/errors";
import type { ExtractedOas } from "./extract/oas";
import type { DocProblem } from "./extract/types";
import { referenceFamilies } from "./families";
import { PROVIDERS } from "./families/providers";
import { readErrorsData } from "./families/errors/data";
import { readRecordedExamples } from "./families/rest/examples";
import { readKnownDifferences } from "./families/rest/findings";
import { readSampleOverrides } from "./families/rest/sample-overrides";
import { readSchemaAdditions } from "./openapi/schema-additions";
import { readValidatorChanges } from "./families/rest/validator-changes";
import { buildReference } from "./model/build";
import type { DocsUrlRecord, GuideTarget } from "./model/docs-urls";
import { V1_MISSING, V1_RENAMED } from "./v1-missing";

/** A generated page: what the site knows about it, and what its renderer needs. */
export interface GeneratedPage {
  meta: PageMeta;
  source: PageSource;
}

export interface GeneratedReference {
  pages: GeneratedPage[];
  redirects: Redirect[];
  /** Files served as they are, by URL path (`/api/admin/openapi.json`). */
  files: { path: string; content: string }[];
  /** The entities and their relations, for the guides' entity diagrams. */
  entities: EntityIndex;
  /** Sidebar items by family id (see SIDEBAR_FAMILIES). */
  sidebars: Record<string, SidebarItemInput[]>;
  /** Doc problems the allowlist does not accept: the build fails on them. */
  problems: Diagnostic[];
  /** What became of each link of the packages' text to the 1.x docs site. */
  docsUrls: DocsUrlRecord[];
  /** What the error reference's call graph followed, and the calls it could not (printed by the build). */
  errorGraph?: ExtractedErrors["graph"];
  timings: { extractMs: number; modelMs: number; errorsMs?: number };
}

/** The build's lines about the error reference's call graph: a summary, then every call it could not resolve. */
export function errorGraphReport(graph: ExtractedErrors["graph"], max = 40): string[] {
  const outside = Object.values(graph.outside).reduce((a, b) => a + b, 0);
  const lines = [
    `errors: call graph of ${graph.functions} functions: ${graph.followed} calls followed, ${outside} leave the scanned code, ${graph.unresolved.length} unresolved`,
    ...graph.unresolved.slice(0, max).map((u) => `  unresolved: ${u.caller}: ${u.call}: ${u.reason}`),
  ];
  if (graph.unresolved.length > max) lines.push(`  … and ${graph.unresolved.length - max} more`);
  return lines;
}

/** Problems not covered by the allowlist, as diagnostics (`@medusajs/medusa dist/x.d.ts:12: …`). */
export function unexpectedProblems(
  problems: readonly DocProblem[],
  allowed: readonly AllowedProblem[] = ALLOWED_DOC_PROBLEMS,
): Diagnostic[] {
  return problems
    .filter(
      (p) =>
        !allowed.some((a) => a.pkg === p.pkg && (a.file === undefined || a.file === p.file) && p.message.includes(a.message)),
    )
    .map((p) => ({
      file: `${p.pkg} ${p.file}`,
      line: p.line,
      message: p.message,
      hint:
        p.hint ??
        (p.pkg === "medusa-docs"
          ? "the entry is ours: correct or remove it"
          : "fix the package, or accept the problem with a reason in src/reference/allowlist.ts"),
    }));
}

/** The families the reference's front page lists, in order; only those that exist are shown. */
const HUB = [
  { name: "Services", route: "/references/services", description: "Core services and their methods." },
  { name: "Entities", route: "/references/entities", description: "The data model: entities and enumerations." },
  { name: "JS Client", route: "/references/js-client", description: "@medusajs/medusa-js resources and methods." },
  { name: "Medusa React", route: "/references/medusa-react", description: "medusa-react hooks, providers and utilities." },
  { name: "Inventory Module", route: "/references/inventory", description: "IInventoryService methods." },
  { name: "Stock Location Module", route: "/references/stock_location", description: "IStockLocationService methods." },
  { name: "Pricing Module", route: "/references/pricing", description: "IPricingModuleService methods." },
  { name: "Product Module", route: "/references/product", description: "IProductModuleService methods." },
  { name: "Workflows", route: "/references/workflows", description: "@medusajs/workflows-sdk functions and types." },
  { name: "Configurations", route: "/references/medusa_config", description: "Every option of medusa-config.js." },
  {
    name: "Errors",
    route: "/references/errors",
    description: "Every error message of the backend: what the API answers, where it is thrown, how to fix it.",
  },
  ...PROVIDERS.map((p) => ({
    name: p.title,
    route: `/references/${p.family}`,
    description: `The ${p.title.toLowerCase()} interface.`,
  })),
  { name: "Medusa package", route: "/references/medusa", description: "Every other export of @medusajs/medusa." },
  { name: "Types", route: "/references/types", description: "The shared types of @medusajs/types." },
  { name: "Utils", route: "/references/utils", description: "Promotion values and other declarations of @medusajs/utils." },
  { name: "Medusa React types", route: "/references/medusa_react", description: "Types used by medusa-react." },
];

/** What the reference reads from the pinned packages before it knows anything of the guides. */
export interface ReferenceExtraction {
  reference: ExtractedReference;
  intros: ReturnType<typeof readIntros>;
  ms: number;
}

/**
 * Reads the pinned packages (declarations, doc comments, the compiled code's throws) and the
 * families' intros: the part of the reference that needs no guide, so the build can run it while
 * the guides compile.
 */
export function extractFromPackages(root: string, oas?: ExtractedOas): ReferenceExtraction {
  const t0 = performance.now();
  const reference = extractReference({ nodeModules: join(root, "node_modules"), oas });
  const intros = readIntros(join(root, "src/reference/intros"));
  return { reference, intros, ms: performance.now() - t0 };
}

/**
 * Generates the reference from the pinned packages: pages with their models, sidebars, and
 * redirects for the 1.x reference URLs. `site` is the rest of the site, where the packages' links
 * to the 1.x docs are sent: the guides (with their anchors, once compiled) and the redirects.
 */
export function generateReference(
  root: string,
  v1Urls: readonly string[],
  site?: { guides: readonly GuideTarget[]; redirects: readonly Redirect[]; url?: string },
  extracted: ReferenceExtraction = extractFromPackages(root),
): GeneratedReference {
  const { reference: ex, intros, ms: extractMs } = extracted;
  const t1 = performance.now();
  const model = buildReference(ex, {
    v1Urls,
    families: referenceFamilies({
      knownDifferences: readKnownDifferences(root),
      validatorChanges: readValidatorChanges(root),
      errors: readErrorsData(root),
      apiExamples: readRecordedExamples(root),
    }),
    intros,
    hub: HUB,
    missing: V1_MISSING,
    renamed: V1_RENAMED,
    site,
    allowedDocsUrls: ALLOWED_DOCS_URLS,
    openApi: { sampleOverrides: readSampleOverrides(root), schemaAdditions: readSchemaAdditions(root) },
  });
  const t2 = performance.now();
  return {
    pages: model.pages.map((p) => ({
      meta: { ...p.meta, anchorForwards: ANCHOR_FORWARDS[p.meta.route] ? { ...ANCHOR_FORWARDS[p.meta.route] } : undefined },
      source: { kind: "reference", pageId: p.meta.id, model: p.model },
    })),
    redirects: model.redirects,
    files: model.files,
    entities: model.entities,
    sidebars: model.sidebars,
    problems: [
      ...unexpectedProblems([...ex.problems, ...model.problems]),
      ...model.redirectProblems.unresolved.map((url) => ({
        file: "src/reference/v1-missing.ts",
        message: `${url} (a page of the 1.x reference) leads to no page that documents it`,
        hint: "if the pinned packages do not have its declaration, list the URL here with the reason",
      })),
      ...model.redirectProblems.stale.map((url) => ({
        file: "src/reference/v1-missing.ts",
        message: `${url} is listed as missing, but a page documents it now (or it is no 1.x URL)`,
        hint: "remove it from the list",
      })),
      ...model.docsUrls.stale.map((url) => ({
        file: "src/reference/allowlist.ts",
        message: `ALLOWED_DOCS_URLS lists ${url}, but no package links to it, or a page here now covers it`,
        hint: "remove it from the list",
      })),
    ],
    docsUrls: model.docsUrls.records,
    errorGraph: ex.errors?.graph,
    timings: {
      extractMs: Math.round(extractMs),
      modelMs: Math.round(t2 - t1),
      errorsMs: ex.errors ? Object.values(ex.errors.timings).reduce((a, b) => a + b, 0) : undefined,
    },
  };
}
