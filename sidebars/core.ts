import type { SidebarDef } from "../src/sidebars/types";
import advanced from "./core/advanced";
import architecturalConcepts from "./core/architectural-concepts";
import backendSetup from "./core/backend-setup";
import basicsA from "./core/basics-a";
import basicsB from "./core/basics-b";

/** Medusa development. Each group's entries live in sidebars/core/<group>.ts. */
const sidebar: SidebarDef = {
  title: "Medusa Development",
  landing: "development/overview",
  back: "homepage",
  items: [
    "development/overview",
    { type: "headline", label: "Backend Setup", icon: "server", items: backendSetup },
    { type: "headline", label: "Architectural Concepts", icon: "cube", items: architecturalConcepts },
    { type: "headline", label: "Basics", icon: "book", items: [...basicsA, ...basicsB] },
    { type: "headline", label: "Advanced", icon: "wrench", items: advanced },
    { type: "divider" },
    { type: "link", href: "/experimental", label: "Experimental Features", icon: "flask", badge: "Experimental" },
  ],
};

export default sidebar;
