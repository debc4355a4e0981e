/**
 * The three parts of the site. Every page belongs to exactly one; the label is what the header,
 * the search filter and crawlers see.
 */
export const SECTIONS = {
  guides: "Guides",
  "user-guide": "User Guide",
  reference: "Reference",
  api: "REST API",
} as const;
export type SectionId = keyof typeof SECTIONS;
