import type { Redirect } from "../../build/redirects";
import type { SidebarItemInput } from "../../sidebars/types";
import type { PageMeta } from "../../site/types";
import { referencedKeys, type ExportRef, type ExtractedReference } from "../extract";
import { isHidden } from "../extract/doc-comment";
import type { DeclKey, DeclModel, MemberModel, TypePart } from "../extract/types";
import { LinkRegistry } from "./links";
import type {
  DeclarationPage,
  HookView,
  HooksPage,
  IndexItem,
  IndexPage,
  MethodPage,
  PropertyRow,
  RefPageModel,
  SourceRef,
  UsedBy,
} from "./types";
import {
  docView,
  firstSentence,
  methodView,
  methodViews,
  propertyRow,
  propertyRows,
  signatureView,
  tagText,
  typeParamsExpr,
} from "./views";

export interface RefPage {
  meta: PageMeta;
  model: RefPageModel;
}

/** Families whose pages form one of the specification's sidebars. */
export const GENERATED_SIDEBARS = [
  "services",
  "entities",
  "js-client",
  "medusa-react",
  "inventory",
  "stock_location",
  "pricing",
  "product",
  "workflows",
] as const;
export type GeneratedSidebar = (typeof GENERATED_SIDEBARS)[number];

export interface ReferenceModel {
  pages: RefPage[];
  /** Sidebar items by family: the families in GENERATED_SIDEBARS, plus each module's. */
  sidebars: Record<string, SidebarItemInput[]>;
  redirects: Redirect[];
}

const KIND_DIR: Record<DeclModel["kind"], string> = {
  class: "classes",
  interface: "interfaces",
  type: "types",
  enum: "enums",
  function: "functions",
  variable: "variables",
};

const KIND_LABEL: Record<DeclModel["kind"], string> = {
  class: "Classes",
  interface: "Interfaces",
  type: "Type Aliases",
  enum: "Enumerations",
  function: "Functions",
  variable: "Variables",
};

/** A declaration's kind in a sentence: "The Cart class of …". */
const KIND_WORD: Record<DeclModel["kind"], string> = {
  class: "class",
  interface: "interface",
  type: "type",
  enum: "enumeration",
  function: "function",
  variable: "variable",
};

export interface ModuleSpec {
  family: string;
  iface: string;
  /** Folder of @medusajs/types whose declarations belong to the module. */
  dir: string;
  title: string;
}

export interface ProviderSpec {
  family: string;
  title: string;
  pkg: string;
  file: string;
  iface: string;
  abstract: string;
}

const CONFIG_MODULE = "@medusajs/types:dist/common/config-module.d.ts:ConfigModule";

/** The module references: a service interface in @medusajs/types, one page per method. */
const MODULES: readonly ModuleSpec[] = [
  { family: "stock_location", iface: "IStockLocationService", dir: "stock-location", title: "Stock Location Module" },
  { family: "inventory", iface: "IInventoryService", dir: "inventory", title: "Inventory Module" },
  { family: "pricing", iface: "IPricingModuleService", dir: "pricing", title: "Pricing Module" },
  { family: "product", iface: "IProductModuleService", dir: "product", title: "Product Module" },
];

/** Provider references: the interface a provider implements, and the abstract class it extends. */
const PROVIDERS: readonly ProviderSpec[] = [
  {
    family: "file",
    title: "File Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/file-service.d.ts",
    iface: "IFileService",
    abstract: "AbstractFileService",
  },
  {
    family: "fulfillment",
    title: "Fulfillment Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/fulfillment-service.d.ts",
    iface: "FulfillmentService",
    abstract: "AbstractFulfillmentService",
  },
  {
    family: "notification",
    title: "Notification Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/notification-service.d.ts",
    iface: "INotificationService",
    abstract: "AbstractNotificationService",
  },
  {
    family: "payment",
    title: "Payment Processor",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/payment-processor.d.ts",
    iface: "PaymentProcessor",
    abstract: "AbstractPaymentProcessor",
  },
  {
    family: "price_selection",
    title: "Price Selection Strategy",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/price-selection-strategy.d.ts",
    iface: "IPriceSelectionStrategy",
    abstract: "AbstractPriceSelectionStrategy",
  },
  {
    family: "tax",
    title: "Tax Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/tax-service.d.ts",
    iface: "ITaxService",
    abstract: "AbstractTaxService",
  },
  {
    family: "tax_calculation",
    title: "Tax Calculation Strategy",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/tax-calculation-strategy.d.ts",
    iface: "ITaxCalculationStrategy",
    abstract: "AbstractTaxCalculationStrategy",
  },
  {
    family: "search",
    title: "Search Service",
    pkg: "@medusajs/types",
    file: "dist/search/interface.d.ts",
    iface: "ISearchService",
    abstract: "AbstractSearchService",
  },
] as const;

/** Packages whose declarations only get a page when a page refers to them, and where that page goes. */
const OWNER_OF_PACKAGE: Record<string, string> = {
  "@medusajs/medusa": "medusa",
  "@medusajs/types": "types",
  "@medusajs/utils": "utils",
  "medusa-react": "medusa_react",
  "@medusajs/medusa-js": "js-client",
  "@medusajs/workflows-sdk": "workflows",
};

/**
 * The @medusajs/types namespaces the 1.x reference documented. The pinned package also has
 * namespaces of Medusa 2 previews (HttpTypes, OrderTypes, …); their types get pages only when a
 * documented page refers to them. The module namespaces are covered by the module references.
 */
const TYPE_NAMESPACES = new Set([
  "AuthTypes",
  "CacheTypes",
  "CartTypes",
  "CommonTypes",
  "CustomerTypes",
  "DAL",
  "EventBusTypes",
  "FeatureFlagTypes",
  "FulfillmentTypes",
  "LoggerTypes",
  "ModulesSdkTypes",
  "PromotionTypes",
  "RegionTypes",
  "SalesChannelTypes",
  "SearchTypes",
  "TransactionBaseTypes",
  "UserTypes",
  "WorkflowTypes",
]);

/**
 * medusa-react hooks whose doc comment has no `@customNamespace`, and the namespace they belong to
 * (by the API routes they call). Any other untagged `use…` export fails the build, so none is
 * left out silently.
 */
