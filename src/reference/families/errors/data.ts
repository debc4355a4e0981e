/**
 * The reviewed files of the error reference, read for the family (and for the checks that keep
 * them true); an entry that is malformed names its file and line:
 *
 * - `data/error-explanations.yaml`: the cause and the fix of a message, in our words, by the
 *   message as thrown (`Cart with {id} was not found`), and how it reads as sent when a value of
 *   it is made of words (`Product with id: {id} was not found`).
 * - `data/errors-written.yaml`: entries for errors readers meet that are not a `MedusaError` of
 *   the backend (start-up, the storefront clients, the admin build, the plain-text answers of
 *   the authentication middleware), with the package file that shows each.
 * - `data/api-observed-errors.yaml`: the error answers `npm run verify:api` received, by
 *   operation (its JSON report, reduced with `npm run errors:observed` and reviewed).
 */
import { entries, field, FindingsError, onlyKeys } from "../../reviewed-yaml";

export const EXPLANATIONS_FILE = "data/error-explanations.yaml";
export const WRITTEN_FILE = "data/errors-written.yaml";
export const OBSERVED_FILE = "data/api-observed-errors.yaml";

export interface Explanation {
  /** The message as thrown, its values written `{name}`. */
  message: string;
  /**
   * How the message reads as sent, when a value of it is itself made of words: a selector the
   * backend writes out (`id: {id}`), a database's detail. Values written `{name}`.
   */
  sentAs?: string[];
  cause: string;
  fix: string;
  where: string;
}

/** The pages of hand-written entries that no code generates. */
export const WRITTEN_PAGES = ["startup", "clients", "admin-build"] as const;

export interface WrittenEntry {
  /** A hand-written page (`startup`), or a generated page that gets the entry too (`api/middlewares`). */
  page: string;
  /** The section of the page it goes in. */
  section: string;
  message: string;
  /** What raises it: `Error (Node.js require)`, `AxiosError`. */
  raisedAs: string;
  /** Where the text comes from: `@medusajs/medusa dist/loaders/plugins.js`, checked to hold the message's text. */
  source: string;
  /** Where and how the reader sees it, in Markdown. */
  seen: string;
  cause: string;
  fix: string;
  where: string;
}

/** One error answer of a verify:api run. */
export interface ObservedError {
  /** `store PostCartsCartLineItems` */
  operation: string;
  status: number;
  /** The JSON body's fields, when the body was JSON. */
  code?: string;
  type?: string;
  message?: string;
  /** The body, when it was plain text (`Unauthorized`). */
  text?: string;
  where: string;
}

export interface ErrorsData {
  explanations: Explanation[];
  written: WrittenEntry[];
  observed: ObservedError[];
}

const OPERATION = /^(admin|store) [A-Za-z]+$/;

export function readErrorsData(root: string): ErrorsData {
  const explanations = entries(root, EXPLANATIONS_FILE).map((e): Explanation => {
    onlyKeys(e, ["message", "sent_as", "cause", "fix"]);
    return {
      message: field(e, "message", "string") as string,
      sentAs: field(e, "sent_as", "strings", true) as string[] | undefined,
      cause: field(e, "cause", "string") as string,
      fix: field(e, "fix", "string") as string,
      where: e.where,
    };
  });
  const written = entries(root, WRITTEN_FILE).map((e): WrittenEntry => {
    onlyKeys(e, ["page", "section", "message", "raised_as", "source", "seen", "cause", "fix"]);
    const source = field(e, "source", "string") as string;
    if (!/^(@[\w-]+\/)?[\w.-]+ [\w./@-]+$/.test(source))
      throw new FindingsError(`${e.where}: source must read "<package> <file in the package>"`);
    return {
      page: field(e, "page", "string") as string,
      section: field(e, "section", "string") as string,
      message: field(e, "message", "string") as string,
      raisedAs: field(e, "raised_as", "string") as string,
      source,
      seen: field(e, "seen", "string") as string,
      cause: field(e, "cause", "string") as string,
      fix: field(e, "fix", "string") as string,
      where: e.where,
    };
  });
  const observed = entries(root, OBSERVED_FILE).map((e): ObservedError => {
    onlyKeys(e, ["operation", "status", "code", "type", "message", "text"]);
    const operation = field(e, "operation", "string") as string;
    if (!OPERATION.test(operation)) throw new FindingsError(`${e.where}: operation must read "admin|store OperationId"`);
    const message = field(e, "message", "string", true) as string | undefined;
    const text = field(e, "text", "string", true) as string | undefined;
    if ((message === undefined) === (text === undefined)) throw new FindingsError(`${e.where}: give either "message" or "text"`);
    return {
      operation,
      status: field(e, "status", "number") as number,
      code: field(e, "code", "string", true) as string | undefined,
      type: field(e, "type", "string", true) as string | undefined,
      message,
      text,
      where: e.where,
    };
  });
  return { explanations, written, observed };
}
