import { Glyph } from "../../components/Icon/Glyph";
import { Island } from "../../islands/Island";
import type { OpenInLink } from "./open-in";

/**
 * Beside the page title: the page as Markdown, for readers who take it to an assistant or a
 * terminal. "View as Markdown" is a plain link, so it works without JavaScript; "Copy page" is an
 * island that fetches the same URL. "Open in" links (configured, none by default) hand that URL to
 * an assistant; they send no Referer. Kept out of the search index, which is for the page's content.
 */
export function PageActions({ markdownUrl, openIn = [] }: { markdownUrl: string; openIn?: OpenInLink[] }) {
  return (
    <div className="page-actions" role="group" aria-label="This page as Markdown" data-search-ignore="all">
      <Island name="CopyPage" props={{ markdownUrl }} />
      <a className="page-actions__button" href={markdownUrl} type="text/markdown">
        <Glyph d={["M14 3H6v18h12V7z", "M14 3v4h4", "M9 13h6M9 17h6"]} size={15} />
        View as Markdown
      </a>
      {openIn.map((o) => (
        <a key={o.href} className="page-actions__button" href={o.href} rel="noreferrer">
          <Glyph d={["M14 4h6v6", "M20 4l-9 9", "M18 14v6H4V6h6"]} size={15} />
          {`Open in ${o.label}`}
        </a>
      ))}
    </div>
  );
}
