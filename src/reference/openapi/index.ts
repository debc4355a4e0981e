export { buildOpenApi, refsIn } from "./build";
export type { OpenApiBuild, OpenApiOptions } from "./build";
export { normalize, expandShorthand } from "./normalize";
export type { NormalizationCounts, NormalizationRule } from "./normalize";
export type { OpenApiDocument } from "./types";
