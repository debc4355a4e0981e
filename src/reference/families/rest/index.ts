import type { SidebarItemInput } from "../../../sidebars/types";
import type { HttpMethod, OasArea } from "../../extract/oas";
import type { DeclKey } from "../../extract/types";
import { slugId } from "../../model/anchors";
import { idOf, refPage, type ModelContext, type RefPage } from "../../model/context";
import type { ReferenceFamily, UsageSource } from "../../model/family";
import { plainText } from "../../model/text";
import type { ApiOperation, ApiSample, ErrorLink, Markdown } from "../../model/types";
import type { OpenApiBuild } from "../../openapi";
import type { JsonObject, OpenApiDocument } from "../../openapi/types";
import { isObject } from "../../openapi/normalize";
import { sampleSource } from "../../openapi/samples";
import { requiresAuth } from "../../openapi/security";
import { KnownDifferences } from "./differences";
import { ERROR_CASES, recordedExampleProblems, type RecordedExample, type RecordedExamples } from "./examples";
import type { KnownDifference } from "./findings";
import { landingSections } from "./landing";
import { API_AREAS, openApiUrl, resourceRoute } from "./routes";
import { SchemaReader, seeAlsoOf } from "./schema";
import { withEvidencedStatuses } from "./statuses";
import { validatorChangeProblems, type ReviewedChange } from "./validator-changes";

export { API_AREAS, requiresAuth };
const AREA_TITLE: Record<OasArea, string> = { admin: "Admin API", store: "Store API" };

/** Where an operation is documented: its resource page and its operationId as the anchor. */
export interface OperationRef {
  area: OasArea;
  method: HttpMethod;
  path: string;
  id: string;
  href: string;
}

import type { MemberRelation } from "../../model/family";

const SAMPLE_TABS: Record<string, { value: string; lang: string }> = {
  "JS Client": { value: "js-client", lang: "js" },
  "Medusa React": { value: "medusa-react", lang: "tsx" },
  cURL: { value: "curl", lang: "bash" },
};

/** The operations of the REST reference, for other parts of the site (the guides' route links). */
export const restOperations: OperationRef[] = [];

/**
 * The REST API reference: `/api`, the landing page of each API, and a page per resource (OpenAPI
 * tag) with a section per operation. Built from the OpenAPI documents the data layer makes from
 * the backend's `@oas` blocks (src/reference/openapi), which are also published as
 * `/api/<area>/openapi.json`. Operations link to the JS client method and the medusa-react hook
 * that send them, and those link back.
 */
