/**
 * The cURL samples of the REST reference, run for real: a sample is parsed into a request (method,
 * URL, headers, body) without a shell, to check that it calls its own operation; its
 * `{placeholders}` are filled from the objects the scenario created, and the filled text is run by
 * `sh` with the real `curl` binary (`runCurl`). A sample that cannot be run as written (it calls
 * another path than its operation's, its body is not JSON, it uploads local files, it names example
 * IDs that exist in no store) is reported as such, so that a broken sample is a finding, not a
 * silent skip.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface CurlRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The `--data-raw` / `-d` text, as written. */
  body?: string;
  /** `--form` fields: a multipart upload of local files. */
  form: string[];
}

/** Splits a sample into words as a POSIX shell would: quotes, backslash escapes and line continuations. */
export function shellWords(source: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      const next = source[i + 1];
      i++;
      if (next === "\n" || next === undefined) continue;
      word = (word ?? "") + next;
    } else if (c === "'") {
      const end = source.indexOf("'", i + 1);
      if (end < 0) throw new Error("unterminated ' quote");
      word = (word ?? "") + source.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let text = "";
      for (i++; i < source.length && source[i] !== '"'; i++) {
        if (source[i] === "\\" && /["\\$`\n]/.test(source[i + 1] ?? "")) i++;
        text += source[i];
      }
      if (i >= source.length) throw new Error('unterminated " quote');
      word = (word ?? "") + text;
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The request a `curl …` command sends. Options other than the ones the samples use are refused. */
export function parseCurl(source: string): CurlRequest {
  const words = shellWords(source.trim());
  if (words[0] !== "curl") throw new Error(`the sample does not start with curl: ${JSON.stringify(words[0])}`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  const form: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const value = (): string => {
      const next = words[++i];
      if (next === undefined) throw new Error(`${word} has no value`);
      return next;
    };
    switch (word) {
      case "-X":
      case "--request":
        method = value().toUpperCase();
        break;
      case "-H":
      case "--header": {
        const header = value();
        const colon = header.indexOf(":");
        if (colon < 0) throw new Error(`header without a colon: ${header}`);
        headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
        break;
      }
      case "-d":
      case "--data":
      case "--data-raw":
        body = value();
        break;
      case "-F":
      case "--form":
        form.push(value());
        break;
      // What curl prints, not what it sends (the response's headers, no progress meter), and
      // globbing off (the query string's brackets are sent as written).
      case "-i":
      case "--include":
      case "-s":
      case "--silent":
      case "-g":
      case "--globoff":
        break;
      default:
        if (word.startsWith("-")) throw new Error(`unsupported curl option ${word}`);
        if (url !== undefined) throw new Error(`two URLs: ${url} and ${word}`);
        url = word;
    }
  }
  if (url === undefined) throw new Error("the sample has no URL");
  return { method: method ?? (body !== undefined || form.length > 0 ? "POST" : "GET"), url, headers, body, form };
}

const PLACEHOLDER = /\{([a-z][a-z_]*)\}/g;

/** The `{name}` placeholders of a text (`{}` is an empty JSON object, not a placeholder). */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export function fillPlaceholders(text: string, values: Record<string, string>, encode = false): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return encode ? encodeURIComponent(value) : value;
  });
}

/**
 * Matches the sample's path against the operation's path template, segment by segment: returns,
 * for each `{placeholder}` of the sample's path, the template's parameter at that place (the
 * samples name them differently: `{id}` for `{discount_id}`), or undefined when the sample calls
 * another path.
 */
export function alignPath(samplePath: string, template: string): Record<string, string> | undefined {
  const sample = samplePath.split("/");
  const documented = template.split("/");
  if (sample.length !== documented.length) return undefined;
  const names: Record<string, string> = {};
  for (let i = 0; i < sample.length; i++) {
    const s = sample[i]!;
    const t = documented[i]!;
    const param = /^\{(\w+)\}$/.exec(t)?.[1];
    if (!param) {
      if (s !== t) return undefined;
      continue;
    }
    const placeholder = /^\{(\w+)\}$/.exec(s)?.[1];
    if (placeholder) names[placeholder] = param;
    // A literal value in place of a parameter (`/store/auth/user@example.com`) is sent as written.
  }
  return names;
}

/** A Medusa ID that the sample made up (`prod_01G1G5V2MBA328390B5AXJ610F`): 26 ULID characters after a prefix. */
export const EXAMPLE_ID = /\b[a-z]+(?:_[a-z]+)*_01[0-9A-HJKMNP-TV-Z]{24}\b/g;

export interface CurlResult {
  status: number;
  /** The response body as text. */
  text: string;
}

let curlHome: string | undefined;

/**
 * Runs a filled sample as a shell runs it, with the `curl` on the PATH. The sample is not changed:
 * a `.curlrc` in `CURL_HOME` makes curl quiet and print the status after the body.
 */
export function runCurl(source: string, timeoutMs = 60_000): Promise<CurlResult> {
  if (!curlHome || !existsSync(join(curlHome, ".curlrc"))) {
    // Named like the harness's other temp folders (`medusa-verify-<kind>-<pid>-`), so a later run sweeps it.
    curlHome = mkdtempSync(join(tmpdir(), `medusa-verify-curl-${process.pid}-`));
    writeFileSync(join(curlHome, ".curlrc"), 'silent\nshow-error\nwrite-out = "\\n%{http_code}"\n');
  }
  return new Promise((resolve, reject) => {
    execFile(
      "sh",
      ["-c", source],
      {
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", CURL_HOME: curlHome },
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const cut = stdout.lastIndexOf("\n");
        const status = Number(stdout.slice(cut + 1));
        if (error || !Number.isInteger(status) || status === 0) {
          reject(new Error(`curl failed: ${(stderr || error?.message || stdout).trim().slice(0, 300)}`));
          return;
        }
        resolve({ status, text: stdout.slice(0, Math.max(cut, 0)) });
      },
    );
  });
}