const UNTAGGED_HOOKS: Record<string, string> = {
  useAdminConfirmBatchJob: "Hooks.Admin.Batch Jobs",
  useAdminCreateInvite: "Hooks.Admin.Invites",
  useAdminProductVariants: "Hooks.Admin.Product Variants",
  useLocalStorage: "Utilities",
};

const FAMILY_TITLES: Record<string, string> = {
  medusa: "Medusa Package Reference",
  types: "Types Reference",
  utils: "Utils Reference",
  medusa_react: "Medusa React Types",
};

interface Claim {
  key: DeclKey;
  route: string;
  family: string;
  sidebar: boolean;
  title?: string;
  /** Fill empty member docs from this interface (abstract provider classes). */
  docsFrom?: DeclKey;
}

const snake = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/**
 * The model stage: pure. Turns extracted declarations into reference pages, their sidebars, and
 * redirects for every URL of the 1.x reference that has no page of the same address.
 */
export interface BuildOptions {
  /** URLs of the 1.x reference; each one that is not a page here gets a redirect. */
  v1Urls: readonly string[];
  modules?: readonly ModuleSpec[];
  providers?: readonly ProviderSpec[];
  /** Key of the ConfigModule declaration, documented at /references/medusa_config; null for none. */
  configModule?: DeclKey | null;
}

export function buildReference(ex: ExtractedReference, opts: BuildOptions): ReferenceModel {
  return new Builder(ex, {
    modules: opts.modules ?? MODULES,
    providers: opts.providers ?? PROVIDERS,
    configModule: opts.configModule === undefined ? CONFIG_MODULE : opts.configModule,
  }).build(opts.v1Urls);
}

class Builder {
  readonly links = new LinkRegistry();
  private readonly claims: Claim[] = [];
  private readonly routes = new Set<string>();
  private readonly pages: RefPage[] = [];
  private readonly sidebars: Record<string, SidebarItemInput[]> = {};
  /** The medusa-react hook pages and the hooks on each. */
  private hookGroups: { route: string; keys: DeclKey[] }[] = [];

  constructor(
    private readonly ex: ExtractedReference,
    private readonly opts: { modules: readonly ModuleSpec[]; providers: readonly ProviderSpec[]; configModule: DeclKey | null },
  ) {}

  private decl(key: DeclKey): DeclModel {
    const d = this.ex.decls[key];
    if (!d) throw new Error(`Reference: no declaration ${key}`);
    return d;
  }

  private source(d: DeclModel): SourceRef {
    return { pkg: d.loc.pkg, version: this.ex.versions[d.loc.pkg] ?? "", file: d.loc.file };
  }

  private generatedFrom(pkg: string): string {
    return `${pkg}@${this.ex.versions[pkg] ?? "?"}`;
  }

  /** A route no page has taken yet: typedoc's `-1`, `-2` suffixes for same-named declarations. */
  private uniqueRoute(base: string): string {
    let route = base;
    for (let i = 1; this.routes.has(route); i++) route = `${base}-${i}`;
    this.routes.add(route);
    return route;
  }

  private claim(key: DeclKey, route: string, family: string, extra: Partial<Claim> = {}): Claim | undefined {
    if (this.links.has(key) || !this.ex.decls[key]) return undefined;
    const c: Claim = { key, route, family, sidebar: false, ...extra };
    this.links.claim(key, route);
    this.claims.push(c);
    return c;
  }

  private claimPattern(key: DeclKey, family: string, prefix: string, extra: Partial<Claim> = {}): Claim | undefined {
    if (this.links.has(key) || !this.ex.decls[key]) return undefined;
    const d = this.decl(key);
    return this.claim(key, this.uniqueRoute(`/references/${family}/${KIND_DIR[d.kind]}/${prefix}.${d.name}`), family, extra);
  }

  private exported(entry: keyof ExtractedReference["exports"]): ExportRef[] {
    return this.ex.exports[entry];
  }

  build(v1Urls: readonly string[]): ReferenceModel {
    const entities = this.planEntities();
    const services = this.planServices();
    const jsClient = this.planJsClient();
    const react = this.planMedusaReact();
    const modules = this.opts.modules.map((m) => this.planModule(m));
    const workflows = this.planWorkflows();
    const providers = this.opts.providers.map((p) => this.planProvider(p));
    this.planConfig();
    this.planPackageExports();
    this.planReferencedClosure();
    this.claimMemberAnchors();

    // Every page's links are known now: build the models.
    for (const c of this.claims) this.pages.push(this.declarationPage(c));
    entities();
    services();
    jsClient();
    react();
    modules.forEach((m) => m());
    workflows();
    providers.forEach((p) => p());
    this.familyIndexes();
    this.addUsages();

    return { pages: this.pages, sidebars: this.sidebars, redirects: this.v1Redirects(v1Urls) };
  }

  // ---------- families ----------

  private planEntities(): () => void {
    const classes: Claim[] = [];
    const enums: Claim[] = [];
    for (const e of this.exported("models")) {
      const d = this.ex.decls[e.key];
      if (!d) continue;
      if (d.kind === "class")
        classes.push(
          this.claim(e.key, this.uniqueRoute(`/references/entities/classes/${d.name}`), "entities", { sidebar: true })!,
        );
      else if (d.kind === "enum")
        enums.push(
          this.claim(e.key, this.uniqueRoute(`/references/entities/enums/entities.${d.name}`), "entities", { sidebar: true })!,
        );
    }
    const index = this.uniqueRoute("/references/entities");
    return () => {
      const groups = [
        { title: "Entities", items: this.indexItems(classes) },
        { title: "Enumerations", items: this.indexItems(enums) },
      ];
      this.indexPage(
        index,
        "Entities Reference",
        "Every entity (database model) of @medusajs/medusa and the enumerations their fields use.",
        groups,
        {
          intro:
            "Entities are the TypeORM models of the Medusa backend. Each page lists the entity's fields with their types and descriptions, which fields are relations you can `expand`, and where the entity is used.",
        },
      );
      this.sidebars.entities = [
        this.idOf(index),
        { type: "category", label: "Entities", items: classes.map((c) => this.idOf(c.route)) },
        { type: "category", label: "Enumerations", items: enums.map((c) => this.idOf(c.route)) },
      ];
    };
  }

