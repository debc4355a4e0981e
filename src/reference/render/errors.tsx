import { Fragment, type ReactNode } from "react";
import type { ErrorEntryView, ErrorLink, ErrorMessagePart, ErrorResponseView, ErrorsPage } from "../model/types";
import { Markdown } from "./markdown";
import { HashLink } from "./parts";

/** Operations past this many are listed folded, behind their count. */
const OPEN_OPERATIONS = 6;

/**
 * A message with its values marked: `Cart with <var>cartId</var> was not found`. It is the
 * program's output, quoted as sent (`<samp>`): backticks in it are the backend's, not Markdown.
 */
export function ErrorMessage({ parts }: { parts: readonly ErrorMessagePart[] }) {
  return (
    <samp className="err-text">
      {parts.map((p, i) => (typeof p === "string" ? <Fragment key={i}>{p}</Fragment> : <var key={i}>{`{${p.variable}}`}</var>))}
    </samp>
  );
}

/** Text whose backtick spans are code: the few words of a fact, without a Markdown parse. */
function CodeSpans({ text }: { text: string }) {
  return text.split("`").map((t, i) => (i % 2 === 1 ? <code key={i}>{t}</code> : <Fragment key={i}>{t}</Fragment>));
}

/** The JSON body the handler sends, its message's values marked. */
function Body({ body }: { body: ErrorResponseView["body"] }) {
  const field = (name: string, value: string) => `  "${name}": ${JSON.stringify(value)},\n`;
  const message = body.message.map((p) => (typeof p === "string" ? JSON.stringify(p).slice(1, -1) : p));
  return (
    <pre className="err-body">
      <code>
        {"{\n"}
        {body.code !== undefined && field("code", body.code)}
        {field("type", body.type)}
        {'  "message": "'}
        {message.map((p, i) =>
          typeof p === "string" ? <Fragment key={i}>{p}</Fragment> : <var key={i}>{`{${p.variable}}`}</var>,
        )}
        {'"\n}'}
      </code>
    </pre>
  );
}

function Response({ r }: { r: ErrorResponseView }) {
  return (
    <>
      <p>
        Status <code>{r.status}</code>, with this body
        {r.replaced && ": the handler sends its own message, and the one thrown is only in the server log"}.
      </p>
      <Body body={r.body} />
    </>
  );
}

function Operations({ entry }: { entry: ErrorEntryView }) {
  const items = entry.operations.map((o) => (
    <li key={o.href}>
      <a href={o.href}>
        <code>{o.label}</code>
      </a>
      {o.observed && <span className="err-seen">{o.found ? " seen by verify:api" : " seen by verify:api only"}</span>}
    </li>
  ));
  return (
    <>
      {items.length > 0 && items.length <= OPEN_OPERATIONS && <ul className="err-ops">{items}</ul>}
      {items.length > OPEN_OPERATIONS && (
        <details className="err-ops-folded">
          <summary>{items.length} operations</summary>
          <ul className="err-ops">{items}</ul>
        </details>
      )}
      {entry.operationsNote && <Markdown text={entry.operationsNote} />}
    </>
  );
}

/** One fact of an entry: its name and what it says. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Entry({ entry }: { entry: ErrorEntryView }) {
  // The heading reads as the message is sent; a message whose values are made of words shows how it is thrown below.
  const shown = entry.sentAs?.[0] ?? entry.message;
  const label = shown.map((p) => (typeof p === "string" ? p : `{${p.variable}}`)).join("");
  return (
    <section className="err-entry">
      <h3 id={entry.anchor}>
        {/* A pasted message finds its entry by these words (src/builder/search-extract.ts). */}
        <span className="err-message" data-search-weight="5">
          <ErrorMessage parts={shown} />
        </span>
        <HashLink id={entry.anchor} label={label} />
      </h3>
      <dl className="err-facts">
        {entry.sentAs && (
          <Fact term="As thrown">
            <p className="err-sent">
              <ErrorMessage parts={entry.message} />
            </p>
          </Fact>
        )}
        {entry.sentAs && entry.sentAs.length > 1 && (
          <Fact term="Also sent as">
            {entry.sentAs.slice(1).map((form, i) => (
              <p key={i} className="err-sent" data-search-weight="5">
                <ErrorMessage parts={form} />
              </p>
            ))}
          </Fact>
        )}
        <Fact term="Raised as">
          <CodeSpans text={entry.raisedAs} />
        </Fact>
        {entry.responses.length > 0 && (
          <Fact term="What the API answers">
            {entry.responses.map((r, i) => (
              <Response key={i} r={r} />
            ))}
          </Fact>
        )}
        {entry.seen && (
          <Fact term="Where you see it">
            <Markdown text={entry.seen} />
          </Fact>
        )}
        {entry.note && (
          <Fact term="Note">
            <Markdown text={entry.note} />
          </Fact>
        )}
        <Fact term={entry.seen ? "Comes from" : "Thrown in"}>
          <ul className="err-sites">
            {entry.sites.map((s, i) => (
              <li key={i}>
                <code>{s.href ? <a href={s.href}>{s.label}</a> : s.label}</code>{" "}
                <span className="err-source" data-search-ignore="">
                  {s.source}
                </span>
              </li>
            ))}
          </ul>
        </Fact>
        {(entry.operations.length > 0 || entry.operationsNote) && (
          <>
            <dt>REST operations that can answer it</dt>
            <dd data-search-ignore="all">
              <Operations entry={entry} />
            </dd>
          </>
        )}
        {entry.cause && (
          <Fact term="Cause">
            <Markdown text={entry.cause} />
          </Fact>
        )}
        {entry.fix && (
          <Fact term="Fix">
            <Markdown text={entry.fix} />
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** A page of the error reference: its intro, then each section's entries. */
export function ErrorsReferencePage({ model }: { model: ErrorsPage }) {
  return (
    <>
      <Markdown text={model.intro} />
      {model.sections.map((s) => (
        <section key={s.id} className="err-section">
          <h2 id={s.id}>
            {s.title}
            <HashLink id={s.id} label={s.title} />
          </h2>
          {s.entries.map((e) => (
            <Entry key={e.anchor} entry={e} />
          ))}
        </section>
      ))}
    </>
  );
}

/** A REST operation's links to the error entries it can return (beside its errors list). */
export function ErrorEntryLinks({ links }: { links: readonly ErrorLink[] }) {
  const items = links.map((l) => (
    <li key={l.href}>
      {l.status !== undefined && <code>{l.status}</code>}{" "}
      <a href={l.href}>
        <samp className="err-text">{l.text}</samp>
      </a>
      {l.observed && <span className="err-seen"> seen by verify:api</span>}
    </li>
  ));
  return (
    <details className="api-error-entries" data-search-ignore="all">
      <summary>Error messages it can return: {links.length}</summary>
      <ul>{items}</ul>
    </details>
  );
}