export function restFamily(
  opts: {
    knownDifferences?: readonly KnownDifference[];
    /** The reviewed validator changes (data/api-validator-changes.yaml); not checked when absent. */
    validatorChanges?: readonly ReviewedChange[];
    /** The error reference's entries an operation (`admin PostProducts`) can return (families/errors). */
    errorLinks?: (operation: string) => ErrorLink[];
    /** What verify:api recorded of each operation (data/api-examples.json); schema examples otherwise. */
    examples?: RecordedExamples;
  } = {},
): ReferenceFamily {
  let built: OpenApiBuild | undefined;
  const differences = new KnownDifferences(opts.knownDifferences ?? []);
  const routes = { index: "", landing: {} as Record<OasArea, string>, resources: {} as Record<OasArea, Map<string, string>> };
  return {
    id: "api",
    claim(ctx) {
      built = ctx.openApi();
      ctx.problems.push(...built.problems, ...differences.problems(built));
      if (opts.examples) ctx.problems.push(...recordedExampleProblems(opts.examples, built));
      if (opts.validatorChanges) ctx.problems.push(...validatorChangeProblems(opts.validatorChanges, built.validatorChanges));
      routes.index = ctx.uniqueRoute("/api");
      restOperations.length = 0;
      for (const area of API_AREAS) {
        routes.landing[area] = ctx.uniqueRoute(`/api/${area}`);
        const byTag = new Map<string, string>();
        for (const tag of built[area].tags) byTag.set(tag.name, ctx.uniqueRoute(resourceRoute(area, tag.name)));
        routes.resources[area] = byTag;
        for (const [path, methods] of Object.entries(built[area].paths)) {
          for (const [method, op] of Object.entries(methods)) {
            const tag = (op.tags as string[] | undefined)?.[0];
            const page = tag ? byTag.get(tag) : undefined;
            if (!page) continue;
            restOperations.push({
              area,
              method: method as HttpMethod,
              path,
              id: String(op.operationId),
              href: `${page}#${String(op.operationId)}`,
            });
          }
        }
      }
    },
    emit(ctx) {
      const pages: RefPage[] = [];
      const usages: UsageSource[] = [];
      const relations: MemberRelation[] = [];
      const sidebars: Record<string, SidebarItemInput[]> = {};
      const declKeyOf = declKeysByName(ctx);
      const jsClient = jsClientResolver(ctx);
      for (const area of API_AREAS) {
        const doc = built![area];
        const reader = new SchemaReader(doc, (name) => pageOfSchema(ctx, name));
        const landing = routes.landing[area];
        const ops = new Map<string, ApiOperation[]>();
        for (const [path, methods] of Object.entries(doc.paths)) {
          for (const [method, op] of Object.entries(methods)) {
            const tag = (op.tags as string[] | undefined)?.[0];
            if (!tag || !routes.resources[area].has(tag)) continue;
            const view = operationView(area, method, path, op, doc, reader, landing);
            const recorded = opts.examples?.operations[`${area} ${view.id}`];
            const observed = opts.examples ? new Set(recorded?.observed ?? []) : undefined;
            view.knownDifferences = differences.forOperation(area, op, doc, observed);
            view.errorEntries = opts.errorLinks?.(`${area} ${view.id}`);
            if (recorded) applyRecorded(view, recorded);
            withEvidencedStatuses(view, recorded, (name) => responseText(doc, name), `${landing}#errors`);
            const href = `${routes.resources[area].get(tag)}#${view.id}`;
            const label = `${method.toUpperCase()} ${path}`;
            // Both ways: the operation names its JS client method and hook; they name the operation.
            for (const client of [jsClient(sampleSource(op, "JS Client")), hookOf(ctx, sampleSource(op, "Medusa React"))]) {
              if (!client) continue;
              view.clients.push({ label: client.label, href: client.href });
              relations.push({ href: client.href, link: { label, href } });
            }
            // A request body type with a page of its own says which operations take it.
            const bodyPage = view.body?.type?.href;
            if (bodyPage && !bodyPage.includes("#")) relations.push({ href: bodyPage, link: { label, href }, as: "body" });
            (ops.get(tag) ?? ops.set(tag, []).get(tag)!).push(view);
            const responseTypes = view.responses.flatMap((r) => (r.type ? [r.type.text] : []));
            const types = responseTypes.flatMap((n) => (declKeyOf(n) ? [{ text: n, key: declKeyOf(n)! }] : []));
            if (types.length > 0) usages.push({ group: "REST API", label, href, types, depth: 2 });
          }
        }
        const resources = doc.tags
          .filter((t) => ops.has(t.name))
          .map((t) => ({ name: t.name, href: routes.resources[area].get(t.name)!, description: t.description }));
        for (const t of doc.tags) {
          const operations = ops.get(t.name);
          if (!operations) continue;
          const route = routes.resources[area].get(t.name)!;
          pages.push(
            refPage(route, {
              title: `${t.name} - ${AREA_TITLE[area]}`,
              sidebarLabel: t.name,
              // The description is plain text (meta tags, cards, llms.txt): the tag's Markdown is read, not shown.
              description: `${plainText(t.description)} ${operations.length} operation${operations.length === 1 ? "" : "s"}: ${operations
                .slice(0, 3)
                .map((o) => `${o.method.toUpperCase()} ${o.path}`)
                .join(", ")}${operations.length > 3 ? ", …" : ""}.`,
              generatedFrom: ctx.generatedFrom("@medusajs/medusa"),
              model: { kind: "api-resource", area, description: t.description, operations },
            }),
          );
        }
        const intro = ctx.intro(`api-${area}`);
        pages.push(
          refPage(landing, {
            title: intro.title,
            description: intro.description,
            generatedFrom: ctx.generatedFrom("@medusajs/medusa"),
            model: {
              kind: "api-landing",
              area,
              sections: landingSections(area, doc, intro.body, ops),
              resources,
              oldAnchors: {
                ops: Object.fromEntries(
                  [...ops].flatMap(([tag, list]) =>
                    list.map((o) => [o.id.toLowerCase(), `${routes.resources[area].get(tag)}#${o.id}`]),
                  ),
                ),
                tags: Object.fromEntries(resources.map((r) => [slugId(r.name), r.href])),
              },
            },
          }),
        );
        sidebars[`api-${area}`] = [
          idOf(landing),
          { type: "category", label: "Resources", collapsed: false, items: resources.map((r) => idOf(r.href)) },
        ];
      }
      const index = ctx.intro("api");
      pages.push(
        refPage(routes.index, {
          title: index.title,
          description: index.description,
          sidebar: false,
          model: {
            kind: "index",
            intro: index.body,
            groups: [
              {
                id: "apis",
                title: "APIs",
                prose: true,
                items: API_AREAS.map((a) => ({
                  name: AREA_TITLE[a],
                  href: routes.landing[a],
                  description: built![a].info.description.split("\n\n")[0]!,
                })),
              },
            ],
          },
        }),
      );
      const files = API_AREAS.map((a) => ({
        path: openApiUrl(a),
        content: `${JSON.stringify(built![a], null, 2)}\n`,
      }));
      return { pages, sidebars, usages, relations, files };
    },
  };
}