  private planServices(): () => void {
    const services = this.exported("services")
      .filter((e) => this.ex.decls[e.key]?.kind === "class")
      .map((e) =>
        this.claim(e.key, this.uniqueRoute(`/references/services/classes/services.${e.name}`), "services", { sidebar: true })!,
      )
      .filter(Boolean);
    const index = this.uniqueRoute("/references/services");
    return () => {
      this.indexPage(
        index,
        "Services Reference",
        "Every core service of the Medusa backend, with its methods, parameters and return values.",
        [{ title: "Services", items: this.indexItems(services) }],
        {
          intro:
            "Services hold the business logic of the Medusa backend. Resolve one from the dependency container by its camel-case name (`cartService` for `CartService`) in API routes, subscribers, and your own services.",
        },
      );
      this.sidebars.services = [this.idOf(index), ...services.map((c) => this.idOf(c.route))];
    };
  }

  private planJsClient(): () => void {
    const store: Claim[] = [];
    const admin: Claim[] = [];
    const other: Claim[] = [];
    for (const e of this.exported("medusaJs")) {
      const d = this.ex.decls[e.key];
      if (!d || d.name === "BaseResource") continue;
      const c = this.claim(e.key, this.uniqueRoute(`/references/js-client/${e.name}`), "js-client", {
        sidebar: true,
        title: e.name,
      });
      if (!c) continue;
      if (d.kind === "class" && (e.name === "Admin" || /^Admin.*Resource$/.test(e.name))) admin.push(c);
      else if (d.kind === "class" && e.name.endsWith("Resource")) store.push(c);
      else other.push(c);
    }
    const index = this.uniqueRoute("/references/js-client");
    return () => {
      this.indexPage(
        index,
        "JS Client Reference",
        "Every resource and method of @medusajs/medusa-js, the JavaScript client of the Store and Admin APIs.",
        [
          { title: "Store resources", items: this.indexItems(store) },
          { title: "Admin resources", items: this.indexItems(admin) },
          { title: "Client and types", items: this.indexItems(other) },
        ],
        {
          intro:
            "Create a client with `new Medusa({ baseUrl, maxRetries })`. Its properties are the store resources (`medusa.carts`, `medusa.products`, …) and `medusa.admin`, whose properties are the admin resources. Each method sends one API request and resolves to the response body.",
        },
      );
      this.sidebars["js-client"] = [
        this.idOf(index),
        { type: "category", label: "Client", items: other.map((c) => this.idOf(c.route)) },
        { type: "category", label: "Store Resources", items: store.map((c) => this.idOf(c.route)) },
        { type: "category", label: "Admin Resources", items: admin.map((c) => this.idOf(c.route)) },
      ];
    };
  }

  private planMedusaReact(): () => void {
    type Group = { route: string; title: string; label: string; kind: "hooks" | "providers"; scope?: string; keys: DeclKey[] };
    const groups = new Map<string, Group>();
    const utilities: Claim[] = [];
    for (const e of this.exported("medusaReact")) {
      const d = this.ex.decls[e.key];
      if (!d) continue;
      const ns = tagText(d.doc, "customNamespace") ?? UNTAGGED_HOOKS[d.name];
      if (!ns) {
        if (/^use[A-Z]/.test(e.name)) {
          throw new Error(
            `Reference: medusa-react exports ${e.name} without @customNamespace; add it to UNTAGGED_HOOKS in src/reference/model/build.ts`,
          );
        }
        continue;
      }
      const parts = ns.split(".");
      if (parts[0] === "Utilities") {
        const c = this.claim(e.key, this.uniqueRoute(`/references/medusa-react/utilities/${d.name}`), "medusa-react", {
          sidebar: true,
        });
        if (c) utilities.push(c);
        continue;
      }
      let group: Group;
      if (parts[0] === "Hooks" && parts.length === 3) {
        const route = `/references/medusa-react/hooks/${snake(parts[1]!)}/${snake(parts[2]!)}`;
        group = groups.get(route) ?? {
          route,
          title: `${parts[1]} ${parts[2]} Hooks`,
          label: parts[2]!,
          kind: "hooks",
          scope: parts[1],
          keys: [],
        };
        groups.set(route, group);
      } else if (parts[0] === "Providers" && parts.length === 2) {
        const route = `/references/medusa-react/providers/${snake(parts[1]!)}`;
        group = groups.get(route) ?? { route, title: `${parts[1]} Provider`, label: parts[1]!, kind: "providers", keys: [] };
        groups.set(route, group);
      } else continue;
      group.keys.push(e.key);
    }
    this.hookGroups = [...groups.values()];
    for (const g of groups.values()) {
      this.routes.add(g.route);
      for (const key of g.keys) {
        if (this.links.has(key)) continue;
        this.links.claim(key, `${g.route}#${this.decl(key).name}`);
      }
    }
    const root = this.uniqueRoute("/references/medusa-react");
    const hooksIndex = this.uniqueRoute("/references/medusa-react/hooks");
    const providersIndex = this.uniqueRoute("/references/medusa-react/providers");
    const utilitiesIndex = this.uniqueRoute("/references/medusa-react/utilities");
    return () => {
      const all = [...groups.values()].sort((a, b) => a.route.localeCompare(b.route));
      const reactVersion = this.generatedFrom("medusa-react");
      for (const g of all) {
        const order = (h: HookView) => ({ Queries: 0, Mutations: 1 })[h.category ?? ""] ?? 2;
        const hooks = g.keys.map((k) => this.hookView(k)).sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
        const model: HooksPage = {
          kind: "hooks",
          title: g.title,
          intro:
            g.kind === "hooks"
              ? `Queries and mutations for the ${g.scope} API's ${g.label.toLowerCase()} routes. Use them inside a \`MedusaProvider\`; queries return TanStack Query's query result with the response's fields added, mutations return a mutation result whose \`mutate\` sends the request.`
              : `The ${g.label.toLowerCase()} provider of medusa-react, the hook that reads it, and their types.`,
          source: { pkg: "medusa-react", version: this.ex.versions["medusa-react"] ?? "", file: "dist/index.d.ts" },
          hooks,
        };
        this.addPage(g.route, {
          title: g.title,
          sidebarLabel: g.label,
          description:
            g.kind === "hooks"
              ? `medusa-react hooks for the ${g.scope} ${g.label} API routes: ${hooks
                  .map((h) => h.name)
                  .slice(0, 4)
                  .join(", ")}${hooks.length > 4 ? ", …" : ""}.`
              : `The ${g.label} provider of medusa-react and its hooks.`,
          generatedFrom: reactVersion,
          model,
        });
      }
      const item = (g: Group): IndexItem => ({
        name: g.label,
        href: g.route,
        description: `${g.keys.length} ${g.kind === "hooks" ? "hooks" : "exports"}`,
      });
      const admin = all.filter((g) => g.scope === "Admin");
      const store = all.filter((g) => g.scope === "Store");
      const providers = all.filter((g) => g.kind === "providers");
      this.indexPage(
        hooksIndex,
        "Medusa React Hooks",
        "Every query and mutation hook of medusa-react, grouped by API resource.",
        [
          { title: "Admin", items: admin.map(item) },
          { title: "Store", items: store.map(item) },
        ],
      );
      this.indexPage(
        providersIndex,
        "Medusa React Providers",
        "The providers of medusa-react: the Medusa client, the cart and the session cart.",
        [{ title: "Providers", items: providers.map(item) }],
      );
      this.indexPage(
        utilitiesIndex,
        "Medusa React Utilities",
        "Helpers of medusa-react to compute and format amounts and variant prices.",
        [{ title: "Utilities", items: this.indexItems(utilities) }],
      );
      this.indexPage(
        root,
        "Medusa React Reference",
        "Hooks, providers and utilities of medusa-react, the React library for the Medusa APIs.",
        [
          {
            title: "Reference",
            items: [
              { name: "Hooks", href: hooksIndex, description: "Queries and mutations for every Store and Admin API resource." },
              { name: "Providers", href: providersIndex, description: "MedusaProvider, CartProvider and SessionCartProvider." },
              { name: "Utilities", href: utilitiesIndex, description: "Compute and format amounts and variant prices." },
            ],
          },
        ],
      );
      this.sidebars["medusa-react"] = [
        this.idOf(root),
        {
          type: "category",
          label: "Hooks",
          link: this.idOf(hooksIndex),
          collapsed: false,
          items: [
            { type: "category", label: "Admin", items: admin.map((g) => this.idOf(g.route)) },
            { type: "category", label: "Store", items: store.map((g) => this.idOf(g.route)) },
          ],
        },
        {
          type: "category",
          label: "Providers",
          link: this.idOf(providersIndex),
          items: providers.map((g) => this.idOf(g.route)),
        },
        {
          type: "category",
          label: "Utilities",
          link: this.idOf(utilitiesIndex),
          items: utilities.map((c) => this.idOf(c.route)),
        },
      ];
    };
  }

