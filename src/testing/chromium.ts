/**
 * How every headless browser of the project starts: Debian's Chromium (or CHROMIUM_PATH) with the
 * same flags, shared by the Playwright tests (playwright.config.ts) and `npm run eval:search`.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-quic",
  ],
};
