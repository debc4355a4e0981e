import type { Diagram } from "../../diagrams/types";
import type { TocItem } from "../../site/types";

/**
 * Page models: what a reference page shows, as plain data with links already resolved.
 * The render stage turns them into HTML with the reference components; nothing here is markup.
 */

/** What every page model has: its outline (h2/h3 ids and texts), decided by the model (outline.ts). */
interface ModelBase {
  toc?: TocItem[];
}

/** A type expression: text, with the names of documented declarations as links. */
export type TypeExpr = (string | { text: string; href: string })[];

/** Text from a doc comment: Markdown, untrusted (rendered safely, never as HTML). */
export type Markdown = string;

export interface DocView {
  summary: Markdown;
  deprecated?: Markdown;
  /** Each example as Markdown (code fences included). */
  examples: Markdown[];
  remarks?: Markdown;
  since?: string;
  featureFlag?: string;
  see: Markdown[];
}

export interface PropertyRow {
  name: string;
  /** The row's id on its page (top-level rows only), decided by the model (see anchors.ts). */
  anchor?: string;
  type: TypeExpr;
  optional: boolean;
  description: Markdown;
  readonly?: boolean;
  static?: boolean;
  protected?: boolean;
  nullable?: boolean;
  defaultValue?: string;
  example?: string;
  /** Relation that can be expanded with the `expand` query parameter. */
  expandable?: boolean;
  featureFlag?: string;
  inheritedFrom?: string;
  deprecated?: Markdown;
  /** A link to more about it (a `@schema` property's `externalDocs`). */
  seeAlso?: Markdown;
  children?: PropertyRow[];
}

export interface ParamRow {
  name: string;
  /** The row's id, on pages where a parameter is a target of its own (a module method's page). */
  anchor?: string;
  type: TypeExpr;
  optional: boolean;
  rest: boolean;
  defaultValue?: string;
  description: Markdown;
  children?: PropertyRow[];
}

export interface SignatureView {
  /** Type parameters, written out (`<T extends object>`). */
  typeParams: TypeExpr;
  params: ParamRow[];
  returns: TypeExpr;
  returnsDescription: Markdown;
  doc: DocView;
}

export interface MethodView {
  name: string;
  anchor: string;
  /** REST operations this method sends. */
  operations?: { label: string; href: string }[];
  static?: boolean;
  protected?: boolean;
  abstract?: boolean;
  inheritedFrom?: string;
  signatures: SignatureView[];
}

export interface EnumMemberRow {
  name: string;
  value?: string;
  description: Markdown;
}

export interface UsageLink {
  label: string;
  href: string;
}

export interface UsedBy {
  title: string;
  links: UsageLink[];
}

export interface SourceRef {
  pkg: string;
  version: string;
  file: string;
}

/** A class, interface, type alias, enum, function or variable. */
export interface DeclarationPage extends ModelBase {
  kind: "declaration";
  declKind: "class" | "interface" | "type" | "enum" | "function" | "variable";
  name: string;
  doc: DocView;
  source: SourceRef;
  typeParams: TypeExpr;
  extends: TypeExpr[];
  implements: TypeExpr[];
  /** Written out type of a type alias or variable, when it is not an object shown as properties. */
  typeExpr?: TypeExpr;
  constructorView?: MethodView;
  properties: PropertyRow[];
  methods: MethodView[];
  enumMembers?: EnumMemberRow[];
  signatures?: SignatureView[];
  usedBy?: UsedBy[];
  /** Shown before the properties, e.g. how to implement a provider interface. */
  note?: Markdown;
  /** REST operations that take this declaration as their request body. */
  requestBodyOf?: { label: string; href: string }[];
  /** A picture of the declaration among others (an entity and its relations), shown before its members. */
  diagram?: Diagram;
}

/** One method of a module's service interface, on a page of its own. */
export interface MethodPage extends ModelBase {
  kind: "method";
  moduleTitle: string;
  interfaceName: string;
  interfaceHref?: string;
  source: SourceRef;
  method: MethodView;
}

