/**
 * Which guides share a project: guides whose files, configuration entries and `.env` variables do
 * not collide are built and started together, a few at a time, in record order; a guide marked
 * `alone` (it changes what other guides rely on) gets a project of its own.
 */
import { guideEnv, type Guide } from "./project";

/** At most this many guides share a project: a failing build then takes few others with it. */
export const GUIDES_PER_PROJECT = 6;

/** What a guide claims in a project: a key and the value it needs there. */
function claims(guide: Guide): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of guide.files) out.set(`file ${file.path}`, file.code);
  for (const [key, value] of Object.entries(guideEnv(guide))) out.set(`env ${key}`, value);
  const config = guide.run.config ?? {};
  for (const [key, value] of Object.entries(config.projectConfig ?? {})) out.set(`projectConfig ${key}`, JSON.stringify(value));
  for (const [key, value] of Object.entries(config.modules ?? {})) out.set(`module ${key}`, JSON.stringify(value));
  for (const [key, value] of Object.entries(config.featureFlags ?? {})) out.set(`flag ${key}`, String(value));
  // Plugins add services, strategies and routes of their own: guides share a project only with the same plugin list.
  if (config.plugins) out.set("plugins", JSON.stringify(config.plugins));
  return out;
}

/** Whether two guides can share a project: every key they both claim (the plugin list too), they claim with the same value — files never. */
function compatible(a: Map<string, string>, b: Map<string, string>): boolean {
  for (const [key, value] of a) {
    if (!b.has(key)) continue;
    if (key.startsWith("file ") || b.get(key) !== value) return false;
  }
  return true;
}

export function planProjects(guides: readonly Guide[], perProject = GUIDES_PER_PROJECT): Guide[][] {
  const projects: { guides: Guide[]; claims: Map<string, string>[]; closed: boolean }[] = [];
  for (const guide of guides) {
    const mine = claims(guide);
    const alone = guide.run.alone !== undefined;
    const home = alone
      ? undefined
      : projects.find((p) => !p.closed && p.guides.length < perProject && p.claims.every((c) => compatible(c, mine)));
    if (home) {
      home.guides.push(guide);
      home.claims.push(mine);
    } else projects.push({ guides: [guide], claims: [mine], closed: alone });
  }
  return projects.map((p) => p.guides);
}
