import { describe, expect, it } from "vitest";
import { AUTHOR_COMPONENTS } from "../../components";
import { renderBody } from "../../testing/compile";
import { DiagnosticError } from "../../diagnostics";
import { compilePage } from "./compile";

const FM = "---\ntitle: T\ndescription: D\n---\n\n";

const html = (body: string) => renderBody(body);

async function failure(body: string): Promise<DiagnosticError> {
  try {
    await compilePage(FM + body, "content/t.mdx", AUTHOR_COMPONENTS);
  } catch (e) {
    expect(e).toBeInstanceOf(DiagnosticError);
    return e as DiagnosticError;
  }
  throw new Error("expected the page to fail");
}

describe("compilePage", () => {
  it("turns :::type[Title] into an admonition", async () => {
    const out = await html(":::warning[Back up first]\nThis deletes data.\n:::\n");
    expect(out).toContain('class="admonition admonition--warning"');
    expect(out).toContain("Back up first");
    expect(out).toContain("This deletes data.");
  });

  it("gives admonitions a default title", async () => {
    expect(await html(":::tip\nUse the CLI.\n:::\n")).toContain(">Tip</p>");
  });

  it("fails on an unknown admonition with its line", async () => {
    const e = await failure("Intro.\n\n:::caution\nx\n:::\n");
    expect(e.diagnostics[0]!.line).toBe(8);
    expect(e.message).toContain(':::caution"; use one of :::note');
  });

  it("keeps colons in prose as text", async () => {
    const out = await html("Meet at 10:30, or use key:value pairs.\n");
    expect(out).toContain("Meet at 10:30, or use key:value pairs.");
  });

  it("fails on an unknown component, naming it and the line", async () => {
    const e = await failure("Text.\n\n<Alert>hi</Alert>\n");
    expect(e.diagnostics[0]!.line).toBe(8);
    expect(e.message).toContain("unknown component <Alert>");
  });

  it("refuses imports in pages", async () => {
    expect((await failure('import X from "./x"\n\nText.\n')).message).toContain("cannot import or export");
  });

  it("refuses a second h1", async () => {
    expect((await failure("# Title again\n")).message).toContain("start body headings at ##");
  });

  it("reports MDX syntax errors with their line", async () => {
    const e = await failure('Line.\n\n<Details summary="x">\n');
    expect(e.message).toMatch(/^content\/t\.mdx:8:1: Expected a closing tag for `<Details>`/);
  });

  it("makes npm2yarn blocks into synced npm / yarn / pnpm tabs", async () => {
    const out = (await html("```bash npm2yarn\nnpm install @medusajs/medusa-js\n```\n")).replace(/<[^>]+>/g, "");
    expect(out).toContain("npm install @medusajs/medusa-js");
    expect(out).toContain("yarn add @medusajs/medusa-js");
    expect(out).toContain("pnpm add @medusajs/medusa-js");
    const markup = await html("```bash npm2yarn\nnpm install x\n```\n");
    expect(markup).toContain('data-group="npm2yarn"');
    expect(markup).toMatch(/data-island="TabList"/);
  });

  it("highlights code at build time with title, line highlights and a copy button", async () => {
    const out = await html('```ts title="src/index.ts" {2}\nconst a = 1\nconst b = 2\n```\n');
    expect(out).toContain('class="code-block__title">src/index.ts<');
    // Token classes, not inline styles: the stylesheet gives each its light and dark colour.
    expect(out).toContain('<span class="line highlighted"><span class="tk-keyword">const</span>');
    expect(out).not.toContain("style=");
    expect(out).toContain('data-island="CopyButton"');
  });

  it("leaves the copy button out for noCopy blocks", async () => {
    expect(await html("```text noCopy\nplain\n```\n")).not.toContain("CopyButton");
  });

  it("fails on an unknown code language, and on noCheck without a reason", async () => {
    expect((await failure("```rust\nfn main() {}\n```\n")).message).toContain('unknown code language "rust"');
    expect((await failure("```ts noCheck\nx\n```\n")).message).toContain("noCheck needs a reason");
  });

  it("gives headings ids and anchors, and records the h2/h3 outline", async () => {
    const compiled = await compilePage(
      FM + "## Install it\n\n### With npm\n\n#### Deep\n\n## Install it\n",
      "content/t.mdx",
      AUTHOR_COMPONENTS,
    );
    expect(compiled.toc).toEqual([
      { id: "install-it", text: "Install it", depth: 2 },
      { id: "with-npm", text: "With npm", depth: 3 },
      { id: "install-it-1", text: "Install it", depth: 2 },
    ]);
    expect(await html("## Install it\n")).toContain('<h2 id="install-it">Install it<a class="hash-link" href="#install-it"');
  });

  it("records links with their lines", async () => {
    const compiled = await compilePage(
      FM + 'See [orders](/modules/orders).\n\n<Card href="/a" title="A" />\n',
      "content/t.mdx",
      AUTHOR_COMPONENTS,
    );
    expect(compiled.links).toEqual([
      { url: "/modules/orders", line: 6 },
      { url: "/a", line: 8 },
    ]);
  });

  it("renders tabs with every panel in the HTML and the first one shown", async () => {
    const out = await html(
      '<Tabs groupId="client">\n<TabItem value="js" label="JS">\n\nOne\n\n</TabItem>\n<TabItem value="react" label="React">\n\nTwo\n\n</TabItem>\n</Tabs>\n',
    );
    expect(out).toContain("One");
    expect(out).toContain("Two");
    expect(out).toMatch(/role="tabpanel"[^>]*data-value="react"[^>]*hidden/);
    expect(out).not.toMatch(/role="tabpanel"[^>]*data-value="js"[^>]*hidden/);
  });
});

