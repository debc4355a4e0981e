import type { Redirect } from "../../site/types";
import { slugId } from "./anchors";

/** A 1.x reference URL whose declaration is not in the pinned packages, and why (src/reference/v1-missing.ts). */
export interface MissingDeclaration {
  url: string;
  reason: string;
}

/** What a family index shows about the 1.x URLs that lead to it because their declaration is gone. */
export interface MissingEntry {
  id: string;
  name: string;
  url: string;
  reason: string;
}

export interface V1RedirectInput {
  /** Routes of the pages. */
  pages: ReadonlySet<string>;
  /** Where a declaration named `name` (or its `member`) is documented: pages or anchors, in claim order. */
  hrefs: (name: string, member?: string) => readonly string[];
  /** Reviewed: 1.x URLs whose declaration the pinned packages do not have. */
  missing: readonly MissingDeclaration[];
  /** Reviewed: 1.x URLs of declarations that have another name now, and that name. */
  renamed?: Readonly<Record<string, string>>;
}

export interface V1Redirects {
  redirects: Redirect[];
  /** Entries for the "not in these packages" section of each page the missing URLs lead to. */
  missingByPage: Map<string, MissingEntry[]>;
  /** URLs that lead nowhere specific and are not in the reviewed list: the build fails on them. */
  unresolved: string[];
  /** Reviewed entries that now resolve (or are not 1.x URLs): the list must be pruned. */
  stale: string[];
}

/**
 * Every URL of the 1.x reference that is not a page here redirects to the page, or the section
 * of a page, that documents the same thing. A URL whose declaration the pinned packages do not
 * have leads to its family's index, to an entry that names it and says why it is not here; each
 * such URL must be in the reviewed list, so none lands on an index silently. Pure.
 */
export function v1Redirects(v1Urls: readonly string[], input: V1RedirectInput): V1Redirects {
  const missing = new Map(input.missing.map((m) => [m.url, m]));
  const redirects: Redirect[] = [];
  const missingByPage = new Map<string, MissingEntry[]>();
  const unresolved: string[] = [];
  const used = new Set<string>();
  for (const url of v1Urls) {
    if (!url.startsWith("/references") || input.pages.has(url)) continue;
    const to = replacementOf(url, input);
    if (to) {
      redirects.push({ from: url, to });
      continue;
    }
    const m = missing.get(url);
    if (!m) {
      unresolved.push(url);
      continue;
    }
    used.add(url);
    const family = url.split("/")[2] ?? "";
    const page = input.pages.has(`/references/${family}`) ? `/references/${family}` : "/references";
    const name = nameOf(url);
    const entry = { id: `not-here-${slugId(`${family}-${name}`)}`, name, url, reason: m.reason };
    missingByPage.set(page, [...(missingByPage.get(page) ?? []), entry]);
    redirects.push({ from: url, to: `${page}#${entry.id}` });
  }
  const stale = input.missing.filter((m) => !used.has(m.url)).map((m) => m.url);
  return { redirects, missingByPage, unresolved, stale };
}

/** The declaration name an old URL is about: its last segment without the `family.` prefix or a `-1` suffix. */
function nameOf(url: string): string {
  return url.split("/").at(-1)!.split(".").at(-1)!.replace(/-\d+$/, "");
}

function replacementOf(url: string, input: V1RedirectInput): string | undefined {
  const segments = url.split("/").filter(Boolean);
  const family = segments[1] ?? "";
  const prefer = (hrefs: readonly string[]) => hrefs.find((h) => h.startsWith(`/references/${family}/`)) ?? hrefs[0];
  // /references/modules/<family> was the 1.x index of each family.
  if (family === "modules") {
    const target =
      ({ js_client: "js-client", medusa_react: "medusa-react" } as Record<string, string>)[segments[2]!] ?? segments[2]!;
    return input.pages.has(`/references/${target}`) ? `/references/${target}` : undefined;
  }
  // The 1.x index of the Admin and Store hooks is a section of the hooks index.
  const hooks = /\/medusa_react\/Hooks\/medusa_react\.Hooks\.(\w+)$/.exec(url);
  if (hooks && input.pages.has("/references/medusa-react/hooks")) return `/references/medusa-react/hooks#${slugId(hooks[1]!)}`;
  // Members of a declaration had pages of their own: …/<Owner>/methods/<prefix>.<Owner>.<member>
  const member = /\/methods\/[\w]+\.([\w]+)\.([\w]+)$/.exec(url);
  if (member) {
    const [, owner, name] = member;
    if (input.pages.has(`/references/${family}/${name}`)) return `/references/${family}/${name}`;
    const memberPage = prefer(input.hrefs(owner!, name).filter((h) => h.includes("#") || !input.hrefs(owner!).includes(h)));
    if (memberPage) return memberPage;
  }
  return prefer(input.hrefs(input.renamed?.[url] ?? nameOf(url)));
}
