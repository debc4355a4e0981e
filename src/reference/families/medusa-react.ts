import type { SidebarItemInput } from "../../sidebars/types";
import type { DeclKey } from "../extract/types";
import { idOf, indexPage, refPage, type Claim, type ModelContext, type RefPage } from "../model/context";
import { slugId } from "../model/anchors";
import type { ReferenceFamily, UsageSource } from "../model/family";
import { tagText } from "../model/text";
import type { HookView, HooksPage, IndexItem } from "../model/types";
import { docView, signatureView } from "../model/views";

/**
 * medusa-react hooks whose doc comment has no `@customNamespace`, and the namespace they belong to
 * (by the API routes they call). Any other untagged `use…` export fails the build, so none is
 * left out silently.
 */
const UNTAGGED_HOOKS: Record<string, string> = {
  useAdminConfirmBatchJob: "Hooks.Admin.Batch Jobs",
  useAdminCreateInvite: "Hooks.Admin.Invites",
  useAdminProductVariants: "Hooks.Admin.Product Variants",
  useLocalStorage: "Utilities",
};

const snake = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

interface Group {
  route: string;
  title: string;
  label: string;
  kind: "hooks" | "providers";
  scope?: string;
  keys: DeclKey[];
}

/**
 * medusa-react: one page per `@customNamespace` (Hooks › Admin › Orders, Providers › Cart), each
 * hook an anchor on it; the utilities a page each; indexes for hooks, providers and utilities.
 */
