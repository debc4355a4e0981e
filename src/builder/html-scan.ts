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
  /** Text of every inline script the browser runs (no `src`, a JavaScript type): CSP hashes them. */
  inlineScripts: string[];
  /** Elements with a `style` attribute, which the Content Security Policy would block. */
  inlineStyles: string[];
}

/** Script types a browser executes; `application/json` and other data blocks are not. */
function executable(type: string | undefined): boolean {
  return type === undefined || type === "" || type === "module" || /^(text|application)\/(java|ecma)script$/i.test(type);
}

/** What one reader of a parse handles: the events of htmlparser2 this project's readers use. */
export interface HtmlReader {
  onopentag?(name: string, attrs: Record<string, string>): void;
  ontext?(text: string): void;
  onclosetag?(name: string): void;
}

/** Parses `html` once (a real HTML parser, not regular expressions) and hands every event to each reader in turn. */
export function readHtml(html: string, readers: readonly HtmlReader[]): void {
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        for (const r of readers) r.onopentag?.(name, attrs);
      },
      ontext(text) {
        for (const r of readers) r.ontext?.(text);
      },
      onclosetag(name) {
        for (const r of readers) r.onclosetag?.(name);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
}

/** Reads anchors and links out of rendered HTML. */
export function scanHtml(html: string): HtmlFacts {
  const reader = htmlFactsReader();
  readHtml(html, [reader]);
  return reader.facts();
}

/** Reads a page's anchors, links and inline code from the events of one parse (`readHtml`); `facts()` after it. */
export function htmlFactsReader(): HtmlReader & { facts(): HtmlFacts } {
  const ids: string[] = [];
  const hrefs: string[] = [];
  const anchors: string[] = [];
  const inlineScripts: string[] = [];
  const inlineStyles: string[] = [];
  let inArticle = 0;
  let script: string | undefined;
  return {
    onopentag(name, attrs) {
      if (name === "article" || inArticle > 0) inArticle++;
      if (attrs.id) {
        ids.push(attrs.id);
        // Tab sets and diagrams name their parts for ARIA; those ids are no anchors of the page.
        if (inArticle > 0 && !/^(tabs-|diagram--)/.test(attrs.id)) anchors.push(attrs.id);
      }
      if (name === "a" && attrs.href !== undefined) hrefs.push(attrs.href);
      if (attrs.style !== undefined) inlineStyles.push(`<${name}${attrs.id ? ` id="${attrs.id}"` : ""} style="${attrs.style}">`);
      if (name === "script" && attrs.src === undefined && executable(attrs.type)) script = "";
    },
    ontext(text) {
      if (script !== undefined) script += text;
    },
    onclosetag(name) {
      if (name === "script" && script !== undefined) {
        inlineScripts.push(script);
        script = undefined;
      }
      if (inArticle > 0) inArticle--;
    },
    facts() {
      return { ids, hrefs, anchors, inlineScripts, inlineStyles };
    },
  };
}

/** The message for a page whose HTML has `style` attributes, which `style-src 'self'` blocks. */
export function inlineStyleProblem(elements: readonly string[]): string {
  return (
    `${elements.length} element(s) have an inline style attribute, which the site's Content Security Policy blocks ` +
    `(style-src 'self'): ${elements.slice(0, 3).join(", ")}. Give the element a class and put the rule in a stylesheet.`
  );
}
