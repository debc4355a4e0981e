import type { Code, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { parseDiagram, statesOf, type DiagramSource } from "../../diagrams/syntax";

/** The mdast node a ```diagram block becomes: drawn by the `diagram-figure` component (components/Diagram). */
export interface DiagramBlock {
  type: "diagram";
  source: DiagramSource;
  data: { hName: "diagram-figure"; hProperties: { dataDiagram: string } };
  position?: Code["position"];
}

/**
 * Reads every ```diagram block (diagrams/syntax.ts) and puts a node in its place that the page
 * draws as a figure; a problem is reported at its line of the page. What a diagram names from the
 * rest of the site (entities, a state diagram's enum) is recorded among the page's component uses,
 * for the site checks. Runs after remarkGuard, which starts that list.
 */
export function remarkDiagrams() {
  return (tree: Root, file: VFile) => {
    visit(tree, "code", (node: Code, index, parent) => {
      if (node.lang !== "diagram" || !parent || index === undefined) return;
      const first = node.position?.start.line ?? 1;
      const { diagram, errors } = parseDiagram(node.meta ?? "", node.value);
      for (const e of errors) file.message(`diagram: ${e.message}`, { line: first + e.line, column: 1 });
      if (!diagram) return;
      const block: DiagramBlock = {
        type: "diagram",
        source: diagram,
        data: { hName: "diagram-figure", hProperties: { dataDiagram: JSON.stringify(diagram) } },
        position: node.position,
      };
      (parent.children as unknown[])[index] = block;
      (file.data.uses ??= []).push({
        name: "diagram",
        props:
          "entities" in diagram
            ? { kind: diagram.kind, entities: diagram.entities }
            : { kind: diagram.kind, enum: diagram.enum, states: diagram.kind === "state" ? statesOf(diagram) : undefined },
        line: first,
        column: node.position?.start.column ?? 1,
      });
    });
  };
}
