import { Fragment, type ReactNode } from "react";
import type { TocItem } from "../../site/types";
import type { DeclarationPage, HooksPage, IndexPage, MethodPage, RefPageModel } from "../model/types";
import { ApiLanding, ApiOperationLinks, ApiResource } from "./api";
import { ErrorsReferencePage } from "./errors";
import { InlineMarkdown, Markdown } from "./markdown";
import { DiagramFigure } from "../../components/Diagram";
import { Table } from "../../components/Table";
import { DocBody, Examples, HashLink, MethodSection, Operations, PropertyTable, SignatureBlock, TypeExpr } from "./parts";
import { SECTION_IDS } from "../model/anchors";
import { NOT_HERE_ID, NOT_HERE_TITLE } from "../model/outline";

export { initMarkdown } from "./markdown";

/**
 * The render stage: a page model to page content and its outline. The same components render
 * every page of a kind, so the look of the whole reference changes in one place. Ids and the
 * outline come from the model (model/anchors.ts, model/outline.ts); this stage only prints them.
 */
export function renderReferencePage(model: RefPageModel): { content: ReactNode; toc: TocItem[]; sidebarOutline?: ReactNode } {
  if (!model.toc) throw new Error("Reference: page model has no outline (model/outline.ts runs in buildReference)");
  let body: ReactNode;
  let sidebarOutline: ReactNode;
  switch (model.kind) {
    case "declaration":
      body = <Declaration model={model} />;
      break;
    case "method":
      body = <Method model={model} />;
      break;
    case "hooks":
      body = <Hooks model={model} />;
      break;
    case "index":
      body = <Index model={model} />;
      break;
    case "api-resource":
      body = <ApiResource model={model} />;
      sidebarOutline = <ApiOperationLinks operations={model.operations} />;
      break;
    case "api-landing":
      body = <ApiLanding model={model} />;
      break;
    case "errors":
      body = <ErrorsReferencePage model={model} />;
      break;
  }
  return { content: body, toc: model.toc, sidebarOutline };
}

function H2({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id}>
      {children}
      <HashLink id={id} label={children} />
    </h2>
  );
}

/** "Extends A, B" or "Implements C", each type linked. */
function Heritage({ label, types }: { label: string; types: DeclarationPage["extends"] }) {
  if (types.length === 0) return null;
  return (
    <p className="ref-heritage">
      {label}{" "}
      {types.map((e, i) => (
        <span key={i}>
          {i > 0 && ", "}
          <TypeExpr expr={e} />
        </span>
      ))}
    </p>
  );
}

function Source({ source }: { source: { pkg: string; version: string; file: string } }) {
  return (
    <p className="ref-source" data-search-ignore="">
      Defined in <code>{source.pkg}</code> {source.version} · <code>{source.file}</code>
    </p>
  );
}

const KIND_NAMES: Record<DeclarationPage["declKind"], string> = {
  class: "Class",
  interface: "Interface",
  type: "Type alias",
  enum: "Enumeration",
  function: "Function",
  variable: "Variable",
};

