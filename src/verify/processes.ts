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
 * the synchronous `exit` hook kills every group still alive. If the harness itself is killed
 * (SIGKILL, or a wrapper that gives up on it), util-linux's `setpriv --pdeathsig` makes the kernel
 * signal each child when its parent dies.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";

type Cleanup = { name: string; run: () => Promise<void> };

const cleanups: Cleanup[] = [];
const liveGroups = new Map<number, string>();

export interface CleanupHandle {
  /**
   * Runs the cleanup (once: later calls get the same promise) and unregisters it when done. It
   * stays registered while it runs, so that `runCleanups` (e.g. from a signal handler) waits for a
   * cleanup a `catch` or `finally` has already begun instead of exiting under it.
   */
  run(): Promise<void>;
  /** Unregisters the cleanup without running it. */
  dismiss(): void;
}

/** Registers a cleanup for `runCleanups`, the signal handlers and the caller alike. */
export function registerCleanup(name: string, cleanup: () => Promise<void>): CleanupHandle {
  let running: Promise<void> | undefined;
  const dismiss = (): void => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
  const entry: Cleanup = {
    name,
    run: () => (running ??= cleanup().finally(dismiss)),
  };
  cleanups.push(entry);
  return { run: entry.run, dismiss };
}

let draining: Promise<void> | undefined;

/**
 * Runs every registered cleanup, newest first, one at a time; a failing one is reported and the
 * rest still run. A call while another is running (a signal handler and a `finally`) waits for
 * the same run.
 */
export function runCleanups(): Promise<void> {
  draining ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop()!;
      try {
        await entry.run();
      } catch (error) {
        console.error(`cleanup "${entry.name}" failed:`, error);
      }
    }
  })().finally(() => {
    draining = undefined;
  });
  return draining;
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
let stoppingBySignal = false;

/** Signals that arrive this soon after the first are copies, not a second Ctrl-C. */
const DUPLICATE_SIGNAL_MS = 3_000;

/**
 * On SIGINT, SIGTERM or SIGHUP: run the cleanups, then exit with 128 + the signal's number.
 *
 * One Ctrl-C often arrives more than once: the terminal signals the whole foreground group, and
 * `npm run` and tsx's CLI each relay it to their child again. Copies within a few seconds are
 * ignored; a signal after that kills every child group at once and exits.
 */
export function installSignalHandlers(log: (message: string) => void = console.error): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let firstSignalAt: number | undefined;
  const codes: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const signal of Object.keys(codes) as NodeJS.Signals[]) {
    process.on(signal, () => {
      const code = 128 + codes[signal]!;
      if (firstSignalAt !== undefined) {
        if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
        log(`${signal} received again: killing every child process now`);
        killAllGroupsNow();
        process.exit(code);
      }
      firstSignalAt = Date.now();
      stoppingBySignal = true;
      log(`${signal} received: stopping everything the harness started`);
      void runCleanups().finally(() => {
        log("stopped everything the harness started");
        process.exit(code);
      });
    });
  }
  process.on("exit", killAllGroupsNow);
}

/** Whether a signal handler has begun stopping everything (errors after that are expected). */
export function isStopping(): boolean {
  return stoppingBySignal;
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
  /** Run as this user (we must be root). */
  uid?: number;
  gid?: number;
  /** Where stdout and stderr go (appended). */
  logFile: string;
  /** What the kernel sends the process if the harness dies without cleaning up; default SIGKILL. */
  parentDeathSignal?: NodeJS.Signals;
}

const SETPRIV = "/usr/bin/setpriv";

/**
 * The command line that runs `command` with a parent-death signal (and as another user), through
 * util-linux's `setpriv`; without setpriv, the command itself with Node's uid/gid options.
 */
function withSetpriv(
  command: string,
  args: string[],
  options: SpawnManagedOptions,
): { file: string; argv: string[]; ids: SpawnOptions } {
  if (!existsSync(SETPRIV)) {
    const ids: SpawnOptions = {};
    if (options.uid !== undefined) ids.uid = options.uid;
    if (options.gid !== undefined) ids.gid = options.gid;
    return { file: command, argv: args, ids };
  }
  const user =
    options.uid === undefined
      ? []
      : ["--reuid", String(options.uid), "--regid", String(options.gid ?? options.uid), "--init-groups"];
  const signal = (options.parentDeathSignal ?? "SIGKILL").replace(/^SIG/, "");
  // --pdeathsig is set after the user switch, which would otherwise clear it.
  return { file: SETPRIV, argv: [...user, "--pdeathsig", signal, "--", command, ...args], ids: {} };
}

/** Spawns `command` in a new process group with its output appended to `logFile`. */
export function spawnManaged(name: string, command: string, args: string[], options: SpawnManagedOptions): ManagedProcess {
  const fd = openSync(options.logFile, "a");
  const { file, argv, ids } = withSetpriv(command, args, options);
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", fd, fd],
    ...ids,
  });
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

/** Whether the promise settles within `ms`; the timer is cleared either way, so it keeps no process alive. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
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
  const cleanup = registerCleanup(name, () => child.stop("SIGKILL", 1_000));
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
    cleanup.dismiss();
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

/** Ports this process has handed out: the OS may give a just-closed port again. */
const portsGiven = new Set<number>();

/**
 * Asks the OS for a free TCP port on 127.0.0.1, never one this process handed out before. Two
 * backends started at the same time (the guide runner starts its projects in parallel) could
 * otherwise get the same port: the second fails to bind while its /health check is answered by the
 * first, and its steps then run against the wrong project.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await osPort();
    if (!portsGiven.has(port)) {
      portsGiven.add(port);
      return port;
    }
  }
}

function osPort(): Promise<number> {
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

const TEMP_PREFIX = "medusa-verify-";

/** A new temp folder named after its kind and this process: `medusa-verify-<kind>-<pid>-XXXXXX`. */
export function makeTempDir(kind: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `${TEMP_PREFIX}${kind}-${process.pid}-`));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the temp folders of harness runs that were killed before they could clean up (their
 * processes are gone: the kernel signalled them when the harness died). Returns how many.
 */
export async function sweepStaleTempDirs(): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpdir())) {
    const match = new RegExp(`^${TEMP_PREFIX}[a-z]+-(\\d+)-`).exec(name);
    if (!match || Number(match[1]) === process.pid || isAlive(Number(match[1]))) continue;
    await removeDir(join(tmpdir(), name));
    removed++;
  }
  return removed;
}
