import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  BUILDS_DIR,
  encodeLength,
  FORMAT_VERSION,
  MANIFEST_FILE,
  SEARCH_DIR,
  type Manifest,
  type PageFile,
  type WordChunk,
} from "../islands/search/index-format";
import { LEXICON_FILE, type Synonym } from "../islands/search/lexicon";
import type { SearchDoc } from "./search-extract";
import { buildLexicon } from "./search-lexicon";

/**
 * Raw JSON bytes a word chunk holds at most (unless one word's pages alone take more): about
 * 1.6 KB gzipped. A query loads a chunk or two per word it searches, and each prefix of a word
 * typed, so smaller chunks cost a query fewer bytes; the manifest lists each chunk's first word,
 * so more chunks cost every visit a little. Halving 12,000 to 6,000 took a long typed question's
 * word chunks from 63 KB to 34 KB and the manifest from 3.2 to 4.2 KB.
 */
export const CHUNK_BYTES = 6_000;

/** Sizes of what `writeSearchIndex` wrote, for the build's log and the bench. */
export interface SearchIndexStats {
  pages: number;
  words: number;
  chunks: number;
  /** Every file written, as paths below the index's folder (the build compresses them). */
  files: string[];
}

/**
 * The static search index (src/islands/search/index-format.ts), built from the pages as the
 * workers extracted them (src/builder/search-extract.ts). Pages are numbered in URL order, so
 * the same site gives the same files.
 */
export function startSearchIndex(outDir: string, synonyms: Synonym[]) {
  const docs = new Map<string, SearchDoc>();
  return {
    /** Adds a rendered page's searchable content. */
    add(doc: SearchDoc) {
      if (docs.has(doc.url)) throw new Error(`search index: ${doc.url} was added twice`);
      docs.set(doc.url, doc);
    },
    write(): SearchIndexStats {
      return writeSearchIndex(join(outDir, SEARCH_DIR), [...docs.values()], synonyms);
    },
  };
}

/** Writes the index of `unsorted` into `dir` (the site's `search/` folder), replacing what is there. */
export function writeSearchIndex(
  dir: string,
  unsorted: readonly SearchDoc[],
  synonyms: Synonym[],
  chunkBytes = CHUNK_BYTES,
): SearchIndexStats {
  const docs = [...unsorted].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (docs.length === 0) throw new Error("search index: no page has searchable content (data-search-body)");
  const sectionLabels = [...new Set(docs.flatMap((d) => (d.section ? [d.section] : [])))].sort();
  if (sectionLabels.length > 10) throw new Error(`search index: more than 10 sections (${sectionLabels.join(", ")})`);

  // Each word's pages, in page order: [page, use, page, use, …] (`encodePosting`).
  const postings = new Map<string, number[]>();
  docs.forEach((d, page) => {
    for (const [term, count] of Object.entries(d.terms)) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(page, count);
    }
  });
  const words = [...postings.keys()].sort();

  // Chunks of the word list, each up to `chunkBytes` of JSON.
  const chunks: WordChunk[] = [];
  let current: WordChunk = { words: [], postings: [] };
  let size = 0;
  for (const word of words) {
    const list = postings.get(word)!;
    const deltas: number[] = [];
    for (let i = 0; i < list.length; i += 2) deltas.push(list[i]! - (i === 0 ? 0 : list[i - 2]!), list[i + 1]!);
    const bytes = word.length + 6 + JSON.stringify(deltas).length;
    if (size > 0 && size + bytes > chunkBytes) {
      chunks.push(current);
      current = { words: [], postings: [] };
      size = 0;
    }
    current.words.push(word);
    current.postings.push(deltas);
    size += bytes;
  }
  chunks.push(current);

  const pageFiles: PageFile[] = docs.map(({ url, title, badge, section, content, anchors }) => ({
    url,
    title,
    ...(badge ? { badge } : {}),
    ...(section ? { section } : {}),
    content,
    anchors,
  }));
  const chunkTexts = chunks.map((c) => JSON.stringify(c));
  const pageTexts = pageFiles.map((p) => JSON.stringify(p));
  const hash = createHash("sha256");
  for (const t of [...chunkTexts, ...pageTexts]) hash.update(t);
  const build = hash.digest("hex").slice(0, 12);
  const manifest: Manifest = {
    version: FORMAT_VERSION,
    build,
    sectionLabels,
    sections: docs.map((d) => (d.section ? String(sectionLabels.indexOf(d.section)) : "-")).join(""),
    lengths: docs.map((d) => encodeLength(d.length)).join(""),
    chunks: chunks.map((c) => c.words[0]!),
  };

  rmSync(dir, { recursive: true, force: true });
  const files = join(dir, BUILDS_DIR, build);
  mkdirSync(join(files, "w"), { recursive: true });
  mkdirSync(join(files, "p"), { recursive: true });
  const written: string[] = [];
  const write = (path: string, text: string) => {
    writeFileSync(path, text);
    written.push(path);
  };
  chunkTexts.forEach((t, i) => write(join(files, "w", `${i}.json`), t));
  pageTexts.forEach((t, i) => write(join(files, "p", `${i}.json`), t));
  write(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const lexicon = buildLexicon(
    docs.map((d, i) => ({
      id: String(i),
      url: d.url,
      content: d.content,
      title: d.title,
      section: d.section,
      badge: d.badge,
      keywords: d.keywords,
    })),
    synonyms,
  );
  write(join(dir, LEXICON_FILE), JSON.stringify(lexicon));
  return { pages: docs.length, words: words.length, chunks: chunks.length, files: written };
}
