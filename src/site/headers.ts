import { createHash } from "node:crypto";
import { BUILDS_DIR, SEARCH_DIR } from "../islands/search/index-format";

/**
 * The HTTP headers the site is served with: a strict Content Security Policy and the usual
 * hardening headers, caching rules, and the Markdown twins' content type. One list of rules is
 * written for every host (`_headers` for Netlify and Cloudflare Pages, `headers` in
 * `vercel.json`) and read back by `npm run serve`, so local checks see what production sends.
 */

/** Where a rule applies: every path, paths below a folder, or paths with a file suffix. */
export type PathPattern = { kind: "all" } | { kind: "prefix"; prefix: string } | { kind: "suffix"; suffix: string };

export interface HeaderRule {
  pattern: PathPattern;
  headers: Record<string, string>;
}

export interface SecurityInputs {
  /** Text of every inline `<script>` the build emitted (each is allowed by its SHA-256). */
  inlineScripts: Iterable<string>;
  /** Origins the site's configuration needs to reach (a search host, a feedback endpoint). */
  connectOrigins?: readonly string[];
}

/** `'sha256-…'` of a script's text, as CSP expects it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The policy. Scripts: our own files plus the inline scripts by hash; no 'unsafe-inline' and no
 * 'unsafe-eval', no WebAssembly and no workers. Styles: our own files
 * only; the pages carry no inline styles (the build fails if one appears).
 */
export function contentSecurityPolicy({ inlineScripts, connectOrigins = [] }: SecurityInputs): string {
  const hashes = [...new Set([...inlineScripts].map(scriptHash))].sort();
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes]],
    ["style-src", ["'self'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...[...new Set(connectOrigins)].sort()]],
    ["worker-src", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/** Powerful features no page uses; clipboard-write stays for the copy buttons. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "clipboard-write=(self)",
].join(", ");

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Every rule, in order. Long immutable caching only for files whose names carry a content hash:
 * the client bundle in /assets and the search index's chunks and pages, in a folder named by the
 * hash of them all (src/islands/search/index-format.ts). The index's manifest and lexicon keep
 * their names from build to build, so they are revalidated.
 */
export function headerRules(inputs: SecurityInputs): HeaderRule[] {
  return [
    {
      pattern: { kind: "all" },
      headers: {
        "Content-Security-Policy": contentSecurityPolicy(inputs),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Strict-Transport-Security": "max-age=31536000",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Permissions-Policy": PERMISSIONS_POLICY,
      },
    },
    { pattern: { kind: "prefix", prefix: "/assets/" }, headers: { "Cache-Control": IMMUTABLE } },
    { pattern: { kind: "prefix", prefix: `/${SEARCH_DIR}/${BUILDS_DIR}/` }, headers: { "Cache-Control": IMMUTABLE } },
    { pattern: { kind: "suffix", suffix: ".md" }, headers: { "Content-Type": "text/markdown; charset=utf-8" } },
  ];
}

function patternText(p: PathPattern): string {
  if (p.kind === "all") return "/*";
  if (p.kind === "prefix") return `${p.prefix}*`;
  return `/*${p.suffix}`;
}

/** `_headers` for Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((r) => [patternText(r.pattern), ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
      .join("\n\n") + "\n"
  );
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The `headers` entries of `vercel.json` (path-to-regexp sources). */
export function vercelHeaders(rules: readonly HeaderRule[]): { source: string; headers: { key: string; value: string }[] }[] {
  return rules.map((r) => ({
    source:
      r.pattern.kind === "all"
        ? "/(.*)"
        : r.pattern.kind === "prefix"
          ? `${r.pattern.prefix}(.*)`
          : `/(.*)${escapeRegex(r.pattern.suffix)}`,
    headers: Object.entries(r.headers).map(([key, value]) => ({ key, value })),
  }));
}

/**
 * Reads `_headers` back (what `npm run serve` does). Only the forms `headersFile` writes are
 * accepted; anything else is an error naming the line, so the two cannot drift apart.
 */
export function parseHeadersFile(text: string, file = "_headers"): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith("#")) return;
    const where = `${file}:${i + 1}`;
    if (!/^\s/.test(line)) {
      let pattern: PathPattern;
      if (line === "/*") pattern = { kind: "all" };
      else if (/^\/\*\.[\w.]+$/.test(line)) pattern = { kind: "suffix", suffix: line.slice(2) };
      else if (/^\/[^*\s]*\/\*$/.test(line)) pattern = { kind: "prefix", prefix: line.slice(0, -1) };
      else throw new Error(`${where}: unsupported path pattern "${line}"`);
      rules.push({ pattern, headers: {} });
      return;
    }
    const m = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!m) throw new Error(`${where}: expected "Name: value"`);
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header before any path`);
    rule.headers[m[1]!] = m[2]!;
  });
  return rules;
}

function matches(p: PathPattern, path: string): boolean {
  if (p.kind === "all") return true;
  if (p.kind === "prefix") return path.startsWith(p.prefix);
  return path.endsWith(p.suffix);
}

/** The headers for one request path: every matching rule, later rules overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules) if (matches(r.pattern, path)) Object.assign(out, r.headers);
  return out;
}
