/**
 * `npm run mcp -- --dir <built site>`: the docs as an MCP server over stdio, for editors and
 * coding assistants (register it in the client's configuration; see README.md). Standard output
 * carries the protocol only: every message of ours goes to standard error.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { docsServer } from "./server";
import { openBuiltSite } from "./site";

const root = join(import.meta.dirname, "../..");

try {
  const { values } = parseArgs({ options: { dir: { type: "string" } } });
  if (!values.dir) throw new Error("name the built site to serve: npm run mcp -- --dir build");
  const site = openBuiltSite(values.dir);
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  await docsServer(site, version).connect(new StdioServerTransport());
  console.error(`Medusa 1.x docs MCP server: ${site.pages.size} pages of ${site.dir}, on stdio.`);
} catch (e) {
  console.error(`mcp: ${(e as Error).message}`);
  process.exit(1);
}
