import { diagramMarkdown } from "../../diagrams/alternative";
import { FENCE_LINE, outsideInlineCode } from "../../lib/markdown-code";
import { SECTION_IDS } from "../model/anchors";
import { NOT_HERE_TITLE } from "../model/outline";
import type {
  ApiField,
  ApiLandingPage,
  ApiResourcePage,
  DeclarationPage,
  DocView,
  ErrorMessagePart,
  ErrorsPage,
  HooksPage,
  IndexPage,
  Markdown,
  MethodPage,
  MethodView,
  ParamRow,
  PropertyRow,
  RefPageModel,
  SignatureView,
  TypeExpr,
} from "../model/types";

/**
 * A reference page as plain Markdown (its twin at `<url>.md`), drawn from the same page model as
 * its HTML: signatures as code blocks, parameters and properties as tables, examples as code.
 * Package text is untrusted: anything that Markdown would read as HTML is escaped.
 */
export function referenceTwin(model: RefPageModel): string {
  switch (model.kind) {
    case "declaration":
      return declaration(model);
    case "method":
      return method(model);
    case "hooks":
      return hooks(model);
    case "index":
      return index(model);
    case "api-resource":
      return apiResource(model);
    case "api-landing":
      return apiLanding(model);
    case "errors":
      return errorsPage(model);
  }
}

const typeText = (expr: TypeExpr): string =>
  expr.length === 0 ? "unknown" : expr.map((p) => (typeof p === "string" ? p : p.text)).join("");
/** Inline code that holds any text (a span with backticks inside needs longer fences). */
const code = (text: string): string => {
  const ticks = "`".repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return `${ticks}${ticks.length > 1 || text.startsWith("`") ? ` ${text} ` : text}${ticks}`;
};
const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\``;

/**
 * Package Markdown made safe and plain: `<` outside code is escaped (so no HTML), `:::type[Title]`
 * admonitions become labelled quotes.
 */
export function safeMarkdown(md: Markdown): string {
  const lines = md.split("\n");
  const out: string[] = [];
  let inFence = false;
  let quote: string | undefined;
  for (const line of lines) {
    const fenceLine = FENCE_LINE.test(line);
    if (fenceLine) inFence = !inFence;
    if (inFence || fenceLine) {
      out.push(quote !== undefined ? `> ${line}` : line);
      continue;
    }
    const open = /^:::(\w+)(?:\[([^\]]*)\])?\s*$/.exec(line);
    if (open) {
      quote = open[2] || open[1]![0]!.toUpperCase() + open[1]!.slice(1);
      out.push(`> **${quote}:**`);
      continue;
    }
    if (/^:::\s*$/.test(line) && quote !== undefined) {
      quote = undefined;
      continue;
    }
    // Escape < outside inline code spans, but for the one that opens a link's destination
    // (`[text](<url>)`, as seeAlsoOf writes them): escaped, it would make the link point to "<url>".
    const escaped = outsideInlineCode(line, (text) => text.replace(/(?<!\]\()</g, "\\<"));
    out.push(quote !== undefined ? `> ${escaped}` : escaped);
  }
  return out.join("\n").trim();
}

/** One line for a list item: no line breaks, no code blocks. */
const oneLine = (md: Markdown) =>
  safeMarkdown(md)
    .replace(/```[\s\S]*?```/g, "")
    .replace(/\s*\n\s*/g, " ")
    .trim();

/** One line for a table cell: no line breaks, pipes escaped. */
const cell = (md: Markdown) => oneLine(md).replace(/\|/g, "\\|");

function doc(d: DocView, withExamples = true): string[] {
  const out: string[] = [];
  if (d.deprecated) out.push(`> **Deprecated:** ${cell(d.deprecated)}`);
  if (d.summary) out.push(safeMarkdown(d.summary));
  if (d.featureFlag) out.push(`Available when the ${code(d.featureFlag)} feature flag is enabled.`);
  if (d.remarks) out.push(safeMarkdown(d.remarks));
  if (withExamples && d.examples.length > 0)
    out.push(`**${d.examples.length > 1 ? "Examples" : "Example"}**`, ...d.examples.map(safeMarkdown));
  return out;
}

