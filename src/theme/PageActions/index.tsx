import { Glyph } from "../../components/Icon/Glyph";
import { Island } from "../../islands/Island";

/**
 * Beside the page title: the page as Markdown, for readers who take it to an assistant or a
 * terminal. "View as Markdown" is a plain link, so it works without JavaScript; "Copy page" is an
 * island that fetches the same URL. Kept out of the search index, which is for the page's content.
 */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  return (
    <div className="page-actions" role="group" aria-label="This page as Markdown" data-search-ignore="all">
      <Island name="CopyPage" props={{ markdownUrl }} />
      <a className="page-actions__button" href={markdownUrl} type="text/markdown">
        <Glyph d={["M14 3H6v18h12V7z", "M14 3v4h4", "M9 13h6M9 17h6"]} size={15} />
        View as Markdown
      </a>
    </div>
  );
}
