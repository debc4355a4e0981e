import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import config from "../../site.config";
import redirects from "../../redirects";
import { readAnchors } from "../builder/anchors";
import { getHighlighter } from "../content/mdx/highlighter";
import { scanContent } from "../content/scan";
import { readV1Urls } from "../site/v1-urls";
import { REFERENCE_SOURCES } from "./extract";
import { generateReference, type GeneratedReference } from "./index";
import { filesBelow } from "../lib/files";
import { readSampleOverrides } from "./families/rest/sample-overrides";
import ts from "typescript";
import type { ApiResourcePage, DeclarationPage, ErrorsPage, HooksPage, IndexPage, MethodPage, RefPageModel } from "./model/types";
import { STATUS_OF_TYPE } from "./openapi/errors";
import { HANDLER_WORDS, LIST_REPLACES, withReplacedList } from "./openapi/reconcile";
import { initMarkdown, renderReferencePage } from "./render";

/**
 * The reference as generated from the pinned packages, checked against lists read here from the
 * packages' declaration files with plain text scans, independently of the extractor, so that a
 * declaration the generator drops (or invents) fails a test.
 */
const root = join(import.meta.dirname, "../..");
const nm = (p: string) => readFileSync(join(root, "node_modules", p), "utf8");
let ref: GeneratedReference;
const models = () =>
  ref.pages.flatMap((p) => (p.source.kind === "reference" ? [{ id: p.meta.id, model: p.source.model as RefPageModel }] : []));
const ids = () => new Set(ref.pages.map((p) => p.meta.id));
const sorted = (xs: Iterable<string>) => [...xs].sort();
const under = (prefix: string) => sorted([...ids()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length)));
/** Every page's anchors as the last build recorded them (the build fails when they differ). */
const anchors = readAnchors(join(root, "data/anchors.txt"))!;

beforeAll(async () => {
  // The guides with their anchors as recorded, where the packages' links to the 1.x docs may lead.
  const guides = scanContent(root, join(root, "content"), config).pages.map((p) => ({
    route: p.route,
    ids: anchors.get(p.route) ?? [],
  }));
  ref = generateReference(root, readV1Urls(root), { guides, redirects });
  initMarkdown(await getHighlighter());
}, 120_000);