  private hookView(key: DeclKey): HookView {
    const d = this.decl(key);
    const pkg = d.loc.pkg;
    const signatures = (d.signatures ?? []).map((s) => {
      const view = signatureView(s, this.links, pkg);
      if (!view.doc.summary) view.doc = docView(d.doc, this.links, pkg);
      // The inferred result type of a hook is TanStack Query's union: the response type says more.
      view.returns = [];
      return view;
    });
    const { response, payload } = hookTypes(d);
    return {
      name: d.name,
      anchor: d.name,
      category: tagText(d.doc, "category"),
      signatures:
        signatures.length > 0
          ? signatures
          : [
              {
                typeParams: [],
                params: [],
                returns: this.links.expr(d.type),
                returnsDescription: "",
                doc: docView(d.doc, this.links, pkg),
              },
            ],
      responseType: response ? this.links.expr(response) : undefined,
      payloadType: payload ? this.links.expr(payload) : undefined,
    };
  }

  private planModule(m: ModuleSpec): () => void {
    const ifaceRef = this.exported("types").find((e) => e.name === m.iface);
    if (!ifaceRef) throw new Error(`Reference: @medusajs/types has no ${m.iface}`);
    const iface = this.decl(ifaceRef.key);
    const index = this.uniqueRoute(`/references/${m.family}`);
    this.links.claim(iface.key, index);
    const methods = iface.members.filter((x) => x.kind === "method" && !x.inheritedFrom && !isHidden(x.doc));
    const methodRoutes = methods.map((x) => {
      const route = this.uniqueRoute(`/references/${m.family}/${x.name}`);
      this.links.claimMember(iface.key, x.name, route);
      return route;
    });
    const prefix = `@medusajs/types:dist/${m.dir}/`;
    for (const key of Object.keys(this.ex.decls).sort()) {
      if (key.startsWith(prefix) && key !== iface.key) this.claimPattern(key, m.family, m.family);
    }
    return () => {
      methods.forEach((x, i) => {
        const method = methodView(x, this.links, iface.loc.pkg);
        const model: MethodPage = {
          kind: "method",
          moduleTitle: m.title,
          interfaceName: iface.name,
          interfaceHref: index,
          source: this.source(iface),
          method,
        };
        this.addPage(methodRoutes[i]!, {
          title: `${x.name} - ${m.title} Reference`,
          sidebarLabel: x.name,
          description:
            firstSentence(method.signatures[0]?.doc.summary ?? "") || `The ${x.name} method of the ${m.title}'s ${iface.name}.`,
          generatedFrom: this.generatedFrom(iface.loc.pkg),
          model,
        });
      });
      const items: IndexItem[] = methods.map((x, i) => ({
        name: x.name,
        href: methodRoutes[i]!,
        description: firstSentence(x.signatures?.[0]?.doc.summary ?? x.doc.summary),
      }));
      const types = this.claims.filter((c) => c.family === m.family);
      this.indexPage(
        index,
        `${m.title} Reference`,
        `Every method of the ${m.title}'s main service, ${iface.name}, and the types they use.`,
        [
          { title: "Methods", items },
          { title: "Types", items: this.indexItems(types) },
        ],
        {
          intro:
            docView(iface.doc, this.links, iface.loc.pkg).summary ||
            `The methods of ${iface.name}, the main service of the ${m.title}.`,
        },
      );
      this.sidebars[m.family] = [
        this.idOf(index),
        { type: "category", label: "Methods", collapsed: false, items: methodRoutes.map((r) => this.idOf(r)) },
      ];
    };
  }

