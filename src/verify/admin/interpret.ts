/**
 * What a step asks the reader to do, read from its words: the step is cut into clauses, each
 * clause's verb says what happens to the labels that follow it ("Click **Save**" clicks, "enter the
 * **Title**" fills, "Keep **Visible in store** on" checks a switch's state), and every bold label
 * that is not acted on must at least be on screen. Pure: the walker (walker.ts) does the actions.
 */
import type { Inline, Step } from "./procedures";
import { UI_ICONS, type UiIconName } from "./ui-icons";

/** The icon whose words (its screen-reader label: "the bell", "the search icon") start `what`. */
function iconNamedBy(what: string): UiIconName | undefined {
  return (Object.keys(UI_ICONS) as UiIconName[]).find(
    (name) => what === UI_ICONS[name].label || what.startsWith(`${UI_ICONS[name].label} `),
  );
}

/** A piece of a step: a word or punctuation mark of its text, or one of its non-text inlines. */
export type Token = { kind: "word"; text: string } | { kind: "punct"; text: string } | Exclude<Inline, { kind: "text" }>;

export type Action =
  /** Click the element that shows `label` (a button, link, tab, menu item or text), the one nearest `near`. */
  | { kind: "click"; label: string; near?: string }
  /**
   * Open an actions menu (⋯): of the card or row that shows `near`, or of what the page calls `of`
   * ("the variant's menu": `variant`), or the one in scope.
   */
  | { kind: "menu"; near?: string; of?: string }
  /** Click an icon button (`icon` is a @medusajs/icons name), near the element that shows `near`. */
  | { kind: "icon"; icon: string; near?: string }
  /** Type into the field labelled `label` (or described by `hint` when the page names it in plain words). */
  | { kind: "fill"; label?: string; hint?: string; value?: string }
  /** Choose a value in the list field labelled `label`. */
  /**
   * Choose a value in the list field labelled `label`. `orOpen`: "Under **Regions**, select the
   * region" may also name a list of links under that title: without such a field, the item is opened.
   */
  | { kind: "select"; label?: string; hint?: string; value?: string; orOpen?: boolean }
  /**
   * Set the switch or checkbox labelled `label`; `keep` only checks that it already is in that
   * state; `flip` changes it, whichever it is ("Check or uncheck …").
   */
  | { kind: "toggle"; label: string; on: boolean; keep: boolean; flip?: boolean }
  /** `label` must be on screen (or one of `or`: "**Fulfilled** or **Partially fulfilled**"). */
  | { kind: "expect"; label: string; or?: string[] }
  /** Later actions look inside the card, section or window that shows `label`. */
  | { kind: "scope"; label: string }
  /** Open the thing the procedure is about (the fixture's item): "Open the group", "Select the region". */
  | { kind: "open"; what: string }
  /** Text the next steps are about, found on screen: "Find "Return Requested" in the **Timeline**". */
  | { kind: "find"; label: string }
  /** Check the rows the fixture names: "Check the products to add". */
  | { kind: "check-rows"; what: string }
  /** Press a key. */
  | { kind: "press"; key: string }
  /** Confirm the open confirmation window with its confirming button. */
  | { kind: "confirm" }
  /** Type in the list's search field. */
  | { kind: "search"; value?: string }
  /**
   * Give the file field the fixture's file: "Drag your file onto the window", "upload the image".
   * `optional` ("optionally upload an image"): without a file from the fixture, nothing is uploaded.
   */
  | { kind: "upload"; what: string; optional?: boolean };

export interface Interpretation {
  actions: Action[];
  /** "If you chose **Replace**: …": the step is walked only when the walk clicked that label. */
  ifChosen?: string;
  /** Clauses that were not understood and have no label: the walker only reports them. */
  notes: string[];
}

const ARTICLES = new Set(["a", "an", "the", "its", "their", "your", "each", "one", "this", "that"]);

