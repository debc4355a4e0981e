import type { DeclKey, TypePart } from "../extract/types";
import type { Markdown, TypeExpr } from "./types";

/**
 * Where each documented declaration's page is. The first family to claim a declaration owns its
 * page; every other mention of it, on any page, links there.
 */
export class LinkRegistry {
  private readonly urls = new Map<DeclKey, string>();
  private readonly byName = new Map<string, DeclKey[]>();
  private readonly members = new Map<string, string>();

  /** Gives a declaration its page; the first claim wins. */
  claim(key: DeclKey, href: string): void {
    if (this.urls.has(key)) return;
    this.urls.set(key, href);
    const name = key.split(":").at(-1)!;
    this.byName.set(name, [...(this.byName.get(name) ?? []), key]);
  }

  /** Where a member of a declaration is documented: an anchor on its page, or a page of its own. */
  claimMember(key: DeclKey, member: string, href: string): void {
    if (!this.members.has(`${key}#${member}`)) this.members.set(`${key}#${member}`, href);
  }

  has(key: DeclKey): boolean {
    return this.urls.has(key);
  }

  href(key: DeclKey): string | undefined {
    return this.urls.get(key);
  }

  /** A type with the names of declarations that have pages turned into links. */
  expr(parts: readonly TypePart[] | undefined): TypeExpr {
    const out: TypeExpr = [];
    for (const p of parts ?? []) {
      if (typeof p === "string") out.push(p);
      else {
        const href = this.urls.get(p.key);
        out.push(href ? { text: p.text, href } : p.text);
      }
    }
    return out;
  }

  /** The page of a declaration named `name` (or of its `member`), preferring one of package `pkg`. */
  byDeclName(name: string, pkg?: string, member?: string): string | undefined {
    const keys = this.byName.get(name) ?? [];
    const key = keys.find((k) => pkg && k.startsWith(`${pkg}:`)) ?? keys[0];
    if (!key) return undefined;
    return (member && this.members.get(`${key}#${member}`)) || this.urls.get(key);
  }

  /**
   * Turns `{@link Name}`, `{@link Name.member}`, `{@link Name | label}` and `{@link https://… label}`
   * into Markdown links; a name without a page becomes inline code.
   */
  markdown(text: string, pkg?: string): Markdown {
    return text.replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g, (_, target: string, label: string) => {
      const text = label.trim() || target;
      if (/^https?:\/\//.test(target)) return `[${text}](${target})`;
      const [name, member] = target.split(/[.#]/);
      const href = this.byDeclName(name!, pkg, member);
      return href ? `[\`${text}\`](${href})` : `\`${text}\``;
    });
  }
}
