import { idOf, indexPage, type Claim } from "../model/context";
import type { ReferenceFamily } from "../model/family";

/** The data model: every TypeORM entity of @medusajs/medusa and the enumerations its fields use. */
export function entitiesFamily(): ReferenceFamily {
  const classes: Claim[] = [];
  const enums: Claim[] = [];
  let index = "";
  return {
    id: "entities",
    claim(ctx) {
      for (const e of ctx.exported("models")) {
        const d = ctx.ex.decls[e.key];
        if (!d) continue;
        if (d.kind === "class") {
          const c = ctx.claim(e.key, ctx.uniqueRoute(`/references/entities/classes/${d.name}`), "entities", { sidebar: true });
          if (c) classes.push(c);
        } else if (d.kind === "enum") {
          const c = ctx.claim(e.key, ctx.uniqueRoute(`/references/entities/enums/entities.${d.name}`), "entities", {
            sidebar: true,
          });
          if (c) enums.push(c);
        }
      }
      index = ctx.uniqueRoute("/references/entities");
    },
    emit(ctx) {
      return {
        pages: [
          indexPage(index, ctx.intro("entities"), [
            { title: "Entities", items: ctx.indexItems(classes) },
            { title: "Enumerations", items: ctx.indexItems(enums) },
          ]),
        ],
        sidebar: [
          idOf(index),
          { type: "category", label: "Entities", items: classes.map((c) => idOf(c.route)) },
          { type: "category", label: "Enumerations", items: enums.map((c) => idOf(c.route)) },
        ],
      };
    },
  };
}
