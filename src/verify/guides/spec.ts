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
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from "yaml";
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
  /**
   * Values of the response kept for later steps: name → dotted path in the body (`batch_job.id`),
   * `header:<name>`, or `line:<start>` for the rest of the first line of the output that begins so
   * (`line:B2B_SALES_CHANNEL_ID=` for what a script prints).
   */
  save: z.record(z.string(), z.string().min(1)).optional(),
  /** A sentence (or part of one) of the page that states what the step checks; it must be on the page. */
  says: z.string().min(1).optional(),
  /** Repeat the step for up to this many seconds until its checks hold (for work done in the background). */
  retry: z.number().positive().max(120).optional(),
};

const auth = z.enum(["none", "admin", "customer"]);

export const stepSchema = z.union([
  /** A command of the page, found by a part of its text: a cURL call is sent to the project's backend, anything else runs in the project. */
  z.strictObject({
    run: z.string().min(1),
    /** Fills for this command only, over the guide's (a placeholder the page uses for two values). */
    fill: z.record(z.string(), z.string()).optional(),
    ...checks,
  }),
  /** A request the page asks the reader to make some other way (in the admin, from a storefront). */
  z.strictObject({
    request: z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) (\/|\{[\w.]+\})\S*$/, "METHOD /path, or METHOD {saved URL}"),
    auth: auth.optional(),
    /**
     * Headers the page says the request carries (the B2B storefront's `x-publishable-api-key`):
     * name → value, with `{name}`s filled. Not `authorization`, which `auth` sets.
     */
    headers: z
      .record(z.string().regex(/^[A-Za-z0-9-]+$/, "a header name"), z.string())
      .refine(
        (headers) => !Object.keys(headers).some((name) => name.toLowerCase() === "authorization"),
        "authorization is set by auth: admin or customer",
      )
      .optional(),
    payload: json.optional(),
    ...checks,
  }),
  /** Text the backend's log must show (wait for it; it must also be on the page). */
  z.strictObject({
    log: z.string().min(1),
    /** The backend prints it while it starts: look from the log's beginning, not only at what the guide's steps caused. */
    startup: z.boolean().optional(),
    timeout: z.number().positive().max(120).optional(),
    says: checks.says,
  }),
  /** A call the guide's code makes to an outside service, received by the local stand-in (`{stubUrl}`). */
  z.strictObject({
    stub: z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/, "METHOD /path"),
    body: json.optional(),
    /** Text the call's body must contain (after the fills): for a message whose other parts vary (an order's number). */
    text: checks.text,
    timeout: z.number().positive().max(120).optional(),
    says: checks.says,
  }),
  /**
   * The page tells the reader to put values in `.env` and start the backend again (IDs a setup
   * script printed): the backend stops, the variables, `{name}`s filled, go into the project's
   * `.env`, and it starts again. Only in a guide that runs `alone`.
   */
  z.strictObject({
    restart: z.strictObject({ env: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/, "a variable name"), z.string()) }),
    says: checks.says,
  }),
  /** The steps of a named sequence of data/guide-steps.yaml (a cart ready to complete, an order). */
  z.strictObject({ use: z.string().min(1) }),
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
        /** Edits the page tells the reader to make to a file (a test schedule): the text, and what replaces it. */
        replace: z.array(z.strictObject({ file: z.string().min(1), text: z.string().min(1), by: z.string() })).optional(),
        /** Files the reader has in the project folder that the page does not show (an image to upload): path → content. */
        own: z.record(z.string(), z.string()).optional(),
        /** Files of the guides this one builds on (its prerequisites): page → block titles. */
        from: z.record(z.string(), z.array(z.string().min(1))).optional(),
      })
      .optional(),
    /** Takes the variables of the page's `.env` blocks into the project's `.env`. */
    pageEnv: z.boolean().optional(),
    /**
     * Variables of the project's `.env` (after the page's, so they win). Here and in `config`,
     * `{redisUrl}` is a Redis server of the run, `{stubUrl}` the local stand-in of outside services,
     * `{projectDir}` the project's folder (what `__dirname` is in its medusa-config.js) and
     * `{seed.…}` an ID of the seeded store (`{seed.store.defaultSalesChannelId}`).
     */
    env: z.record(z.string(), z.string()).optional(),
    config: configSchema.optional(),
    /**
     * SQL run on the project's copy of the seeded database before its migrations, for a page that
     * presumes a store unlike the seed (the experimental Product module's migration needs one whose
     * variants share no option value). Only with `alone`: the other guides of a project rely on the seed.
     */
    sql: z.array(z.string().min(1)).min(1).optional(),
    /** The modules or plugins of its `config` bring migrations of their own: `medusa migrations run` after the build. */
    migrate: z.boolean().optional(),
    /** What the local stand-in answers the guide's calls to an outside service: `METHOD /path` (`*` for any segment) → JSON. */
    stubAnswers: z.record(z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/, "METHOD /path"), json).optional(),
    /**
     * A plugin package the guide creates beside the project: its name, and the titles of the
     * page's blocks that are its files (its package.json, tsconfig.json and src/ files). It is
     * compiled with `tsc` and linked into the project's node_modules, as `npm install ../name` does.
     */
    plugin: z.strictObject({ name: z.string().regex(/^[a-z0-9-]+$/), files: z.array(z.string().min(1)).min(1) }).optional(),
    /** Text of the page's commands and answers replaced before use: `<token>` → `{adminToken}` (a JWT), `{apiToken}` (the admin user's API token), `{customerToken}`. */
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
    if (entry.sql !== undefined && entry.alone === undefined)
      ctx.addIssue({ code: "custom", message: "sql changes the project's database: the guide must run alone (alone: reason)" });
    if (entry.alone === undefined && entry.steps?.some((step) => "restart" in step))
      ctx.addIssue({ code: "custom", message: "restart stops the project's backend: the guide must run alone (alone: reason)" });
    if (modes === 1 && entry.steps !== undefined)
      ctx.addIssue({ code: "custom", message: "a guide that is skipped or has no steps lists no steps" });
  });