function propertyTable(rows: PropertyRow[], prefix = ""): string[] {
  const lines: string[] = [];
  const walk = (rs: PropertyRow[], pre: string) => {
    for (const r of rs) {
      const flags = (["optional", "nullable", "readonly", "static", "protected", "expandable"] as const).filter((f) => r[f]);
      const notes = [
        r.deprecated ? `Deprecated: ${cell(r.deprecated)}` : "",
        cell(r.description),
        r.defaultValue !== undefined ? `Default: ${code(r.defaultValue)}` : "",
        r.example !== undefined ? `Example: ${code(r.example)}` : "",
        r.featureFlag ? `Feature flag: ${code(r.featureFlag)}` : "",
        r.seeAlso ? cell(r.seeAlso) : "",
        r.inheritedFrom ? `Inherited from ${r.inheritedFrom}.` : "",
      ].filter(Boolean);
      // A pipe in a type (`string | null`) would end the cell: GFM reads `\|` as a pipe, in code too.
      const name = `${code(`${pre}${r.name}`)}${flags.length ? ` (${flags.join(", ")})` : ""}`.replace(/\|/g, "\\|");
      lines.push(`| ${name} | ${code(typeText(r.type)).replace(/\|/g, "\\|")} | ${notes.join(" ")} |`);
      if (r.children) walk(r.children, `${pre}${r.name}.`);
    }
  };
  walk(rows, prefix);
  return lines.length === 0 ? [] : ["| Name | Type | Description |", "| --- | --- | --- |", ...lines];
}

function params(ps: ParamRow[]): string[] {
  return propertyTable(
    ps.map((p) => ({
      name: `${p.rest ? "..." : ""}${p.name}`,
      type: p.type,
      optional: p.optional,
      description: p.description,
      defaultValue: p.defaultValue,
      children: p.children,
    })),
  );
}

function signatureCode(name: string, s: SignatureView, ctor = false): string {
  const ps = s.params.map((p) => `${p.rest ? "..." : ""}${p.name}${p.optional ? "?" : ""}: ${typeText(p.type)}`).join(", ");
  const returns = !ctor && s.returns.length > 0 ? `: ${typeText(s.returns)}` : "";
  return fence("ts", `${ctor ? "new " : ""}${name}${typeText(s.typeParams)}(${ps})${returns}`);
}

function signature(name: string, s: SignatureView, opts: { showDoc?: boolean; ctor?: boolean } = {}): string[] {
  const out: string[] = [];
  if (opts.showDoc !== false) out.push(...doc(s.doc, false));
  out.push(signatureCode(name, s, opts.ctor));
  if (s.params.length > 0) out.push("**Parameters**", ...[params(s.params).join("\n")]);
  if (!opts.ctor && s.returns.length > 0)
    out.push(`**Returns** ${code(typeText(s.returns))}${s.returnsDescription ? `: ${cell(s.returnsDescription)}` : ""}`);
  if (s.doc.examples.length > 0)
    out.push(`**${s.doc.examples.length > 1 ? "Examples" : "Example"}**`, ...s.doc.examples.map(safeMarkdown));
  return out;
}

function methodSection(m: MethodView): string[] {
  const flags = [m.static && "static", m.protected && "protected", m.abstract && "abstract"].filter(Boolean);
  return [
    `### ${m.name}${flags.length ? ` (${flags.join(", ")})` : ""}`,
    ...(m.inheritedFrom ? [`Inherited from ${m.inheritedFrom}.`] : []),
    ...(m.operations?.length ? [`Sends ${m.operations.map((o) => `[${code(o.label)}](${o.href})`).join(", ")}.`] : []),
    ...m.signatures.flatMap((s) => signature(m.name, s, { ctor: m.name === "constructor" })),
  ];
}

const KIND_NAMES: Record<DeclarationPage["declKind"], string> = {
  class: "Class",
  interface: "Interface",
  type: "Type alias",
  enum: "Enumeration",
  function: "Function",
  variable: "Variable",
};

