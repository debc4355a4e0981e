import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build as viteBuild, type InlineConfig } from "vite";
import type { Assets } from "../render/Document";

export const CLIENT_ENTRY = "src/client/main.tsx";

/**
 * The font file every page uses (Inter, latin, all weights; src/theme/fonts.css), preloaded so
 * that text swaps to it early. Other font files the stylesheet may name load when used.
 */
export const PRELOADED_FONT = "inter-latin-wght-normal.woff2";

/** Vite settings shared by the production client build and the dev server. */
export function viteConfig(root: string): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: { target: "es2022" },
  };
}

/**
 * Builds the one client bundle (islands + stylesheet, and the font files the stylesheet names,
 * each under a content hash) into `outDir/assets` and returns their URLs.
 */
export async function buildClient(root: string, outDir: string): Promise<Assets> {
  const base = viteConfig(root);
  await viteBuild({
    ...base,
    build: {
      ...base.build,
      outDir,
      emptyOutDir: false,
      assetsDir: "assets",
      manifest: true,
      cssCodeSplit: false,
      rollupOptions: { input: resolve(root, CLIENT_ENTRY) },
    },
  });
  const manifestPath = join(outDir, ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
    string,
    { file: string; src?: string; css?: string[]; assets?: string[] }
  >;
  rmSync(join(outDir, ".vite"), { recursive: true, force: true });
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite manifest has no entry for ${CLIENT_ENTRY}`);
  // With cssCodeSplit off, Vite lists the single stylesheet as its own "style.css" record.
  const css = [...(entry.css ?? []), ...(manifest["style.css"] ? [manifest["style.css"].file] : [])];
  if (css.length === 0) throw new Error("The client build produced no stylesheet");
  const font = Object.values(manifest).find((r) => r.src?.endsWith(`/${PRELOADED_FONT}`));
  if (!font || !entry.assets?.includes(font.file)) {
    throw new Error(`The client build did not emit ${PRELOADED_FONT}: is it still named in src/theme/fonts.css?`);
  }
  return { js: `/${entry.file}`, css: css.map((c) => `/${c}`), fonts: [`/${font.file}`] };
}
