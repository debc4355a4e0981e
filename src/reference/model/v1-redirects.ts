import type { Redirect } from "../../site/types";

/** A page that replaced 1.x URLs: its route, and the declaration it documents (if it documents one). */
export interface RedirectTarget {
  route: string;
  declName?: string;
}

/**
 * Every URL of the 1.x reference that is not a page here redirects to the page that replaced it.
 * Pure: the same URLs and pages give the same redirects.
 */
export function v1Redirects(v1Urls: readonly string[], targets: readonly RedirectTarget[]): Redirect[] {
  const pages = new Set(targets.map((t) => t.route));
  const byName = new Map<string, string[]>();
  for (const t of targets) if (t.declName) byName.set(t.declName, [...(byName.get(t.declName) ?? []), t.route]);
  const redirects: Redirect[] = [];
  for (const url of v1Urls) {
    if (!url.startsWith("/references") || pages.has(url)) continue;
    const to = replacementOf(url, pages, byName);
    if (to) redirects.push({ from: url, to });
  }
  return redirects;
}

function replacementOf(url: string, pages: ReadonlySet<string>, byName: ReadonlyMap<string, string[]>): string | undefined {
  const segments = url.split("/").filter(Boolean);
  const family = segments[1] ?? "";
  // /references/modules/<family> was the 1.x index of each family.
  if (family === "modules") {
    const target =
      ({ js_client: "js-client", medusa_react: "medusa-react" } as Record<string, string>)[segments[2]!] ?? segments[2]!;
    return pages.has(`/references/${target}`) ? `/references/${target}` : "/references";
  }
  // Members of a declaration had pages of their own: …/<Owner>/methods/<prefix>.<Owner>.<member>
  const member = /\/methods\/[\w]+\.([\w]+)\.([\w]+)$/.exec(url);
  if (member) {
    const [, owner, name] = member;
    const direct = `/references/${family}/${name}`;
    if (pages.has(direct)) return direct;
    const ownerPage = pickByName(byName, owner!, family);
    if (ownerPage) return `${ownerPage}#${name}`;
  }
  if (family === "medusa_react" && segments[2] === "Hooks") return "/references/medusa-react/hooks";
  const last = segments.at(-1)!;
  const name = last.split(".").at(-1)!.replace(/-\d+$/, "");
  const byDecl = pickByName(byName, name, family);
  if (byDecl) return byDecl;
  if (/^types\.\w+$/.test(last) && pages.has("/references/types")) return "/references/types";
  return pages.has(`/references/${family}`) ? `/references/${family}` : "/references";
}

/** The page of a declaration named `name`, preferring the family the old URL was in. */
function pickByName(byName: ReadonlyMap<string, string[]>, name: string, family: string): string | undefined {
  const routes = byName.get(name);
  if (!routes) return undefined;
  return routes.find((r) => r.startsWith(`/references/${family}/`)) ?? routes[0];
}