function declaration(m: DeclarationPage): string {
  const out: string[] = [
    `${KIND_NAMES[m.declKind]}${m.typeParams.length ? ` ${code(typeText(m.typeParams))}` : ""}`,
    ...doc(m.doc),
  ];
  if (m.requestBodyOf?.length)
    out.push(`The request body of ${m.requestBodyOf.map((o) => `[${code(o.label)}](${o.href})`).join(", ")}.`);
  if (m.note) out.push(safeMarkdown(m.note));
  if (m.extends.length) out.push(`Extends ${m.extends.map((e) => code(typeText(e))).join(", ")}`);
  if (m.implements.length) out.push(`Implements ${m.implements.map((e) => code(typeText(e))).join(", ")}`);
  out.push(`Defined in ${code(m.source.pkg)} ${m.source.version} · ${code(m.source.file)}`);
  if (m.diagram) out.push(diagramMarkdown(m.diagram));
  for (const section of (m.toc ?? []).filter((t) => t.depth === 2)) {
    out.push(`## ${section.text}`);
    switch (section.id) {
      case SECTION_IDS.type:
        out.push(
          fence("ts", `${m.declKind === "type" ? `type ${m.name} = ` : `const ${m.name}: `}${typeText(m.typeExpr ?? [])}`),
        );
        break;
      case SECTION_IDS.signature:
        for (const s of m.signatures ?? []) out.push(...signature(m.name, s, { showDoc: (m.signatures ?? []).length > 1 }));
        break;
      case SECTION_IDS.members:
        out.push(
          [
            "| Member | Value | Description |",
            "| --- | --- | --- |",
            ...(m.enumMembers ?? []).map(
              (e) =>
                `| ${code(e.name)} | ${e.value !== undefined ? code(e.value).replace(/\|/g, "\\|") : ""} | ${cell(e.description)} |`,
            ),
          ].join("\n"),
        );
        break;
      case SECTION_IDS.constructor:
        for (const s of m.constructorView?.signatures ?? []) out.push(...signature(m.name, s, { ctor: true }));
        break;
      case SECTION_IDS.properties:
        out.push(propertyTable(m.properties).join("\n"));
        break;
      case SECTION_IDS.methods:
        for (const meth of m.methods.filter((x) => !x.protected)) out.push(...methodSection(meth));
        break;
      case SECTION_IDS.protectedMethods:
        out.push(`These are available to classes that extend ${m.name}.`);
        for (const meth of m.methods.filter((x) => x.protected)) out.push(...methodSection(meth));
        break;
      case SECTION_IDS.usedBy:
        for (const g of m.usedBy ?? [])
          out.push(`### ${g.title}`, g.links.map((l) => `- [${code(l.label)}](${l.href})`).join("\n"));
        break;
    }
  }
  return out.join("\n\n");
}

function method(m: MethodPage): string {
  const out: string[] = [`Method of [${code(m.interfaceName)}](${m.interfaceHref ?? ""}) (${m.moduleTitle})`];
  const many = m.method.signatures.length > 1;
  m.method.signatures.forEach((s, i) => {
    if (many) out.push(`## Overload ${i + 1}`);
    out.push(...doc(s.doc, false), ...signature(m.method.name, s, { showDoc: false }));
  });
  if (m.method.signatures.length === 0) out.push("This method takes no arguments.");
  out.push(`Defined in ${code(m.source.pkg)} ${m.source.version} · ${code(m.source.file)}`);
  return out.join("\n\n");
}

