import type { DeclKey } from "../extract/types";
import type { ReferenceFamily } from "../model/family";
import { configFamily, CONFIG_MODULE } from "./config";
import { entitiesFamily } from "./entities";
import { errorsFamily } from "./errors";
import type { ErrorsData } from "./errors/data";
import { jsClientFamily } from "./js-client";
import { medusaReactFamily } from "./medusa-react";
import { MODULES, moduleFamily, type ModuleSpec } from "./modules";
import { packagesFamily } from "./packages";
import { providerFamily, PROVIDERS, type ProviderSpec } from "./providers";
import { restFamily } from "./rest";
import type { KnownDifference } from "./rest/findings";
import { servicesFamily } from "./services";
import { workflowsFamily } from "./workflows";

export { SIDEBAR_FAMILIES, type SidebarFamilyId } from "./ids";

/**
 * Every family of the reference, in the order they claim declarations: a declaration that two
 * families would document belongs to the first (an entity is documented as an entity, not as an
 * export of @medusajs/medusa). `packages` comes last: it takes what is left, then everything a
 * documented page refers to.
 */
export function referenceFamilies(
  opts: {
    modules?: readonly ModuleSpec[];
    providers?: readonly ProviderSpec[];
    configModule?: DeclKey | null;
    /** The REST reference's known differences (data/api-known-differences.yaml); none by default. */
    knownDifferences?: readonly KnownDifference[];
    /** The error reference's reviewed files (families/errors/data.ts); none by default. */
    errors?: ErrorsData;
  } = {},
): ReferenceFamily[] {
  const configModule = opts.configModule === undefined ? CONFIG_MODULE : opts.configModule;
  const errors = errorsFamily(opts.errors);
  return [
    entitiesFamily(),
    servicesFamily(),
    jsClientFamily(),
    medusaReactFamily(),
    ...(opts.modules ?? MODULES).map(moduleFamily),
    workflowsFamily(),
    ...(opts.providers ?? PROVIDERS).map(providerFamily),
    ...(configModule ? [configFamily(configModule)] : []),
    packagesFamily(),
    // Before the REST reference, whose operations link the error entries they can return.
    errors,
    // Last: the REST reference links to the pages every other family has claimed.
    restFamily({ knownDifferences: opts.knownDifferences, errorLinks: (operation) => errors.linksFor(operation) }),
  ];
}