export interface HookView {
  name: string;
  anchor: string;
  /** REST operations this hook sends. */
  operations?: { label: string; href: string }[];
  category?: string;
  signatures: SignatureView[];
  /** Query hooks: the response fields a query adds to its result. */
  responseType?: TypeExpr;
  /** Mutation hooks: what `mutate` takes. */
  payloadType?: TypeExpr;
}

/** The hooks (or providers, or utilities) of one medusa-react namespace, such as Admin › Orders. */
export interface HooksPage extends ModelBase {
  kind: "hooks";
  title: string;
  intro: Markdown;
  source: SourceRef;
  /** Hooks by category (Queries, Mutations, …), each group an h2 with its id. */
  groups: { id: string; title: string; hooks: HookView[] }[];
}

export interface IndexItem {
  name: string;
  href: string;
  description: Markdown;
}

/** A family's index: its items, grouped, each with a one-line description. */
export interface IndexPage extends ModelBase {
  kind: "index";
  intro: Markdown;
  /** `prose`: the names are titles (families, APIs), shown as plain links; otherwise they are declarations, shown as code. */
  groups: { id: string; title: string; items: IndexItem[]; prose?: true }[];
  /** Declarations of the 1.x reference that the pinned packages do not have, for readers whose old link leads here. */
  missing?: { id: string; name: string; url: string; reason: string }[];
}

/** A field of a REST request or response body, or a parameter, as a nested list. */
export interface ApiField {
  name: string;
  /** The type as readers know it: `string`, `integer`, `Product`, `string[]`, `object`. */
  type: string;
  /** The page of the type, when it has one (an entity, a request or response type). */
  href?: string;
  required: boolean;
  nullable?: boolean;
  defaultValue?: string;
  enumValues?: string[];
  /** The least value the validator accepts (`Min`), or with `exclusive` the value it must exceed (`IsPositive`). */
  minimum?: { value: string; exclusive: boolean };
  description: Markdown;
  deprecated?: boolean;
  featureFlag?: string;
  /** A relation that `expand` can load. */
  expandable?: boolean;
  /** A link to more about it (its `externalDocs`). */
  seeAlso?: Markdown;
  /** The fields of an object, expanded in place (up to three levels). */
  children?: ApiField[];
}

export interface ApiSample {
  /** The tab's value, shared with the site's client tabs: `js-client`, `medusa-react`, `curl`. */
  value: string;
  label: string;
  /** Markdown: the sample as a fenced code block. */
  code: Markdown;
}

/** One REST operation: a section of its resource's page, its id being its operationId. */
export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: Markdown;
  /** A link to more about it (its `externalDocs`), such as the guide of the task it serves. */
  seeAlso?: Markdown;
  deprecated: boolean;
  featureFlag?: string;
  /**
   * Whether the route needs an authenticated user or customer, and the ways it accepts (security
   * schemes, linked to the landing page's sections). Store routes read a logged-in customer when
   * there is one even when they do not need one.
   */
  auth: { required: boolean; schemes: { label: string; href: string }[] };
  parameters: { in: string; fields: ApiField[] }[];
  /** The request body; `encoding` says how to send one that is not JSON (a file upload's multipart form). */
  body?: { fields: ApiField[]; type?: { text: string; href?: string }; example?: string; encoding?: Markdown };
  responses: {
    status: string;
    description: Markdown;
    fields: ApiField[];
    type?: { text: string; href?: string };
    example?: string;
  }[];
  errors: { status: string; text: string; href: string }[];
  /** The entries of the error reference this operation can return (see families/errors). */
  errorEntries?: ErrorLink[];
  /**
   * What the pinned backend answered requests that change nothing (no credentials, a property the
   * validator refuses, an ID that names no record), as verify:api recorded them (data/api-examples.json).
   */
  answers?: { status: string; when: string; example: string }[];
  samples: ApiSample[];
  /** The JS client method and medusa-react hook that send this request. */
  clients: { label: string; href: string }[];
  /** Where the running backend differs from this documentation (data/api-known-differences.yaml). */
  knownDifferences: ApiKnownDifference[];
}