function hooks(m: HooksPage): string {
  const out: string[] = [safeMarkdown(m.intro), `Defined in ${code(m.source.pkg)} ${m.source.version} · ${code(m.source.file)}`];
  for (const g of m.groups) {
    out.push(`## ${g.title}`);
    for (const h of g.hooks) {
      out.push(`### ${h.name}`);
      if (h.operations?.length) out.push(`Sends ${h.operations.map((o) => `[${code(o.label)}](${o.href})`).join(", ")}.`);
      for (const s of h.signatures) {
        out.push(...doc(s.doc, false), signatureCode(h.name, s));
        if (s.params.length > 0) out.push("**Parameters**", params(s.params).join("\n"));
        if (h.payloadType) out.push(`${code("mutate")} takes: ${code(typeText(h.payloadType))}`);
        if (h.responseType)
          out.push(
            `${h.category === "Mutations" ? "The mutation resolves to" : "The query result includes the fields of"} ${code(typeText(h.responseType))}`,
          );
        if (s.doc.examples.length > 0) out.push(...s.doc.examples.map(safeMarkdown));
      }
    }
  }
  return out.join("\n\n");
}

function index(m: IndexPage): string {
  const out: string[] = [safeMarkdown(m.intro)];
  for (const g of m.groups) {
    out.push(
      `## ${g.title}`,
      g.items
        .map((i) => `- [${g.prose ? i.name : code(i.name)}](${i.href})${i.description ? `: ${cell(i.description)}` : ""}`)
        .join("\n"),
    );
  }
  if (m.missing?.length) {
    out.push(`## ${NOT_HERE_TITLE}`, m.missing.map((x) => `- ${code(x.name)}: ${cell(x.reason)}`).join("\n"));
  }
  return out.join("\n\n");
}

/** Fields as a nested Markdown list: name, type, required, then what the field says. */
function fieldList(fields: ApiField[], indent = ""): string {
  return fields
    .map((f) => {
      const facts = [
        f.required ? "required" : "optional",
        f.nullable && "nullable",
        f.expandable && "expandable",
        f.deprecated && "deprecated",
        f.defaultValue !== undefined && `default ${code(f.defaultValue)}`,
        f.enumValues && `one of ${f.enumValues.map(code).join(", ")}`,
        f.minimum && `${f.minimum.exclusive ? "more than" : "minimum"} ${code(f.minimum.value)}`,
        f.featureFlag && `feature flag ${code(f.featureFlag)}`,
      ].filter(Boolean);
      const about = [f.description, f.seeAlso].filter(Boolean).join(" ");
      const head = `${indent}- ${code(f.name)} ${code(f.type)} (${facts.join(", ")})${about ? `: ${cell(about).replace(/\\\|/g, "|")}` : ""}`;
      return f.children ? `${head}\n${fieldList(f.children, `${indent}  `)}` : head;
    })
    .join("\n");
}

function apiResource(m: ApiResourcePage): string {
  const out: string[] = [safeMarkdown(m.description)];
  for (const op of m.operations) {
    out.push(
      `## ${op.summary || `${op.method.toUpperCase()} ${op.path}`}`,
      `${code(`${op.method.toUpperCase()} ${op.path}`)} (operation ${code(op.id)})`,
    );
    const notes = [
      op.deprecated && "Deprecated.",
      op.featureFlag && `Needs the ${code(op.featureFlag)} feature flag.`,
      `${op.auth.required ? "Authentication required" : op.auth.schemes.length ? "Authentication optional" : "No authentication"}${op.auth.schemes.length ? `: ${op.auth.schemes.map((a) => code(a.label)).join(" or ")}` : ""}.`,
    ].filter(Boolean);
    out.push(notes.join(" "));
    if (op.description) out.push(safeMarkdown(op.description));
    if (op.seeAlso) out.push(safeMarkdown(op.seeAlso));
    for (const g of op.parameters)
      out.push(
        `**${g.in === "path" ? "Path parameters" : g.in === "query" ? "Query parameters" : "Headers"}**`,
        fieldList(g.fields),
      );
    if (op.body) {
      out.push(`**Request body**${op.body.type ? ` ${code(op.body.type.text)}` : ""}`);
      if (op.body.encoding) out.push(safeMarkdown(op.body.encoding));
      out.push(fieldList(op.body.fields));
    }
    for (const r of op.responses) {
      out.push(
        `**Response ${r.status}**${r.type ? ` ${code(r.type.text)}` : ""}${r.description ? `: ${cell(r.description)}` : ""}`,
      );
      if (r.fields.length) out.push(fieldList(r.fields));
    }
    if (op.errors.length) out.push(`Errors: ${op.errors.map((e) => `${code(e.status)} ${e.text}`).join(", ")}.`);
    if (op.answers?.length)
      out.push(
        `What the pinned backend answered: ${op.answers.map((a) => `${code(a.status)} ${a.when.toLowerCase()}: ${code(a.example)}`).join("; ")}.`,
      );
    if (op.errorEntries?.length)
      out.push(`Error messages: ${op.errorEntries.map((e) => `[${cell(e.text)}](${e.href})`).join(", ")}.`);
    if (op.knownDifferences.length)
      out.push(
        "**What the backend really does**",
        op.knownDifferences
          .map(
            (d) =>
              `- ${d.subjects.map(code).join(", ")}: ${oneLine(d.text)} Found by running the pinned backend; see ${d.evidence.map(code).join(", ")}.`,
          )
          .join("\n"),
      );
    if (op.clients.length) out.push(`Sent by ${op.clients.map((c) => `[${code(c.label)}](${c.href})`).join(" and ")}.`);
    for (const s of op.samples) out.push(`**${s.label}**`, s.code);
    if (op.body?.example) out.push("**Example request body**", fence("json", op.body.example));
    for (const r of op.responses) if (r.example) out.push(`**Example response (${r.status})**`, fence("json", r.example));
  }
  return out.join("\n\n");
}

