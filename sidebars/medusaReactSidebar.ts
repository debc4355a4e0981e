import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Medusa React",
  landing: "references/medusa-react",
  back: "homepage",
  items: [{ type: "generated", family: "medusa-react" }],
};

export default sidebar;
