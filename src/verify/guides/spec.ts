/**
 * The record of `verify:guides` (data/guide-runs/*.yaml): for each backend guide, how it is run —
 * which of its blocks become files, what it adds to the project's configuration and `.env`, and
 * the test steps, each naming a command of the page (or a setup request a reader makes in the
 * admin) and the value the page says comes back. A guide that needs a third-party service is
 * skipped with the service's name; a page that shows backend code but teaches no steps says why.
 * Every entry is checked, with its file and line, before anything starts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Node as YamlNode, YAMLMap } from "yaml";
import { isMap } from "yaml";
import { z } from "zod";
import { throwIfAny, type Diagnostic } from "../../diagnostics";
import { parseYamlList } from "../../lib/yaml-list";

export const RUNS_DIR = "data/guide-runs";

const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
);

/** What every step may check and keep. */
const checks = {
  /** The status the response must have (default: any 2xx), or the exit code of a command (default 0). */
  status: z.number().int().optional(),
  /** `page`: the JSON block right after the command on the page; or the JSON itself. Compared as a subset. */
  body: z.union([z.literal("page"), json]).optional(),
  /** Text the response body or the command's output must contain (after the fills). */
  text: z.string().min(1).optional(),
  /** Values of the response kept for later steps: name → dotted path in the body (`batch_job.id`). */
  save: z.record(z.string(), z.string().min(1)).optional(),
  /** A sentence (or part of one) of the page that states what the step checks; it must be on the page. */
  says: z.string().min(1).optional(),
  /** Repeat the step for up to this many seconds until its checks hold (for work done in the background). */
  retry: z.number().positive().max(120).optional(),
};

const auth = z.enum(["none", "admin", "customer"]);

export const stepSchema = z.union([
  /** A command of the page, found by its start: a cURL call is sent to the project's backend, anything else runs in the project. */
  z.strictObject({ run: z.string().min(1), ...checks }),
  /** A request the page asks the reader to make some other way (in the admin, from a storefront). */
  z.strictObject({
    request: z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/, "METHOD /path"),
    auth: auth.optional(),
    payload: json.optional(),
    ...checks,
  }),
  /** Text the backend's log must show (wait for it; it must also be on the page). */
  z.strictObject({ log: z.string().min(1), timeout: z.number().positive().max(120).optional(), says: checks.says }),
]);

export type Step = z.infer<typeof stepSchema>;

const configSchema = z.strictObject({
  projectConfig: z.record(z.string(), json).optional(),
  plugins: z.array(json).optional(),
  modules: z.record(z.string(), json).optional(),
  featureFlags: z.record(z.string(), z.boolean()).optional(),
});

export type ConfigAdditions = z.infer<typeof configSchema>;

const entrySchema = z
  .strictObject({
    page: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "a page id such as development/api-routes/create"),
    /** Runs on every `npm test` (`verify:guides --subset`). */
    subset: z.boolean().optional(),
    /** Runs in a project of its own, with the reason (it changes core behaviour other guides rely on). */
    alone: z.string().min(1).optional(),
    /** Not run: the third-party service it needs, and why no local stand-in replaces it. */
    skip: z.strictObject({ service: z.string().min(1), reason: z.string().min(1) }).optional(),
    /** Not a step-by-step guide (a concept page that shows backend code): why it has no test step. */
    notSteps: z.string().min(1).optional(),
    files: z
      .strictObject({
        /** Titles of other blocks to write too (a `src/lib` helper the backend imports). */
        add: z.array(z.string().min(1)).optional(),
        /** Titles of blocks not to write. */
        drop: z.array(z.string().min(1)).optional(),
        /** For a title the page shows more than once: which one (1-based); default the last. */
        pick: z.record(z.string(), z.number().int().positive()).optional(),
      })
      .optional(),
    /** Lines of the project's `.env`. `page` takes the page's `.env` blocks as they are. */
    env: z.union([z.literal("page"), z.record(z.string(), z.string())]).optional(),
    config: configSchema.optional(),
    /** Text of the page's commands and answers replaced before use: `<token>` → `{adminToken}`. */
    fill: z.record(z.string(), z.string()).optional(),
    steps: z.array(stepSchema).optional(),
  })
  .superRefine((entry, ctx) => {
    const modes = [entry.skip, entry.notSteps].filter((x) => x !== undefined).length;
    if (modes > 1) ctx.addIssue({ code: "custom", message: "skip and notSteps exclude each other" });
    if (modes === 0 && (entry.steps?.length ?? 0) === 0)
      ctx.addIssue({
        code: "custom",
        message: "a guide that runs needs steps (or skip: {service, reason}, or notSteps: reason)",
      });
    if (modes === 1 && entry.steps !== undefined)
      ctx.addIssue({ code: "custom", message: "a guide that is skipped or has no steps lists no steps" });
  });

export type GuideRun = z.infer<typeof entrySchema> & {
  /** `data/guide-runs/x.yaml:12`: where the entry is. */
  where: string;
  /** Where each step is, in the same order. */
  stepWhere: string[];
};

/** Reads every file of the record; throws every problem at once, each at its file and line. */
export function loadGuideRuns(root: string): GuideRun[] {
  const dir = join(root, RUNS_DIR);
  const runs: GuideRun[] = [];
  const problems: Diagnostic[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort()) {
    const file = `${RUNS_DIR}/${name}`;
    try {
      runs.push(...parseGuideRuns(readFileSync(join(dir, name), "utf8"), file, problems));
    } catch (error) {
      problems.push(...((error as { diagnostics?: Diagnostic[] }).diagnostics ?? [{ file, message: String(error) }]));
    }
  }
  const seen = new Map<string, string>();
  for (const run of runs) {
    const first = seen.get(run.page);
    if (first) problems.push({ ...at(run.where), message: `${run.page} is already recorded at ${first}` });
    else seen.set(run.page, run.where);
  }
  throwIfAny(`${RUNS_DIR}: invalid guide runs`, problems);
  return runs;
}

function at(where: string): { file: string; line: number } {
  const colon = where.lastIndexOf(":");
  return { file: where.slice(0, colon), line: Number(where.slice(colon + 1)) };
}

export function parseGuideRuns(text: string, file: string, problems: Diagnostic[]): GuideRun[] {
  const { items, lineOf } = parseYamlList(text, file, "guide runs (- page: …)");
  const runs: GuideRun[] = [];
  for (const item of items) {
    const line = lineOf(item);
    const value = (item as YamlNode).toJSON();
    const result = entrySchema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const node = isMap(item) ? (item as YAMLMap).getIn(issue.path as (string | number)[], true) : undefined;
        const path = issue.path.join(".");
        problems.push({ file, line: lineOf(node, line), message: path ? `${path}: ${issue.message}` : issue.message });
      }
      continue;
    }
    const steps = isMap(item) ? (item as YAMLMap).get("steps", true) : undefined;
    const stepWhere = (result.data.steps ?? []).map(
      (_, i) => `${file}:${lineOf((steps as { items?: unknown[] } | undefined)?.items?.[i], line)}`,
    );
    runs.push({ ...result.data, where: `${file}:${line}`, stepWhere });
  }
  return runs;
}
