import { sep } from "node:path";
import ts from "typescript";
import { isHidden, parseDocComment } from "./doc-comment";
import type {
  DeclKey,
  DeclKind,
  DeclModel,
  Doc,
  DocProblem,
  HookTypes,
  MemberModel,
  ParamModel,
  SignatureModel,
  SourceLocation,
  TypeParamModel,
  TypePart,
} from "./types";

/** Longest type text kept for one type (a hook's inferred result can run to thousands of characters). */
const MAX_TYPE_TEXT = 2000;
/** How deep object-literal types are expanded into nested rows. */
const MAX_EXPAND_DEPTH = 3;

export interface ExtractorOptions {
  /** Declaration files to load (package entry points). */
  entries: string[];
  /** Packages whose declarations get pages (and so get keys); types from any other package stay plain text. */
  documented: readonly string[];
  /** Maps an absolute file path to its package and path inside it; defaults to the node_modules layout. */
  packageOf?: (fileName: string) => { pkg: string; file: string } | undefined;
}

/** Package and in-package path of a file below node_modules. */
export function nodeModulesPackageOf(fileName: string): { pkg: string; file: string } | undefined {
  const norm = fileName.split(sep).join("/");
  const i = norm.lastIndexOf("/node_modules/");
  if (i === -1) return undefined;
  const rest = norm.slice(i + "/node_modules/".length).split("/");
  const pkg = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  const file = rest.slice(rest[0]!.startsWith("@") ? 2 : 1).join("/");
  return { pkg, file };
}

type DocumentedDeclaration =
  | ts.ClassDeclaration
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration
  | ts.EnumDeclaration
  | ts.FunctionDeclaration
  | ts.VariableDeclaration;

function kindOf(node: ts.Node): DeclKind | undefined {
  if (ts.isClassDeclaration(node)) return "class";
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isTypeAliasDeclaration(node)) return "type";
  if (ts.isEnumDeclaration(node)) return "enum";
  if (ts.isFunctionDeclaration(node)) return "function";
  if (ts.isVariableDeclaration(node)) return "variable";
  return undefined;
}

/**
 * Reads declarations and their doc comments from package declaration files with the TypeScript
 * compiler API. Every declaration of a documented package gets a stable key; types are kept as
 * written, with the names of documented declarations marked for linking.
 */
export class Extractor {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly problems: DocProblem[] = [];
  private readonly documented: Set<string>;
  private readonly packageOf: (fileName: string) => { pkg: string; file: string } | undefined;
  private readonly nodes = new Map<DeclKey, DocumentedDeclaration>();
  private readonly models = new Map<DeclKey, DeclModel>();

  constructor(opts: ExtractorOptions) {
    this.documented = new Set(opts.documented);
    this.packageOf = opts.packageOf ?? nodeModulesPackageOf;
    this.program = ts.createProgram({
      rootNames: opts.entries,
      options: {
        noEmit: true,
        skipLibCheck: true,
        types: [],
        // The language's own library without the DOM's (lib.dom.d.ts alone is 1.9 MB of the 14 MB
        // the program parses): the packages' declarations name no DOM type the model reads (the
        // extraction is the same with and without it), and it costs the main thread about 0.5 s.
        lib: ["lib.es2022.d.ts"],
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.CommonJS,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        esModuleInterop: true,
        jsx: ts.JsxEmit.ReactJSX,
      },
    });
    this.checker = this.program.getTypeChecker();
    for (const entry of opts.entries) {
      if (!this.program.getSourceFile(entry)) throw new Error(`Reference: cannot read ${entry}`);
    }
  }

  // ---------- keys and locations ----------

  location(node: ts.Node): SourceLocation {
    const sf = node.getSourceFile();
    const where = this.packageOf(sf.fileName) ?? { pkg: "?", file: sf.fileName };
    return { ...where, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 };
  }