/** A step as it runs: a `use` is replaced by the steps of its sequence. */
export type RunStep = Exclude<Step, { use: string }>;

export type GuideRun = Omit<z.infer<typeof entrySchema>, "steps"> & {
  steps?: RunStep[];
  /** `data/guide-runs/x.yaml:12`: where the entry is. */
  where: string;
  /** Where each step is, in the same order. */
  stepWhere: string[];
};

/** The named step sequences guides `use`, with the place of each step. */
export type SharedSteps = Map<string, { steps: RunStep[]; where: string[] }>;

export const SHARED_STEPS_FILE = "data/guide-steps.yaml";

/** Reads data/guide-steps.yaml: a map of names to lists of steps (which may `use` a sequence above them). */
export function parseSharedSteps(text: string, file: string, problems: Diagnostic[]): SharedSteps {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const lineOf = (node: unknown, fallback = 1) => {
    const range = (node as YamlNode | null | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : fallback;
  };
  const shared: SharedSteps = new Map();
  if (doc.errors[0]) {
    problems.push({
      file,
      line: lineCounter.linePos(doc.errors[0].pos[0]).line,
      message: `not valid YAML: ${doc.errors[0].message}`,
    });
    return shared;
  }
  if (!isMap(doc.contents)) {
    problems.push({ file, line: 1, message: "a map of names to lists of steps is expected" });
    return shared;
  }
  for (const pair of doc.contents.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : "";
    const list = pair.value;
    if (!isSeq(list)) {
      problems.push({ file, line: lineOf(pair.key), message: `${name}: a list of steps is expected` });
      continue;
    }
    const steps: RunStep[] = [];
    const where: string[] = [];
    for (const node of list.items) {
      const result = stepSchema.safeParse((node as YamlNode).toJSON());
      if (!result.success) {
        problems.push({ file, line: lineOf(node), message: `${name}: ${result.error.issues[0]!.message}` });
        continue;
      }
      if (!("use" in result.data)) {
        steps.push(result.data);
        where.push(`${file}:${lineOf(node)}`);
        continue;
      }
      const earlier = shared.get(result.data.use);
      if (!earlier) problems.push({ file, line: lineOf(node), message: `${name}: use: no sequence ${result.data.use} above` });
      else {
        steps.push(...earlier.steps);
        where.push(...earlier.where);
      }
    }
    shared.set(name, { steps, where });
  }
  return shared;
}

/** Reads every file of the record; throws every problem at once, each at its file and line. */
export function loadGuideRuns(root: string): GuideRun[] {
  const dir = join(root, RUNS_DIR);
  const runs: GuideRun[] = [];
  const problems: Diagnostic[] = [];
  const shared = parseSharedSteps(readFileSync(join(root, SHARED_STEPS_FILE), "utf8"), SHARED_STEPS_FILE, problems);
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort()) {
    const file = `${RUNS_DIR}/${name}`;
    try {
      runs.push(...parseGuideRuns(readFileSync(join(dir, name), "utf8"), file, problems, shared));
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

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/**
 * A step matches none of the step kinds: report what is wrong with the kind it comes closest to
 * (the fewest problems), at its own path, rather than zod's bare "Invalid input".
 */
function closestIssue(issue: Issue): Issue {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return issue;
  const best = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
  const inner = closestIssue(best[0]!);
  return { ...inner, path: [...issue.path, ...inner.path] };
}

export function parseGuideRuns(text: string, file: string, problems: Diagnostic[], shared: SharedSteps = new Map()): GuideRun[] {
  const { items, values, lineOf } = parseYamlList(text, file, "guide runs (- page: …)");
  const runs: GuideRun[] = [];
  for (const [index, item] of items.entries()) {
    const line = lineOf(item);
    const value = values[index];
    const result = entrySchema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues.map(closestIssue)) {
        const node = isMap(item) ? (item as YAMLMap).getIn(issue.path as (string | number)[], true) : undefined;
        const path = issue.path.join(".");
        problems.push({ file, line: lineOf(node, line), message: path ? `${path}: ${issue.message}` : issue.message });
      }
      continue;
    }
    const stepNodes = isMap(item) ? (item as YAMLMap).get("steps", true) : undefined;
    const steps: RunStep[] = [];
    const stepWhere: string[] = [];
    (result.data.steps ?? []).forEach((step, i) => {
      const where = `${file}:${lineOf((stepNodes as { items?: unknown[] } | undefined)?.items?.[i], line)}`;
      if (!("use" in step)) {
        steps.push(step);
        stepWhere.push(where);
        return;
      }
      const sequence = shared.get(step.use);
      if (!sequence) problems.push({ ...at(where), message: `use: no sequence ${step.use} in ${SHARED_STEPS_FILE}` });
      else {
        steps.push(...sequence.steps);
        stepWhere.push(...sequence.where.map((w) => `${w} (used at ${where})`));
      }
    });
    const { steps: _declared, ...rest } = result.data;
    runs.push({ ...rest, ...(result.data.steps ? { steps } : {}), where: `${file}:${line}`, stepWhere });
  }
  return runs;
}
