// Worker threads do not inherit tsx's loader, so each worker registers it, then loads its TypeScript entry.
import { workerData } from "node:worker_threads";

// Pages are rendered with React's production build: its development build checks every element (3× slower).
process.env.NODE_ENV = "production";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
