import { Parser } from "htmlparser2";

export interface HtmlFacts {
  /** Every id attribute: the anchors other pages may link to. */
  ids: string[];
  /** Every href of <a> and <link rel=…> that is not a stylesheet or icon. */
  hrefs: string[];
}

/** Reads anchors and links out of rendered HTML (a real HTML parser, not regular expressions). */
export function scanHtml(html: string): HtmlFacts {
  const ids: string[] = [];
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.push(attrs.id);
        if (name === "a" && attrs.href !== undefined) hrefs.push(attrs.href);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, hrefs };
}
