import type { SidebarDef } from "../src/sidebars/types";

/** The experimental Pricing and Product modules of Medusa 1.x. */
const sidebar: SidebarDef = {
  title: "Experimental Features",
  landing: "experimental/index",
  back: "core",
  items: [
    "experimental/index",
    {
      type: "category",
      label: "Pricing Module",
      link: "experimental/pricing/overview",
      items: [
        "experimental/pricing/concepts",
        "experimental/pricing/prices-calculation",
        "experimental/pricing/install-medusa",
        "experimental/pricing/install-nodejs",
        "experimental/pricing/examples",
        { type: "link", href: "/references/pricing", label: "Pricing Module Reference" },
      ],
    },
    {
      type: "category",
      label: "Product Module",
      link: "experimental/product/overview",
      items: [
        "experimental/product/install-medusa",
        "experimental/product/install-nodejs",
        "experimental/product/examples",
        { type: "link", href: "/references/product", label: "Product Module Reference" },
      ],
    },
  ],
};

export default sidebar;
