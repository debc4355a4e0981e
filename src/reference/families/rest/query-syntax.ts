import type { Markdown } from "../../model/types";
import { isObject } from "../../openapi/normalize";
import type { JsonObject, OpenApiDocument } from "../../openapi/types";

/**
 * The "Query parameters" section of an API's landing page: how the backend reads a query string
 * (Express's `qs` parser, then the route's validator class), with an example of each form taken
 * from a list route of the document itself, so the example names parameters that exist.
 */

interface Forms {
  path: string;
  /** `status[]` and two values it accepts (`real`), or two ellipses. */
  array?: { name: string; values: string[]; real: boolean };
  /** `region_id`: a string or several. */
  repeated?: { name: string };
  /** `created_at` with `gt`. */
  operator?: { name: string; key: string; value: string };
  plain?: { name: string; value: string };
}

const SCHEMA_REF = "#/components/schemas/";

function formsOf(path: string, op: JsonObject, doc: OpenApiDocument): Forms {
  const forms: Forms = { path };
  const resolve = (s: JsonObject): JsonObject =>
    typeof s.$ref === "string" ? (doc.components.schemas[s.$ref.slice(SCHEMA_REF.length)] ?? {}) : s;
  for (const p of (Array.isArray(op.parameters) ? op.parameters : []).filter(isObject)) {
    if (p.in !== "query" || !isObject(p.schema)) continue;
    const name = String(p.name);
    const schema = p.schema;
    if (name.endsWith("[]") && (!forms.array || !forms.array.real)) {
      // Prefer a list of an enum: its values make an example that means something.
      const items = isObject(schema.items) ? schema.items : {};
      const values = Array.isArray(items.enum) ? items.enum.slice(0, 2).map(String) : [];
      forms.array = values.length === 2 ? { name, values, real: true } : { name, values: ["…", "…"], real: false };
    } else if (p.style === "deepObject" && (!forms.operator || name === "created_at")) {
      const alternatives = (Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject) : [schema]).map(resolve);
      const withGt = alternatives.find((a) => isObject(a.properties) && isObject(a.properties.gt));
      const gt = withGt && isObject(withGt.properties) ? (withGt.properties.gt as JsonObject) : undefined;
      if (gt?.format === "date-time") forms.operator = { name, key: "gt", value: "2024-01-01T00:00:00Z" };
    } else if (p.explode === true && !forms.repeated && Array.isArray(schema.oneOf)) forms.repeated = { name };
    else if (name === "limit") forms.plain = { name, value: "10" };
  }
  return forms;
}

const score = (f: Forms) => [f.array, f.array?.real, f.repeated, f.operator, f.plain].filter(Boolean).length;

/**
 * The list route whose query parameters show the most forms (the first such route in path order),
 * among those `usable` accepts (a storefront example should not need a logged-in customer).
 */
export function queryExample(doc: OpenApiDocument, usable: (path: string) => boolean = () => true): Forms | undefined {
  let best: Forms | undefined;
  for (const [path, methods] of Object.entries(doc.paths)) {
    const op = methods.get;
    if (!op || path.includes("{") || !usable(path)) continue;
    const forms = formsOf(path, op, doc);
    if (!best || score(forms) > score(best)) best = forms;
  }
  return best && score(best) >= 2 ? best : undefined;
}

/** The section's Markdown; `auth` is the header the example sends (none for the store). */
export function querySyntaxBody(doc: OpenApiDocument, auth: string, usable?: (path: string) => boolean): Markdown {
  const ex = queryExample(doc, usable);
  const list = ex?.array?.name.replace(/\[\]$/, "") ?? "status";
  const values = ex?.array?.real ? ex.array.values : ["a", "b"];
  const lines: string[] = [
    "The backend reads the query string with the `qs` parser, then checks it against the route's validator: a parameter the route does not list is refused with `400` (`property … should not exist`). Parameters take one of these forms:",
    "",
    "| Form | Written | Example |",
    "| --- | --- | --- |",
    "| A single value | `name=value` | `q=shirt`, `limit=10` |",
  ];
  if (ex?.array) {
    const n = ex.array.name;
    lines.push(
      `| A list (named \`name[]\` on these pages) | one \`name[]=value\` per value | \`${n}=${ex.array.values[0]}&${n}=${ex.array.values[1]}\` |`,
    );
  }
  if (ex?.repeated) {
    const n = ex.repeated.name;
    lines.push(`| One value or several | \`name=value\`, repeated for several | \`${n}=a\` or \`${n}=a&${n}=b\` |`);
  }
  if (ex?.operator) {
    const n = ex.operator.name;
    lines.push(
      `| An object, such as a date range (a deep object) | one \`name[key]=value\` per key | \`${n}[gt]=2024-01-01T00:00:00Z&${n}[lt]=2024-02-01T00:00:00Z\` |`,
    );
  }
  lines.push(
    "",
    `A list is never comma-separated: \`${list}=${values.join(",")}\` is one string, and a list parameter given one plain string is refused (\`${list} must be an array\`). The exceptions are \`expand\` and \`fields\` where a route documents them as strings: the route itself splits their comma-separated names. Date ranges and number ranges take the keys \`lt\`, \`gt\`, \`lte\` and \`gte\`; text filters that are objects also take \`contains\`, \`starts_with\` and \`ends_with\`.`,
  );
  if (ex) {
    const parts = [
      ex.array?.real && ex.array.values.map((v) => `${ex.array!.name}=${v}`).join("&"),
      ex.operator && `${ex.operator.name}[${ex.operator.key}]=${ex.operator.value}`,
      ex.plain && `${ex.plain.name}=${ex.plain.value}`,
    ].filter(Boolean);
    lines.push(
      "",
      `For example, on \`GET ${ex.path}\`:`,
      "",
      "```bash",
      `curl -g '{backend_url}${ex.path}?${parts.join("&")}'${auth ? ` \\\n  -H '${auth}'` : ""}`,
      "```",
      "",
      "`-g` (`--globoff`) lets `curl` send the square brackets as they are; without it, `curl` reads them as a pattern of URLs. Other clients encode them as `%5B` and `%5D`, which the backend reads the same way. The JS Client and Medusa React take an object and write this form themselves.",
    );
  }
  return lines.join("\n");
}
