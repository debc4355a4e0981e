/**
 * `npm run verify:api`: starts PostgreSQL and a Medusa 1.20.11 backend from the pinned packages,
 * seeds it, checks the admin authentication methods and places, fulfills and returns an order;
 * prints one line per step, then stops everything it started, also on Ctrl-C, SIGTERM or an error.
 *
 * Environment: DATABASE_URL to use an existing PostgreSQL server (a throwaway database is created
 * on it and dropped at the end); VERIFY_KEEP_TEMP=1 to keep the backend's project folder and logs.
 */
import { checkAdminAuth, orderFlow, type Step } from "./flow";
import { startVerifyEnvironment, type VerifyEnvironment } from "./harness";
import { installSignalHandlers, isStopping, runCleanups } from "./processes";

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).padStart(5)} s`;
}

const step: Step = async (name, run) => {
  const start = performance.now();
  try {
    const result = await run();
    console.log(`ok   ${seconds(performance.now() - start)}  ${name}`);
    return result;
  } catch (error) {
    console.log(`${isStopping() ? "INT " : "FAIL"} ${seconds(performance.now() - start)}  ${name}`);
    throw error;
  }
};

async function main(): Promise<number> {
  installSignalHandlers((message) => console.log(message));
  const started = performance.now();
  let environment: VerifyEnvironment | undefined;
  let flowMs = 0;
  let failed = false;
  try {
    environment = await startVerifyEnvironment({ step, log: (message) => console.log(`     · ${message}`) });
    const { backend, seed, admin } = environment;
    const flowStart = performance.now();
    await checkAdminAuth(backend.url, seed, step);
    const order = await orderFlow(backend.url, seed, admin, step);
    flowMs = performance.now() - flowStart;
    console.log(`order ${order.orderId}: fulfillment ${order.fulfillmentId}, return ${order.returnId}`);
  } catch (error) {
    failed = true;
    // After Ctrl-C the steps in flight fail because their processes were stopped: no stack for that.
    if (isStopping()) console.error("interrupted");
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await step("stop the backend and PostgreSQL", runCleanups);
  }
  const timings = environment?.timings;
  if (timings) {
    console.log(
      `timings: postgres ${seconds(timings.postgres)}, migrations ${seconds(timings.migrations)}, ` +
        `backend start ${seconds(timings.server)}, seed ${seconds(timings.seed)}, flow ${seconds(flowMs)}, ` +
        `total ${seconds(performance.now() - started)}`,
    );
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
