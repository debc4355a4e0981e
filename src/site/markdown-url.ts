/** Where a page's Markdown twin is served: its URL plus `.md`; the homepage's is `/index.md`. */
export function markdownUrl(route: string): string {
  return route === "/" ? "/index.md" : `${route}.md`;
}