  private planWorkflows(): () => void {
    const fns: Claim[] = [];
    const rest: Claim[] = [];
    for (const e of this.exported("workflowsSdk")) {
      const d = this.ex.decls[e.key];
      if (!d) continue;
      if (d.kind === "function" && ["createStep", "createWorkflow", "parallelize", "transform"].includes(d.name)) {
        const c = this.claim(e.key, this.uniqueRoute(`/references/workflows/${d.name}`), "workflows", { sidebar: true });
        if (c) fns.push(c);
      } else if (d.kind !== "variable") {
        const c = this.claimPattern(e.key, "workflows", "workflows", { sidebar: true });
        if (c) rest.push(c);
      }
    }
    const index = this.uniqueRoute("/references/workflows");
    return () => {
      const byKind = (kinds: string[]) => rest.filter((c) => kinds.includes(this.decl(c.key).kind));
      this.indexPage(
        index,
        "Workflows Reference",
        "The functions and types of @medusajs/workflows-sdk for building workflows from steps.",
        [
          { title: "Functions", items: this.indexItems(fns) },
          { title: "Classes", items: this.indexItems(byKind(["class"])) },
          { title: "Types", items: this.indexItems(byKind(["interface", "type", "enum", "function"])) },
        ],
        {
          intro:
            "Build a workflow with `createWorkflow` from steps made with `createStep`. Steps return a `StepResponse`; `parallelize` runs steps at the same time and `transform` reshapes data between them.",
        },
      );
      this.sidebars.workflows = [
        this.idOf(index),
        { type: "category", label: "Functions", collapsed: false, items: fns.map((c) => this.idOf(c.route)) },
        { type: "category", label: "Classes", items: byKind(["class"]).map((c) => this.idOf(c.route)) },
        {
          type: "category",
          label: "Types",
          items: byKind(["interface", "type", "enum", "function"]).map((c) => this.idOf(c.route)),
        },
      ];
    };
  }

  private planProvider(p: ProviderSpec): () => void {
    const ifaceKey = `${p.pkg}:${p.file}:${p.iface}`;
    if (!this.ex.decls[ifaceKey]) throw new Error(`Reference: missing provider interface ${ifaceKey}`);
    const prefix = `${p.pkg}:${p.file}:`;
    const claimed: Claim[] = [];
    for (const key of [
      ifaceKey,
      ...Object.keys(this.ex.decls)
        .filter((k) => k.startsWith(prefix))
        .sort(),
    ]) {
      const c = this.claimPattern(key, p.family, p.family);
      if (c) claimed.push(c);
    }
    const abstractRef = [...this.exported("medusa"), ...this.exported("utils")].find((e) => e.name === p.abstract);
    if (abstractRef) {
      const c = this.claimPattern(abstractRef.key, p.family, p.family, { docsFrom: ifaceKey });
      if (c) claimed.push(c);
    }
    const index = this.uniqueRoute(`/references/${p.family}`);
    return () => {
      const iface = this.decl(ifaceKey);
      this.indexPage(
        index,
        `${p.title} Reference`,
        `The interface a ${p.title.toLowerCase()} implements, the class it extends, and their types.`,
        [{ title: "Reference", items: this.indexItems(claimed) }],
        {
          // Provider references are reached from the guides built on them, not from a sidebar.
          sidebar: false,
          intro: `${firstSentence(docView(iface.doc, this.links, iface.loc.pkg).summary, 400) || `A ${p.title.toLowerCase()} implements ${p.iface}.`} To create one, extend \`${p.abstract}\` and implement the methods of [\`${p.iface}\`](${this.links.href(ifaceKey)}).`,
        },
      );
    };
  }

  private planConfig(): void {
    const configKey = this.opts.configModule;
    if (!configKey) return;
    if (!this.ex.decls[configKey]) throw new Error(`Reference: no ConfigModule declaration ${configKey}`);
    const file = configKey.slice(0, configKey.lastIndexOf(":") + 1);
    this.claim(configKey, this.uniqueRoute("/references/medusa_config"), "medusa_config", { title: "Medusa Configurations" });
    for (const key of Object.keys(this.ex.decls)
      .filter((k) => k.startsWith(file))
      .sort())
      this.claimPattern(key, "medusa_config", "medusa_config");
  }

  /** The rest of the public API: every export of @medusajs/medusa, of @medusajs/types (by namespace) and of medusa-react. */
  private planPackageExports(): void {
    for (const e of this.exported("medusa")) {
      if (this.ex.decls[e.key]?.kind !== "variable") this.claimPattern(e.key, "medusa", "medusa");
    }
    const inNamespace = new Set<DeclKey>();
    for (const [ns, refs] of Object.entries(this.ex.typeNamespaces).sort()) {
      for (const e of refs) inNamespace.add(e.key);
      if (!TYPE_NAMESPACES.has(ns)) continue;
      for (const e of refs) this.claimPattern(e.key, `types/${ns}`, `types.${ns}`);
    }
    // Exports outside every namespace, such as the shared-context and joiner types.
    for (const e of this.exported("types")) if (!inNamespace.has(e.key)) this.claimPattern(e.key, "types", "types");
    for (const e of this.exported("medusaReact")) {
      const d = this.ex.decls[e.key];
      if (d && d.kind !== "variable" && d.kind !== "function") this.claimPattern(e.key, "medusa_react", "medusa_react");
    }
    for (const key of Object.keys(this.ex.decls)
      .filter((k) => k.startsWith("@medusajs/utils:dist/promotion/"))
      .sort()) {
      this.claimPattern(key, "utils", "utils");
    }
  }

  /** Declarations that pages refer to get pages too, in the family of their package. */
  private planReferencedClosure(): void {
    for (let i = 0; i < this.claims.length; i++) {
      for (const key of publicReferences(this.decl(this.claims[i]!.key))) {
        if (this.links.has(key) || !this.ex.decls[key]) continue;
        const d = this.decl(key);
        const family = OWNER_OF_PACKAGE[d.loc.pkg];
        if (!family) continue;
        if (family === "js-client") this.claim(key, this.uniqueRoute(`/references/js-client/${d.name}`), family);
        else this.claimPattern(key, family, family);
      }
    }
  }