describe("reference from the pinned packages", () => {
  it("has a page for every entity and entity enumeration that @medusajs/medusa's models export", () => {
    const classes = new Set<string>();
    const enums = new Set<string>();
    for (const m of nm("@medusajs/medusa/dist/models/index.d.ts").matchAll(/export \* from "\.\/([\w-]+)"/g)) {
      const text = nm(`@medusajs/medusa/dist/models/${m[1]}.d.ts`);
      for (const c of text.matchAll(/export declare class (\w+)/g)) classes.add(c[1]!);
      for (const e of text.matchAll(/export declare enum (\w+)/g)) enums.add(e[1]!);
    }
    expect(classes.size).toBeGreaterThan(50);
    expect(under("references/entities/classes/")).toEqual(sorted(classes));
    expect(under("references/entities/enums/entities.")).toEqual(sorted(enums));
  });

  it("has a page for every class of @medusajs/medusa's dist/services, listed in the services index and sidebar", () => {
    // The backend registers the default export of every file of dist/services in its container, whether or not
    // the folder's index re-exports it; a page is named as the index names it, or else by its class.
    const dir = "@medusajs/medusa/dist/services";
    const indexName = new Map(
      [...nm(`${dir}/index.d.ts`).matchAll(/export \{ default as (\w+) \} from "\.\/([\w-]+)"/g)].map((m) => [m[2]!, m[1]!]),
    );
    const expected: string[] = [];
    for (const file of readdirSync(join(root, "node_modules", dir)).filter((f) => f.endsWith(".d.ts") && f !== "index.d.ts")) {
      const text = nm(`${dir}/${file}`);
      const exportedDefault = /^export default (\w+);$/m.exec(text)?.[1];
      for (const m of text.matchAll(/^(export )?(default )?(?:declare )?class (\w+)/gm)) {
        const name = m[3]!;
        const isDefault = !!m[2] || name === exportedDefault;
        if (isDefault) expected.push(indexName.get(file.replace(/\.d\.ts$/, "")) ?? name);
        else if (m[1]) expected.push(name);
      }
    }
    expect(expected.length).toBeGreaterThan(60);
    for (const name of [
      "InviteService",
      "PublishableApiKeyService",
      "ProductTagService",
      "JobSchedulerService",
      "DefaultFileService",
    ])
      expect(expected).toContain(name);
    expect(under("references/services/classes/services.")).toEqual(sorted(expected));
    const index = models().find((m) => m.id === "references/services")!.model as IndexPage;
    expect(sorted(index.groups.flatMap((g) => g.items.map((i) => i.href)))).toEqual(
      sorted(expected.map((n) => `/references/services/classes/services.${n}`)),
    );
    expect(
      sorted(ref.sidebars.services!.filter((i): i is string => typeof i === "string" && i !== "references/services")),
    ).toEqual(sorted(expected.map((n) => `references/services/classes/services.${n}`)));
  });

  it("documents every JS client resource, and every method with its example", () => {
    const dts = nm("@medusajs/medusa-js/dist/index.d.ts");
    const resources = [...dts.matchAll(/declare class (\w+Resource|Admin) extends BaseResource \{([\s\S]*?)\n\}/g)];
    expect(resources.length).toBeGreaterThan(50);
    // The package exports some classes under another name (`CustomerResource as CustomersResource`): pages use that name.
    const exportedAs = new Map([...dts.matchAll(/(\w+) as (\w+)/g)].map((m) => [m[1]!, m[2]!]));
    const pageOf = (cls: string) => exportedAs.get(cls) ?? cls;
    const pages = new Map(
      models()
        .filter((m) => m.id.startsWith("references/js-client/"))
        .map((m) => [m.id.split("/").at(-1)!, m.model]),
    );
    for (const [, name] of resources) expect(pages.has(pageOf(name!)), name).toBe(true);
    // Methods as the package writes them (4-space indent inside the class), with whether their doc has an @example.
    const declared = resources.flatMap(([, name, body]) => {
      const out: string[] = [];
      for (const m of body!.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*?\*\/\s*)?\n {4}(\w+)(?:<[^(]*>)?\(/g)) {
        // Methods their authors hide (`@ignore`) are left out of the reference on purpose.
        if (!/@ignore|@internal/.test(m[1] ?? "")) out.push(`${pageOf(name!)}.${m[2]}:${/@example/.test(m[1] ?? "")}`);
      }
      return [...new Set(out)];
    });
    const documented = resources.flatMap(([, name]) =>
      (pages.get(pageOf(name!)) as DeclarationPage).methods.map(
        (m) => `${pageOf(name!)}.${m.name}:${m.signatures.some((s) => s.doc.examples.length > 0)}`,
      ),
    );
    expect(sorted(new Set(documented))).toEqual(sorted(declared));
  });

  it("documents every hook, provider and utility medusa-react exports", () => {
    const dts = nm("medusa-react/dist/index.d.ts");
    const exported = new Set(
      /export \{([^}]*)\}/
        .exec(dts.slice(dts.lastIndexOf("export {")))![1]!
        .split(",")
        .map((s) => s.trim().split(" as ").at(-1)!),
    );
    const hooks = [...exported].filter((n) => /^use[A-Z]/.test(n));
    expect(hooks.length).toBeGreaterThan(250);
    const onHookPages = models().flatMap((m) =>
      m.model.kind === "hooks" ? m.model.groups.flatMap((g) => g.hooks.map((h) => h.name)) : [],
    );
    const utilities = under("references/medusa-react/utilities/");
    expect(sorted(hooks.filter((h) => !onHookPages.includes(h) && !utilities.includes(h)))).toEqual([]);
    // Each hook sits on the page of the namespace its doc comment names.
    for (const m of dts.matchAll(/@customNamespace Hooks\.(Admin|Store)\.([^\n]+)\n[\s\S]*?declare const (use\w+)/g)) {
      const page = models().find(
        (x) => x.model.kind === "hooks" && (x.model as HooksPage).groups.some((g) => g.hooks.some((h) => h.name === m[3])),
      );
      expect(page?.id, m[3]).toBe(
        `references/medusa-react/hooks/${m[1]!.toLowerCase()}/${m[2]!
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "_")}`,
      );
    }
    expect(under("references/medusa-react/providers/").filter((p) => !p.includes("/"))).toEqual([
      "cart",
      "medusa",
      "session_cart",
    ]);
  });

  it("gives every module method a page, but those its authors hide", () => {
    const modules = [
      ["inventory", "inventory/service.d.ts", "IInventoryService"],
      ["stock_location", "stock-location/service.d.ts", "IStockLocationService"],
      ["pricing", "pricing/service.d.ts", "IPricingModuleService"],
      ["product", "product/service.d.ts", "IProductModuleService"],
    ] as const;
    for (const [family, file, iface] of modules) {
      const dts = nm(`@medusajs/types/dist/${file}`);
      const body = dts.slice(dts.indexOf(`interface ${iface}`));
      const methods = new Set<string>();
      for (const m of body
        .slice(0, body.indexOf("\n}"))
        .matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*?\*\/\s*)?\n {4}(\w+)(?:<[^(]*>)?\(/g)) {
        if (!/@ignore|@internal/.test(m[1] ?? "")) methods.add(m[2]!);
      }
      expect(methods.size, family).toBeGreaterThan(5);
      const pages = models().filter((m) => m.model.kind === "method" && m.id.startsWith(`references/${family}/`));
      expect(sorted(new Set(pages.map((p) => p.id.split("/").at(-1)!))), family).toEqual(sorted(methods));
    }
    // IProductModuleService.updateTags is hidden by its authors; its 1.x URL leads to an entry that says so.
    expect(ref.redirects).toContainEqual({
      from: "/references/product/updateTags",
      to: "/references/product#not-here-product-updatetags",
    });
    const adjust = models().find((m) => m.id === "references/inventory/adjustInventory")!.model as MethodPage;
    expect(adjust.method.signatures[0]!.doc.examples.length).toBeGreaterThan(0);
  });

  it("documents the workflows SDK's builder functions", () => {
    const dts = nm("@medusajs/workflows-sdk/dist/utils/composer/index.d.ts");
    for (const fn of ["createStep", "createWorkflow", "parallelize", "transform"]) {
      expect(dts).toContain(`./${fn.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      expect(ids()).toContain(`references/workflows/${fn}`);
    }
  });

  it("flags product categories as gated by the product_categories feature flag", () => {
    const product = models().find((m) => m.id === "references/entities/classes/Product")!.model as DeclarationPage;
    expect(product.properties.find((p) => p.name === "categories")?.featureFlag).toBe("product_categories");
  });

  it("includes the promotion values of @medusajs/utils", () => {
    const values = (name: string) =>
      (models().find((m) => m.model.kind === "declaration" && m.model.name === name)!.model as DeclarationPage).enumMembers!.map(
        (e) => e.value,
      );
    expect(values("PromotionType")).toEqual(['"standard"', '"buyget"']);
    expect(values("ApplicationMethodType")).toEqual(['"fixed"', '"percentage"']);
    expect(values("ApplicationMethodAllocation")).toEqual(['"each"', '"across"']);
  });

  it("sends every URL of the 1.x reference to the page or section that replaced it", () => {
    const urls = readV1Urls(root).filter((u) => u.startsWith("/references"));
    const pages = new Map(models().map((m) => [`/${m.id}`, m.model]));
    const redirects = new Map(ref.redirects.map((r) => [r.from, r.to]));
    expect(urls.filter((u) => !pages.has(u) && !redirects.has(u))).toEqual([]);
    const vague: string[] = [];
    for (const [from, to] of redirects) {
      const [path, anchor] = to.split("#");
      const model = pages.get(path!);
      if (!model) {
        vague.push(`${from} → ${to}: no such page`);
        continue;
      }
      if (anchor) {
        // The anchor is on the page: an entry of "Not in these packages", or a section, member or hook.
        const html = renderToStaticMarkup(<>{renderReferencePage(model).content}</>);
        if (!html.includes(` id="${anchor}"`)) vague.push(`${from} → ${to}: the page has no #${anchor}`);
        if (
          anchor.startsWith("not-here-") &&
          !(model.kind === "index" && model.missing?.some((m) => m.id === anchor && m.url === from))
        )
          vague.push(`${from} → ${to}: the entry does not name the old URL`);
      } else if (model.kind === "index") {
        // An index is where the 1.x family indexes (/references/modules/<family>) land, and where a module's
        // interface is documented (its methods' pages say so); any other URL must not land on one.
        const familyIndex = /^\/references\/modules\/\w+$/.test(from);
        const interfacePage = [...pages.values()].some(
          (m) => m.kind === "method" && m.interfaceHref === to && from.endsWith(`.${m.interfaceName}`),
        );
        if (!familyIndex && !interfacePage) vague.push(`${from} → ${to}: lands on an index page`);
      }
    }
    expect(vague).toEqual([]);
  });

  it("documents every @oas operation on its resource page, with its anchor, method, path and samples", () => {
    // Read independently: a plain scan of the route files for `@oas [method] /path` and the block's fields.
    const dir = join(root, "node_modules/@medusajs/medusa/dist/api/routes");
    const declared: string[] = [];
    const overrides = readSampleOverrides(root);
    for (const file of filesBelow(dir).filter((f) => f.endsWith(".d.ts"))) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/@oas \[(\w+)\] (\S+)([\s\S]*?)\*\//g)) {
        const id = /operationId: "?(\w+)"?/.exec(m[3]!)![1];
        const labels = new Set([...m[3]!.matchAll(/^\s*\*\s+label: (JS Client|Medusa React|cURL)\s*$/gm)].map((l) => l[1]!));
        // A reviewed override may add a sample the package lacks (data/api-sample-overrides.yaml).
        const override = overrides.find((o) => o.operation === `${m[2]!.split("/")[1]} ${id}`);
        for (const label of Object.keys(override?.samples ?? {})) labels.add(label);
        declared.push(`${m[2]!.split("/")[1]} ${m[1]} ${m[2]} #${id} samples:${labels.size}`);
      }
    }
    expect(declared.length).toBeGreaterThan(300);
    const documented = models().flatMap(({ id, model }) =>
      model.kind === "api-resource"
        ? model.operations.map((o) => {
            expect(id.startsWith(`api/${model.area}/`), id).toBe(true);
            return `${model.area} ${o.method} ${o.path} #${o.id} samples:${o.samples.length}`;
          })
        : [],
    );
    expect(documented.sort()).toEqual(declared.sort());
  });

  it("links each operation to the JS client method and the hook that send it, and those back", () => {
    const pages = new Map(models().map((m) => [`/${m.id}`, m.model]));
    const op = (pages.get("/api/admin/products") as ApiResourcePage).operations.find((o) => o.id === "PostProducts")!;
    expect(op.clients.map((c) => c.label)).toEqual(["AdminProductsResource.create", "useAdminCreateProduct"]);
    for (const c of op.clients) {
      const [route, anchor] = c.href.split("#");
      const model = pages.get(route!)!;
      const member =
        model.kind === "declaration"
          ? model.methods.find((m) => m.anchor === anchor)
          : model.kind === "hooks"
            ? model.groups.flatMap((g) => g.hooks).find((h) => h.anchor === anchor)
            : undefined;
      expect(member?.operations, c.href).toContainEqual({
        label: "POST /admin/products",
        href: "/api/admin/products#PostProducts",
      });
    }
  });

  it("completes each operation's error statuses from what the code and the recorded answers show", () => {
    const opOf = (page: string, id: string) =>
      (models().find((m) => m.id === page)!.model as ApiResourcePage).operations.find((o) => o.id === id)!;
    const statuses = (page: string, id: string) => opOf(page, id).errors.map((e) => e.status);
    // The package's block lists 400 alone; the route needs authentication.
    expect(statuses("api/admin/order-edits", "DeleteOrderEditsOrderEdit")).toContain("401");
    // Resending an unknown invite answers 400 (the recorded answer); nothing it reaches is a 404.
    expect(opOf("api/admin/invites", "PostInvitesInviteResend").answers).toContainEqual(
      expect.objectContaining({ status: "400" }),
    );
    expect(statuses("api/admin/invites", "PostInvitesInviteResend")).not.toContain("404");
  });

  it("sends every link of the packages' text to the 1.x docs to a page and anchor here, or lists it with a reason", () => {
    // Read independently: a plain scan of the documented packages' declaration files.
    const found = new Set<string>();
    for (const pkg of REFERENCE_SOURCES.packages) {
      for (const file of filesBelow(join(root, "node_modules", pkg, "dist")).filter((f) => f.endsWith(".d.ts"))) {
        for (const m of readFileSync(file, "utf8").matchAll(/https?:\/\/docs\.medusajs\.com[^\s)"'`<>\]]*/g))
          found.add(m[0].replace(/[.,;:]+$/, ""));
      }
    }
    expect(found.size).toBeGreaterThan(150);
    const records = new Map(ref.docsUrls.map((r) => [r.url, r]));
    expect(sorted([...found].filter((u) => !records.has(u)))).toEqual([]);
    const wrong: string[] = [];
    for (const url of sorted(found)) {
      const r = records.get(url)!;
      if (r.status === "unmapped") wrong.push(`${url}: ${r.problem}`);
      if (r.status === "allowlisted" && !r.reason?.trim()) wrong.push(`${url}: allowlisted without a reason`);
      if (!r.href) continue;
      const [route, anchor] = r.href.split("#");
      const ids = anchors.get(route!);
      if (!ids) wrong.push(`${url} → ${r.href}: no such page`);
      else if (anchor && !ids.includes(anchor)) wrong.push(`${url} → ${r.href}: the page has no #${anchor}`);
    }
    expect(wrong).toEqual([]);
    // The 1.x API anchors land on the operation.
    expect(records.get("https://docs.medusajs.com/v1/api/store#customers_postcustomers")?.href).toBe(
      "/api/store/customers#PostCustomers",
    );
    expect(records.get("https://docs.medusajs.com/v1/api/admin#products")?.href).toBe("/api/admin/products");
  });

  it("describes request classes by their @schema block, and links each to the operation that takes it", () => {
    // The block read here with a plain YAML parse of the comment: descriptions, defaults and the required list.
    const block = (file: string, name: string) => {
      const text = nm(`@medusajs/medusa/dist/api/routes/${file}`);
      const comment = new RegExp(`@schema ${name}\\n([\\s\\S]*?)\\*/`).exec(text)![1]!;
      return parse(comment.replace(/^ \* ?/gm, "")) as {
        required?: string[];
        properties: Record<string, { description?: string; default?: unknown }>;
      };
    };
    const page = (name: string) =>
      models().find((m) => m.id === `references/medusa/classes/medusa.${name}`)!.model as DeclarationPage;
    for (const [file, name, body] of [
      [
        "admin/products/create-product.d.ts",
        "AdminPostProductsReq",
        { label: "POST /admin/products", href: "/api/admin/products#PostProducts" },
      ],
      [
        "store/carts/update-cart.d.ts",
        "StorePostCartsCartReq",
        { label: "POST /store/carts/{id}", href: "/api/store/carts#PostCartsCart" },
      ],
    ] as const) {
      const schema = block(file, name);
      const model = page(name);
      expect(model.requestBodyOf, name).toEqual([body]);
      for (const row of model.properties) {
        const prop = schema.properties[row.name];
        expect(prop, `${name}.${row.name}`).toBeDefined();
        expect(
          { optional: row.optional, defaultValue: row.defaultValue, description: row.description },
          `${name}.${row.name}`,
        ).toEqual({
          optional: !(schema.required ?? []).includes(row.name),
          defaultValue: prop!.default === undefined ? undefined : JSON.stringify(prop!.default),
          // A field whose block words the handler belies has the reviewed words (HANDLER_WORDS), and a list
          // field that replaces the record's says so (LIST_REPLACES), here as on the operation.
          description: LIST_REPLACES[name]?.[row.name]
            ? withReplacedList(HANDLER_WORDS[name]?.[row.name] ?? prop!.description, LIST_REPLACES[name][row.name])
            : (HANDLER_WORDS[name]?.[row.name] ?? prop!.description!.trim()),
        });
      }
    }
    // The class declares is_giftcard and discountable without `?`; the API defaults them.
    const create = page("AdminPostProductsReq");
    expect(create.properties.filter((p) => !p.optional).map((p) => p.name)).toEqual(["title"]);
    expect(create.properties.find((p) => p.name === "is_giftcard")).toMatchObject({ optional: true, defaultValue: "false" });
    // externalDocs show as "See also" links, to the page here that covers the 1.x guide they name.
    expect(create.properties.find((p) => p.name === "metadata")!.seeAlso).toBe(
      "[Learn about the metadata attribute, and how to delete and update it.](</development/entities/overview#metadata-attribute>)",
    );
    const users = models().find((m) => m.id === "api/admin/users")!.model as ApiResourcePage;
    // An open route's samples lose the package's "must be previously logged in" line; the others keep it.
    const samplesOf = (id: string) =>
      users.operations
        .find((o) => o.id === id)!
        .samples.map((s) => s.code)
        .join("\n");
    expect(samplesOf("PostUsersUserPassword")).not.toMatch(/must be previously logged/);
    expect(samplesOf("GetUsers")).toMatch(/must be previously logged in/);
    expect(users.operations.find((o) => o.id === "PostUsersUserPasswordToken")!.seeAlso).toMatch(
      /\]\(<\/modules\/users\/admin\/manage-profile#reset-password>\)$/,
    );
  });

  it("has no unexpected doc problems", () => {
    expect(ref.problems).toEqual([]);
  });

  /**
   * One page of each family, as rendered, compared with a committed copy (one tag a line, so a
   * change reads as a diff). After an intended change, update them with `npx vitest run -u src/reference`.
   */
  it.each([
    ["entities", "references/entities/classes/Region"],
    ["entity enums", "references/entities/enums/entities.OrderStatus"],
    ["services", "references/services/classes/services.NoteService"],
    ["request class", "references/medusa/classes/medusa.AdminPostProductsReq"],
    ["js-client", "references/js-client/AuthResource"],
    ["medusa-react hooks", "references/medusa-react/hooks/store/regions"],
    ["medusa-react utilities", "references/medusa-react/utilities/formatAmount"],
    ["module method", "references/stock_location/retrieve"],
    ["module index", "references/stock_location"],
    ["workflows", "references/workflows/createStep"],
    ["provider", "references/file"],
    ["provider class", "references/file/classes/file.AbstractFileService"],
    ["config", "references/medusa_config"],
    ["types namespace", "references/types/types.CacheTypes"],
    ["hub", "references"],
    ["REST resource", "api/store/regions"],
    ["REST landing", "api/store"],
    ["error reference", "references/errors"],
    ["error reference service page", "references/errors/services/region"],
    ["error reference validation page", "references/errors/validation"],
  ])("keeps the %s page as it was approved (%s)", async (_family, id) => {
    const model = models().find((m) => m.id === id)?.model;
    expect(model, id).toBeDefined();
    const html = renderToStaticMarkup(<>{renderReferencePage(model!).content}</>).replace(/></g, ">\n<");
    await expect(`${html}\n`).toMatchFileSnapshot(`__snapshots__/pages/${id.replace(/\//g, "__")}.html`);
  });

  describe("error reference", () => {
    /**
     * Every `new …MedusaError(type, message)` of the pinned Medusa packages, found with the
     * TypeScript parser (not the error reference's own scanner), with the longest literal part of
     * its message: what a reader's pasted message is sure to contain.
     */
    const throwsOfPackages = () => {
      const out: { pkg: string; file: string; line: number; literal: string }[] = [];
      const packages = [
        ...readdirSync(join(root, "node_modules/@medusajs")).map((n) => `@medusajs/${n}`),
        ...readdirSync(join(root, "node_modules")).filter((n) => n.startsWith("medusa-")),
      ];
      for (const pkg of packages) {
        const dir = join(root, "node_modules", pkg);
        for (const file of filesBelow(dir).filter((f) => f.endsWith(".js") && !f.slice(dir.length).includes("/node_modules/"))) {
          const text = readFileSync(file, "utf8");
          if (!text.includes("MedusaError")) continue;
          const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
          const visit = (node: ts.Node): void => {
            if (ts.isNewExpression(node) && /(^|\.)MedusaError$/.test(node.expression.getText(sf)) && node.arguments?.[1]) {
              const literals: string[] = [];
              const collect = (n: ts.Node): void => {
                if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) literals.push(n.text);
                else if (ts.isTemplateExpression(n)) literals.push(n.head.text, ...n.templateSpans.map((t) => t.literal.text));
                ts.forEachChild(n, collect);
              };
              collect(node.arguments[1]);
              const literal = literals.reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), "");
              const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
              out.push({ pkg, file: file.slice(dir.length + 1), line, literal });
            }
            ts.forEachChild(node, visit);
          };
          visit(sf);
        }
      }
      return out;
    };
    const entries = () =>
      models().flatMap(({ id, model }) =>
        model.kind === "errors" ? (model as ErrorsPage).sections.flatMap((s) => s.entries.map((e) => ({ id, e }))) : [],
      );

    it("has an entry for every distinct MedusaError message of the pinned packages, with its type, status and throw site", () => {
      const found = throwsOfPackages();
      const medusa = found.filter((t) => t.pkg === "@medusajs/medusa");
      expect(medusa.length).toBeGreaterThan(500);
      const all = entries();
      const uncovered: string[] = [];
      for (const t of found.filter((x) => x.literal.length >= 12)) {
        const covered = all.some(
          ({ e }) =>
            e.message.some((p) => typeof p === "string" && p.includes(t.literal)) &&
            e.responses.length > 0 &&
            /`MedusaError`, type `\w+`/.test(e.raisedAs) &&
            e.sites.some((s) => s.source.startsWith(`${t.pkg}@`) && s.source.endsWith(` ${t.file}:${t.line}`)),
        );
        if (!covered) uncovered.push(`${t.pkg} ${t.file}:${t.line} "${t.literal}"`);
      }
      const distinct = new Set(medusa.filter((t) => t.literal.length >= 12).map((t) => t.literal));
      const missing = new Set(uncovered.filter((u) => u.startsWith("@medusajs/medusa ")).map((u) => /"(.*)"$/.exec(u)![1]));
      // The issue's measure: distinct messages of @medusajs/medusa by their longest literal part of 12+ characters.
      expect(distinct.size).toBeGreaterThan(400);
      expect((distinct.size - missing.size) / distinct.size).toBeGreaterThanOrEqual(0.95);
      expect(uncovered).toEqual([]);
    });

    it("answers each type with the status the error handler gives it", () => {
      for (const { id, e } of entries()) {
        const type = /^`MedusaError`, type `(\w+)`(,|$)/.exec(e.raisedAs)?.[1];
        if (!type) continue;
        const status = STATUS_OF_TYPE[type as keyof typeof STATUS_OF_TYPE] ?? STATUS_OF_TYPE.unknown_error;
        expect(e.responses[0]?.status, `${id}#${e.anchor}`).toBe(status);
      }
    });

    it("links every REST operation's errors list to entries that exist, and every entry to operations that exist", () => {
      const targets = new Set(entries().map(({ id, e }) => `/${id}#${e.anchor}`));
      const pages = new Set(models().map((m) => `/${m.id}`));
      const operations = new Set<string>();
      let linked = 0;
      for (const { id, model } of models()) {
        if (model.kind !== "api-resource") continue;
        for (const o of (model as ApiResourcePage).operations) {
          operations.add(`/${id}#${o.id}`);
          for (const l of o.errorEntries ?? []) {
            expect(targets.has(l.href) || pages.has(l.href), `${o.id} → ${l.href}`).toBe(true);
            linked++;
          }
        }
      }
      expect(linked).toBeGreaterThan(1000);
      for (const { id, e } of entries())
        for (const o of e.operations) expect(operations.has(o.href), `${id}#${e.anchor} → ${o.href}`).toBe(true);
    });
  });

  it("renders every generated page, each id once, with no link to the 1.x docs but those the allowlist accepts", () => {
    const failures: string[] = [];
    const kept = new Set(ref.docsUrls.filter((r) => r.status === "allowlisted" && !r.href).map((r) => r.url));
    for (const { id, model } of models()) {
      try {
        const html = renderToStaticMarkup(<>{renderReferencePage(model).content}</>);
        for (const m of html.matchAll(/href="(https?:\/\/docs\.medusajs\.com[^"]*)"/g))
          if (!kept.has(m[1]!.replace(/&amp;/g, "&"))) failures.push(`${id}: links to ${m[1]}`);
        const pageIds = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
        const dupes = pageIds.filter((x, i) => pageIds.indexOf(x) !== i);
        if (dupes.length > 0) failures.push(`${id}: duplicate ids ${[...new Set(dupes)].join(", ")}`);
      } catch (e) {
        failures.push(`${id}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/**
 * The backend's relations as TypeORM itself registers them: the compiled models are loaded, with
 * every feature flag on, and read back from TypeORM's metadata storage. Nothing of the extractor
 * (which reads the decorators' syntax) is used.
 */
async function typeormRelations() {
  const require = createRequire(join(root, "package.json"));
  const flags = require("@medusajs/medusa/dist/loaders/feature-flags") as {
    featureFlagRouter: { isFeatureEnabled: () => boolean };
  };
  flags.featureFlagRouter.isFeatureEnabled = () => true;
  const models = require("@medusajs/medusa/dist/models") as Record<string, unknown>;
  // Flagged decorators are applied on the next turn of the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  type Target = { name: string };
  const storage = (
    require("typeorm") as {
      getMetadataArgsStorage(): {
        relations: {
          target: Target | string;
          propertyName: string;
          relationType: string;
          type: unknown;
          inverseSideProperty?: unknown;
          isTreeParent?: boolean;
          isTreeChildren?: boolean;
        }[];
        joinColumns: { target: Target | string; propertyName: string; name?: string }[];
        joinTables: { target: Target | string; propertyName: string; name?: string }[];
      };
    }
  ).getMetadataArgsStorage();
  const nameOf = (t: Target | string) => (typeof t === "string" ? t : t.name);
  /** The property a function like `(cart) => cart.items` reads. */
  const propertyRead = (fn: unknown): string | undefined => {
    if (typeof fn === "string") return fn;
    if (typeof fn !== "function") return undefined;
    let read: string | undefined;
    fn(new Proxy({}, { get: (_t, p) => (read = String(p)) }));
    return read;
  };
  const relations = storage.relations
    .filter((r) => typeof r.target !== "string" && models[nameOf(r.target)] === r.target)
    .map((r) => ({
      entity: nameOf(r.target),
      property: r.propertyName,
      kind: r.relationType,
      target: (typeof r.type === "function" ? (r.type as () => Target)() : (r.type as Target)).name,
      // A tree's children and parent are each other's inverse (TypeORM pairs them when it builds the metadata).
      inverse:
        propertyRead(r.inverseSideProperty) ??
        (r.isTreeParent || r.isTreeChildren
          ? storage.relations.find((o) => o.target === r.target && (r.isTreeParent ? o.isTreeChildren : o.isTreeParent))
              ?.propertyName
          : undefined),
    }));
  const column = (entity: string, property: string) =>
    storage.joinColumns.find((j) => nameOf(j.target) === entity && j.propertyName === property)?.name;
  const table = (entity: string, property: string) =>
    storage.joinTables.find((j) => nameOf(j.target) === entity && j.propertyName === property)?.name;
  return { relations, column, table, entities: new Set(Object.keys(models)) };
}

describe("entity diagrams", () => {
  it("draw each entity with every relation TypeORM registers for it, from the table that holds the key", async () => {
    const { relations, column, table } = await typeormRelations();
    const card: Record<string, string> = {
      "many-to-one": "N:1",
      "one-to-many": "1:N",
      "one-to-one": "1:1",
      "many-to-many": "N:M",
    };
    type Rel = (typeof relations)[number];
    /** Where a relation's key is: [holder, referenced, key], from this side's join column or table, or the inverse side's. */
    const keyOf = (r: Rel): [string, string, string] | undefined => {
      const own = column(r.entity, r.property) ?? table(r.entity, r.property);
      if (own) return [r.entity, r.target, own];
      const owner =
        relations.find(
          (o) =>
            o.entity === r.target && o.property === r.inverse && (column(o.entity, o.property) ?? table(o.entity, o.property)),
        ) ??
        relations.find(
          (o) => o.entity === r.target && o.target === r.entity && o.inverse === r.property && table(o.entity, o.property),
        );
      return owner && [owner.entity, r.entity, (column(owner.entity, owner.property) ?? table(owner.entity, owner.property))!];
    };
    const edge = (r: Rel, subject: string) => {
      const k = keyOf(r);
      const [from, to] = k ? [k[0], k[1]] : [r.entity, r.target];
      const property = r.entity === subject ? r.property : `${r.entity}.${r.property}`;
      return `${from} -> ${to}: ${[property, card[r.kind], ...(k ? [k[2]] : [])].join(" · ")}`;
    };
    const failures: string[] = [];
    let withDiagram = 0;
    const pages = models().filter((m) => m.id.startsWith("references/entities/classes/"));
    for (const { id, model } of pages) {
      const name = id.slice("references/entities/classes/".length);
      const own = relations.filter((r) => r.entity === name);
      const ownKeys = new Set(own.map((r) => keyOf(r)?.join()).filter(Boolean));
      const inbound = relations.filter((r) => r.target === name && r.entity !== name && !ownKeys.has(keyOf(r)?.join()));
      const expected = [...own, ...inbound].map((r) => edge(r, name)).sort();
      const diagram = (model as DeclarationPage).diagram;
      const drawn = (diagram?.edges ?? []).map((e) => `${e.from} -> ${e.to}: ${e.label}`).sort();
      if (diagram) withDiagram++;
      if (drawn.join("\n") !== expected.join("\n"))
        failures.push(`${name}:\n  drawn ${drawn.join("\n        ")}\n  TypeORM ${expected.join("\n          ")}`);
      for (const n of diagram?.nodes ?? [])
        if (n.id !== name && n.href !== `/references/entities/classes/${n.id}`)
          failures.push(`${name}: the box of ${n.id} does not link to its page`);
    }
    expect(failures).toEqual([]);
    // The issue's measure: at least 90% of the entity pages (every one that has a relation) show a diagram.
    expect(withDiagram / pages.length).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
