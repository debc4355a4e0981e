import type { BadgeLabel } from "../../content/frontmatter";
import type { PageMeta } from "../../site/types";
import type { EntryName, ExportRef, ExtractedReference } from "../extract";
import { buildOpenApi, type OpenApiBuild, type OpenApiOptions } from "../openapi";
import type { DeclKey, DeclModel, DocProblem } from "../extract/types";
import { slugId } from "./anchors";
import { LinkRegistry } from "./links";
import { firstSentence } from "./text";
import type { IndexItem, IndexPage, RefPageModel, SourceRef } from "./types";

/** A declaration that has a page of its own, and the family that owns it. */
export interface Claim {
  key: DeclKey;
  route: string;
  family: string;
  /** Listed in its family's sidebar (otherwise the page is reached by links). */
  sidebar: boolean;
  title?: string;
  /** Fill empty member docs from this interface (abstract provider classes). */
  docsFrom?: DeclKey;
}

/** A generated page: what the site knows about it, and the data its renderer draws. */
export interface RefPage {
  meta: PageMeta;
  model: RefPageModel;
}

/** Prose of a family's index page, from a Markdown file in src/reference/intros. */
export interface Intro {
  title: string;
  description: string;
  /** Markdown shown above the index; `{{name}}` placeholders are filled by the family. */
  body: string;
}

export const KIND_DIR: Record<DeclModel["kind"], string> = {
  class: "classes",
  interface: "interfaces",
  type: "types",
  enum: "enums",
  function: "functions",
  variable: "variables",
};

export const KIND_LABEL: Record<DeclModel["kind"], string> = {
  class: "Classes",
  interface: "Interfaces",
  type: "Type Aliases",
  enum: "Enumerations",
  function: "Functions",
  variable: "Variables",
};

/**
 * What every family works with while the model is built: the extracted declarations, the one
 * registry of routes and links, and the claims made so far. Routes are decided here and only
 * here; pages and renderers print what was decided.
 */
export class ModelContext {
  readonly links = new LinkRegistry();
  readonly claims: Claim[] = [];
  /** Problems families find in the packages' data (OpenAPI blocks), reported like doc problems. */
  readonly problems: DocProblem[] = [];
  private readonly routes = new Set<string>();
  private openApiBuild?: OpenApiBuild;

  constructor(
    readonly ex: ExtractedReference,
    private readonly intros: Readonly<Record<string, Intro>>,
    private readonly openApiOptions: OpenApiOptions = {},
  ) {}

  /**
   * The Admin and Store OpenAPI documents and every normalized schema, built once from the
   * backend's `@oas` and `@schema` blocks: the REST family pages them (and reports their
   * problems), and declaration pages read the schemas that describe request classes.
   */
  openApi(): OpenApiBuild {
    return (this.openApiBuild ??= buildOpenApi(this.ex.oas, this.openApiOptions));
  }

  decl(key: DeclKey): DeclModel {
    const d = this.ex.decls[key];
    if (!d) throw new Error(`Reference: no declaration ${key}`);
    return d;
  }

  exported(entry: EntryName): ExportRef[] {
    return this.ex.exports[entry];
  }

  source(d: DeclModel): SourceRef {
    return { pkg: d.loc.pkg, version: this.ex.versions[d.loc.pkg] ?? "", file: d.loc.file };
  }

  generatedFrom(pkg: string): string {
    return `${pkg}@${this.ex.versions[pkg] ?? "?"}`;
  }

  /** A route no page has taken yet: typedoc's `-1`, `-2` suffixes for same-named declarations. */
  uniqueRoute(base: string): string {
    let route = base;
    for (let i = 1; this.routes.has(route); i++) route = `${base}-${i}`;
    this.routes.add(route);
    return route;
  }

  hasRoute(route: string): boolean {
    return this.routes.has(route);
  }

  /** Gives a declaration a page at `route`, unless another family has already claimed it. */
  claim(key: DeclKey, route: string, family: string, extra: Partial<Claim> = {}): Claim | undefined {
    if (this.links.has(key) || !this.ex.decls[key]) return undefined;
    const c: Claim = { key, route, family, sidebar: false, ...extra };
    this.links.claim(key, route);
    if (c.title && c.title !== this.decl(key).name) this.links.alias(c.title, key);
    this.claims.push(c);
    return c;
  }

  /** Claims a declaration at `/references/<family>/<kind dir>/<prefix>.<Name>`, the 1.x reference's scheme. */
  claimPattern(key: DeclKey, family: string, prefix: string, extra: Partial<Claim> = {}): Claim | undefined {
    if (this.links.has(key) || !this.ex.decls[key]) return undefined;
    const d = this.decl(key);
    return this.claim(key, this.uniqueRoute(`/references/${family}/${KIND_DIR[d.kind]}/${prefix}.${d.name}`), family, extra);
  }

  /** The description of a declaration: its doc comment, or for schema-described classes the schema's. */
  summaryOf(d: DeclModel): string {
    return d.doc.summary || (this.ex.schemas[d.name]?.schema.description ?? "");
  }

  indexItems(claims: readonly Claim[]): IndexItem[] {
    return claims.map((c) => {
      const d = this.decl(c.key);
      return { name: c.title ?? d.name, href: c.route, description: firstSentence(this.summaryOf(d)) };
    });
  }

  /** The intro of a family's index page; `vars` fill its `{{name}}` placeholders. */
  intro(name: string, vars: Record<string, string> = {}): Intro {
    const intro = this.intros[name];
    if (!intro) throw new Error(`Reference: no intro "${name}" (add src/reference/intros/${name}.md)`);
    const fill = (s: string) =>
      s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
        if (!(k in vars)) throw new Error(`Reference: intro "${name}" uses {{${k}}}, which its family does not provide`);
        return vars[k]!;
      });
    return { title: fill(intro.title), description: fill(intro.description), body: fill(intro.body) };
  }
}

/** The id of a generated page: its route without the leading slash. */
export function idOf(route: string): string {
  return route.slice(1);
}

/** A generated page at `route`. */
export function refPage(
  route: string,
  p: {
    title: string;
    sidebarLabel?: string;
    description: string;
    generatedFrom?: string;
    sidebar?: false;
    /** "Deprecated" when the page's declaration is: shown by its title and in search results. */
    badge?: BadgeLabel;
    model: RefPageModel;
  },
): RefPage {
  return {
    meta: {
      id: idOf(route),
      route,
      title: p.title,
      ...(p.badge ? { badge: p.badge } : {}),
      sidebarLabel: p.sidebarLabel,
      description: p.description,
      hideToc: false,
      sidebar: p.sidebar,
      // The REST API reference is a section of its own (site.config.ts sectionPrefixes agree).
      section: route === "/api" || route.startsWith("/api/") ? "api" : "reference",
      kind: "reference",
      generatedFrom: p.generatedFrom,
    },
    model: p.model,
  };
}

/** A family's index page: its intro, then its items in groups (empty groups left out). */
export function indexPage(
  route: string,
  intro: Intro,
  groups: { title: string; items: IndexItem[]; prose?: true }[],
  opts: { sidebar?: false } = {},
): RefPage {
  const kept: IndexPage["groups"] = groups.filter((g) => g.items.length > 0).map((g) => ({ id: slugId(g.title), ...g }));
  return refPage(route, {
    title: intro.title,
    description: intro.description,
    sidebar: opts.sidebar,
    model: { kind: "index", intro: intro.body || intro.description, groups: kept },
  });
}
