import { entityDiagram, type EntityIndex } from "../../diagrams/entities";
import type { Diagram } from "../../diagrams/types";
import { idOf, indexPage, type Claim } from "../model/context";
import type { ReferenceFamily } from "../model/family";

/**
 * The data model: every TypeORM entity of @medusajs/medusa and the enumerations its fields use.
 * An entity's page shows it with its relations (read from its decorators by extract/relations.ts).
 */
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
      const routeOf = new Map(classes.map((c) => [ctx.ex.decls[c.key]!.name, c.route]));
      const entities: EntityIndex = Object.fromEntries(
        ctx.ex.entities.map((e) => [e.name, { href: routeOf.get(e.name), relations: e.relations }]),
      );
      const diagrams: Record<string, Diagram> = {};
      for (const [name, route] of routeOf) {
        const diagram = entities[name] && entityDiagram(entities, name);
        if (diagram) diagrams[route] = diagram;
      }
      return {
        diagrams,
        entities,
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
