import type { EntityIndex } from "../../diagrams/entities";
import type { Diagram } from "../../diagrams/types";
import type { Redirect } from "../../site/types";
import type { SidebarItemInput } from "../../sidebars/types";
import { isHidden } from "../extract/doc-comment";
import type { OpenApiOptions } from "../openapi";
import type { ExtractedReference } from "../extract";
import type { DocProblem } from "../extract/types";
import { memberAnchor, sectionIdsOf } from "./anchors";
import { ModelContext, type Intro, type RefPage } from "./context";
import {
  DocsUrlMap,
  rewriteJsonDocsLinks,
  rewriteModelDocsLinks,
  type AllowedDocsUrl,
  type DocsUrlRecord,
  type GuideTarget,
} from "./docs-urls";
import { declarationPage } from "./declaration";
import type { MemberRelation, ReferenceFamily, UsageSource } from "./family";
import { hubPage } from "./hub";
import { outlineOf } from "./outline";
import { entityUsages } from "./usages";
import { v1Redirects, type MissingDeclaration } from "./v1-redirects";

export type { RefPage } from "./context";

export interface ReferenceModel {
  pages: RefPage[];
  /** Sidebar items by family id, for the families that have a sidebar. */
  sidebars: Record<string, SidebarItemInput[]>;
  redirects: Redirect[];
  /** Files served as they are (the OpenAPI documents). */
  files: { path: string; content: string }[];
  /** The entities and their relations (the entities family's), for the guides' entity diagrams. */
  entities: EntityIndex;
  /** Problems found while modelling (a `{@link}` to nothing), with where the doc comment is. */
  problems: DocProblem[];
  /** 1.x URLs that lead nowhere specific and are not in the reviewed list, and list entries no longer needed. */
  redirectProblems: { unresolved: string[]; stale: string[] };
  /**
   * What became of every link of the packages' text to the 1.x docs site (see docs-urls.ts), and
   * the allowlist entries that are no longer needed. Unmapped ones are in `problems` too.
   */
  docsUrls: { records: DocsUrlRecord[]; stale: string[] };
}

export interface BuildOptions {
  /** URLs of the 1.x reference; each one that is not a page here gets a redirect. */
  v1Urls: readonly string[];
  /** The families, in claim order (see families/index.ts). */
  families: readonly ReferenceFamily[];
  /** Index prose by name (src/reference/intros/<name>.md). */
  intros: Readonly<Record<string, Intro>>;
  /** The reference's front page lists these family indexes (those that exist). */
  hub: readonly { route: string; name: string; description: string }[];
  /** Reviewed: 1.x URLs whose declaration is not in the pinned packages (src/reference/v1-missing.ts). */
  missing?: readonly MissingDeclaration[];
  /** Reviewed: 1.x URLs of declarations renamed since, and their names. */
  renamed?: Readonly<Record<string, string>>;
  /**
   * The rest of the site, for the packages' links to the 1.x docs: the guides (with their anchors
   * when they were compiled) and the hand-kept redirects.
   */
  site?: { guides: readonly GuideTarget[]; redirects: readonly Redirect[]; url?: string };
  /** Reviewed: links to the 1.x docs that no page here covers, or the page to use (src/reference/allowlist.ts). */
  allowedDocsUrls?: readonly AllowedDocsUrl[];
  /** For the REST reference's OpenAPI documents: the reviewed sample replacements. */
  openApi?: OpenApiOptions;
}

/**
 * The model stage: pure. Runs every family's claims in order, then builds the declaration page of
 * every claim and lets each family emit its other pages and sidebar; then "Where it is used", the
 * outline of every page, and redirects for the URLs of the 1.x reference.
 */
