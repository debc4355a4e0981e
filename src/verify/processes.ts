/**
 * Child processes and temp folders that must not outlive the harness.
 *
 * Every long-running child (PostgreSQL, the Medusa backend) is spawned in its own process group
 * with its output going straight to a log file, so that it neither receives the terminal's Ctrl-C
 * before the harness has decided how to stop it, nor dies of a broken pipe if the harness is gone.
 * Stopping sends a signal to the whole group, waits, then kills the group.
 *
 * Cleanup functions run in reverse order of registration, once, on a normal end (`runCleanups`
 * in a `finally`), on SIGINT / SIGTERM / SIGHUP (`installSignalHandlers`), and as a last resort
 * the synchronous `exit` hook kills every group still alive.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";

type Cleanup = { name: string; run: () => Promise<void> };

const cleanups: Cleanup[] = [];
const liveGroups = new Map<number, string>();

/** Registers a cleanup; returns a function that unregisters it (after it ran by hand). */
export function addCleanup(name: string, run: () => Promise<void>): () => void {
  const entry: Cleanup = { name, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Runs every registered cleanup, newest first; a failing one is reported and the rest still run. */
export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await entry.run();
    } catch (error) {
      console.error(`cleanup "${entry.name}" failed:`, error);
    }
  }
}

/** Kills every process group still alive, synchronously: for the `exit` hook and a second Ctrl-C. */
export function killAllGroupsNow(): void {
  for (const pid of liveGroups.keys()) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

let handlersInstalled = false;

/**
 * On SIGINT, SIGTERM or SIGHUP: run the cleanups, then exit with 128 + the signal's number.
 * A second signal while cleaning up kills every child group at once and exits.
 */
export function installSignalHandlers(log: (message: string) => void = console.error): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  const codes: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const signal of Object.keys(codes) as NodeJS.Signals[]) {
    process.on(signal, () => {
      const code = 128 + codes[signal]!;
      if (stopping) {
        killAllGroupsNow();
        process.exit(code);
      }
      stopping = true;
      log(`${signal} received: stopping everything the harness started`);
      void runCleanups().finally(() => process.exit(code));
    });
  }
  process.on("exit", killAllGroupsNow);
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  isAlive(): boolean;
  /** Signals the process group, waits up to `timeoutMs`, then kills the group. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
  /** The last `lines` lines of the log file. */
  logTail(lines?: number): string;
}

export interface SpawnManagedOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  /** Where stdout and stderr go (appended). */
  logFile: string;
}

/** Spawns `command` in a new process group with its output appended to `logFile`. */
export function spawnManaged(name: string, command: string, args: string[], options: SpawnManagedOptions): ManagedProcess {
  const fd = openSync(options.logFile, "a");
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", fd, fd],
  };
  if (options.uid !== undefined) spawnOptions.uid = options.uid;
  if (options.gid !== undefined) spawnOptions.gid = options.gid;
  const child = spawn(command, args, spawnOptions);
  closeSync(fd);
  let alive = true;
  const exited = new Promise<number | string>((resolve) => {
    child.on("error", (error) => {
      alive = false;
      resolve(`spawn error: ${error.message}`);
    });
    child.on("exit", (code, signal) => {
      alive = false;
      if (child.pid !== undefined) liveGroups.delete(child.pid);
      resolve(code ?? signal ?? "unknown");
    });
  });
  if (child.pid === undefined) {
    // spawn failed synchronously (e.g. ENOENT); the 'error' event settles `exited`.
    alive = false;
  } else {
    liveGroups.set(child.pid, name);
  }
  const pid = child.pid ?? -1;

  const logTail = (lines = 40): string => {
    try {
      return readFileSync(options.logFile, "utf8").split("\n").slice(-lines).join("\n");
    } catch {
      return "";
    }
  };

  const stop = async (signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000): Promise<void> => {
    if (!alive) return;
    signalGroup(pid, signal);
    if (await settlesWithin(exited, timeoutMs)) {
      // The leader is gone; make sure no straggler of its group is left.
      signalGroup(pid, "SIGKILL");
      return;
    }
    signalGroup(pid, "SIGKILL");
    await settlesWithin(exited, 5_000);
  };

  return { name, pid, logFile: options.logFile, exited, isAlive: () => alive, stop, logTail };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already empty
  }
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a command to its end (in its own process group, output to `logFile`) and resolves when it
 * exits 0; rejects with the log's tail otherwise, or after `timeoutMs` (killing it).
 */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: SpawnManagedOptions & { timeoutMs?: number },
): Promise<void> {
  const child = spawnManaged(name, command, args, options);
  const remove = addCleanup(name, () => child.stop("SIGKILL", 1_000));
  try {
    const timeoutMs = options.timeoutMs ?? 300_000;
    if (!(await settlesWithin(child.exited, timeoutMs))) {
      await child.stop("SIGKILL", 1_000);
      throw new Error(`${name} did not finish within ${timeoutMs / 1000} s. Log ${options.logFile}:\n${child.logTail()}`);
    }
    const code = await child.exited;
    if (code !== 0) {
      throw new Error(`${name} failed (${code}). Log ${options.logFile}:\n${child.logTail()}`);
    }
  } finally {
    remove();
  }
}

/** Removes a folder and everything in it; never throws for a folder that is already gone. */
export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") {
        server.close();
        reject(new Error("could not read the port the OS gave"));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}
