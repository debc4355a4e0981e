import type { DeclKey } from "../extract/types";
import type { ReferenceFamily } from "../model/family";

export const CONFIG_MODULE: DeclKey = "@medusajs/types:dist/common/config-module.d.ts:ConfigModule";

/** `/references/medusa_config`: the `ConfigModule` type of medusa-config.js and the types of its file. */
export function configFamily(configKey: DeclKey = CONFIG_MODULE): ReferenceFamily {
  return {
    id: "medusa_config",
    claim(ctx) {
      if (!ctx.ex.decls[configKey]) throw new Error(`Reference: no ConfigModule declaration ${configKey}`);
      const file = configKey.slice(0, configKey.lastIndexOf(":") + 1);
      ctx.claim(configKey, ctx.uniqueRoute("/references/medusa_config"), "medusa_config", { title: "Medusa Configurations" });
      for (const key of Object.keys(ctx.ex.decls)
        .filter((k) => k.startsWith(file))
        .sort())
        ctx.claimPattern(key, "medusa_config", "medusa_config");
    },
    emit: () => ({ pages: [] }),
  };
}
