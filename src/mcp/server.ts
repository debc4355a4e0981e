import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { operationText, siteOperations } from "./api";
import { pageText, type ToolText } from "./pages";
import { searchDocsText, siteSearch } from "./search";
import type { BuiltSite } from "./site";

/** The tool names, as clients list and call them. */
export const TOOLS = ["search_docs", "get_page", "get_api_operation"] as const;

const result = ({ text, isError }: ToolText) => ({ content: [{ type: "text" as const, text }], ...(isError ? { isError } : {}) });

/**
 * The Medusa 1.x docs over the Model Context Protocol: three tools, each with one string argument,
 * answering from a built site with the code its pages use (the search dialog's search, the
 * Markdown twins, the OpenAPI documents). Nothing is rendered again here.
 */
export function docsServer(site: BuiltSite, version: string): McpServer {
  const search = siteSearch(site);
  const operations = siteOperations(site);
  const server = new McpServer(
    { name: "medusa-1x-docs", title: "Medusa 1.x docs", version },
    {
      instructions:
        "Documentation of Medusa 1.x (@medusajs/medusa 1.20, medusa-js, medusa-react, the admin), not Medusa 2. Search with search_docs, read a result with get_page, and read one REST route of the Admin or Store API with get_api_operation.",
    },
  );
  server.registerTool(
    TOOLS[0],
    {
      title: "Search the Medusa 1.x docs",
      description:
        "Searches the guides, the user guide, the reference and the REST API reference of Medusa 1.x with the site's own search. Returns the best pages, each with its title, URL, section and an excerpt.",
      inputSchema: {
        query: z.string().min(1).describe("What to look for, in words (`create a batch job type`) or a name (`CartService`)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query }) => result({ text: await searchDocsText(site, search, query) }),
  );
  server.registerTool(
    TOOLS[1],
    {
      title: "Read a page of the Medusa 1.x docs",
      description: "Returns one page of the Medusa 1.x docs as Markdown, by its path (`/modules/orders/overview`) or its URL.",
      inputSchema: { path: z.string().min(1).describe("The page's path or URL, as search_docs lists it.") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path }) => result(await pageText(site, search, path)),
  );
  server.registerTool(
    TOOLS[2],
    {
      title: "Read a REST operation of Medusa 1.x",
      description:
        "Returns one operation of the Medusa 1.x Admin or Store REST API as Markdown: authentication, parameters, request body, responses, errors and request samples.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe(
            "The operation as `METHOD /path` (`POST /admin/return-reasons`, `GET /store/products/{id}`) or its operationId (`PostReturnReasons`).",
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query }) => result(operationText(site, operations, query)),
  );
  return server;
}
