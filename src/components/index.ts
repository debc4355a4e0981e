import type { MDXComponents } from "mdx/types";
import { Admonition } from "./Admonition";
import { Badge } from "./Badge";
import { Card, CardGrid } from "./Card";
import { CodeBlock } from "./CodeBlock";
import { Details } from "./Details";
import { GuideDiagram } from "./Diagram";
import { DocCardList } from "./DocCardList";
import { Kbd } from "./Kbd";
import { Screenshot } from "./Screenshot";
import { Table } from "./Table";
import { TabItem, Tabs } from "./Tabs";
import { UiIcon } from "./UiIcon";

/**
 * The one registry of what pages can use. Capitalised names are tags for authors; lowercase
 * names replace the HTML that Markdown produces. A tag not listed here fails the build.
 */
export const mdxComponents = {
  Admonition,
  Badge,
  Card,
  CardGrid,
  Details,
  DocCardList,
  Kbd,
  Screenshot,
  TabItem,
  Tabs,
  UiIcon,
  pre: CodeBlock,
  "diagram-figure": GuideDiagram,
  table: Table,
} satisfies MDXComponents;

/** Tag names authors may write in pages. */
export const AUTHOR_COMPONENTS: readonly string[] = Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k));
