import type { Diagnostic } from "../diagnostics";
import { editDistance } from "../lib/edit-distance";
import type { PageMeta } from "../site/types";
import type { SidebarLocator, SidebarPath } from "./locate";
import {
  SIDEBAR_IDS,
  type ResolvedItem,
  type ResolvedSidebar,
  type SidebarId,
  type SidebarItem,
  type SidebarItemInput,
  type SidebarsConfig,
} from "./types";

export interface ResolvedSidebars {
  sidebars: Record<SidebarId, ResolvedSidebar>;
  /** Page id → the sidebar that lists it. */
  sidebarOfPage: Map<string, SidebarId>;
  diagnostics: Diagnostic[];
}

/**
 * Expands generated items, attaches labels and URLs, and checks the contract:
 * every page is in exactly one sidebar (or says `sidebar: false`), every entry has a page,
 * and every sidebar that lists pages has a landing page and, except `homepage`, a back link.
 */
export function resolveSidebars(
  config: SidebarsConfig,
  pages: readonly PageMeta[],
  locator: SidebarLocator,
  generated: Readonly<Record<string, readonly SidebarItemInput[]>> = {},
): ResolvedSidebars {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const diagnostics: Diagnostic[] = [];
  const sidebarOfPage = new Map<string, SidebarId>();
  /** Where each page was first listed, for "listed twice" errors. */
  const listedAt = new Map<string, SidebarPath>();
  const sidebars = {} as Record<SidebarId, ResolvedSidebar>;

  const fail = (sid: SidebarId, path: SidebarPath, message: string, hint?: string) => {
    diagnostics.push({ ...locator.locate(sid, path), message, hint });
  };

  const claim = (sid: SidebarId, id: string, path: SidebarPath) => {
    const page = byId.get(id)!;
    const other = sidebarOfPage.get(id);
    if (other === sid) {
      const first = locator.locate(sid, listedAt.get(id)!);
      fail(
        sid,
        path,
        `page "${id}" is listed twice in the ${sid} sidebar`,
        `it is first listed at ${first.file}:${first.line}; list it once and use a link item elsewhere`,
      );
    } else if (other) {
      fail(sid, path, `page "${id}" is already in the ${other} sidebar`, "a page belongs to one sidebar: use a link item here");
    } else if (page.sidebar === false) {
      fail(
        sid,
        path,
        `page "${id}" sets "sidebar: false" in ${page.sourceFile ?? "its front matter"} but is listed in the ${sid} sidebar`,
      );
    } else {
      sidebarOfPage.set(id, sid);
      listedAt.set(id, path);
    }
  };

  const missing = (sid: SidebarId, path: SidebarPath, id: string, what: string) => {
    const hint = closest(id, [...byId.keys()]);
    fail(sid, path, `${what} "${id}" has no page`, hint ? `did you mean "${hint}"?` : undefined);
  };

  /** `path` locates the items' array in the sidebar's source; generated items are located at the entry that asked for them. */
  const resolveItems = (
    sid: SidebarId,
    items: readonly SidebarItemInput[],
    path: SidebarPath | ((i: number) => SidebarPath),
  ): ResolvedItem[] => {
    const out: ResolvedItem[] = [];
    const at = (i: number, ...rest: (string | number)[]): SidebarPath =>
      typeof path === "function" ? path(i) : [...path, i, ...rest];
    items.forEach((input, i) => {
      const item: SidebarItem = typeof input === "string" ? { type: "doc", id: input } : input;
      switch (item.type) {
        case "doc": {
          const page = byId.get(item.id);
          const p = typeof input === "string" ? at(i) : at(i, "id");
          if (!page) {
            missing(sid, p, item.id, "doc");
            break;
          }
          claim(sid, item.id, p);
          out.push({
            type: "doc",
            id: page.id,
            href: page.route,
            label: item.label ?? page.sidebarLabel ?? page.title,
            badge: item.badge ?? page.badge,
            icon: item.icon,
          });
          break;
        }
        case "link":
          out.push({
            type: "link",
            href: item.href,
            label: item.label,
            external: /^https?:\/\//.test(item.href),
            badge: item.badge,
            icon: item.icon,
          });
          break;
        case "category": {
          let page: PageMeta | undefined;
          if (item.link) {
            page = byId.get(item.link);
            if (!page) missing(sid, at(i, "link"), item.link, `category "${item.label}" links to`);
            else claim(sid, item.link, at(i, "link"));
          }
          const children = resolveItems(sid, item.items, typeof path === "function" ? () => path(i) : at(i, "items"));
          if (children.length === 0 && !page) fail(sid, at(i, "label"), `category "${item.label}" is empty`);
          out.push({
            type: "category",
            label: item.label,
            docId: page?.id,
            href: page?.route,
            items: children,
            collapsible: item.collapsible ?? true,
            collapsed: item.collapsed ?? true,
            badge: item.badge ?? page?.badge,
            icon: item.icon,
          });
          break;
        }
        case "headline":
          out.push({
            type: "headline",
            label: item.label,
            icon: item.icon,
            items: resolveItems(sid, item.items, typeof path === "function" ? () => path(i) : at(i, "items")),
          });
          break;
        case "divider":
          out.push({ type: "divider", label: item.label });
          break;
        case "generated": {
          const items = generated[item.family];
          if (!items || items.length === 0)
            fail(sid, at(i, "family"), `generated family "${item.family}" provides no sidebar items`);
          else out.push(...resolveItems(sid, items, () => at(i, "family")));
          break;
        }
        case "autogenerated": {
          const auto = autogenerate(item.dir, pages);
          if (auto.length === 0) fail(sid, at(i, "dir"), `autogenerated folder "${item.dir}" holds no pages`);
          out.push(...resolveItems(sid, auto, () => at(i, "dir")));
          break;
        }
        default:
          fail(sid, at(i), `unknown sidebar item type "${(item as { type: unknown }).type}"`);
      }
    });
    return out;
  };

  for (const sid of SIDEBAR_IDS) {
    const def = config[sid];
    const items = resolveItems(sid, def.items, ["items"]);
    let landing: ResolvedSidebar["landing"];
    if (def.landing) {
      const page = byId.get(def.landing);
      if (!page) missing(sid, ["landing"], def.landing, "landing page");
      else landing = { id: page.id, href: page.route };
    }
    if (items.length > 0) {
      if (!def.landing)
        fail(
          sid,
          ["title"],
          `sidebar ${sid} lists pages but has no landing page for its title link`,
          'add "landing": the id of its first page',
        );
      else if (landing && sidebarOfPage.get(landing.id) !== sid) {
        fail(sid, ["landing"], `landing page "${def.landing}" of sidebar ${sid} must be listed in that sidebar`);
      }
      if (sid !== "homepage" && !def.back)
        fail(sid, ["title"], `sidebar ${sid} needs a back link`, '"back": the id of the sidebar it is entered from');
    }
    sidebars[sid] = { id: sid, title: def.title, landing, items, back: undefined };
  }

  // Back links point at the landing page of the sidebar they lead back to.
  for (const sid of SIDEBAR_IDS) {
    const def = config[sid];
    // A declared sidebar that lists no pages yet is never shown, so it needs no working back link.
    if (!def.back || sidebars[sid].items.length === 0) continue;
    const target = sidebars[def.back];
    if (def.back === sid) fail(sid, ["back"], `sidebar ${sid} cannot lead back to itself`);
    else if (!target.landing) fail(sid, ["back"], `sidebar ${sid} leads back to ${def.back}, which has no landing page`);
    else sidebars[sid].back = { href: target.landing.href, label: def.backLabel ?? `Back to ${target.title}` };
  }

  for (const page of pages) {
    if (page.sidebar === false || sidebarOfPage.has(page.id)) continue;
    diagnostics.push(
      page.sourceFile
        ? {
            file: page.sourceFile,
            line: 1,
            message: `page "${page.id}" is in no sidebar`,
            hint: 'add it to one in sidebars/, or set "sidebar: false" if that is on purpose',
          }
        : {
            file: `generated page ${page.route}`,
            message: `generated page "${page.id}" is in no sidebar and not marked sidebar-less`,
          },
    );
  }

  return { sidebars, sidebarOfPage, diagnostics };
}