describe("REST route spans", () => {
  const routes = [
    { method: "POST", path: "/admin/products", href: "/api/admin/products#PostProducts" },
    { method: "GET", path: "/admin/products/{id}", href: "/api/admin/products#GetProductsProduct" },
    { method: "GET", path: "/admin/products/types", href: "/api/admin/products#GetProductsTypes" },
  ];
  const compileWith = (body: string, declared?: string[]) =>
    compilePage(FM + body, "content/t.mdx", AUTHOR_COMPONENTS, { routes, declaredRoutes: declared });

  it("links a span that is exactly a method and a path, with a placeholder or a concrete ID, to its operation", async () => {
    const { markdown } = await compileWith(
      "Send `POST /admin/products`, then `GET /admin/products/prod_123` or `GET /admin/products/{id}`, or `GET /admin/products/types`.\n",
    );
    expect(markdown).toContain("[`POST /admin/products`](/api/admin/products#PostProducts)");
    expect(markdown).toContain("[`GET /admin/products/prod_123`](/api/admin/products#GetProductsProduct)");
    expect(markdown).toContain("[`GET /admin/products/{id}`](/api/admin/products#GetProductsProduct)");
    expect(markdown).toContain("[`GET /admin/products/types`](/api/admin/products#GetProductsTypes)");
  });

  it("leaves code blocks and longer spans alone", async () => {
    const { markdown } = await compileWith(
      "```text\nPOST /admin/products 200 12ms\n```\n\nLogged as `POST /admin/products 200`.\n",
    );
    expect(markdown).not.toContain("](/api/");
  });

  it("fails on a route the backend does not have unless the page declares it, and on a declared core route", async () => {
    const e = await compileWith("Call `GET /store/hello` here.\n").catch((x: DiagnosticError) => x);
    expect((e as DiagnosticError).diagnostics).toEqual([
      {
        file: "content/t.mdx",
        line: 6,
        column: 6,
        message: "`GET /store/hello` is not a route of the pinned backend",
        hint: 'if the page defines it, or a plugin adds it, declare it in the front matter: routes: ["GET /store/hello"]',
      },
    ]);
    await expect(compileWith("Call `GET /store/hello` here.\n", ["GET /store/hello"])).resolves.toBeDefined();
    const core = await compileWith("Call `POST /admin/products`.\n", ["POST /admin/products"]).catch((x: DiagnosticError) => x);
    expect((core as DiagnosticError).diagnostics[0]!.message).toContain("is a route of the backend");
  });
});
