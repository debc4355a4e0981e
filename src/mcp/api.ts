import { HTTP_METHODS, type OasArea } from "../reference/extract/oas";
import { API_AREAS, openApiUrl, resourceRoute } from "../reference/families/rest/routes";
import type { OpenApiDocument } from "../reference/openapi/types";
import type { ToolText } from "./pages";
import { pageMarkdown, publicUrl, type BuiltSite } from "./site";

/** A REST operation as the site's OpenAPI documents list it. */
export interface OperationRef {
  area: OasArea;
  /** Upper case: `POST`. */
  method: string;
  /** As documented: `/admin/return-reasons/{id}`. */
  path: string;
  id: string;
  /** Its resource (first tag), whose page documents it. */
  tag: string;
}

/** Every operation of the built site's OpenAPI documents (`/api/admin/openapi.json`, `/api/store/openapi.json`). */
export function siteOperations(site: BuiltSite): OperationRef[] {
  return API_AREAS.flatMap((area) => {
    const text = site.read(openApiUrl(area));
    if (text === undefined) throw new Error(`${site.dir}: no ${openApiUrl(area)} (is this a build of the docs?)`);
    const doc = JSON.parse(text) as OpenApiDocument;
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([m]) => (HTTP_METHODS as readonly string[]).includes(m))
        .map(([m, op]) => ({
          area,
          method: m.toUpperCase(),
          path,
          id: String(op.operationId),
          tag: String((op.tags as unknown[] | undefined)?.[0] ?? ""),
        })),
    );
  });
}

/** A path as written in a question (`/admin/products/:id/`, a full URL with a query) in the documents' form. */
function documentedPath(input: string): string {
  const path = input
    .replace(/^https?:\/\/[^/]+/i, "")
    .split(/[?#]/)[0]!
    .replace(/\/:([A-Za-z_]\w*)/g, "/{$1}")
    .replace(/\/+$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

/** How well a documented path matches a requested one: -1 not at all; more for more literal segments. */
function pathMatch(documented: string, requested: string): number {
  const d = documented.split("/");
  const r = requested.split("/");
  if (d.length !== r.length) return -1;
  let literal = 0;
  for (let i = 0; i < d.length; i++) {
    const param = /^\{.+\}$/.test(d[i]!);
    if (param) continue;
    if (d[i] !== r[i]) return -1;
    literal++;
  }
  return literal;
}

/** The operations `query` names: `METHOD /path` (a placeholder or a real ID in the path), or an operationId. */
export function findOperations(ops: readonly OperationRef[], query: string): OperationRef[] {
  const q = query.trim();
  const route = /^([A-Za-z]+)\s+(\S+)$/.exec(q);
  if (route && (HTTP_METHODS as readonly string[]).includes(route[1]!.toLowerCase())) {
    const method = route[1]!.toUpperCase();
    const path = documentedPath(route[2]!);
    const scored = ops
      .filter((o) => o.method === method)
      .map((o) => ({ o, score: pathMatch(o.path, path) }))
      .filter((s) => s.score >= 0);
    const best = Math.max(...scored.map((s) => s.score));
    return scored.filter((s) => s.score === best).map((s) => s.o);
  }
  if (q.startsWith("/")) return ops.filter((o) => pathMatch(o.path, documentedPath(q)) >= 0);
  return ops.filter((o) => o.id.toLowerCase() === q.toLowerCase());
}

/**
 * The section of a REST resource page's Markdown twin that documents the operation `id`: from its
 * `##` heading to the next one (headings inside code blocks do not count). The twin names each
 * operation's ID in code on the line after its heading.
 */
export function operationSection(twin: string, id: string): string | undefined {
  const sections: string[][] = [];
  let fence: string | undefined;
  for (const line of twin.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
    if (!fence && line.startsWith("## ")) sections.push([]);
    sections.at(-1)?.push(line);
  }
  const named = sections.find((s) => s.slice(1, 4).some((l) => l.includes(`\`${id}\``)));
  return named?.join("\n").trimEnd();
}

/** What `get_api_operation` answers for `query`: the operation's section of its resource page, as Markdown. */
export function operationText(site: BuiltSite, ops: readonly OperationRef[], query: string): ToolText {
  const found = findOperations(ops, query);
  if (found.length !== 1) {
    const list = (found.length > 1 ? found : ops.filter((o) => o.path === documentedPath(query.replace(/^\S+\s+/, "")))).map(
      (o) => `- ${o.method} ${o.path} (operation ${o.id})`,
    );
    return {
      isError: true,
      text: [
        found.length > 1
          ? `"${query.trim()}" names ${found.length} REST operations; ask for one:`
          : `No REST operation of Medusa 1.x is "${query.trim()}". Name one as METHOD /path (POST /admin/products) or by its operationId (PostProducts)${list.length ? ". That path has:" : "; search_docs finds routes by their words."}`,
        ...list,
      ].join("\n"),
    };
  }
  const op = found[0]!;
  const route = resourceRoute(op.area, op.tag);
  const twin = pageMarkdown(site, route);
  const section = operationSection(twin, op.id);
  if (!section) throw new Error(`${site.dir}: ${route}.md has no section naming the operation ${op.id}`);
  const title = /^# (.+)$/m.exec(twin)?.[1] ?? route;
  return {
    text: `${section.replace(/^## /, "# ")}\n\nFrom "${title}": ${publicUrl(site, `${route}#${op.id}`)}\n`,
  };
}
