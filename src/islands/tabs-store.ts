/** The shared choice of synced tabs (npm / yarn / pnpm …), remembered across pages. */
const KEY = (group: string) => `tabs:${group}`;
/** The window event a choice made on this page sends (the client entry listens for it too). */
export const TABS_CHOICE_EVENT = "docs:tabs-choice";
const EVENT = TABS_CHOICE_EVENT;

export function readChoice(group: string): string | null {
  try {
    return localStorage.getItem(KEY(group));
  } catch {
    return null;
  }
}

export function writeChoice(group: string, value: string): void {
  try {
    localStorage.setItem(KEY(group), value);
  } catch {
    // Unavailable storage: the choice still syncs on this page.
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { group, value } }));
}

export function onChoice(group: string, listener: (value: string) => void): () => void {
  const onLocal = (e: Event) => {
    const { detail } = e as CustomEvent<{ group: string; value: string }>;
    if (detail.group === group) listener(detail.value);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY(group) && e.newValue) listener(e.newValue);
  };
  window.addEventListener(EVENT, onLocal);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, onLocal);
    window.removeEventListener("storage", onStorage);
  };
}
