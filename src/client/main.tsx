import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands, type IslandName } from "../islands/registry";
import type { TabListProps } from "../islands/TabList";
import { readChoice, TABS_CHOICE_EVENT } from "../islands/tabs-store";
import "./styles";

/**
 * Hydrates the page's islands: the only JavaScript a page runs.
 *
 * Hydration waits for the first paint and goes one island per task, yielding to the browser in
 * between, so it never holds the main thread for long (a REST API page has ~80 islands). The page
 * chrome (header, outline, page actions) is hydrated at once, wherever the reader is. Islands that
 * a page repeats with its content (LAZY) are hydrated when they come near the viewport, or as soon
 * as the reader points at, focuses or presses a key in one: React then handles the click or key
 * that follows (it hydrates a root at once when an event reaches it before hydration has ended).
 */
const LAZY: ReadonlySet<IslandName> = new Set<IslandName>(["CopyButton", "TabList", "Feedback"]);

/** How far from the viewport a lazy island starts hydrating (so it is ready before it is seen). */
const LAZY_MARGIN = "600px 0px";

const pending = new Set<HTMLElement>();
const queue: HTMLElement[] = [];

function hydrate(el: HTMLElement): void {
  if (!pending.delete(el)) return;
  const name = el.dataset.island as IslandName;
  const props = JSON.parse(el.dataset.props ?? "{}") as object;
  hydrateRoot(el, createElement(islands[name] as never, props));
}

/** Gives the browser the main thread (input, rendering) before the next island. */
function yieldToBrowser(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let draining = false;
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  while (queue.length > 0) {
    hydrate(queue.shift()!);
    await yieldToBrowser();
  }
  draining = false;
}

function enqueue(el: HTMLElement): void {
  if (!pending.has(el) || queue.includes(el)) return;
  queue.push(el);
  void drain();
}

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;

/** Hydrates an island the reader reaches before it was hydrated, before the event goes on. */
function onInteraction(e: Event): void {
  const el = islandOf(e.target);
  if (el && pending.has(el)) hydrate(el);
}

// An island's wrapper has no box of its own (display: contents), so the observer watches its parent.
const watched = new Map<Element, HTMLElement[]>();
const observer =
  typeof IntersectionObserver === "function"
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer!.unobserve(entry.target);
            for (const el of watched.get(entry.target) ?? []) enqueue(el);
            watched.delete(entry.target);
          }
        },
        { rootMargin: LAZY_MARGIN },
      )
    : null;

/**
 * Whether a tab set's markup shows another tab than the reader chose for its group (on this page
 * or another): such a tab set is hydrated at once, so that it shows the reader's choice wherever
 * the reader goes on the page.
 */
function showsOtherChoice(el: HTMLElement): boolean {
  if (el.dataset.island !== "TabList") return false;
  const { groupId, initial, items } = JSON.parse(el.dataset.props ?? "{}") as TabListProps;
  const chosen = groupId ? readChoice(groupId) : null;
  return chosen !== null && chosen !== initial && items.some((i) => i.value === chosen);
}

function start(): void {
  const eager: HTMLElement[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = el.dataset.island as IslandName;
    if (!islands[name]) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    pending.add(el);
    const box = el.parentElement;
    if (LAZY.has(name) && observer && box && !showsOtherChoice(el)) {
      const list = watched.get(box);
      if (list) list.push(el);
      else {
        watched.set(box, [el]);
        observer.observe(box);
      }
    } else eager.push(el);
  }
  for (const type of ["pointerdown", "focusin", "keydown", "touchstart"]) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  // Synced tabs switch together: a choice made in one tab set reaches those not hydrated yet.
  window.addEventListener(TABS_CHOICE_EVENT, () => {
    for (const el of pending) if (el.dataset.island === "TabList") enqueue(el);
  });
  for (const el of eager) enqueue(el);
}

// After the first paint: a frame, then a task, so that hydration does not delay it.
requestAnimationFrame(() => setTimeout(start, 0));
