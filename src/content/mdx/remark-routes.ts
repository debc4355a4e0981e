import type { InlineCode, Link, Parents, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/** A REST route of the backend and the section of the REST reference that documents it. */
export interface KnownRoute {
  method: string;
  path: string;
  href: string;
}

const SPAN = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/[^\s?#]*)(\?\S*)?$/;

/** A path written in a page (`/admin/products/prod_123`, `/store/carts/{id}`, `/x/:id`) as segments. */
const segments = (path: string) => path.replace(/\/+$/, "").split("/").slice(1);
const isParam = (s: string) => /^(\{[^}]+\}|:\w+|\[\w+\])$/.test(s);

/**
 * The route a span names: the backend's route whose literal segments the span has and whose
 * parameters the span fills (with a placeholder or a concrete ID); the one with most literal
 * segments when several fit (`/admin/products/types` before `/admin/products/{id}`).
 */
export function matchRoute(routes: readonly KnownRoute[], method: string, path: string): KnownRoute | undefined {
  const want = segments(path);
  let best: KnownRoute | undefined;
  let bestScore = -1;
  for (const r of routes) {
    if (r.method !== method) continue;
    const have = segments(r.path);
    if (have.length !== want.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < have.length; i++) {
      if (isParam(have[i]!)) continue;
      if (have[i] === want[i]) score++;
      else {
        ok = false;
        break;
      }
    }
    if (ok && score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}

/**
 * An inline code span that is exactly a method and a path (`POST /admin/products`, `GET
 * /store/carts/{id}`, `GET /store/products/prod_123`) links to its operation in the REST
 * reference. A route that is not the backend's must be declared by the page (front matter
 * `routes`: its own routes, a plugin's); any other is an error at its line. Code blocks are not
 * read, and a span already inside a link or a heading keeps its place (but is still checked).
 */
export function remarkRoutes(options: { routes?: readonly KnownRoute[]; declared?: readonly string[] }) {
  return (tree: Root, file: VFile) => {
    const { routes } = options;
    if (!routes) return;
    const declared = new Set((options.declared ?? []).map((r) => r.replace(/\s+/g, " ").trim()));
    visit(tree, "inlineCode", (node: InlineCode, index, parent: Parents | undefined) => {
      const m = SPAN.exec(node.value.trim());
      if (!m || !parent || index === undefined) return;
      const [, method, path] = m;
      const route = matchRoute(routes, method!, path!);
      if (!route) {
        if (!declared.has(`${method} ${path}`))
          file.message(`\`${node.value}\` is not a route of the pinned backend`, {
            place: node.position,
            ruleId: "route",
          }).note =
            'if the page defines it, or a plugin adds it, declare it in the front matter: routes: ["' +
            `${method} ${path}` +
            '"]';
        return;
      }
      if (declared.has(`${method} ${path}`))
        file.message(`\`${node.value}\` is a route of the backend: remove it from the front matter's routes`, node);
      if (parent.type === "link" || parent.type === "heading") return;
      const link: Link = { type: "link", url: route.href, children: [node], position: node.position };
      parent.children[index] = link as never;
    });
  };
}
