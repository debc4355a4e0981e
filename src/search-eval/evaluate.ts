import { join, relative } from "node:path";
import type { Page } from "playwright-core";
import { DiagnosticError } from "../diagnostics";
import { dialogChunk, dialogResults, EVAL_PAGES } from "./browser";
import { evaluationOf, scoreSet, type PageKindReport, type SetEvaluation } from "./score";
import { crossSetDuplicates, loadEvalSet, type EvalEntry, type SetRules } from "./set";
import { checkAgainstBuild } from "./site";

/**
 * The search evaluation from end to end, shared by `npm run eval:search` and the browser test that
 * asserts the targets: read the two sets, hold them to the build, run every query in the page and
 * score the results.
 */

export const SET_FILES = {
  main: "data/search-eval/queries.yaml",
  "held-out": "data/search-eval/held-out.yaml",
  /** Written later (the engine switch), blind like the others; tuned on, reported, no target. */
  dev: "data/search-eval/dev.yaml",
  /** Real users' questions of the 1.x era (issue 22), each with its source; tuned on, no target. */
  real: "data/search-eval/real.yaml",
  /** A fourth of those real questions, held out like held-out.yaml. */
  "real-held-out": "data/search-eval/real-held-out.yaml",
} as const;
export type SetName = keyof typeof SET_FILES;

/** How each set is read: the sets of real questions name their source. */
const SET_RULES: Partial<Record<SetName, SetRules>> = {
  real: { requireSource: true },
  "real-held-out": { requireSource: true },
};

/** The targets of issues 14 and 22, held on the worst page kind. */
export const TARGETS = {
  main: { successAt3: 0.95, mrr: 0.85 },
  "held-out": { successAt3: 0.9 },
  "real-held-out": { successAt3: 0.9 },
} as const;

/**
 * What the browser test holds a set to while its target is not reached yet: the level measured
 * when the floor was set, so that ranking changes cannot make it worse unseen. Issue 22 asks 0.90 of
 * the real-question held-out set; it was 0.56 on the worst page kind (`npm run eval:search`,
 * 2026-11-28), and 0.63 (17 of 27) after the third round (reader's sentences with a message's words
 * read as words, content gaps filled). The fourth round added 9 questions (0.61, 22 of 36, before any
 * change) and reached 0.64 (23 of 36). The fifth round added 7 (six of them in the top three before
 * any change: 0.67, 29 of 43). The sixth added 5 (0.65, 31 of 48, before any change) and reached 0.72
 * (35 of 48: the error reference weighed apart from the troubleshooting guides for described problems,
 * a hub's one-word heading no longer an exact answer, a smaller reader's-section weight) on that
 * branch's build; with the fixes of 68 audited pages merged beside it, 0.70 (34 of 48) on main's build.
 * No ranking changed between the two, so the floor is the level main measures. The seventh round
 * added 5 (0.70, 37 of 53, before any change) and reached 0.72 (38 of 53: an apostrophe inside a word
 * no longer read as a printed quote, words of building and hosting a shop read as a developer's,
 * another service's API not read as a REST operation, the cart guide's quantity of 0) on that
 * branch's build; with the fixes of 72 more audited pages merged beside it, 0.70 (37 of 53) on main's
 * build (the real set lost one query the same way, 0.83 to 0.82). No ranking changed between the two,
 * so the floor is the level main measures (0.69). The eighth round added 5 more (0.66, 38 of 58,
 * before any change: the share fell because the set grew by five questions, while the count in the
 * top three went from 37 to 38) and its changes (merchant synonyms, failures of requests not read as
 * REST operations) kept it at 38 of 58, so the floor was 0.65, the level those 58 questions reach.
 * The ninth round added 16 (nine of them in the top three before any change: 0.64 on the worst page
 * kind, 47 of 74, the user guide's) and its changes (the sign-in page's 401 after signing in, admin
 * panel as a synonym, camel-case names searched apart) reached 48 of 74, so the floor is 0.64.
 * Raise the floor as it improves; remove it when the target holds.
 */
export const FLOORS: Partial<Record<keyof typeof TARGETS, { successAt3: number }>> = {
  "real-held-out": { successAt3: 0.64 },
};

export interface LoadedSet {
  name: SetName;
  entries: EvalEntry[];
}

/** Reads every set and checks them against the build in `buildDir`; every problem is thrown at once. */
export function loadSets(root: string, buildDir: string): LoadedSet[] {
  const sets = (Object.keys(SET_FILES) as SetName[]).map((name) => ({
    name,
    entries: loadEvalSet(join(root, SET_FILES[name]), SET_FILES[name], SET_RULES[name]),
  }));
  const all = sets.flatMap((s) => s.entries);
  const problems = [...crossSetDuplicates(sets.map((s) => s.entries)), ...checkAgainstBuild(buildDir, all)];
  if (problems.length > 0) {
    throw new DiagnosticError(
      `The search evaluation sets do not match the build in ${relative(root, buildDir) || "."}`,
      problems,
    );
  }
  return sets;
}

/**
 * Runs every query of `sets` on the site served at `baseUrl` (which serves `buildDir`), typed on
 * each page of EVAL_PAGES in turn, and scores each set from each kind of page.
 */
export async function evaluate(
  page: Page,
  baseUrl: string,
  buildDir: string,
  sets: readonly LoadedSet[],
): Promise<SetEvaluation[]> {
  const chunk = dialogChunk(buildDir);
  const byPage = new Map<SetName, PageKindReport[]>(sets.map((s) => [s.name, []]));
  for (const { kind, path } of EVAL_PAGES) {
    await page.goto(new URL(path, baseUrl).href);
    for (const set of sets) {
      const hits = await dialogResults(
        page,
        chunk,
        set.entries.map((e) => e.query),
      );
      byPage.get(set.name)!.push({ kind, report: scoreSet(set.name, set.entries, hits) });
    }
  }
  return sets.map((s) => evaluationOf(s.name, byPage.get(s.name)!));
}
