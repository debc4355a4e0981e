/** Debian packages the harness needs (PostgreSQL, Redis), installed with apt-get when missing and we are root. */
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runToEnd } from "./processes";

export function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** `apt-get update` and `apt-get install -y <name>`, quietly; the log is kept only on failure. */
export async function aptInstall(name: string, log: (message: string) => void): Promise<void> {
  log(`${name} is not installed: installing it with apt-get`);
  const logFile = join(tmpdir(), `medusa-verify-apt-${process.pid}.log`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runToEnd("apt-get update", "apt-get", ["update", "-qq"], { logFile, env, timeoutMs: 300_000 });
  await runToEnd(`apt-get install ${name}`, "apt-get", ["install", "-y", "-qq", name], { logFile, env, timeoutMs: 600_000 });
  await rm(logFile, { force: true });
}
