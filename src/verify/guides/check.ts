/**
 * The record checked against the pages, before anything starts: every backend guide has an
 * entry, every step names one command of its page, a `body: page` step is followed by a JSON
 * block, and every quoted sentence (`says`, a `log` line) is on the page.
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Diagnostic } from "../../diagnostics";
import { filesBelow } from "../../lib/files";
import { answerAfter, findCommands, hasBackendFiles, pageSays, readGuidePage, type GuidePage } from "./page";
import { guideFiles, type Guide } from "./project";
import type { GuideRun } from "./spec";

/** Every guide page, by id (`development/api-routes/create`). */
export function readPages(root: string): Map<string, GuidePage> {
  const contentDir = join(root, "content");
  const pages = new Map<string, GuidePage>();
  for (const abs of filesBelow(contentDir)) {
    if (!abs.endsWith(".mdx")) continue;
    const id = relative(contentDir, abs)
      .split(sep)
      .join("/")
      .replace(/\.mdx$/, "");
    pages.set(id, readGuidePage(id, readFileSync(abs, "utf8")));
  }
  return pages;
}

/** The pages that `verify:guides` must know: those with a block titled with a backend path. */
export function backendGuidePages(pages: ReadonlyMap<string, GuidePage>): string[] {
  return [...pages.values()]
    .filter(hasBackendFiles)
    .map((p) => p.id)
    .sort();
}

function located(where: string, message: string): Diagnostic {
  const colon = where.lastIndexOf(":");
  return { file: where.slice(0, colon), line: Number(where.slice(colon + 1)), message };
}

/** The backend guide pages the record has no entry for. */
export function unrecordedPages(runs: readonly GuideRun[], pages: ReadonlyMap<string, GuidePage>): Diagnostic[] {
  const recorded = new Set(runs.map((r) => r.page));
  return backendGuidePages(pages)
    .filter((id) => !recorded.has(id))
    .map((id) => ({
      file: `content/${id}.mdx`,
      message:
        "this page has backend files but no entry in data/guide-runs (steps, skip: {service, reason}, or notSteps: reason)",
    }));
}

/** The problems of the record's entries against their pages; the guides it runs, each with its page. */
export function checkRuns(
  runs: readonly GuideRun[],
  pages: ReadonlyMap<string, GuidePage>,
): { guides: Guide[]; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const guides: Guide[] = [];
  for (const run of runs) {
    const page = pages.get(run.page);
    if (!page) {
      problems.push(located(run.where, `no page content/${run.page}.mdx`));
      continue;
    }
    if (run.notSteps === undefined && !hasBackendFiles(page))
      problems.push(located(run.where, `${page.file} has no block titled with a backend path: nothing to run`));
    const files = guideFiles(page, run, pages, problems);
    (run.steps ?? []).forEach((step, i) => {
      const where = run.stepWhere[i] ?? run.where;
      const says = "says" in step ? step.says : undefined;
      if (says !== undefined && !pageSays(page, says)) problems.push(located(where, `${page.file} does not say: ${says}`));
      if ("log" in step && says === undefined && !pageSays(page, step.log))
        problems.push(
          located(where, `${page.file} does not show the log text ${JSON.stringify(step.log)} (quote the page with says)`),
        );
      if (!("run" in step)) return;
      const found = findCommands(page, step.run);
      if (found.length !== 1) {
        const lines = found.map((c) => c.line).join(", ");
        problems.push(
          located(
            where,
            `${page.file} has ${found.length} commands containing ${JSON.stringify(step.run)}${lines ? ` (lines ${lines})` : ""}: name exactly one`,
          ),
        );
        return;
      }
      if (step.body === "page") {
        const answer = answerAfter(page, found[0]!.block.line);
        if (!answer)
          problems.push(located(where, `body: page, but no JSON block follows the command at ${page.file}:${found[0]!.line}`));
        else {
          let text = answer.code;
          for (const from of Object.keys(run.fill ?? {})) text = text.split(from).join("x");
          try {
            JSON.parse(text);
          } catch (error) {
            problems.push(
              located(where, `the JSON block at ${page.file}:${answer.line} does not parse: ${(error as Error).message}`),
            );
          }
        }
      }
    });
    if (run.notSteps === undefined && run.skip === undefined) guides.push({ page, run, files });
  }
  return { guides, problems };
}
