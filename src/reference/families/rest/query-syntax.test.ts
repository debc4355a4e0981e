import { describe, expect, it } from "vitest";
import { isObject } from "../../openapi/normalize";
import { pinnedOpenApi } from "../../../testing/pinned-openapi";
import { requiresAuth } from "./index";
import { queryExample, querySyntaxBody } from "./query-syntax";

const pinned = pinnedOpenApi();

describe("the Query parameters section of the API landing pages", () => {
  for (const area of ["admin", "store"] as const) {
    it(`${area}: shows a list, a deep object and a plain value of a route that has them`, () => {
      const doc = pinned.built[area];
      // The admin example sends an API token; the store example must work without a customer.
      const usable = (path: string) => area === "admin" || !requiresAuth(doc.paths[path]?.get ?? {});
      const ex = queryExample(doc, usable)!;
      expect(ex).toBeDefined();
      expect(usable(ex.path)).toBe(true);
      const names = (doc.paths[ex.path]!.get!.parameters as unknown[]).filter(isObject).map((p) => String(p.name));
      for (const form of [ex.array, ex.operator, ex.plain]) expect(names).toContain(form!.name);
      const body = querySyntaxBody(doc, "", usable);
      expect(body).toContain(`${ex.array!.name}=`);
      expect(body).toContain(`${ex.operator!.name}[gt]=`);
      expect(body).toMatch(/curl -g '\{backend_url\}\/\w+\/[\w/-]+\?[^']*\[gt\]=/);
    });
  }
});
