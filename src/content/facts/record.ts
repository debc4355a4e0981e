import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";

/** One behaviour claim of data/claims/*.yaml. */
export interface Claim {
  /** The sentence of the page the claim checks, exactly as sentences.ts reduces it. */
  quote: string;
  /** What of the sentence the evidence shows, when the sentence says more. */
  claim?: string;
  /** `path:line` below node_modules, `pkg@version/path:line` read with npm pack, or `github:…:line`. */
  source: string;
  /** Code found within 10 lines of the source line. */
  evidence: string;
  verdict: "confirmed" | "corrected";
  /** What the page said before it was corrected. */
  was?: string;
  /** Where the claim is written: `data/claims/<file>:<line>`. */
  at: string;
}

/** A page's entry: its claims, or why it has none. */
export interface Entry {
  page: string;
  claims?: Claim[];
  none?: string;
  /** The claims file, below data/claims. */
  file: string;
}

/** Every entry of every claims file in `dir`, each claim with the file and line it starts on. */
export function readClaims(dir: string): Entry[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .flatMap((f) => {
      const lineCounter = new LineCounter();
      const doc = parseDocument(readFileSync(join(dir, f), "utf8"), { lineCounter, prettyErrors: false });
      // A file YAML cannot read is refused, not read in part (a mis-indented entry drops claims).
      const [error] = doc.errors;
      if (error)
        throw new Error(
          `data/claims/${f}:${lineCounter.linePos(error.pos[0]).line}: not valid YAML: ${error.message.split("\n")[0]}`,
        );
      const items = isSeq(doc.contents) ? (doc.contents.items as YAMLMap[]) : [];
      return (doc.toJS() as Omit<Entry, "file">[]).map((e, i) => {
        const nodes = items[i]?.get("claims", true);
        const lineOf = (j: number) => {
          const node = isSeq(nodes) ? (nodes as YAMLSeq).items[j] : undefined;
          return isMap(node) && node.range ? lineCounter.linePos(node.range[0]).line : 0;
        };
        return { ...e, file: f, claims: e.claims?.map((c, j) => ({ ...c, at: `data/claims/${f}:${lineOf(j)}` })) };
      });
    });
}
