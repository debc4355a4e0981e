/**
 * The shape of the scenario tables: each step names a documented operation, how to build its path
 * parameters, query and body from what earlier steps created, the status to expect, and what to
 * keep from the response for later steps. The tables stay data; the engine (`engine.ts`) sends
 * the requests and checks the responses.
 *
 * Values in `path`, `query`, `body` and `sample.vars` are plain JSON, except:
 * - a string `"@name.path"` is the value saved under `name` (a dot path goes into it:
 *   `"@order.items.0.id"`, `"@seed.regions.us.id"`);
 * - `"{@name.path}"` inside a longer string is replaced by that value (`"verify-{@run}"`);
 * - a function is called with the scenario's state when the step runs (for what a table cannot say).
 */
import type { OperationKey } from "../catalogue";
import type { ScenarioState } from "./state";

export type Value =
  string | number | boolean | null | Value[] | { [key: string]: Value } | ((state: ScenarioState) => unknown | Promise<unknown>);

/** Who sends the request. */
export type Caller =
  /** An admin user's API token in `x-medusa-access-token` (as the cURL samples do): the admin default. */
  | "admin"
  /** No credentials, with the publishable API key: the store default. */
  | "guest"
  /** The logged-in customer's JWT (`Authorization: Bearer`, saved as `customerToken`), with the publishable key. */
  | "customer"
  /** Nothing at all. */
  | "anonymous"
  /** The session cookie saved under this name. */
  | { cookie: string };

export interface ResponseView {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Step {
  /** The operation: `admin PostProducts`. */
  op: OperationKey;
  /** Why this call is here, when the operation's name does not say it. */
  note?: string;
  as?: Caller;
  path?: Record<string, Value>;
  query?: Record<string, Value>;
  body?: Value;
  /**
   * This action ends the record's open state (a draft order paid, an order edit requested): the
   * backend refuses changes to it afterwards, or later steps rely on it staying as it is, so the
   * exercises waiting for the record's end (exercise-inline.ts) are sent before it, as before a
   * DELETE of the record.
   */
  closes?: true;
  /** The status to expect; defaults to the operation's one documented 2xx status. */
  status?: number;
  /**
   * This call shows a reviewed difference (data/api-known-differences.yaml) whose status is not
   * the documented one: the backend answers it here. Other calls answering that status fail.
   */
  knownStatus?: number;
  /** What to keep for later steps: a dot path into the response body, or a function of the response. */
  save?: Record<string, string | ((response: ResponseView, state: ScenarioState) => unknown)>;
  /**
   * Repeat the request (every 500 ms, up to `timeoutMs`) until the response passes the test: for
   * what the backend finishes in the background (a batch job's preprocessing).
   */
  until?: { test: (response: ResponseView) => boolean; timeoutMs?: number };
  /** A check beyond the schema; returns what is wrong, or nothing. */
  check?: (response: ResponseView, state: ScenarioState) => string | undefined;
  /**
   * The cURL sample. By default it is run when it is complete once filled: as the request itself
   * when the step sets no body, query or caller, otherwise after the step's own request.
   */
  sample?: {
    /** Values for placeholders the step's path does not give (`{token}` in a body). */
    vars?: Record<string, Value>;
    /** Literal text of the sample to replace before it runs (an example email with a real one). */
    replace?: Record<string, Value>;
    /** Do not run the sample, and why (it would undo what later steps need…). */
    skip?: string;
  };
}

export interface StepGroup {
  name: string;
  steps: Step[];
}
