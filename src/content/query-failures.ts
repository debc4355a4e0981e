import ts from "typescript";

/**
 * medusa-react's query hooks, read from its type declarations: the exported `use…` functions whose
 * every return type is a TanStack `UseQueryResult` (it has `refetch` and `isError`). Mutations
 * (`mutate`, no `refetch`), `useCart` (the provider's context) and `useMedusa` are not queries.
 */
export function queryHooks(declarationFile: string): Set<string> {
  const program = ts.createProgram([declarationFile], { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(declarationFile);
  const module = file && checker.getSymbolAtLocation(file);
  if (!file || !module) throw new Error(`${declarationFile}: not a module`);
  const hooks = new Set<string>();
  for (const exported of checker.getExportsOfModule(module)) {
    const name = exported.getName();
    if (!/^use[A-Z]/.test(name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, file).getCallSignatures();
    const isQuery =
      signatures.length > 0 &&
      signatures.every((signature) => {
        const returned = checker.getReturnTypeOfSignature(signature);
        const parts = returned.isUnion() ? returned.types : [returned];
        return parts.every((part) => part.getProperty("refetch") && part.getProperty("isError"));
      });
    if (isQuery) hooks.add(name);
  }
  return hooks;
}

/** The fields of a query's result that tell a failure. */
const FAILURE_FIELDS = new Set(["error", "isError", "status", "failureReason", "isLoadingError", "isRefetchError"]);

export interface SilentQuery {
  /** 0-based line in the code block. */
  line: number;
  hook: string;
  /** How the block uses the result, for the message. */
  use: string;
}

/**
 * The calls to a query hook in one code block whose failure the block never reads: a component
 * that reads only the data shows `Loading…` or an empty list forever when the request fails. A
 * call counts as handled when its result's `error`, `isError` or `status` (or another failure
 * field) is destructured and used, read as `result.error`, or when it passes an `onError` option.
 */
export function silentQueries(code: string, hooks: ReadonlySet<string>): SilentQuery[] {
  const source = ts.createSourceFile("block.tsx", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses = new Map<string, number>();
  const propertyReads: { object: string; name: string }[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      propertyReads.push({ object: node.expression.text, name: node.name.text });
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  // a block that declares its own useProducts calls that, not medusa-react's
  const declared = new Set<string>();
  const declarations = (node: ts.Node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      declared.add(node.name.text);
    }
    ts.forEachChild(node, declarations);
  };
  declarations(source);

  const found: SilentQuery[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      hooks.has(node.expression.text) &&
      !declared.has(node.expression.text)
    ) {
      const use = silentUse(node, uses, propertyReads);
      if (use !== undefined) {
        found.push({
          line: source.getLineAndCharacterOfPosition(node.getStart()).line,
          hook: node.expression.text,
          use,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** How a query call ignores its failure, or undefined when it reads it. */
function silentUse(
  call: ts.CallExpression,
  uses: ReadonlyMap<string, number>,
  propertyReads: readonly { object: string; name: string }[],
): string | undefined {
  const hasOnError = call.arguments.some(
    (arg) =>
      ts.isObjectLiteralExpression(arg) &&
      arg.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === "onError"),
  );
  if (hasOnError) return undefined;
  const parent = call.parent;
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
    const read = parent.name.elements.some((element) => {
      if (!ts.isIdentifier(element.name)) return false;
      const field = element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : element.name.text;
      // the binding itself is one use; a read is another
      return FAILURE_FIELDS.has(field) && (uses.get(element.name.text) ?? 0) > 1;
    });
    return read ? undefined : `reads only { ${parent.name.elements.map((e) => e.getText()).join(", ")} }`;
  }
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    const name = parent.name.text;
    const read = propertyReads.some((r) => r.object === name && FAILURE_FIELDS.has(r.name));
    return read ? undefined : `never reads ${name}.error, ${name}.isError or ${name}.status`;
  }
  return "does not keep the result";
}
