import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Medusa JS Client",
  landing: "references/js-client",
  back: "homepage",
  items: [{ type: "generated", family: "js-client" }],
};

export default sidebar;
