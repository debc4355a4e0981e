import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import ts from "typescript";
import { filesBelow } from "../../lib/files";
import type { DocProblem } from "./types";

/**
 * The relations of the backend's TypeORM entities, read from the decorators in the compiled
 * models (`@medusajs/medusa/dist/models/*.js`): the declaration files the rest of the extract stage
 * reads have no decorators. TypeScript compiles `@ManyToOne(() => Cart, (c) => c.items)` on a
 * property to
 *
 *     __decorate([(0, typeorm_1.ManyToOne)(function () { return cart_1.Cart; }, function (cart) { return cart.items; }),
 *                 (0, typeorm_1.JoinColumn)({ name: "cart_id" }), …], LineItem.prototype, "cart", void 0);
 *
 * and a class decorator to `LineItem = __decorate([(0, typeorm_1.Entity)()], LineItem)`. Decorators
 * wrapped in `FeatureFlagDecorators(flag, [...])` apply only when the flag is on; they are kept,
 * with the flag. Only syntax is read: nothing of the backend is run.
 */

export type RelationKind = "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

export interface EntityRelation {
  /** The property of the entity that holds the relation. */
  property: string;
  kind: RelationKind;
  /** The related entity's class name. */
  target: string;
  /** The property on the related entity that points back (the decorator's second function). */
  inverse?: string;
  /** The foreign key column on this entity's table (`@JoinColumn`): this side owns the relation. */
  joinColumn?: string;
  /** The join table (`@JoinTable`) of a many-to-many relation this side owns. */
  joinTable?: { name: string; joinColumn?: string; inverseJoinColumn?: string };
  /** Feature flags the relation depends on (`FeatureFlagDecorators`), by key. */
  featureFlags?: string[];
  /** Line of the property's `__decorate` call in the compiled file. */
  line: number;
  /** While reading: a `@TreeParent` or `@TreeChildren` relation, whose inverse is the other one. */
  tree?: true;
}

export interface EntityModel {
  name: string;
  /** The compiled file, inside `@medusajs/medusa`. */
  file: string;
  relations: EntityRelation[];
}

const RELATION_DECORATORS: Record<string, RelationKind> = {
  ManyToOne: "many-to-one",
  OneToMany: "one-to-many",
  OneToOne: "one-to-one",
  ManyToMany: "many-to-many",
};

export const MODELS_DIR = "@medusajs/medusa/dist/models";
const FLAGS_DIR = "@medusajs/utils/dist/feature-flags";

/**
 * Every entity class of the models folder (a class with `@Entity` or `FeatureFlagEntity`), with
 * the relations its properties declare. A relation decorator whose target cannot be read is a
 * problem at its file and line.
 */
export function extractEntities(nodeModules: string): { entities: EntityModel[]; problems: DocProblem[] } {
  const flags = readFlagKeys(join(nodeModules, FLAGS_DIR));
  const entities: EntityModel[] = [];
  const problems: DocProblem[] = [];
  const dir = join(nodeModules, MODELS_DIR);
  if (!existsSync(dir)) return { entities, problems };
  for (const path of filesBelow(dir).filter((f) => f.endsWith(".js") && basename(f) !== "index.js")) {
    const file = `dist/models/${path
      .slice(dir.length + 1)
      .split("\\")
      .join("/")}`;
    const found = readModelFile(readFileSync(path, "utf8"), file, flags);
    entities.push(...found.entities);
    problems.push(...found.problems);
  }
  entities.sort((a, b) => a.name.localeCompare(b.name));
  return { entities, problems };
}

