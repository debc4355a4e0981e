import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { getHighlighter } from "../content/mdx/highlighter";
import { readV1Urls } from "../site/v1-urls";
import { extractReference } from "./extract";
import { generateReference, type GeneratedReference } from "./index";
import type { DeclarationPage, HooksPage, MethodPage } from "./model/types";
import { initMarkdown, renderReferencePage } from "./render";

/** The reference as generated from the pinned packages, checked against what the packages hold. */
let ref: GeneratedReference;
const models = () => ref.tasks.flatMap((t) => (t.kind === "reference" ? [{ id: t.pageId, model: t.model }] : []));

beforeAll(async () => {
  ref = generateReference(join(import.meta.dirname, "../.."));
  initMarkdown(await getHighlighter());
}, 120_000);

describe("reference from the pinned packages", () => {
  it("has a page for every entity (80) and entity enumeration (27)", () => {
    const ids = ref.pages.map((p) => p.id);
    expect(ids.filter((id) => id.startsWith("references/entities/classes/"))).toHaveLength(80);
    expect(ids.filter((id) => id.startsWith("references/entities/enums/"))).toHaveLength(27);
  });

  it("has a page for every service of the services index (58)", () => {
    expect(ref.pages.filter((p) => p.id.startsWith("references/services/classes/"))).toHaveLength(58);
  });

  it("documents the 59 JS client resources (21 store, 38 admin), each method with an example", () => {
    const resources = models().filter(
      (m) =>
        m.id.startsWith("references/js-client/") &&
        m.model.kind === "declaration" &&
        m.model.name.endsWith("Resource") &&
        m.model.name !== "BaseResource",
    );
    expect(resources).toHaveLength(59);
    expect(resources.filter((r) => (r.model as DeclarationPage).name.startsWith("Admin"))).toHaveLength(38);
    expect(ref.pages.map((p) => p.id)).toContain("references/js-client/Admin");
    // Every method the package declares is on its resource's page, with its example when it has one.
    const ex = extractReference({ nodeModules: join(import.meta.dirname, "../../node_modules") });
    const declared = ex.exports.medusaJs
      .filter((e) => e.name.endsWith("Resource") && e.name !== "BaseResource")
      .flatMap((e) =>
        ex.decls[e.key]!.members.filter((m) => m.kind === "method").map(
          (m) => `${e.name}.${m.name}:${m.signatures!.some((sig) => sig.doc.tags.some((t) => t.tag === "example"))}`,
        ),
      );
    const documented = resources.flatMap((r) =>
      (r.model as DeclarationPage).methods.map(
        (m) => `${r.id.split("/").at(-1)}.${m.name}:${m.signatures.some((sig) => sig.doc.examples.length > 0)}`,
      ),
    );
    expect(documented.sort()).toEqual(declared.sort());
    expect(documented.length).toBe(317);
    expect(documented.filter((d) => d.endsWith(":true"))).toHaveLength(314);
  });

  it("documents the 305 medusa-react hooks (251 admin, 50 store), 3 providers and 5 utilities", () => {
    const hookPages = models().filter((m) => m.model.kind === "hooks" && m.id.startsWith("references/medusa-react/hooks/"));
    const count = (scope: string) =>
      hookPages.filter((m) => m.id.includes(`/hooks/${scope}/`)).reduce((n, m) => n + (m.model as HooksPage).hooks.length, 0);
    expect(count("admin")).toBe(251);
    expect(count("store")).toBe(50);
    expect(
      ref.pages
        .filter((p) => /^references\/medusa-react\/providers\/\w+$/.test(p.id))
        .map((p) => p.id.split("/").at(-1))
        .sort(),
    ).toEqual(["cart", "medusa", "session_cart"]);
    // The five utilities, and useLocalStorage: a utility hook the package exports without a namespace.
    expect(
      ref.pages
        .filter((p) => /^references\/medusa-react\/utilities\/\w+$/.test(p.id))
        .map((p) => p.id.split("/").at(-1))
        .sort(),
    ).toEqual([
      "computeAmount",
      "computeVariantPrice",
      "formatAmount",
      "formatVariantPrice",
      "getVariantPrice",
      "useLocalStorage",
    ]);
  });

  it("gives each of the 137 module methods a page (inventory 28, stock location 6, pricing 46, product 57), but the one its authors hide", () => {
    const methods = models().filter((m) => m.model.kind === "method");
    const count = (family: string) => methods.filter((m) => m.id.startsWith(`references/${family}/`)).length;
    // IProductModuleService.updateTags is marked @ignore in the package ("doesn't allow passing an ID of the tag");
    // its 1.x URL redirects to the product module's reference.
    expect([count("inventory"), count("stock_location"), count("pricing"), count("product")]).toEqual([28, 6, 46, 56]);
    expect(ref.redirects).toContainEqual({ from: "/references/product/updateTags", to: "/references/product" });
    const adjust = methods.find((m) => m.id === "references/inventory/adjustInventory")!.model as MethodPage;
    expect(adjust.method.signatures[0]!.doc.examples.length).toBeGreaterThan(0);
  });

  it("documents the workflows SDK functions", () => {
    for (const fn of ["createStep", "createWorkflow", "parallelize", "transform"])
      expect(ref.pages.map((p) => p.id)).toContain(`references/workflows/${fn}`);
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

  it("serves or redirects every URL of the 1.x reference", () => {
    const redirected = new Set(ref.redirects.map((r) => r.from));
    const routes = new Set(ref.pages.map((p) => p.route));
    const old = readV1Urls(join(import.meta.dirname, "../..")).filter((u) => u.startsWith("/references"));
    expect(old.filter((u) => !routes.has(u) && !redirected.has(u))).toEqual([]);
  });

  it("renders every generated page", () => {
    const failures: string[] = [];
    for (const { id, model } of models()) {
      try {
        renderToStaticMarkup(<>{renderReferencePage(model).content}</>);
      } catch (e) {
        failures.push(`${id}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
