import { z } from "zod";
import { ADMONITION_TYPES } from "../content/mdx/remark-directives";
import { UI_ICONS, type UiIconName } from "../verify/admin/ui-icons";
import { ICONS } from "./Icon/icons";

/**
 * The props each author tag accepts, checked where the page is compiled so an error names the
 * file, line and column. Values must be literals (`"text"`, `{["/a", "/b"]}`, `{true}`); what the
 * site must resolve (a card's page, a page list) is checked once every page is known.
 */
const iconName = z.enum(Object.keys(ICONS) as [keyof typeof ICONS, ...(keyof typeof ICONS)[]]);

export const COMPONENT_PROPS = {
  Admonition: { props: z.strictObject({ type: z.enum(ADMONITION_TYPES), title: z.string().optional() }) },
  Badge: {
    props: z.strictObject({
      variant: z.enum(["beta", "deprecated", "soon", "experimental", "neutral"]).optional(),
      className: z.string().optional(),
    }),
  },
  Card: {
    props: z.strictObject({
      href: z.string().min(1),
      title: z.string().optional(),
      description: z.string().optional(),
      icon: iconName.optional(),
      badge: z.string().optional(),
    }),
  },
  CardGrid: { props: z.strictObject({}), children: ["Card"] },
  Details: { props: z.strictObject({ summary: z.string().min(1), open: z.boolean().optional() }) },
  DocCardList: { props: z.strictObject({ items: z.array(z.string().min(1)).min(1).optional() }) },
  Kbd: { props: z.strictObject({}) },
  /** A screenshot of the admin, by its name in content/user-guide/screenshots/manifest.json. */
  Screenshot: {
    props: z.strictObject({ name: z.string().regex(/^[a-z0-9-]+$/, "a screenshot's name is lowercase words and dashes") }),
  },
  /** An icon of the admin; its words (children, or `label`) are what a screen reader says. */
  UiIcon: {
    props: z.strictObject({
      name: z.enum(Object.keys(UI_ICONS) as [UiIconName, ...UiIconName[]]),
      label: z.string().min(1).optional(),
    }),
  },
  Tabs: { props: z.strictObject({ groupId: z.string().min(1).optional() }), children: ["TabItem"] },
  TabItem: {
    props: z.strictObject({ value: z.string().min(1), label: z.string().optional(), default: z.boolean().optional() }),
    parent: "Tabs",
  },
} satisfies Record<string, { props: z.ZodType; children?: string[]; parent?: string }>;

export type AuthorComponent = keyof typeof COMPONENT_PROPS;
