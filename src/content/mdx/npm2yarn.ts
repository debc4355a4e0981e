/**
 * Turns npm commands into their yarn (v1) and pnpm equivalents, line by line.
 * Lines that are not npm or npx commands are kept as they are.
 */
export type PackageManager = "npm" | "yarn" | "pnpm";

export function convertCommands(script: string, to: PackageManager): string {
  if (to === "npm") return script;
  return script
    .split("\n")
    .map((line) => convertLine(line, to))
    .join("\n");
}

function convertLine(line: string, to: "yarn" | "pnpm"): string {
  const m = /^(\s*)(npx|npm)\s+(.*)$/.exec(line);
  if (!m) return line;
  const [, indent, tool, rest] = m as unknown as [string, string, string, string];
  const words = rest.trim().split(/\s+/);
  const out = tool === "npx" ? convertNpx(words, to) : convertNpm(words, to);
  return out === undefined ? line : `${indent}${out}`;
}

function convertNpx(words: string[], to: "yarn" | "pnpm"): string {
  const [pkg = "", ...args] = words;
  const create = /^create-([^@\s]+)(@.*)?$/.exec(pkg);
  if (create) {
    // `npx create-x@latest` → `yarn create x` (create always fetches the latest)
    return [to, "create", create[1], ...args].join(" ");
  }
  return to === "yarn" ? ["yarn", pkg, ...args].join(" ") : ["pnpm", "exec", pkg, ...args].join(" ");
}

const DEV = new Set(["-D", "--save-dev"]);
const GLOBAL = new Set(["-g", "--global"]);
const EXACT = new Set(["-E", "--save-exact"]);

function convertNpm(words: string[], to: "yarn" | "pnpm"): string | undefined {
  const [cmd = "", ...args] = words;
  switch (cmd) {
    case "install":
    case "i":
    case "add": {
      const flags = args.filter((a) => a.startsWith("-"));
      const pkgs = args.filter((a) => !a.startsWith("-"));
      const isGlobal = flags.some((f) => GLOBAL.has(f));
      if (pkgs.length === 0) return to === "yarn" ? "yarn" : "pnpm install";
      const mapped: string[] = [];
      for (const f of flags) {
        if (GLOBAL.has(f)) continue;
        if (DEV.has(f)) mapped.push(to === "yarn" ? "--dev" : "-D");
        else if (EXACT.has(f)) mapped.push(to === "yarn" ? "--exact" : "--save-exact");
        else if (f === "--save" || f === "-S") continue;
        else mapped.push(f);
      }
      if (isGlobal)
        return to === "yarn"
          ? ["yarn", "global", "add", ...pkgs, ...mapped].join(" ")
          : ["pnpm", "add", "-g", ...pkgs, ...mapped].join(" ");
      return [to, "add", ...pkgs, ...mapped].join(" ");
    }
    case "ci":
      return `${to} install --frozen-lockfile`;
    case "uninstall":
    case "remove":
    case "rm":
    case "un": {
      const isGlobal = args.some((a) => GLOBAL.has(a));
      const pkgs = args.filter((a) => !a.startsWith("-"));
      if (isGlobal)
        return to === "yarn" ? ["yarn", "global", "remove", ...pkgs].join(" ") : ["pnpm", "remove", "-g", ...pkgs].join(" ");
      return [to, "remove", ...pkgs].join(" ");
    }
    case "run":
    case "run-script": {
      const [script = "", ...rest] = args;
      const passthrough = rest[0] === "--" ? rest.slice(1) : rest;
      return [to, script, ...passthrough].join(" ");
    }
    case "start":
    case "test":
      return [to, cmd, ...(args[0] === "--" ? args.slice(1) : args)].join(" ");
    case "init":
      return [to, "init", ...args].join(" ");
    case "update":
    case "upgrade":
      return [to, to === "yarn" ? "upgrade" : "update", ...args].join(" ");
    default:
      return undefined;
  }
}