export function buildReference(ex: ExtractedReference, opts: BuildOptions): ReferenceModel {
  const ctx = new ModelContext(ex, opts.intros, opts.openApi);
  for (const f of opts.families) f.claim(ctx);
  // Methods and properties are anchors on their declaration's page.
  for (const c of ctx.claims) {
    const d = ctx.decl(c.key);
    const sections = sectionIdsOf(d);
    for (const m of d.members) {
      if ((m.kind === "method" || m.kind === "property" || m.kind === "accessor") && !isHidden(m.doc))
        ctx.links.claimMember(c.key, m.name, `${c.route}#${memberAnchor(m.name, sections)}`);
    }
  }

  const pages: RefPage[] = ctx.claims.map((c) => declarationPage(ctx, c));
  const pageOfClaim = new Map(ctx.claims.map((c, i) => [c.key, pages[i]!]));
  const sidebars: Record<string, SidebarItemInput[]> = {};
  const usages: UsageSource[] = [];
  const relations: MemberRelation[] = [];
  const files: { path: string; content: string }[] = [];
  const diagrams: Record<string, Diagram> = {};
  let entityIndex: EntityIndex = {};
  for (const f of opts.families) {
    const out = f.emit(ctx);
    pages.push(...out.pages);
    if (out.sidebar) sidebars[f.id] = out.sidebar;
    Object.assign(sidebars, out.sidebars ?? {});
    usages.push(...(out.usages ?? []));
    relations.push(...(out.relations ?? []));
    files.push(...(out.files ?? []));
    Object.assign(diagrams, out.diagrams ?? {});
    entityIndex = out.entities ?? entityIndex;
  }
  for (const p of pages) {
    const diagram = diagrams[p.meta.route];
    if (diagram && p.model.kind === "declaration") p.model.diagram = diagram;
  }
  applyRelations(pages, relations);
  const hub = hubPage(ctx, opts.hub);
  pages.push(hub.page);
  sidebars.references = hub.sidebar;

  const entities = new Set(ctx.claims.filter((c) => c.family === "entities").map((c) => c.key));
  for (const [key, usedBy] of entityUsages(usages, entities, ex.decls)) {
    const model = pageOfClaim.get(key)?.model;
    if (model?.kind === "declaration") model.usedBy = usedBy;
  }
  const v1 = v1Redirects(opts.v1Urls, {
    pages: new Set(pages.map((p) => p.meta.route)),
    hrefs: (name, member) => ctx.links.hrefsOf(name, member),
    missing: opts.missing ?? [],
    renamed: opts.renamed,
  });
  for (const p of pages) {
    const entries = v1.missingByPage.get(p.meta.route);
    if (entries && p.model.kind === "index") p.model.missing = entries;
  }
  // Links to the 1.x docs site, once every page and redirect is known.
  const docs = new DocsUrlMap({
    pages,
    guides: opts.site?.guides ?? [],
    redirects: [...(opts.site?.redirects ?? []), ...v1.redirects],
    v1Urls: opts.v1Urls,
    allowed: opts.allowedDocsUrls ?? [],
  });
  for (const o of ex.docsUrls) docs.record(o.url);
  for (const p of pages) rewriteModelDocsLinks(p.model, (url) => docs.hrefOf(url));
  // Published documents leave the site: their links get the site's address.
  const siteUrl = opts.site?.url;
  const published = siteUrl
    ? files.map((f) =>
        f.path.endsWith(".json")
          ? {
              ...f,
              content: rewriteJsonDocsLinks(f.content, (url) => {
                const href = docs.hrefOf(url);
                return href && `${siteUrl}${href}`;
              }),
            }
          : f,
      )
    : files;
  for (const p of pages) p.model.toc = outlineOf(p.model);
  return {
    pages,
    sidebars,
    redirects: v1.redirects,
    files: published,
    entities: entityIndex,
    problems: [...ctx.links.problems, ...ctx.problems, ...docs.problems(ex.docsUrls)],
    redirectProblems: { unresolved: v1.unresolved, stale: v1.stale },
    docsUrls: { records: docs.all(), stale: docs.stale() },
  };
}

/**
 * Adds each relation to the method or hook its `page#anchor` names (a REST operation it sends),
 * or to the declaration page it names (a REST operation that takes it as its request body).
 */
function applyRelations(pages: readonly RefPage[], relations: readonly MemberRelation[]): void {
  const byRoute = new Map(pages.map((p) => [p.meta.route, p.model]));
  for (const r of relations) {
    const [route, anchor] = r.href.split("#");
    const model = byRoute.get(route!);
    if (r.as === "body") {
      if (model?.kind !== "declaration" || anchor)
        throw new Error(`Reference: ${r.href} is no declaration page for ${r.link.label}`);
      (model.requestBodyOf ??= []).push(r.link);
      continue;
    }
    const target =
      model?.kind === "declaration"
        ? model.methods.find((m) => m.anchor === anchor)
        : model?.kind === "hooks"
          ? model.groups.flatMap((g) => g.hooks).find((h) => h.anchor === anchor)
          : undefined;
    if (!target) throw new Error(`Reference: ${r.href} has no method or hook for the link to ${r.link.label}`);
    (target.operations ??= []).push(r.link);
  }
}
