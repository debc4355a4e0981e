import { Parser } from "htmlparser2";

export interface HtmlFacts {
  /** Every id attribute: the anchors other pages may link to. */
  ids: string[];
  /** Every href of <a> and <link rel=…> that is not a stylesheet or icon. */
  hrefs: string[];
  /**
   * The ids of the page's content (inside its `<article>`), which readers link to: headings,
   * members, entries. Ids that components make up for their own use (tabs) are left out.
   */
  anchors: string[];
}

/** Reads anchors and links out of rendered HTML (a real HTML parser, not regular expressions). */
export function scanHtml(html: string): HtmlFacts {
  const ids: string[] = [];
  const hrefs: string[] = [];
  const anchors: string[] = [];
  let inArticle = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "article" || inArticle > 0) inArticle++;
        if (attrs.id) {
          ids.push(attrs.id);
          if (inArticle > 0 && !attrs.id.startsWith("tabs-")) anchors.push(attrs.id);
        }
        if (name === "a" && attrs.href !== undefined) hrefs.push(attrs.href);
      },
      onclosetag() {
        if (inArticle > 0) inArticle--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, hrefs, anchors };
}
