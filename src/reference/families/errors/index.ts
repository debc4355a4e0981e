import type { SidebarItemInput } from "../../../sidebars/types";
import type { ExtractedOas } from "../../extract/oas";
import { idOf, indexPage, refPage, type RefPage } from "../../model/context";
import type { ReferenceFamily } from "../../model/family";
import type { ErrorLink } from "../../model/types";
import { resourceRoute } from "../rest/routes";
import { buildCatalogue, ERRORS_ROUTE, type ErrorCatalogue, type OperationInfo } from "./catalogue";
import type { ErrorsData } from "./data";
import { handlerTable } from "./handler-table";
import { GROUPS } from "./pages";

export { ERRORS_ROUTE } from "./catalogue";

/** Pages whose intro is written for them (src/reference/intros/errors-<slug>.md); the others share errors-page.md. */
const OWN_INTROS = new Set(["validation", "database", "startup", "clients", "admin-build"]);

/** The error reference's family, and the entries each REST operation can return, for the REST reference. */
export interface ErrorsFamily extends ReferenceFamily {
  /** The entries an operation (`admin PostOrdersOrderSwaps`) can return; empty until the family has emitted. */
  linksFor(operation: string): ErrorLink[];
}

/**
 * The error reference (`/references/errors`): every distinct message the pinned packages throw as
 * a `MedusaError`, on grouped pages (by service, API resource, module…), with what the API answers
 * and the operations that reach it; the validation and database errors; and hand-written entries
 * for errors that are not the backend's. It claims no declaration: its pages are its own. Without
 * the extracted errors (fixture packages that have none), it makes nothing.
 */
export function errorsFamily(data: ErrorsData = { explanations: [], written: [], observed: [] }): ErrorsFamily {
  let catalogue: ErrorCatalogue | undefined;
  return {
    id: "errors",
    claim() {},
    emit(ctx) {
      const errors = ctx.ex.errors;
      if (!errors) return { pages: [] };
      const index = ctx.uniqueRoute(ERRORS_ROUTE);
      catalogue = buildCatalogue({
        errors,
        data,
        operations: operationsOf(ctx.ex.oas),
        methodHref: (cls, method) => ctx.links.byDeclName(cls, "@medusajs/medusa", method),
      });
      ctx.problems.push(...catalogue.problems);
      const pages: RefPage[] = catalogue.pages.map((p) => {
        const intro = ctx.intro(
          OWN_INTROS.has(p.slug) ? `errors-${p.slug}` : "errors-page",
          OWN_INTROS.has(p.slug) ? {} : { source: p.source },
        );
        return refPage(ctx.uniqueRoute(p.route), {
          title: p.title,
          sidebarLabel: p.sidebarLabel,
          description: p.description,
          generatedFrom:
            OWN_INTROS.has(p.slug) && !["validation", "database"].includes(p.slug)
              ? undefined
              : ctx.generatedFrom("@medusajs/medusa"),
          model: { kind: "errors", intro: intro.body, sections: p.sections },
        });
      });
      const groups = GROUPS.map((g) => ({
        title: g,
        items: catalogue!.pages
          .filter((p) => p.group === g)
          .map((p) => ({ name: p.title, href: p.route, description: p.description })),
        prose: true as const,
      }));
      pages.unshift(indexPage(index, ctx.intro("errors", { handler: handlerTable(errors.handler) }), groups));
      const sidebar: SidebarItemInput[] = [
        idOf(index),
        ...groups
          .filter((g) => g.items.length > 0)
          .map((g) => ({ type: "category" as const, label: g.title, items: g.items.map((i) => idOf(i.href)) })),
      ];
      return { pages, sidebar };
    },
    linksFor(operation) {
      return catalogue?.linksFor(operation) ?? [];
    },
  };
}

/** Every documented operation, by the key verify:api uses, with its place in the REST reference. */
function operationsOf(oas: ExtractedOas): OperationInfo[] {
  return oas.operations.flatMap((o) => {
    const tag = (o.operation.tags as unknown[] | undefined)?.[0];
    const id = String(o.operation.operationId);
    if (typeof tag !== "string") return [];
    return [
      { key: `${o.area} ${id}`, label: `${o.method.toUpperCase()} ${o.path}`, href: `${resourceRoute(o.area, tag)}#${id}` },
    ];
  });
}
