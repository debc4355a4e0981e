import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { getHighlighter } from "../../content/mdx/highlighter";
import type { ApiField, ApiOperation, ApiResourcePage } from "../model/types";
import { renderReferencePage } from "./index";
import { SchemaReader } from "../families/rest/schema";
import { initMarkdown } from "./markdown";
import { referenceTwin } from "./twin";

const field = (name: string, children?: ApiField[]): ApiField => ({
  name,
  type: children ? "object" : "string",
  required: false,
  description: `The ${name}.`,
  children,
});

const operation = (over: Partial<ApiOperation>): ApiOperation => ({
  id: "PostThings",
  method: "post",
  path: "/admin/things",
  summary: "Create a Thing",
  description: "",
  deprecated: false,
  auth: { required: true, schemes: [] },
  parameters: [],
  responses: [{ status: "200", description: "OK", fields: [field("thing")] }],
  errors: [],
  samples: [{ value: "curl", label: "cURL", code: "```bash\ncurl -X POST localhost/admin/things\n```" }],
  clients: [],
  knownDifferences: [],
  ...over,
});

const page: ApiResourcePage = {
  kind: "api-resource",
  area: "admin",
  description: "Things.",
  toc: [],
  operations: [
    operation({
      parameters: [{ in: "query", fields: [field("expand")] }],
      body: { fields: [field("title"), field("address", [field("first_name")])] },
      knownDifferences: [
        {
          subjects: ["Thing.title"],
          text: "The backend trims it.\n\nIt never answers `null`.",
          evidence: ["@medusajs/medusa/dist/api/routes/admin/things/create.js:12"],
        },
      ],
    }),
    operation({ id: "GetThings", method: "get", summary: "List Things", samples: [], responses: [] }),
  ],
};

beforeAll(async () => initMarkdown(await getHighlighter()));

describe("a REST resource page", () => {
  const render = () => renderReferencePage(page);

  it("gives each parameter and request body field, nested ones too, an anchor its name links to", () => {
    const html = renderToStaticMarkup(<>{render().content}</>);
    for (const id of ["PostThings-query-expand", "PostThings-body-title", "PostThings-body-address.first_name"])
      expect(html).toContain(`<li class="api-field" id="${id}"><a class="api-field__anchor" href="#${id}">`);
    // Response fields are not targets: they are many, and nobody sends them.
    expect(html).toContain('<li class="api-field"><code class="api-field__name">thing</code>');
  });

  it("links each operation that has samples to them, for screens where they come after its fields", () => {
    const html = renderToStaticMarkup(<>{render().content}</>);
    expect(html).toContain('href="#PostThings-example"');
    expect(html).toMatch(/<div class="api-op__aside" id="PostThings-example"[ >]/);
    expect(html).not.toContain("#GetThings-example");
  });

  it("gives the sidebar its operations in order, each with its method", () => {
    const html = renderToStaticMarkup(<>{render().sidebarOutline}</>);
    expect(
      [...html.matchAll(/<a class="sidebar__link sidebar__op" href="#(\w+)"><span class="api-method api-method--(\w+)">/g)].map(
        (m) => [m[1], m[2]],
      ),
    ).toEqual([
      ["PostThings", "post"],
      ["GetThings", "get"],
    ]);
    expect(html).toContain("Create a Thing");
  });

  it("has the backend's own behaviour in its Markdown twin, under the operation it concerns", () => {
    const twin = referenceTwin(page);
    const note = twin.indexOf("**What the backend really does**");
    expect(note).toBeGreaterThan(twin.indexOf("## Create a Thing"));
    expect(note).toBeLessThan(twin.indexOf("## List Things"));
    expect(twin).toContain(
      "- `Thing.title`: The backend trims it. It never answers `null`. Found by running the pinned backend; see `@medusajs/medusa/dist/api/routes/admin/things/create.js:12`.",
    );
  });

  it("says how to send a request body that is not JSON, on the page and in the twin", () => {
    const encoding = "Sent as `multipart/form-data`, not JSON.";
    const form: ApiResourcePage = { ...page, operations: [operation({ body: { fields: [field("files")], encoding } })] };
    const html = renderToStaticMarkup(<>{renderReferencePage(form).content}</>);
    expect(html).toContain("Sent as <code>multipart/form-data</code>, not JSON.");
    expect(referenceTwin(form)).toContain(`**Request body**\n\n${encoding}\n\n- \`files\``);
  });

  it("shows a field's least value, on the page and in the twin: a quantity below it answers 400", () => {
    // The sixth 2026-11-28 REST audit: the documents had `minimum` (a validator's Min, IsPositive), the pages none.
    const reader = new SchemaReader({ components: { schemas: {}, parameters: {} } }, () => undefined);
    const quantity = reader.field("stocked_quantity", { type: "number", minimum: 0 }, false, 1);
    const limit = reader.field("usage_limit", { type: "number", minimum: 0, exclusiveMinimum: true }, false, 1);
    expect(quantity.minimum).toEqual({ value: "0", exclusive: false });
    expect(limit.minimum).toEqual({ value: "0", exclusive: true });
    const withMinimum: ApiResourcePage = { ...page, operations: [operation({ body: { fields: [quantity, limit] } })] };
    const html = renderToStaticMarkup(<>{renderReferencePage(withMinimum).content}</>);
    expect(html).toContain("Minimum: <code>0</code>");
    expect(html).toContain("More than: <code>0</code>");
    const twin = referenceTwin(withMinimum);
    expect(twin).toContain("- `stocked_quantity` `number` (optional, minimum `0`)");
    expect(twin).toContain("- `usage_limit` `number` (optional, more than `0`)");
  });
});
