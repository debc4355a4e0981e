import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { oldApiAnchorTarget } from "../families/rest/old-anchors";
import { API_ANCHOR_SCRIPT } from "../render/api";
import { refPage } from "./context";
import { docsPathOf, DocsUrlMap, rewriteDocsLinks, rewriteJsonDocsLinks, type DocsUrlTargets } from "./docs-urls";
import type { ApiLandingPage, DeclarationPage } from "./types";

const landing: ApiLandingPage = {
  kind: "api-landing",
  area: "store",
  sections: [{ id: "authentication", title: "Authentication", body: "" }],
  resources: [{ name: "Carts", href: "/api/store/carts", description: "" }],
  oldAnchors: {
    ops: { postcarts: "/api/store/carts#PostCarts", postcartscartlineitems: "/api/store/carts#PostCartsCartLineItems" },
    tags: { carts: "/api/store/carts" },
  },
};

const service: DeclarationPage = {
  kind: "declaration",
  declKind: "class",
  name: "NotificationService",
  doc: { summary: "", examples: [], see: [] },
  source: { pkg: "@medusajs/medusa", version: "1.20.11", file: "dist/services/notification.d.ts" },
  typeParams: [],
  extends: [],
  implements: [],
  properties: [],
  methods: [{ name: "registerAttachmentGenerator", anchor: "registerAttachmentGenerator", signatures: [] }],
};

const targets = (extra: Partial<DocsUrlTargets> = {}): DocsUrlTargets => ({
  pages: [
    refPage("/api/store", { title: "Store API", description: "", model: landing }),
    refPage("/api/store/carts", {
      title: "Carts",
      description: "",
      model: { kind: "api-resource", area: "store", description: "", operations: [] },
    }),
    refPage("/references/services/classes/services.NotificationService", { title: "", description: "", model: service }),
  ],
  guides: [
    { route: "/modules/orders/swaps", ids: ["lifecycle", "cancel-a-swap"] },
    { route: "/development/worker-mode", ids: ["the-worker_mode-option"] },
    { route: "/plugins/notifications/sendgrid" },
  ],
  redirects: [{ from: "/plugins/notifications/sendgrid-old", to: "/plugins/notifications/sendgrid" }],
  v1Urls: ["/plugins/notifications/sendgrid-old"],
  allowed: [],
  ...extra,
});

const D = "https://docs.medusajs.com";

describe("docsPathOf", () => {
  it("drops the host, the /v1 prefix, a .md suffix and a trailing slash", () => {
    expect(docsPathOf(`${D}/v1/api/store#carts_postcarts`)).toEqual({ path: "/api/store", hash: "carts_postcarts" });
    expect(docsPathOf(`${D}/development/idempotency-key/overview.md`)).toEqual({
      path: "/development/idempotency-key/overview",
      hash: "",
    });
    expect(docsPathOf(`${D}/v1/modules/orders/#fulfillments`)).toEqual({ path: "/modules/orders", hash: "fulfillments" });
    expect(docsPathOf(`${D}/api/admin/#tag/Products/operation/PostProducts`)).toEqual({
      path: "/api/admin",
      hash: "tag/Products/operation/PostProducts",
    });
    expect(docsPathOf(`${D}/v1`)).toEqual({ path: "/", hash: "" });
  });
});

