import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { request } from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../diagnostics";
import { nodeModulesDir, repoRoot } from "../modules";
import { checkRuns, readPages, unrecordedPages } from "./check";
import { subsetMismatch } from "./expect";
import { answerAfter, findCommands, isBackendPath, readGuidePage, shellCommands, type GuidePage } from "./page";
import { planProjects } from "./plan";
import { configAppendix, fillRunValues, guideEnv, guideFiles, seedValues, TEMPLATE_DIR, type Guide } from "./project";
import { loadGuideRuns, parseGuideRuns, parseSharedSteps, type GuideRun } from "./spec";
import { runStep, savedValue, type StepContext } from "./steps";
import { routeMatches, startStub } from "./stub";

const PAGE = `---
title: A guide
---

Create the route:

\`\`\`ts title="src/api/store/hello/route.ts"
export const first = 1
\`\`\`

Then change it:

\`\`\`ts title="src/api/store/hello/route.ts"
export const second = 2
\`\`\`

\`\`\`tsx title="src/admin/widgets/hello.tsx"
export default function Hello() { return null }
\`\`\`

\`\`\`ts title="src/lib/client.ts"
export const client = {}
\`\`\`

\`\`\`dotenv title=".env"
HELLO_SECRET="s3cret"
\`\`\`

Call it:

\`\`\`bash
# a comment
curl -X POST http://localhost:9000/store/hello \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Medusa"}'
npx medusa migrations show
\`\`\`

\`\`\`json
{ "message": "Hello, Medusa!" }
\`\`\`
`;

const page = readGuidePage("development/hello", PAGE);

function run(entry: Partial<GuideRun>): GuideRun {
  return { page: "development/hello", where: "data/guide-runs/x.yaml:1", stepWhere: [], steps: [], ...entry } as GuideRun;
}

function guide(entry: Partial<GuideRun>, source: GuidePage = page): Guide {
  const r = run({ ...entry, page: source.id });
  return { page: source, run: r, files: guideFiles(source, r, new Map([[source.id, source]])) };
}

describe("guide pages", () => {
  it("knows the backend folders of a Medusa project, and leaves out admin and storefront code", () => {
    expect(isBackendPath("src/api/store/hello/route.ts")).toBe(true);
    expect(isBackendPath("src/index.d.ts")).toBe(true);
    expect(isBackendPath("src/admin/widgets/hello.tsx")).toBe(false);
    expect(isBackendPath("src/lib/client.ts")).toBe(false);
    expect(isBackendPath("medusa-config.js")).toBe(false);
  });

  it("splits a shell block into commands, joins continuations and skips comments", () => {
    const block = page.blocks.find((b) => b.lang === "bash")!;
    const commands = shellCommands(block);
    expect(commands.map((c) => c.line)).toEqual([block.line + 2, block.line + 5]);
    expect(commands[0]!.text).toContain('-d \'{"name": "Medusa"}\'');
    expect(commands[1]!.text).toBe("npx medusa migrations show");
  });

  it("keeps a quoted argument that spans lines in its command", () => {
    const block = {
      line: 1,
      lang: "bash",
      code: 'curl -X POST http://x \\\n  --data \'{\n  "a": 1\n}\'\necho "it\'s # not a comment"',
    };
    expect(shellCommands(block).map((c) => c.text)).toEqual([
      "curl -X POST http://x \\\n  --data '{\n  \"a\": 1\n}'",
      'echo "it\'s # not a comment"',
    ]);
  });

  it("finds a command by a part of its text across line continuations, and the JSON answer right after it", () => {
    const [found, ...rest] = findCommands(page, 'application/json" -d');
    expect(rest).toEqual([]);
    expect(found!.text.startsWith("curl -X POST")).toBe(true);
    expect(JSON.parse(answerAfter(page, found!.block.line)!.code)).toEqual({ message: "Hello, Medusa!" });
    expect(answerAfter(page, page.blocks[0]!.line)).toBeUndefined();
  });
});

