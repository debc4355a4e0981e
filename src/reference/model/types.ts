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
  groups: { id: string; title: string; items: IndexItem[] }[];
  /** Declarations of the 1.x reference that the pinned packages do not have, for readers whose old link leads here. */
  missing?: { id: string; name: string; url: string; reason: string }[];
}

export type RefPageModel = DeclarationPage | MethodPage | HooksPage | IndexPage;