/** Splits inlines into tokens; text becomes words and punctuation. */
export function tokenize(inlines: Inline[]): Token[] {
  const tokens: Token[] = [];
  for (const inline of inlines) {
    if (inline.kind !== "text") {
      tokens.push(inline);
      continue;
    }
    for (const match of inline.text.matchAll(/[A-Za-z0-9'’+#%.\-/]+|[,;:()⋯]/g)) {
      const raw = match[0];
      // A full stop ends a sentence; other dots belong to the word (".csv", "e.g.").
      if (raw.length > 1 && raw.endsWith(".") && !/\.\w/.test(raw) && !/^(e\.g|i\.e)\.$/.test(raw)) {
        tokens.push({ kind: "word", text: raw.slice(0, -1) }, { kind: "punct", text: "." });
      } else if (raw === ".") {
        tokens.push({ kind: "punct", text: "." });
      } else if (/^[,;:()⋯]$/.test(raw)) {
        tokens.push({ kind: "punct", text: raw });
      } else {
        tokens.push({ kind: "word", text: raw });
      }
    }
  }
  return tokens;
}

function isWord(token: Token | undefined, ...words: string[]): boolean {
  return token?.kind === "word" && words.includes(token.text.toLowerCase());
}

/** Verbs that do something to the screen. */
const ACTING_VERBS = new Set([
  "click",
  "press",
  "choose",
  "pick",
  "select",
  "open",
  "enter",
  "type",
  "change",
  "fill",
  "check",
  "uncheck",
  "switch",
  "turn",
  "confirm",
]);

/** Every verb a clause may start with: the acting ones, and those that state or describe. */
const VERBS = new Set([
  ...ACTING_VERBS,
  ...[
    "keep",
    "leave",
    "read",
    "find",
    "wait",
    "set",
    "say",
    "search",
    "add",
    "use",
    "upload",
    "drag",
    "copy",
    "repeat",
    "move",
    "sign",
    "follow",
  ],
]);

/** Cuts a sentence into clauses at ";", and at "," / "and" / "or" / "then" followed by a verb. */
function clauses(sentence: Token[]): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  const flush = () => {
    if (current.length > 0) out.push(current);
    current = [];
  };
  for (let i = 0; i < sentence.length; i++) {
    const token = sentence[i]!;
    if (token.kind === "punct" && token.text === ";") {
      flush();
      continue;
    }
    if (token.kind === "punct" && token.text === ",") {
      // A comma ends a clause when a new one starts after it: a verb, a connector and a verb, or
      // an opening word ("Under …", "If …"); otherwise it separates a list of labels.
      if (isWord(sentence[i + 1], "or")) {
        // ", or …": another way to do it; see below.
        flush();
        return out;
      }
      if (startsClause(sentence, i + 1)) flush();
      continue;
    }
    if (isWord(token, "or") && nextIsVerb(sentence, i + 1) && current.length === 1 && isVerbToken(current[0])) {
      // "Check or uncheck **Apply tax to gift cards?**": one clause, about one thing.
      current.push(token, sentence[++i]!);
      continue;
    }
    if (isWord(token, "or") && nextIsVerb(sentence, i + 1)) {
      // "Click the customer, or open the row's menu (⋯) and choose **Details**": the reader does the
      // first way; the others are left out (their labels are not on screen without doing them).
      flush();
      return out;
    }
    if (isWord(token, "and", "then") && nextIsVerb(sentence, i + 1)) {
      flush();
      continue;
    }
    current.push(token);
  }
  flush();
  return out;
}

const OPENERS = new Set([
  "under",
  "in",
  "on",
  "at",
  "if",
  "when",
  "to",
  "with",
  "for",
  "while",
  "otherwise",
  "once",
  "from",
  "inside",
]);

function startsClause(tokens: Token[], from: number): boolean {
  const token = tokens[from];
  if (isWord(token, "and", "then")) return nextIsVerb(tokens, from);
  if (token?.kind === "word" && OPENERS.has(token.text.toLowerCase())) return true;
  return nextIsVerb(tokens, from);
}

function isVerbToken(token: Token | undefined): boolean {
  return token?.kind === "word" && VERBS.has(token.text.toLowerCase());
}

function nextIsVerb(tokens: Token[], from: number): boolean {
  let i = from;
  while (isWord(tokens[i], "then", "and", "optionally")) i++;
  const token = tokens[i];
  return token?.kind === "word" && VERBS.has(token.text.toLowerCase());
}

function sentences(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === "punct" && token.text === "(") depth++;
    if (token.kind === "punct" && token.text === ")") depth = Math.max(0, depth - 1);
    if (token.kind === "punct" && token.text === "." && depth === 0) {
      if (current.length > 0) out.push(current);
      current = [];
      continue;
    }
    current.push(token);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The labels, quotes and codes of a clause, outside parentheses unless `inside`. */
function named(clause: Token[], kinds: Token["kind"][] = ["label", "quote"]): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const token of clause) {
    if (token.kind === "punct" && token.text === "(") depth++;
    else if (token.kind === "punct" && token.text === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && kinds.includes(token.kind) && "text" in token) out.push(token.text);
  }
  return out;
}