describe("the record of guide runs", () => {
  /** The record of a YAML text, with its problems as "line: message". */
  function parsedRuns(yaml: string): { runs: GuideRun[]; problems: string[] } {
    const found: Diagnostic[] = [];
    const runs = parseGuideRuns(yaml, "runs.yaml", found);
    return { runs, problems: found.map((p) => `${p.line}: ${p.message}`) };
  }

  it("reports a bad entry at its line, and a guide that runs without steps", () => {
    const { problems } = parsedRuns(
      "- page: development/a\n  steps:\n    - run: curl x\n      stauts: 200\n- page: development/b\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^3: steps\.0/), expect.stringMatching(/^5: a guide that runs needs steps/)]);
  });

  it("refuses a request header the step's auth sets", () => {
    const { problems } = parsedRuns(
      "- page: development/a\n  steps:\n    - request: GET /store/products\n      headers: { Authorization: Bearer x }\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^4: .*authorization is set by auth/)]);
  });

  it("lets only a guide that runs alone restart its backend", () => {
    const entry = (alone: string) =>
      `- page: development/${alone ? "b" : "a"}\n${alone}  steps:\n    - restart: { env: { GROUP_ID: "{group}" } }\n`;
    const { problems } = parsedRuns(entry("") + entry("  alone: new .env values\n"));
    expect(problems).toEqual([expect.stringMatching(/^1: restart stops the project's backend/)]);
  });

  it("lets only a guide that runs alone change its database with SQL", () => {
    const { runs, problems } = parsedRuns(
      "- page: development/a\n  sql: [DELETE FROM x]\n  notSteps: x\n- page: development/b\n  alone: own store\n  sql: [DELETE FROM x]\n  notSteps: y\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^1: sql changes the project's database/)]);
    expect(runs.map((r) => r.sql)).toEqual([["DELETE FROM x"]]);
  });

  it("reads a setting that entries share through a YAML alias", () => {
    const problems: Diagnostic[] = [];
    const runs = parseGuideRuns(
      "- page: development/a\n  env: &env { KEY: one }\n  notSteps: x\n- page: development/b\n  env: *env\n  notSteps: y\n",
      "runs.yaml",
      problems,
    );
    expect(problems).toEqual([]);
    expect(runs.map((r) => r.env)).toEqual([{ KEY: "one" }, { KEY: "one" }]);
  });

  it("replaces `use` with the named steps, each placed where the sequence is", () => {
    const problems: Diagnostic[] = [];
    const shared = parseSharedSteps(
      "cart:\n  - request: POST /store/carts\n    save: { cart: cart.id }\norder:\n  - use: cart\n  - request: POST /store/carts/{cart}/complete\n",
      "steps.yaml",
      problems,
    );
    const [entry] = parseGuideRuns(
      "- page: development/a\n  steps:\n    - use: order\n    - log: done\n",
      "runs.yaml",
      problems,
      shared,
    );
    expect(problems).toEqual([]);
    expect(entry!.steps!.map((s) => ("request" in s ? s.request : "log"))).toEqual([
      "POST /store/carts",
      "POST /store/carts/{cart}/complete",
      "log",
    ]);
    expect(entry!.stepWhere[0]).toBe("steps.yaml:2 (used at runs.yaml:3)");
    expect(entry!.stepWhere[2]).toBe("runs.yaml:4");
  });

  it("refuses a step that names no single command of its page, and a quote the page does not hold", () => {
    const pages = new Map([[page.id, page]]);
    const { problems } = checkRuns(
      [
        run({
          steps: [{ run: "curl -X GET" }, { run: "npx medusa migrations show", says: "It prints nothing at all." }],
          stepWhere: ["x.yaml:3", "x.yaml:4"],
        }),
      ],
      pages,
    );
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '3: content/development/hello.mdx has 0 commands containing "curl -X GET": name exactly one',
      "4: content/development/hello.mdx does not say: It prints nothing at all.",
    ]);
  });
});

describe("a guide's files and settings", () => {
  it("writes the last block of a title, or the one picked, and backend paths only unless added", () => {
    expect(guide({}).files.map((f) => [f.path, f.code])).toEqual([["src/api/store/hello/route.ts", "export const second = 2\n"]]);
    const picked = guide({ files: { pick: { "src/api/store/hello/route.ts": 1 }, add: ["src/lib/client.ts"] } });
    expect(picked.files.map((f) => [f.path, f.code.trim()])).toEqual([
      ["src/api/store/hello/route.ts", "export const first = 1"],
      ["src/lib/client.ts", "export const client = {}"],
    ]);
  });

  it("applies the edits the page asks for, and reports one whose text is not in the file", () => {
    const problems: Diagnostic[] = [];
    const r = run({
      files: {
        replace: [
          { file: "src/api/store/hello/route.ts", text: "second = 2", by: "second = 3" },
          { file: "src/api/store/hello/route.ts", text: "third", by: "" },
        ],
      },
    });
    const [file] = guideFiles(page, r, new Map(), problems);
    expect(file!.code).toBe("export const second = 3\n");
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('does not contain "third"')]);
  });

  it("fills the seed's IDs into a file only where an edit of the record put them", () => {
    const edit = (by: string) =>
      guideFiles(page, run({ files: { replace: [{ file: "src/api/store/hello/route.ts", text: "2", by }] } }), new Map())[0]!;
    const seeded = edit('"{seed.products.mug.id}"');
    expect(seeded.fill).toBe(true);
    expect(fillRunValues(seeded.code, { "seed.products.mug.id": "prod_1" })).toBe('export const second = "prod_1"\n');
    expect(edit("3").fill).toBeUndefined();
  });

  it("takes the page's .env variables when told to, with the record's winning", () => {
    expect(guideEnv(guide({ pageEnv: true, env: { OTHER: "1" } }))).toEqual({ HELLO_SECRET: "s3cret", OTHER: "1" });
    expect(guideEnv(guide({}))).toEqual({});
  });

  it("adds plugins, modules, project settings and flags to the starter's medusa-config.js", () => {
    const dir = mkdtempSync(join(tmpdir(), "guides-config-"));
    symlinkSync(nodeModulesDir(), join(dir, "node_modules"), "dir");
    const file = join(dir, "medusa-config.js");
    const starter = readFileSync(join(TEMPLATE_DIR, "medusa-config.js"), "utf8");
    const appendix = configAppendix("development/hello", {
      projectConfig: { redis_url: "{redisUrl}" },
      plugins: [{ resolve: "medusa-plugin-x", options: { a: 1 } }],
      modules: { cacheService: { resolve: "{projectDir}/dist/modules/cache" } },
      featureFlags: { product_categories: true },
    });
    writeFileSync(file, starter + fillRunValues(appendix, { redisUrl: "redis://r", projectDir: dir }));
    const config = createRequire(file)(file);
    expect(config.projectConfig.redis_url).toBe("redis://r");
    expect(config.projectConfig.jwt_secret).toBeDefined();
    expect(config.plugins.at(-1)).toEqual({ resolve: "medusa-plugin-x", options: { a: 1 } });
    expect(config.plugins[0]).toBe("medusa-fulfillment-manual");
    expect(config.modules.cacheService.resolve).toBe(`${dir}/dist/modules/cache`);
    expect(config.featureFlags).toEqual({ product_categories: true });
    expect(() => fillRunValues("{stubUrl}", {})).toThrow(/this run has no stubUrl/);
  });

  it("fills a seeded ID into a guide's settings by its path", () => {
    const values = seedValues({
      store: { defaultSalesChannelId: "sc_1" },
      products: { mug: { variants: [{ id: "variant_1" }] } },
    });
    expect(fillRunValues('{"{seed.store.defaultSalesChannelId}":"{seed.products.mug.variants.0.id}"}', values)).toBe(
      '{"sc_1":"variant_1"}',
    );
    expect(() => fillRunValues("{seed.store.missing}", values)).toThrow(/this run has no seed.store.missing/);
  });

  it("adds a plugin that two guides of a project list only once", () => {
    const dir = mkdtempSync(join(tmpdir(), "guides-config-"));
    symlinkSync(nodeModulesDir(), join(dir, "node_modules"), "dir");
    const file = join(dir, "medusa-config.js");
    const starter = readFileSync(join(TEMPLATE_DIR, "medusa-config.js"), "utf8");
    const plugin = { resolve: "medusa-plugin-x", options: { a: 1 } };
    const appendix = [configAppendix("a", { plugins: [plugin] }), configAppendix("b", { plugins: [plugin] })].join("");
    writeFileSync(file, starter + appendix);
    const config = createRequire(file)(file);
    expect(config.plugins.filter((p: unknown) => JSON.stringify(p) === JSON.stringify(plugin))).toHaveLength(1);
  });
});

describe("projects", () => {
  const other = readGuidePage("development/other", PAGE.replace(/hello/g, "other"));

  it("puts guides whose files and settings do not collide in one project, a few at a time", () => {
    const a = guide({});
    const b = guide({}, other);
    const c = guide({ env: { X: "1" } }, other);
    expect(planProjects([a, b, c]).map((p) => p.map((g) => g.run.page))).toEqual([
      ["development/hello", "development/other"],
      ["development/other"],
    ]);
    expect(planProjects([a, b], 1)).toHaveLength(2);
  });

  it("puts guides with the same plugin list together, and apart from another list", () => {
    const sendgrid = { plugins: [{ resolve: "medusa-plugin-sendgrid", options: { api_key: "k" } }] };
    const a = guide({ config: sendgrid });
    const b = guide({ config: sendgrid }, other);
    const c = guide(
      { config: { plugins: ["medusa-plugin-other"] } },
      readGuidePage("development/third", PAGE.replace(/hello/g, "third")),
    );
    expect(planProjects([a, b, c]).map((p) => p.length)).toEqual([2, 1]);
  });

  it("gives a guide marked alone a project of its own", () => {
    const plan = planProjects([guide({ alone: "it changes core behaviour" }), guide({}, other)]);
    expect(plan.map((p) => p.length)).toEqual([1, 1]);
  });
});

describe("expected answers", () => {
  it("compares as a subset, arrays by length, and lets a made-up ID stand for any ID of its kind", () => {
    expect(subsetMismatch({ a: 1 }, { a: 1, b: 2 })).toBeUndefined();
    expect(subsetMismatch({ id: "prod_01HE8XJ4V1M2NP7Q6X4Z3B2C1D" }, { id: "prod_01ABC" })).toBeUndefined();
    expect(subsetMismatch({ id: "prod_01HE8XJ4V1M2NP7Q6X4Z3B2C1D" }, { id: "variant_01ABC" })).toMatch(/\$\.id/);
    expect(subsetMismatch({ list: [1] }, { list: [1, 2] })).toBe("$.list: expected 1 item(s), got 2");
    expect(subsetMismatch({ a: { b: "x" } }, { a: {} })).toBe("$.a.b: missing");
  });
});

describe("the stand-in of outside services", () => {
  it("matches routes segment by segment, with * for one segment", () => {
    expect(routeMatches("POST /v2/payments/*/capture", "POST", "/v2/payments/p1/capture?x=1")).toBe(true);
    expect(routeMatches("POST /v2/payments/*", "POST", "/v2/payments/p1/capture")).toBe(false);
    expect(routeMatches("GET /v2/payments", "POST", "/v2/payments")).toBe(false);
  });

  it("records each call with its body and answers what the record sets", async () => {
    const stub = await startStub();
    try {
      stub.answer("POST /pay/*", { status: "authorized" });
      const answer = await fetch(`${stub.url}/pay/p1`, { method: "POST", body: '{"amount":5}' }).then((r) => r.json());
      const other = await fetch(`${stub.url}/hook`).then((r) => r.json());
      expect(answer).toEqual({ status: "authorized" });
      expect(other).toEqual({ ok: true });
      expect(stub.calls.map((c) => [c.method, c.path, c.json])).toEqual([
        ["POST", "/pay/p1", { amount: 5 }],
        ["GET", "/hook", undefined],
      ]);
    } finally {
      await stub.stop();
    }
  });

  it("saves what a command prints on the line that begins with a text", () => {
    const outcome = { status: 0, text: "B2B_CUSTOMER_GROUP_ID=cgrp_1\nB2B publishable API key: pk_1\n" };
    expect(savedValue(outcome, "line:B2B_CUSTOMER_GROUP_ID=")).toBe("cgrp_1");
    expect(savedValue(outcome, "line:B2B publishable API key: ")).toBe("pk_1");
    expect(savedValue(outcome, "line:B2B_SALES_CHANNEL_ID=")).toBeUndefined();
  });

  it("receives the headers a request step names, filled with saved values", async () => {
    const stub = await startStub();
    try {
      const ctx = {
        url: stub.url,
        saved: { key: "pk_01" },
        tokens: {},
        values: {},
        stub,
        stubStart: 0,
      } as unknown as StepContext;
      const step = { request: "POST /store/carts", headers: { "X-Publishable-Api-Key": "{key}" }, payload: {} };
      const result = await runStep(step, "x.yaml:1", page, {}, ctx);
      expect(result).toMatchObject({ ok: true, step: `POST ${stub.url}/store/carts (with X-Publishable-Api-Key)` });
      expect(stub.calls[0]!.headers["x-publishable-api-key"]).toBe("pk_01");
    } finally {
      await stub.stop();
    }
  });

  it("as the proxy of an HTTPS client, records the call by the path of the URL it was meant for", async () => {
    const stub = await startStub();
    try {
      stub.answer("POST /v3/mail/send", { sent: true });
      const { port } = new URL(stub.url);
      // What a client that honours HTTPS_PROXY=http://… sends: the absolute URL as the request's target.
      const answer = await new Promise<string>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "https://api.sendgrid.com/v3/mail/send?x=1",
            headers: { host: "api.sendgrid.com" },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk: Buffer) => (text += chunk.toString()));
            res.on("end", () => resolve(text));
          },
        );
        req.on("error", reject);
        req.end('{"to":"jane@example.com"}');
      });
      expect(JSON.parse(answer)).toEqual({ sent: true });
      expect(stub.calls.map((c) => [c.method, c.host, c.path, c.json])).toEqual([
        ["POST", "api.sendgrid.com", "/v3/mail/send?x=1", { to: "jane@example.com" }],
      ]);
    } finally {
      await stub.stop();
    }
  });
});

