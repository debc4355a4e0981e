/**
 * Walks one procedure of the user guide in the admin, in Chromium: each step's actions (read from
 * the page by interpret.ts) are done on what is on screen, every bold label must be there, and the
 * paragraph after the list is checked at the end. Returns one result per step.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { DOM_SCRIPT } from "./dom-script";
import type { Fixture, FixtureData, WalkContext } from "./fixture";
import { interpretOutcome, interpretStep, type Action } from "./interpret";
import { inlineText, type Procedure, type Step } from "./procedures";
import { adminIconPaths, isUiIconName, UI_ICONS, type UiIconName } from "./ui-icons";

export interface StepResult {
  n: number;
  line: number;
  text: string;
  status: "ok" | "failed" | "skipped" | "not-reached";
  actions: string[];
  error?: string;
  /** Why a skipped step was skipped. */
  reason?: string;
  /** Labels found only with another letter case. */
  caseDiffers?: string[];
}

export interface ProcedureResult {
  id: string;
  page: string;
  heading: string;
  file: string;
  line: number;
  status: "walked" | "failed" | "unwalkable";
  reason?: string;
  error?: string;
  steps: StepResult[];
  outcome?: { status: "ok" | "failed" | "none"; error?: string; line?: number };
  /** The screen when it failed. */
  screenshot?: string;
  seconds: number;
}

/** A screenshot the page asks for at a step (`<Screenshot>` in the step). */
export interface ShotRequest {
  name: string;
  procedure: string;
  step: number;
}

export interface Shot {
  request: ShotRequest;
  png: Buffer;
  width: number;
  height: number;
  /** What the screen shows, for the image's alt text. */
  alt: string;
}

interface Found {
  id?: string;
  error?: string;
  kind?: string;
  state?: boolean;
  loose?: boolean;
  text?: string;
  disabled?: boolean;
  labelOnly?: boolean;
  rowId?: string;
  checkboxId?: string;
  collapsedId?: string;
  placeholder?: string;
}

interface FindSpec {
  mode: "text" | "click" | "field" | "toggle" | "hint" | "menu" | "icon" | "row" | "search" | "confirm" | "file";
  label?: string;
  anchor?: string;
  anchorRequired?: boolean;
  paths?: string[];
}

const FIND_TIMEOUT_MS = 10_000;

/**
 * Remembers the text of what the admin adds to the page, so that a notification shown for a few
 * seconds can be checked after it is gone (the walker clears the list when a step begins).
 */
const SHOWN_SCRIPT = String.raw`(() => {
  if (window.__walkShown) return;
  window.__walkShown = [];
  const start = () => new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.nodeType !== 1) continue;
      const text = (node.textContent || '').replace(/\s+/g, ' ').trim();
      if (text && text.length <= 300) window.__walkShown.push(text);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})();`;

/** How long a load of an admin address may take to draw (a loaded machine takes seconds). */
const LOAD_MS = 60_000;

export class StepFailure extends Error {}

/** A procedure of the same page, with its fixture: one a fixture's `after` may name. */
export interface SamePage {
  procedure: Procedure;
  fixture: Fixture;
}

function describe(action: Action): string {
  const { kind, ...rest } = action;
  const args = Object.values(rest).filter((value) => value !== undefined && value !== false);
  return `${kind}(${args.join(", ")})`;
}

/** A value for a field the page gives none for, that the admin accepts. */
export function defaultValue(label: string, run: string, inputType?: string): string {
  const l = label.toLowerCase();
  if (inputType === "email" || /e-?mail/.test(l)) return `walk-${run}@example.com`;
  if (/quantity|reserve|stock|allocate|fulfill|how many/.test(l)) return "1";
  if (
    inputType === "number" ||
    /amount|price|rate|quantity|percentage|subtotal|balance|stock|reserve|weight|length|width|height/.test(l)
  ) {
    return "10";
  }
  if (/phone/.test(l)) return "+1 555 0100";
  if (/postal|zip/.test(l)) return "10001";
  if (/handle/.test(l)) return `walk-${run}`;
  if (/value|code/.test(l)) return `WALK_${run.toUpperCase()}`;
  return `Walk ${label.replace(/[^A-Za-z ]/g, "").trim()} ${run}`;
}

/**
 * Values for the lists every procedure meets alike, unless its fixture says otherwise: the seed's
 * warehouse and its US region (other walks add locations and regions of their own).
 */
