/**
 * The procedures of the user guide, read from its pages: a procedure is an ordered list of steps
 * under a heading (a heading with two lists has two procedures, told apart by the sentence before
 * each). A step keeps what the walker acts on, in the order the reader meets it: bold labels (what
 * is clicked, opened, filled or must be on screen), quoted and code text (values, strings the
 * admin shows), keys, icons, and the plain words between them (the verbs).
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import type { MdxJsxTextElement } from "mdast-util-mdx-jsx";
import GithubSlugger from "github-slugger";
import { parsePage } from "../../content/mdx/parse";
import { filesBelow } from "../../lib/files";

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "label"; text: string }
  | { kind: "quote"; text: string }
  | { kind: "code"; text: string }
  | { kind: "kbd"; text: string }
  | { kind: "icon"; name: string; label: string };

export interface Step {
  /** 1-based position in its list. */
  n: number;
  line: number;
  inlines: Inline[];
  /** A nested ordered list: steps of this step. */
  substeps: Step[];
  /** A nested bullet list: parts of this step, each done in turn. */
  parts: Step[];
  /** The screenshot the page shows at this step (`<Screenshot name="…" />` in the step). */
  screenshot?: { name: string; line: number };
}

export interface Procedure {
  /** `orders/manage#cancel-an-order`, with `-2`, `-3` for the later lists under one heading. */
  id: string;
  /** The page id below user-guide: `orders/manage`. */
  page: string;
  file: string;
  line: number;
  heading: string;
  /** The paragraph just before the list when it is not the heading's first block ("To change an address:"). */
  intro?: string;
  steps: Step[];
  /** The paragraph just before the list ("Under **General**:"), whose scope the steps start in. */
  lead?: Inline[];
  /** The paragraph right after the list, which states the result ("The admin shows **…**"). */
  outcome: Inline[];
  outcomeLine?: number;
}

/** Merges adjacent text pieces and splits "…" quotes out of text into their own inlines. */
function normalise(inlines: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const inline of inlines) {
    const last = merged.at(-1);
    if (inline.kind === "text" && last?.kind === "text") last.text += inline.text;
    else merged.push({ ...inline });
  }
  const out: Inline[] = [];
  for (const inline of merged) {
    if (inline.kind !== "text") {
      out.push(inline);
      continue;
    }
    // Straight or curly double quotes around a string the admin shows.
    const parts = inline.text.split(/["“”]/);
    parts.forEach((part, i) => {
      if (part === "") return;
      out.push(i % 2 === 1 && parts.length % 2 === 1 ? { kind: "quote", text: part } : { kind: "text", text: part });
    });
  }
  return out;
}

function attribute(node: MdxJsxTextElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === "mdxJsxAttribute" && attr.name === name && typeof attr.value === "string") return attr.value;
  }
  return undefined;
}

function plain(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if ("value" in node && typeof node.value === "string") return node.value;
      if ("children" in node) return plain(node.children as PhrasingContent[]);
      return "";
    })
    .join("");
}

/** The inlines of phrasing content. Links keep their words; emphasis is a step's name ("*Region.*") and is dropped. */
export function inlinesOf(nodes: PhrasingContent[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        out.push({ kind: "text", text: node.value });
        break;
      case "strong":
        out.push({ kind: "label", text: plain(node.children).trim() });
        break;
      case "inlineCode":
        out.push({ kind: "code", text: node.value });
        break;
      case "break":
        out.push({ kind: "text", text: " " });
        break;
      case "link":
        out.push(...inlinesOf(node.children));
        break;
      case "emphasis":
        break;
      case "mdxJsxTextElement": {
        const element = node as MdxJsxTextElement;
        if (element.name === "Kbd") out.push({ kind: "kbd", text: plain(element.children as PhrasingContent[]) });
        else if (element.name === "UiIcon") {
          // `<UiIcon name="Plus">the plus icon</UiIcon>`: the words are what a screen reader says.
          const label = attribute(element, "label") ?? plain(element.children as PhrasingContent[]);
          out.push({ kind: "icon", name: attribute(element, "name") ?? "", label });
        } else out.push(...inlinesOf(element.children as PhrasingContent[]));
        break;
      }
      default:
        if ("children" in node) out.push(...inlinesOf(node.children as PhrasingContent[]));
    }
  }
  return normalise(out);
}

/** The words of inlines as a reader sees them (labels in bold markers dropped). */
export function inlineText(inlines: Inline[]): string {
  return inlines
    .map((inline) => {
      if (inline.kind === "quote") return `"${inline.text}"`;
      if (inline.kind === "icon") return inline.label;
      return inline.text;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

function stepsOf(list: List): Step[] {
  return list.children.map((item: ListItem, i) => {
    const step: Step = { n: i + 1, line: item.position?.start.line ?? 0, inlines: [], substeps: [], parts: [] };
    for (const child of item.children) {
      if (child.type === "paragraph") {
        if (step.inlines.length > 0) step.inlines.push({ kind: "text", text: " " });
        step.inlines.push(...inlinesOf(child.children));
      } else if (child.type === "list") {
        if (child.ordered) step.substeps.push(...stepsOf(child));
        else step.parts.push(...stepsOf(child));
      } else if (child.type === "mdxJsxFlowElement" && child.name === "Screenshot") {
        const name = attribute(child as unknown as MdxJsxTextElement, "name");
        if (name) step.screenshot = { name, line: child.position?.start.line ?? 0 };
      }
    }
    step.inlines = normalise(step.inlines);
    return step;
  });
}

/** The procedures of one page. */
export function proceduresOf(source: string, page: string, file: string): Procedure[] {
  const tree: Root = parsePage(source);
  const slugger = new GithubSlugger();
  const procedures: Procedure[] = [];
  let heading: { text: string; slug: string; count: number } | undefined;
  let previous: RootContent | undefined;
  const children = tree.children;
  children.forEach((node, i) => {
    if (node.type === "heading") {
      const text = plain(node.children);
      heading = { text, slug: slugger.slug(text), count: 0 };
    } else if (node.type === "list" && node.ordered && heading) {
      heading.count++;
      const next = children[i + 1];
      const outcome = next?.type === "paragraph" ? inlinesOf((next as Paragraph).children) : [];
      const intro = previous?.type === "paragraph" && heading.count > 1 ? plain((previous as Paragraph).children) : undefined;
      procedures.push({
        id: `${page}#${heading.slug}${heading.count > 1 ? `-${heading.count}` : ""}`,
        page,
        file,
        line: node.position?.start.line ?? 0,
        heading: heading.text,
        ...(intro ? { intro } : {}),
        ...(previous?.type === "paragraph" ? { lead: inlinesOf((previous as Paragraph).children) } : {}),
        steps: stepsOf(node),
        outcome,
        ...(outcome.length > 0 ? { outcomeLine: next?.position?.start.line } : {}),
      });
    }
    previous = node;
  });
  return procedures;
}

/** Every procedure of the user guide, page by page in path order. */
export function userGuideProcedures(root: string): Procedure[] {
  const dir = join(root, "content", "user-guide");
  return filesBelow(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .flatMap((file) => {
      const page = relative(dir, file)
        .replace(/\.mdx$/, "")
        .replace(/(^|\/)index$/, "$1index");
      return proceduresOf(readFileSync(file, "utf8"), page, relative(root, file));
    });
}
