import type { SidebarDef } from "../src/sidebars/types";

/** The sidebar of the homepage and of the pages every reader starts from. */
const sidebar: SidebarDef = {
  title: "Medusa Docs",
  landing: "index",
  items: [
    { type: "doc", id: "index", label: "Overview", icon: "book" },
    {
      type: "headline",
      label: "Browse Docs",
      icon: "book",
      items: [
        { type: "link", href: "/modules/overview", label: "Commerce Modules", icon: "cube" },
        { type: "link", href: "/development/overview", label: "Medusa Development", icon: "wrench" },
        { type: "link", href: "/plugins/overview", label: "Plugins", icon: "puzzle" },
        { type: "link", href: "/user-guide", label: "User Guide", icon: "user" },
        {
          type: "category",
          label: "Recipes",
          link: "recipes/index",
          icon: "sparkles",
          items: [
            "recipes/ecommerce",
            "recipes/marketplace",
            "recipes/subscriptions",
            "recipes/integrate-ecommerce-stack",
            "recipes/commerce-automation",
            "recipes/oms",
            "recipes/pos",
            "recipes/digital-products",
            "recipes/personalized-products",
            "recipes/b2b",
            "recipes/multi-region",
            "recipes/omnichannel",
          ],
        },
        {
          type: "category",
          label: "Admin Dashboard",
          link: "admin/quickstart",
          icon: "dashboard",
          items: ["admin/configuration", "admin/widgets", "admin/routes", "admin/setting-pages", "admin/onboarding"],
        },
        {
          type: "category",
          label: "Deployments",
          link: "deployments/index",
          icon: "cloud",
          items: [
            {
              type: "category",
              label: "Medusa Backend",
              link: "deployments/server/index",
              items: [
                "deployments/server/general-guide",
                "deployments/server/deploying-on-railway",
                "deployments/server/deploying-on-heroku",
                "deployments/server/deploying-on-digital-ocean",
                "deployments/server/deploying-on-microtica",
              ],
            },
            {
              type: "category",
              label: "Medusa Admin",
              link: "deployments/admin/index",
              items: ["deployments/admin/general-guide", "deployments/admin/deploying-on-vercel"],
            },
            {
              type: "category",
              label: "Storefront",
              link: "deployments/storefront/index",
              items: ["deployments/storefront/general-guide", "deployments/storefront/deploying-next-on-vercel"],
            },
          ],
        },
        { type: "link", href: "/upgrade-guides", label: "Upgrade Guides", icon: "arrowUp" },
        { type: "link", href: "/troubleshooting", label: "Troubleshooting", icon: "lifebuoy" },
      ],
    },
    { type: "divider" },
    {
      type: "headline",
      label: "Frontend Storefronts",
      icon: "storefront",
      items: ["starters/nextjs-medusa-starter", "storefront/roadmap"],
    },
    { type: "divider" },
    {
      type: "headline",
      label: "SDKs",
      icon: "code",
      items: ["js-client/overview", "medusa-react/overview"],
    },
    { type: "divider" },
    {
      type: "headline",
      label: "CLI Tools",
      icon: "terminal",
      items: ["create-medusa-app", "cli/reference"],
    },
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