/** A reviewed difference between the documentation and what the backend returns, with its evidence. */
export interface ApiKnownDifference {
  /** What it is about: fields (`PricedVariant.original_price`), a status, or the cURL sample. */
  subjects: string[];
  text: Markdown;
  /** Places in the pinned packages (`@medusajs/medusa/dist/…js:LINE`). */
  evidence: string[];
}

/** A resource of the Admin or Store API (one OpenAPI tag): its operations. */
export interface ApiResourcePage extends ModelBase {
  kind: "api-resource";
  area: "admin" | "store";
  description: Markdown;
  operations: ApiOperation[];
}

/** An API's front page: base URL, authentication, conventions, errors, flags, and its resources. */
export interface ApiLandingPage extends ModelBase {
  kind: "api-landing";
  area: "admin" | "store";
  sections: { id: string; title: string; body: Markdown; depth?: 3 }[];
  resources: IndexItem[];
  /** Where the 1.x site's anchors lead: operationId (lower case) and tag slug → page#operation. */
  oldAnchors: { ops: Record<string, string>; tags: Record<string, string> };
}

/** A part of an error message: its text, or a value filled in when it is thrown (`{cartId}`). */
export type ErrorMessagePart = string | { variable: string };

/** A link to an entry of the error reference, from a REST operation. */
export interface ErrorLink {
  /** The message, its values written `{name}`. */
  text: string;
  href: string;
  /** The status the backend answers with, when it sends the error as JSON. */
  status?: number;
  /** Whether verify:api saw the operation return it. */
  observed: boolean;
}

/** What the error handler sends for an error: the status and the JSON body, field by field. */
export interface ErrorResponseView {
  status: number;
  /** The body's fields as sent (`code` is left out when the error has none). */
  body: { code?: string; type: string; message: ErrorMessagePart[] };
  /** The handler replaces the message: the reader sees the body's, the real one is only in the server log. */
  replaced: boolean;
}

/** One error message of the error reference. */
export interface ErrorEntryView {
  anchor: string;
  message: ErrorMessagePart[];
  /** How it reads as sent, when a value of it is made of words (`Product with id: {id} was not found`). */
  sentAs?: ErrorMessagePart[][];
  /** What raises it: `MedusaError` with its type, a validation constraint, or the thing a hand-written entry describes. */
  raisedAs: string;
  /** What the reader gets when a REST route raises it; none when it never reaches a response (start-up, clients). */
  responses: ErrorResponseView[];
  /** Where else it shows (hand-written entries: the terminal, the browser console), in Markdown. */
  seen?: Markdown;
  /** Where it is thrown: `CartService.retrieve` (linked to its reference when it has one) and the package file and line. */
  sites: { label: string; href?: string; source: string }[];
  /** REST operations that can return it: found by the call graph, seen by verify:api, or both. */
  operations: { label: string; href: string; found: boolean; observed: boolean }[];
  /** Said instead of, or after, the operations (every operation that validates its input; none reaches it). */
  operationsNote?: Markdown;
  cause?: Markdown;
  fix?: Markdown;
  /** More about it: the PostgreSQL code it comes from, the prefix of array fields. */
  note?: Markdown;
}

/** A page of the error reference: its errors, in sections (by status, or by topic for hand-written pages). */
export interface ErrorsPage extends ModelBase {
  kind: "errors";
  intro: Markdown;
  sections: { id: string; title: string; entries: ErrorEntryView[] }[];
}

export type RefPageModel = DeclarationPage | MethodPage | HooksPage | IndexPage | ApiResourcePage | ApiLandingPage | ErrorsPage;