/** The labels and quotes of a clause inside parentheses. */
function inParentheses(clause: Token[]): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const token of clause) {
    if (token.kind === "punct" && token.text === "(") depth++;
    else if (token.kind === "punct" && token.text === ")") depth = Math.max(0, depth - 1);
    else if (depth > 0 && (token.kind === "label" || token.kind === "quote")) out.push(token.text);
  }
  return out;
}

function labelsIn(clause: Token[]): string[] {
  return clause.flatMap((token) => (token.kind === "label" ? [token.text] : []));
}

/** The first alternative of "**A** or **B**": the labels of the clause up to its first "or". */
function firstAlternative(clause: Token[]): Token[] {
  const or = clause.findIndex((token) => isWord(token, "or"));
  if (or === -1) return clause;
  // "pick **Product**, **Customer group**, **Tag** or **Type**": one of them, the first.
  const first = clause.findIndex((token) => token.kind === "label" || token.kind === "quote");
  return first === -1 || first > or ? clause.slice(0, or) : clause.slice(0, first + 1);
}

/** A value the page gives after a label: "such as "Europe"", "for example `SUMMERSALE10`", "such as 25". */
function exampleValue(clause: Token[], from: number): string | undefined {
  for (let i = from; i < clause.length; i++) {
    const token = clause[i]!;
    if (token.kind === "label") return undefined;
    const lead =
      isWord(token, "such") && isWord(clause[i + 1], "as") ? 2 : isWord(token, "for") && isWord(clause[i + 1], "example") ? 2 : 0;
    if (lead === 0) continue;
    const value = clause[i + lead];
    if (value?.kind === "quote" || value?.kind === "code") return value.text;
    if (value?.kind === "word" && /^\d+([.,]\d+)?$/.test(value.text)) return value.text;
  }
  return undefined;
}

/** The plain words of a clause after its verb, up to the first punctuation or label: "the customers who…". */
function objectWords(clause: Token[], from: number): string {
  const words: string[] = [];
  for (let i = from; i < clause.length; i++) {
    const token = clause[i]!;
    if (token.kind !== "word") break;
    words.push(token.text);
  }
  return words.join(" ");
}

