import { THEME_BOOT_SCRIPT } from "../islands/theme";
import { SIDEBAR_SCROLL_SCRIPT } from "../theme/Sidebar/keep-place";

/**
 * Every inline script a page may carry, and nothing else: a strict Content-Security-Policy lists
 * their hashes (`'sha256-…'`), so a page that inlines any other script is a bug (renderPage.test).
 */
export const INLINE_SCRIPTS: readonly string[] = [THEME_BOOT_SCRIPT, SIDEBAR_SCROLL_SCRIPT];
