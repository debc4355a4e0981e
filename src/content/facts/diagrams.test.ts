import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { parseDiagram, statesOf } from "../../diagrams/syntax";
import { filesBelow } from "../../lib/files";
import { parsePage } from "../mdx/parse";

/**
 * The guides' diagrams against the packages: a state diagram draws exactly the values of its enum,
 * read here from the packages as they run (not from the reference), and the pages that explain a
 * flow or a lifecycle have their diagram.
 */
const root = join(import.meta.dirname, "../../..");
const require = createRequire(import.meta.url);

interface Block {
  file: string;
  line: number;
  meta: string;
  text: string;
}

/** Every ```diagram block of the guides, with its file and line. */
function diagramBlocks(): Block[] {
  const out: Block[] = [];
  for (const path of filesBelow(join(root, "content")).filter((f) => f.endsWith(".mdx"))) {
    visit(parsePage(readFileSync(path, "utf8")), "code", (node: Code) => {
      if (node.lang === "diagram")
        out.push({ file: relative(root, path), line: node.position?.start.line ?? 0, meta: node.meta ?? "", text: node.value });
    });
  }
  return out;
}

/** An enum's values, from the module that exports it at run time. */
function enumValues(name: string): string[] | undefined {
  for (const pkg of ["@medusajs/medusa/dist/models", "@medusajs/orchestration", "@medusajs/utils", "@medusajs/types"]) {
    const e = (require(pkg) as Record<string, unknown>)[name];
    if (e && typeof e === "object")
      return Object.values(e as Record<string, unknown>).filter((v): v is string => typeof v === "string");
  }
  return undefined;
}

describe("diagrams in the guides", () => {
  const blocks = diagramBlocks();

  it("parse, every one", () => {
    const problems = blocks.flatMap((b) =>
      parseDiagram(b.meta, b.text).errors.map((e) => `${b.file}:${b.line + e.line}: ${e.message}`),
    );
    expect(problems).toEqual([]);
  });

  it("draw, in a state diagram, exactly the values of its enum", () => {
    const states = blocks.flatMap((b) => {
      const { diagram } = parseDiagram(b.meta, b.text);
      return diagram && !("entities" in diagram) && diagram.kind === "state" ? [{ ...b, diagram }] : [];
    });
    expect(states.length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const s of states) {
      const values = enumValues(s.diagram.enum!);
      const drawn = statesOf(s.diagram);
      if (!values) problems.push(`${s.file}:${s.line}: no package exports an enum ${s.diagram.enum}`);
      else if ([...drawn].sort().join() !== [...values].sort().join())
        problems.push(`${s.file}:${s.line}: draws ${drawn.sort().join(", ")}; ${s.diagram.enum} is ${values.sort().join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("are on every page that explains a flow or a lifecycle", () => {
    // The pages the issue of the diagrams lists; a page may have more than one.
    const pages = [
      "modules/carts-and-checkout/cart",
      "modules/carts-and-checkout/payment",
      "modules/carts-and-checkout/shipping",
      "modules/orders/overview",
      "modules/orders/returns",
      "modules/orders/swaps",
      "modules/orders/claims",
      "modules/orders/draft-orders",
      "modules/orders/fulfillments",
      "modules/multiwarehouse/overview",
      "modules/price-lists/price-selection-strategy",
      "modules/taxes/overview",
      "modules/gift-cards/overview",
      "modules/discounts/overview",
      "modules/sales-channels/overview",
      "development/fundamentals/architecture-overview",
      "development/events/index",
      "development/fundamentals/transaction-orchestrator",
      "development/workflows",
      // The order edits flow, where the guides explain it.
      "modules/orders/index",
      "development/fundamentals/dependency-injection",
    ];
    const withDiagram = new Set(blocks.map((b) => b.file.replace(/^content\//, "").replace(/\.mdx$/, "")));
    expect(pages.filter((p) => !withDiagram.has(p))).toEqual([]);
  });

  it("show each module's entities together on its overview", () => {
    const overviews = filesBelow(join(root, "content/modules"))
      .filter((f) => /\/content\/modules\/[\w-]+\/overview\.mdx$/.test(f))
      .map((f) => relative(root, f));
    const withEntities = new Set(blocks.filter((b) => /^entities\b/.test(b.meta.trim())).map((b) => b.file));
    expect(overviews.filter((f) => !withEntities.has(f))).toEqual([]);
  });
});
