import type { OasArea } from "../../extract/oas";
import { slugId } from "../../model/anchors";
import type { ApiOperation, Markdown } from "../../model/types";
import type { JsonObject, OpenApiDocument } from "../../openapi/types";
import { requiresAuth } from "./index";
import { querySyntaxBody } from "./query-syntax";

type Section = { id: string; title: string; body: Markdown; depth?: 3 };

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The routes whose request body is not JSON (the uploads' multipart form), named after the JSON rule. */
function formsExcepted(all: readonly ApiOperation[]): string {
  const forms = all.filter((o) => o.body?.encoding?.includes("`multipart/form-data`"));
  if (forms.length === 0) return "";
  const routes = forms.map((o) => `\`${o.method.toUpperCase()} ${o.path}\``).join(" and ");
  return `, except the request bodies of ${routes}, which are \`multipart/form-data\` forms`;
}

/**
 * The sections of an API's landing page. The facts come from the OpenAPI document (its security
 * schemes, shared error responses and error schema, feature flags and parameters), which the data
 * layer wrote from the backend's code; `overview` is the area's intro (src/reference/intros).
 */
export function landingSections(
  area: OasArea,
  doc: OpenApiDocument,
  overview: Markdown,
  ops: ReadonlyMap<string, ApiOperation[]>,
): Section[] {
  const all = [...ops.values()].flat();
  const sections: Section[] = [];
  sections.push({ id: "overview", title: "Overview", body: overview });
  sections.push({
    id: "base-url",
    title: "Base URL",
    body: [
      `Every route of this API starts with \`/${area}\` and is served by your Medusa backend: \`${doc.servers[0]!.url}/${area}/…\` on your machine, where \`medusa develop\` and \`medusa start\` listen on port 9000 by default. Requests and responses with a body use JSON (\`Content-Type: application/json\`)${formsExcepted(all)}.`,
      `The whole API is described in an OpenAPI 3 document, [\`/api/${area}/openapi.json\`](/api/${area}/openapi.json), that you can import into Postman, Insomnia or a client generator.`,
    ].join("\n\n"),
  });
  sections.push({
    id: "placeholders",
    title: "Placeholders in the examples",
    body: [
      "The request samples on these pages use the same placeholders everywhere. Replace them before you run a sample:",
      "",
      "| Placeholder | Replace it with |",
      "| --- | --- |",
      "| `{backend_url}` | Your backend's URL, for example `http://localhost:9000`. |",
      ...(area === "admin"
        ? ["| `{api_token}` | An admin user's API token (see [API token](#auth-api-token)). |"]
        : ["| `{access_token}` | A customer's JSON Web Token (see [JWT](#auth-jwt-token)). |"]),
      "| `{id}`, `{cart_id}`, `{variant_id}`, … | The ID of the resource the path names, such as `prod_01H…` for a product. |",
      "| `MEDUSA_BACKEND_URL` | In the JS Client and Medusa React samples: your backend's URL. |",
    ].join("\n"),
  });
  sections.push({
    id: "authentication",
    title: "Authentication",
    body:
      area === "admin"
        ? "Most admin routes need an authenticated admin user. A route's section names the ways it accepts; any one of them is enough. The few routes that need none (logging in, accepting an invite, resetting a password) say so."
        : "Store routes can be called without logging in. Routes that act on a customer's own data need one of these; other routes still read the customer when one is logged in (for example to apply customer-group prices).",
  });
  for (const [name, scheme] of Object.entries(doc.components.securitySchemes)) {
    const s = scheme as JsonObject;
    const how =
      s.type === "apiKey"
        ? `Send it in the \`${String(s.name)}\` ${String(s.in)}.`
        : `Send it in the \`Authorization\` header as \`Bearer <token>\`.`;
    const title =
      name === "api_token" ? "API token" : name === "cookie_auth" ? "Cookie session" : name === "jwt_token" ? "JWT" : name;
    sections.push({ id: slugId(`auth ${name}`), title, depth: 3, body: `${String(s.description ?? "")}\n\n${how}` });
  }
  const pk = doc.components.parameters.publishable_api_key as JsonObject | undefined;
  if (pk) {
    const with_ = all.filter((o) => o.parameters.some((g) => g.fields.some((f) => f.name === "x-publishable-api-key")));
    sections.push({
      id: "publishable-api-key",
      title: "Publishable API key",
      depth: 3,
      body: `${String(pk.description)} Send it in the \`${String(pk.name)}\` ${String(pk.in)}.\n\nIt is not authentication: the routes that read it are ${with_.map((o) => `\`${o.method.toUpperCase()} ${o.path}\``).join(", ")}.`,
    });
  }
  sections.push({
    id: "query-parameters",
    title: "Query parameters",
    body:
      area === "admin"
        ? querySyntaxBody(doc, "x-medusa-access-token: {api_token}")
        : querySyntaxBody(doc, "", (path) => !requiresAuth(doc.paths[path]?.get ?? {})),
  });
  const expandable = all.filter((o) => o.parameters.some((g) => g.in === "query" && g.fields.some((f) => f.name === "expand")));
  sections.push({
    id: "expand-and-fields",
    title: "Expanding relations and choosing fields",
    body: [
      "Routes that return a resource accept two query parameters that shape the response:",
      "",
      "- `expand`: a comma-separated list of relations to load with the resource, such as `expand=variants,options` for a product. Fields marked *expandable* on an entity's reference page are the relations you can name; a few routes accept only some of them (regions, product categories, and the store's products, variants and orders), and their `expand` parameter lists which.",
      "- `fields`: a comma-separated list of the fields to return, such as `fields=id,title`. Without it, the route returns its default fields.",
      "",
      `${expandable.length} operations of this API take \`expand\`; each lists it among its query parameters.`,
    ].join("\n"),
  });
  const paged = all.filter((o) => o.parameters.some((g) => g.in === "query" && g.fields.some((f) => f.name === "limit")));
  sections.push({
    id: "pagination",
    title: "Pagination",
    body: [
      "List routes return one page of results. Ask for a page with two query parameters:",
      "",
      "- `limit`: how many items to return;",
      "- `offset`: how many items to skip.",
      "",
      "The response carries the items under the resource's plural name (`products`, `orders`, …) and `count` (the total number of matching items), `limit` and `offset`. Keep adding `limit` to `offset` until it reaches `count`.",
      "",
      `${paged.length} operations of this API are paginated; each lists its default \`limit\`.`,
    ].join("\n"),
  });
  sections.push({ id: "errors", title: "Errors", body: errorsBody(doc) });
  const flags = new Map<string, ApiOperation[]>();
  for (const o of all) if (o.featureFlag) flags.set(o.featureFlag, [...(flags.get(o.featureFlag) ?? []), o]);
  if (flags.size > 0) {
    sections.push({
      id: "feature-flags",
      title: "Feature flags",
      body: [
        "Some routes only exist when a feature flag of the backend is turned on (see [Feature flags](/development/feature-flags/toggle)); with the flag off they answer `404` with the plain text `Not Found`.",
        "",
        ...[...flags].flatMap(([flag, list]) => [
          `**\`${flag}\`**: ${list.map((o) => `[\`${o.method.toUpperCase()} ${o.path}\`](#${o.id})`).join(", ")}`,
          "",
        ]),
      ]
        .join("\n")
        .replace(/\(#(\w+)\)/g, (_, id: string) => `(${operationHref(area, ops, id)})`),
    });
  }
  return sections;
}

function operationHref(area: OasArea, ops: ReadonlyMap<string, ApiOperation[]>, id: string): string {
  for (const [tag, list] of ops) if (list.some((o) => o.id === id)) return `/api/${area}/${slugId(tag)}#${id}`;
  return `#${id}`;
}

function errorsBody(doc: OpenApiDocument): Markdown {
  const rows: string[] = [];
  const status: Record<string, string> = {
    "400_error": "400",
    unauthorized: "401",
    incorrect_credentials: "401",
    not_found_error: "404",
    invalid_state_error: "409",
    invalid_request_error: "422",
    "500_error": "500",
  };
  for (const [name, r] of Object.entries(doc.components.responses)) {
    rows.push(
      `| ${status[name] ?? ""} | ${String((r as JsonObject).description ?? "")
        .replace(/\|/g, "\\|")
        .replace(/\n/g, " ")} |`,
    );
  }
  const error = doc.components.schemas.Error as JsonObject | undefined;
  const props = isObject(error?.properties) ? error.properties : {};
  const enumOf = (p: string) => ((props[p] as JsonObject | undefined)?.enum as string[] | undefined) ?? [];
  return [
    "An error answers with an HTTP status and, in most cases, a JSON body with a `message` and a `type` (and sometimes a `code`) that say what went wrong:",
    "",
    "```json",
    JSON.stringify({ type: "not_found", message: "Product with id: prod_01H… was not found" }, null, 2),
    "```",
    "",
    "| Status | When |",
    "| --- | --- |",
    ...rows,
    "",
    `The \`type\` is one of ${enumOf("type")
      .map((t) => `\`${t}\``)
      .join(", ")}; the \`code\`, when there is one, one of ${enumOf("code")
      .map((t) => `\`${t}\``)
      .join(", ")}.`,
  ].join("\n");
}
