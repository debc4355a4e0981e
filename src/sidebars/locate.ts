import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import ts from "typescript";
import type { SidebarId } from "./types";

/** Where something is in the sidebar files: relative file, 1-based line and column. */
export interface SidebarLocation {
  file: string;
  line: number;
  column: number;
}

/** A path into a sidebar definition, as the resolver walks it: `["items", 3, "items", 0]`, `["back"]`. */
export type SidebarPath = readonly (string | number)[];

export interface SidebarLocator {
  locate(id: SidebarId, path: SidebarPath): SidebarLocation;
}

/**
 * Finds sidebar entries through the TypeScript syntax tree of `sidebars/<id>.ts`: the default
 * export's object literal is walked like the resolver walks the data, following arrays that are
 * spread (`...basicsA`) or named (`items: advanced`) into the files they are imported from. So an
 * error points at the entry itself, even when the same page id is written twice.
 */
export function fileSidebarLocator(root: string, sidebarDir = "sidebars"): SidebarLocator {
  const files = new Map<string, ts.SourceFile | undefined>();
  const sourceOf = (abs: string) => {
    if (!files.has(abs))
      files.set(
        abs,
        existsSync(abs) ? ts.createSourceFile(abs, readFileSync(abs, "utf8"), ts.ScriptTarget.Latest, true) : undefined,
      );
    return files.get(abs);
  };
  const where = (node: ts.Node): SidebarLocation => {
    const sf = node.getSourceFile();
    const pos = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    return { file: relative(root, sf.fileName).split(sep).join("/"), line: pos.line + 1, column: pos.character + 1 };
  };

  /** The expression a name stands for: a local const, or the default export of the file it is imported from. */
  const resolveName = (id: ts.Identifier): ts.Expression | undefined => {
    const sf = id.getSourceFile();
    for (const st of sf.statements) {
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text === id.text && d.initializer) return unwrap(d.initializer);
      }
      if (ts.isImportDeclaration(st) && st.importClause?.name?.text === id.text && ts.isStringLiteral(st.moduleSpecifier)) {
        const target = join(dirname(sf.fileName), `${st.moduleSpecifier.text}.ts`);
        const other = sourceOf(target);
        return other && defaultExport(other);
      }
    }
    return undefined;
  };
  const defaultExport = (sf: ts.SourceFile): ts.Expression | undefined => {
    for (const st of sf.statements) {
      if (ts.isExportAssignment(st)) return ts.isIdentifier(st.expression) ? resolveName(st.expression) : unwrap(st.expression);
    }
    return undefined;
  };
  const unwrap = (e: ts.Expression): ts.Expression => {
    let x = e;
    while (ts.isSatisfiesExpression(x) || ts.isAsExpression(x) || ts.isParenthesizedExpression(x)) x = x.expression;
    return x;
  };
  /** The elements of an array expression, with spreads and names followed. */
  const elements = (e: ts.Expression | undefined): ts.Expression[] | undefined => {
    const x = e && (ts.isIdentifier(unwrap(e)) ? resolveName(unwrap(e) as ts.Identifier) : unwrap(e));
    if (!x || !ts.isArrayLiteralExpression(x)) return undefined;
    const out: ts.Expression[] = [];
    for (const el of x.elements) {
      if (ts.isSpreadElement(el)) {
        const inner = elements(el.expression);
        if (!inner) return undefined;
        out.push(...inner);
      } else out.push(el);
    }
    return out;
  };

  return {
    locate(id, path) {
      const mainFile = join(root, sidebarDir, `${id}.ts`);
      const sf = sourceOf(mainFile);
      const fallback: SidebarLocation = { file: `${sidebarDir}/${id}.ts`, line: 1, column: 1 };
      if (!sf) return fallback;
      let node: ts.Node | undefined = defaultExport(sf);
      let found: ts.Node | undefined = node;
      for (const step of path) {
        if (!node) break;
        const x = ts.isExpression(node) ? unwrap(node) : node;
        if (typeof step === "number") {
          node = elements(x as ts.Expression)?.[step];
        } else if (ts.isObjectLiteralExpression(x)) {
          const prop = x.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === step) as
            ts.PropertyAssignment | undefined;
          node = prop?.initializer;
          if (prop) found = prop;
        } else node = undefined;
        if (node) found = node;
      }
      return found ? where(found) : fallback;
    },
  };
}
