import { Island } from "../../islands/Island";
import { Glyph } from "../../components/Icon/Glyph";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

export interface DocFooterProps {
  editUrl?: string;
  generatedFrom?: string;
  lastUpdated?: string;
  pageTitle: string;
  pageUrl: string;
  pagePath: string;
  issuesUrl?: string;
  /** Where the feedback widget posts its answers (site.config.ts `feedback.endpoint`). */
  feedbackEndpoint?: string;
}

/** Below the content: how to change the page, when it last changed, and the feedback question. */
export function DocFooter({
  editUrl,
  generatedFrom,
  lastUpdated,
  pageTitle,
  pageUrl,
  pagePath,
  issuesUrl,
  feedbackEndpoint,
}: DocFooterProps) {
  return (
    <footer className="doc-footer">
      <div className="doc-footer__meta">
        {editUrl && (
          <a className="doc-footer__edit" href={editUrl}>
            <Glyph d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" size={15} />
            Edit this page
          </a>
        )}
        {generatedFrom && <span className="doc-footer__generated">Generated from {generatedFrom}</span>}
        {lastUpdated && (
          <span className="doc-footer__updated">
            Last updated on <time dateTime={lastUpdated}>{dateFormat.format(new Date(lastUpdated))}</time>
          </span>
        )}
      </div>
      <Island name="Feedback" props={{ pageTitle, pageUrl, pagePath, issuesUrl, endpoint: feedbackEndpoint }} />
    </footer>
  );
}
