/**
 * What the scenario knows while it runs: the seed, the values earlier steps saved, and the
 * backend's mailbox (the events that would send an email: invite and password tokens), and how a
 * table value (`"@order.id"`, `"{@run}"`, a function) becomes a request value.
 */
import { existsSync, readFileSync } from "node:fs";
import { sleep } from "../processes";
import type { SeedIds } from "../seed";
import type { Value } from "./types";

/** A saved name that no earlier step saved: the step cannot run. */
export class MissingValueError extends Error {
  override name = "MissingValueError";
}

export interface MailboxEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events the backend's server script appends to its mailbox file (see backend.ts). */
export class Mailbox {
  constructor(private readonly file: string) {}

  events(): MailboxEvent[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as MailboxEvent);
  }

  /** The newest event of that name whose data passes the test, waiting for it up to `timeoutMs`. */
  async wait(
    event: string,
    test: (data: Record<string, unknown>) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<MailboxEvent["data"]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events()
        .filter((e) => e.event === event && test(e.data))
        .at(-1);
      if (found) return found.data;
      if (Date.now() > deadline) throw new Error(`the backend emitted no ${event} event within ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }
}

export class ScenarioState {
  readonly saved: Record<string, unknown> = {};
  /** The saved names looked up since `track` was last called (what a step reads). */
  private reads = new Set<string>();

  constructor(
    readonly baseUrl: string,
    readonly seed: SeedIds,
    readonly mailbox: Mailbox,
    /** A suffix that keeps this run's handles, codes and emails unique. */
    readonly run: string,
  ) {
    this.saved.seed = seed;
    this.saved.run = run;
  }

  /** Starts a new record of the names looked up; returns the previous one. */
  track(): Set<string> {
    const previous = this.reads;
    this.reads = new Set();
    return previous;
  }

  /**
   * A copy that reads what this state saved and keeps what it saves to itself, with another run
   * suffix (its handles, codes and emails do not collide with this state's).
   */
  fork(run: string): ScenarioState {
    const copy = new ScenarioState(this.baseUrl, this.seed, this.mailbox, run);
    for (const [name, value] of Object.entries(this.saved)) if (name !== "run") copy.saved[name] = value;
    return copy;
  }

  /** The value at a dot path of the saved values: `order.items.0.id`. */
  lookup(path: string): unknown {
    const [name, ...rest] = path.split(".");
    this.reads.add(name!);
    if (!(name! in this.saved)) throw new MissingValueError(`@${name} was not saved by an earlier step`);
    let value: unknown = this.saved[name!];
    for (const part of rest) {
      if (value === null || typeof value !== "object")
        throw new MissingValueError(`@${path}: ${part} is not in ${JSON.stringify(value)?.slice(0, 200)}`);
      value = (value as Record<string, unknown>)[part];
    }
    if (value === undefined) throw new MissingValueError(`@${path} is undefined`);
    return value;
  }

  async resolve(value: Value | undefined): Promise<unknown> {
    if (typeof value === "function") return value(this);
    if (typeof value === "string") {
      if (value.startsWith("@")) return this.lookup(value.slice(1));
      return value.replace(/\{@([\w.]+)\}/g, (_whole, path: string) => String(this.lookup(path)));
    }
    if (Array.isArray(value)) return Promise.all(value.map((v) => this.resolve(v)));
    if (value !== null && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) out[key] = await this.resolve(v);
      return out;
    }
    return value;
  }

  save(name: string, value: unknown): void {
    this.saved[name] = value;
  }
}

/** The value at a dot path of a response body. */
export function pick(body: unknown, path: string): unknown {
  let value = body;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