describe("DocsUrlMap", () => {
  it("sends the 1.x REST anchors to the operation, the tag to its resource, and keeps a section of the landing page", () => {
    const map = new DocsUrlMap(targets());
    expect(map.hrefOf(`${D}/v1/api/store#carts_postcartscartlineitems`)).toBe("/api/store/carts#PostCartsCartLineItems");
    expect(map.hrefOf(`${D}/api/store/#tag/Carts/operation/PostCarts`)).toBe("/api/store/carts#PostCarts");
    expect(map.hrefOf(`${D}/v1/api/store#carts`)).toBe("/api/store/carts");
    expect(map.hrefOf(`${D}/api/store#authentication`)).toBe("/api/store#authentication");
    expect(map.record(`${D}/v1/api/store#carts`).rule).toBe("api");
  });

  it("checks a guide's anchor against its headings, and says when the page has no such section", () => {
    const map = new DocsUrlMap(targets());
    expect(map.record(`${D}/v1/modules/orders/swaps#cancel-a-swap`)).toMatchObject({
      status: "mapped",
      href: "/modules/orders/swaps#cancel-a-swap",
      rule: "page",
    });
    const gone = map.record(`${D}/v1/modules/orders/swaps#canceling-a-swap`);
    expect(gone).toMatchObject({ status: "unmapped", href: "/modules/orders/swaps" });
    expect(gone.problem).toContain("has no section #canceling-a-swap");
    // A guide whose headings are not known (the dev server does not compile every guide) is not checked.
    expect(map.hrefOf(`${D}/plugins/notifications/sendgrid#options`)).toBe("/plugins/notifications/sendgrid#options");
  });

  it("follows the redirect of a 1.x URL, and finds a member whose 1.x anchor was lower case", () => {
    const map = new DocsUrlMap(targets());
    expect(map.record(`${D}/v1/plugins/notifications/sendgrid-old`)).toMatchObject({
      href: "/plugins/notifications/sendgrid",
      rule: "redirect",
    });
    expect(map.hrefOf(`${D}/v1/references/services/classes/services.NotificationService#registerattachmentgenerator`)).toBe(
      "/references/services/classes/services.NotificationService#registerAttachmentGenerator",
    );
  });

  it("reports a URL that no page covers where the package writes it, unless the allowlist accepts it", () => {
    const allowed = [
      { url: "/development/medusa-worker", to: "/development/worker-mode", reason: "renamed" },
      { url: "/experimental/payment/payment-flow", reason: "a Medusa 2 preview guide" },
      { url: "/modules/gone", reason: "listed, but no package links to it" },
    ];
    const map = new DocsUrlMap(targets({ allowed }));
    const urls = [`${D}/development/medusa-worker`, `${D}/experimental/payment/payment-flow/`, `${D}/v1/modules/nowhere`];
    for (const u of urls) map.record(u);
    expect(map.hrefOf(urls[0]!)).toBe("/development/worker-mode");
    expect(map.record(urls[1]!)).toMatchObject({ status: "allowlisted", href: undefined, reason: "a Medusa 2 preview guide" });
    expect(map.record(urls[2]!).status).toBe("unmapped");
    const where = { pkg: "@medusajs/types", file: "dist/a.d.ts" };
    const problems = map.problems([
      { url: urls[2]!, loc: { ...where, line: 7 } },
      { url: urls[2]!, loc: { ...where, line: 9 } },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ ...where, line: 7 });
    expect(problems[0]!.message).toContain("(and 1 more place)");
    expect(map.stale()).toEqual(["/modules/gone"]);
  });
});

describe("rewriteDocsLinks", () => {
  const hrefOf = (url: string) => (url.includes("swaps") ? "/modules/orders/swaps#cancel-a-swap" : undefined);

  it("rewrites link destinations, and leaves code and links it cannot map alone", () => {
    const md = [
      `See [swaps](${D}/v1/modules/orders/swaps#canceling-a-swap "Swaps") and [other](${D}/v1/other).`,
      "",
      `\`${D}/v1/modules/orders/swaps\` in code stays.`,
      "",
      "```",
      `${D}/v1/modules/orders/swaps`,
      "```",
    ].join("\n");
    expect(rewriteDocsLinks(md, hrefOf)).toBe(
      md.replace(`${D}/v1/modules/orders/swaps#canceling-a-swap`, "/modules/orders/swaps#cancel-a-swap"),
    );
  });

  it("makes a bare URL a link to the page here, and rewrites reference definitions", () => {
    expect(rewriteDocsLinks(`Read ${D}/v1/modules/orders/swaps now.`, hrefOf)).toBe(
      "Read [/modules/orders/swaps#cancel-a-swap](/modules/orders/swaps#cancel-a-swap) now.",
    );
    expect(rewriteDocsLinks(`[Swaps][s]\n\n[s]: ${D}/v1/modules/orders/swaps\n`, hrefOf)).toBe(
      "[Swaps][s]\n\n[s]: /modules/orders/swaps#cancel-a-swap\n",
    );
  });
});

