import { isHidden } from "../extract/doc-comment";
import type { DeclModel } from "../extract/types";
import { idOf, indexPage, refPage, type ModelContext } from "../model/context";
import type { ReferenceFamily } from "../model/family";
import { firstSentence } from "../model/text";
import type { IndexItem, MethodPage } from "../model/types";
import { docView, methodView } from "../model/views";

export interface ModuleSpec {
  family: string;
  /** The module's main service interface in @medusajs/types. */
  iface: string;
  /** Folder of @medusajs/types whose declarations belong to the module. */
  dir: string;
  title: string;
}

/** The commerce modules with a reference: one page per method of their service interface. */
export const MODULES: readonly ModuleSpec[] = [
  { family: "stock_location", iface: "IStockLocationService", dir: "stock-location", title: "Stock Location Module" },
  { family: "inventory", iface: "IInventoryService", dir: "inventory", title: "Inventory Module" },
  { family: "pricing", iface: "IPricingModuleService", dir: "pricing", title: "Pricing Module" },
  { family: "product", iface: "IProductModuleService", dir: "product", title: "Product Module" },
];

/** A module reference: its interface's methods, each on a page of its own, and the module's types. */
export function moduleFamily(m: ModuleSpec): ReferenceFamily {
  let iface: DeclModel | undefined;
  let index = "";
  let methods: DeclModel["members"] = [];
  let methodRoutes: string[] = [];
  return {
    id: m.family,
    claim(ctx) {
      const ref = ctx.exported("types").find((e) => e.name === m.iface);
      if (!ref) throw new Error(`Reference: @medusajs/types has no ${m.iface}`);
      iface = ctx.decl(ref.key);
      index = ctx.uniqueRoute(`/references/${m.family}`);
      ctx.links.claim(iface.key, index);
      methods = iface.members.filter((x) => x.kind === "method" && !x.inheritedFrom && !isHidden(x.doc));
      methodRoutes = methods.map((x) => {
        const route = ctx.uniqueRoute(`/references/${m.family}/${x.name}`);
        ctx.links.claimMember(iface!.key, x.name, route);
        return route;
      });
      const prefix = `@medusajs/types:dist/${m.dir}/`;
      for (const key of Object.keys(ctx.ex.decls).sort()) {
        if (key.startsWith(prefix) && key !== iface.key) ctx.claimPattern(key, m.family, m.family);
      }
    },
    emit(ctx: ModelContext) {
      const i = iface!;
      const pages = methods.map((x, n) => {
        const method = methodView(x, ctx.links);
        // On a method's own page, each parameter is a target of its own.
        if (method.signatures.length === 1)
          for (const p of method.signatures[0]!.params) if (/^\w+$/.test(p.name)) p.anchor = p.name;
        const model: MethodPage = {
          kind: "method",
          moduleTitle: m.title,
          interfaceName: i.name,
          interfaceHref: index,
          source: ctx.source(i),
          method,
        };
        return refPage(methodRoutes[n]!, {
          title: `${x.name} - ${m.title} Reference`,
          sidebarLabel: x.name,
          description:
            firstSentence(method.signatures[0]?.doc.summary ?? "") || `The ${x.name} method of the ${m.title}'s ${i.name}.`,
          generatedFrom: ctx.generatedFrom(i.loc.pkg),
          model,
        });
      });
      const items: IndexItem[] = methods.map((x, n) => ({
        name: x.name,
        href: methodRoutes[n]!,
        description: firstSentence(x.signatures?.[0]?.doc.summary ?? x.doc.summary),
      }));
      const intro = ctx.intro("module", { title: m.title, iface: i.name });
      const summary = docView(i.doc, ctx.links, i.loc).summary;
      pages.push(
        indexPage(index, { ...intro, body: summary || intro.body }, [
          { title: "Methods", items },
          { title: "Types", items: ctx.indexItems(ctx.claims.filter((c) => c.family === m.family)) },
        ]),
      );
      return {
        pages,
        sidebar: [idOf(index), { type: "category", label: "Methods", collapsed: false, items: methodRoutes.map(idOf) }],
      };
    },
  };
}
