import type { SidebarDef } from "../src/sidebars/types";

/** The reference's front page (/references) and a link to every reference family: src/reference/model/hub.ts builds the items. */
const sidebar: SidebarDef = {
  title: "Reference",
  landing: "references",
  back: "homepage",
  items: [{ type: "generated", family: "references" }],
};

export default sidebar;
