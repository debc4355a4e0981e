import { useState } from "react";

export interface FeedbackProps {
  pageTitle: string;
  pageUrl: string;
  /** New-issue URL of the docs repository. */
  issuesUrl: string;
}

/** "Was this page helpful?" — a No offers to open an issue that already names the page. */
export function Feedback({ pageTitle, pageUrl, issuesUrl }: FeedbackProps) {
  const [answer, setAnswer] = useState<"yes" | "no" | null>(null);
  const issue = `${issuesUrl}?${new URLSearchParams({
    title: `Docs feedback: ${pageTitle}`,
    body: `Page: ${pageUrl}\n\nWhat were you looking for, and what was missing or wrong?\n`,
  })}`;

  return (
    <div className="feedback" aria-live="polite">
      {answer === null ? (
        <>
          <span className="feedback__question">Was this page helpful?</span>
          <button type="button" className="feedback__button" onClick={() => setAnswer("yes")}>
            Yes
          </button>
          <button type="button" className="feedback__button" onClick={() => setAnswer("no")}>
            No
          </button>
        </>
      ) : answer === "yes" ? (
        <span>Thank you for letting us know.</span>
      ) : (
        <span>
          Thank you. <a href={issue}>Tell us what was missing</a> and we will improve the page.
        </span>
      )}
    </div>
  );
}