export function medusaReactFamily(): ReferenceFamily {
  const groups = new Map<string, Group>();
  const utilities: Claim[] = [];
  const index = { root: "", hooks: "", providers: "", utilities: "" };
  return {
    id: "medusa-react",
    claim(ctx) {
      for (const e of ctx.exported("medusaReact")) {
        const d = ctx.ex.decls[e.key];
        if (!d) continue;
        const ns = tagText(d.doc, "customNamespace") ?? UNTAGGED_HOOKS[d.name];
        if (!ns) {
          if (/^use[A-Z]/.test(e.name)) {
            throw new Error(
              `Reference: medusa-react exports ${e.name} without @customNamespace; add it to UNTAGGED_HOOKS in src/reference/families/medusa-react.ts`,
            );
          }
          continue;
        }
        const parts = ns.split(".");
        if (parts[0] === "Utilities") {
          const c = ctx.claim(e.key, ctx.uniqueRoute(`/references/medusa-react/utilities/${d.name}`), "medusa-react", {
            sidebar: true,
          });
          if (c) utilities.push(c);
          continue;
        }
        let route: string;
        let group: Group;
        if (parts[0] === "Hooks" && parts.length === 3) {
          route = `/references/medusa-react/hooks/${snake(parts[1]!)}/${snake(parts[2]!)}`;
          group = groups.get(route) ?? {
            route,
            title: `${parts[1]} ${parts[2]} Hooks`,
            label: parts[2]!,
            kind: "hooks",
            scope: parts[1],
            keys: [],
          };
        } else if (parts[0] === "Providers" && parts.length === 2) {
          route = `/references/medusa-react/providers/${snake(parts[1]!)}`;
          group = groups.get(route) ?? { route, title: `${parts[1]} Provider`, label: parts[1]!, kind: "providers", keys: [] };
        } else continue;
        groups.set(route, group);
        group.keys.push(e.key);
      }
      for (const g of groups.values()) {
        ctx.uniqueRoute(g.route);
        for (const key of g.keys) if (!ctx.links.has(key)) ctx.links.claim(key, `${g.route}#${ctx.decl(key).name}`);
      }
      index.root = ctx.uniqueRoute("/references/medusa-react");
      index.hooks = ctx.uniqueRoute("/references/medusa-react/hooks");
      index.providers = ctx.uniqueRoute("/references/medusa-react/providers");
      index.utilities = ctx.uniqueRoute("/references/medusa-react/utilities");
    },
    emit(ctx) {
      const all = [...groups.values()].sort((a, b) => a.route.localeCompare(b.route));
      const pages: RefPage[] = [];
      const usages: UsageSource[] = [];
      for (const g of all) {
        const order = (h: HookView) => ({ Queries: 0, Mutations: 1 })[h.category ?? ""] ?? 2;
        const hooks = g.keys.map((k) => hookView(ctx, k)).sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
        const categories = [...new Set(hooks.map((h) => h.category ?? "Exports"))];
        const model: HooksPage = {
          kind: "hooks",
          title: g.title,
          intro: ctx.intro(g.kind === "hooks" ? "medusa-react-hook-group" : "medusa-react-provider", {
            scope: g.scope ?? "",
            label: g.label.toLowerCase(),
          }).body,
          source: { pkg: "medusa-react", version: ctx.ex.versions["medusa-react"] ?? "", file: "dist/index.d.ts" },
          groups: categories.map((title) => ({
            id: slugId(title),
            title,
            hooks: hooks.filter((h) => (h.category ?? "Exports") === title),
          })),
        };
        const names = hooks.map((h) => h.name);
        pages.push(
          refPage(g.route, {
            title: g.title,
            sidebarLabel: g.label,
            description:
              g.kind === "hooks"
                ? `medusa-react hooks for the ${g.scope} ${g.label} API routes: ${names.slice(0, 4).join(", ")}${names.length > 4 ? ", …" : ""}.`
                : `The ${g.label} provider of medusa-react and its hooks.`,
            generatedFrom: ctx.generatedFrom("medusa-react"),
            model,
          }),
        );
        for (const key of g.keys) {
          const d = ctx.decl(key);
          const response = d.signatures?.[0]?.hook?.response;
          if (response)
            usages.push({ group: "Medusa React", label: d.name, href: ctx.links.href(key)!, types: response, depth: 2 });
        }
      }
      const item = (g: Group): IndexItem => ({
        name: g.label,
        href: g.route,
        description: `${g.keys.length} ${g.kind === "hooks" ? "hooks" : "exports"}`,
      });
      const admin = all.filter((g) => g.scope === "Admin");
      const store = all.filter((g) => g.scope === "Store");
      const providers = all.filter((g) => g.kind === "providers");
      pages.push(
        indexPage(index.hooks, ctx.intro("medusa-react-hooks"), [
          { title: "Admin", items: admin.map(item) },
          { title: "Store", items: store.map(item) },
        ]),
        indexPage(index.providers, ctx.intro("medusa-react-providers"), [{ title: "Providers", items: providers.map(item) }]),
        indexPage(index.utilities, ctx.intro("medusa-react-utilities"), [
          { title: "Utilities", items: ctx.indexItems(utilities) },
        ]),
        indexPage(index.root, ctx.intro("medusa-react"), [
          {
            title: "Reference",
            items: [
              { name: "Hooks", href: index.hooks, description: "Queries and mutations for every Store and Admin API resource." },
              { name: "Providers", href: index.providers, description: "MedusaProvider, CartProvider and SessionCartProvider." },
              { name: "Utilities", href: index.utilities, description: "Compute and format amounts and variant prices." },
            ],
          },
        ]),
      );
      const sidebar: SidebarItemInput[] = [
        idOf(index.root),
        {
          type: "category",
          label: "Hooks",
          link: idOf(index.hooks),
          collapsed: false,
          items: [
            { type: "category", label: "Admin", items: admin.map((g) => idOf(g.route)) },
            { type: "category", label: "Store", items: store.map((g) => idOf(g.route)) },
          ],
        },
        { type: "category", label: "Providers", link: idOf(index.providers), items: providers.map((g) => idOf(g.route)) },
        { type: "category", label: "Utilities", link: idOf(index.utilities), items: utilities.map((c) => idOf(c.route)) },
      ];
      return { pages, sidebar, usages };
    },
  };
}

function hookView(ctx: ModelContext, key: DeclKey): HookView {
  const d = ctx.decl(key);
  const signatures = (d.signatures ?? []).map((s) => {
    const view = signatureView(s, ctx.links, d.loc);
    if (!view.doc.summary) view.doc = docView(d.doc, ctx.links, d.loc);
    // The inferred result type of a hook is TanStack Query's union: the response type says more.
    view.returns = [];
    return view;
  });
  const hook = d.signatures?.[0]?.hook;
  return {
    name: d.name,
    // Hook names start with "use": they cannot clash with the ids of the page's groups.
    anchor: d.name,
    category: tagText(d.doc, "category"),
    signatures:
      signatures.length > 0
        ? signatures
        : [
            {
              typeParams: [],
              params: [],
              returns: ctx.links.expr(d.type),
              returnsDescription: "",
              doc: docView(d.doc, ctx.links, d.loc),
            },
          ],
    responseType: hook?.response ? ctx.links.expr(hook.response) : undefined,
    payloadType: hook?.payload ? ctx.links.expr(hook.payload) : undefined,
  };
}
