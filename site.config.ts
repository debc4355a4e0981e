import { defineConfig } from "./src/config/schema";

export default defineConfig({
  title: "Medusa Docs",
  tagline: "Guides, user guide and reference for Medusa 1.x, the open-source headless commerce platform.",
  // Where the Medusa 1.x documentation is served; docs.medusajs.com itself serves Medusa 2.
  url: "https://docs.medusajs.com/v1",
  github: "https://github.com/medusajs/medusa",
  // No editUrl or feedbackIssuesUrl: no public repository holds these pages, so pages draw no
  // "Edit this page" link and the feedback widget offers no issue link.
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
