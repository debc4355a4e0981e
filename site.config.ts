import { defineConfig } from "./src/config/schema";

export default defineConfig({
  title: "Medusa Docs",
  tagline: "Guides, user guide and reference for Medusa 1.x, the open-source headless commerce platform.",
  url: "https://docs.medusajs.com",
  github: "https://github.com/medusajs/medusa",
  editUrl: "https://github.com/medusajs/medusa-docs/edit/main/",
  feedbackIssuesUrl: "https://github.com/medusajs/medusa-docs/issues/new",
  version: { name: "current", label: "Next", isCurrent: true, isLast: true },
  successor: { name: "Medusa 2", url: "https://docs.medusajs.com" },
  nav: [
    { label: "Docs", href: "/", section: "guides" },
    { label: "User Guide", href: "/user-guide", section: "user-guide" },
    { label: "Reference", href: "/references", section: "reference" },
    { label: "REST API", href: "/api", section: "api" },
  ],
  sectionPrefixes: [
    { prefix: "/user-guide", section: "user-guide" },
    { prefix: "/references", section: "reference" },
    { prefix: "/api", section: "api" },
  ],
});
