import type { DeclKey, DeclModel } from "../extract/types";
import { indexPage, KIND_DIR, KIND_LABEL, type Claim, type ModelContext, type RefPage } from "../model/context";
import type { ReferenceFamily } from "../model/family";
import { publicReferences } from "../model/references";

/**
 * The @medusajs/types namespaces the 1.x reference documented. The pinned package also has
 * namespaces of Medusa 2 previews (HttpTypes, OrderTypes, …); their types get pages only when a
 * documented page refers to them. The module namespaces are covered by the module references.
 */
export const TYPE_NAMESPACES = new Set([
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

/** Packages whose declarations only get a page when something documented refers to them, and their family. */
const OWNER_OF_PACKAGE: Record<string, string> = {
  "@medusajs/medusa": "medusa",
  "@medusajs/types": "types",
  "@medusajs/utils": "utils",
  "medusa-react": "medusa_react",
  "@medusajs/medusa-js": "js-client",
  "@medusajs/workflows-sdk": "workflows",
};

/**
 * The rest of each package's public API, after the families above took theirs: every other
 * export of @medusajs/medusa, of @medusajs/types (by namespace) and of medusa-react, and the
 * promotion values of @medusajs/utils. Then every declaration a documented page refers to gets a
 * page too, in the family of its package. Each package gets an index, and each namespace one.
 */
export function packagesFamily(): ReferenceFamily {
  return {
    id: "packages",
    claim(ctx) {
      for (const e of ctx.exported("medusa"))
        if (ctx.ex.decls[e.key]?.kind !== "variable") ctx.claimPattern(e.key, "medusa", "medusa");
      const inNamespace = new Set<DeclKey>();
      for (const [ns, refs] of Object.entries(ctx.ex.typeNamespaces).sort()) {
        for (const e of refs) inNamespace.add(e.key);
        if (!TYPE_NAMESPACES.has(ns.split(".")[0]!)) continue;
        // A nested namespace (WorkflowTypes.CartWorkflow) has a folder of its own, as in the 1.x reference.
        for (const e of refs) ctx.claimPattern(e.key, `types/${ns.replace(/\./g, "/")}`, `types.${ns}`);
      }
      // Exports outside every namespace, such as the shared-context and joiner types.
      for (const e of ctx.exported("types")) if (!inNamespace.has(e.key)) ctx.claimPattern(e.key, "types", "types");
      for (const e of ctx.exported("medusaReact")) {
        const d = ctx.ex.decls[e.key];
        if (d && d.kind !== "variable" && d.kind !== "function") ctx.claimPattern(e.key, "medusa_react", "medusa_react");
      }
      for (const key of Object.keys(ctx.ex.decls)
        .filter((k) => k.startsWith("@medusajs/utils:dist/promotion/"))
        .sort())
        ctx.claimPattern(key, "utils", "utils");
      claimReferenced(ctx);
    },
    emit(ctx) {
      return { pages: [...packageIndexes(ctx), ...namespaceIndexes(ctx)] };
    },
  };
}

/** Declarations that pages refer to get pages too, in the family of their package. */
function claimReferenced(ctx: ModelContext): void {
  for (let i = 0; i < ctx.claims.length; i++) {
    for (const key of publicReferences(ctx.decl(ctx.claims[i]!.key))) {
      if (ctx.links.has(key) || !ctx.ex.decls[key]) continue;
      const d = ctx.decl(key);
      const family = OWNER_OF_PACKAGE[d.loc.pkg];
      if (!family) continue;
      if (family === "js-client") ctx.claim(key, ctx.uniqueRoute(`/references/js-client/${d.name}`), family);
      else ctx.claimPattern(key, family, family);
    }
  }
}

function packageIndexes(ctx: ModelContext): RefPage[] {
  const pages: RefPage[] = [];
  for (const family of ["medusa", "types", "utils", "medusa_react"]) {
    const claims = ctx.claims.filter((c) => c.family === family || (family === "types" && c.family.startsWith("types/")));
    if (claims.length === 0) continue;
    const kinds = Object.keys(KIND_DIR) as DeclModel["kind"][];
    const groups = kinds.map((k) => ({
      title: KIND_LABEL[k],
      items: ctx.indexItems(claims.filter((c) => ctx.decl(c.key).kind === k)),
    }));
    pages.push(indexPage(ctx.uniqueRoute(`/references/${family}`), ctx.intro(family), groups, { sidebar: false }));
  }
  return pages;
}

/**
 * The namespaces of @medusajs/types each get an index, as in the 1.x reference: a namespace at
 * `/references/types/types.<Ns>`, a nested one at `/references/types/<Ns>/types.<Ns>.<Nested>`,
 * listed on its parent's index.
 */
function namespaceIndexes(ctx: ModelContext): RefPage[] {
  const namespaces = new Map<string, Claim[]>();
  for (const c of ctx.claims) {
    const m = /^types\/([\w/]+)$/.exec(c.family);
    if (m) namespaces.set(m[1]!.replace(/\//g, "."), [...(namespaces.get(m[1]!.replace(/\//g, ".")) ?? []), c]);
  }
  const routeOf = (ns: string) => {
    const parts = ns.split(".");
    return `/references/types/${parts
      .slice(0, -1)
      .map((p) => `${p}/`)
      .join("")}types.${ns}`;
  };
  // A parent with only nested namespaces still gets its index.
  for (const ns of [...namespaces.keys()]) {
    const parts = ns.split(".");
    for (let i = 1; i < parts.length; i++)
      if (!namespaces.has(parts.slice(0, i).join("."))) namespaces.set(parts.slice(0, i).join("."), []);
  }
  const routes = new Map([...namespaces.keys()].sort().map((ns) => [ns, ctx.uniqueRoute(routeOf(ns))]));
  return [...namespaces]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ns, claims]) => {
      const nested = [...namespaces.keys()]
        .filter((n) => n.startsWith(`${ns}.`) && !n.slice(ns.length + 1).includes("."))
        .sort()
        .map((n) => ({ name: n, href: routes.get(n)!, description: `The declarations of the ${n} namespace.` }));
      return indexPage(
        routes.get(ns)!,
        ctx.intro("types-namespace", { ns }),
        [
          { title: ns, items: ctx.indexItems(claims) },
          { title: "Namespaces", items: nested },
        ],
        { sidebar: false },
      );
    });
}
