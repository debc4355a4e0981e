import type { BlockContent, Blockquote, List, Nodes, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toMarkdown } from "mdast-util-to-markdown";
import { toString } from "mdast-util-to-string";
import type { VFile } from "vfile";
import { diagramMarkdown } from "../../diagrams/alternative";
import type { DiagramSource } from "../../diagrams/syntax";
import type { DiagramBlock } from "./remark-diagrams";
import { literalProps } from "./remark-guard";

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * What a card or card list needs from the rest of the site (a page's title and description, a
 * category's pages) is left as a placeholder that the page's render fills in (render/twin.ts).
 */
export const twinPlaceholder = {
  title: (href: string) => `@@twin-title:${href}@@`,
  description: (href: string) => `@@twin-description:${href}@@`,
  category: "@@twin-category@@",
  /** An entities diagram: its relations come from the reference's entity index. */
  entities: (title: string, names: readonly string[]) =>
    `@@twin-entities:${encodeURIComponent(JSON.stringify({ title, names }))}@@`,
};

const ADMONITION_LABEL: Record<string, string> = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" };

/**
 * The page as plain Markdown, for its Markdown twin (`/a/b.md`): components are written as what
 * they show — tabs as labelled blocks, admonitions as labelled quotes, cards as link lists,
 * details as a labelled section, code with its language — so the twin has no HTML and no JSX.
 * Runs last among the remark plugins. The page itself is unchanged: `flow` makes new nodes where
 * the twin differs and shares the rest, which `toMarkdown` only reads (no deep copy: on a long page
 * it cost more than the rest of the twin but `toMarkdown`).
 */
export function remarkMarkdownTwin() {
  return (tree: Root, file: VFile) => {
    const plain: Root = { ...tree, children: flow(tree.children.filter((n) => n.type !== "yaml")) };
    file.data.markdown = toMarkdown(plain, {
      extensions: [gfmToMarkdown()],
      bullet: "-",
      emphasis: "_",
      fences: true,
      rule: "-",
    });
  };
}

/** A diagram as its text alternative (written out verbatim: it is Markdown already). */
function diagramTwin(source: DiagramSource): RootContent {
  const value = "entities" in source ? twinPlaceholder.entities(source.title, source.entities) : diagramMarkdown(source);
  return { type: "html", value };
}

function isJsx(n: Nodes): n is Jsx {
  return n.type === "mdxJsxFlowElement" || n.type === "mdxJsxTextElement";
}

const bold = (text: string): PhrasingContent => ({ type: "strong", children: [{ type: "text", value: text }] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children });

/** Block content, with components replaced by plain Markdown. */
function flow(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const n of nodes) {
    if (isJsx(n as Nodes)) out.push(...component(n as Jsx));
    else if (n.type === "mdxjsEsm" || n.type === "mdxFlowExpression") continue;
    else if ((n as { type: string }).type === "diagram") out.push(diagramTwin((n as unknown as DiagramBlock).source));
    else if (n.type === "code")
      out.push({ ...n, meta: n.meta?.replace(/\bnoCheck=("[^"]*"|\S+)|\bnoCopy\b|\{[\d,\s-]+\}/g, "").trim() || null });
    else if ("children" in n)
      out.push({
        ...n,
        children: (n.type === "paragraph" || n.type === "heading" || n.type === "tableCell" ? phrasing : flow)(
          n.children as never,
        ),
      } as RootContent);
    else out.push(n);
  }
  return out;
}

/** Inline content: inline components become text. */
function phrasing(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const n of nodes) {
    if (isJsx(n as Nodes)) {
      const j = n as unknown as Jsx;
      if (j.name === "Kbd") out.push({ type: "inlineCode", value: toString(j) });
      else if (j.name === "Card") out.push(...cardLink(literalProps(j)));
      else out.push(...phrasing(j.children as PhrasingContent[]));
    } else if (n.type === "mdxTextExpression") continue;
    else if ("children" in n) out.push({ ...n, children: phrasing(n.children as PhrasingContent[]) } as PhrasingContent);
    else out.push(n);
  }
  return out;
}

function cardLink(props: Record<string, unknown>): PhrasingContent[] {
  const href = String(props.href);
  const title = typeof props.title === "string" ? props.title : twinPlaceholder.title(href);
  const description =
    typeof props.description === "string" ? props.description : href.startsWith("/") ? twinPlaceholder.description(href) : "";
  return [
    { type: "link", url: href, children: [{ type: "text", value: title }] },
    ...(description ? [{ type: "text" as const, value: `: ${description}` }] : []),
  ];
}

const listOf = (items: PhrasingContent[][]): List => ({
  type: "list",
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: "listItem", spread: false, children: [paragraph(children)] })),
});

function component(j: Jsx): RootContent[] {
  const props = literalProps(j);
  const children = j.children as RootContent[];
  switch (j.name) {
    case "Admonition": {
      const label = typeof props.title === "string" ? props.title : (ADMONITION_LABEL[String(props.type)] ?? "Note");
      const body = flow(children);
      // "> **Warning:** first paragraph", then the rest of the admonition in the same quote.
      const first =
        body[0]?.type === "paragraph"
          ? [paragraph([bold(`${label}:`), { type: "text", value: " " }, ...body[0].children])]
          : [paragraph([bold(`${label}:`)]), ...body.slice(0, 1)];
      const quote: Blockquote = { type: "blockquote", children: [...first, ...body.slice(1)] as BlockContent[] };
      return [quote];
    }
    case "Tabs":
      // Each tab: its label in bold, then its content.
      return children
        .filter((c) => isJsx(c as Nodes))
        .flatMap((tab) => {
          const t = tab as Jsx;
          const tp = literalProps(t);
          return [paragraph([bold(String(tp.label ?? tp.value))]), ...flow(t.children as RootContent[])];
        });
    case "TabItem":
      return flow(children);
    case "Details":
      return [paragraph([bold(String(props.summary))]), ...flow(children)];
    case "CardGrid": {
      const cards = children
        .flatMap((c) => (c.type === "paragraph" ? (c.children as unknown as RootContent[]) : [c]))
        .filter((c) => isJsx(c as Nodes));
      return [listOf(cards.map((c) => cardLink(literalProps(c as Jsx))))];
    }
    case "Card":
      return [listOf([cardLink(props)])];
    case "DocCardList": {
      const items = props.items as string[] | undefined;
      if (!items) return [paragraph([{ type: "text", value: twinPlaceholder.category }])];
      return [listOf(items.map((href) => cardLink({ href })))];
    }
    case "Badge":
    case "Kbd":
      return [paragraph(phrasing(children as unknown as PhrasingContent[]))];
    default:
      return flow(children);
  }
}