  /** The key of a documentable declaration of a documented package, or undefined. */
  keyOf(node: ts.Node): DeclKey | undefined {
    if (!kindOf(node)) return undefined;
    const decl = node as DocumentedDeclaration;
    if (!decl.name || !ts.isIdentifier(decl.name)) return undefined;
    if (ts.isVariableDeclaration(decl) && !ts.isSourceFile(decl.parent.parent.parent)) return undefined;
    if (!ts.isVariableDeclaration(decl) && !ts.isSourceFile(decl.parent)) return undefined;
    const where = this.packageOf(decl.getSourceFile().fileName);
    if (!where || !this.documented.has(where.pkg)) return undefined;
    const key = `${where.pkg}:${where.file}:${decl.name.text}`;
    if (!this.nodes.has(key)) this.nodes.set(key, decl);
    return key;
  }

  private resolve(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  private keyOfSymbol(symbol: ts.Symbol | undefined): DeclKey | undefined {
    if (!symbol) return undefined;
    const resolved = this.resolve(symbol);
    for (const d of resolved.declarations ?? []) {
      const key = this.keyOf(d);
      if (key) return key;
    }
    return undefined;
  }

  private moduleExports(entry: string): ts.Symbol[] {
    const sf = this.program.getSourceFile(entry);
    const moduleSymbol = sf && this.checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) throw new Error(`Reference: ${entry} is not a module`);
    return this.checker.getExportsOfModule(moduleSymbol);
  }

  /** Exports of a module file (re-exports followed), as export name and key. */
  exportsOf(entry: string): { name: string; key: DeclKey }[] {
    return this.symbolsToKeys(this.moduleExports(entry));
  }

  /**
   * Exports of a namespace re-export such as `export * as CartTypes from "./cart"`, and of the
   * namespaces nested in it (`WorkflowTypes.CartWorkflow`), by dotted name.
   */
  namespaceExportsOf(entry: string, namespace: string): Record<string, { name: string; key: DeclKey }[]> {
    const ns = this.moduleExports(entry).find((s) => s.name === namespace);
    if (!ns) throw new Error(`Reference: ${entry} has no namespace ${namespace}`);
    const out: Record<string, { name: string; key: DeclKey }[]> = {};
    const walk = (name: string, symbol: ts.Symbol) => {
      const members = this.checker.getExportsOfModule(this.resolve(symbol));
      out[name] = this.symbolsToKeys(members);
      for (const m of members) {
        const target = this.resolve(m);
        if (target.flags & ts.SymbolFlags.ValueModule && target.declarations?.some(ts.isSourceFile)) walk(`${name}.${m.name}`, m);
      }
    };
    walk(namespace, ns);
    return out;
  }

  private symbolsToKeys(symbols: ts.Symbol[]): { name: string; key: DeclKey }[] {
    const out: { name: string; key: DeclKey }[] = [];
    for (const s of symbols) {
      const key = this.keyOfSymbol(s);
      if (key) out.push({ name: s.name === "default" ? key.split(":").at(-1)! : s.name, key });
    }
    return out;
  }

  /** The model of a declaration (extracted once). */
  decl(key: DeclKey): DeclModel {
    const cached = this.models.get(key);
    if (cached) return cached;
    const node = this.nodes.get(key);
    if (!node) throw new Error(`Reference: unknown declaration ${key}`);
    const model = this.extractDeclaration(key, node);
    this.models.set(key, model);
    return model;
  }

  hasDecl(key: DeclKey): boolean {
    return this.nodes.has(key);
  }

  // ---------- doc comments ----------

