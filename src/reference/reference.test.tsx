import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { getHighlighter } from "../content/mdx/highlighter";
import { extractReference, type ExtractedReference } from "./extract";
import { parseDocComment } from "./extract/doc-comment";
import { readIntros } from "./extract/intros";
import { referenceFamilies } from "./families";
import { buildReference, type ReferenceModel } from "./model/build";
import type { DeclarationPage, HooksPage, IndexPage, MethodPage } from "./model/types";
import { formatDiagnostic } from "../diagnostics";
import { unexpectedProblems } from "./index";
import { initMarkdown, renderReferencePage } from "./render";
import { InlineMarkdown, Markdown } from "./render/markdown";

const FIXTURES = join(import.meta.dirname, "__fixtures__/node_modules");
const MODULES = [{ family: "inventory", iface: "IInventoryService", dir: "inventory", title: "Inventory Module" }];

let ex: ExtractedReference;
let ref: ReferenceModel;
const page = (route: string) => {
  const p = ref.pages.find((x) => x.meta.route === route);
  if (!p) throw new Error(`no page ${route}; have ${ref.pages.map((x) => x.meta.route).join(", ")}`);
  return p;
};
const html = (route: string) => renderToStaticMarkup(<>{renderReferencePage(page(route).model).content}</>);

beforeAll(async () => {
  ex = extractReference({ nodeModules: FIXTURES, errorSources: null });
  ref = buildReference(ex, {
    families: referenceFamilies({ modules: MODULES, providers: [], configModule: null }),
    intros: readIntros(join(import.meta.dirname, "intros")),
    hub: [],
    v1Urls: [
      "/references/entities/classes/Cart",
      "/references/medusa/classes/medusa.Cart",
      "/references/modules/services",
      "/references/inventory/interfaces/inventory.Gone",
      "/references/inventory/interfaces/inventory.Unlisted",
    ],
    missing: [
      { url: "/references/inventory/interfaces/inventory.Gone", reason: "Not in this release." },
      { url: "/references/inventory/interfaces/inventory.Back", reason: "Stale entry." },
    ],
  });
  initMarkdown(await getHighlighter());
  // Extracting the fixture packages with the TypeScript compiler takes seconds; more on a busy machine.
}, 120_000);

describe("doc comment parser", () => {
  it("keeps decorators inside code fences in the text instead of reading them as tags", () => {
    const doc = parseDocComment("/**\n * Text.\n * ```ts\n * @IsString()\n * name: string\n * ```\n * @param a - The a.\n */");
    expect(doc.summary).toBe("Text.\n```ts\n@IsString()\nname: string\n```");
    expect(doc.tags).toEqual([{ tag: "param", name: "a", text: "The a." }]);
    expect(doc.unterminatedFence).toBe(false);
  });

  it("reads typed, optional and defaulted @param forms and @returns", () => {
    const doc = parseDocComment("/**\n * @param {string} [name=x] - A name.\n * @returns {Promise<void>} Nothing.\n */");
    expect(doc.tags).toEqual([
      { tag: "param", name: "name", text: "A name." },
      { tag: "returns", text: "Nothing." },
    ]);
  });
});

describe("extract", () => {
  it("reports each unusable doc comment with package, file and line", () => {
    expect(unexpectedProblems(ex.problems).map(formatDiagnostic).sort()).toEqual([
      // The YAML parser notices the unclosed sequence where the comment ends.
      "@medusajs/medusa dist/models/broken.d.ts:6: @schema BrokenThing: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]\n    hint: fix the package, or accept the problem with a reason in src/reference/allowlist.ts",
      "@medusajs/medusa dist/services/cart.d.ts:33: doc comment has an unterminated code fence (```)\n    hint: fix the package, or accept the problem with a reason in src/reference/allowlist.ts",
    ]);
  });

  it("lets a reviewed allowlist accept a known problem", () => {
    const allowed = [
      { pkg: "@medusajs/medusa", file: "dist/services/cart.d.ts", message: "unterminated code fence", reason: "test" },
    ];
    expect(unexpectedProblems(ex.problems, allowed)).toHaveLength(1);
  });

  it("reads @schema blocks placed after the class", () => {
    expect(Object.keys(ex.schemas["Cart"]!.schema.properties!)).toEqual(["id", "email", "billing_address", "type"]);
  });

  it("marks references to documented declarations across packages", () => {
    const hook = Object.values(ex.decls).find((d) => d.name === "useGetCart")!;
    const options = hook.signatures![0]!.params[1]!;
    expect(options.type).toContainEqual({ text: "StoreCartsRes", key: "medusa-react:dist/index.d.ts:StoreCartsRes" });
  });
});

