/**
 * Doc comment problems in the pinned packages that the reference accepts, each with the reason it
 * is safe to. Anything not listed here fails the build. Review this list when a package is bumped.
 */
export interface AllowedProblem {
  pkg: string;
  /** The file the problem is in; without it, the entry accepts the problem in every file of the package. */
  file?: string;
  /** The problem's message must contain this text. */
  message: string;
  reason: string;
}

export const ALLOWED_DOC_PROBLEMS: readonly AllowedProblem[] = [
  {
    pkg: "@medusajs/medusa",
    message: 'invalid YAML: Missing closing "quote (read after indenting',
    reason:
      "Nine @oas blocks continue a quoted description at column 0. The reader indents those lines and parses the block again (src/reference/extract/oas.ts), so the operation is documented with its whole text.",
  },
  {
    pkg: "@medusajs/medusa",
    message: "but x-authenticated is",
    reason:
      "The blocks' x-authenticated and security marks disagree for some routes; the REST pages say whether a route needs authentication from how the backend mounts it (requiresAuth in src/reference/families/rest), not from these marks.",
  },
  {
    pkg: "@medusajs/medusa",
    message: "x-authenticated is true but there is no security requirement",
    reason: "As above: GET /store/product-tags needs no customer; the page follows the route's middleware.",
  },
  {
    pkg: "@medusajs/types",
    file: "dist/product/service.d.ts",
    message: "{@link retrieveCollections}",
    reason:
      "IProductModuleService has retrieveCollection and listCollections but no retrieveCollections; the name shows as code.",
  },
];
