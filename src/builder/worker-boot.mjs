// Worker threads do not inherit tsx's loader, so each worker registers it, then loads its TypeScript entry.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
