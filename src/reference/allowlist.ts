/**
 * Doc comment problems in the pinned packages that the reference accepts, each with the reason it
 * is safe to. Anything not listed here fails the build. Review this list when a package is bumped.
 */
export interface AllowedProblem {
  pkg: string;
  file: string;
  /** The problem's message must contain this text. */
  message: string;
  reason: string;
}

export const ALLOWED_DOC_PROBLEMS: readonly AllowedProblem[] = [
  {
    pkg: "@medusajs/types",
    file: "dist/product/service.d.ts",
    message: "{@link retrieveCollections}",
    reason:
      "IProductModuleService has retrieveCollection and listCollections but no retrieveCollections; the name shows as code.",
  },
];
