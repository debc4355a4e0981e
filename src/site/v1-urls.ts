import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Every URL of the 1.x docs site (data/v1-urls.txt): each must be a page here or redirect to one. */
export function readV1Urls(root: string): string[] {
  return readFileSync(join(root, "data/v1-urls.txt"), "utf8").split("\n").filter(Boolean);
}
