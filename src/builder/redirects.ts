import { escapeHtml } from "../lib/escape";
import type { Diagnostic } from "../diagnostics";
import type { Redirect } from "../site/types";
import type { vercelHeaders } from "../site/headers";

type VercelHeader = ReturnType<typeof vercelHeaders>[number];

/**
 * Checks the redirect table: sources are not pages, targets are pages, no source appears twice,
 * and no redirect leads to another redirect.
 */
export function validateRedirects(redirects: readonly Redirect[], pageRoutes: ReadonlySet<string>, origin: string): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const push = (message: string) => errors.push({ file: origin, message });
  const from = new Map<string, string>();
  for (const r of redirects) {
    const where = `redirect ${r.from} → ${r.to} (${origin})`;
    if (!r.from.startsWith("/") || !r.to.startsWith("/")) push(`${where}: both ends must be site paths starting with /`);
    if (from.has(r.from)) push(`${where}: ${r.from} already redirects to ${from.get(r.from)}`);
    from.set(r.from, r.to);
    if (pageRoutes.has(r.from)) push(`${where}: ${r.from} is a page; a page cannot also redirect`);
    const target = r.to.split("#")[0]!;
    if (!pageRoutes.has(target)) push(`${where}: there is no page at ${target}`);
  }
  for (const r of redirects) {
    const target = r.to.split("#")[0]!;
    if (from.has(target))
      push(
        `redirect ${r.from} → ${r.to} (${origin}): ${target} redirects again, to ${from.get(target)}; point at the final page`,
      );
  }
  return errors;
}

/** A static page that forwards readers and search engines (meta refresh + canonical). */
export function redirectPage(r: Redirect, siteUrl: string): string {
  const to = escapeHtml(r.to);
  const canonical = escapeHtml(`${siteUrl}${r.to}`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Moved to ${to}</title><link rel="canonical" href="${canonical}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"></head><body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;
}

/** Netlify / Cloudflare Pages `_redirects` file. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} 301`).join("\n") + "\n";
}

/** `vercel.json`: clean URLs without trailing slashes, the permanent redirects and the headers. */
export function vercelConfig(redirects: readonly Redirect[], headers: readonly VercelHeader[] = []): string {
  return (
    JSON.stringify(
      {
        cleanUrls: true,
        trailingSlash: false,
        redirects: redirects.map((r) => ({ source: r.from, destination: r.to, permanent: true })),
        headers,
      },
      null,
      2,
    ) + "\n"
  );
}

/** URLs readers already link to (the 1.x site's) that would now answer 404. */
export function unservedUrls(urls: readonly string[], pageRoutes: ReadonlySet<string>, redirects: readonly Redirect[]): string[] {
  const from = new Set(redirects.map((r) => r.from));
  return urls.filter((u) => !pageRoutes.has(u) && !from.has(u));
}