  readDoc(node: ts.Node): Doc {
    const sf = node.getSourceFile();
    // A `@schema` YAML block is data, read on its own; the declaration's doc is the last other comment.
    const comments = ts
      .getJSDocCommentsAndTags(node)
      .filter(ts.isJSDoc)
      .filter((d) => !/^\s*\*\s*@schema\s/m.test(sf.text.slice(d.pos, d.end)));
    const comment = comments.at(-1);
    if (!comment) return { summary: "", tags: [] };
    const { unterminatedFence, ...doc } = parseDocComment(sf.text.slice(comment.pos, comment.end));
    if (unterminatedFence) {
      const line = sf.getLineAndCharacterOfPosition(comment.getStart(sf)).line + 1;
      this.problems.push({ ...this.location(node), line, message: "doc comment has an unterminated code fence (```)" });
    }
    return doc;
  }

  // ---------- types ----------

  /** A type as written, with the names of documented declarations marked. */
  printType(node: ts.TypeNode | undefined, fallback?: ts.Node): TypePart[] {
    if (!node) {
      if (!fallback) return ["unknown"];
      const text = this.checker.typeToString(
        this.checker.getTypeAtLocation(fallback),
        undefined,
        ts.TypeFormatFlags.NoTruncation,
      );
      return [clip(text)];
    }
    const sf = node.getSourceFile();
    const start = node.getStart(sf);
    const text = sf.text.slice(start, node.end);
    const spans: { start: number; end: number; key: DeclKey }[] = [];
    const visit = (n: ts.Node) => {
      let name: ts.Node | undefined;
      if (ts.isTypeReferenceNode(n)) name = n.typeName;
      else if (ts.isExpressionWithTypeArguments(n)) name = n.expression;
      else if (ts.isTypeQueryNode(n)) name = n.exprName;
      else if (ts.isImportTypeNode(n)) name = n.qualifier;
      if (name) {
        const key = this.keyOfSymbol(this.checker.getSymbolAtLocation(name));
        if (key) {
          const target = ts.isQualifiedName(name) ? name.right : ts.isPropertyAccessExpression(name) ? name.name : name;
          spans.push({ start: target.getStart(sf) - start, end: target.end - start, key });
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    spans.sort((a, b) => a.start - b.start);
    const parts: TypePart[] = [];
    let at = 0;
    for (const s of spans) {
      if (s.start < at) continue;
      if (s.start > at) parts.push(text.slice(at, s.start));
      parts.push({ text: text.slice(s.start, s.end), key: s.key });
      at = s.end;
    }
    if (at < text.length) parts.push(text.slice(at));
    return tidy(parts);
  }

  // ---------- declarations ----------

  private extractDeclaration(key: DeclKey, node: DocumentedDeclaration): DeclModel {
    const kind = kindOf(node)!;
    const base: DeclModel = {
      key,
      name: (node.name as ts.Identifier).text,
      kind,
      doc: this.readDoc(node),
      loc: this.location(node),
      abstract: ts.isClassDeclaration(node) && hasModifier(node, ts.SyntaxKind.AbstractKeyword),
      typeParams: this.typeParams((node as ts.ClassDeclaration).typeParameters),
      extends: [],
      implements: [],
      members: [],
    };
    if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
      for (const clause of node.heritageClauses ?? []) {
        const list = clause.types.map((t) => this.printType(t as unknown as ts.TypeNode));
        if (clause.token === ts.SyntaxKind.ExtendsKeyword) base.extends = list;
        else base.implements = list;
      }
      base.members = this.allMembers(node, new Set());
    } else if (ts.isEnumDeclaration(node)) {
      base.members = node.members.map((m) => ({
        ...this.emptyMember(memberName(m), "enumMember", m),
        value: m.initializer?.getText(),
      }));
    } else if (ts.isTypeAliasDeclaration(node)) {
      base.type = this.printType(node.type);
      if (ts.isTypeLiteralNode(node.type)) base.members = this.typeLiteralMembers(node.type, 0);
    } else if (ts.isFunctionDeclaration(node)) {
      base.signatures = this.functionOverloads(node).map((d) => this.signature(d));
    } else if (ts.isVariableDeclaration(node)) {
      base.type = this.printType(node.type, node);
      if (node.type && ts.isFunctionTypeNode(node.type)) base.signatures = [this.signature(node.type, node)];
      if (node.type && ts.isTypeLiteralNode(node.type)) base.members = this.typeLiteralMembers(node.type, 0);
    }
    return base;
  }

  private functionOverloads(node: ts.FunctionDeclaration): ts.FunctionDeclaration[] {
    const symbol = node.name && this.checker.getSymbolAtLocation(node.name);
    return (symbol?.declarations ?? [node]).filter(ts.isFunctionDeclaration);
  }

  private typeParams(list: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): TypeParamModel[] {
    return (list ?? []).map((p) => ({
      name: p.name.text,
      constraint: p.constraint ? this.printType(p.constraint) : undefined,
      default: p.default ? this.printType(p.default) : undefined,
    }));
  }

  private emptyMember(name: string, kind: MemberModel["kind"], node: ts.Node): MemberModel {
    return {
      name,
      kind,
      optional: false,
      readonly: false,
      static: false,
      protected: false,
      abstract: false,
      doc: this.readDoc(node),
      loc: this.location(node),
    };
  }

  /** Own members, then inherited ones that are not overridden, marked with where they come from. */
  private allMembers(node: ts.ClassDeclaration | ts.InterfaceDeclaration, seen: Set<ts.Node>): MemberModel[] {
    seen.add(node);
    const own = this.ownMembers(node);
    const names = new Set(own.map((m) => `${m.static ? "static " : ""}${m.name}`));
    const inherited: MemberModel[] = [];
    for (const clause of node.heritageClauses ?? []) {
      if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
      for (const t of clause.types) {
        const symbol = this.checker.getSymbolAtLocation(t.expression);
        const baseDecl =
          symbol && this.resolve(symbol).declarations?.find((d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d));
        if (!baseDecl || seen.has(baseDecl)) continue;
        if (!this.keyOf(baseDecl)) continue;
        const baseName = (baseDecl as ts.ClassDeclaration).name?.text ?? "";
        for (const m of this.allMembers(baseDecl as ts.ClassDeclaration | ts.InterfaceDeclaration, seen)) {
          const id = `${m.static ? "static " : ""}${m.name}`;
          if (names.has(id) || m.kind === "constructor") continue;
          names.add(id);
          inherited.push({ ...m, inheritedFrom: m.inheritedFrom ?? baseName });
        }
      }
    }
    return [...own, ...inherited];
  }

  private ownMembers(node: ts.ClassDeclaration | ts.InterfaceDeclaration): MemberModel[] {
    const out: MemberModel[] = [];
    const methods = new Map<string, MemberModel>();
    for (const m of node.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
      const flags = ts.getCombinedModifierFlags(m as ts.Declaration);
      if (flags & ts.ModifierFlags.Private) continue;
      if (m.name && ts.isPrivateIdentifier(m.name)) continue;
      const doc = this.readDoc(m);
      if (isHidden(doc)) continue;
      const name = memberName(m);
      const common = this.memberFlags(m, doc);
      if (ts.isPropertyDeclaration(m) || ts.isPropertySignature(m)) {
        const member: MemberModel = { name, kind: "property", ...common, type: this.printType(m.type, m) };
        if (m.type && ts.isTypeLiteralNode(m.type)) member.children = this.typeLiteralMembers(m.type, 1);
        out.push(member);
      } else if (ts.isMethodDeclaration(m) || ts.isMethodSignature(m)) {
        const existing = methods.get(name);
        const sig = this.signature(m);
        if (existing) existing.signatures!.push(sig);
        else {
          const member: MemberModel = { name, kind: "method", ...common, signatures: [sig] };
          methods.set(name, member);
          out.push(member);
        }
      } else if (ts.isConstructorDeclaration(m)) {
        const existing = out.find((x) => x.kind === "constructor");
        if (existing) existing.signatures!.push(this.signature(m));
        else out.push({ name: "constructor", kind: "constructor", ...common, signatures: [this.signature(m)] });
      } else if (ts.isGetAccessorDeclaration(m)) {
        out.push({ name, kind: "accessor", ...common, type: this.printType(m.type, m) });
      } else if (ts.isSetAccessorDeclaration(m)) {
        if (!out.some((x) => x.kind === "accessor" && x.name === name)) {
          out.push({ name, kind: "accessor", ...common, type: this.printType(m.parameters[0]?.type, m.parameters[0]) });
        }
      } else {
        const signatureMember = this.signatureMember(m, common);
        if (signatureMember) out.push(signatureMember);
      }
    }
    return out;
  }

  /** An index signature (`[key: string]: T`) or call signature, as a member. */
  private signatureMember(m: ts.Node, common: ReturnType<Extractor["memberFlags"]>): MemberModel | undefined {
    if (ts.isIndexSignatureDeclaration(m)) {
      return {
        name: `[${m.parameters.map((p) => p.getText()).join(", ")}]`,
        kind: "index",
        ...common,
        type: this.printType(m.type),
      };
    }
    if (ts.isCallSignatureDeclaration(m)) return { name: "(call)", kind: "call", ...common, signatures: [this.signature(m)] };
    return undefined;
  }

  /** Modifiers, doc and location shared by every kind of member. */
  private memberFlags(m: ts.ClassElement | ts.TypeElement, doc: Doc) {
    const flags = ts.getCombinedModifierFlags(m as unknown as ts.Declaration);
    return {
      optional: !!(m as ts.PropertyDeclaration).questionToken,
      readonly: !!(flags & ts.ModifierFlags.Readonly),
      static: !!(flags & ts.ModifierFlags.Static),
      protected: !!(flags & ts.ModifierFlags.Protected),
      abstract: !!(flags & ts.ModifierFlags.Abstract),
      doc,
      loc: this.location(m),
    };
  }

  private typeLiteralMembers(node: ts.TypeLiteralNode, depth: number): MemberModel[] {
    if (depth > MAX_EXPAND_DEPTH) return [];
    const out: MemberModel[] = [];
    for (const m of node.members) {
      const name = memberName(m);
      const common = this.memberFlags(m, this.readDoc(m));
      if (ts.isPropertySignature(m)) {
        const member: MemberModel = { name, kind: "property", ...common, type: this.printType(m.type, m) };
        const literal = m.type && literalOf(m.type);
        if (literal) member.children = this.typeLiteralMembers(literal, depth + 1);
        out.push(member);
      } else if (ts.isMethodSignature(m)) {
        out.push({ name, kind: "method", ...common, signatures: [this.signature(m)] });
      } else {
        const signatureMember = this.signatureMember(m, common);
        if (signatureMember) out.push(signatureMember);
      }
    }
    return out;
  }

  private signature(node: ts.SignatureDeclarationBase, docNode: ts.Node = node): SignatureModel {
    const doc = this.readDoc(docNode);
    const paramDocs = new Map(doc.tags.filter((t) => t.tag === "param" && t.name).map((t) => [t.name!, t.text]));
    const params: ParamModel[] = node.parameters.map((p, i) => {
      // A destructured parameter has no name of its own: show the pattern's shape, not its text.
      const name = ts.isIdentifier(p.name) ? p.name.text : ts.isObjectBindingPattern(p.name) ? "{ … }" : "[ … ]";
      const param: ParamModel = {
        name,
        type: this.printType(p.type, p),
        optional: !!p.questionToken || !!p.initializer,
        rest: !!p.dotDotDotToken,
        defaultValue: p.initializer?.getText(),
        doc: paramDocs.get(name) ?? (ts.isIdentifier(p.name) ? "" : ([...paramDocs.values()][i] ?? "")),
      };
      const literal = p.type && literalOf(p.type);
      if (literal) {
        param.children = this.typeLiteralMembers(literal, 1);
        // `@param data.title - …` documents a property of an object parameter.
        for (const child of param.children) {
          const text = paramDocs.get(`${name}.${child.name}`);
          if (text && !child.doc.summary) child.doc = { ...child.doc, summary: text };
        }
      }
      return param;
    });
    const sig: SignatureModel = {
      typeParams: this.typeParams(node.typeParameters),
      params,
      returns: node.type ? this.printType(node.type) : ts.isConstructorDeclaration(node) ? [] : this.printType(undefined, node),
      doc,
    };
    const hook = this.hookTypes(node);
    if (hook) sig.hook = hook;
    return sig;
  }

  /** The name a type reference resolves to, through aliases (`UseQueryOptionsWrapper`, `Response`). */
  private referenceName(node: ts.TypeNode | undefined): string | undefined {
    if (!node || !ts.isTypeReferenceNode(node)) return undefined;
    const symbol = this.checker.getSymbolAtLocation(node.typeName);
    return symbol ? this.resolve(symbol).name : undefined;
  }

  /** A medusa-react hook's response and payload types, from the type arguments of its options or result. */
  private hookTypes(node: ts.SignatureDeclarationBase): HookTypes | undefined {
    const unwrap = (arg: ts.TypeNode | undefined): TypePart[] | undefined => {
      if (!arg) return undefined;
      const inner = this.referenceName(arg) === "Response" ? (arg as ts.TypeReferenceNode).typeArguments?.[0] : undefined;
      return this.printType(inner ?? arg);
    };
    const options = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === "options")?.type;
    const optionsName = this.referenceName(options);
    const args = (options as ts.TypeReferenceNode | undefined)?.typeArguments;
    if (optionsName === "UseQueryOptionsWrapper" && args) return { kind: "query", response: unwrap(args[0]) };
    if (optionsName === "UseMutationOptions" && args)
      return { kind: "mutation", response: unwrap(args[0]), payload: unwrap(args[2]) };
    // A mutation without options still declares its result type.
    const result = node.type;
    if (this.referenceName(result) === "UseMutationResult") {
      const r = (result as ts.TypeReferenceNode).typeArguments;
      return { kind: "mutation", response: unwrap(r?.[0]), payload: unwrap(r?.[2]) };
    }
    return undefined;
  }
}

/** A member's name as written, without the quotes of `"quoted-name"`; call signatures have none. */
function memberName(m: ts.ClassElement | ts.TypeElement | ts.EnumMember): string {
  return m.name ? m.name.getText().replace(/^["']|["']$/g, "") : "";
}

function literalOf(type: ts.TypeNode): ts.TypeLiteralNode | undefined {
  if (ts.isTypeLiteralNode(type)) return type;
  if (ts.isArrayTypeNode(type) && ts.isTypeLiteralNode(type.elementType)) return type.elementType;
  if (ts.isUnionTypeNode(type)) {
    const literals = type.types.filter(ts.isTypeLiteralNode);
    const others = type.types.filter((t) => !ts.isTypeLiteralNode(t) && !isNullish(t));
    if (literals.length === 1 && others.length === 0) return literals[0];
  }
  return undefined;
}

function isNullish(t: ts.TypeNode): boolean {
  return t.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some((m) => m.kind === kind);
}

function clip(text: string): string {
  return text.length > MAX_TYPE_TEXT ? `${text.slice(0, MAX_TYPE_TEXT)} …` : text;
}

/** Drops comments, folds white space, and caps the length of a type's text. */
function tidy(parts: TypePart[]): TypePart[] {
  const out: TypePart[] = [];
  let length = 0;
  for (const part of parts) {
    if (length > MAX_TYPE_TEXT) {
      out.push(" …");
      break;
    }
    if (typeof part === "string") {
      const text = part.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ");
      if (text) out.push(text);
      length += text.length;
    } else {
      out.push(part);
      length += part.text.length;
    }
  }
  return out;
}
