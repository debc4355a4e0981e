import { describe, expect, it } from "vitest";
import { pinnedOpenApi } from "../../../testing/pinned-openapi";
import type { ApiOperation } from "../../model/types";
import type { JsonObject } from "../../openapi/types";
import { landingSections } from "./landing";
import { requestBodyView } from "./index";
import { SchemaReader } from "./schema";

const pinned = pinnedOpenApi();

describe("a REST operation's request body", () => {
  it("is shown for every operation that documents one, JSON or not, with how to send a form", () => {
    // The eighth 2026-11-28 REST audit: the upload routes' multipart body (`files`) was in the
    // OpenAPI documents but on no page, and the landing page said every body is JSON.
    const forms: string[] = [];
    for (const area of ["admin", "store"] as const) {
      const doc = pinned.built[area];
      const reader = new SchemaReader(doc, () => undefined);
      for (const [path, methods] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(methods as Record<string, JsonObject>)) {
          const content = (op.requestBody as JsonObject | undefined)?.content as JsonObject | undefined;
          if (!content) continue;
          const body = requestBodyView(op, reader);
          expect(body, `${method} ${path}`).toBeDefined();
          if ("application/json" in content) expect(body?.encoding, `${method} ${path}`).toBeUndefined();
          else {
            forms.push(`${method} ${path}`);
            expect(body?.encoding, `${method} ${path}`).toMatch(/^Sent as `multipart\/form-data`, not JSON/);
            expect(body?.fields.map((f) => f.name)).toContain("files");
          }
        }
    }
    expect(forms).toContain("post /admin/uploads");
    expect(forms).toContain("post /admin/uploads/protected");
  });

  it("makes the landing page name the routes whose body is a form, after its JSON rule", () => {
    const doc = { servers: [{ url: "http://localhost:9000" }], paths: {}, components: pinned.built.admin.components };
    const reader = new SchemaReader(pinned.built.admin, () => undefined);
    const upload = pinned.built.admin.paths["/admin/uploads"]!.post!;
    const op: ApiOperation = {
      id: "PostUploads",
      method: "post",
      path: "/admin/uploads",
      summary: "Upload Files",
      description: "",
      deprecated: false,
      auth: { required: true, schemes: [] },
      parameters: [],
      body: requestBodyView(upload, reader),
      responses: [],
      errors: [],
      samples: [],
      clients: [],
      knownDifferences: [],
    };
    const base = (ops: ApiOperation[]) =>
      landingSections("admin", doc as never, "The Admin API.", new Map([["Uploads", ops]])).find((s) => s.id === "base-url")!
        .body;
    expect(base([op])).toContain(
      "use JSON (`Content-Type: application/json`), except the request bodies of `POST /admin/uploads`, which are `multipart/form-data` forms.",
    );
    expect(base([])).toContain("use JSON (`Content-Type: application/json`).");
  });
});
