import { THEME_BOOT_SCRIPT } from "../islands/theme";
import { SIDEBAR_SCROLL_SCRIPT } from "../theme/Sidebar/keep-place";

/**
 * The inline scripts of the page shell, and nothing else. The build allows whatever inline scripts
 * pages actually emit by their hashes (src/site/headers.ts); this list lets renderPage.test catch a
 * shell that starts inlining a script nobody meant to add. (The REST API landing pages add their
 * own 1.x anchor script, outside the shell.)
 */
export const INLINE_SCRIPTS: readonly string[] = [THEME_BOOT_SCRIPT, SIDEBAR_SCROLL_SCRIPT];