describe("model", () => {
  it("builds entity pages from the schema: nullability, defaults, examples, relations and feature flags", () => {
    const cart = page("/references/entities/classes/Cart").model as DeclarationPage;
    const row = (name: string) => cart.properties.find((p) => p.name === name)!;
    expect(row("id")).toMatchObject({ optional: false, example: "cart_01", description: "The cart's ID" });
    expect(row("email")).toMatchObject({ nullable: true, optional: false });
    expect(row("billing_address")).toMatchObject({
      expandable: true,
      optional: true,
      type: [{ text: "Address", href: "/references/entities/classes/Address" }],
    });
    expect(row("type")).toMatchObject({ defaultValue: '"default"', featureFlag: "carts_v2" });
    expect(row("subtotal")).toBeDefined();
    expect(cart.doc.summary).toContain("[`Address`](/references/entities/classes/Address)");
  });

  it("lists where an entity is used", () => {
    const cart = page("/references/entities/classes/Cart").model as DeclarationPage;
    expect(cart.usedBy).toEqual([
      {
        title: "Services",
        links: [{ label: "CartService.retrieve", href: "/references/services/classes/services.CartService#retrieve" }],
      },
      { title: "JS Client", links: [{ label: "CartsResource.create", href: "/references/js-client/CartsResource#create" }] },
      {
        title: "Medusa React",
        links: [
          { label: "useCreateCart", href: "/references/medusa-react/hooks/store/carts#useCreateCart" },
          { label: "useGetCart", href: "/references/medusa-react/hooks/store/carts#useGetCart" },
        ],
      },
    ]);
  });

  it("documents every class of the services folder, also those the services index does not export", () => {
    const invite = page("/references/services/classes/services.InviteService").model as DeclarationPage;
    expect(invite.methods.map((m) => m.name)).toEqual(["list"]);
    const index = page("/references/services").model as IndexPage;
    expect(index.groups[0]!.items.map((i) => i.name)).toEqual(["CartService", "InviteService"]);
  });

  it("documents services with their methods, hiding @internal ones and expanding object parameters", () => {
    const svc = page("/references/services/classes/services.CartService").model as DeclarationPage;
    expect(svc.methods.map((m) => m.name)).toEqual(["retrieve", "validate", "unterminated"]);
    const retrieve = svc.methods[0]!.signatures[0]!;
    expect(retrieve.params[1]!.children![0]).toMatchObject({ name: "relations", description: "Relations to load." });
    expect(retrieve.returns).toEqual(["Promise<", { text: "Cart", href: "/references/entities/classes/Cart" }, ">"]);
    expect(retrieve.doc.examples[0]).toContain("```ts\nconst cart = await cartService.retrieve");
    expect(svc.properties.find((p) => p.name === "cartRepository_")?.protected).toBe(true);
  });

  it("groups hooks by namespace with their response and payload types", () => {
    const hooks = page("/references/medusa-react/hooks/store/carts").model as HooksPage;
    const all = hooks.groups.flatMap((g) => g.hooks);
    expect(all.map((h) => [h.name, h.category])).toEqual([
      ["useGetCart", "Queries"],
      ["useCreateCart", "Mutations"],
    ]);
    expect(all[0]!.responseType).toEqual([
      { text: "StoreCartsRes", href: "/references/medusa_react/types/medusa_react.StoreCartsRes" },
    ]);
    expect(all[1]!.payloadType).toEqual(["{ region_id: string }"]);
  });

  it("gives each module method a page, and links {@link Interface.method} to it", () => {
    const m = page("/references/inventory/adjustInventory").model as MethodPage;
    expect(m.method.signatures[0]!.doc.summary).toContain(
      "[`IInventoryService.retrieveInventoryItem`](/references/inventory/retrieveInventoryItem)",
    );
    const index = page("/references/inventory").model as IndexPage;
    expect(index.groups.map((g) => g.title)).toEqual(["Methods", "Types"]);
  });

  it("redirects old URLs to the page that replaced them", () => {
    expect(ref.redirects).toEqual([
      { from: "/references/medusa/classes/medusa.Cart", to: "/references/entities/classes/Cart" },
      { from: "/references/modules/services", to: "/references/services" },
      { from: "/references/inventory/interfaces/inventory.Gone", to: "/references/inventory#not-here-inventory-gone" },
    ]);
  });

  it("names a gone declaration on its family's index, and reports unlisted and stale 1.x URLs", () => {
    const index = page("/references/inventory").model as IndexPage;
    expect(index.missing).toEqual([
      {
        id: "not-here-inventory-gone",
        name: "Gone",
        url: "/references/inventory/interfaces/inventory.Gone",
        reason: "Not in this release.",
      },
    ]);
    expect(html("/references/inventory")).toContain(
      '<div id="not-here-inventory-gone" class="ref-index__item"><dt><code>Gone</code></dt><dd>Not in this release.</dd></div>',
    );
    expect(ref.redirectProblems).toEqual({
      unresolved: ["/references/inventory/interfaces/inventory.Unlisted"],
      stale: ["/references/inventory/interfaces/inventory.Back"],
    });
  });

  it("provides sidebar items for the generated sidebars", () => {
    expect(ref.sidebars["services"]).toEqual([
      "references/services",
      "references/services/classes/services.CartService",
      "references/services/classes/services.InviteService",
    ]);
    expect(ref.sidebars["inventory"]).toContainEqual(expect.objectContaining({ label: "Methods" }));
  });
});

