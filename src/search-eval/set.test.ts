import { describe, expect, it } from "vitest";
import { DiagnosticError } from "../diagnostics";
import { crossSetDuplicates, parseEvalSet } from "./set";

const FILE = "data/search-eval/test.yaml";

function problemsOf(text: string): string[] {
  try {
    parseEvalSet(text, FILE);
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`);
    throw error;
  }
  throw new Error("the set was accepted");
}

describe("the search evaluation set loader", () => {
  it("reads entries with the line of each", () => {
    const entries = parseEvalSet(
      [
        "# a comment",
        "- query: create a custom endpoint",
        "  category: how-to",
        "  accept: [/development/api-routes/create]",
        "",
        '- query: "POST /admin/products"',
        "  category: rest-route",
        "  accept:",
        "    - /api/admin/products#PostProducts",
        "    - /api/admin/products",
      ].join("\n"),
      FILE,
    );
    expect(entries).toEqual([
      { file: FILE, line: 2, query: "create a custom endpoint", category: "how-to", accept: ["/development/api-routes/create"] },
      {
        file: FILE,
        line: 6,
        query: "POST /admin/products",
        category: "rest-route",
        accept: ["/api/admin/products#PostProducts", "/api/admin/products"],
      },
    ]);
  });

  it("names the file and line of a malformed entry", () => {
    const text = [
      "- query: refund an order",
      "  category: merchant",
      "  accept: [/user-guide/orders/payments]",
      "- query: create gift card",
      "  category: merchant",
      "  accepts: [/user-guide/gift-cards/custom]",
    ].join("\n");
    expect(problemsOf(text)).toEqual([
      `${FILE}:4: missing "accept"`,
      `${FILE}:6: unknown key "accepts" (allowed: query, category, accept, source, awaits)`,
    ]);
  });

  it("rejects an unknown category, naming the allowed ones", () => {
    const text = [
      "- query: useAdminProducts",
      "  category: hook",
      "  accept: [/references/medusa-react/hooks/admin/products]",
    ].join("\n");
    expect(() => parseEvalSet(text, FILE)).toThrow(/test\.yaml:2: unknown category "hook"[\s\S]*identifier, rest-route, how-to/);
  });

  it("rejects URLs that are not site paths, empty accept lists and empty queries", () => {
    const text = [
      "- query: a",
      "  category: typo",
      "  accept: [https://docs.medusajs.com/a, /a/, /a.html?x=1]",
      "- query: b",
      "  category: typo",
      "  accept: []",
      '- query: ""',
      "  category: typo",
      "  accept: [/b]",
    ].join("\n");
    expect(problemsOf(text)).toEqual([
      `${FILE}:3: accept: "/a.html?x=1" is not a page URL`,
      `${FILE}:3: accept: "/a/" is not a page URL`,
      `${FILE}:3: accept: "https://docs.medusajs.com/a" is not a page URL`,
      `${FILE}:6: "accept" must be a non-empty list of page URLs`,
      `${FILE}:7: "query" must be a non-empty string`,
    ]);
  });

  it("rejects a query asked twice in a set, and one that is in both sets", () => {
    const entry = (q: string) => [`- query: ${q}`, "  category: typo", "  accept: [/a]"];
    expect(problemsOf([...entry("subcriber"), ...entry("Subcriber")].join("\n"))).toEqual([
      `${FILE}:4: duplicate query "Subcriber" (first at line 1)`,
    ]);
    const main = parseEvalSet(entry("subcriber").join("\n"), "main.yaml");
    const heldOut = parseEvalSet([...entry("midleware"), ...entry("subcriber")].join("\n"), "held-out.yaml");
    expect(crossSetDuplicates([main, heldOut])).toEqual([
      { file: "held-out.yaml", line: 4, message: 'query "subcriber" is also in main.yaml:1' },
    ]);
  });

  it("reports YAML syntax errors and a document that is not a list with their line", () => {
    expect(problemsOf("- query: a\n  category: [typo\n")).toEqual([
      expect.stringMatching(/^data\/search-eval\/test\.yaml:\d+: not valid YAML/),
    ]);
    expect(problemsOf("\nquery: a\n")).toEqual([`${FILE}:2: a YAML list of entries (- query: …) is expected`]);
  });

  it("reads where a real question was asked and what it awaits, and requires the source where the set says so", () => {
    const text = [
      "- query: Could not verify DB credentials - please try again",
      "  category: error",
      "  accept: [/troubleshooting/database-error]",
      "  source: https://github.com/medusajs/medusa/issues/4272",
      "  awaits: error-reference",
    ].join("\n");
    expect(parseEvalSet(text, FILE, { requireSource: true })[0]).toMatchObject({
      source: "https://github.com/medusajs/medusa/issues/4272",
      awaits: "error-reference",
    });
    const bare = ["- query: a", "  category: how-to", "  accept: [/a]"].join("\n");
    expect(parseEvalSet(bare, FILE)[0]!.source).toBeUndefined();
    expect(() => parseEvalSet(bare, FILE, { requireSource: true })).toThrow(/1: missing "source"/);
    expect(() => parseEvalSet(`${bare}\n  source: github.com/x`, FILE)).toThrow(/source: "github.com\/x" is not an https URL/);
    expect(() => parseEvalSet(`${bare}\n  awaits: errors`, FILE)).toThrow(/awaits: unknown "errors"/);
  });
});
