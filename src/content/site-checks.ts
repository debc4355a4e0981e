import { screenshotProblem, type ScreenshotManifest } from "./screenshots";
import type { Diagnostic } from "../diagnostics";
import type { EntityIndex } from "../diagrams/entities";
import type { ResolvedItem, ResolvedSidebar } from "../sidebars/types";
import type { PageMeta } from "../site/types";
import type { ComponentUse } from "./mdx/vfile-data";

/**
 * Checks what a guide's components need from the rest of the site, once every page is known:
 * a card without a title links to a page of this site (its title is that page's), and a
 * `<DocCardList />` without items is on a page that opens a sidebar category.
 */
export function checkComponentUses(
  file: string,
  page: PageMeta,
  uses: readonly ComponentUse[],
  site: {
    pageByRoute: ReadonlyMap<string, PageMeta>;
    sidebarOf: (id: string) => ResolvedSidebar | undefined;
    /** The entities, for entities diagrams. */
    entities?: EntityIndex;
    /** The values of every enum the reference documents, by name, for state diagrams. */
    enums?: ReadonlyMap<string, readonly string[]>;
    /** The user guide's screenshots, for `<Screenshot name>`. */
    screenshots?: ScreenshotManifest;
  },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (u: ComponentUse) => ({ file, line: u.line, column: u.column });
  for (const u of uses) {
    if (u.name === "Card" && typeof u.props.href === "string" && u.props.title === undefined) {
      const path = u.props.href.split("#")[0]!;
      if (!u.props.href.startsWith("/") || !site.pageByRoute.has(path))
        out.push({
          ...at(u),
          message: `<Card href="${u.props.href}"> needs a title: no page of this site has that URL`,
          hint: "give it a title, or link to a page",
        });
    }
    if (u.name === "Screenshot" && site.screenshots) {
      const problem = screenshotProblem(String(u.props.name), page.id, site.screenshots);
      if (problem) out.push({ ...at(u), message: problem, hint: "npm run screenshots takes the screenshots the pages name" });
    }
    if (u.name === "diagram") out.push(...checkDiagram(u, site).map((message) => ({ ...at(u), message })));
    if (u.name === "DocCardList") {
      const items = u.props.items as string[] | undefined;
      if (items) {
        for (const href of items)
          if (!site.pageByRoute.has(href.split("#")[0]!))
            out.push({ ...at(u), message: `<DocCardList> item "${href}" is not a page of this site` });
      } else {
        const sidebar = site.sidebarOf(page.id);
        if (!sidebar || !opensCategory(sidebar.items, page.id))
          out.push({
            ...at(u),
            message: `<DocCardList /> without items lists a sidebar category's pages, but ${page.route} is not a category's page`,
            hint: 'make the page the "link" of a category in its sidebar, or pass items={["/a", "/b"]}',
          });
      }
    }
  }
  return out;
}

/** An entities diagram's entities exist; a state diagram draws exactly the values of its enum (when the reference has it). */
function checkDiagram(
  u: ComponentUse,
  site: { entities?: EntityIndex; enums?: ReadonlyMap<string, readonly string[]> },
): string[] {
  const { entities, enum: enumName, states } = u.props as { entities?: string[]; enum?: string; states?: string[] };
  if (entities && site.entities) {
    const unknown = entities.filter((e) => !site.entities![e]);
    return unknown.length
      ? [`diagram: no entity named ${unknown.join(", ")} (entities are the classes of @medusajs/medusa's models)`]
      : [];
  }
  if (!enumName || !states || !site.enums) return [];
  // An enum the reference does not document (TransactionState of @medusajs/orchestration) is
  // checked by src/content/facts/diagrams.test.ts, against the packages as they run.
  const values = site.enums.get(enumName);
  if (!values) return [];
  const extra = states.filter((s) => !values.includes(s));
  const missing = values.filter((v) => !states.includes(v));
  return [
    ...(extra.length
      ? [
          `diagram: ${extra.join(", ")} ${extra.length > 1 ? "are not values" : "is not a value"} of ${enumName} (${values.join(", ")})`,
        ]
      : []),
    ...(missing.length ? [`diagram: the state diagram of ${enumName} leaves out ${missing.join(", ")}`] : []),
  ];
}

function opensCategory(items: readonly ResolvedItem[], pageId: string): boolean {
  return items.some(
    (i) =>
      (i.type === "category" && (i.docId === pageId || opensCategory(i.items, pageId))) ||
      (i.type === "headline" && opensCategory(i.items, pageId)),
  );
}
