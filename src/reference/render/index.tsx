import { Fragment, type ReactNode } from "react";
import type { TocItem } from "../../site/types";
import type { DeclarationPage, HooksPage, IndexPage, MethodPage, RefPageModel } from "../model/types";
import { Markdown } from "./markdown";
import { Table } from "../../components/Table";
import { DocBody, Examples, HashLink, IdsProvider, MethodSection, PropertyTable, SignatureBlock, TypeExpr } from "./parts";

export { initMarkdown } from "./markdown";

/**
 * The render stage: a page model to page content and its outline. The same components render
 * every page of a kind, so the look of the whole reference changes in one place.
 */
export function renderReferencePage(model: RefPageModel): { content: ReactNode; toc: TocItem[] } {
  let body: ReactNode;
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
  }
  // The section ids are claimed first, so a member with the same name cannot take them.
  const toc = outline(model);
  return { content: <IdsProvider value={new Set(toc.filter((t) => t.depth === 2).map((t) => t.id))}>{body}</IdsProvider>, toc };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The page's h2/h3 outline. Declaration and hook pages take it from the same section list their
 * components render, so the table of contents cannot drift from the page.
 */
export function outline(model: RefPageModel): TocItem[] {
  const toc: TocItem[] = [];
  const h2 = (id: string, text: string) => toc.push({ id, text, depth: 2 });
  const fromSections = (sections: Section[]) => {
    for (const section of sections) {
      h2(section.id, section.title);
      for (const sub of section.subheadings ?? []) toc.push({ id: sub.id, text: sub.text, depth: 3 });
    }
  };
  switch (model.kind) {
    case "declaration":
      fromSections(declarationSections(model));
      break;
    case "method":
      if (model.method.signatures.length > 1)
        model.method.signatures.forEach((_, i) => h2(`overload-${i + 1}`, `Overload ${i + 1}`));
      break;
    case "hooks":
      fromSections(hookSections(model));
      break;
    case "index":
      for (const g of model.groups) h2(slug(g.title), g.title);
      break;
  }
  return toc;
}

/** An h2 section of a page: its id and title, the h3s the outline lists, and its content. */
interface Section {
  id: string;
  title: string;
  subheadings?: { id: string; text: string }[];
  render: () => ReactNode;
}

const hasConstructor = (model: DeclarationPage) =>
  !!model.constructorView && model.constructorView.signatures.some((s) => s.params.length > 0);

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
    <p className="ref-source">
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

/** The sections of a declaration's page, in page order; a section without content is left out. */
function declarationSections(model: DeclarationPage): Section[] {
  const sections: Section[] = [];
  const methods = model.methods.filter((m) => !m.protected);
  const protectedMethods = model.methods.filter((m) => m.protected);
  if (model.typeExpr) {
    const typeExpr = model.typeExpr;
    sections.push({
      id: "type",
      title: "Type",
      render: () => (
        <pre className="ref-signature">
          <code>
            {model.declKind === "type" ? `type ${model.name} = ` : `const ${model.name}: `}
            <TypeExpr expr={typeExpr} />
          </code>
        </pre>
      ),
    });
  }
  const signatures = model.signatures ?? [];
  if (signatures.length > 0) {
    sections.push({
      id: "signature",
      title: "Signature",
      render: () =>
        signatures.map((s, i) => <SignatureBlock key={i} name={model.name} sig={s} showDoc={signatures.length > 1} />),
    });
  }
  const enumMembers = model.enumMembers ?? [];
  if (enumMembers.length > 0) {
    sections.push({
      id: "members",
      title: "Members",
      render: () => (
        <Table className="ref-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Value</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {enumMembers.map((m) => (
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
      ),
    });
  }
  if (hasConstructor(model)) {
    sections.push({
      id: "constructor",
      title: "Constructor",
      render: () =>
        model.constructorView!.signatures.map((s, i) => <SignatureBlock key={i} name={model.name} sig={s} isConstructor />),
    });
  }
  if (model.properties.length > 0) {
    sections.push({
      id: "properties",
      title: "Properties",
      render: () => <PropertyTable rows={model.properties} caption={`Properties of ${model.name}`} />,
    });
  }
  if (methods.length > 0) {
    sections.push({
      id: "methods",
      title: "Methods",
      subheadings: methods.map((m) => ({ id: m.anchor, text: m.name })),
      render: () => methods.map((m) => <MethodSection key={m.anchor} method={m} />),
    });
  }
  if (protectedMethods.length > 0) {
    sections.push({
      id: "protected-methods",
      title: "Protected methods",
      render: () => (
        <>
          <p>These are available to classes that extend {model.name}.</p>
          {protectedMethods.map((m) => (
            <MethodSection key={m.anchor} method={m} />
          ))}
        </>
      ),
    });
  }
  const usedBy = model.usedBy ?? [];
  if (usedBy.length > 0) {
    sections.push({
      id: "used-by",
      title: "Where it is used",
      render: () =>
        usedBy.map((group) => (
          <div key={group.title}>
            <h3 className="ref-subheading">{group.title}</h3>
            <ul className="ref-usage">
              {group.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>
                    <code>{l.label}</code>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )),
    });
  }
  return sections;
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
      {model.note && <Markdown text={model.note} />}
      <Heritage label="Extends" types={model.extends} />
      <Heritage label="Implements" types={model.implements} />
      <Source source={model.source} />
      <Examples examples={model.doc.examples} level={3} />
      {declarationSections(model).map((section) => (
        <Fragment key={section.id}>
          <H2 id={section.id}>{section.title}</H2>
          {section.render()}
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

/** A hook page's sections: one per category (Queries, Mutations, …), each hook an h3. */
function hookSections(model: HooksPage): Section[] {
  const categories = [...new Set(model.hooks.map((h) => h.category ?? "Exports"))];
  return categories.map((category) => {
    const hooks = model.hooks.filter((h) => (h.category ?? "Exports") === category);
    return {
      id: slug(category),
      title: category,
      subheadings: hooks.map((h) => ({ id: h.anchor, text: h.name })),
      render: () =>
        hooks.map((h) => (
          <section key={h.name} className="ref-method">
            <h3 id={h.anchor}>
              <code>{h.name}</code>
              <HashLink id={h.anchor} label={h.name} />
            </h3>
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
        )),
    };
  });
}

function Hooks({ model }: { model: HooksPage }) {
  return (
    <>
      <Markdown text={model.intro} />
      <Source source={model.source} />
      {hookSections(model).map((section) => (
        <div key={section.id}>
          <H2 id={section.id}>{section.title}</H2>
          {section.render()}
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
        const id = slug(g.title);
        return (
          <div key={g.title}>
            <H2 id={id}>{g.title}</H2>
            <dl className="ref-index">
              {g.items.map((item) => (
                <div key={item.href} className="ref-index__item">
                  <dt>
                    <a href={item.href}>
                      <code>{item.name}</code>
                    </a>
                  </dt>
                  <dd>{item.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </>
  );
}