function operationView(
  area: OasArea,
  method: string,
  path: string,
  op: JsonObject,
  doc: OpenApiDocument,
  reader: SchemaReader,
  landing: string,
): ApiOperation {
  const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => reader.resolveParameter(p));
  const parameters = ["path", "query", "header"]
    .map((where) => ({
      in: where,
      fields: params
        .filter((p) => p.in === where)
        .map((p) => {
          const schema = p.schema as JsonObject | undefined;
          const f = reader.field(
            String(p.name),
            {
              ...schema,
              description: p.description ?? schema?.description,
              externalDocs: p.externalDocs ?? schema?.externalDocs,
            },
            p.required === true,
            1,
          );
          return f;
        }),
    }))
    .filter((g) => g.fields.length > 0);
  const view: ApiOperation = {
    id: String(op.operationId),
    method,
    path,
    summary: String(op.summary ?? ""),
    description: String(op.description ?? ""),
    seeAlso: seeAlsoOf(op),
    deprecated: op.deprecated === true,
    featureFlag: typeof op["x-featureFlag"] === "string" ? op["x-featureFlag"] : undefined,
    auth: {
      required: requiresAuth(op),
      schemes: (requiresAuth(op) || area === "store" ? Object.keys(doc.components.securitySchemes) : []).map((scheme) => ({
        label: scheme,
        href: `${landing}#${slugId(`auth ${scheme}`)}`,
      })),
    },
    parameters,
    responses: [],
    errors: [],
    samples: [],
    clients: [],
    knownDifferences: [],
  };
  view.body = requestBodyView(op, reader);
  for (const [status, response] of Object.entries((op.responses as JsonObject | undefined) ?? {})) {
    const r = response as JsonObject;
    if (typeof r.$ref === "string") {
      const name = r.$ref.split("/").at(-1)!;
      view.errors.push({ status, text: responseText(doc, name), href: `${landing}#errors` });
      continue;
    }
    const schema = ((r.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
    const example = schema ? reader.example(schema) : undefined;
    view.responses.push({
      status,
      description: String(r.description ?? ""),
      fields: schema ? reader.fields(schema) : [],
      type: schema ? reader.typeOf(schema) : undefined,
      example: example === undefined ? undefined : JSON.stringify(example, null, 2),
    });
  }
  for (const s of Array.isArray(op["x-codeSamples"]) ? (op["x-codeSamples"] as JsonObject[]) : []) {
    const tab = SAMPLE_TABS[String(s.label)];
    if (!tab || typeof s.source !== "string") continue;
    const sample: ApiSample = {
      value: tab.value,
      label: String(s.label),
      code: `\`\`\`${tab.lang}\n${(requiresAuth(op) ? s.source : withoutLoginComment(s.source)).replace(/\n+$/, "")}\n\`\`\``,
    };
    view.samples.push(sample);
  }
  return view;
}

/**
 * A sample without the package's "// must be previously logged in or use api token" line, for a
 * route that needs no authentication (the page says so above the samples): 13 samples of open
 * routes (store lists and payment collections, the admin's invite and password routes) carried it.
 */
export function withoutLoginComment(source: string): string {
  return source.replace(/^\/\/ must be previously logged\b.*\n/m, "");
}

/** The reference page of a named schema: its declaration page, and whether it is an entity. */
function pageOfSchema(ctx: ModelContext, name: string): { href: string; entity: boolean } | undefined {
  const href = ctx.links.byDeclName(name, "@medusajs/medusa");
  return href ? { href, entity: href.startsWith("/references/entities/") } : undefined;
}

function declKeysByName(ctx: ModelContext): (name: string) => DeclKey | undefined {
  const map = new Map<string, DeclKey>();
  for (const key of Object.keys(ctx.ex.decls)) {
    const name = key.split(":").at(-1)!;
    if (!map.has(name) || key.startsWith("@medusajs/medusa:")) map.set(name, key);
  }
  return (name) => map.get(name);
}

/**
 * The JS client method a sample calls: `medusa.admin.products.create(` is the `create` method of
 * the class that `Admin`'s `products` property holds, found through the client's declared types.
 */
function jsClientResolver(ctx: ModelContext): (source: string | undefined) => { label: string; href: string } | undefined {
  const medusa = ctx.exported("medusaJs").find((e) => ctx.ex.decls[e.key]?.name === "Medusa");
  const propertyType = (key: DeclKey | undefined, prop: string): DeclKey | undefined => {
    const d = key ? ctx.ex.decls[key] : undefined;
    const member = d?.members.find((m) => m.name === prop && m.kind === "property");
    const part = member?.type?.find((t) => typeof t !== "string");
    return part && typeof part !== "string" ? part.key : undefined;
  };
  return (source) => {
    const call = source && /medusa((?:\.\w+)+)\(/.exec(source);
    if (!call || !medusa) return undefined;
    const parts = call[1]!.slice(1).split(".");
    const method = parts.pop()!;
    let key: DeclKey | undefined = medusa.key;
    for (const p of parts) key = propertyType(key, p);
    const href = key && ctx.links.memberHref(key, method);
    return href ? { label: `${ctx.decl(key!).name}.${method}`, href } : undefined;
  };
}

/** The short name of a shared error response (`Not Found` of `not_found_error`). */
function responseText(doc: OpenApiDocument, name: string): string {
  return String((doc.components.responses[name] as JsonObject | undefined)?.description ?? name).split(":")[0]!;
}

/** The medusa-react hook a sample imports. */
function hookOf(ctx: ModelContext, source: string | undefined): { label: string; href: string } | undefined {
  const name = source && /import \{[^}]*\b(use\w+)\b[^}]*\} from "medusa-react"/.exec(source)?.[1];
  const href = name ? ctx.links.hrefsOf(name)[0] : undefined;
  return name && href ? { label: name, href } : undefined;
}

