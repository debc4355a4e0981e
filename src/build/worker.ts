import { parentPort, workerData } from "node:worker_threads";
import { SiteView, type SiteData } from "../render/site-data";
import { renderTask } from "./render-task";
import type { RenderResult, RenderTask } from "./tasks";

/** A build worker: receives batches of pages, renders each, and answers with what the checks need. */
const { site, root, outDir } = (workerData as { data: { site: SiteData; root: string; outDir: string } }).data;
const view = new SiteView(site);

parentPort!.on("message", async (batch: RenderTask[]) => {
  const results: RenderResult[] = [];
  for (const task of batch) results.push(await renderTask(view, root, outDir, task));
  parentPort!.postMessage(results);
});