/** The content of a declaration page's section, by the id the outline gave it. */
function declarationSection(model: DeclarationPage, id: string): ReactNode {
  switch (id) {
    case SECTION_IDS.type:
      return (
        <pre className="ref-signature">
          <code>
            {model.declKind === "type" ? `type ${model.name} = ` : `const ${model.name}: `}
            <TypeExpr expr={model.typeExpr ?? []} />
          </code>
        </pre>
      );
    case SECTION_IDS.signature: {
      const signatures = model.signatures ?? [];
      return signatures.map((s, i) => <SignatureBlock key={i} name={model.name} sig={s} showDoc={signatures.length > 1} />);
    }
    case SECTION_IDS.members:
      return (
        <Table className="ref-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Value</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {(model.enumMembers ?? []).map((m) => (
              <tr key={m.name}>
                <td className="ref-name">
                  <code>{m.name}</code>
                </td>
                <td>{m.value !== undefined && <code>{m.value}</code>}</td>
                <td>
                  <Markdown text={m.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      );
    case SECTION_IDS.constructor:
      return model.constructorView!.signatures.map((s, i) => <SignatureBlock key={i} name={model.name} sig={s} isConstructor />);
    case SECTION_IDS.properties:
      return <PropertyTable rows={model.properties} caption={`Properties of ${model.name}`} />;
    case SECTION_IDS.methods:
      return model.methods.filter((m) => !m.protected).map((m) => <MethodSection key={m.anchor} method={m} />);
    case SECTION_IDS.protectedMethods:
      return (
        <>
          <p>These are available to classes that extend {model.name}.</p>
          {model.methods
            .filter((m) => m.protected)
            .map((m) => (
              <MethodSection key={m.anchor} method={m} />
            ))}
        </>
      );
    case SECTION_IDS.usedBy:
      return (model.usedBy ?? []).map((group) => (
        <div key={group.title}>
          <h3 className="ref-subheading">{group.title}</h3>
          <ul className="ref-usage" data-search-ignore="all">
            {group.links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>
                  <code>{l.label}</code>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ));
    default:
      throw new Error(`Reference: no section "${id}" on declaration pages`);
  }
}

function Declaration({ model }: { model: DeclarationPage }) {
  return (
    <>
      <p className="ref-kind">
        {KIND_NAMES[model.declKind]}
        {model.typeParams.length > 0 && (
          <>
            {" "}
            <TypeExpr expr={model.typeParams} />
          </>
        )}
      </p>
      <DocBody doc={model.doc} />
      <Operations lead="The request body of" links={model.requestBodyOf} />
      {model.note && <Markdown text={model.note} />}
      <Heritage label="Extends" types={model.extends} />
      <Heritage label="Implements" types={model.implements} />
      <Source source={model.source} />
      {model.diagram && <DiagramFigure diagram={model.diagram} />}
      <Examples examples={model.doc.examples} level={3} />
      {model
        .toc!.filter((t) => t.depth === 2)
        .map((section) => (
          <Fragment key={section.id}>
            <H2 id={section.id}>{section.text}</H2>
            {declarationSection(model, section.id)}
          </Fragment>
        ))}
    </>
  );
}

function Method({ model }: { model: MethodPage }) {
  const sig = model.method.signatures[0];
  return (
    <>
      <p className="ref-kind">
        Method of{" "}
        {model.interfaceHref ? (
          <a href={model.interfaceHref}>
            <code>{model.interfaceName}</code>
          </a>
        ) : (
          <code>{model.interfaceName}</code>
        )}{" "}
        ({model.moduleTitle})
      </p>
      {model.method.signatures.map((s, i) => (
        <div key={i}>
          {model.method.signatures.length > 1 && <H2 id={`overload-${i + 1}`}>{`Overload ${i + 1}`}</H2>}
          <DocBody doc={s.doc} />
          <SignatureBlock name={model.method.name} sig={s} showDoc={false} />
          <Examples examples={s.doc.examples} level={3} />
        </div>
      ))}
      {!sig && <p>This method takes no arguments.</p>}
      <Source source={model.source} />
    </>
  );
}

function Hooks({ model }: { model: HooksPage }) {
  return (
    <>
      <Markdown text={model.intro} />
      <Source source={model.source} />
      {model.groups.map((group) => (
        <div key={group.id}>
          <H2 id={group.id}>{group.title}</H2>
          {group.hooks.map((h) => (
            <section key={h.name} className="ref-method">
              <h3 id={h.anchor}>
                <code>{h.name}</code>
                <HashLink id={h.anchor} label={h.name} />
              </h3>
              <Operations links={h.operations} />
              {h.signatures.map((s, i) => (
                <div key={i}>
                  <DocBody doc={s.doc} />
                  <SignatureBlock name={h.name} sig={s} showDoc={false} />
                  {h.payloadType && (
                    <p>
                      <code>mutate</code> takes: <TypeExpr expr={h.payloadType} />
                    </p>
                  )}
                  {h.responseType && (
                    <p>
                      {h.category === "Mutations" ? "The mutation resolves to" : "The query result includes the fields of"}{" "}
                      <TypeExpr expr={h.responseType} />
                    </p>
                  )}
                  <Examples examples={s.doc.examples} />
                </div>
              ))}
            </section>
          ))}
        </div>
      ))}
    </>
  );
}

function Index({ model }: { model: IndexPage }) {
  return (
    <>
      <Markdown text={model.intro} />
      {model.groups.map((g) => {
        return (
          <div key={g.id}>
            <H2 id={g.id}>{g.title}</H2>
            <dl className="ref-index">
              {g.items.map((item) => (
                <div key={item.href} className="ref-index__item">
                  <dt>
                    <a href={item.href}>{g.prose ? item.name : <code>{item.name}</code>}</a>
                  </dt>
                  <dd>
                    <InlineMarkdown text={item.description} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
      {model.missing && model.missing.length > 0 && (
        <div>
          <H2 id={NOT_HERE_ID}>{NOT_HERE_TITLE}</H2>
          <p>
            The reference of Medusa 1.x had pages for these declarations. The packages this site documents do not have them, so
            links to those pages lead here.
          </p>
          <dl className="ref-index">
            {model.missing.map((m) => (
              <div key={m.id} id={m.id} className="ref-index__item">
                <dt>
                  <code>{m.name}</code>
                </dt>
                <dd>{m.reason}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </>
  );
}
