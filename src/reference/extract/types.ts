/**
 * What the extract stage produces: plain, serializable descriptions of declarations, with every
 * type written as text parts in which the names of other declarations are marked by key.
 */

/** A declaration's identity: `<package>:<file in package>:<name>`. */
export type DeclKey = string;

/** A type as written, in parts: plain text, or the name of a declaration (`key`) to link. */
export type TypePart = string | { text: string; key: DeclKey };

export interface DocTag {
  tag: string;
  /** The parameter name, for `@param`. */
  name?: string;
  text: string;
}

export interface Doc {
  /** Markdown. May contain `{@link Name}` inline tags. */
  summary: string;
  tags: DocTag[];
}

export interface SourceLocation {
  pkg: string;
  /** Path inside the package (`dist/models/cart.d.ts`). */
  file: string;
  line: number;
}

export interface TypeParamModel {
  name: string;
  constraint?: TypePart[];
  default?: TypePart[];
}

export interface ParamModel {
  name: string;
  type: TypePart[];
  optional: boolean;
  rest: boolean;
  defaultValue?: string;
  /** Markdown from the `@param` tag. */
  doc: string;
  /** Properties of an object-literal type, expanded. */
  children?: MemberModel[];
}

export interface SignatureModel {
  typeParams: TypeParamModel[];
  params: ParamModel[];
  returns: TypePart[];
  doc: Doc;
  /** For a medusa-react hook: what its request resolves to and what `mutate` takes. */
  hook?: HookTypes;
}

/**
 * A medusa-react hook's types, read from its declared types by the checker: a query's response
 * type is the first type argument of its `options` (`UseQueryOptionsWrapper<Response<X>, …>`), a
 * mutation's response and payload the first and third of `UseMutationOptions<Response<X>, Error, P>`.
 * `Response<X>` is unwrapped to `X`.
 */
export interface HookTypes {
  kind: "query" | "mutation";
  response?: TypePart[];
  payload?: TypePart[];
}

export type MemberKind = "property" | "method" | "accessor" | "constructor" | "enumMember" | "index" | "call";

export interface MemberModel {
  name: string;
  kind: MemberKind;
  optional: boolean;
  readonly: boolean;
  static: boolean;
  protected: boolean;
  abstract: boolean;
  type?: TypePart[];
  signatures?: SignatureModel[];
  doc: Doc;
  /** Enum member initializer, as written. */
  value?: string;
  /** Name of the declaration the member is inherited from. */
  inheritedFrom?: string;
  /** Properties of an object-literal type, expanded. */
  children?: MemberModel[];
  loc: SourceLocation;
}

export type DeclKind = "class" | "interface" | "type" | "enum" | "function" | "variable";

export interface DeclModel {
  key: DeclKey;
  name: string;
  kind: DeclKind;
  doc: Doc;
  loc: SourceLocation;
  abstract: boolean;
  typeParams: TypeParamModel[];
  extends: TypePart[][];
  implements: TypePart[][];
  members: MemberModel[];
  /** The aliased type (type aliases) or declared type (variables). */
  type?: TypePart[];
  /** Call signatures (functions, and variables of a function type). */
  signatures?: SignatureModel[];
}

/** A problem in a package's doc comments, found while extracting. */
export interface DocProblem {
  pkg: string;
  file: string;
  line: number;
  message: string;
  /** How to fix it, when the usual hint (fix the package or allowlist the problem) does not say. */
  hint?: string;
}

/** An OpenAPI-style `@schema Name` YAML block (entities, request and response types). */
export interface SchemaBlock {
  name: string;
  loc: SourceLocation;
  schema: SchemaObject;
}

export interface SchemaObject {
  title?: string;
  description?: string;
  type?: string;
  format?: string;
  required?: string[];
  properties?: Record<string, SchemaProperty>;
  [key: string]: unknown;
}

export interface SchemaProperty {
  description?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
  enum?: unknown[];
  $ref?: string;
  items?: SchemaProperty;
  "x-expandable"?: string;
  "x-featureFlag"?: string;
  [key: string]: unknown;
}
