import type { Root } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkMarkdownTwin } from "./remark-markdown-twin";

const PAGE = `---
title: Orders
---

## Refund an order

<Admonition type="warning">
Refunds **cannot** be undone.

A second paragraph.
</Admonition>

<Tabs>
<TabItem value="js" label="JS Client">

\`\`\`ts title="src/refund.ts" noCheck="partial file" {2}
const a = 1
await medusa.admin.orders.refund(id)
\`\`\`

</TabItem>
</Tabs>

| Field | Type |
| --- | --- |
| \`id\` | string |

Press <Kbd>Enter</Kbd>, then see <Card href="/modules/orders" title="Orders" description="How orders work" />.
`;

describe("the Markdown twin", () => {
  it("is written without changing the page's own tree (which it shares, not copies)", () => {
    const tree = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkMdx).parse(PAGE) as Root;
    const before = structuredClone(tree);
    const file = new VFile({ value: PAGE });
    remarkMarkdownTwin()(tree, file);
    expect(tree).toEqual(before);
    const twin = String(file.data.markdown);
    expect(twin).toContain("> **Warning:** Refunds **cannot** be undone.");
    expect(twin).toContain('```ts title="src/refund.ts"\n');
    expect(twin).toContain("`Enter`");
    expect(twin).toContain("[Orders](/modules/orders): How orders work");
    expect(twin).not.toContain("title: Orders");
  });
});
