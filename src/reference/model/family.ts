import type { SidebarItemInput } from "../../sidebars/types";
import type { Diagram } from "../../diagrams/types";
import type { EntityIndex } from "../../diagrams/entities";
import type { TypePart } from "../extract/types";
import type { ModelContext, RefPage } from "./context";

/** Something that mentions types, for "Where it is used" on entity pages (see usages.ts). */
export interface UsageSource {
  /** The group it is listed under on the entity's page: "Services", "JS Client", "Medusa React". */
  group: string;
  label: string;
  href: string;
  /** The types it returns or responds with. */
  types: TypePart[];
  /** How many levels of referenced declarations to look through for entities (response types wrap them). */
  depth: number;
}

/**
 * A link to add to another family's page: to a member (a JS client method, a hook, by its
 * `page#anchor`) that sends a REST operation, or with `as: "body"` to a declaration's page (by its
 * route) whose type is the operation's request body.
 */
export interface MemberRelation {
  href: string;
  link: { label: string; href: string };
  as?: "body";
}

/** What a family adds to the reference once every family has claimed its declarations. */
export interface FamilyOutput {
  /** Pages other than the declaration pages of its claims (those are built for every family alike). */
  pages: RefPage[];
  /** Items of the family's sidebar, for families that have one (see sidebars/*.ts `{ type: "generated" }`). */
  sidebar?: SidebarItemInput[];
  /** Sidebars by family id, for a family with more than one. */
  sidebars?: Record<string, SidebarItemInput[]>;
  usages?: UsageSource[];
  /** Links that belong on other families' pages (a REST operation on the method that sends it). */
  relations?: MemberRelation[];
  /** Files the site serves as they are (`/api/admin/openapi.json`). */
  files?: { path: string; content: string }[];
  /** Diagrams for its declaration pages, by route (an entity's relations). */
  diagrams?: Record<string, Diagram>;
  /** The entities and their relations, for the guides' entity diagrams (the entities family). */
  entities?: EntityIndex;
}

/**
 * One reference family: a part of the reference with its own URLs, such as the entities or the
 * medusa-react hooks. Families run in the order of the list in families/index.ts: each first
 * claims the declarations it documents (the first claim of a declaration wins), then, when every
 * route is known, emits its index pages, special pages and sidebar.
 */
export interface ReferenceFamily {
  id: string;
  claim(ctx: ModelContext): void;
  emit(ctx: ModelContext): FamilyOutput;
}