describe("render", () => {
  it("renders hostile doc text as text, never as markup", () => {
    const out = html("/references/entities/classes/Cart");
    expect(out).not.toContain("<script>");
    expect(out).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(out).toContain("<code>{ &quot;a&quot;: 1 }</code>");
  });

  it("renders a description line as phrasing content, and drops the backtick of a code span its author never closed", () => {
    expect(renderToStaticMarkup(<InlineMarkdown text="Carts (the `Cart` entity)." />)).toBe(
      "Carts (the <code>Cart</code> entity).",
    );
    expect(renderToStaticMarkup(<InlineMarkdown text={"One.\n\nTwo."} />)).toMatch(/^<p>One.<\/p>\s*<p>Two.<\/p>$/);
    expect(renderToStaticMarkup(<Markdown text="Filter by `name` or `id." />)).toBe("<p>Filter by <code>name</code> or id.</p>");
    expect(renderToStaticMarkup(<Markdown text="Such as price_rules`." />)).toBe("<p>Such as price_rules.</p>");
    expect(renderToStaticMarkup(<Markdown text={"```js\nconst s = `a`\n```"} />)).toContain("`");
  });

  it("highlights examples and keeps decorators in code", () => {
    const out = html("/references/services/classes/services.CartService");
    expect(out).toContain('class="code-block"');
    expect(out.replace(/<[^>]+>/g, "")).toContain("@IsString()");
    expect(out).toContain('<h3 id="retrieve">');
  });

  it("shows doc-comment admonitions and deprecations as the site's admonitions", () => {
    expect(html("/references/inventory/interfaces/inventory.InventoryItemDTO")).toMatch(
      /<div class="admonition admonition--note" role="note"><p class="admonition__title"><svg[^>]*>.*?<\/svg>Good to know<\/p><div class="admonition__body"><p>An item is stocked at locations/,
    );
    expect(html("/references/inventory/retrieveInventoryItem")).toMatch(
      /<div class="admonition admonition--danger" role="note"><p class="admonition__title"><svg[^>]*>.*?<\/svg>Deprecated<\/p><div class="admonition__body"><p>List items and pick one instead.<\/p><\/div><\/div>/,
    );
  });

  it("shows a property table with links to the types", () => {
    const out = html("/references/entities/classes/Cart");
    expect(out).toMatch(/<a href="\/references\/entities\/classes\/Address">Address<\/a>/);
    expect(out).toContain("nullable");
    expect(out).toContain("Available when the <code>carts_v2</code> feature flag is enabled.");
  });

  it("produces an outline for the table of contents", () => {
    const { toc } = renderReferencePage(page("/references/services/classes/services.CartService").model);
    expect(toc.map((t) => t.id)).toEqual(["properties", "methods", "retrieve", "validate", "unterminated"]);
  });
});