/**
 * The request body as the page shows it: JSON when the route takes it, otherwise the one media type
 * it documents (the uploads' multipart form), with words on how to send it.
 */
export function requestBodyView(op: JsonObject, reader: SchemaReader): ApiOperation["body"] {
  const body = (op.requestBody as JsonObject | undefined)?.content as JsonObject | undefined;
  const mediaType = body && ("application/json" in body ? "application/json" : Object.keys(body)[0]);
  const bodySchema = body && mediaType ? (body[mediaType] as JsonObject | undefined)?.schema : undefined;
  if (!bodySchema || !mediaType) return undefined;
  // No JSON example for a form: its cURL sample shows the fields as `--form` arguments.
  if (mediaType !== "application/json") return { fields: reader.fields(bodySchema), encoding: bodyEncoding(mediaType) };
  // The request body of the cURL sample is a real request; the schema's examples fill in otherwise.
  const example = curlBody(sampleSource(op, "cURL")) ?? reader.example(bodySchema);
  return {
    fields: reader.fields(bodySchema),
    type: reader.typeOf(bodySchema),
    example: example === undefined ? undefined : JSON.stringify(example, null, 2),
  };
}

/**
 * How to send a body that is not JSON. The upload routes read `multipart/form-data` with multer's
 * `upload.array("files")` (admin/uploads/index.js:41-42): every file sent under the field's name is
 * uploaded, and a body of another type leaves `req.files` unset, which the handler answers 500.
 */
