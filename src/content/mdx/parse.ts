import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective);

/**
 * The syntax tree of a page, with the same syntax extensions the compiler reads (MDX, front
 * matter, GFM, directives) but none of its transforms: for tools that inspect what authors wrote.
 */
export function parsePage(source: string): Root {
  return parser.parse(source) as Root;
}
