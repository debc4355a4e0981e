import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { postFeedback } from "./feedback/post";

export interface FeedbackProps {
  pageTitle: string;
  pageUrl: string;
  /** The page's path: what the endpoint receives as `page`. */
  pagePath: string;
  /** New-issue URL of the docs repository; without it, no issue link is offered. */
  issuesUrl?: string;
  /** Where answers are posted (`feedback.endpoint` of site.config.ts). */
  endpoint?: string;
}

type Delivery = { state: "writing" } | { state: "sending" } | { state: "sent" } | { state: "failed"; reason: string };

/**
 * "Was this page helpful?". With an endpoint configured, the answer and an optional comment are
 * posted there; otherwise (and when posting fails) a No offers a GitHub issue that names the page,
 * when the site names an issues URL.
 */
export function Feedback({ pageTitle, pageUrl, pagePath, issuesUrl, endpoint }: FeedbackProps) {
  const [answer, setAnswer] = useState<"yes" | "no" | null>(null);
  const [comment, setComment] = useState("");
  const [delivery, setDelivery] = useState<Delivery>({ state: "writing" });
  const commentId = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (answer) commentRef.current?.focus();
  }, [answer]);

  const issue =
    issuesUrl &&
    `${issuesUrl}?${new URLSearchParams({
      title: `Docs feedback: ${pageTitle}`,
      body: `Page: ${pageUrl}\n\n${comment.trim() || "What were you looking for, and what was missing or wrong?"}\n`,
    })}`;

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!endpoint || !answer) return;
    setDelivery({ state: "sending" });
    void postFeedback(endpoint, { page: pagePath, helpful: answer === "yes", comment: comment.trim() }).then((r) =>
      setDelivery(r.ok ? { state: "sent" } : { state: "failed", reason: r.reason }),
    );
  };

  return (
    <div className="feedback">
      {answer === null && (
        <>
          <span className="feedback__question">Was this page helpful?</span>
          <button type="button" className="feedback__button" onClick={() => setAnswer("yes")}>
            Yes
          </button>
          <button type="button" className="feedback__button" onClick={() => setAnswer("no")}>
            No
          </button>
        </>
      )}
      {answer !== null && endpoint && delivery.state !== "sent" && (
        <form className="feedback__form" onSubmit={send}>
          <label htmlFor={commentId} className="feedback__question">
            {answer === "yes" ? "What helped you?" : "What was missing or wrong?"} (optional)
          </label>
          <textarea
            id={commentId}
            ref={commentRef}
            className="feedback__comment"
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button type="submit" className="feedback__button" disabled={delivery.state === "sending"}>
            {delivery.state === "sending" ? "Sending…" : "Send feedback"}
          </button>
        </form>
      )}
      {delivery.state === "failed" && (
        <p className="feedback__error" role="alert">
          Your feedback was not sent: {delivery.reason}.{" "}
          {issue ? (
            <>
              Try again, or <a href={issue}>open an issue on GitHub</a>.
            </>
          ) : (
            "Try again."
          )}
        </p>
      )}
      <span role="status">
        {answer === null ? null : endpoint ? (
          delivery.state === "sent" && "Thanks for your feedback."
        ) : answer === "yes" || !issue ? (
          "Thank you for letting us know."
        ) : (
          <>
            Thank you. <a href={issue}>Tell us what was missing</a> and we will improve the page.
          </>
        )}
      </span>
    </div>
  );
}