/** The entities and relations of one compiled model file. */
export function readModelFile(
  text: string,
  file: string,
  flagKeys: ReadonlyMap<string, string> = new Map(),
): { entities: EntityModel[]; problems: DocProblem[] } {
  const sf = ts.createSourceFile(file, decoratorLines(text), ts.ScriptTarget.ES2020, false, ts.ScriptKind.JS);
  const relationsOf = new Map<string, EntityRelation[]>();
  const entityNames = new Set<string>();
  const problems: DocProblem[] = [];
  // Static string properties (`ProductCategory.productCategoryProductJoinTable = "product_category_product"`),
  // which a decorator may name instead of a literal.
  const statics = new Map<string, string>();
  const lineOf = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const flagsOf = (e: ts.Expression | undefined): string[] =>
    !e ? [] : ts.isArrayLiteralExpression(e) ? e.elements.flatMap(flagsOf) : [flagKey(e, flagKeys, sf)];

  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isStringLiteralLike(node.right)
    )
      statics.set(node.left.name.text, node.right.text);
    if (ts.isCallExpression(node) && calleeName(node) === "__decorate" && node.arguments.length >= 2) {
      const [list, target, prop] = node.arguments;
      if (list && ts.isArrayLiteralExpression(list)) {
        if (target && ts.isIdentifier(target) && !prop) {
          // A class decorator: is it an entity?
          for (const d of list.elements) {
            const name = ts.isCallExpression(d) ? calleeName(d) : undefined;
            if (name === "Entity" || name === "FeatureFlagEntity") entityNames.add(target.text);
          }
        } else if (
          target &&
          ts.isPropertyAccessExpression(target) &&
          target.name.text === "prototype" &&
          ts.isIdentifier(target.expression) &&
          prop &&
          ts.isStringLiteral(prop)
        ) {
          const cls = target.expression.text;
          const relation = propertyRelation(list.elements, cls, prop.text, lineOf(node), [], (message) =>
            problems.push({ pkg: "@medusajs/medusa", file, line: lineOf(node), message }),
          );
          if (relation) {
            relationsOf.set(cls, [...(relationsOf.get(cls) ?? []), relation]);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };

  /** The relation the decorators of one property declare, if any. */
  const propertyRelation = (
    decorators: ts.NodeArray<ts.Expression>,
    cls: string,
    property: string,
    line: number,
    flags: string[],
    problem: (message: string) => void,
  ): EntityRelation | undefined => {
    let relation: EntityRelation | undefined;
    const extras: Partial<EntityRelation> = {};
    for (const d of decorators) {
      if (!ts.isCallExpression(d)) continue;
      const name = calleeName(d);
      if (name === "FeatureFlagDecorators") {
        const inner = d.arguments[1];
        if (inner && ts.isArrayLiteralExpression(inner))
          relation ??= propertyRelation(inner.elements, cls, property, line, [...flags, ...flagsOf(d.arguments[0])], problem);
      } else if (name && RELATION_DECORATORS[name]) {
        const target = returnedName(d.arguments[0]);
        if (!target) {
          problem(`@${name} on "${property}": its first argument does not return an entity class`);
          continue;
        }
        const inverse = d.arguments[1] && returnedName(d.arguments[1]);
        relation = { property, kind: RELATION_DECORATORS[name], target, ...(inverse ? { inverse } : {}), line };
        if (flags.length > 0) relation.featureFlags = [...flags];
      } else if (name === "TreeParent" || name === "TreeChildren") {
        // A tree entity's parent and children: relations to the entity itself, each the other's inverse.
        relation = { property, kind: name === "TreeParent" ? "many-to-one" : "one-to-many", target: cls, line, tree: true };
        if (flags.length > 0) relation.featureFlags = [...flags];
      } else if (name === "JoinColumn") {
        const opts = d.arguments[0];
        const col = opts && ts.isObjectLiteralExpression(opts) ? stringProp(opts, "name") : undefined;
        if (col) extras.joinColumn = col;
        else problem(`@JoinColumn on "${property}" names no column`);
      } else if (name === "JoinTable") {
        const opts = d.arguments[0];
        const table =
          opts && ts.isObjectLiteralExpression(opts) ? (stringProp(opts, "name") ?? staticProp(opts, "name")) : undefined;
        if (!table || !opts || !ts.isObjectLiteralExpression(opts)) {
          problem(`@JoinTable on "${property}" names no table`);
          continue;
        }
        const column = (key: string) => {
          const o = objectProp(opts, key);
          return o ? stringProp(o, "name") : undefined;
        };
        extras.joinTable = { name: table, joinColumn: column("joinColumn"), inverseJoinColumn: column("inverseJoinColumn") };
      }
    }
    return relation && { ...relation, ...extras };
  };

  visit(sf);
  for (const relations of relationsOf.values()) {
    const tree = relations.filter((r) => r.tree);
    for (const r of tree) {
      const inverse = tree.find((o) => o.kind !== r.kind);
      if (inverse) r.inverse = inverse.property;
      delete r.tree;
    }
    for (const r of relations) {
      if (r.joinTable && r.joinTable.name.startsWith("static:")) {
        const name = statics.get(r.joinTable.name.slice("static:".length));
        if (name) r.joinTable.name = name;
        else
          problems.push({ pkg: "@medusajs/medusa", file, line: r.line, message: `@JoinTable on "${r.property}" names no table` });
      }
    }
  }
  const entities = [...entityNames].map((name) => ({ name, file, relations: relationsOf.get(name) ?? [] }));
  return { entities, problems };
}

/**
 * The file with only its `__decorate([…], …);` statements and static string assignments kept,
 * every other line blank (so lines keep their numbers): the models' methods and long `@schema`
 * comments are most of their text, and parsing them would double the time this takes.
 */
function decoratorLines(text: string): string {
  let inside = false;
  return text
    .split("\n")
    .map((line) => {
      if (/^\s*(\w+ = )*__decorate\(\[/.test(line)) inside = true;
      const keep = inside || /^\s*[\w.]+ = "[^"]*";$/.test(line);
      if (inside && /^\s*\], [\w.]+(, "[^"]*", void 0)?\);$/.test(line)) inside = false;
      return keep ? line : "";
    })
    .join("\n");
}

/** `__decorate`, `Entity` (from `(0, typeorm_1.Entity)`), `FeatureFlagDecorators`: the called function's name. */
function calleeName(call: ts.CallExpression): string | undefined {
  let e: ts.Expression = call.expression;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.CommaToken) e = e.right;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isIdentifier(e)) return e.text;
  return undefined;
}

/** What `function () { return cart_1.Cart; }` or `(c) => c.items` returns, as a name: `Cart`, `items`. */
function returnedName(fn: ts.Expression | undefined): string | undefined {
  if (!fn) return undefined;
  let body: ts.Node | undefined;
  if (ts.isArrowFunction(fn)) body = fn.body;
  else if (ts.isFunctionExpression(fn)) {
    const ret = fn.body.statements.find(ts.isReturnStatement);
    body = ret?.expression;
  }
  if (!body) return undefined;
  if (ts.isPropertyAccessExpression(body)) return body.name.text;
  // A class of the same file; one that refers to itself is compiled to an alias (`Discount_1`).
  if (ts.isIdentifier(body)) return body.text.replace(/_\d+$/, "");
  return undefined;
}

/** The value written for `key` in an object literal. */
function initializerOf(o: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const p of o.properties)
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key) return p.initializer;
  return undefined;
}