export function bodyEncoding(mediaType: string): Markdown {
  const how =
    mediaType === "multipart/form-data"
      ? " (cURL's `--form`): repeat a file field once per file, each with the same name. A JSON body answers 500"
      : "";
  return `Sent as \`${mediaType}\`, not JSON${how}.`;
}

/** The JSON body a cURL sample sends (`--data-raw '{…}'`), when it is valid JSON. */
export function curlBody(source: string | undefined): unknown {
  const m = source && /--data(?:-raw)?\s+'([\s\S]*?)'\s*$/m.exec(source.trim());
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!);
  } catch {
    return undefined;
  }
}

/** The length under which a recorded answer always replaces the schema's example. */
export const RECORDED_EXAMPLE_MIN = 4000;

/**
 * What verify:api recorded replaces the schema's inventions: the success response's example is the
 * backend's answer, and the answers to requests that change nothing are listed with their bodies.
 * The request body's example stays the cURL sample's, so the example and the code tabs agree.
 */
export function applyRecorded(view: ApiOperation, recorded: RecordedExample): void {
  const response = recorded.response && view.responses.find((r) => r.status === String(recorded.response!.status));
  const example = recorded.response && JSON.stringify(recorded.response.body, null, 2);
  // A page's weight is bounded (80 KB of HTML, gzipped): a recorded answer much longer than the
  // schema's example (a whole order, its items and totals) leaves that one in place.
  if (response && example && example.length <= Math.max(RECORDED_EXAMPLE_MIN, (response.example?.length ?? 0) * 1.5))
    response.example = example;
  // The schema's example kept shows only what the backend answered: no field it leaves out (the
  // store's order edit has no internal_note, an order no external_id).
  // The top level's plain values the schema gives no example of (a list's count, offset and limit,
  // a deletion's id) are taken from the answer, so the example has every key the route answers.
  else if (response?.example && recorded.response)
    response.example = JSON.stringify(
      withAnsweredValues(answeredOnly(JSON.parse(response.example), recorded.response.body), recorded.response.body),
      null,
      2,
    );
  view.answers = recorded.errors.map((e) => ({
    status: String(e.status),
    when: ERROR_CASES[e.when],
    example: typeof e.body === "string" ? e.body : JSON.stringify(e.body),
  }));
}

/**
 * An example object completed with the recorded answer's top-level plain values (strings, numbers,
 * booleans, null) it lacks, in the answer's order of keys; anything else stays as it is.
 */
export function withAnsweredValues(example: unknown, answer: unknown): unknown {
  if (!isObject(example) || !isObject(answer)) return example;
  const plain = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(answer))
    if (key in example) out[key] = example[key];
    else if (plain(value)) out[key] = value;
  for (const [key, value] of Object.entries(example)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * An example with only the properties the recorded answer has at the same place: an object's keys
 * the answer's object lacks are dropped, a list's items are compared with the answer's first item,
 * and where the answer has no object or list to compare with the example stays as it is.
 */
export function answeredOnly(example: unknown, answer: unknown): unknown {
  if (Array.isArray(example))
    return Array.isArray(answer) && answer.length > 0 ? example.map((item) => answeredOnly(item, answer[0])) : example;
  if (!isObject(example) || !isObject(answer)) return example;
  return Object.fromEntries(
    Object.entries(example)
      .filter(([key]) => key in answer)
      .map(([key, value]) => [key, answeredOnly(value, answer[key])]),
  );
}
