import { STOP_WORDS } from "./lexicon";
import { isRecordId, withoutVariableParts } from "./message";
import { parseRouteQuery, routeQueryWord, type RouteQuery } from "./route";

/**
 * What a query is, read from how it is written: a REST route, an API name, a pasted error
 * message, or words. The kind decides which pages come first (the reference for API names, the
 * guides and the user guide for words) and which words are searched.
 */

export type QueryKind = "route" | "identifier" | "error" | "natural";

export interface AnalyzedQuery {
  /** The query as typed, trimmed. */
  text: string;
  /** Its whitespace-separated words without surrounding punctuation, as typed. */
  words: string[];
  kind: QueryKind;
  /** The words searched, as the index matches them: lowercase letters and digits; stop words dropped. */
  terms: string[];
  /** Words of the query written as API names (`addLineItem`, `store_cors`), as the index matches them. */
  identifiers: string[];
  /** Dotted names (`eventBusService.emit`), as the index matches them whole (`eventbusserviceemit`). */
  dotted: string[];
  /** For a route: the route, and the word its operation is indexed under. */
  route?: { query: RouteQuery; word: string };
  /** Route words of the REST routes a query of words names (`401 error for /store/customers/me`). */
  routeWords: string[];
  /** Several words, none a developer's: likely a merchant's task. */
  merchant: boolean;
  /** Words asking for an operation of the REST API ("delete product admin api", "add item to cart endpoint"). */
  rest: boolean;
  /** An HTTP header's name (`x-medusa-access-token`): the REST reference says what it is for. */
  header: boolean;
  /** Words describing a problem ("subscribers not triggering", "stops working"): troubleshooting may answer. */
  problem: boolean;
  /**
   * Words that have a message's marks ("cannot", "unable to", "error") without its shape: a reader
   * describing a problem. Read as words, but a heading that is a message the words quote still
   * counts as the message (rank.ts, `isPastedMessage`).
   */
  described?: boolean;
  /**
   * For a pasted message with parts that change from run to run (ids, numbers, quoted names,
   * paths, URLs; message.ts): the terms of its other words. They are searched as well, so that a
   * page with the message's fixed words matches as if it had them all.
   */
  fixedTerms?: string[];
  /**
   * For a short pasted message, most of whose words are little ones ("email must be an email"):
   * its fixed words with the little words kept, as the message is written, so that the entry that
   * has them all is found among the pages that only share its one or two other words.
   */
  messageTerms?: string[];
}

/** A word as the index matches it: lowercase letters, digits and underscores (`store_cors` stays whole). */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, "");
}

/**
 * The words the index holds for one whitespace-separated word of a page: the whole word
 * (`addlineitem`), a package without its version (`@medusajs/medusa-js@6.1.10` →
 * `medusajsmedusajs`) and the parts of a compound (`add`, `line`, `item`; `line-items` → `line`,
 * `items`; `store_cors` → `store`, `cors`).
 */
export function indexWords(raw: string): string[] {
  const whole = normalizeWord(raw);
  // A package with its version (`@medusajs/medusa-js@6.1.10`) is also the package.
  const unversioned = /^(.+?)@\d[\w.-]*$/.exec(raw)?.[1];
  const parts = raw
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((p) => p.length > 1 && p !== whole);
  const name = unversioned ? normalizeWord(unversioned) : "";
  return [...(whole ? [whole] : []), ...(name && name !== whole ? [name] : []), ...parts];
}

const CAMEL = /[a-z0-9][A-Z]|^[A-Z][a-z0-9]+[A-Z]/;
const SNAKE = /[A-Za-z0-9]_[A-Za-z0-9]/;
const DOTTED = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?$/;
/** File names are words, not API names: `medusa-config.js`. */
const FILE_NAME = /\.(?:js|ts|tsx|jsx|json|mjs|cjs|md|mdx|env|ya?ml|lock)$/i;

/** An HTTP header's name: `x-medusa-access-token`, `x-publishable-api-key`. */
const HEADER = /^x-[a-z0-9]+(?:-[a-z0-9]+)+$/i;

/**
 * Products and services whose names are written in camel case (DigitalOcean, MeiliSearch): a
 * reader names a tool or a host, not an API of Medusa's to look up.
 */
