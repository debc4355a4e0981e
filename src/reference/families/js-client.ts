import { isHidden } from "../extract/doc-comment";
import { idOf, indexPage, type Claim } from "../model/context";
import type { ReferenceFamily, UsageSource } from "../model/family";

/** @medusajs/medusa-js: the client, its store resources, `medusa.admin` and its admin resources. */
export function jsClientFamily(): ReferenceFamily {
  const store: Claim[] = [];
  const admin: Claim[] = [];
  const other: Claim[] = [];
  let index = "";
  return {
    id: "js-client",
    claim(ctx) {
      for (const e of ctx.exported("medusaJs")) {
        const d = ctx.ex.decls[e.key];
        if (!d || d.name === "BaseResource") continue;
        const c = ctx.claim(e.key, ctx.uniqueRoute(`/references/js-client/${e.name}`), "js-client", {
          sidebar: true,
          title: e.name,
        });
        if (!c) continue;
        if (d.kind === "class" && (e.name === "Admin" || /^Admin.*Resource$/.test(e.name))) admin.push(c);
        else if (d.kind === "class" && e.name.endsWith("Resource")) store.push(c);
        else other.push(c);
      }
      index = ctx.uniqueRoute("/references/js-client");
    },
    emit(ctx) {
      const usages: UsageSource[] = [];
      for (const c of [...store, ...admin, ...other]) {
        const d = ctx.decl(c.key);
        for (const m of d.members) {
          if (m.kind !== "method" || m.protected || isHidden(m.doc)) continue;
          for (const s of m.signatures ?? [])
            usages.push({
              group: "JS Client",
              label: `${d.name}.${m.name}`,
              href: ctx.links.memberHref(c.key, m.name)!,
              types: s.returns,
              depth: 2,
            });
        }
      }
      return {
        pages: [
          indexPage(index, ctx.intro("js-client"), [
            { title: "Store resources", items: ctx.indexItems(store) },
            { title: "Admin resources", items: ctx.indexItems(admin) },
            { title: "Client and types", items: ctx.indexItems(other) },
          ]),
        ],
        sidebar: [
          idOf(index),
          { type: "category", label: "Client", items: other.map((c) => idOf(c.route)) },
          { type: "category", label: "Store Resources", items: store.map((c) => idOf(c.route)) },
          { type: "category", label: "Admin Resources", items: admin.map((c) => idOf(c.route)) },
        ],
        usages,
      };
    },
  };
}
