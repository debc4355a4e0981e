import { join } from "node:path";
import type { Redirect } from "../build/redirects";
import type { RenderTask } from "../build/tasks";
import type { SidebarItemInput } from "../sidebars/types";
import type { PageMeta } from "../site/types";
import { readV1Urls } from "../site/v1-urls";
import { ALLOWED_DOC_PROBLEMS, type AllowedProblem } from "./allowlist";
import { extractReference } from "./extract";
import type { DocProblem } from "./extract/types";
import { buildReference } from "./model/build";

export interface GeneratedReference {
  pages: PageMeta[];
  tasks: RenderTask[];
  redirects: Redirect[];
  sidebars: Record<string, SidebarItemInput[]>;
  timings: { extractMs: number; modelMs: number };
}

/** Problems not covered by the allowlist, as `package file:line: message`. */
export function unexpectedProblems(
  problems: readonly DocProblem[],
  allowed: readonly AllowedProblem[] = ALLOWED_DOC_PROBLEMS,
): string[] {
  return problems
    .filter((p) => !allowed.some((a) => a.pkg === p.pkg && a.file === p.file && p.message.includes(a.message)))
    .map((p) => `${p.pkg} ${p.file}:${p.line}: ${p.message}`);
}

/**
 * Generates the reference from the pinned packages: pages, how to render them, sidebars and
 * redirects for the 1.x reference URLs (`v1Urls`, read from data/v1-urls.txt when not given).
 */
export function generateReference(root: string, v1Urls: readonly string[] = readV1Urls(root)): GeneratedReference {
  const t0 = performance.now();
  const ex = extractReference({ nodeModules: join(root, "node_modules") });
  const t1 = performance.now();
  const problems = unexpectedProblems(ex.problems);
  if (problems.length > 0) {
    throw new Error(
      `The pinned packages have doc comments the reference cannot use (fix the package, or list the problem with a reason in src/reference/allowlist.ts):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  const model = buildReference(ex, { v1Urls });
  const t2 = performance.now();
  return {
    pages: model.pages.map((p) => p.meta),
    tasks: model.pages.map((p) => ({ kind: "reference", pageId: p.meta.id, model: p.model })),
    redirects: model.redirects,
    sidebars: model.sidebars,
    timings: { extractMs: Math.round(t1 - t0), modelMs: Math.round(t2 - t1) },
  };
}