const PRODUCT_NAMES = new Set(
  (
    "digitalocean github gitlab javascript typescript postgresql meilisearch sendgrid paypal minio mongodb " +
    "nextjs woocommerce mailchimp youtube linkedin macos"
  ).split(" "),
);

/** Whether one word of a query is written as an API name (a header's name included). */
export function isIdentifier(word: string): boolean {
  if (FILE_NAME.test(word) || PRODUCT_NAMES.has(word.toLowerCase())) return false;
  return CAMEL.test(word) || SNAKE.test(word) || DOTTED.test(word) || HEADER.test(word);
}

/**
 * Words of a printed message that say there is a problem or what to do about it, not what it is
 * about: every error has them ("Error: … please check …, try again"), and the docs use them in
 * every troubleshooting page's headings ("Check the fix").
 */
const MESSAGE_FILLER = new Set(
  (
    "error errors err uncaught unhandled exception typeerror referenceerror syntaxerror rangeerror warn warning info " +
    "debug please check try trying again following occurred happened make sure something went wrong unexpected " +
    "unknown failed fail unable cannot cant couldnt while"
  ).split(" "),
);

/**
 * Marks of a message a program printed: error words and codes, log levels, npm's prefix,
 * and the phrasing of checks ("must be", "should not").
 */
const ERROR_MARKS =
  /\b(?:\w*error|exception|err!|cannot|can't|could not|couldn't|failed|unable to|not found|denied|refused|invalid|unexpected|is not|does not|should not|must be|has no|no such|not allowed|please|econn\w+|eaddr\w+|eacces|enoent|eagain|eresolve)\b|^(?:info|warn|error|debug):/i;

/**
 * Marks that only a printed message has: error classes and prefixes, codes, and the phrasing of
 * checks and validators. The other marks of ERROR_MARKS ("cannot", "unable to", "is not", "error")
 * are readers' words as much as a program's.
 */
