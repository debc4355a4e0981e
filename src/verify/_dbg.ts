import { readFileSync } from "node:fs";
import { loadCatalogue } from "./catalogue";
import { ScenarioEngine } from "./scenario/engine";
import { Mailbox, ScenarioState } from "./scenario/state";
import { ResponseChecker } from "./schema-check";
const a = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
const cat = loadCatalogue();
const state = new ScenarioState(a.url, a.seed, new Mailbox(a.mailboxFile), "dbg1");
const engine = new ScenarioEngine(cat, new ResponseChecker(cat), [], state);
const origFetch = globalThis.fetch;
globalThis.fetch = (async (u: any, init: any) => { console.log(">>", init?.method, String(u).replace(a.url, ""), init?.body ?? ""); return origFetch(u, init); }) as any;
await engine.runGroup({ name: "dbg", steps: [
  { op: "store PostCart", body: { region_id: a.seed.regions.us.id }, save: { cart: "cart.id" } },
  { op: "store PostCartsCartLineItems", path: { id: "@cart" }, body: { variant_id: a.seed.products.shirt.variants[0].id, quantity: 3 }, sample: { vars: { variant_id: a.seed.products.mug.variants[0].id } } },
]});
console.log([...engine.samples], [...engine.outcomes].map(([k, o]) => [k, o.failures]));
