import { Fragment, type ReactNode } from "react";
import { TabItem, Tabs } from "../../components/Tabs";
import { apiExampleAnchor, apiFieldAnchor } from "../model/anchors";
import { RESOURCES_ID } from "../model/outline";
import type { ApiField, ApiLandingPage, ApiOperation, ApiResourcePage } from "../model/types";
import { routeWords } from "../../islands/search/route";
import { ErrorEntryLinks } from "./errors";
import { InlineMarkdown, Markdown } from "./markdown";
import { operationSizeClasses } from "./op-size";
import { FlagWords, HashLink } from "./parts";

/**
 * The 1.x site's REST reference put operations at `#carts_postcarts` and Redoc's at
 * `#tag/Carts/operation/PostCarts`, on one page per API. On the landing pages, this fixed script
 * sends such a link to the operation's section (from the map beside it); the shared client bundle
 * does not carry it. It is a constant, so a Content Security Policy can allow it by its hash.
 */
export const API_ANCHOR_SCRIPT =
  '(function(){var h=decodeURIComponent(location.hash.slice(1));if(!h)return;var m=document.getElementById("api-anchor-map");if(!m||document.getElementById(h))return;var map=JSON.parse(m.textContent);var r=/^tag\\/([^/]+)\\/operation\\/(.+)$/.exec(h);var k=r?r[2]:h.indexOf("_")>=0?h.slice(h.lastIndexOf("_")+1):h;var t=r?r[1]:h.indexOf("_")>=0?h.slice(0,h.indexOf("_")):h.replace(/^tag\\//,"");var to=map.ops[k.toLowerCase()]||map.ops[k.toLowerCase().replace(/s$/,"")]||map.tags[t.toLowerCase().replace(/[^a-z0-9]+/g,"-")];if(to)location.replace(to);})();';