describe("oldApiAnchorTarget", () => {
  /** Runs the landing pages' inline script on a page whose URL has `hash`; returns where it sends the reader. */
  function script(hash: string, map: ApiLandingPage["oldAnchors"]): string | undefined {
    let to: string | undefined;
    runInNewContext(API_ANCHOR_SCRIPT, {
      location: { hash: `#${hash}`, replace: (u: string) => (to = u) },
      document: { getElementById: (id: string) => (id === "api-anchor-map" ? { textContent: JSON.stringify(map) } : null) },
      decodeURIComponent,
      JSON,
    });
    return to;
  }

  it("agrees with the landing pages' inline script", () => {
    const map = {
      ops: {
        postcarts: "/api/store/carts#PostCarts",
        getvariants: "/api/store/product-variants#GetVariants",
        postcartscartpaymentsession: "/api/store/carts#PostCartsCartPaymentSession",
      },
      tags: { carts: "/api/store/carts", "product-variants": "/api/store/product-variants" },
    };
    for (const hash of [
      "carts_postcarts",
      "tag/Carts/operation/PostCarts",
      "carts",
      "tag/Carts",
      "product-variants_getvariants",
      "product-variants_getvariant",
      "carts_postcartscartpaymentsessions",
      "Carts_PostCarts",
      "nothing_here",
    ]) {
      expect(oldApiAnchorTarget(hash, map), hash).toBe(script(hash, map));
    }
    // An operation it does not know falls back to its resource; a plural the operation id lacks is forgiven.
    expect(oldApiAnchorTarget("product-variants_getvariant", map)).toBe("/api/store/product-variants");
    expect(oldApiAnchorTarget("carts_postcartscartpaymentsessions", map)).toBe("/api/store/carts#PostCartsCartPaymentSession");
    expect(oldApiAnchorTarget("nothing_here", map)).toBeUndefined();
  });
});

describe("rewriteJsonDocsLinks", () => {
  const hrefOf = (url: string) =>
    url.includes("/v1/modules/orders/swaps") ? "https://docs.example.com/modules/orders/swaps" : undefined;

  it("rewrites externalDocs URLs and links in texts, and leaves the rest of the document as printed", () => {
    const doc = {
      paths: {
        "/admin/swaps": {
          get: {
            description: "See [swaps](https://docs.medusajs.com/v1/modules/orders/swaps).",
            externalDocs: { url: "https://docs.medusajs.com/v1/modules/orders/swaps#canceling-a-swap", description: "Swaps" },
          },
        },
      },
      other: { externalDocs: { url: "https://docs.medusajs.com/v1/unknown" } },
    };
    const out = JSON.parse(rewriteJsonDocsLinks(`${JSON.stringify(doc, null, 2)}\n`, hrefOf)) as typeof doc;
    expect(out.paths["/admin/swaps"].get.externalDocs.url).toBe("https://docs.example.com/modules/orders/swaps");
    expect(out.paths["/admin/swaps"].get.description).toBe("See [swaps](https://docs.example.com/modules/orders/swaps).");
    // A URL no page here covers stays as it was.
    expect(out.other.externalDocs.url).toBe("https://docs.medusajs.com/v1/unknown");
    const untouched = `${JSON.stringify({ a: 1 }, null, 2)}\n`;
    expect(rewriteJsonDocsLinks(untouched, hrefOf)).toBe(untouched);
  });
});