  /** Methods and properties are anchors on their declaration's page. */
  private claimMemberAnchors(): void {
    for (const c of this.claims) {
      for (const m of this.decl(c.key).members) {
        if ((m.kind === "method" || m.kind === "property" || m.kind === "accessor") && !isHidden(m.doc))
          this.links.claimMember(c.key, m.name, `${c.route}#${m.name}`);
      }
    }
  }

  // ---------- pages ----------

  private idOf(route: string): string {
    return route.slice(1);
  }

  private addPage(
    route: string,
    p: {
      title: string;
      sidebarLabel?: string;
      description: string;
      generatedFrom?: string;
      sidebar?: false;
      position?: number;
      model: RefPageModel;
    },
  ): void {
    this.pages.push({
      meta: {
        id: this.idOf(route),
        route,
        title: p.title,
        sidebarLabel: p.sidebarLabel,
        description: p.description,
        hideToc: false,
        sidebar: p.sidebar,
        section: "reference",
        kind: "reference",
        generatedFrom: p.generatedFrom,
        position: p.position,
      },
      model: p.model,
    });
  }

  private indexItems(claims: readonly Claim[]): IndexItem[] {
    return claims.map((c) => {
      const d = this.decl(c.key);
      return { name: c.title ?? d.name, href: c.route, description: firstSentence(this.summaryOf(d)) };
    });
  }

  private indexPage(
    route: string,
    title: string,
    description: string,
    groups: IndexPage["groups"],
    opts: { intro?: string; sidebar?: false } = {},
  ): void {
    this.addPage(route, {
      title,
      description,
      sidebar: opts.sidebar,
      model: { kind: "index", intro: opts.intro ?? description, groups: groups.filter((g) => g.items.length > 0) },
    });
  }

  /** The description of a declaration: its doc comment, or for schema-described classes the schema's. */
  private summaryOf(d: DeclModel): string {
    return d.doc.summary || (this.ex.schemas[d.name]?.schema.description ?? "");
  }

  private declarationPage(c: Claim): RefPage {
    const d = this.decl(c.key);
    const pkg = d.loc.pkg;
    const donor = c.docsFrom ? this.ex.decls[c.docsFrom] : undefined;
    const members = donor ? inheritDocs(d.members, donor.members) : d.members;
    const doc = docView(d.doc.summary || !donor ? d.doc : donor.doc, this.links, pkg);
    if (!doc.summary && this.ex.schemas[d.name]?.schema.description)
      doc.summary = this.links.markdown(this.ex.schemas[d.name]!.schema.description!, pkg);
    const model: DeclarationPage = {
      kind: "declaration",
      declKind: d.kind,
      name: d.name,
      doc,
      source: this.source(d),
      typeParams: typeParamsExpr(d.typeParams, this.links),
      extends: d.extends.map((e) => this.links.expr(e)),
      implements: d.implements.map((e) => this.links.expr(e)),
      properties:
        c.family === "entities" && d.kind === "class" ? this.entityProperties(d) : propertyRows(members, this.links, pkg),
      methods: methodViews(members, this.links, pkg),
    };
    const ctor = members.find((m) => m.kind === "constructor");
    if (ctor) model.constructorView = methodView(ctor, this.links, pkg);
    if (d.kind === "enum") {
      model.enumMembers = d.members.map((m) => ({
        name: m.name,
        value: m.value,
        description: this.links.markdown(m.doc.summary, pkg),
      }));
    }
    if (d.signatures && d.signatures.length > 0) model.signatures = d.signatures.map((s) => signatureView(s, this.links, pkg));
    if ((d.kind === "type" || d.kind === "variable") && d.members.length === 0 && !d.signatures)
      model.typeExpr = this.links.expr(d.type);
    if (c.docsFrom) {
      model.note = `To implement this, create a class that extends \`${d.name}\`. The methods below are described by the interface [\`${donor!.name}\`](${this.links.href(donor!.key)}).`;
    }
    const title = c.title ?? d.name;
    return {
      meta: {
        id: this.idOf(c.route),
        route: c.route,
        title,
        description: firstSentence(doc.summary) || `The ${title} ${KIND_WORD[d.kind]} of ${pkg}.`,
        hideToc: false,
        sidebar: c.sidebar ? undefined : false,
        section: "reference",
        kind: "reference",
        generatedFrom: this.generatedFrom(pkg),
      },
      model,
    };
  }