/** Whose menu: "the variant's menu" → "variant", "the location card's menu" → "location card". */
function menuOwner(tokens: Token[]): string | undefined {
  const at = tokens.findIndex((token) => isWord(token, "menu"));
  const words: string[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token.kind !== "word" || ARTICLES.has(token.text.toLowerCase())) break;
    words.unshift(token.text.replace(/['’]s$/, ""));
    if (i < at - 1 && !/['’]s$/.test(words.at(-1) ?? "")) continue;
  }
  const owner = words.join(" ").replace(/['’]s$/, "");
  return owner && owner !== "the" ? owner.toLowerCase() : undefined;
}

function hasIcon(clause: Token[]): Extract<Token, { kind: "icon" }> | undefined {
  return clause.find((token): token is Extract<Token, { kind: "icon" }> => token.kind === "icon");
}

/** "menu (⋯)" or an ellipsis icon in the clause. */
function namesActionsMenu(clause: Token[]): boolean {
  return (
    clause.some((token) => token.kind === "punct" && token.text === "⋯") ||
    clause.some((token) => token.kind === "icon" && token.name === "EllipsisHorizontal") ||
    clause.some((token) => isWord(token, "menu", "menu's"))
  );
}

/**
 * What one clause asks for. An optional clause ("Optionally, add …") is walked like the others: the
 * labels it names only appear when it is done. `expectOnly`: a clause the walk must not do
 * ("Check … only if your developer …"): only its labels' presence is checked.
 */
function interpretClause(clause: Token[], expectOnly: boolean): { actions: Action[]; understood: boolean } {
  let i = 0;
  // Leading connectors and adverbs.
  while (isWord(clause[i], "then", "and", "also", "again", "optionally")) i++;
  const verbToken = clause[i];
  const verb = verbToken?.kind === "word" ? verbToken.text.toLowerCase() : "";
  const rest = clause.slice(i + 1);
  const expectAll = (): Action[] => labelsIn(clause).map((label) => ({ kind: "expect", label }));
  if (expectOnly) return { actions: expectAll(), understood: true };

  // "Under **Details**", "In the **Payment** card", "On the **Gift Cards** page", "In **Choose valid regions**".
  if (namesActionsMenu(clause) && !ACTING_VERBS.has(verb)) {
    // "In the **Customer** card's menu (⋯), choose …": the menu is opened, then the next clause
    // chooses. "In the first card's menu (⋯), **Edit** changes …" describes the menu's entries.
    const menuAt = clause.findIndex((token) => isWord(token, "menu"));
    const labelsAfter = clause.slice(menuAt + 1).some((token) => token.kind === "label");
    if (["in", "from"].includes(verb) && menuAt !== -1 && !labelsAfter) {
      const near = labelsIn(clause)[0];
      const of = menuOwner(clause);
      return { actions: [{ kind: "menu", ...(near ? { near } : {}), ...(of ? { of } : {}) }], understood: true };
    }
    return { actions: [], understood: true };
  }
  if (["under", "in", "on", "at", "inside", "from"].includes(verb)) {
    const labels = labelsIn(clause);
    // "On the **Gift Cards** page": where the reader is, not a part of the screen to look in.
    if (isWord(clause.at(-1), "page", "list", "screen")) return { actions: expectAll(), understood: true };
    if (labels.length > 0) return { actions: labels.map((label) => ({ kind: "scope", label })), understood: true };
    return { actions: [], understood: true };
  }
  // Purpose and condition clauses: "To add channels", "If your store uses …", "When it is done".
  if (["to", "if", "when", "with", "for", "while", "otherwise", "once"].includes(verb)) {
    return { actions: expectAllUnlessConditional(clause, verb), understood: true };
  }
  // A sentence about a menu's entries ("In the first card's menu (⋯), **Edit** changes …"): they
  // are not on screen until the menu opens, and the sentence opens nothing.
  if (!ACTING_VERBS.has(verb) && namesActionsMenu(clause)) return { actions: [], understood: true };

  switch (verb) {
    case "click":
    case "press":
    case "tap": {
      // "Click the search field (…), or press ⌘ K": the first way is the walk's.
      const kbd = firstAlternative(rest).find((token) => token.kind === "kbd");
      if (kbd && "text" in kbd) return { actions: [{ kind: "press", key: kbd.text }], understood: true };
      const icon = hasIcon(rest);
      // "Click "Drafts" next to the **Orders** title": what follows "next to" says where, not what.
      const where = rest.findIndex((token) => isWord(token, "next", "beside", "below", "above"));
      const near = where === -1 ? undefined : labelsIn(rest.slice(where + 1))[0];
      if (icon) return { actions: [{ kind: "icon", icon: icon.name, ...(near ? { near } : {}) }], understood: true };
      const names = named(firstAlternative(where === -1 ? rest : rest.slice(0, where)));
      if (names.length === 0) {
        const what = objectWords(rest, 0);
        // "Click the bell at the top right": an icon the admin draws, named in words.
        const named = iconNamedBy(what);
        if (named) return { actions: [{ kind: "icon", icon: named }], understood: true };
        if (/^the\b/.test(what)) return { actions: [{ kind: "open", what }], understood: true };
        return { actions: [], understood: false };
      }
      return {
        actions: [
          ...(near ? [{ kind: "expect", label: near } as Action] : []),
          ...names.map((label): Action => ({ kind: "click", label, ...(near ? { near } : {}) })),
        ],
        understood: true,
      };
    }
    case "choose":
    case "pick":
    case "select": {
      const article = isWord(rest[0], ...ARTICLES);
      const first = rest[article ? 1 : 0];
      if (first?.kind === "label" && article) {
        // "Choose the **Currency**", "choose a **Reason**: "Discount" or "Other"".
        const value = rest.find((token) => token.kind === "quote");
        const colon = rest.findIndex((token) => token.kind === "punct" && token.text === ":");
        const option = colon !== -1 ? named(rest.slice(colon + 1))[0] : undefined;
        // "choose the **Payment Providers** and **Fulfillment Providers**": each field in turn.
        const more: Action[] = [];
        const joins = (token: Token | undefined) => isWord(token, "and") || (token?.kind === "punct" && token.text === ",");
        for (let k = article ? 2 : 1; joins(rest[k]); k += 2) {
          const next = rest[k + 1];
          if (next?.kind !== "label") break;
          more.push({ kind: "select", label: next.text });
        }
        return {
          actions: [
            {
              kind: "select",
              label: first.text,
              ...(option ? { value: option } : value && "text" in value ? { value: value.text } : {}),
            },
            ...more,
          ],
          understood: true,
        };
      }
      // "pick one of **Choose existing addresses**": the first choice of that list.
      if (isWord(rest[0], "one") && isWord(rest[1], "of") && rest[2]?.kind === "label") {
        return { actions: [{ kind: "select", label: rest[2].text }], understood: true };
      }
      // "choose a location under **Locations**": the field is named after "under".
      const under = rest.findIndex((token, k) => isWord(token, "under", "in") && rest[k + 1]?.kind === "label");
      if (under !== -1) {
        const field = rest[under + 1] as Extract<Token, { kind: "label" }>;
        return { actions: [{ kind: "select", label: field.text, hint: objectWords(rest, 0) }], understood: true };
      }
      const names = named(firstAlternative(rest));
      if (names.length > 0) return { actions: names.map((label) => ({ kind: "click", label })), understood: true };
      // "Choose whether it applies to the items you select ("In") or to the others ("Not in")": the
      // choices are named in parentheses; the first is the walk's.
      const choice = isWord(rest[0], "whether") ? inParentheses(rest)[0] : undefined;
      if (choice) return { actions: [{ kind: "click", label: choice }], understood: true };
      const what = objectWords(rest, 0);
      // "Select the region" opens it from a list; "choose where …", "pick one of …" choose in a field.
      if (verb === "select" && /^(the|a|an|its)\b/.test(what)) return { actions: [{ kind: "open", what }], understood: true };
      if (what !== "" && verb !== "select") {
        return { actions: [{ kind: "select", hint: what }], understood: true };
      }
      return { actions: [], understood: false };
    }
    case "open": {
      if (namesActionsMenu(rest)) {
        const near = labelsIn(rest)[0];
        const of = menuOwner(rest);
        const menu: Action = { kind: "menu", ...(near ? { near } : {}), ...(of ? { of } : {}) };
        return { actions: [menu], understood: true };
      }
      const names = named(rest);
      const what = objectWords(rest, 0);
      const actions: Action[] = [];
      // "Open the product from **Products**": go to the list, then open the item.
      if (
        isWord(
          rest.find((token, k) => k > 0 && token.kind === "word" && ["from", "in"].includes(token.text)),
          "from",
          "in",
        ) &&
        names.length > 0
      ) {
        actions.push({ kind: "click", label: names[0]! });
        actions.push({ kind: "open", what });
        return { actions, understood: true };
      }
      // "Open a filter, such as **Status** or **Date**": one of them, the first.
      const first = named(firstAlternative(rest));
      if (first.length > 0) return { actions: first.map((label) => ({ kind: "click", label })), understood: true };
      // "Open each section to fill it in": the steps after it open each one by its title ("Under **General**").
      if (/^(each|every)\b/.test(what)) return { actions: [], understood: true };
      return { actions: [{ kind: "open", what }], understood: true };
    }
    case "enter":
    case "type":
    case "change":
    case "set":
    case "say":
    case "fill": {
      const labels: { label: string; at: number }[] = [];
      // "Change the **Name** or the **Metadata**": one of them.
      const or = rest.findIndex((token) => isWord(token, "or"));
      const firstLabel = rest.findIndex((token) => token.kind === "label");
      const upTo = or !== -1 && firstLabel !== -1 && firstLabel < or ? firstLabel + 1 : rest.length;
      rest.slice(0, upTo).forEach((token, k) => {
        if (token.kind === "label") labels.push({ label: token.text, at: k });
      });
      if (labels.length === 0) {
        const what = objectWords(rest, 0);
        // "set its quantity", "set their quantities": the quantity buttons start at what can be
        // chosen; the walk keeps it.
        if (verb === "set" && /^(its|their|the) quantit(y|ies)\b/.test(what)) return { actions: [], understood: true };
        if (/search field/.test(what) || (verb === "type" && /^in\b/.test(what))) {
          return { actions: [{ kind: "search", ...quoted(rest) }], understood: true };
        }
        if (/^in\b/.test(what) && verb === "fill") return { actions: [], understood: false };
        const quote = quoted(rest);
        return { actions: [{ kind: "fill", hint: what, ...quote }], understood: true };
      }
      return {
        actions: labels.map(({ label, at }) => {
          const value = exampleValue(rest, at + 1);
          return { kind: "fill", label, ...(value !== undefined ? { value } : {}) };
        }),
        understood: true,
      };
    }
    case "check":
    case "uncheck": {
      const labels = labelsIn(rest);
      // "Uncheck it to send nothing": the other choice about what the step before named.
      if (labels.length === 0 && isWord(rest[0], "it")) return { actions: [], understood: true };
      if (labels.length === 0) return { actions: [{ kind: "check-rows", what: objectWords(rest, 0) }], understood: true };
      if (isWord(rest[0], "or") && isWord(rest[1], "check", "uncheck")) {
        return {
          actions: labels.map((label) => ({ kind: "toggle", label, on: true, keep: false, flip: true })),
          understood: true,
        };
      }
      // "Check **Total Refund**" reads a value; "Check **Use same as shipping**" ticks a box: the walker decides by the element.
      return { actions: labels.map((label) => ({ kind: "toggle", label, on: verb === "check", keep: false })), understood: true };
    }
    case "switch":
    case "turn": {
      const on = !isWord(rest[0], "off");
      return { actions: named(rest).map((label) => ({ kind: "toggle", label, on, keep: false })), understood: true };
    }
    case "keep":
    case "leave": {
      const off = rest.some((token) => isWord(token, "off", "unchecked"));
      return { actions: labelsIn(rest).map((label) => ({ kind: "toggle", label, on: !off, keep: true })), understood: true };
    }
    case "confirm": {
      const names = named(rest);
      const withIndex = rest.findIndex((token) => isWord(token, "with"));
      if (withIndex !== -1 && names.length > 0) {
        return {
          actions: [
            ...labelsIn(rest.slice(0, withIndex)).map((label): Action => ({ kind: "expect", label })),
            { kind: "click", label: named(rest.slice(withIndex))[0]! },
          ],
          understood: true,
        };
      }
      return {
        actions: [...labelsIn(rest).map((label): Action => ({ kind: "expect", label })), { kind: "confirm" }],
        understood: true,
      };
    }
    case "find": {
      // "Find "Return Requested" in the **Timeline**": later steps act on what was found ("Open its menu").
      const quote = rest.find((token) => token.kind === "quote");
      if (quote && "text" in quote) return { actions: [...expectAll(), { kind: "find", label: quote.text }], understood: true };
      return { actions: expectAll(), understood: labelsIn(clause).length > 0 };
    }
    case "upload":
    case "drag": {
      // "Drag your file onto the window", "upload the product's images": a file to give; "Drag a
      // category by its handle" moves something on screen instead.
      const what = objectWords(rest, 0);
      if (/\b(file|files|image|images|picture|pictures|photo|photos)\b/.test(what)) {
        const optional = clause.slice(0, i).some((token) => isWord(token, "optionally"));
        return { actions: [{ kind: "upload", what, ...(optional ? { optional } : {}) }], understood: true };
      }
      return { actions: expectAll(), understood: labelsIn(clause).length > 0 };
    }
    case "read":
    case "use":
    case "add":
    case "wait":
    case "copy":
    case "repeat":
      return { actions: expectAll(), understood: labelsIn(clause).length > 0 };
    case "search":
      return { actions: [{ kind: "search", ...quoted(rest) }], understood: true };
    default: {
      // "The **Add Shipping Option** window opens", "Its **Details** show …", and other statements;
      // "… under **Product Rules**, **Product Type Rules** or **Shipping Option Rules**": one of them.
      return { actions: expectOneOrAll(clause), understood: labelsIn(clause).length > 0 };
    }
  }
}

function quoted(tokens: Token[]): { value?: string } {
  const quote = tokens.find((token) => token.kind === "quote" || token.kind === "code");
  return quote && "text" in quote ? { value: quote.text } : {};
}

/** A condition's labels are not expected on screen ("If you chose **Replace**"); a purpose's are. */
function expectAllUnlessConditional(clause: Token[], verb: string): Action[] {
  if (["if", "when", "otherwise", "while", "once"].includes(verb)) return [];
  return labelsIn(clause).map((label) => ({ kind: "expect", label }));
}

/** The actions of a step (its parts and substeps after its own words). */
export function interpretStep(step: Step): Interpretation {
  const actions: Action[] = [];
  const notes: string[] = [];
  const tokens = tokenize(step.inlines);
  const chosen =
    isWord(tokens[0], "if") && isWord(tokens[1], "you") && isWord(tokens[2], "chose", "choose", "picked") ? tokens[3] : undefined;
  for (const [index, sentence] of sentences(tokens).entries()) {
    // "You can also choose **Edit** from the row's menu": another way, not this walk's.
    if (isWord(sentence[0], "you", "alternatively") && isWord(sentence[1], "can", "may")) continue;
    // After the step's first sentence, "To disconnect channels, …" and "On an order, …" are other
    // tasks or other places: the step's own task is its first sentence.
    if (index > 0 && (isWord(sentence[0], "to") || (isWord(sentence[0], "on") && isWord(sentence[1], "a", "an")))) continue;
    // A sentence that states a condition ("If your store uses …, choose …") still runs: the verify
    // backend has every feature the user guide describes, so the condition holds.
    let conditions = 0;
    for (const clause of clauses(sentence)) {
      // "For a **Percentage** discount, enter …; for a **Fixed amount** discount, enter …": the
      // first case is walked, the others are other cases.
      if (isWord(clause[0], "for", "if", "when") && ++conditions > 1) break;
      // "Check **This is a template discount** only if …": not for this walk.
      // "Click **Add Denomination** again for each further value": a repetition the walk does not need.
      const onlyIf =
        clause.some((token, k) => isWord(token, "only") && isWord(clause[k + 1], "if", "when")) ||
        clause.some((token) => isWord(token, "again"));
      const result = interpretClause(clause, onlyIf);
      actions.push(...result.actions);
      if (!result.understood) notes.push(clause.map((token) => ("text" in token ? token.text : "")).join(" "));
    }
  }
  // "In **Choose valid regions**, select the regions …", "Under **Location**, choose where …": the
  // scope is the field.
  for (const [i, action] of actions.entries()) {
    const scope = actions.slice(0, i).findLast((a): a is Extract<Action, { kind: "scope" }> => a.kind === "scope");
    if (!scope) continue;
    if (action.kind === "open" || (action.kind === "select" && !action.label) || (action.kind === "fill" && !action.label)) {
      const what = action.kind === "open" ? action.what : (action.hint ?? "");
      actions[i] = {
        kind: action.kind === "fill" ? "fill" : "select",
        label: scope.label,
        hint: what,
        ...(action.kind !== "open" && action.value ? { value: action.value } : {}),
        ...(action.kind === "open" ? { orOpen: true } : {}),
      };
    }
  }
  for (const part of [...step.parts, ...step.substeps]) {
    const inner = interpretStep(part);
    actions.push(...inner.actions);
    notes.push(...inner.notes);
  }
  return { actions, notes, ...(chosen?.kind === "label" ? { ifChosen: chosen.text } : {}) };
}

/** The labels a clause says are on screen: all of them, or one of "**A**, **B** or **C**". */
function expectOneOrAll(clause: Token[]): Action[] {
  const labels = labelsIn(clause);
  const or = clause.findIndex((token) => isWord(token, "or"));
  const firstLabel = clause.findIndex((token) => token.kind === "label");
  if (or > firstLabel && firstLabel !== -1 && labels.length > 1)
    return [{ kind: "expect", label: labels[0]!, or: labels.slice(1) }];
  return labels.map((label) => ({ kind: "expect", label }));
}

/** What the paragraph after a procedure says is on screen at the end: its labels, outside conditions. */
export function interpretOutcome(inlines: Inline[]): Action[] {
  const actions: Action[] = [];
  for (const [index, sentence] of sentences(tokenize(inlines)).entries()) {
    const first = sentence[0];
    // The first sentence states the result; later ones explain, unless they say what the admin shows.
    if (index > 0 && !(isWord(first, "the") && sentence.slice(1, 4).some((token) => isWord(token, "shows")))) continue;
    if (isWord(first, "if", "when", "otherwise", "you", "to", "before", "use")) continue;
    for (const clause of clauses(sentence)) {
      if (clause.some((token) => isWord(token, "otherwise", "if", "unless", "can't", "cannot"))) continue;
      // "… with **Edit** and **Delete condition** in its menu": not on screen until the menu opens.
      if (clause.some((token) => isWord(token, "menu") || (token.kind === "punct" && token.text === "⋯"))) continue;
      // "becomes **Fulfilled** or **Partially fulfilled**": one of them, as the case may be.
      actions.push(...expectOneOrAll(clause));
    }
  }
  return actions;
}