const WALK_VALUES: Record<string, string> = {
  Location: "Verify Warehouse",
  Locations: "Verify Warehouse",
  Region: "Verify United States",
};

export class Walker {
  private inFlight = 0;
  private iconPaths = new Map<string, string[]>();
  private anchor: string | undefined;
  private data: FixtureData = {};
  private caseDiffers: string[] = [];
  /** The step being walked, and the labels clicked so far in the procedure. */
  private stepNumber = 0;
  private clicked = new Set<string>();
  /** What a "Find …" step found: the place the procedure's later steps look first. */
  private focus: string | undefined;
  /** The admin's failed API calls (not GETs) since the procedure started: why a form did not save. */
  private apiErrors: string[] = [];
  /** The requests in flight, with when each started; and what went wrong since the last load began. */
  private pending = new Map<Request, number>();
  private loadTrouble: string[] = [];

  constructor(
    readonly page: Page,
    readonly adminUrl: string,
    readonly ctx: WalkContext,
    private readonly shots?: { requests: ShotRequest[]; take: (shot: Shot) => void },
  ) {
    page.on("response", (response) => {
      if (response.status() < 400 || response.request().method() === "GET" || !/\/(admin|store)\//.test(response.url())) return;
      const path = new URL(response.url()).pathname;
      void response.text().then(
        (body) =>
          this.apiErrors.push(`${response.request().method()} ${path} answered ${response.status()}: ${body.slice(0, 300)}`),
        () => undefined,
      );
    });
    page.on("pageerror", (error) => this.apiErrors.push(`the admin threw ${error.message.slice(0, 200)}`));
    page.on("request", (request) => {
      this.inFlight++;
      this.pending.set(request, Date.now());
    });
    page.on("requestfinished", (request) => {
      this.inFlight--;
      this.pending.delete(request);
    });
    page.on("requestfailed", (request) => {
      this.inFlight--;
      this.pending.delete(request);
      this.loadTrouble.push(`${request.method()} ${pathOf(request.url())} failed: ${request.failure()?.errorText ?? "?"}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400)
        this.loadTrouble.push(`${response.request().method()} ${pathOf(response.url())} answered ${response.status()}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        this.loadTrouble.push(`console ${message.type()}: ${message.text().slice(0, 200)}`);
    });
    page.on("pageerror", (error) => this.loadTrouble.push(`threw ${error.message.slice(0, 200)}`));
  }

  /**
   * What a load that stayed on the spinner was waiting on: the requests still in flight, what
   * failed, whether the browser believed it was offline (the admin's queries then wait without
   * asking), and what the screen showed.
   */
  private async loadState(): Promise<string> {
    const now = Date.now();
    const waiting = [...this.pending].map(
      ([request, since]) => `${request.method()} ${pathOf(request.url())} (${((now - since) / 1000).toFixed(1)} s)`,
    );
    const parts = [`waiting on ${waiting.length > 0 ? waiting.join(", ") : "no request"}`];
    if (this.loadTrouble.length > 0) parts.push(this.loadTrouble.slice(0, 12).join("; "));
    const screen = await this.page
      .evaluate(() => ({
        online: navigator.onLine,
        url: location.pathname,
        ready: document.readyState,
        text: (document.body?.innerText ?? "").replace(/\s+/g, " ").trim().slice(0, 120),
      }))
      .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
    if ("error" in screen) parts.push(`the page could not be read: ${screen.error}`);
    else {
      if (!screen.online) parts.push("the browser says it is offline");
      parts.push(`${screen.url} (${screen.ready}) shows "${screen.text}"`);
    }
    return parts.join("; ");
  }

  static async prepare(page: Page): Promise<void> {
    await page.addInitScript({ content: DOM_SCRIPT });
    await page.addInitScript({ content: SHOWN_SCRIPT });
  }

  /** Whether `label` was shown since the step began, though it may be gone now (a notification). */
  private async wasShown(label: string): Promise<boolean> {
    return this.page
      .evaluate(
        (text) => ((window as unknown as { __walkShown?: string[] }).__walkShown ?? []).some((shown) => shown.includes(text)),
        label,
      )
      .catch(() => false);
  }

  private async forgetShown(): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as { __walkShown?: string[] }).__walkShown = [])).catch(() => undefined);
  }

  /** Waits until no request has been in flight for 300 ms (at most `maxMs`), and animations settle. */
  async settle(maxMs = 10_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (this.inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 300) break;
      await this.page.waitForTimeout(50);
    }
    await this.page.waitForTimeout(150);
  }

  private async find(spec: FindSpec, timeoutMs = FIND_TIMEOUT_MS): Promise<Found> {
    const deadline = Date.now() + timeoutMs;
    let found: Found = { error: "not looked for" };
    while (Date.now() < deadline) {
      await this.page.evaluate(DOM_SCRIPT).catch(() => undefined);
      found = (await this.page.evaluate(
        (s) => (window as unknown as { __walk: { find(s: unknown): Found } }).__walk.find(s),
        spec,
      )) as Found;
      if (!found.error) {
        if (found.loose && spec.label) this.caseDiffers.push(spec.label);
        return found;
      }
      await this.page.waitForTimeout(200);
    }
    return found;
  }

  private icon(name: UiIconName): string[] {
    let paths = this.iconPaths.get(name);
    if (!paths) this.iconPaths.set(name, (paths = adminIconPaths(name)));
    return paths;
  }

  private target(id: string): Locator {
    return this.page.locator(`[data-walk-target="${id}"]`);
  }

  /**
   * Finds and clicks; when the element goes away between the two (its list re-rendered), finds it
   * again, up to three times.
   */
  private async clickFound(spec: FindSpec, what: string, beforeAct?: (id: string) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      let found = await this.must(spec, what);
      // A button that waits for the admin ("Import List" while the file is checked): the reader waits too.
      for (const deadline = Date.now() + FIND_TIMEOUT_MS; found.disabled && Date.now() < deadline;) {
        await this.page.waitForTimeout(300);
        found = await this.must(spec, what);
      }
      if (found.disabled) throw new StepFailure(`${what}: it is disabled`);
      if (attempt === 1 && (await this.closeMenuAround(found.id))) continue;
      await beforeAct?.(found.id);
      try {
        await this.clickTarget(found.id);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await this.page.waitForTimeout(300);
      }
    }
    await this.settle();
  }

  /**
   * A menu left open ("Click **Currencies** to choose which columns are shown") takes the first
   * click outside it to close itself, as it does for a reader: it is closed with Escape first, and
   * the element found again. Returns whether a menu was closed.
   */
  private async closeMenuAround(id: string): Promise<boolean> {
    const outside = await this.page.evaluate((target) => {
      const el = document.querySelector(`[data-walk-target="${target}"]`);
      const menus = [...document.querySelectorAll("[role=menu]")].filter((menu) => (menu as HTMLElement).offsetParent !== null);
      return menus.length > 0 && !!el && !menus.some((menu) => menu.contains(el));
    }, id);
    if (!outside) return false;
    await this.page.keyboard.press("Escape");
    await this.settle(2_000);
    return true;
  }

  /** Clicks a marked element; one that keeps moving (a row while its list re-renders) is clicked where it is. */
  private async clickTarget(id: string): Promise<void> {
    try {
      await this.target(id).click({ timeout: 5_000 });
    } catch (error) {
      if (!(error instanceof Error) || !/not stable|intercepts pointer events|Timeout/.test(error.message)) throw error;
      await this.target(id).click({ force: true, timeout: 5_000 });
    }
  }

  private async must(spec: FindSpec, what: string): Promise<Found & { id: string }> {
    const found = await this.find(spec);
    if (found.error || !found.id) {
      const screen = (await this.page.evaluate(() =>
        (window as unknown as { __walk: { onScreen(): string[] } }).__walk.onScreen(),
      )) as string[];
      throw new StepFailure(`${what}: ${found.error}. On screen: ${screen.slice(0, 25).join(" | ")}`);
    }
    return found as Found & { id: string };
  }

  /** The fixture's value for a field: by its label, or by the start of the words that name it. */
  private valueGiven(label: string | undefined, hint: string | undefined): string | undefined {
    const values = { ...WALK_VALUES, ...this.data.values };
    if (label && values[label] !== undefined) return values[label];
    if (hint) {
      const key = Object.keys(values).find((words) => hint === words || hint.startsWith(`${words} `));
      if (key) return values[key];
    }
    return undefined;
  }

  private valueFor(label: string | undefined, hint: string | undefined, given: string | undefined, inputType?: string): string {
    const value = this.valueGiven(label, hint) ?? given;
    if (value !== undefined) return value;
    return defaultValue(label ?? hint ?? "value", this.ctx.run, inputType);
  }

  private async chooseOption(control: Locator, kind: string | undefined, value: string | undefined): Promise<void> {
    if (kind === "native-select") {
      if (value) await control.selectOption({ label: value });
      else {
        const options = await control
          .locator("option")
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ""));
        if (options[0] === undefined) throw new StepFailure("the list has no options");
        await control.selectOption(options[0]);
      }
      return;
    }
    if (kind === "combobox-input") {
      // react-select: its input sits under what it draws; the keyboard opens it, as for a reader using Tab.
      await control.focus();
      await this.page.keyboard.press("ArrowDown");
    } else {
      await control.click({ timeout: 5_000 });
    }
    // The field's input by its id, not what found it: a placeholder goes away once something is
    // chosen, and the input may be drawn anew.
    const inputId = await control
      .evaluate((el) => (el instanceof HTMLInputElement ? el : el.querySelector("input"))?.id ?? "", undefined, {
        timeout: 5_000,
      })
      .catch(() => "");
    await this.page.waitForTimeout(300);
    await this.settle(5_000);
    const options = this.page.locator('[role=option], [class*="-option"], [role=menuitemcheckbox]').filter({ visible: true });
    // An option already chosen (a list of several) is kept: clicking it again would unchoose it.
    const unchosen = this.page
      .locator(
        '[role=option]:not([aria-selected=true]), [class*="-option"]:not([aria-selected=true]), [role=menuitemcheckbox]:not([aria-checked=true])',
      )
      .filter({ visible: true });
    const pick = value ? options.filter({ hasText: value }).first() : unchosen.first();
    if ((await pick.count()) === 0) {
      // Without a value, a list whose options are all chosen already has what the step asks for.
      if (value || (await options.count()) === 0) throw new StepFailure(`no option${value ? ` "${value}"` : ""} in the list`);
    } else if ((await pick.getAttribute("aria-selected", { timeout: 5_000 })) !== "true") {
      await pick.click();
    }
    // A list that stays open after a choice (several can be chosen) closes when its field loses the
    // focus (the choice has already moved it elsewhere): the field gets it back and loses it, as
    // when the reader clicks the field and then elsewhere. Escape would also close the window
    // around it, and Tab would choose the option under the pointer.
    await this.settle(2_000);
    if (
      await options
        .first()
        .isVisible()
        .catch(() => false)
    ) {
      if (inputId) {
        await this.page
          .locator(`[id="${inputId}"]`)
          .evaluate((input) => {
            (input as HTMLElement).focus();
            (input as HTMLElement).blur();
          })
          .catch(() => undefined);
      }
      await this.settle(2_000);
    }
  }

  /**
   * Fills the field a fill or select action names: types into a text field, chooses in a list,
   * turns on a switch. Tries again when the field was drawn anew between finding and filling.
   */
  /** A field drawn without a form control (a date picker's button): what it shows is kept. */
  private keptValue = (found: Found): boolean => found.labelOnly === true;

  private async setField(
    action: Extract<Action, { kind: "fill" | "select" }>,
    anchor: string | undefined,
    beforeAct?: (id: string) => Promise<void>,
  ): Promise<void> {
    const spec: FindSpec = action.label
      ? { mode: "field", label: action.label, ...(anchor ? { anchor } : {}) }
      : { mode: "hint", label: action.hint ?? "" };
    const what = action.label ? `the field **${action.label}**` : `the field for "${action.hint}"`;
    const given = this.valueGiven(action.label, action.hint) ?? action.value;
    for (let attempt = 1; ; attempt++) {
      if (action.kind === "select" && action.label) {
        // "pick the **Expiry date**": a picker that already shows a value keeps it.
        const shown = await this.find(spec, 3_000);
        if (shown.error && this.keptValue(shown)) break;
      }
      const found = await this.must(spec, what);
      if (found.disabled) throw new StepFailure(`${what} is disabled`);
      // A field drawn anew on every render keeps its placeholder, not the mark.
      const byPlaceholder = found.placeholder
        ? this.page.getByPlaceholder(found.placeholder, { exact: true }).filter({ visible: true })
        : undefined;
      const control = byPlaceholder && (await byPlaceholder.count()) === 1 ? byPlaceholder : this.target(found.id);
      try {
        if (found.kind === "cell") {
          // A cell turns into a field at the first key typed: the keys go one by one, as a reader's do.
          await control.click({ timeout: 5_000 });
          await this.page.keyboard.type(this.valueFor(action.label, action.hint, given, "number"), { delay: 150 });
          await this.page.keyboard.press("Enter");
        } else if (found.kind === "text") {
          const [type, placeholder] = await control.evaluate(
            (el) => [el.getAttribute("type") ?? undefined, el.getAttribute("placeholder") ?? ""],
            undefined,
            { timeout: 5_000 },
          );
          const search = /^search/i.test(placeholder ?? "") ? this.data.search : undefined;
          const value = search ?? this.valueFor(action.label, action.hint, given, type);
          await control.fill(value, { timeout: 5_000 });
          // A list of values ("S, M, L") goes into a field that takes them when the reader leaves
          // it; any other value stays in its field with the focus ("type your note, press Enter").
          if (!search && value.includes(",")) {
            await control.evaluate((el) => (el as HTMLElement).blur(), undefined, { timeout: 5_000 }).catch(() => undefined);
          }
        } else if (found.kind === "switch" || found.kind === "checkbox" || found.kind === "radio") {
          // A field named by the part of the screen it is in ("Under **Items to claim**, set its
          // quantity") is not that part's first checkbox.
          // A choice between radio buttons ("Under **Type**, choose what …") takes the first.
          if (action.hint && found.kind !== "radio") throw new StepFailure(`${what}: the only field there is a checkbox`);
          if (!found.state) await control.click({ force: true, timeout: 5_000 });
        } else {
          await this.chooseOption(control, found.kind, given);
        }
        await beforeAct?.(found.id);
        break;
      } catch (error) {
        if (attempt === 3 || error instanceof StepFailure) throw error;
        await this.page.waitForTimeout(300);
      }
    }
    await this.settle(3_000);
  }

  /** A row that is not on the first page of its list: a reader types it in the list's search field. */
  private async searchUnlessShown(text: string): Promise<void> {
    const shown = await this.find({ mode: "row", label: text }, 3_000);
    if (!shown.error) return;
    const search = await this.find({ mode: "search" }, 1_000);
    if (!search.id) return;
    await this.target(search.id).fill(text);
    await this.settle();
  }

  /** Opens the fixture's item from the list on screen ("Select the region", "Open the group"). */
  private async openItem(what: string, beforeAct?: (id: string) => Promise<void>): Promise<void> {
    const item = this.data.item;
    if (!item) throw new StepFailure(`the fixture names no item for "${what}"`);
    await this.searchUnlessShown(item);
    await this.clickFound({ mode: "row", label: item }, `open "${item}"`, beforeAct);
  }

  /** Does one action. `beforeAct` is called with the element about to be acted on (for screenshots). */
  async act(action: Action, beforeAct?: (id: string) => Promise<void>): Promise<void> {
    // Where the page names no part of the screen, the thing the procedure is about is the place to
    // look first (the row of the item, the card of the location).
    const anchor = this.anchor ?? this.focus ?? this.data.item;
    switch (action.kind) {
      case "scope": {
        const found = await this.must({ mode: "text", label: action.label }, `**${action.label}**`);
        if (found.collapsedId) {
          await this.clickTarget(found.collapsedId);
          await this.settle(3_000);
        }
        this.anchor = action.label;
        return;
      }
      case "find": {
        await this.must({ mode: "text", label: action.label }, `"${action.label}" should be on screen`);
        this.focus = action.label;
        return;
      }
      case "expect": {
        for (const other of action.or ?? []) {
          if (!(await this.find({ mode: "text", label: other }, 1_000)).error) return;
        }
        const names = [action.label, ...(action.or ?? [])].map((label) => `**${label}**`).join(" or ");
        // "The admin shows **Added note**": a notification the admin showed for a few seconds counts,
        // though the walk, slowed by a busy machine, may look after it is gone.
        for (const label of [action.label, ...(action.or ?? [])]) if (await this.wasShown(label)) return;
        await this.must({ mode: "text", label: action.label, ...(anchor ? { anchor } : {}) }, `${names} should be on screen`);
        return;
      }
      case "click": {
        this.clicked.add(action.label);
        await this.clickFound(
          { mode: "click", label: action.label, ...((action.near ?? anchor) ? { anchor: action.near ?? anchor } : {}) },
          `click **${action.label}**`,
          beforeAct,
        );
        return;
      }
      case "menu": {
        const near = action.near ?? (action.of ? this.data.menus?.[action.of] : undefined) ?? anchor;
        const found = await this.must(
          { mode: "menu", paths: this.icon("EllipsisHorizontal"), ...(near ? { anchor: near } : {}) },
          `open the menu (⋯)${near ? ` of "${near}"` : ""}`,
        );
        await beforeAct?.(found.id);
        await this.target(found.id).click();
        await this.page
          .locator("[role=menu]")
          .first()
          .waitFor({ state: "visible", timeout: 5_000 })
          .catch(() => {
            throw new StepFailure("the ⋯ button opened no menu");
          });
        return;
      }
      case "icon": {
        if (!isUiIconName(action.icon)) throw new StepFailure(`unknown icon ${action.icon}`);
        const paths = this.icon(action.icon);
        const found = await this.must(
          { mode: "icon", label: UI_ICONS[action.icon].label, paths, ...(action.near ? { anchor: action.near } : {}) },
          `click ${UI_ICONS[action.icon].label}`,
        );
        await beforeAct?.(found.id);
        await this.clickTarget(found.id);
        await this.settle();
        return;
      }
      case "fill":
      case "select": {
        try {
          await this.setField(action, anchor, beforeAct);
        } catch (error) {
          // "Under **Regions**, select the region": no field of that name, but a list of them.
          if (!(error instanceof StepFailure) || action.kind !== "select" || !action.orOpen || !this.data.item) throw error;
          await this.openItem(action.hint ?? "", beforeAct);
        }
        return;
      }
      case "toggle": {
        const found = await this.find({ mode: "toggle", label: action.label, ...(anchor ? { anchor } : {}) });
        if (found.error || !found.id) {
          // "Check **Total Refund**": a value to read, not a box to tick.
          if (found.labelOnly) return;
          throw new StepFailure(`**${action.label}**: ${found.error}`);
        }
        if (action.keep) {
          if (found.state !== action.on) {
            throw new StepFailure(
              `**${action.label}** is ${found.state ? "on" : "off"}, the page says to keep it ${action.on ? "on" : "off"}`,
            );
          }
          await beforeAct?.(found.id);
          return;
        }
        await beforeAct?.(found.id);
        if (action.flip || found.state !== action.on) await this.target(found.id).click({ force: true });
        await this.settle(3_000);
        return;
      }
      case "open": {
        if (/\badmin address\b/.test(action.what)) {
          await this.goto("");
          return;
        }
        await this.openItem(action.what, beforeAct);
        return;
      }
      case "check-rows": {
        const given = this.data.rows;
        const rows = Array.isArray(given) ? given : given?.[this.stepNumber];
        if (!rows || rows.length === 0) throw new StepFailure(`the fixture names no rows for "${action.what}"`);
        for (const row of rows) {
          await this.searchUnlessShown(row);
          // A list still re-rendering after the search draws the row anew: it is found again.
          for (let attempt = 1; ; attempt++) {
            const found = await this.must({ mode: "row", label: row }, `the row "${row}"`);
            if (!found.checkboxId) throw new StepFailure(`the row "${row}" has no checkbox`);
            if (found.state) break;
            try {
              await this.target(found.checkboxId).click({ force: true, timeout: 5_000 });
              break;
            } catch (error) {
              if (attempt === 3) throw error;
              await this.settle(2_000);
            }
          }
          const after = await this.find({ mode: "row", label: row }, 2_000);
          if (after.state === false) throw new StepFailure(`the row "${row}" stayed unchecked`);
          // "For each item, click **Select reason**": the rows just checked are what the next steps are about.
          this.focus = row;
        }
        await this.settle(3_000);
        return;
      }
      case "search": {
        const found = await this.must({ mode: "search", ...(anchor ? { anchor } : {}) }, "the search field");
        const text = this.data.search ?? action.value ?? this.data.item ?? "";
        await this.target(found.id).fill(text);
        await this.settle();
        // A search inside a field lists what it found: the reader picks it.
        const options = this.page.locator('[role=option], [class*="-option"]').filter({ visible: true });
        await options
          .first()
          .waitFor({ state: "visible", timeout: 3_000 })
          .catch(() => undefined);
        if ((await options.count()) > 0) {
          await options.filter({ hasText: text }).or(options).first().click();
          await this.settle(3_000);
        }
        return;
      }
      case "press": {
        await this.page.keyboard.press(action.key);
        await this.settle();
        return;
      }
      case "upload": {
        const file = this.data.file;
        if (!file && action.optional) return;
        if (!file) throw new StepFailure(`the fixture names no file for "${action.what}"`);
        const found = await this.must({ mode: "file", ...(anchor ? { anchor } : {}) }, `a place to upload ${action.what}`);
        await beforeAct?.(found.id);
        await this.target(found.id).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.body) });
        await this.settle();
        return;
      }
      case "confirm": {
        const found = await this.must({ mode: "confirm" }, "confirm");
        await beforeAct?.(found.id);
        await this.clickTarget(found.id);
        await this.settle();
        return;
      }
    }
  }

  /** Takes the screenshot of a step; `label` is what the step calls the element (for the alt text). */
  private async shoot(request: ShotRequest, id: string, label?: string, icon = false): Promise<void> {
    if (!this.shots) return;
    const { takeShot } = await import("./shoot");
    this.shots.take(await takeShot(this.page, request, id, label, icon));
  }

  /**
   * Opens an admin address and waits until the admin has drawn its menu or its sign-in form. One
   * load: the admin that used to stay on its spinner for good (a few loads per hundred on a loaded
   * machine) had lost the answer to its session query in @tanstack/react-query 4.22.0, which the
   * build now replaces (webpack.config.cjs). A load that does not draw fails with what the admin was
   * waiting on.
   */
  private async goto(path: string): Promise<void> {
    const drawn = this.page.locator('a[href*="/a/products"], input[name=email]').first();
    this.loadTrouble = [];
    await this.page.goto(`${this.adminUrl}/app${path}`);
    try {
      await drawn.waitFor({ state: "visible", timeout: LOAD_MS });
    } catch (error) {
      throw new StepFailure(`the admin did not draw ${path} within ${LOAD_MS / 1000} s: ${await this.loadState()}`, {
        cause: error,
      });
    }
    await this.settle();
  }

  /** Walks the steps of a procedure; throws StepFailure at the first that fails. */
  private async walkSteps(procedure: Procedure, fixture: Fixture, results: StepResult[] | undefined): Promise<void> {
    const requests = this.shots?.requests.filter((request) => request.procedure === procedure.id) ?? [];
    for (const step of procedure.steps) {
      const result: StepResult = {
        n: step.n,
        line: step.line,
        text: inlineText(step.inlines),
        status: "not-reached",
        actions: [],
      };
      results?.push(result);
      const reason = fixture.skip?.[step.n];
      if (reason) {
        result.status = "skipped";
        result.reason = reason;
        continue;
      }
      this.anchor = undefined;
      this.caseDiffers = [];
      this.stepNumber = step.n;
      await this.forgetShown();
      const { actions, ifChosen } = interpretStep(step);
      result.actions = actions.map(describe);
      if (ifChosen && !this.clicked.has(ifChosen)) {
        result.status = "skipped";
        result.reason = `for readers who chose ${ifChosen}; the walk chose another`;
        continue;
      }
      const shot = results ? requests.find((request) => request.step === step.n) : undefined;
      const lastElementAction = lastIndexWhere(actions, (a) => !["expect", "scope", "press"].includes(a.kind));
      try {
        for (const [i, action] of actions.entries()) {
          const shootHere = shot && i === lastElementAction;
          const beforeClick = shootHere && ["click", "menu", "icon", "open", "confirm"].includes(action.kind);
          let acted: string | undefined;
          // What the step calls the element: its bold label, or its words for an icon ("the download icon").
          const iconWords =
            action.kind === "icon"
              ? step.inlines.find((inline) => inline.kind === "icon" && inline.name === action.icon)
              : undefined;
          const named = "label" in action ? action.label : iconWords && "label" in iconWords ? iconWords.label : undefined;
          const isIcon = iconWords !== undefined;
          await this.act(action, async (id) => {
            acted = id;
            if (beforeClick) await this.shoot(shot, id, named, isIcon);
          });
          if (shootHere && !beforeClick && acted) await this.shoot(shot, acted, named, isIcon);
        }
        if (shot && lastElementAction === -1) {
          const label = lastLabel(step);
          const found = label ? await this.find({ mode: "text", label }) : undefined;
          if (found?.id) await this.shoot(shot, found.id, label);
        }
        result.status = "ok";
        if (process.env.WALK_TRACE) {
          // WALK_TRACE=<folder>: a screenshot after every step, for working on a fixture.
          await this.page.screenshot({ path: `${process.env.WALK_TRACE}/${procedure.id.replace(/[#/]/g, "_")}-${step.n}.png` });
        }
        if (this.caseDiffers.length > 0) result.caseDiffers = [...this.caseDiffers];
      } catch (error) {
        result.status = "failed";
        result.error = error instanceof Error ? error.message : String(error);
        throw error;
      }
    }
  }

  /** "Under **General**:" before the list: opens that section, as the reader does before step 1. */
  private async enterLead(procedure: Procedure): Promise<void> {
    if (!procedure.lead) return;
    const actions = interpretStep({ n: 0, line: 0, inlines: procedure.lead, substeps: [], parts: [] }).actions;
    if (actions.length !== 1 || actions[0]!.kind !== "scope") return;
    this.anchor = undefined;
    await this.act(actions[0]!);
  }

  /**
   * The procedures of the page that lead to this one, first first: its fixture's `after`, and that
   * procedure's own `after` ("Step 2: products" goes on from "Step 1: details", which goes on from
   * "Create a price list").
   */
  private leadingProcedures(
    procedure: Procedure,
    fixture: Fixture,
    samePage: SamePage[],
  ): { procedure: Procedure; fixture: Fixture }[] {
    const chain: { procedure: Procedure; fixture: Fixture }[] = [];
    for (let after = fixture.after; after;) {
      const before = samePage.find((other) => other.procedure.heading === after);
      if (!before) throw new StepFailure(`the fixture's "after" names no procedure of ${procedure.page}: ${after}`);
      if (chain.some((entry) => entry.procedure === before.procedure))
        throw new StepFailure(`the fixtures' "after" go round: ${after}`);
      chain.unshift(before);
      after = before.fixture.after;
    }
    return chain;
  }

  /** Walks a procedure from the start the fixture gives. */
  async walk(procedure: Procedure, fixture: Fixture, samePage: SamePage[]): Promise<ProcedureResult> {
    const started = performance.now();
    const result: ProcedureResult = {
      id: procedure.id,
      page: procedure.page,
      heading: procedure.heading,
      file: procedure.file,
      line: procedure.line,
      status: "walked",
      steps: [],
      seconds: 0,
    };
    this.apiErrors = [];
    this.focus = undefined;
    this.clicked = new Set();
    try {
      const { setup, ...given } = fixture;
      this.data = { ...given, ...(setup ? await setup(this.ctx) : {}) };
      const leading = this.leadingProcedures(procedure, fixture, samePage);
      const first = leading[0]?.fixture ?? fixture;
      const start = typeof first.start === "function" ? first.start(this.data) : (first.start ?? "/a/orders");
      await this.goto(start);
      for (const before of leading) {
        try {
          await this.enterLead(before.procedure);
          await this.walkSteps(before.procedure, { ...(before.fixture.skip ? { skip: before.fixture.skip } : {}) }, undefined);
        } catch (error) {
          throw new StepFailure(
            `walking "${before.procedure.heading}" first failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      await this.enterLead(procedure);
      await this.walkSteps(procedure, fixture, result.steps);
      const outcome = interpretOutcome(procedure.outcome);
      if (outcome.length > 0) {
        this.anchor = undefined;
        result.outcome = { status: "ok", ...(procedure.outcomeLine ? { line: procedure.outcomeLine } : {}) };
        try {
          for (const action of outcome) await this.act(action);
        } catch (error) {
          result.outcome.status = "failed";
          result.outcome.error = error instanceof Error ? error.message : String(error);
          throw error;
        }
      }
      await fixture.check?.(this.ctx, this.data);
    } catch (error) {
      result.status = "failed";
      result.error = error instanceof Error ? error.message : String(error);
      if (this.apiErrors.length > 0) result.error += ` (the admin's API calls that failed: ${this.apiErrors.join("; ")})`;
    }
    result.seconds = Math.round((performance.now() - started) / 100) / 10;
    return result;
  }
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search.slice(0, 80);
}

function lastIndexWhere<T>(items: T[], predicate: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (predicate(items[i]!)) return i;
  return -1;
}

function lastLabel(step: Step): string | undefined {
  const labels = step.inlines.filter((inline) => inline.kind === "label");
  const last = labels.at(-1);
  return last && "text" in last ? last.text : undefined;
}
