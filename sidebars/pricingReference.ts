import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Pricing Module Reference",
  landing: "references/pricing",
  back: "experimentalSidebar",
  items: [{ type: "generated", family: "pricing" }],
};

export default sidebar;
