import type { Expression } from "estree";
import type { ZodType } from "zod";
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { COMPONENT_PROPS } from "../../components/props";
import type { ComponentUse } from "./vfile-data";

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Pages use only the registered components, with the props each declares (components/props.ts),
 * and never import or export: that keeps every page renderable by the same pipeline and makes a
 * typo in a tag or a prop an error at its line and column. Every problem is reported, not only
 * the first. The uses of components whose props name pages are recorded for the site checks.
 */
export function remarkGuard(options: { components: readonly string[] }) {
  const known = new Set(options.components);
  return (tree: Root, file: VFile) => {
    const uses: ComponentUse[] = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === "mdxjsEsm") {
        file.message("pages cannot import or export: components are registered once in src/components/index.ts", node);
        return;
      }
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      if (!node.name || !/^[A-Z]/.test(node.name)) return;
      if (!known.has(node.name)) {
        file.message(`unknown component <${node.name}>; registered components: ${[...known].sort().join(", ")}`, node);
        return;
      }
      const props = readProps(node, file);
      if (!props) return;
      const spec = COMPONENT_PROPS[node.name as keyof typeof COMPONENT_PROPS] as
        { props: ZodType; children?: string[]; parent?: string } | undefined;
      if (spec) {
        const result = spec.props.safeParse(props);
        if (!result.success) {
          for (const issue of result.error.issues) {
            const prop = issue.path.length > 0 ? `prop "${issue.path.join(".")}"` : "props";
            const message =
              issue.code === "unrecognized_keys" ? `unknown prop "${issue.keys.join('", "')}"` : `${prop}: ${issue.message}`;
            file.message(`<${node.name}> ${message}`, attributeNode(node, issue.path[0]) ?? node);
          }
        }
        if (spec.children) checkChildren(node, spec.children, file);
        if (spec.parent && !(parent && isJsx(parent) && parent.name === spec.parent))
          file.message(`<${node.name}> belongs directly inside <${spec.parent}>`, node);
      }
      uses.push({ name: node.name, props, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    });
    file.data.uses = uses;
  };
}

function isJsx(node: unknown): node is JsxNode {
  const t = (node as { type?: string }).type;
  return t === "mdxJsxFlowElement" || t === "mdxJsxTextElement";
}

/** Child elements must be of the allowed tags (text between them is ignored); `<Tabs>` values are unique. */
function checkChildren(node: JsxNode, allowed: string[], file: VFile): void {
  const elements: JsxNode[] = [];
  const walk = (children: readonly unknown[]) => {
    for (const c of children) {
      if (isJsx(c)) elements.push(c);
      // Markdown wraps inline tags in a paragraph.
      else if ((c as { type?: string }).type === "paragraph") walk((c as { children: unknown[] }).children);
      else if ((c as { type?: string }).type === "text" && !/^\s*$/.test((c as { value: string }).value)) {
        file.message(`<${node.name}> holds only ${allowed.map((a) => `<${a}>`).join(", ")} elements, not text`, c as JsxNode);
      }
    }
  };
  walk(node.children);
  if (elements.length === 0)
    file.message(`<${node.name}> needs at least one ${allowed.map((a) => `<${a}>`).join(" or ")} child`, node);
  const values = new Set<string>();
  for (const el of elements) {
    if (!allowed.includes(el.name ?? ""))
      file.message(`<${node.name}> holds only ${allowed.map((a) => `<${a}>`).join(", ")}, not <${el.name}>`, el);
    if (node.name === "Tabs") {
      const value = el.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "value")?.value;
      if (typeof value === "string") {
        if (values.has(value)) file.message(`<Tabs> has two tabs with value "${value}"`, el);
        values.add(value);
      }
    }
  }
}

function attributeNode(node: JsxNode, name: PropertyKey | undefined) {
  const attr = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return attr?.position ? attr : undefined;
}

/** The props of a component as values, for code that runs after the checks (they are literals then). */
export function literalProps(node: JsxNode): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    if (attr.type !== "mdxJsxAttribute") continue;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === "string") props[attr.name] = attr.value;
    else {
      const statement = attr.value.data?.estree?.body[0];
      const value = statement?.type === "ExpressionStatement" ? literal(statement.expression) : NOT_LITERAL;
      if (value !== NOT_LITERAL) props[attr.name] = value;
    }
  }
  return props;
}

/** The props as values; undefined (and reported) when one is not a literal. */
function readProps(node: JsxNode, file: VFile): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  let ok = true;
  for (const attr of node.attributes) {
    if (attr.type !== "mdxJsxAttribute") {
      file.message(`<${node.name}> cannot spread props ({...x}); write each prop`, attr.position ? attr : node);
      ok = false;
      continue;
    }
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === "string") props[attr.name] = attr.value;
    else {
      const program = attr.value.data?.estree;
      const statement = program?.body[0];
      const value = statement?.type === "ExpressionStatement" ? literal(statement.expression) : NOT_LITERAL;
      if (value === NOT_LITERAL) {
        file.message(
          `<${node.name}> prop "${attr.name}" must be a literal value (a string, number, boolean, array or object)`,
          attr.position ? attr : node,
        );
        ok = false;
      } else props[attr.name] = value;
    }
  }
  return ok ? props : undefined;
}

const NOT_LITERAL = Symbol("not a literal");

function literal(e: Expression): unknown {
  switch (e.type) {
    case "Literal":
      return e.value;
    case "TemplateLiteral":
      return e.expressions.length === 0 ? e.quasis.map((q) => q.value.cooked).join("") : NOT_LITERAL;
    case "UnaryExpression":
      if (e.operator === "-" && e.argument.type === "Literal" && typeof e.argument.value === "number") return -e.argument.value;
      return NOT_LITERAL;
    case "ArrayExpression": {
      const out: unknown[] = [];
      for (const el of e.elements) {
        if (!el || el.type === "SpreadElement") return NOT_LITERAL;
        const v = literal(el);
        if (v === NOT_LITERAL) return NOT_LITERAL;
        out.push(v);
      }
      return out;
    }
    case "ObjectExpression": {
      const out: Record<string, unknown> = {};
      for (const p of e.properties) {
        if (p.type !== "Property" || p.computed || p.kind !== "init") return NOT_LITERAL;
        const key = p.key.type === "Identifier" ? p.key.name : p.key.type === "Literal" ? String(p.key.value) : undefined;
        if (key === undefined) return NOT_LITERAL;
        const v = literal(p.value as Expression);
        if (v === NOT_LITERAL) return NOT_LITERAL;
        out[key] = v;
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}
