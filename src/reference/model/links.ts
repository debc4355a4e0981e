import type { DeclKey, DocProblem, SourceLocation, TypePart } from "../extract/types";
import type { Markdown, TypeExpr } from "./types";

/**
 * Where each documented declaration's page is. The first family to claim a declaration owns its
 * page; every other mention of it, on any page, links there.
 */
export class LinkRegistry {
  private readonly urls = new Map<DeclKey, string>();
  private readonly byName = new Map<string, DeclKey[]>();
  private readonly members = new Map<string, string>();
  /** `{@link}` targets that name nothing with a page, with where the doc comment is. */
  readonly problems: DocProblem[] = [];

  /** Gives a declaration its page; the first claim wins. */
  claim(key: DeclKey, href: string): void {
    if (this.urls.has(key)) return;
    this.urls.set(key, href);
    const name = key.split(":").at(-1)!;
    this.byName.set(name, [...(this.byName.get(name) ?? []), key]);
  }

  /** Another name a declaration is known by (a package exports `CustomerResource as CustomersResource`). */
  alias(name: string, key: DeclKey): void {
    this.byName.set(name, [...(this.byName.get(name) ?? []), key]);
  }

  /** Where a member of a declaration is documented: an anchor on its page, or a page of its own. */
  claimMember(key: DeclKey, member: string, href: string): void {
    if (!this.members.has(`${key}#${member}`)) this.members.set(`${key}#${member}`, href);
  }

  /** Where the declarations named `name` (or their `member`) are documented, in the order they were claimed. */
  hrefsOf(name: string, member?: string): string[] {
    return (this.byName.get(name) ?? [])
      .map((k) => (member ? this.members.get(`${k}#${member}`) : this.urls.get(k)))
      .filter((h): h is string => !!h);
  }

  /** Where a member of a declaration is documented, when it was claimed. */
  memberHref(key: DeclKey, member: string): string | undefined {
    return this.members.get(`${key}#${member}`);
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
   * into Markdown links. TypeDoc's forms are understood too: a namespace path
   * (`Hooks.Store.Carts.useGetCart`, `Hooks~Admin~Auth~useAdminLogin`), a module prefix
   * (`entities!Product`), and a bare member name, which means a member of a declaration of the same
   * file (`{@link retrieve}` in a service's doc). A target without a page becomes inline code and is
   * reported as a doc problem at `at`, so the allowlist must accept it with a reason.
   */
  markdown(text: string, at: SourceLocation): Markdown {
    return text.replace(
      /\{@link(?:code|plain)?\s+((?:"[^"]*"|[^}|\s"])+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
      (_, target: string, label: string) => {
        const text = label.trim() || target;
        if (/^https?:\/\//.test(target)) return `[${text}](${target})`;
        const href = this.resolveTarget(target, at);
        if (href) return `[\`${text}\`](${href})`;
        this.problems.push({ ...at, message: `{@link ${target}} names no declaration that has a page` });
        return `\`${text}\``;
      },
    );
  }

  private resolveTarget(target: string, at: SourceLocation): string | undefined {
    const path = target.replace(/^[^!]*!/, "");
    const segments = [...path.matchAll(/"([^"]*)"|([^.#~]+)/g)].map((m) => m[1] ?? m[2]!).filter(Boolean);
    const last = segments.at(-1);
    if (!last) return undefined;
    const owner = segments.at(-2);
    if (owner) {
      const href = this.byDeclName(owner, at.pkg, last);
      if (href && href !== this.byDeclName(owner, at.pkg)) return href;
    }
    const decl = this.byDeclName(last, at.pkg);
    if (decl) return decl;
    if (owner) return undefined;
    // A bare member name: a member of a declaration in the same file.
    for (const [k, href] of this.members) {
      if (k.startsWith(`${at.pkg}:${at.file}:`) && k.endsWith(`#${last}`)) return href;
    }
    return undefined;
  }
}
