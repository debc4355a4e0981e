/** Debian packages the harness needs (PostgreSQL, Redis), installed with apt-get when missing and we are root. */
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runToEnd } from "./processes";

export function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/**
 * `apt-get update` and `apt-get install -y <names…>`, quietly; the log is kept only on failure. Not
 * safe to run twice at once (dpkg's lock): `npm test` installs what its concurrent steps need first.
 */
export async function aptInstall(names: string | readonly string[], log: (message: string) => void): Promise<void> {
  const list = typeof names === "string" ? [names] : [...names];
  const name = list.join(" ");
  log(`${name} ${list.length > 1 ? "are" : "is"} not installed: installing ${list.length > 1 ? "them" : "it"} with apt-get`);
  const logFile = join(tmpdir(), `medusa-verify-apt-${process.pid}.log`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runToEnd("apt-get update", "apt-get", ["update", "-qq"], { logFile, env, timeoutMs: 300_000 });
  await runToEnd(`apt-get install ${name}`, "apt-get", ["install", "-y", "-qq", ...list], { logFile, env, timeoutMs: 600_000 });
  await rm(logFile, { force: true });
}
