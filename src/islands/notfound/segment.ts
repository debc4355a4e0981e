/**
 * The words of the last segment of a path that led nowhere, as a search query:
 * `/modules/orders/mange-returns.html` → `mange returns`, `/references/js-client/AdminOrdersResource`
 * → `Admin Orders Resource`. Empty when the path has no words (`/`).
 */
export function segmentWords(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: its words are still read, undecoded.
  }
  const last =
    path
      .split("/")
      .filter(Boolean)
      .at(-1)
      ?.replace(/\.(html?|md|mdx)$/i, "") ?? "";
  return last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
}
