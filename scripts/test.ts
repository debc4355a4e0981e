/**
 * `npm test`: everything CI runs, stopping at the first failure. The REST API check
 * (`npm run verify:api`) and the subset of backend guides (`npm run verify:guides -- --subset`) each
 * have a hard limit of ten minutes, the admin walk's fast subset six.
 *
 * Steps that leave a core idle run side by side, in lanes (the machine has two cores): the three
 * single-threaded linters; the REST check beside the backend guides (each is one backend process
 * waiting on PostgreSQL most of the time); the admin walk beside the build and the sample check.
 * The first lane of a group prints as it goes; the others print their output, whole, when they
 * end, so no two steps' lines interleave. A failed step stops the other lanes of its group.
 *
 * Installs the Debian packages the steps need (Chromium, PostgreSQL, Redis) first, when missing and
 * we run as root: two steps running apt-get at once would fight over dpkg's lock.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall, isRoot } from "../src/verify/apt";
import { findPostgresBinDir } from "../src/verify/postgres";
import { REDIS_SERVER } from "../src/verify/redis";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Step {
  title: string;
  command: string;
  args: string[];
  /** A hard limit; the step is then started with `setsid`, so that everything it started can be stopped. */
  timeoutMs?: number;
}

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: string;
  /** Why it failed, when it did. */
  reason?: string;
  /** What a lane that does not print live wrote, in order (stdout and stderr together). */
  output: Buffer[];
}

const running = new Set<number>();

/**
 * Kills what is left of a process group that `setsid` made its child lead (the group's id is the
 * child's pid): helpers the child started and left behind. Gone already is fine.
 */
function killGroup(pid: number | undefined, signal: NodeJS.Signals = "SIGKILL"): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // no such group: nothing was left behind
  }
}

function runStep(step: Step, live: boolean, stopped: () => boolean): Promise<Outcome> {
  const t0 = performance.now();
  const grouped = step.timeoutMs !== undefined;
  const [command, args] = grouped ? ["setsid", [step.command, ...step.args]] : [step.command, step.args];
  if (live) console.log(`\n▶ ${step.title}: ${[step.command, ...step.args].join(" ")}`);
  const output: Buffer[] = [];
  return new Promise((resolve) => {
    if (stopped()) {
      resolve({ step, ok: false, seconds: "0.0", reason: "not started: another step failed", output });
      return;
    }
    const child = spawn(command, args, {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: process.env.CI ?? "1" },
    });
    const pid = child.pid;
    if (pid) running.add(pid);
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    let timedOut = false;
    // The verify runs stop PostgreSQL and the backend they started when they get SIGTERM.
    const timer = grouped
      ? setTimeout(() => {
          timedOut = true;
          child.kill("SIGTERM");
        }, step.timeoutMs)
      : undefined;
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (pid) running.delete(pid);
      if (grouped) killGroup(pid);
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      const reason = timedOut
        ? `did not finish within ${step.timeoutMs! / 60_000} minutes and was stopped`
        : code === 0
          ? undefined
          : signal
            ? `was stopped (${signal}) after ${seconds} s`
            : `failed after ${seconds} s`;
      resolve({ step, ok: reason === undefined, seconds, reason, output });
    });
  });
}

/** Runs each lane's steps in order, the lanes side by side; exits after the group when a step failed. */
async function together(lanes: Step[][]): Promise<void> {
  let failed = false;
  const stop = () => {
    failed = true;
    // The other lanes' steps: SIGTERM to the process (a verify run then stops what it started).
    for (const pid of running) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // ended meanwhile
      }
    }
  };
  const runLane = async (lane: Step[], live: boolean): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    for (const step of lane) {
      const outcome = await runStep(step, live, () => failed);
      outcomes.push(outcome);
      if (!outcome.ok) {
        if (!failed) stop();
        break;
      }
      if (live) console.log(`✔ ${step.title} (${outcome.seconds} s)`);
    }
    return outcomes;
  };
  const results = await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0)));
  results.forEach((outcomes, i) => {
    for (const o of outcomes) {
      if (i > 0) {
        console.log(`\n▶ ${o.step.title}: ${[o.step.command, ...o.step.args].join(" ")} (beside the step above)`);
        process.stdout.write(Buffer.concat(o.output));
        if (o.ok) console.log(`✔ ${o.step.title} (${o.seconds} s)`);
      }
      if (!o.ok) console.error(`\n✖ ${o.step.title} ${o.reason}.`);
    }
  });
  if (failed) process.exit(1);
}

const step = (title: string, command: string, args: string[], timeoutMs?: number): Step => ({ title, command, args, timeoutMs });

/** Chromium for the browser tests, PostgreSQL and Redis for the verify runs, in one apt-get call. */
async function ensureDebianPackages(): Promise<void> {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!process.env.DATABASE_URL && !(await findPostgresBinDir())) missing.push("postgresql");
  if (!existsSync(REDIS_SERVER)) missing.push("redis-server");
  if (missing.length === 0) return;
  if (!isRoot()) {
    console.error(`The tests need ${missing.join(", ")}. Install with: sudo apt-get install -y ${missing.join(" ")}.`);
    process.exit(1);
  }
  await aptInstall(missing, (message) => console.log(message));
}

const t0 = performance.now();
await ensureDebianPackages();
await together([
  [step("types", "npx", ["tsc", "--noEmit", "-p", "."])],
  [step("format", "npx", ["prettier", "--check", "."])],
  [step("lint", "npx", ["eslint", "."])],
]);
await together([[step("unit tests", "npx", ["vitest", "run"])]]);
await together([
  // Every REST operation against a real Medusa 1.20.11 backend (PostgreSQL: root, or DATABASE_URL).
  [step("REST API against a running backend", "node", ["--import", "tsx", "src/verify/run.ts"], 10 * 60_000)],
  // The backend guides of data/guide-runs marked `subset`, built from the 1.x starter and run (Redis too).
  [
    step(
      "backend guides (subset) against a running backend",
      "node",
      ["--import", "tsx", "src/verify/guides/run.ts", "--subset"],
      10 * 60_000,
    ),
  ],
]);
await together([
  // The fast subset of the user guide walked in the real admin (src/verify/admin/subset.ts). It builds
  // the admin when .cache/medusa-admin has no build of the pinned versions (always on a fresh CI
  // machine): six minutes in all, that build included.
  [
    step(
      "user guide in the Medusa admin (fast subset)",
      "node",
      ["--import", "tsx", "src/verify/admin/run.ts", "--subset"],
      6 * 60_000,
    ),
  ],
  [step("build", "npm", ["run", "build"]), step("code samples", "npm", ["run", "check:samples"])],
]);
await together([[step("browser tests", "npx", ["playwright", "test"])]]);
console.log(`\nAll checks passed in ${((performance.now() - t0) / 60000).toFixed(1)} min.`);
