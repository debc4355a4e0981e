/**
 * Waits until a page's islands are hydrated: React has claimed the theme toggle, a header island
 * that every page has and that hydrates after the search button. Shared by the browser tests
 * (e2e/helpers.ts) and the bench; `page` is a Playwright page of either package.
 */
export async function hydrated(page: { waitForFunction(fn: () => boolean): Promise<unknown> }): Promise<void> {
  await page.waitForFunction(() => {
    const btn = document.querySelector(".theme-toggle");
    return !!btn && Object.keys(btn).some((k) => k.startsWith("__react"));
  });
}