  /** Entity fields come from the `@schema` block (descriptions, nullability, defaults, examples), typed by the class. */
  private entityProperties(d: DeclModel): PropertyRow[] {
    const schema = this.ex.schemas[d.name]?.schema;
    const pkg = d.loc.pkg;
    const byName = new Map(d.members.filter((m) => m.kind === "property").map((m) => [m.name, m]));
    const rows: PropertyRow[] = [];
    const required = new Set(schema?.required ?? []);
    for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
      const member = byName.get(name);
      byName.delete(name);
      const row: PropertyRow = member
        ? propertyRow(member, this.links, pkg)
        : { name, type: this.schemaType(prop), optional: false, description: "" };
      row.description = this.links.markdown(prop.description ?? member?.doc.summary ?? "", pkg);
      row.optional = !required.has(name);
      row.nullable = prop.nullable || undefined;
      if (prop.default !== undefined) row.defaultValue = JSON.stringify(prop.default);
      if (prop.example !== undefined)
        row.example = typeof prop.example === "string" ? prop.example : JSON.stringify(prop.example);
      row.expandable = prop["x-expandable"] ? true : undefined;
      row.featureFlag = prop["x-featureFlag"];
      rows.push(row);
    }
    for (const m of byName.values())
      if (!isHidden(m.doc) && !m.protected && !m.doc.tags.some((t) => t.tag === "apiIgnore"))
        rows.push(propertyRow(m, this.links, pkg));
    return rows;
  }

  private schemaType(prop: { type?: string; $ref?: string; items?: { type?: string; $ref?: string } }): PropertyRow["type"] {
    const ref = (r: string) => {
      const name = r.split("/").at(-1)!;
      const href = this.links.byDeclName(name, "@medusajs/medusa");
      return href ? { text: name, href } : name;
    };
    if (prop.$ref) return [ref(prop.$ref)];
    if (prop.type === "array" && prop.items)
      return prop.items.$ref ? [ref(prop.items.$ref), "[]"] : [`${prop.items.type ?? "unknown"}[]`];
    return [prop.type ?? "unknown"];
  }

  private familyIndexes(): void {
    const families = ["medusa", "types", "utils", "medusa_react"];
    for (const family of families) {
      const claims = this.claims.filter((c) => c.family === family || (family === "types" && c.family.startsWith("types/")));
      if (claims.length === 0) continue;
      const kinds = Object.keys(KIND_DIR) as DeclModel["kind"][];
      const groups = kinds.map((k) => ({
        title: KIND_LABEL[k],
        items: this.indexItems(claims.filter((c) => this.decl(c.key).kind === k)),
      }));
      const route = this.uniqueRoute(`/references/${family}`);
      this.indexPage(
        route,
        FAMILY_TITLES[family]!,
        `Every documented declaration of ${family === "medusa_react" ? "medusa-react" : family === "medusa" ? "@medusajs/medusa" : `@medusajs/${family}`}, by kind.`,
        groups,
        { sidebar: false },
      );
    }
    // The namespaces of @medusajs/types each get an index, as in the 1.x reference.
    const namespaces = new Map<string, Claim[]>();
    for (const c of this.claims) {
      const m = /^types\/(\w+)$/.exec(c.family);
      if (m) namespaces.set(m[1]!, [...(namespaces.get(m[1]!) ?? []), c]);
    }
    for (const [ns, claims] of [...namespaces].sort()) {
      this.indexPage(
        this.uniqueRoute(`/references/types/types.${ns}`),
        `${ns} Reference`,
        `The declarations of the ${ns} namespace of @medusajs/types.`,
        [{ title: ns, items: this.indexItems(claims) }],
        { sidebar: false },
      );
    }
    // A hub for the whole reference.
    const hub: IndexItem[] = [
      ["Services", "/references/services", "Core services and their methods."],
      ["Entities", "/references/entities", "The data model: entities and enumerations."],
      ["JS Client", "/references/js-client", "@medusajs/medusa-js resources and methods."],
      ["Medusa React", "/references/medusa-react", "medusa-react hooks, providers and utilities."],
      ["Inventory Module", "/references/inventory", "IInventoryService methods."],
      ["Stock Location Module", "/references/stock_location", "IStockLocationService methods."],
      ["Pricing Module", "/references/pricing", "IPricingModuleService methods."],
      ["Product Module", "/references/product", "IProductModuleService methods."],
      ["Workflows", "/references/workflows", "@medusajs/workflows-sdk functions and types."],
      ["Configurations", "/references/medusa_config", "Every option of medusa-config.js."],
      ...PROVIDERS.map(
        (p) => [p.title, `/references/${p.family}`, `The ${p.title.toLowerCase()} interface.`] as [string, string, string],
      ),
      ["Medusa package", "/references/medusa", "Every other export of @medusajs/medusa."],
      ["Types", "/references/types", "The shared types of @medusajs/types."],
      ["Utils", "/references/utils", "Promotion values and other declarations of @medusajs/utils."],
      ["Medusa React types", "/references/medusa_react", "Types used by medusa-react."],
    ]
      .filter(([, href]) => this.routes.has(href as string))
      .map(([name, href, description]) => ({ name: name!, href: href!, description: description! }));
    this.indexPage(
      this.uniqueRoute("/references"),
      "Reference",
      "Generated reference for Medusa 1.x: services, entities, clients, modules and types.",
      [{ title: "Reference", items: hub }],
      {
        sidebar: false,
        intro:
          "Every page of this reference is generated from the doc comments and types of the published Medusa 1.x packages, so it matches the versions these docs cover.",
      },
    );
  }

  /** "Used by": where each entity appears in service results, JS client responses and hook responses. */
  private addUsages(): void {
    const entityKeys = new Set(this.claims.filter((c) => c.family === "entities").map((c) => c.key));
    const uses = new Map<DeclKey, Map<string, { label: string; href: string }[]>>();
    const add = (entity: DeclKey, group: string, label: string, href: string) => {
      const byGroup = uses.get(entity) ?? new Map();
      uses.set(entity, byGroup);
      const list = byGroup.get(group) ?? [];
      if (!list.some((l: { label: string }) => l.label === label)) list.push({ label, href });
      byGroup.set(group, list);
    };
    // Entities a type mentions directly, or through the fields of a response type it names.
    const mentioned = (parts: TypePart[] | undefined, depth = 1): Set<DeclKey> => {
      const out = new Set<DeclKey>();
      for (const p of parts ?? []) {
        if (typeof p === "string") continue;
        if (entityKeys.has(p.key)) out.add(p.key);
        else if (depth > 0 && this.ex.decls[p.key]) {
          const d = this.ex.decls[p.key]!;
          for (const k of mentioned(d.type, depth - 1)) out.add(k);
          for (const m of d.members) for (const k of mentioned(m.type, depth - 1)) out.add(k);
        }
      }
      return out;
    };
    for (const c of this.claims) {
      const d = this.decl(c.key);
      if (c.family === "services" || c.family === "js-client") {
        for (const m of d.members) {
          if (m.kind !== "method" || m.protected) continue;
          for (const s of m.signatures ?? []) {
            for (const e of mentioned(s.returns, c.family === "js-client" ? 2 : 0)) {
              add(e, c.family === "services" ? "Services" : "JS Client", `${d.name}.${m.name}`, `${c.route}#${m.name}`);
            }
          }
        }
      }
    }
    for (const g of this.hookGroups) {
      for (const key of g.keys) {
        const d = this.decl(key);
        for (const e of mentioned(hookTypes(d).response, 2)) add(e, "Medusa React", d.name, `${g.route}#${d.name}`);
      }
    }
    const claimByRoute = new Map(this.claims.map((c) => [c.route, c]));
    for (const page of this.pages) {
      if (page.model.kind !== "declaration") continue;
      const claim = claimByRoute.get(page.meta.route);
      const found = claim && uses.get(claim.key);
      if (!found) continue;
      const usedBy: UsedBy[] = [];
      for (const group of ["Services", "JS Client", "Medusa React"]) {
        const links = found.get(group);
        if (links) usedBy.push({ title: group, links: links.sort((a, b) => a.label.localeCompare(b.label)).slice(0, 60) });
      }
      page.model.usedBy = usedBy;
    }
  }

  // ---------- redirects ----------

  /** Every 1.x reference URL that is not a page here redirects to the page that replaced it. */
  private v1Redirects(v1Urls: readonly string[]): Redirect[] {
    const pageRoutes = new Set(this.pages.map((p) => p.meta.route));
    const byName = new Map<string, string[]>();
    for (const p of this.pages) {
      if (p.model.kind !== "declaration") continue;
      byName.set(p.model.name, [...(byName.get(p.model.name) ?? []), p.meta.route]);
    }
    const redirects: Redirect[] = [];
    for (const url of v1Urls) {
      if (!url.startsWith("/references") || pageRoutes.has(url)) continue;
      const to = this.replacementOf(url, pageRoutes, byName);
      if (to) redirects.push({ from: url, to });
    }
    return redirects;
  }

  private replacementOf(url: string, pages: Set<string>, byName: Map<string, string[]>): string | undefined {
    const segments = url.split("/").filter(Boolean);
    const family = segments[1] ?? "";
    // /references/modules/<family> was the 1.x index of each family.
    if (family === "modules") {
      const target = { js_client: "js-client", medusa_react: "medusa-react" }[segments[2]!] ?? segments[2]!;
      return pages.has(`/references/${target}`) ? `/references/${target}` : "/references";
    }
    // Members of a declaration had pages of their own: …/<Owner>/methods/<prefix>.<Owner>.<member>
    const member = /\/methods\/[\w]+\.([\w]+)\.([\w]+)$/.exec(url);
    if (member) {
      const [, owner, name] = member;
      const direct = `/references/${family}/${name}`;
      if (pages.has(direct)) return direct;
      const ownerPage = this.pickByName(byName, owner!, family);
      if (ownerPage) return `${ownerPage}#${name}`;
    }
    if (family === "medusa_react" && segments[2] === "Hooks") return "/references/medusa-react/hooks";
    const last = segments.at(-1)!;
    const name = last.split(".").at(-1)!.replace(/-\d+$/, "");
    const byDecl = this.pickByName(byName, name, family);
    if (byDecl) return byDecl;
    if (/^types\.\w+$/.test(last) && pages.has("/references/types")) return "/references/types";
    return pages.has(`/references/${family}`) ? `/references/${family}` : "/references";
  }

  /** The page of a declaration named `name`, preferring the family the old URL was in. */
  private pickByName(byName: Map<string, string[]>, name: string, family: string): string | undefined {
    const routes = byName.get(name);
    if (!routes) return undefined;
    return routes.find((r) => r.startsWith(`/references/${family}/`)) ?? routes[0];
  }
}