const MESSAGE_MARKS =
  /\b(?:\w+error|exception|err!|could not|couldn't|not found|denied|refused|invalid|not valid|unexpected|must be|should not|no such|not allowed|please|is not a function|is not defined|econn\w+|eaddr\w+|eacces|enoent|eagain|eresolve)\b|\berror:|^(?:info|warn|error|debug):/i;
/** A log level in capitals, as a program prints it ("ERROR undefined"). */
const LOG_LEVEL = /\b(?:ERROR|WARN)\b/;
/** The shape of text a program printed: quotes, brackets, a colon, or a sentence's closing full stop. */
const MESSAGE_SHAPE = /["'`()[\]{}<>:;]|\.$/;
/** An apostrophe inside a word ("can't", "cart's"): a reader's spelling, not a quote a program printed. */
const CONTRACTION = /(\p{L})['’](\p{L})/gu;
/**
 * A reader speaking: first person, a question, or telling what happened and what they expected
 * ("only works after saving a file", "does not automatically mark …", "not displayed properly"),
 * which no program prints.
 */
const READER_VOICE =
  /\b(?:i|i'm|im|my|we|our|me|how|why|what|when|where|is there|only|after|automatically|properly|anymore|expected)\b|\?/i;

/**
 * Whether `text`, which has a mark of a message (ERROR_MARKS), was printed by a program rather
 * than written by a reader: it has a mark only messages have, a record's id, or the shape of
 * printed text or an API name without the reader's own voice. "Cannot receive swaps and returns"
 * and "I can't upload images, did I need a file service plugin?" are a reader's words; "Cannot
 * read properties of undefined (reading 'type')" and "Token is not valid" are messages.
 */
function printedMessage(text: string, hasNames: boolean, pasted: boolean): boolean {
  if (pasted || MESSAGE_MARKS.test(text) || LOG_LEVEL.test(text)) return true;
  return (MESSAGE_SHAPE.test(text.replace(CONTRACTION, "$1$2")) || hasNames) && !READER_VOICE.test(text);
}

/**
 * Developer words: a query with one of them is a developer's, whatever else it says. A cart is
 * the storefront's and the API's (the admin shows none: a merchant sees orders and draft orders),
 * an object is a developer's word for what an API returns, and an app is what a developer builds;
 * code is constructed, compiled, overridden, injected, serialized and rendered, and
 * nothing in the admin is.
 */
const DEVELOPER_WORDS = new Set(
  (
    "api apis endpoint endpoints route routes service services subscriber subscribers plugin plugins module modules " +
    "entity entities migration migrations database db repository repositories backend storefront server code " +
    "typescript javascript npm yarn npx cli install deploy deployment redis postgres postgresql node nodejs react " +
    "hook hooks function method methods class request response middleware middlewares strategy strategies loader " +
    "loaders workflow workflows webhook webhooks sdk client env config configuration provider providers job jobs " +
    "event events schema query queries custom medusa nextjs next.js gatsby docker build debug log logger test " +
    "transaction typeorm container injection dependency token jwt cors oauth payload json csv batch flag flags " +
    "command terminal shell widget cookie session localhost url http https port domain hosting variable " +
    "frontend programmatically script fetch fetching fetched integrate integration implement s3 aws " +
    "cart object app construct compile override inject instantiate serialize render"
  ).split(" "),
);

/** An HTTP status a program answered with (`401`, `500`): only a developer sees one. */
const HTTP_STATUS = /^[45]\d\d$/;

/** Whether a word (normalized) is a developer's: one of DEVELOPER_WORDS, or its plural ("requests", "headers"), or an HTTP status. */
function isDeveloperWord(w: string): boolean {
  return DEVELOPER_WORDS.has(w) || (w.endsWith("s") && DEVELOPER_WORDS.has(w.slice(0, -1))) || HTTP_STATUS.test(w);
}

/**
 * A reader reporting an error the software printed ("saving it results in an error"): what the
 * program checks, which the guides and the error reference explain, not a task in the admin.
 */
const REPORTS_AN_ERROR = /\berrors?\b/i;

/**
 * How readers describe something that doesn't work, in their own words rather than a message's. An
 * HTTP error status quoted ("401 responses in the admin panel", HTTP_STATUS) says so too.
 */
const PROBLEM_WORDS =
  /\b(?:not (?:\w+ing|work\w*|show\w*|load\w*)|doesn'?t|isn'?t|won'?t|aren'?t|stops? working|stopped working|fails?|failing|broken|issues?|problems?|bugs?|errors)\b/i;

/**
 * Words that report a failure of requests ("receiving CORS error whenever trying to login"): the
 * reader has a problem to fix, which troubleshooting and the guides explain, not an operation of
 * the API to look up, even when they say "api" ("admin panel/api"). So do a message's words in a
 * reader's sentence ("… does not match … when adding a product via API") and a problem described
 * in words (PROBLEM_WORDS: "the api doesn't return the prices"); a route named still finds its operation.
 */
const REPORTS_A_FAILURE = /\b(?:errors?|cors)\b/i;

/** Words that ask for the REST API itself. */
export const REST_WORDS = new Set(["api", "apis", "endpoint", "endpoints", "rest"]);
/** Words that ask how to build an API route of one's own, not for one of Medusa's. */
const OWN_ROUTE_WORDS = new Set(["custom", "own", "route", "routes", "middleware", "middlewares", "extend", "override"]);

/** Words that say the API is another service's, to integrate with: not one of Medusa's operations. */
const OTHER_API_WORDS = new Set(["external", "third", "thirdparty", "integrate", "integrating", "integration", "connect"]);

/**
 * Whether words ask for an operation of Medusa's REST API: an API word, and none about building
 * one's own or about another service's API ("hook up an external sales tax api").
 */
function asksForRest(words: readonly string[]): boolean {
  return (
    words.some((w) => REST_WORDS.has(w)) &&
    !words.some((w) => OWN_ROUTE_WORDS.has(w) || OTHER_API_WORDS.has(w)) &&
    words.length > 1
  );
}

/**
 * Words that are a developer's alone but a merchant's after these: a discount *code* is what a
 * customer types at checkout, not source code.
 */
const STORE_TERM_HEADS = new Set(["code", "codes"]);
const STORE_TERM_OWNERS = new Set(["discount", "promo", "promotion", "coupon", "voucher", "card", "gift", "tracking", "tax"]);

/** The query's words without those that belong to a store term ("discount code"). */
function withoutStoreTerms(words: readonly string[]): string[] {
  return words.filter((w, i) => !(i > 0 && STORE_TERM_HEADS.has(w) && STORE_TERM_OWNERS.has(words[i - 1]!)));
}

export function analyzeQuery(query: string): AnalyzedQuery {
  const text = query.trim();
  const routeQuery = parseRouteQuery(text);
  if (routeQuery) {
    const words = [routeQuery.method ?? "", ...routeQuery.segments.filter((s): s is string => s !== null)]
      .map(normalizeWord)
      .filter(Boolean);
    return {
      text,
      words: text.split(/\s+/),
      kind: "route",
      terms: words,
      identifiers: [],
      dotted: [],
      route: { query: routeQuery, word: routeQueryWord(routeQuery) },
      routeWords: [],
      merchant: false,
      rest: false,
      header: false,
      problem: false,
    };
  }
  const raw = splitWords(text);
  // A record's id (`reg_01GFX…`, `cart_123`) is a value a program printed, not a name to look up:
  // words around one are a message pasted as it was printed.
  const identifiers = raw.filter((w) => isIdentifier(w) && !isRecordId(w));
  const pasted = raw.length >= 3 && raw.some(isRecordId);
  const dotted = identifiers.filter((w) => w.includes(".")).map(normalizeWord);
  // A message's words in a reader's sentence ("Cannot receive swaps and returns") describe a
  // problem in words: the guides and the user guide answer it, as for other words.
  const marked = ERROR_MARKS.test(text) || pasted;
  const described = marked && !printedMessage(text, identifiers.length > 0, pasted);
  const kind: QueryKind =
    marked && !described && !(identifiers.length > 0 && raw.length <= 2)
      ? "error"
      : identifiers.length > 0 && !describesWithNames(raw.length, identifiers.length)
        ? "identifier"
        : "natural";
  const terms = termsOf(raw, kind);
  const routeWords = kind === "identifier" ? [] : namedRoutes(text);
  const fixed = kind === "error" ? withoutVariableParts(text) : text;
  const fixedTerms = fixed !== text ? termsOf(splitWords(fixed), kind) : [];
  const messageTerms = kind === "error" ? littleWordsKept(splitWords(fixed), fixedTerms.length > 0 ? fixedTerms : terms) : [];
  return {
    text,
    words: raw,
    kind,
    terms,
    identifiers: dedupe(
      identifiers
        .flatMap((w) => (w.includes(".") ? w.split(".") : [w]))
        .map(normalizeWord)
        .filter(Boolean),
    ),
    dotted,
    // One word says too little about who asks: only a phrase in no developer's words is a merchant's.
    merchant:
      kind === "natural" &&
      terms.length > 1 &&
      identifiers.length === 0 &&
      routeWords.length === 0 &&
      !withoutStoreTerms(raw.map(normalizeWord).filter(Boolean)).some(isDeveloperWord) &&
      !REPORTS_AN_ERROR.test(text),
    routeWords,
    // A question that names an API in passing ("… the updateCart API responds with 200") asks about it, not for an operation.
    rest:
      kind === "natural" &&
      (routeWords.length > 0 ||
        (identifiers.length === 0 &&
          !REPORTS_A_FAILURE.test(text) &&
          !described &&
          !PROBLEM_WORDS.test(text) &&
          asksForRest(raw.map(normalizeWord)))),
    header: identifiers.some((w) => HEADER.test(w)),
    problem: kind === "natural" && (described || PROBLEM_WORDS.test(text) || raw.some((w) => HTTP_STATUS.test(w))),
    ...(described && kind === "natural" ? { described: true } : {}),
    ...(fixedTerms.length > 0 && fixedTerms.join(" ") !== terms.join(" ") ? { fixedTerms } : {}),
    ...(messageTerms.length > 0 ? { messageTerms } : {}),
  };
}

/** A message searched by fewer words than this, once its little words are dropped, is searched with them too. */
const SHORT_MESSAGE = 3;

/**
 * The words of a short message (`raw`, its variable parts left out) with its little words kept and
 * the words every message has dropped, when `searched` (its words as searched) is shorter than
 * SHORT_MESSAGE; none otherwise, or when the little words add nothing.
 */
function littleWordsKept(raw: readonly string[], searched: readonly string[]): string[] {
  if (searched.length >= SHORT_MESSAGE) return [];
  const words = dedupe(
    raw
      .flatMap((w) => (DOTTED.test(w) ? w.split(".") : [w]))
      .map(normalizeWord)
      .filter((w) => w && !MESSAGE_FILLER.has(w)),
  );
  return words.length > searched.length ? words : [];
}

/** A query of this many words or more, few of them API names, is a question that names them in passing. */
const QUESTION_WORDS = 5;

/**
 * Whether a query of `words` words, `names` of them API names, describes something in words and
 * names an API in passing ("CORS errors on the storefront after updating STORE_CORS on railway"):
 * a guide or troubleshooting page answers it, not the reference of the name. Its names still lead
 * to the element they are the id of (rank.ts).
 */
function describesWithNames(words: number, names: number): boolean {
  return words >= QUESTION_WORDS && names * 3 < words;
}

/**
 * The route words (route.ts) of the Admin and Store API routes that words of a query name, with
 * or without their leading slash: `/store/customers/me`, `store/shipping-options/{cart_id}`.
 */
function namedRoutes(text: string): string[] {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'`]+|[)"'`,.:;!?]+$/g, ""))
    .map((w) => (/^(?:admin|store)\//.test(w) ? `/${w}` : w))
    .filter((w) => w.startsWith("/"))
    .map((w) => parseRouteQuery(w))
    .filter((r): r is RouteQuery => r !== null && r.segments.length > 1)
    .map(routeQueryWord);
  return dedupe(words);
}

/** A word without the punctuation around it (a leading `@`, `$`, `_` or `/` stays; so does a trailing `()`, then dropped). */
function trimWord(w: string): string {
  return w.replace(/^[^\p{L}\p{N}_$@/]+|[^\p{L}\p{N}_$)]+$/gu, "").replace(/\(\)$/, "");
}

/** Punctuation that joins words a reader pasted together: paths, query strings, lists, calls. */
const JOINERS = /[/?=&,;:()[\]{}<>|]+/;
/** A package name: `@medusajs/medusa-js`, found whole. */
const PACKAGE = /^@[\w.-]+\/[\w.-]+$/;

/**
 * A query's words without surrounding punctuation, as typed. Words pasted together with
 * punctuation (`store/products?expand=variants,variants.prices`) are split at it, except a
 * package name; hyphens and dots stay (`x-medusa-access-token`, `medusa-config.js`).
 */
function splitWords(text: string): string[] {
  return (
    text
      .split(/\s+/)
      // A path's placeholders (`{cart_id}`) stand for any value: not words of the query.
      .map((w) => (w.includes("/") ? w.replace(/\{[^}]*\}/g, "") : w))
      .map(trimWord)
      .flatMap((w) => (PACKAGE.test(w) || !JOINERS.test(w.slice(1)) ? [w] : w.split(JOINERS).map(trimWord)))
      .filter(Boolean)
  );
}

/**
 * The words searched for `raw` words of a query of `kind`, as the index matches them: dotted
 * names by their parts (a method is a heading of its class's page), stop words dropped, and for a
 * message the words every message has.
 */
function termsOf(raw: readonly string[], kind: QueryKind): string[] {
  const words = raw
    .flatMap((w) => (DOTTED.test(w) ? w.split(".") : [w]))
    .map(normalizeWord)
    .filter(Boolean);
  const kept = words.filter((w) => !STOP_WORDS.has(w) && !(kind === "error" && MESSAGE_FILLER.has(w)));
  // A reader's sentence: the words that say how they ask, not what about, are left out.
  const subject = kind === "natural" && kept.length >= READER_SENTENCE ? kept.filter((w) => !READER_FILLER.has(w)) : kept;
  return dedupe(subject.length >= 2 ? subject : kept.length > 0 ? kept : words);
}

/** Words (after stop words) from which a natural query is a reader's sentence rather than keywords. */
const READER_SENTENCE = 4;

/**
 * Words of a reader's question that say how they ask or how sure they are ("is it possible", "the
 * best way", "properly", "as expected", "no matter what"), not what they ask about: rare in the
 * docs, so a page that happens to use them outranked the pages about the question's subject.
 */
const READER_FILLER = new Set(
  (
    "possible possibly best way ways properly correctly expected anyone someone somebody " +
    "please help thanks thank really actually seems seem matter whatever trying tried able"
  ).split(" "),
);

function dedupe(words: string[]): string[] {
  return [...new Set(words)];
}