const METHOD_CLASS: Record<string, string> = { get: "get", post: "post", delete: "delete", put: "put", patch: "patch" };

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${METHOD_CLASS[method] ?? "other"}`}>{method.toUpperCase()}</span>;
}

function H({ depth, id, children }: { depth: 2 | 3; id: string; children: string }) {
  const Tag = depth === 2 ? "h2" : "h3";
  return (
    <Tag id={id}>
      {children}
      <HashLink id={id} label={children} />
    </Tag>
  );
}

function TypeLink({ text, href }: { text: string; href?: string }) {
  return <code className="api-type">{href ? <a href={href}>{text}</a> : text}</code>;
}

/** Texts as code, separated by commas. */
function CodeList({ items, className }: { items: string[]; className?: string }) {
  return items.map((item, i) => (
    <Fragment key={item}>
      {i > 0 && ", "}
      <code className={className}>{item}</code>
    </Fragment>
  ));
}

/**
 * Fields as a nested list; an object's fields open in place (no JavaScript: `<details>`). With
 * `anchorOf` (parameters and request body fields), each field is a target of its own, its name a
 * link to it, so a reader can point at one field.
 */
export function FieldList({ fields, anchorOf }: { fields: ApiField[]; anchorOf?: (path: string[]) => string }) {
  if (fields.length === 0) return null;
  return (
    <ul className="api-fields">
      {fields.map((f) => {
        const id = anchorOf?.([f.name]);
        const name = <code className="api-field__name">{f.name}</code>;
        return (
          // The name, type and flags sit in the item itself, not in a wrapper of their own: a resource
          // page lists over a thousand fields, and every element costs the browser time.
          <li key={f.name} className="api-field" id={id}>
            {id ? (
              <a className="api-field__anchor" href={`#${id}`}>
                {name}
              </a>
            ) : (
              name
            )}{" "}
            <TypeLink text={f.type} href={f.href} />{" "}
            <span className={f.required ? "api-flag api-flag--required" : "api-flag"}>
              {f.required ? "required" : "optional"}
            </span>
            <FlagWords
              flags={[
                { on: f.nullable, label: "nullable", className: "api-flag" },
                { on: f.expandable, label: "expandable", className: "api-flag" },
                { on: f.deprecated, label: "deprecated", className: "api-flag api-flag--deprecated" },
              ]}
            />
            <Markdown text={f.description} />
            {f.seeAlso && <Markdown text={f.seeAlso} />}
            {f.defaultValue !== undefined && (
              <p className="api-meta">
                Default: <code>{f.defaultValue}</code>
              </p>
            )}
            {f.enumValues && (
              <p className="api-meta">
                One of: <CodeList items={f.enumValues} />
              </p>
            )}
            {f.minimum && (
              <p className="api-meta">
                {f.minimum.exclusive ? "More than" : "Minimum"}: <code>{f.minimum.value}</code>
              </p>
            )}
            {f.featureFlag && (
              <p className="api-meta">
                Available when the <code>{f.featureFlag}</code> feature flag is on.
              </p>
            )}
            {f.children && (
              <details className="api-children">
                <summary>Fields of {f.name}</summary>
                <FieldList fields={f.children} anchorOf={anchorOf && ((path) => anchorOf([f.name, ...path]))} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Where a response's fields or example were first drawn on the page. */
interface FirstShown {
  opId: string;
  opTitle: string;
  status: string;
}

/** For one response: where the page drew the same fields, or the same example, before it. */
interface Repeats {
  fields?: FirstShown;
  example?: FirstShown;
}

/** What an operation repeats of the operations above it on the page. */
interface OperationRepeats {
  /** By status. */
  responses: Map<string, Repeats>;
  /** By the difference's index in `knownDifferences`: the operation that first described it. */
  differences: Map<number, FirstShown>;
}

/** The number of fields of a list, nested ones included. */
function fieldCount(fields: ApiField[]): number {
  return fields.reduce((n, f) => n + 1 + (f.children ? fieldCount(f.children) : 0), 0);
}

/** A list of fewer fields than this is drawn again rather than linked to. */
const LINK_FROM_FIELDS = 6;

/**
 * Many operations of a resource answer with the same schema (nine of /api/admin/products return
 * the product with all its relations), and share what the backend does differently from it: the
 * page draws each schema, example and difference once, and the later operations link to it.
 * Keyed by operation id.
 */
function findRepeats(operations: ApiOperation[]): Map<string, OperationRepeats> {
  const fields = new Map<string, FirstShown>();
  const examples = new Map<string, FirstShown>();
  const differences = new Map<string, FirstShown>();
  const seen = (map: Map<string, FirstShown>, key: string, here: FirstShown) => {
    const before = map.get(key);
    if (!before) map.set(key, here);
    return before;
  };
  return new Map(
    operations.map((op) => {
      const at = (status: string): FirstShown => ({ opId: op.id, opTitle: operationTitle(op), status });
      const responses = new Map(
        op.responses.map((r) => [
          r.status,
          {
            fields: fieldCount(r.fields) >= LINK_FROM_FIELDS ? seen(fields, JSON.stringify(r.fields), at(r.status)) : undefined,
            example: r.example ? seen(examples, r.example, at(r.status)) : undefined,
          },
        ]),
      );
      const repeated = new Map<number, FirstShown>();
      op.knownDifferences.forEach((d, i) => {
        const before = seen(differences, JSON.stringify(d), at(""));
        if (before) repeated.set(i, before);
      });
      return [op.id, { responses, differences: repeated }];
    }),
  );
}

function SameAs({ what, first }: { what: string; first: FirstShown }) {
  return (
    <p className="api-meta">
      {what} the same as the <a href={`#${first.opId}`}>{`${first.status} response of “${first.opTitle}”`}</a>.
    </p>
  );
}

function Json({ label, json, same }: { label: string; json?: string; same?: FirstShown }) {
  if (!json) return null;
  return (
    <div className="api-example">
      <p className="api-example__label">{label}</p>
      {same ? <SameAs what="Its example is" first={same} /> : <Markdown text={`\`\`\`json\n${json}\n\`\`\``} />}
    </div>
  );
}

function operationTitle(op: ApiOperation): string {
  return op.summary || `${op.method.toUpperCase()} ${op.path}`;
}

/**
 * What `npm run verify:api` found the running backend to do differently from the `@oas` block,
 * from the reviewed data/api-known-differences.yaml, with the places in the package that show why.
 */
function KnownDifferences({ op, repeated }: { op: ApiOperation; repeated: Map<number, FirstShown> }) {
  if (op.knownDifferences.length === 0) return null;
  const fresh = op.knownDifferences.filter((_, i) => !repeated.has(i));
  // Differences described under an operation above: named, and linked to, by that operation.
  const earlier = new Map<string, { first: FirstShown; subjects: string[] }>();
  op.knownDifferences.forEach((d, i) => {
    const first = repeated.get(i);
    if (!first) return;
    const group = earlier.get(first.opId) ?? { first, subjects: [] };
    group.subjects.push(d.subjects.join(", "));
    earlier.set(first.opId, group);
  });
  return (
    <>
      <h3 className="ref-subheading">What the backend really does</h3>
      {fresh.length > 0 && (
        <ul className="api-fields">
          {fresh.map((d) => (
            <li key={d.subjects.join(" ")} className="api-field">
              <CodeList items={d.subjects} className="api-field__name" />
              <Markdown text={d.text} />
              <p className="api-meta">
                Found by running the pinned backend; see <CodeList items={d.evidence} />.
              </p>
            </li>
          ))}
        </ul>
      )}
      {[...earlier.values()].map(({ first, subjects }) => (
        <p key={first.opId} className="api-meta">
          As described under <a href={`#${first.opId}`}>{`“${first.opTitle}”`}</a>: <CodeList items={subjects} />.
        </p>
      ))}
    </>
  );
}

/** What the pinned backend answered requests that change nothing, as verify:api recorded them. */
function Answers({ answers }: { answers: NonNullable<ApiOperation["answers"]> }) {
  return (
    <>
      <p className="api-errors">What the pinned backend answered:</p>
      <ul className="api-fields">
        {answers.map((a) => (
          <li key={a.when} className="api-field">
            <code className="api-status">{a.status}</code> {a.when}: <code>{a.example}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

function Operation({ op, repeats }: { op: ApiOperation; repeats: OperationRepeats }) {
  const responses = op.responses.map((r) => ({ r, same: repeats.responses.get(r.status) ?? {} }));
  const hasAside = op.samples.length > 0 || !!op.body?.example || op.responses.some((r) => r.example);
  const left: ReactNode = (
    <div className="api-op__main">
      <p className="api-op__route">
        <MethodBadge method={op.method} /> <code>{op.path}</code> <span className="api-op__id">{op.id}</span>
        {hasAside && (
          // Where the samples stack under the fields (phones, tablets), they are a long way down.
          <a className="api-op__jump" href={`#${apiExampleAnchor(op.id)}`} data-search-ignore="">
            Jump to example
          </a>
        )}
      </p>
      {/* Search words for the route however a reader spells it (src/islands/search/route.ts). */}
      <p hidden data-search-weight="4">
        {routeWords(op.method, op.path).join(" ")}
      </p>
      <p className="api-op__badges">
        {op.deprecated && <span className="badge badge--deprecated">Deprecated</span>}
        {op.featureFlag && <span className="badge badge--beta">Feature flag: {op.featureFlag}</span>}
        <span className="api-op__auth">
          {op.auth.required
            ? "Authentication required"
            : op.auth.schemes.length > 0
              ? "Authentication optional"
              : "No authentication"}
          {op.auth.schemes.length > 0 && ": "}
          {op.auth.schemes.map((a, i) => (
            <Fragment key={a.label}>
              {i > 0 && " or "}
              <a href={a.href}>
                <code>{a.label}</code>
              </a>
            </Fragment>
          ))}
        </span>
      </p>
      <Markdown text={op.description} />
      {op.seeAlso && <Markdown text={op.seeAlso} />}
      {op.parameters.map((g) => (
        <Fragment key={g.in}>
          <h3 className="ref-subheading">
            {g.in === "path" ? "Path parameters" : g.in === "query" ? "Query parameters" : "Headers"}
          </h3>
          <FieldList fields={g.fields} anchorOf={(path) => apiFieldAnchor(op.id, g.in, path)} />
        </Fragment>
      ))}
      {op.body && (
        <>
          <h3 className="ref-subheading">
            Request body {op.body.type && <TypeLink text={op.body.type.text} href={op.body.type.href} />}
          </h3>
          {op.body.encoding && <Markdown text={op.body.encoding} />}
          <FieldList fields={op.body.fields} anchorOf={(path) => apiFieldAnchor(op.id, "body", path)} />
        </>
      )}
      <h3 className="ref-subheading">Responses</h3>
      {responses.map(({ r, same }) => (
        <div key={r.status} className="api-response">
          <p>
            <code className="api-status">{r.status}</code> {r.type && <TypeLink text={r.type.text} href={r.type.href} />}
          </p>
          <Markdown text={r.description} />
          {same.fields ? <SameAs what="Its fields are" first={same.fields} /> : <FieldList fields={r.fields} />}
        </div>
      ))}
      {op.errors.length > 0 && (
        <p className="api-errors">
          Errors:{" "}
          {op.errors.map((e, i) => (
            <Fragment key={e.status}>
              {i > 0 && ", "}
              <a href={e.href}>
                <code>{e.status}</code> {e.text}
              </a>
            </Fragment>
          ))}
        </p>
      )}
      {op.answers && op.answers.length > 0 && <Answers answers={op.answers} />}
      {op.errorEntries && op.errorEntries.length > 0 && <ErrorEntryLinks links={op.errorEntries} />}
      <KnownDifferences op={op} repeated={repeats.differences} />
      {op.clients.length > 0 && (
        <p className="api-clients">
          Sent by{" "}
          {op.clients.map((c, i) => (
            <Fragment key={c.href}>
              {i > 0 && " and "}
              <a href={c.href}>
                <code>{c.label}</code>
              </a>
            </Fragment>
          ))}
          .
        </p>
      )}
    </div>
  );
  const sizes = operationSizeClasses(op, {
    fields: (status) => !!repeats.responses.get(status)?.fields,
    examples: (status) => !!repeats.responses.get(status)?.example,
  });
  return (
    <section className={`api-op ${sizes}`.trim()}>
      <H depth={2} id={op.id}>
        {operationTitle(op)}
      </H>
      <div className="api-op__columns">
        {left}
        {/* Samples repeat the route, fields and client calls of the text beside them: not searched. */}
        <div className="api-op__aside" id={hasAside ? apiExampleAnchor(op.id) : undefined} data-search-ignore>
          {op.samples.length > 0 && (
            <Tabs groupId="client">
              {op.samples.map((s) => (
                <TabItem key={s.value} value={s.value} label={s.label}>
                  <Markdown text={s.code} />
                </TabItem>
              ))}
            </Tabs>
          )}
          <Json label="Example request body" json={op.body?.example} />
          {responses.map(({ r, same }) => (
            <Json key={r.status} label={`Example response (${r.status})`} json={r.example} same={same.example} />
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * A resource page's operations, each with its method, as the sidebar draws them under the page's
 * entry: the resource a reader is on is open, the others stay one link each.
 */
export function ApiOperationLinks({ operations }: { operations: ApiOperation[] }) {
  return (
    <ul className="sidebar__list sidebar__ops">
      {operations.map((op) => (
        <li key={op.id} className="sidebar__item">
          <a className="sidebar__link sidebar__op" href={`#${op.id}`}>
            <MethodBadge method={op.method} />
            <span className="sidebar__label">{operationTitle(op)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ApiResource({ model }: { model: ApiResourcePage }) {
  const repeats = findRepeats(model.operations);
  return (
    <>
      <Markdown text={model.description} />
      {model.operations.map((op) => (
        <Operation key={op.id} op={op} repeats={repeats.get(op.id)!} />
      ))}
    </>
  );
}

export function ApiLanding({ model }: { model: ApiLandingPage }) {
  // JSON in a script element: `<` is escaped so the data cannot end the element.
  const anchorMap = JSON.stringify(model.oldAnchors).replace(/</g, "\\u003c");
  return (
    <>
      {model.sections.map((s) => (
        <Fragment key={s.id}>
          {s.id !== "overview" && (
            <H depth={s.depth ?? 2} id={s.id}>
              {s.title}
            </H>
          )}
          <Markdown text={s.body} />
        </Fragment>
      ))}
      <H depth={2} id={RESOURCES_ID}>
        Resources
      </H>
      <dl className="ref-index">
        {model.resources.map((r) => (
          <div key={r.href} className="ref-index__item">
            <dt>
              <a href={r.href}>{r.name}</a>
            </dt>
            <dd>
              <InlineMarkdown text={r.description} />
            </dd>
          </div>
        ))}
      </dl>
      <script type="application/json" id="api-anchor-map" dangerouslySetInnerHTML={{ __html: anchorMap }} />
      <script dangerouslySetInnerHTML={{ __html: API_ANCHOR_SCRIPT }} />
    </>
  );
}
