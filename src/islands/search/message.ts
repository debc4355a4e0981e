/**
 * Pasted messages. A reader pastes an error as the program printed it, with the parts that change
 * from run to run: the ids of their records (`prod_01H…`, `cart_123`), numbers (ports, line and
 * column, counts), names in quotes (`'authService'`, `"medusa_user"`), file paths and URLs. The
 * docs, and the code the error reference is generated from, have the message's fixed words and a
 * placeholder where those parts go, so the parts are left out when a message is matched.
 */

/** A URL, with or without a scheme (`https://…`, `www.…`), up to the next space. */
const URL = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+/gi;
/** A name in quotes, without spaces: `'authService'`, `"medusa_user"`, `` `plugins` ``, ‘x’, “x”. */
const QUOTED_NAME = /(["'`‘“])(?:(?!\1)[^\s"'`‘’“”]){1,80}(?:\1|[’”])/g;

/** Ids of records: a prefix, an underscore and a ULID or a number (`reg_01GFX2R…`, `cart_123`); bare ULIDs and UUIDs. */
const ID =
  /^(?:[a-z]+_(?:[0-9A-HJKMNP-TV-Z]{10,}|\d+)|[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** Numbers, versions, addresses and line:column pairs: `5432`, `127.0.0.1:5432`, `8:31`, `v18.16.0` (not a name like `v2`). */
const NUMBER = /^(?:\d+(?:[.:]\d+)*|v\d+(?:\.\d+)+)$/i;
/** A file path: absolute, relative, home or Windows, or with a directory and a file extension. */
const PATH = /^(?:[a-z]:\\|\\\\|~?\/|\.{1,2}[/\\])|^[\w@.-]+(?:[/\\][\w@.-]+)+\.[a-z]{1,5}$/i;

/** Punctuation around a word of a message: brackets, quotes, commas, a trailing colon or full stop. */
const EDGE = /^[([{<"'`‘“]+|[)\]}>"'`’”,;:.!?]+$/g;

/** Whether one word of a message (its edges trimmed) is a variable part. */
export function isVariablePart(word: string): boolean {
  const w = word.replace(EDGE, "");
  if (!w) return false;
  return ID.test(w) || NUMBER.test(w) || PATH.test(w) || (w.includes("/") && w.split("/").filter(Boolean).length > 2);
}

/**
 * The message without its variable parts (see the module comment), its other words as pasted,
 * separated by single spaces.
 */
export function withoutVariableParts(message: string): string {
  return message
    .replace(URL, " ")
    .replace(QUOTED_NAME, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) && !isVariablePart(w))
    .join(" ");
}
