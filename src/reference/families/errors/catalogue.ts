import { STATUS_CODES } from "node:http";
import type { ExtractedErrors, ExtractedThrow, ValidationTemplate } from "../../extract/errors";
import type { HandlerRule } from "../../extract/errors/handler";
import type { DocProblem } from "../../extract/types";
import type { ErrorEntryView, ErrorLink, ErrorMessagePart, ErrorResponseView, ErrorsPage } from "../../model/types";
import type { ErrorsData, WrittenEntry } from "./data";
import { messageKey, messagePattern, messageSlug, messageText, parseMessageText } from "./messages";
import { GROUPS, pageSlugOf, pageSpec, VALIDATOR_FILE, type GroupName, type PageSpec } from "./pages";

/**
 * The error reference as data, before it becomes pages: one entry per distinct message, each on
 * the page of where it is first thrown, with what the error handler answers for it, its throw
 * sites, the REST operations that reach it (by the call graph, and as verify:api saw them), and
 * its cause and fix when they are written. Pure: everything it reads comes in.
 */

export interface OperationInfo {
  /** `admin PostOrdersOrderSwaps` */
  key: string;
  /** `POST /admin/orders/{id}/swaps` */
  label: string;
  href: string;
}

export interface CatalogueInput {
  errors: ExtractedErrors;
  data: ErrorsData;
  operations: readonly OperationInfo[];
  /** The reference's link to a documented method (`CartService`, `retrieve`), if it has a page. */
  methodHref: (className: string, method: string) => string | undefined;
}

export interface CataloguePage extends PageSpec {
  route: string;
  sections: ErrorsPage["sections"];
}

export interface ErrorCatalogue {
  pages: CataloguePage[];
  /** The entries an operation can return, by its key: what the REST reference links. */
  linksFor(operation: string): ErrorLink[];
  /** Reviewed entries that match nothing, observed answers the entries contradict: the build fails on them. */
  problems: DocProblem[];
}

export const ERRORS_ROUTE = "/references/errors";

type Kind = "thrown" | "validation" | "written";

interface Draft {
  kind: Kind;
  parts: ErrorMessagePart[];
  page: string;
  throws: ExtractedThrow[];
  template?: ValidationTemplate;
  written?: WrittenEntry;
  found: Set<string>;
  observed: Set<string>;
  cause?: string;
  fix?: string;
  sentAs?: ErrorMessagePart[][];
  anchor?: string;
  /** The statuses it is answered with, for the section and the check of observed answers. */
  responses: ErrorResponseView[];
}

/** Operations whose body or query the validator checks: every one that reaches its throw. */
const VALIDATION_PAGE = "validation";
const DATABASE_PAGE = "database";

