/**
 * The families whose pages form one of the specification's sidebars; a sidebar file in sidebars/
 * names one with `{ type: "generated", family: "<id>" }`.
 */
export const SIDEBAR_FAMILIES = [
  "services",
  "entities",
  "js-client",
  "medusa-react",
  "inventory",
  "stock_location",
  "pricing",
  "product",
  "workflows",
  "api-admin",
  "api-store",
  // The error reference: src/reference/families/errors.
  "errors",
  // The reference's front page (/references) and a link to every family: src/reference/model/hub.ts.
  "references",
] as const;
export type SidebarFamilyId = (typeof SIDEBAR_FAMILIES)[number];
