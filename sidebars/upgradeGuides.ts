import type { SidebarDef } from "../src/sidebars/types";

const core = (version: string, label: string) => ({
  type: "doc" as const,
  id: `upgrade-guides/medusa-core/${version}`,
  label,
});

/** Upgrade guides: what each release requires a Medusa 1.x project to change. */
const sidebar: SidebarDef = {
  title: "Upgrade Guides",
  landing: "upgrade-guides/index",
  back: "homepage",
  items: [
    "upgrade-guides/index",
    { type: "doc", id: "upgrade-guides/medusa-1-status", label: "State of 1.x" },
    {
      type: "category",
      label: "Backend",
      collapsed: false,
      items: [
        core("1-20-3", "v1.20.3"),
        core("1-20", "v1.20"),
        core("1-19", "v1.19"),
        core("1-18", "v1.18"),
        core("1-17-0", "v1.17.0"),
        core("1-16-0", "v1.16.0"),
        core("1-15-0", "v1.15.0"),
        core("1-13-0", "v1.13.0"),
        core("1-12-0", "v1.12.0"),
        core("1-11-0", "v1.11.0"),
        core("1-10-1", "v1.10.1"),
        core("1-10-0", "v1.10.0"),
        core("1-9-0", "v1.9.0"),
        core("1-8-1", "v1.8.1"),
        core("1-8-0", "v1.8"),
        core("1-7-12", "v1.7.12"),
        core("1-7-6", "v1.7.6"),
        core("1-7-3", "v1.7.3"),
        core("1-7-1", "v1.7.1"),
        core("1-7-0", "v1.7.0"),
        core("1-6-1", "v1.6.1"),
        core("1-3-8", "v1.3.8"),
        core("1-3-6", "v1.3.6"),
        core("1-3-0", "v1.3.0"),
      ],
    },
    {
      type: "category",
      label: "Admin",
      items: [
        { type: "doc", id: "upgrade-guides/admin/7-0-0", label: "v7.0.0" },
        { type: "doc", id: "upgrade-guides/admin/1-0-0", label: "Admin plugin (v1.0.0)" },
        { type: "doc", id: "upgrade-guides/admin/admin-vite", label: "Gatsby to Vite" },
      ],
    },
    {
      type: "category",
      label: "Clients",
      items: [
        { type: "doc", id: "upgrade-guides/medusa-react/4-0-2", label: "Medusa React v4.0.2" },
        {
          type: "category",
          label: "Medusa UI",
          link: "upgrade-guides/medusa-ui/index",
          items: [{ type: "doc", id: "upgrade-guides/medusa-ui/2-0-0", label: "v2.0.0" }],
        },
      ],
    },
    {
      type: "category",
      label: "Modules",
      items: [
        { type: "doc", id: "upgrade-guides/modules/cache-redis/1-9-0", label: "Redis Cache v1.9.0" },
        { type: "doc", id: "upgrade-guides/modules/product/1-2-0", label: "Product Module" },
      ],
    },
    {
      type: "category",
      label: "Plugins",
      items: [
        { type: "doc", id: "upgrade-guides/plugins/algolia/1-0-0", label: "Algolia" },
        { type: "doc", id: "upgrade-guides/plugins/meilisearch/1-0-0", label: "Meilisearch v1.0.0" },
        { type: "doc", id: "upgrade-guides/plugins/stripe/6-0-7", label: "Stripe v6.0.7" },
      ],
    },
  ],
};

export default sidebar;
