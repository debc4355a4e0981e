import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../openapi/types";
import { landingSections } from "./landing";

describe("a REST API's landing page", () => {
  it("names the header a publishable API key is sent in, so a reader who searches the header finds it", () => {
    const doc = {
      servers: [{ url: "http://localhost:9000" }],
      paths: {},
      components: {
        securitySchemes: {},
        parameters: {
          publishable_api_key: { name: "x-publishable-api-key", in: "header", description: "A publishable API key." },
        },
        responses: {},
        schemas: {},
      },
    } as unknown as OpenApiDocument;
    const section = landingSections("store", doc, "The Store API.", new Map()).find((s) => s.id === "publishable-api-key");
    expect(section?.body).toContain("Send it in the `x-publishable-api-key` header.");
  });
});