/**
 * What a declaration's public surface refers to. Protected members and constructors (a service's
 * repositories and injected dependencies) are left out: they are implementation detail.
 */
function publicReferences(d: DeclModel): Set<DeclKey> {
  return referencedKeys({ ...d, members: d.members.filter((m) => !m.protected && m.kind !== "constructor") });
}

/** Copies member docs from an interface onto same-named members that have none (abstract provider classes). */
function inheritDocs(members: readonly MemberModel[], donor: readonly MemberModel[]): MemberModel[] {
  const byName = new Map(donor.map((m) => [m.name, m]));
  return members.map((m) => {
    const from = byName.get(m.name);
    if (!from) return m;
    const signatures = m.signatures?.map((s, i) => {
      const ds = from.signatures?.[i] ?? from.signatures?.[0];
      if (!ds || s.doc.summary || s.doc.tags.length > 0) return s;
      const params = s.params.map((p) => ({ ...p, doc: p.doc || ds.params.find((x) => x.name === p.name)?.doc || "" }));
      return { ...s, doc: ds.doc, params };
    });
    return { ...m, doc: m.doc.summary ? m.doc : from.doc, signatures };
  });
}

/**
 * What a medusa-react hook sends and gets: a query's response type comes from its `options`
 * (`UseQueryOptionsWrapper<Response<X>, …>`), a mutation's response and payload from its result
 * (`UseMutationResult<Response<X>, Error, Payload>`). `Response<X>` is unwrapped to `X`.
 */
function hookTypes(d: DeclModel): { response?: TypePart[]; payload?: TypePart[] } {
  const sig = d.signatures?.[0];
  if (!sig) return {};
  if (tagText(d.doc, "category") === "Mutations") {
    const args = typeArguments(sig.returns, "UseMutationResult");
    return { response: args[0] && unwrap(args[0], "Response"), payload: args[2] };
  }
  const options = sig.params.find((p) => p.name === "options");
  const args = options ? typeArguments(options.type, "UseQueryOptionsWrapper") : [];
  return { response: args[0] && unwrap(args[0], "Response") };
}

/** The type arguments of the first `Name<…>` in a type, split at top-level commas. */
export function typeArguments(parts: readonly TypePart[], name: string): TypePart[][] {
  const tokens: TypePart[] = [];
  for (const p of parts) {
    if (typeof p !== "string") tokens.push(p);
    else for (const piece of p.split(/([<>,])/)) if (piece) tokens.push(piece);
  }
  const start = tokens.findIndex(
    (t, i) => (typeof t === "string" ? t.trim().endsWith(name) : t.text === name) && tokens[i + 1] === "<",
  );
  if (start === -1) return [];
  const args: TypePart[][] = [[]];
  let depth = 0;
  for (let i = start + 2; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === "<") depth++;
    if (t === ">") {
      if (depth === 0) break;
      depth--;
    }
    if (t === "," && depth === 0) {
      args.push([]);
      continue;
    }
    args.at(-1)!.push(t);
  }
  return args.map((a) => trimParts(a));
}

/** `Response<X>` → `X`. */
function unwrap(parts: TypePart[], wrapper: string): TypePart[] {
  const inner = typeArguments(parts, wrapper);
  return inner.length > 0 ? inner[0]! : parts;
}

function trimParts(parts: TypePart[]): TypePart[] {
  const out = [...parts];
  if (typeof out[0] === "string") out[0] = out[0].trimStart();
  if (typeof out.at(-1) === "string") out[out.length - 1] = (out.at(-1) as string).trimEnd();
  return out.filter((p) => p !== "");
}