function apiLanding(m: ApiLandingPage): string {
  const out: string[] = [];
  for (const s of m.sections) {
    if (s.id !== "overview") out.push(`${s.depth === 3 ? "###" : "##"} ${s.title}`);
    out.push(s.body);
  }
  out.push("## Resources", m.resources.map((r) => `- [${r.name}](${r.href}): ${cell(r.description)}`).join("\n"));
  return out.join("\n\n");
}

const messageOf = (parts: readonly ErrorMessagePart[]) =>
  parts.map((p) => (typeof p === "string" ? p : `{${p.variable}}`)).join("");

/** A page of the error reference: each entry a heading (its message) and its facts as a list. */
function errorsPage(model: ErrorsPage): string {
  const out: string[] = [safeMarkdown(model.intro)];
  for (const s of model.sections) {
    out.push(`## ${s.title}`);
    for (const e of s.entries) {
      out.push(`### ${code(messageOf(e.sentAs?.[0] ?? e.message))}`);
      const facts = [
        ...(e.sentAs ? [`- As thrown: ${code(messageOf(e.message))}`] : []),
        ...(e.sentAs && e.sentAs.length > 1
          ? [
              `- Also sent as: ${e.sentAs
                .slice(1)
                .map((f) => code(messageOf(f)))
                .join(", ")}`,
            ]
          : []),
        `- Raised as: ${e.raisedAs}`,
      ];
      for (const r of e.responses) {
        const body = {
          ...(r.body.code !== undefined ? { code: r.body.code } : {}),
          type: r.body.type,
          message: messageOf(r.body.message),
        };
        facts.push(
          `- API answer: status ${r.status}, body ${code(JSON.stringify(body))}${r.replaced ? " (the thrown message is only in the server log)" : ""}`,
        );
      }
      if (e.seen) facts.push(`- Where you see it: ${cell(e.seen)}`);
      if (e.note) facts.push(`- Note: ${cell(e.note)}`);
      facts.push(`- ${e.seen ? "Comes from" : "Thrown in"}: ${e.sites.map((x) => `${code(x.label)} (${x.source})`).join("; ")}`);
      if (e.operations.length > 0)
        facts.push(
          `- REST operations: ${e.operations.map((o) => `[${code(o.label)}](${o.href})${o.observed ? " (seen by verify:api)" : ""}`).join(", ")}`,
        );
      if (e.operationsNote) facts.push(`- ${cell(e.operationsNote)}`);
      if (e.cause) facts.push(`- Cause: ${cell(e.cause)}`);
      if (e.fix) facts.push(`- Fix: ${cell(e.fix)}`);
      out.push(facts.join("\n"));
    }
  }
  return out.join("\n\n");
}
