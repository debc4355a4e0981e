// Each worker starts here: React's production build, then the worker's entry.
import { workerData } from "node:worker_threads";

// Pages are rendered with React's production build: its development build checks every element (3× slower).
process.env.NODE_ENV = "production";
// A TypeScript entry (tests, which run the source): worker threads do not inherit tsx's loader, so
// the worker registers it. The bundled build's worker (src/builder/launch.mjs) is plain JavaScript.
if (workerData.entry.endsWith(".ts")) (await import("tsx/esm/api")).register();
await import(workerData.entry);
