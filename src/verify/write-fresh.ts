import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Writes `text` to `path` as a new file: written beside it, then renamed over it. A report in `.cache`
 * may be a hard link shared with other worktrees (CONTRIBUTING's worktree setup links the caches);
 * writing into it in place would change every linked copy, so one engineer's run would overwrite
 * another's report. The rename also means a reader never sees a half-written report.
 */
export function writeFileFresh(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
