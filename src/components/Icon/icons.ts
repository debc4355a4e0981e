/**
 * A small, hand-drawn icon set (24×24, stroked). Each icon is a list of SVG path
 * `d` strings. Used by sidebars and cards; add an icon here to use it anywhere.
 */
export const ICONS = {
  book: ["M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z", "M4 21V5", "M8 7h7"],
  cube: ["M12 2 3 7v10l9 5 9-5V7z", "M3 7l9 5 9-5", "M12 12v10"],
  wrench: ["M14 6a4 4 0 0 0 5 5l-9 9a2 2 0 0 1-3-3l9-9a4 4 0 0 0-2-2z"],
  storefront: ["M3 9l2-5h14l2 5", "M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z", "M5 13v7h14v-7", "M10 20v-4h4v4"],
  code: ["M8 7l-5 5 5 5", "M16 7l5 5-5 5", "M14 4l-4 16"],
  terminal: ["M3 4h18v16H3z", "M7 9l3 3-3 3", "M12 15h5"],
  sparkles: ["M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z", "M19 16l1 2 2 1-2 1-1 2-1-2-2-1 2-1z"],
  user: ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21a8 8 0 0 1 16 0"],
  puzzle: ["M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H4z"],
  brackets: ["M8 4H5v16h3", "M16 4h3v16h-3"],
  arrowUp: ["M12 20V5", "M6 11l6-6 6 6"],
  lifebuoy: [
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z",
    "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
    "M5.6 5.6l3.6 3.6",
    "M14.8 14.8l3.6 3.6",
    "M18.4 5.6l-3.6 3.6",
    "M9.2 14.8l-3.6 3.6",
  ],
  cloud: ["M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 8z"],
  beaker: ["M9 3h6", "M10 3v6l-6 11h16L14 9V3", "M7 15h10"],
  dashboard: ["M3 3h8v8H3z", "M13 3h8v5h-8z", "M13 10h8v11h-8z", "M3 13h8v8H3z"],
  cart: ["M3 4h2l3 11h11l2-8H6", "M9 20a1 1 0 1 0 0-.1", "M18 20a1 1 0 1 0 0-.1"],
  server: ["M4 4h16v6H4z", "M4 14h16v6H4z", "M8 7h.01", "M8 17h.01"],
  flask: ["M10 2v6L4 20h16L14 8V2", "M8 2h8"],
  rocket: ["M12 3c4 2 6 6 6 10l-3 3H9l-3-3c0-4 2-8 6-10z", "M12 10a1.5 1.5 0 1 0 0-.1", "M9 16l-2 5 5-2", "M15 16l2 5-5-2"],
  chat: ["M4 5h16v11H9l-5 4z"],
  glossary: ["M5 4h11l3 3v13H5z", "M9 10h6", "M9 14h6"],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