/** Items for every page below `dir`: direct pages as docs, sub-folders as categories. */
export function autogenerate(dir: string, pages: readonly PageMeta[]): SidebarItemInput[] {
  const prefix = `${dir.replace(/\/$/, "")}/`;
  const direct: PageMeta[] = [];
  const folders = new Map<string, PageMeta[]>();
  for (const p of pages) {
    if (!p.id.startsWith(prefix) || p.sidebar === false) continue;
    const rest = p.id.slice(prefix.length);
    const slash = rest.indexOf("/");
    if (slash === -1) direct.push(p);
    else {
      const folder = rest.slice(0, slash);
      folders.set(folder, [...(folders.get(folder) ?? []), p]);
    }
  }
  type Entry = { sortLabel: string; position: number; item: SidebarItemInput };
  const entries: Entry[] = [];
  for (const p of direct) {
    const name = p.id.slice(prefix.length);
    if (folders.has(name)) continue; // it is the index of a folder: the category links to it
    entries.push({ sortLabel: p.sidebarLabel ?? p.title, position: p.position ?? Infinity, item: { type: "doc", id: p.id } });
  }
  for (const name of folders.keys()) {
    const index = direct.find((p) => p.id === `${prefix}${name}`);
    entries.push({
      sortLabel: index?.sidebarLabel ?? index?.title ?? name,
      position: index?.position ?? Infinity,
      item: {
        type: "category",
        label: index?.sidebarLabel ?? index?.title ?? name,
        link: index?.id,
        items: autogenerate(`${prefix}${name}`, pages),
      },
    });
  }
  entries.sort((a, b) => a.position - b.position || a.sortLabel.localeCompare(b.sortLabel, "en"));
  return entries.map((e) => e.item);
}

/** The known id nearest to `id`, for "did you mean" hints. */
export function closest(id: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    // Ids far apart in length are never the one meant: skip comparing them.
    const d = editDistance(id, k, 8);
    if (d < bestScore) {
      bestScore = d;
      best = k;
    }
  }
  return best !== undefined && bestScore <= Math.max(3, id.length / 3) ? best : undefined;
}
