import { spawnSync } from "node:child_process";

/**
 * Date of the last commit that touched each file below `dir`, from one `git log` pass.
 * Outside a git checkout (or for files never committed) the map simply has no entry,
 * and the page shows no "Last updated" line.
 */
export function lastCommitDates(root: string, dir: string): Map<string, string> {
  const res = spawnSync("git", ["log", "--format=%x00%cI", "--name-only", "--no-renames", "--", dir], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const dates = new Map<string, string>();
  if (res.status !== 0 || !res.stdout) return dates;
  for (const record of res.stdout.split("\0")) {
    const [date, ...files] = record.split("\n").map((l) => l.trim());
    if (!date) continue;
    for (const f of files) if (f && !dates.has(f)) dates.set(f, date);
  }
  return dates;
}
