import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderDevRequest } from "./render";

const ROOT = join(import.meta.dirname, "../..");

/** `npm start` answers requests through the build's page pipeline; these are what a contributor opens. */
describe("dev server requests", () => {
  it(
    "render a guide, its Markdown twin, a reference page, the OpenAPI document and the 404 page",
    { timeout: 180_000 },
    async () => {
      const guide = await renderDevRequest(ROOT, "/modules/orders/overview");
      expect(guide.status).toBe(200);
      expect(guide.html).toMatch(/<h1[^>]*>[^<]*Orders/);
      const twin = await renderDevRequest(ROOT, "/modules/orders/overview.md");
      expect(twin.type).toBe("text/markdown");
      expect(twin.html).toMatch(/^# /m);
      const entity = await renderDevRequest(ROOT, "/references/entities/classes/Order");
      expect(entity.html).toContain('id="payment_status"');
      const openapi = await renderDevRequest(ROOT, "/api/admin/openapi.json");
      expect(openapi.type).toBe("application/json");
      expect((JSON.parse(openapi.html) as { openapi: string }).openapi).toMatch(/^3\./);
      expect((await renderDevRequest(ROOT, "/no-such-page")).status).toBe(404);
    },
  );
});
