/**
 * The icons the user guide draws inline where a step names one (`<UiIcon name="…" />`), by their
 * name in `@medusajs/icons` (the icon set nested in admin-ui). `admin` is the file of the icon the
 * admin 2.1.18 really draws for it (`ui/src/components/fundamentals/icons/`), which the walker
 * recognises on screen by its SVG paths; `label` is what a screen reader says when a page has no
 * label of its own.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { nodeModulesDir } from "../modules";

export const UI_ICONS = {
  EllipsisHorizontal: { admin: "more-horizontal-icon", label: "the actions menu (⋯)" },
  Plus: { admin: "plus-icon", label: "the plus icon" },
  MagnifyingGlass: { admin: "search-icon", label: "the search icon" },
  Trash: { admin: "trash-icon", label: "the trash can icon" },
  ArrowDownTray: { admin: "download-icon", label: "the download icon" },
  PencilSquare: { admin: "edit-icon", label: "the pencil icon" },
  BellAlert: { admin: "bell-icon", label: "the bell" },
  PaperPlane: { admin: "send-icon", label: "the send icon" },
  XMark: { admin: "cross-icon", label: "the close icon" },
} as const satisfies Record<string, { admin: string; label: string }>;

export type UiIconName = keyof typeof UI_ICONS;

export function isUiIconName(name: string): name is UiIconName {
  return Object.hasOwn(UI_ICONS, name);
}

/** The admin's own drawing of an icon: its view box and paths, each stroked or filled. */
export interface AdminIcon {
  viewBox: string;
  paths: { d: string; filled: boolean; evenOdd: boolean; strokeWidth: string }[];
}

const drawings = new Map<UiIconName, AdminIcon>();

/** The admin's drawing of an icon, read from its source, which ships with admin-ui. */
export function adminIcon(name: UiIconName): AdminIcon {
  const known = drawings.get(name);
  if (known) return known;
  const adminUi = dirname(createRequire(join(nodeModulesDir(), "package.json")).resolve("@medusajs/admin-ui/package.json"));
  const base = join(adminUi, "ui", "src", "components", "fundamentals", "icons", UI_ICONS[name].admin);
  const file = [`${base}.tsx`, join(base, "index.tsx")].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`admin-ui has no icon ${UI_ICONS[name].admin} (for ${name})`);
  const source = readFileSync(file, "utf8");
  const paths = [...source.matchAll(/<path\b([\s\S]*?)\/>/g)].map((match) => {
    const attributes = match[1]!;
    const d = /\bd="([^"]+)"/.exec(attributes)?.[1];
    if (!d) throw new Error(`${file}: a path without d`);
    return {
      d,
      filled: /\bfill=\{color\}/.test(attributes),
      evenOdd: /fillRule="evenodd"/.test(attributes),
      strokeWidth: /strokeWidth="([\d.]+)"/.exec(attributes)?.[1] ?? "1.5",
    };
  });
  const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1];
  if (!viewBox || paths.length === 0) throw new Error(`${file}: no view box or no paths`);
  const drawing = { viewBox, paths };
  drawings.set(name, drawing);
  return drawing;
}

/** The `d` attributes of the admin's own drawing of an icon. */
export function adminIconPaths(name: UiIconName): string[] {
  return adminIcon(name).paths.map((path) => path.d);
}
