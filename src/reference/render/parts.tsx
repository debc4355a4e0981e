import { createContext, Fragment, useContext } from "react";
import { Admonition } from "../../components/Admonition";
import { Badge } from "../../components/Badge";
import { Table } from "../../components/Table";
import type { DocView, MethodView, ParamRow, PropertyRow, SignatureView, TypeExpr as TypeExprModel } from "../model/types";
import { Markdown } from "./markdown";

/** The "#" link a heading carries, as on guide pages. */
export function HashLink({ id, label }: { id: string; label: string }) {
  return (
    <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${label}`} data-search-ignore="">
      #
    </a>
  );
}

function FeatureFlagNote({ flag }: { flag: string }) {
  return (
    <p className="ref-meta">
      Available when the <code>{flag}</code> feature flag is enabled.
    </p>
  );
}

/** A type with links to the pages of the declarations it names. */
export function TypeExpr({ expr }: { expr: TypeExprModel }) {
  return <code className="ref-type">{expr.length === 0 ? "unknown" : <TypeExprInline expr={expr} />}</code>;
}

const FLAGS = ["optional", "nullable", "readonly", "static", "protected", "expandable"] as const;

/**
 * Flags after a name, each as a word in its own span, those that are `on` only; a space before
 * each keeps the words apart in the page's text.
 */
export function FlagWords({ flags }: { flags: readonly { on: boolean | undefined; label: string; className: string }[] }) {
  return flags
    .filter((f) => f.on)
    .map((f) => (
      <Fragment key={f.label}>
        {" "}
        <span className={f.className}>{f.label}</span>
      </Fragment>
    ));
}

/** A row's flags. The spaces keep the words apart in the page's text (search excerpts, copied text); on screen the flex gap spaces them. */
function Flags({ row }: { row: PropertyRow }) {
  const on = FLAGS.filter((f) => row[f]);
  if (on.length === 0) return null;
  return (
    <>
      {" "}
      <span className="ref-flags">
        {on.map((f) => (
          <Fragment key={f}>
            {" "}
            <span className="ref-flag">{f}</span>
          </Fragment>
        ))}
      </span>
    </>
  );
}

/** Whether any row (or nested row) has something for the Description column. */
function hasDescription(rows: PropertyRow[]): boolean {
  return rows.some(
    (r) =>
      r.description ||
      r.deprecated ||
      r.defaultValue !== undefined ||
      r.example !== undefined ||
      r.featureFlag ||
      r.seeAlso ||
      r.inheritedFrom ||
      (r.children && hasDescription(r.children)),
  );
}

const DescriptionColumn = createContext(true);

function PropertyRows({ rows, prefix = "", depth = 0 }: { rows: PropertyRow[]; prefix?: string; depth?: number }) {
  return (
    <>
      {rows.map((row, i) => (
        <Fragment key={`${row.name}-${i}`}>
          <PropertyRowView row={row} prefix={prefix} depth={depth} />
          {row.children && <PropertyRows rows={row.children} prefix={`${prefix}${row.name}.`} depth={depth + 1} />}
        </Fragment>
      ))}
    </>
  );
}

/** Nested rows indent one step per level up to this depth (classes in styles.css; no inline styles under the CSP). */
const MAX_INDENT = 4;

function PropertyRowView({ row, prefix, depth }: { row: PropertyRow; prefix: string; depth: number }) {
  return (
    <tr id={depth === 0 ? row.anchor : undefined}>
      <td className={depth > 0 ? `ref-name ref-depth-${Math.min(depth, MAX_INDENT)}` : "ref-name"}>
        <code>
          {prefix && <span className="ref-prefix">{prefix}</span>}
          {row.name}
        </code>
        <Flags row={row} />
      </td>
      <td>
        <TypeExpr expr={row.type} />
      </td>
      {useContext(DescriptionColumn) && (
        <td>
          {row.deprecated && (
            <div className="ref-deprecated">
              <Badge variant="deprecated">Deprecated</Badge> <Markdown text={row.deprecated} />
            </div>
          )}
          <Markdown text={row.description} />
          {row.defaultValue !== undefined && (
            <p className="ref-meta">
              Default: <code>{row.defaultValue}</code>
            </p>
          )}
          {row.example !== undefined && (
            <p className="ref-meta">
              Example: <code>{row.example}</code>
            </p>
          )}
          {row.featureFlag && <FeatureFlagNote flag={row.featureFlag} />}
          {row.seeAlso && <Markdown text={row.seeAlso} />}
          {row.inheritedFrom && (
            <p className="ref-meta" data-search-ignore="">
              Inherited from {row.inheritedFrom}.
            </p>
          )}
        </td>
      )}
    </tr>
  );
}

export function PropertyTable({ rows, caption }: { rows: PropertyRow[]; caption?: string }) {
  const described = hasDescription(rows);
  return (
    <Table className="ref-table">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          {described && <th scope="col">Description</th>}
        </tr>
      </thead>
      <tbody>
        <DescriptionColumn.Provider value={described}>
          <PropertyRows rows={rows} />
        </DescriptionColumn.Provider>
      </tbody>
    </Table>
  );
}

function ParamTable({ params }: { params: ParamRow[] }) {
  const rows: PropertyRow[] = params.map((p) => ({
    name: `${p.rest ? "..." : ""}${p.name}`,
    anchor: p.anchor,
    type: p.type,
    optional: p.optional,
    description: p.description,
    defaultValue: p.defaultValue,
    children: p.children,
  }));
  return <PropertyTable rows={rows} caption="Parameters" />;
}

/** `name<T>(a: A, b?: B): R`, with links. */
export function SignatureCode({ name, sig, isConstructor }: { name: string; sig: SignatureView; isConstructor?: boolean }) {
  return (
    <pre className="ref-signature">
      <code>
        {isConstructor ? "new " : ""}
        {name}
        <TypeExprInline expr={sig.typeParams} />(
        {sig.params.map((p, i) => (
          <Fragment key={p.name}>
            {i > 0 && ", "}
            {p.rest && "..."}
            {p.name}
            {p.optional && "?"}: <TypeExprInline expr={p.type} />
          </Fragment>
        ))}
        )
        {sig.returns.length > 0 && !isConstructor && (
          <>
            : <TypeExprInline expr={sig.returns} />
          </>
        )}
      </code>
    </pre>
  );
}

function TypeExprInline({ expr }: { expr: TypeExprModel }) {
  return (
    <>
      {expr.map((p, i) =>
        typeof p === "string" ? (
          <Fragment key={i}>{p}</Fragment>
        ) : (
          <a key={i} href={p.href}>
            {p.text}
          </a>
        ),
      )}
    </>
  );
}

export function DocBody({ doc }: { doc: DocView }) {
  return (
    <>
      {doc.deprecated && (
        <Admonition type="danger" title="Deprecated">
          <Markdown text={doc.deprecated} />
        </Admonition>
      )}
      <Markdown text={doc.summary} />
      {doc.featureFlag && <FeatureFlagNote flag={doc.featureFlag} />}
      {doc.remarks && <Markdown text={doc.remarks} />}
    </>
  );
}

export function Examples({ examples, level = 4 }: { examples: string[]; level?: 3 | 4 }) {
  if (examples.length === 0) return null;
  const H = level === 3 ? "h3" : "h4";
  return (
    <div className="ref-examples">
      <H className="ref-subheading">{examples.length > 1 ? "Examples" : "Example"}</H>
      {examples.map((e, i) => (
        <Markdown key={i} text={e} />
      ))}
    </div>
  );
}

/** One signature: description, code, parameters, return value, examples. */
export function SignatureBlock({
  name,
  sig,
  isConstructor,
  showDoc = true,
}: {
  name: string;
  sig: SignatureView;
  isConstructor?: boolean;
  showDoc?: boolean;
}) {
  return (
    <div className="ref-signature-block">
      {showDoc && <DocBody doc={sig.doc} />}
      <SignatureCode name={name} sig={sig} isConstructor={isConstructor} />
      {sig.params.length > 0 && (
        <>
          <h4 className="ref-subheading">Parameters</h4>
          <ParamTable params={sig.params} />
        </>
      )}
      {!isConstructor && sig.returns.length > 0 && (
        <>
          <h4 className="ref-subheading">Returns</h4>
          <p>
            <TypeExpr expr={sig.returns} />
          </p>
          <Markdown text={sig.returnsDescription} />
        </>
      )}
      {showDoc && <Examples examples={sig.doc.examples} />}
    </div>
  );
}

export function MethodSection({ method }: { method: MethodView }) {
  const id = method.anchor;
  return (
    <section className="ref-method">
      <h3 id={id}>
        <code>{method.name}</code>
        <FlagWords
          flags={[
            { on: method.static, label: "static", className: "ref-flag" },
            { on: method.protected, label: "protected", className: "ref-flag" },
            { on: method.abstract, label: "abstract", className: "ref-flag" },
          ]}
        />
        <HashLink id={id} label={method.name} />
      </h3>
      {method.inheritedFrom && (
        <p className="ref-meta" data-search-ignore="">
          Inherited from {method.inheritedFrom}.
        </p>
      )}
      <Operations links={method.operations} />
      {method.signatures.map((sig, i) => (
        <SignatureBlock key={i} name={method.name} sig={sig} isConstructor={method.name === "constructor"} />
      ))}
    </section>
  );
}

/**
 * REST operations, linked to their sections of the REST reference: those a client method or hook
 * sends ("Sends"), or those that take a declaration as their request body.
 */
export function Operations({ links, lead = "Sends" }: { links?: { label: string; href: string }[]; lead?: string }) {
  if (!links || links.length === 0) return null;
  return (
    <p className="ref-meta">
      {lead}{" "}
      {links.map((l, i) => (
        <Fragment key={l.href}>
          {i > 0 && ", "}
          <a href={l.href}>
            <code>{l.label}</code>
          </a>
        </Fragment>
      ))}
      .
    </p>
  );
}
