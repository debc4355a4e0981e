import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createStaticServer } from "./server";

const { values } = parseArgs({
  options: { dir: { type: "string", default: "build" }, port: { type: "string", default: process.env.PORT ?? "3000" } },
});
const dir = resolve(values.dir!);
if (!existsSync(resolve(dir, "index.html"))) {
  console.error(`No built site in ${dir}: run "npm run build" first.`);
  process.exit(1);
}
const port = Number(values.port);
createStaticServer(dir).listen(port, () => console.log(`Serving ${values.dir} at http://localhost:${port}`));