function objectProp(o: ts.ObjectLiteralExpression, key: string): ts.ObjectLiteralExpression | undefined {
  const v = initializerOf(o, key);
  return v && ts.isObjectLiteralExpression(v) ? v : undefined;
}

function stringProp(o: ts.ObjectLiteralExpression, key: string): string | undefined {
  const v = initializerOf(o, key);
  return v && ts.isStringLiteralLike(v) ? v.text : undefined;
}

/** A property whose value is a static property of a class (`name: ProductCategory_1.joinTable`), as `static:joinTable`. */
function staticProp(o: ts.ObjectLiteralExpression, key: string): string | undefined {
  const v = initializerOf(o, key);
  return v && ts.isPropertyAccessExpression(v) ? `static:${v.name.text}` : undefined;
}

/** A flag as its key: `"sales_channels"` as written, `utils_1.MedusaV2Flag.key` through @medusajs/utils' flags. */
function flagKey(e: ts.Expression, keys: ReadonlyMap<string, string>, sf: ts.SourceFile): string {
  if (ts.isStringLiteralLike(e)) return e.text;
  if (ts.isPropertyAccessExpression(e) && e.name.text === "key" && ts.isPropertyAccessExpression(e.expression)) {
    const key = keys.get(e.expression.name.text);
    if (key) return key;
  }
  return e.getText(sf);
}

/** The feature flags `@medusajs/utils` exports, by export name: `MedusaV2Flag` → `medusa_v2`. */
function readFlagKeys(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const f of filesBelow(dir).filter((p) => p.endsWith(".js"))) {
    for (const m of readFileSync(f, "utf8").matchAll(/exports\.(\w+) = \{\s*key: "([^"]+)"/g)) out.set(m[1]!, m[2]!);
  }
  return out;
}