describe("the 1.x starter template", () => {
  const manifest = JSON.parse(readFileSync(join(TEMPLATE_DIR, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it("pins every dependency to the exact version installed in this repository", () => {
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const installed = JSON.parse(readFileSync(join(nodeModulesDir(), name, "package.json"), "utf8")) as { version: string };
      expect(`${name}@${installed.version}`).toBe(`${name}@${version}`);
    }
  });

  it("builds the backend with tsc, as the 1.20 starter does, and runs it with medusa", () => {
    expect(manifest.scripts["build:server"]).toBe("cross-env npm run clean && tsc -p tsconfig.server.json");
    expect(manifest.scripts.dev).toBe("cross-env npm run build:server && medusa develop");
    const server = JSON.parse(readFileSync(join(TEMPLATE_DIR, "tsconfig.server.json"), "utf8")) as {
      extends: string;
      exclude: string[];
    };
    expect(server.extends).toBe("./tsconfig.json");
    expect(server.exclude).toContain("src/admin");
  });
});

describe("the record against the real pages", () => {
  const pages = readPages(repoRoot);
  const runs = loadGuideRuns(repoRoot);

  it("names commands, answers and sentences that are on their pages", () => {
    expect(checkRuns(runs, pages).problems).toEqual([]);
  });

  it("has an entry for every backend page: steps to run, or a reviewed reason (skip with its service, or notSteps)", () => {
    expect(unrecordedPages(runs, pages).map((p) => p.file)).toEqual([]);
  });

  it("runs the guides of issue 25's list on every npm test", () => {
    const subset = runs.filter((r) => r.subset).map((r) => r.page);
    const required = [
      ...[
        "api-routes/create",
        "api-routes/add-middleware",
        "api-routes/extend-validator",
        "events/create-subscriber",
        "services/create-service",
        "services/extend-service",
        "entities/create",
        "entities/extend-entity",
        "entities/migrations/create",
        "entities/repositories",
        "loaders/create",
        "scheduled-jobs/create",
        "batch-jobs/create",
        "strategies/override-strategy",
        "cache/create",
        "file-service/create-file-service",
        "notification/create-notification-provider",
        "search/create",
        "plugins/create",
      ].map((p) => `development/${p}`),
      "modules/carts-and-checkout/backend/add-payment-provider",
    ];
    expect(required.filter((p) => !subset.includes(p))).toEqual([]);
    for (const r of runs.filter((r) => r.subset)) expect(r.skip, r.page).toBeUndefined();
  });
});
