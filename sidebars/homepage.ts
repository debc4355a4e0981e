import type { SidebarDef } from "../src/sidebars/types";

/** The sidebar of the homepage and of the pages every reader starts from. */
const sidebar: SidebarDef = {
  title: "Medusa Docs",
  landing: "index",
  items: [
    { type: "doc", id: "index", label: "Overview", icon: "book" },
    { type: "headline", label: "Get Started", icon: "rocket", items: ["create-medusa-app"] },
    { type: "divider" },
    {
      type: "headline",
      label: "Additional Resources",
      icon: "sparkles",
      items: [
        { type: "doc", id: "glossary", icon: "glossary" },
        { type: "doc", id: "beta", badge: "Beta" },
        "usage",
        "contribution/docs",
      ],
    },
  ],
};

export default sidebar;
