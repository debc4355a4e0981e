/**
 * `npm test`: everything CI runs, in order, stopping at the first failure. The REST API check
 * (`npm run verify:api`) and the subset of backend guides (`npm run verify:guides -- --subset`) each
 * have a hard limit of ten minutes, the admin walk's fast subset six.
 * Installs Debian's Chromium for the browser tests when it is missing and we run as root.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall, isRoot } from "../src/verify/apt";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(title: string, command: string, args: string[], timeoutMs?: number): void {
  const t0 = performance.now();
  console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}`);
  const res = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CI: process.env.CI ?? "1" },
    timeout: timeoutMs,
    // The verify run stops PostgreSQL and the backend it started when it gets SIGTERM.
    killSignal: "SIGTERM",
  });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (timeoutMs !== undefined) killGroup(res.pid);
  if (res.error && (res.error as NodeJS.ErrnoException).code === "ETIMEDOUT") {
    console.error(`\n✖ ${title} did not finish within ${timeoutMs! / 60_000} minutes and was stopped.`);
    process.exit(1);
  }
  if (res.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s.`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

/**
 * Kills what is left of a process group that `setsid` made its child lead (the group's id is the
 * child's pid): helpers the child started and left behind. Gone already is fine.
 */
function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // no such group: nothing was left behind
  }
}

/** Debian's Chromium for the browser tests, installed the way the verify harness installs its packages. */
async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (!isRoot()) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  await aptInstall("chromium", (message) => console.log(message));
}

const t0 = performance.now();
await ensureChromium();
run("format", "npx", ["prettier", "--check", "."]);
run("lint", "npx", ["eslint", "."]);
run("types", "npx", ["tsc", "--noEmit", "-p", "."]);
run("unit tests", "npx", ["vitest", "run"]);
// Every REST operation against a real Medusa 1.20.11 backend (PostgreSQL: root, or DATABASE_URL).
// In a process group of its own (setsid), so that a timeout can stop all of it.
run("REST API against a running backend", "setsid", ["node", "--import", "tsx", "src/verify/run.ts"], 10 * 60_000);
// The backend guides of data/guide-runs marked `subset`, built from the 1.x starter and run (Redis too).
run(
  "backend guides (subset) against a running backend",
  "setsid",
  ["node", "--import", "tsx", "src/verify/guides/run.ts", "--subset"],
  10 * 60_000,
);
// The fast subset of the user guide walked in the real admin (src/verify/admin/subset.ts). It builds
// the admin when .cache/medusa-admin has no build of the pinned versions (always on a fresh CI
// machine): six minutes in all, that build included.
run(
  "user guide in the Medusa admin (fast subset)",
  "setsid",
  ["node", "--import", "tsx", "src/verify/admin/run.ts", "--subset"],
  6 * 60_000,
);
run("build", "npm", ["run", "build"]);
run("code samples", "npm", ["run", "check:samples"]);
run("browser tests", "npx", ["playwright", "test"]);
console.log(`\nAll checks passed in ${((performance.now() - t0) / 60000).toFixed(1)} min.`);
