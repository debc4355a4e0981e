/**
 * The OpenAPI 3.0 documents of the REST API reference, typed only as far as the builder needs:
 * operations and schemas stay open records, since they carry the package's YAML as data.
 */

export type JsonObject = { [key: string]: unknown };

export interface TagObject {
  name: string;
  description: string;
}

export interface ServerObject {
  url: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: "3.0.3";
  info: { title: string; version: string; description: string };
  servers: ServerObject[];
  tags: TagObject[];
  /** Path → method → operation. */
  paths: Record<string, Record<string, JsonObject>>;
  components: {
    schemas: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
    parameters: Record<string, JsonObject>;
    securitySchemes: Record<string, JsonObject>;
  };
}
