/**
 * Vitest global setup: every test's temporary folder goes under one folder of this run, removed when the
 * run ends. Tests still clean up after themselves; this catches the ones that do not, and a run killed
 * midway leaves one folder with the run's name rather than dozens scattered in the system's temp folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "docs-unit-tests-"));
  const before = process.env.TMPDIR;
  // Workers start after global setup and inherit this environment; os.tmpdir() reads TMPDIR.
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