export function buildCatalogue(input: CatalogueInput): ErrorCatalogue {
  const { errors, data } = input;
  const problems: DocProblem[] = [];
  const problem = (where: string, message: string) => {
    const [file, line] = where.split(":");
    problems.push({ pkg: "medusa-docs", file: file!, line: Number(line), message });
  };
  const respond = responder(errors);
  const drafts = new Map<string, Draft>();
  const byThrow = new Map<number, Draft[]>();
  const add = (key: string, make: () => Draft): Draft => drafts.get(key) ?? drafts.set(key, make()).get(key)!;

  const validatorThrow = errors.throws.find((t) => t.file === VALIDATOR_FILE && t.pkg === "@medusajs/medusa");
  // A message thrown in several places goes on the page of the most central one: a service before a route, the
  // Medusa 2 preview routes last.
  const byPlace = [...errors.throws].sort((a, b) => pagePriority(pageSlugOf(a)) - pagePriority(pageSlugOf(b)) || a.id - b.id);
  for (const t of byPlace) {
    if (t === validatorThrow) continue;
    for (const parts of t.messages) {
      const d = add(`thrown:${messageKey(parts)}`, () => ({
        kind: "thrown",
        parts,
        page: pageSlugOf(t),
        throws: [],
        found: new Set(),
        observed: new Set(),
        responses: [],
      }));
      d.throws.push(t);
      byThrow.set(t.id, [...(byThrow.get(t.id) ?? []), d]);
    }
  }
  const validationType = validatorThrow?.type ?? "invalid_data";
  for (const template of errors.validation) {
    for (const parts of template.messages) {
      const d = add(`validation:${messageKey(parts)}`, () => ({
        kind: "validation",
        parts,
        page: VALIDATION_PAGE,
        throws: [],
        template,
        found: new Set(),
        observed: new Set(),
        responses: [respond(validationType, undefined, parts)],
      }));
      d.template ??= template;
    }
  }
  for (const w of data.written) {
    const parts = parseMessageText(w.message);
    const key = `written:${messageKey(parts)}`;
    if (drafts.has(key)) problem(w.where, `a second hand-written entry for "${w.message}"`);
    drafts.set(key, {
      kind: "written",
      parts,
      page: w.page,
      throws: [],
      written: w,
      found: new Set(),
      observed: new Set(),
      cause: w.cause,
      fix: w.fix,
      responses: [],
    });
  }
  for (const d of drafts.values()) {
    if (d.kind !== "thrown") continue;
    const seen = new Set<string>();
    for (const t of d.throws) {
      const r = respond(t.type, t.code, d.parts);
      const k = JSON.stringify(r);
      if (!seen.has(k)) d.responses.push(r);
      seen.add(k);
    }
  }

  // Reached by the call graph.
  const validatorOps = new Set<string>();
  for (const [op, ids] of Object.entries(errors.operations)) {
    for (const id of ids) {
      if (id === validatorThrow?.id) validatorOps.add(op);
      for (const d of byThrow.get(id) ?? []) d.found.add(op);
    }
  }

  // Seen by verify:api.
  // Causes and fixes, and how messages read as sent.
  for (const e of data.explanations) {
    const key = messageKey(parseMessageText(e.message));
    const targets = [...drafts.values()].filter((d) => d.kind !== "written" && messageKey(d.parts) === key);
    if (targets.length === 0)
      problem(e.where, `"${e.message}" is no message of the error reference (write it as thrown, values as {name})`);
    for (const d of targets) {
      d.cause = e.cause;
      d.fix = e.fix;
      d.sentAs = e.sentAs?.map(parseMessageText);
      for (const form of d.sentAs ?? [])
        if (!messagePattern(d.parts).test(messageText(form)))
          problem(
            e.where,
            `"${messageText(form)}" is not a form of "${e.message}": sent_as fills its values and keeps its words`,
          );
    }
  }

  // A message that is all values (`{message}`) would match any answer: only messages with words of their own take
  // part, in each form they are sent in.
  const patterns = [...drafts.values()].flatMap((d) =>
    [d.parts, ...(d.sentAs ?? [])]
      .filter((parts) => textLength(parts) >= 3)
      .map((parts) => ({ d, parts, re: messagePattern(parts, d.template?.each ? "each value in " : undefined) })),
  );
  const operations = new Map(input.operations.map((o) => [o.key, o]));
  for (const o of data.observed) {
    if (!operations.has(o.operation)) {
      problem(o.where, `${o.operation} is not an operation of the REST reference`);
      continue;
    }
    const said = o.message ?? o.text!;
    const matched = matchMessage(said, patterns, o.text !== undefined, o.status, o.operation);
    if (matched.length === 0) {
      problem(
        o.where,
        `"${said}" matches no entry of the error reference: add a hand-written entry (${"data/errors-written.yaml"}) or correct the message`,
      );
      continue;
    }
    for (const d of matched) {
      d.observed.add(o.operation);
      if (
        o.message !== undefined &&
        d.kind !== "written" &&
        d.responses.length > 0 &&
        !d.responses.some((r) => r.status === o.status)
      )
        problem(
          o.where,
          `verify:api saw ${o.status} for "${said}", but the error handler answers ${d.responses.map((r) => r.status).join(" or ")} for its entry`,
        );
    }
  }

  // Pages, sections and anchors.
  const bySlug = new Map<string, Draft[]>();
  for (const d of drafts.values()) bySlug.set(d.page, [...(bySlug.get(d.page) ?? []), d]);
  const hrefOf = new Map<Draft, string>();
  const pages: CataloguePage[] = [];
  const formatterCase = (line: number) => [...errors.formatter].reverse().find((c) => c.line < line);
  for (const [slug, list] of bySlug) {
    const className = list
      .flatMap((d) => d.throws)
      .find((t) => t.fn?.includes("."))
      ?.fn?.split(".")[0];
    let spec: PageSpec;
    try {
      spec = pageSpec(slug, className);
    } catch {
      for (const d of list) if (d.written) problem(d.written.where, `no page "${slug}"`);
      continue;
    }
    const route = `${ERRORS_ROUTE}/${slug}`;
    const used = new Set<string>();
    const sections = new Map<string, { id: string; title: string; entries: ErrorEntryView[] }>();
    const order = (d: Draft) =>
      d.throws[0] ? `${d.throws[0].file}:${String(d.throws[0].line).padStart(6, "0")}` : messageText(d.parts);
    for (const d of [...list].sort((a, b) => sectionOrder(a) - sectionOrder(b) || order(a).localeCompare(order(b)))) {
      // A database error's message is mostly the database's words: its id starts with the PostgreSQL code.
      const pg = d.page === DATABASE_PAGE && d.throws[0] ? formatterCase(d.throws[0].line) : undefined;
      const base = pg ? `pg-${pg.pgCode}-${messageSlug(d.parts)}` : messageSlug(d.parts);
      let anchor = base;
      for (let i = 2; used.has(anchor); i++) anchor = `${base}-${i}`;
      used.add(anchor);
      d.anchor = anchor;
      hrefOf.set(d, `${route}#${anchor}`);
      const title = sectionTitle(d);
      const id = d.kind === "written" ? `section-${slugOf(title)}` : `status-${d.responses[0]?.status ?? "none"}`;
      if (!sections.has(id)) sections.set(id, { id, title, entries: [] });
      sections.get(id)!.entries.push(entryView(d, anchor));
    }
    pages.push({
      ...spec,
      route,
      sections: [...sections.values()],
    });
  }
  pages.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group) || a.sidebarLabel.localeCompare(b.sidebarLabel));

  function entryView(d: Draft, anchor: string): ErrorEntryView {
    const ops = new Set([...d.found, ...d.observed]);
    const listed = d.kind === "validation" ? d.observed : ops;
    const view: ErrorEntryView = {
      anchor,
      message: d.parts,
      ...(d.sentAs ? { sentAs: d.sentAs } : {}),
      raisedAs: raisedAs(d),
      responses: d.responses,
      seen: d.written?.seen,
      sites: d.kind === "written" ? [{ label: d.written!.source.split(" ")[0]!, source: d.written!.source }] : sitesOf(d),
      operations: [...listed]
        .flatMap((k) => {
          const o = operations.get(k);
          return o ? [{ label: o.label, href: o.href, found: d.found.has(k), observed: d.observed.has(k) }] : [];
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
      cause: d.cause,
      fix: d.fix,
    };
    if (d.kind === "validation") {
      view.operationsNote =
        `Every operation whose body or query the backend validates can answer it: ${validatorOps.size} of the ` +
        `${input.operations.length} operations. The message names the field and is joined, with ", ", to the messages of ` +
        "the other constraints the request fails.";
      if (d.template?.each)
        view.note = "For a field that holds a list, each failing item's message starts with `each value in `.";
    } else if (d.page === DATABASE_PAGE && d.kind === "thrown") {
      const c = formatterCase(d.throws[0]!.line);
      view.note = c
        ? `Made from the PostgreSQL error \`${c.pgCode}\` (\`${c.name}\` in \`formatException\`), which the error handler converts before it answers.`
        : undefined;
      view.operationsNote =
        "Any operation that writes to the database can answer it: the error handler converts the database's error, whichever route raised it.";
    } else if (ops.size === 0 && d.kind === "thrown") {
      view.operationsNote =
        "No REST operation reaches it in the static call graph, and verify:api has not seen it: it is thrown by code that runs " +
        "outside a request (start-up, subscribers, scheduled jobs), by code only custom code calls, or through a call the graph cannot follow.";
    }
    return view;
  }

  function sitesOf(d: Draft): ErrorEntryView["sites"] {
    const handlers = new Map<string, string[]>();
    for (const [op, file] of Object.entries(errors.handlers)) handlers.set(file, [...(handlers.get(file) ?? []), op]);
    return d.throws.map((t) => {
      const source = `${t.pkg}@${errors.versions[t.pkg] ?? "?"} ${t.file}:${t.line}`;
      if (t.fn === "default" && handlers.has(t.file)) {
        const op = operations.get(handlers.get(t.file)![0]!);
        return { label: `route handler of ${op?.label ?? t.file}`, href: op?.href, source };
      }
      const [cls, method] = t.fn?.includes(".") ? t.fn.split(".") : [undefined, t.fn];
      const label = t.fn ? (method === "constructor" ? `${cls} constructor` : t.fn) : "module code";
      return { label, href: cls && method ? input.methodHref(cls, method) : undefined, source };
    });
  }

  // What the REST reference links, per operation.
  const links = new Map<string, ErrorLink[]>();
  const push = (op: string, link: ErrorLink) => links.set(op, [...(links.get(op) ?? []), link]);
  for (const d of drafts.values()) {
    const href = hrefOf.get(d);
    if (!href) continue;
    const text = messageText(d.sentAs?.[0] ?? d.parts);
    const status = d.responses[0]?.status;
    const ops = d.kind === "validation" ? d.observed : new Set([...d.found, ...d.observed]);
    for (const op of ops) push(op, { text, href, status, observed: d.observed.has(op) });
  }
  const validationPage = pages.find((p) => p.slug === VALIDATION_PAGE);
  const databasePage = pages.find((p) => p.slug === DATABASE_PAGE);
  for (const o of input.operations) {
    if (validationPage && validatorOps.has(o.key))
      push(o.key, {
        text: "a field of the body or query fails validation",
        href: validationPage.route,
        status: 400,
        observed: false,
      });
    if (databasePage && !o.label.startsWith("GET "))
      push(o.key, { text: "a write the database refuses", href: databasePage.route, observed: false });
  }
  for (const list of links.values())
    list.sort(
      (a, b) => (a.status ?? 999) - (b.status ?? 999) || Number(b.observed) - Number(a.observed) || a.text.localeCompare(b.text),
    );

  return { pages, linksFor: (op) => links.get(op) ?? [], problems };
}

/** Which page a message thrown in several places goes on: the lowest. */
function pagePriority(slug: string): number {
  if (slug.startsWith("services/")) return 0;
  if (slug.startsWith("modules/")) return 1;
  if (slug.startsWith("api/admin/") || slug.startsWith("api/store/")) return 2;
  if (slug === "api/v2") return 9;
  return slug.startsWith("packages/") ? 5 : 3;
}

/** How much of a message is its own words, not values. */
function textLength(parts: readonly ErrorMessagePart[]): number {
  return parts.reduce((n, p) => n + (typeof p === "string" ? p.length : 0), 0);
}

/** Status sections first, in status order; hand-written sections after, in the order of the file. */
function sectionOrder(d: Draft): number {
  return d.kind === "written" ? 1000 : (d.responses[0]?.status ?? 999);
}

function sectionTitle(d: Draft): string {
  if (d.kind === "written") return d.written!.section;
  const status = d.responses[0]?.status;
  return status ? `${status} ${STATUS_CODES[status] ?? ""}`.trim() : "Not sent to the client";
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function raisedAs(d: Draft): string {
  if (d.kind === "written") return d.written!.raisedAs;
  if (d.kind === "validation")
    return `a failed \`${d.template!.name}\` constraint, sent as a \`MedusaError\` of type \`invalid_data\``;
  const types = [...new Set(d.throws.map((t) => t.type))];
  const codes = [...new Set(d.throws.flatMap((t) => (t.code ? [t.code] : [])))];
  return (
    `\`MedusaError\`, type ${types.map((t) => `\`${t}\``).join(" or ")}` +
    (codes.length > 0 ? `, code ${codes.map((c) => `\`${c}\``).join(" or ")}` : "")
  );
}

/**
 * What the error handler sends for an error of this type and code, by the rules read from its
 * switch: the status, and the body with the fields the rule writes over the error's own.
 */
function responder(errors: ExtractedErrors) {
  const rules = new Map<string, HandlerRule>();
  for (const r of errors.handler.rules) for (const m of r.matches) rules.set(m, r);
  return (type: string, code: string | undefined, message: ErrorMessagePart[]): ErrorResponseView => {
    const rule = rules.get(type) ?? errors.handler.fallback;
    const thrownCode = code === undefined ? undefined : /^\{(.*)\}$/.exec(code) ? undefined : code;
    const body: ErrorResponseView["body"] = {
      ...((rule.code ?? thrownCode) !== undefined ? { code: rule.code ?? thrownCode } : {}),
      type: rule.type ?? type,
      message: rule.message !== undefined ? [rule.message] : message,
    };
    return { status: rule.status, body, replaced: rule.message !== undefined };
  };
}

/**
 * The entries a message as sent matches. A validation answer joins the messages of every failed
 * constraint with ", ": when no entry matches the whole, it is read as such a list.
 */
function matchMessage(
  said: string,
  patterns: readonly { d: Draft; parts: ErrorMessagePart[]; re: RegExp }[],
  plainText: boolean,
  status: number,
  operation: string,
): Draft[] {
  const candidates = plainText ? patterns.filter((p) => p.d.kind === "written") : patterns;
  // The most specific messages that match, of those answered with the status seen when there are:
  // `{table} with {detail}` matches "Cart with cart_1 was not found" too.
  const matching = candidates.filter((p) => p.re.test(said));
  const sameStatus = matching.filter((p) => p.d.responses.some((r) => r.status === status));
  const likely = sameStatus.length > 0 ? sameStatus : matching;
  // Of those, the ones the call graph says the operation reaches, when it says so of any.
  const reached = likely.filter((p) => p.d.found.has(operation));
  const whole = reached.length > 0 ? reached : likely;
  const most = Math.max(0, ...whole.map((p) => textLength(p.parts)));
  const longest = whole.filter((p) => textLength(p.parts) === most).map((p) => p.d);
  // Still several: those of the most central code (a service's before a route's own).
  const central = Math.min(...longest.map((d) => pagePriority(d.page)));
  if (whole.length > 0) return [...new Set(longest.filter((d) => pagePriority(d.page) === central))];
  const validation = candidates.filter((p) => p.d.kind === "validation");
  const pieces = said.split(", ");
  // The fewest validation messages that, joined, make the whole (a message may itself hold ", ").
  const best: (Draft[] | undefined)[] = [[]];
  for (let end = 1; end <= pieces.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const piece = pieces.slice(start, end).join(", ");
      const hit = validation.find((p) => p.re.test(piece));
      if (hit && (!best[end] || best[end]!.length > before.length + 1)) best[end] = [...before, hit.d];
    }
  }
  return [...new Set(best[pieces.length] ?? [])];
}

export type { GroupName };
