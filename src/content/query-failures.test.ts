import type { Code } from "mdast";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { visit } from "unist-util-visit";
import { beforeAll, describe, expect, it } from "vitest";
import { filesBelow } from "../lib/files";
import { parsePage } from "./mdx/parse";
import { queryHooks, silentQueries } from "./query-failures";

const root = join(import.meta.dirname, "../..");
const SCRIPT_LANGS = new Set(["ts", "tsx", "typescript", "js", "jsx", "javascript"]);

let hooks: Set<string>;
beforeAll(() => {
  hooks = queryHooks(join(root, "node_modules/medusa-react/dist/index.d.ts"));
}, 300_000);

describe("medusa-react queries whose failure a sample never shows", () => {
  it("reads the query hooks from medusa-react's declarations, not from their names", () => {
    for (const query of ["useRegions", "useAdminStore", "useAdminCustomQuery", "useMeCustomer", "useGetCart"]) {
      expect(hooks).toContain(query);
    }
    // mutations, including those not named create/update/delete, the cart provider's context, the client
    for (const other of ["useAdminCustomPost", "useAdminLogin", "useStartCheckout", "useCart", "useMedusa"]) {
      expect(hooks).not.toContain(other);
    }
  });

  it("finds a query whose result is read for its data only, and accepts one whose failure is read", () => {
    const code = [
      'import { useRegions, useAdminStore, useProducts, useCart } from "medusa-react"',
      "export function A() {",
      "  const { regions, isLoading } = useRegions()", // 2: silent
      "  const { store, error } = useAdminStore()", // read below
      "  const products = useProducts()", // 4: silent, products.data only
      "  const { cart } = useCart()", // not a query
      "  const { regions: other, isError: failed } = useRegions()", // renamed, read below
      "  const { regions: third, error: unused } = useRegions()", // 7: destructured but never read
      "  useAdminStore({ onError: (e) => alert(e.message) })", // shown through onError
      "  useRegions()", // 9: result dropped
      "  if (failed || isLoading) return null",
      "  return <p>{error?.message}{products.data?.count}{cart?.id}{other?.length}{third?.length}{store?.id}</p>",
      "}",
    ].join("\n");
    expect(silentQueries(code, hooks)).toEqual([
      { line: 2, hook: "useRegions", use: "reads only { regions, isLoading }" },
      { line: 4, hook: "useProducts", use: "never reads products.error, products.isError or products.status" },
      { line: 7, hook: "useRegions", use: "reads only { regions: third, error: unused }" },
      { line: 9, hook: "useRegions", use: "does not keep the result" },
    ]);
  });

  it("leaves a block's own hook of the same name alone", () => {
    const code = "function useRegions() { return { regions: [] } }\nconst { regions } = useRegions()";
    expect(silentQueries(code, hooks)).toEqual([]);
  });

  it("shows the failure of every query in the content's code blocks", () => {
    const problems: string[] = [];
    for (const abs of filesBelow(join(root, "content"))) {
      if (!abs.endsWith(".mdx")) continue;
      const file = relative(root, abs);
      visit(parsePage(readFileSync(abs, "utf8")), "code", (node: Code) => {
        if (!node.lang || !SCRIPT_LANGS.has(node.lang)) return;
        const first = (node.position?.start.line ?? 0) + 1;
        for (const q of silentQueries(node.value, hooks)) {
          problems.push(
            `${file}:${first + q.line}: ${q.hook} ${q.use}: a failed request would show nothing; ` +
              "render its error (`{error && <p>… could not be loaded: {error.message}</p>}`)",
          );
        }
      });
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
