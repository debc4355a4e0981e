/**
 * What a procedure may be given besides its page: the data it works on and the words the page
 * leaves to the reader ("Open the group": which group). A fixture never says what to click; the
 * page does.
 */
import type { ApiClient } from "../http";
import type { StoreSeed } from "./store-seed";

export interface WalkContext {
  /** The admin REST API, as the seeded admin user. */
  admin: ApiClient;
  /** The backend's base URL. */
  backendUrl: string;
  /** Unique per walk: names created by fixtures end with it, so that walks can repeat on one database. */
  run: string;
  store: StoreSeed;
}

/** What a setup returns: the names of what it created, for the walk. */
export interface FixtureData {
  /** What "open the …", "select the …", "click the …" opens. */
  item?: string;
  /** Values for fields, by label (or by the words of an unlabelled field: "the new in-stock quantity"). */
  values?: Record<string, string>;
  /** Rows to check where the page says "Check the products to add"; by step when steps check different rows. */
  rows?: string[] | Record<number, string[]>;
  /** Whose menu (⋯) is whose: "the variant's menu" opens the ⋯ nearest this text (by the owner word). */
  menus?: Record<string, string>;
  /** Text typed where the page says to search. */
  search?: string;
  /** The file a step uploads ("Drag your file onto the window", "upload the image"). */
  file?: { name: string; mimeType: string; body: string };
  /** Anything else a check needs (ids). */
  ids?: Record<string, string>;
}

export interface Fixture extends FixtureData {
  /** Creates what the procedure works on, through the admin API. */
  setup?: (ctx: WalkContext) => Promise<FixtureData>;
  /**
   * Where the walk starts. `after`: the heading of a procedure of the same page whose steps lead
   * here ("See your groups"), walked first. `start`: an admin path, when no procedure leads there
   * ("/a/orders/<id>", which the reader reaches by opening the order). Default: the orders list,
   * the admin's home.
   */
  after?: string;
  start?: string | ((data: FixtureData) => string);
  /** Walked signed out (signing in is the procedure). */
  signedOut?: boolean;
  /** Steps the walk does not do, with the reason (a step the reader does outside the admin). */
  skip?: Record<number, string>;
  /** Checks through the API what the page says the procedure did. */
  check?: (ctx: WalkContext, data: FixtureData) => Promise<void>;
}
