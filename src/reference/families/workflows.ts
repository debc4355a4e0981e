import { idOf, indexPage, type Claim } from "../model/context";
import type { ReferenceFamily } from "../model/family";

/** The functions that build a workflow, each on a page of its own. */
const BUILDERS = ["createStep", "createWorkflow", "parallelize", "transform"];

/** @medusajs/workflows-sdk: its builder functions, classes and types. */
export function workflowsFamily(): ReferenceFamily {
  const fns: Claim[] = [];
  const rest: Claim[] = [];
  let index = "";
  return {
    id: "workflows",
    claim(ctx) {
      for (const e of ctx.exported("workflowsSdk")) {
        const d = ctx.ex.decls[e.key];
        if (!d) continue;
        if (d.kind === "function" && BUILDERS.includes(d.name)) {
          const c = ctx.claim(e.key, ctx.uniqueRoute(`/references/workflows/${d.name}`), "workflows", { sidebar: true });
          if (c) fns.push(c);
        } else if (d.kind !== "variable") {
          const c = ctx.claimPattern(e.key, "workflows", "workflows", { sidebar: true });
          if (c) rest.push(c);
        }
      }
      index = ctx.uniqueRoute("/references/workflows");
    },
    emit(ctx) {
      const byKind = (kinds: string[]) => rest.filter((c) => kinds.includes(ctx.decl(c.key).kind));
      const classes = byKind(["class"]);
      const types = byKind(["interface", "type", "enum", "function"]);
      return {
        pages: [
          indexPage(index, ctx.intro("workflows"), [
            { title: "Functions", items: ctx.indexItems(fns) },
            { title: "Classes", items: ctx.indexItems(classes) },
            { title: "Types", items: ctx.indexItems(types) },
          ]),
        ],
        sidebar: [
          idOf(index),
          { type: "category", label: "Functions", collapsed: false, items: fns.map((c) => idOf(c.route)) },
          { type: "category", label: "Classes", items: classes.map((c) => idOf(c.route)) },
          { type: "category", label: "Types", items: types.map((c) => idOf(c.route)) },
        ],
      };
    },
  };
}
