/**
 * Type-checks the REST reference's JS Client and Medusa React samples in a child process, so that
 * `npm run verify:api` overlaps the check (a TypeScript program over the pinned packages, tens of
 * seconds) with starting PostgreSQL and the backend. Posts the reports and exits.
 */
import { loadCatalogue } from "./catalogue";
import { typeCheckSamples } from "./sample-checks";

const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
try {
  await send({ reports: typeCheckSamples(loadCatalogue()) });
} catch (error) {
  await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
process.disconnect();
