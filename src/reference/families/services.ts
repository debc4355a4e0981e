import { isHidden } from "../extract/doc-comment";
import { idOf, indexPage, type Claim } from "../model/context";
import type { ReferenceFamily, UsageSource } from "../model/family";

/**
 * The core services: every class in @medusajs/medusa's `dist/services` that the backend
 * registers in its container, whether or not the services index file exports it. The index's
 * names come first (`OauthService` for the class `Oauth`: the names the 1.x reference used); every
 * other class of the folder (`InviteService`, `CsvParser`, …) has its page by its own name.
 */
export function servicesFamily(): ReferenceFamily {
  const services: Claim[] = [];
  let index = "";
  return {
    id: "services",
    claim(ctx) {
      for (const e of [...ctx.exported("services"), ...ctx.exported("serviceFiles")]) {
        if (ctx.ex.decls[e.key]?.kind !== "class") continue;
        const c = ctx.claim(e.key, ctx.uniqueRoute(`/references/services/classes/services.${e.name}`), "services", {
          sidebar: true,
        });
        if (c) services.push(c);
      }
      index = ctx.uniqueRoute("/references/services");
      // In the order of their names' characters, as the index file lists them.
      services.sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
    },
    emit(ctx) {
      const usages: UsageSource[] = [];
      for (const c of services) {
        const d = ctx.decl(c.key);
        for (const m of d.members) {
          if (m.kind !== "method" || m.protected || isHidden(m.doc)) continue;
          for (const s of m.signatures ?? [])
            usages.push({
              group: "Services",
              label: `${d.name}.${m.name}`,
              href: ctx.links.memberHref(c.key, m.name)!,
              types: s.returns,
              depth: 0,
            });
        }
      }
      return {
        pages: [indexPage(index, ctx.intro("services"), [{ title: "Services", items: ctx.indexItems(services) }])],
        sidebar: [idOf(index), ...services.map((c) => idOf(c.route))],
        usages,
      };
    },
  };
}

/** A service's name as its page shows it: the last part of its route (`services.NoteService` → `NoteService`). */
function nameOf(c: Claim): string {
  return c.route.slice(c.route.lastIndexOf("services.") + "services.".length);
}
