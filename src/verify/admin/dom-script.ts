/**
 * The part of the walker that runs in the admin page: finds the element a step names, the way a
 * reader does, by what is on screen: the text of a button, the label next to a field, the card a
 * heading belongs to. It marks what it found with `data-walk-target` so that Playwright then acts
 * on it with real input events. Plain JavaScript in a string: it is injected into every page.
 */
export const DOM_SCRIPT = String.raw`
(() => {
  if (window.__walk) return;
  const CLICKABLE = 'button, a[href], [role=button], [role=menuitem], [role=menuitemcheckbox], [role=tab], [role=option], [role=radio], [role=checkbox], [role=switch], summary, label, input[type=checkbox], input[type=radio]';
  const CONTROL = 'input:not([type=hidden]):not([type=file]), textarea, select, [role=combobox], [role=switch], [role=checkbox], [role=radio], [contenteditable=true]';
  // Whitespace collapsed; a required field's "*" and a label's trailing ":" are not part of its name.
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim().replace(/\s*[*:]$/, '').trim();
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    if (el.checkVisibility && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const textOf = (el) => {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return norm(el.placeholder || el.getAttribute('aria-label') || '');
    return norm(el.innerText || el.textContent || '');
  };
  const same = (a, b, loose) => (loose ? a.toLowerCase() === b.toLowerCase() : a === b);
  /** The innermost visible elements whose text is the label (also placeholders, aria-labels and titles). */
  const byText = (root, label, loose) => {
    const want = norm(label);
    const out = [];
    for (const el of root.querySelectorAll('*')) {
      if (el.closest('[data-walk-ignore]')) continue;
      const text = textOf(el);
      const alt = norm(el.getAttribute('aria-label') || el.getAttribute('title') || '');
      // Its own words count too: "<div><span>Linen Shirt</span>M / Sand</div>" shows "M / Sand".
      const own = norm([...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' '));
      if (!(same(text, want, loose) || (alt && same(alt, want, loose)) || (own && same(own, want, loose)))) continue;
      if (!visible(el)) continue;
      // Keep the innermost: drop an element whose child has the same text.
      if ([...el.children].some((child) => same(textOf(child), want, loose) && visible(child))) continue;
      out.push(el);
    }
    return out;
  };
  /** Not covered by another layer (a full-screen form over the page): what the reader can click. */
  const uncovered = (el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true;
    const top = document.elementFromPoint(x, y);
    return !top || el.contains(top) || top.contains(el);
  };
  const preferUncovered = (els) => {
    const open = els.filter(uncovered);
    return open.length ? open : els;
  };
  const roots = () => {
    const menus = [...document.querySelectorAll('[role=menu], [role=listbox], [data-radix-popper-content-wrapper]')].filter(visible);
    const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter(visible);
    // The window on top is the one that holds the focus (windows trap it); it goes last.
    const focused = dialogs.findIndex((d) => d.contains(document.activeElement));
    if (focused !== -1) dialogs.push(...dialogs.splice(focused, 1));
    return { menus, dialogs };
  };
  /** Where a step's elements are looked for: an open menu, else the top window, else the page. */
  const scopeRoots = (kind) => {
    const { menus, dialogs } = roots();
    const list = [];
    if (kind !== 'field' && menus.length) list.push(menus[menus.length - 1]);
    if (dialogs.length) list.push(dialogs[dialogs.length - 1]);
    list.push(document.body);
    return list;
  };
  const depth = (el) => {
    let d = 0;
    for (let e = el; e; e = e.parentElement) d++;
    return d;
  };
  /** How close two elements are: the depth of their nearest common ancestor (deeper is closer). */
  const closeness = (a, b) => {
    const seen = new Set();
    for (let e = a; e; e = e.parentElement) seen.add(e);
    for (let e = b; e; e = e.parentElement) if (seen.has(e)) return depth(e);
    return 0;
  };
  const nearest = (anchor, candidates) => {
    if (!anchor || candidates.length < 2) return candidates[0];
    let best, bestScore = -1;
    for (const c of candidates) {
      const score = closeness(anchor, c);
      if (score > bestScore) { best = c; bestScore = score; }
    }
    return best;
  };
  let counter = 0;
  const mark = (el) => {
    // One element may be found in two roles (a row that is its own link): it keeps its first mark.
    const had = el.getAttribute('data-walk-target');
    if (had) return had;
    const id = String(++counter);
    el.setAttribute('data-walk-target', id);
    return id;
  };
  const findAnchor = (text) => {
    if (!text) return undefined;
    for (const root of scopeRoots('anchor')) {
      const found = byText(root, text, false);
      if (found.length) return found[0];
      const loose = byText(root, text, true);
      if (loose.length) return loose[0];
    }
    return undefined;
  };
  const clickableOf = (el) => el.closest(CLICKABLE) || el;
  const stateOf = (control) => {
    const aria = control.getAttribute('aria-checked') || control.getAttribute('data-state');
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked;
    if (aria === 'true' || aria === 'checked' || aria === 'on') return true;
    if (aria === 'false' || aria === 'unchecked' || aria === 'off') return false;
    return undefined;
  };
  const kindOf = (control) => {
    const role = control.getAttribute('role');
    if (role === 'switch') return 'switch';
    if (role === 'checkbox' || (control instanceof HTMLInputElement && control.type === 'checkbox')) return 'checkbox';
    if (role === 'radio' || (control instanceof HTMLInputElement && control.type === 'radio')) return 'radio';
    if (control instanceof HTMLSelectElement) return 'native-select';
    if (role === 'combobox') return control instanceof HTMLInputElement ? 'combobox-input' : 'combobox-button';
    if (control instanceof HTMLInputElement && control.closest('[class*=react-select], [class*="-control"]') && control.getAttribute('aria-autocomplete')) return 'combobox-input';
    return 'text';
  };
  /** The control that belongs to a label element: by for=, inside it, or the nearest in the smallest container. */
  const controlFor = (labelEl) => {
    const forId = labelEl.getAttribute && labelEl.getAttribute('for');
    if (forId) {
      const byId = document.getElementById(forId);
      if (byId && visibleControl(byId)) return byId;
    }
    if (labelEl.matches(CONTROL) && visibleControl(labelEl)) return labelEl;
    const inner = [...labelEl.querySelectorAll(CONTROL)].filter(visibleControl);
    if (inner.length) return inner[0];
    // The title of a column of fields ("Option title | Variations (comma separated)" over a row of
    // two fields): the first field below it in the same column.
    const header = labelEl.parentElement;
    if (header && header.children.length > 1 && !header.querySelector(CONTROL) && header.parentElement) {
      const l = labelEl.getBoundingClientRect();
      const below = [...header.parentElement.querySelectorAll(CONTROL)].filter(visibleControl).find((c) => {
        const r = c.getBoundingClientRect();
        return header.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING && r.top >= l.bottom && r.left < l.right && r.right > l.left;
      });
      if (below) return below;
    }
    let container = labelEl.parentElement;
    for (let level = 0; container && level < 6; level++, container = container.parentElement) {
      const controls = [...container.querySelectorAll(CONTROL)].filter(visibleControl);
      if (controls.length === 0) continue;
      const after = controls.filter((c) => labelEl.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (after.length) return after[0];
      // A box drawn before its words ("☑ Send notifications") sits close; a control further up
      // belongs to something else (a table's select-all above a summary line).
      if (level <= 2) return controls[controls.length - 1];
    }
    return undefined;
  };
  // Radix checkboxes and react-select inputs may be visually hidden behind what is drawn.
  const visibleControl = (c) => visible(c) || (c.getAttribute('role') === 'combobox') || (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio') && visible(c.parentElement));

  /** What is drawn for a hidden checkbox input: its label, or the clickable element beside it. */
  const drawnBox = (input) => {
    const label = input.closest('label');
    if (label) return label;
    const siblings = [...(input.parentElement ? input.parentElement.children : [])].filter((el) => el !== input && visible(el));
    return siblings.find((el) => getComputedStyle(el).cursor === 'pointer') || siblings[0] || input.parentElement;
  };

  window.__walk = {
    /** Finds an element; returns { id, kind, state, text } or { error }. */
    find(spec) {
      document.querySelectorAll('[data-walk-target]').forEach((el) => el.removeAttribute('data-walk-target'));
      const anchor = findAnchor(spec.anchor);
      if (spec.anchor && !anchor && spec.anchorRequired) return { error: 'nothing on screen shows "' + spec.anchor + '"' };
      const tryRoots = (collect) => {
        for (const root of scopeRoots(spec.mode)) {
          const found = collect(root);
          if (found.length) return found;
        }
        return [];
      };
      if (spec.mode === 'text') {
        let found = tryRoots((root) => byText(root, spec.label, false));
        let loose = false;
        if (!found.length) { found = tryRoots((root) => byText(root, spec.label, true)); loose = found.length > 0; }
        if (!found.length) return { error: 'no "' + spec.label + '" on screen' };
        const el = nearest(anchor, found);
        // A section heading that is a closed accordion: the reader opens it.
        const toggle = el.closest('[aria-expanded]');
        const collapsed = toggle && toggle.getAttribute('aria-expanded') === 'false' && depth(el) - depth(toggle) <= 4;
        return { id: mark(el), loose, text: textOf(el), collapsedId: collapsed ? mark(toggle) : undefined };
      }
      if (spec.mode === 'click') {
        let found = tryRoots((root) => byText(root, spec.label, false));
        let loose = false;
        if (!found.length) { found = tryRoots((root) => byText(root, spec.label, true)); loose = found.length > 0; }
        if (!found.length) return { error: 'no "' + spec.label + '" to click' };
        const el = clickableOf(nearest(anchor, preferUncovered(found.map(clickableOf))));
        return { id: mark(el), loose, text: textOf(el), disabled: el.disabled === true || el.getAttribute('aria-disabled') === 'true' };
      }
      if (spec.mode === 'field' || spec.mode === 'toggle') {
        let labels = tryRoots((root) => byText(root, spec.label, false));
        let loose = false;
        if (!labels.length) { labels = tryRoots((root) => byText(root, spec.label, true)); loose = labels.length > 0; }
        if (!labels.length) return { error: 'no "' + spec.label + '" on screen' };
        const ordered = anchor ? [...labels].sort((a, b) => closeness(anchor, b) - closeness(anchor, a)) : labels;
        for (const labelEl of ordered) {
          const control = controlFor(labelEl);
          if (!control) continue;
          const kind = kindOf(control);
          if (spec.mode === 'toggle' && !['switch', 'checkbox', 'radio'].includes(kind)) continue;
          const clickable = (kind === 'checkbox' || kind === 'radio') && !visible(control) ? drawnBox(control) : control;
          return { id: mark(clickable), kind, state: stateOf(control), loose, disabled: control.disabled === true, labelId: mark(labelEl), placeholder: control.getAttribute('placeholder') || undefined };
        }
        return { error: 'no ' + (spec.mode === 'toggle' ? 'switch or checkbox' : 'field') + ' next to "' + spec.label + '"', labelOnly: true };
      }
      if (spec.mode === 'hint') {
        // A field the page names in plain words ("Enter a title"): by placeholder or label words, else the first empty one.
        const words = (spec.label || '').toLowerCase().split(/\s+/).filter((w) => w.length > 3 && !['your', 'enter', 'their', 'this', 'that', 'with', 'which', 'where'].includes(w));
        const controls = tryRoots((root) => [...root.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea, [role=combobox]')].filter(visibleControl));
        const described = controls.find((c) => {
          const text = (textOf(c) + ' ' + (c.name || '') + ' ' + (c.closest('div') ? norm(c.closest('div').parentElement?.innerText || '') : '')).toLowerCase();
          return words.some((w) => text.includes(w.replace(/s$/, '')));
        });
        const control = described || controls.find((c) => !c.value);
        if (!control) {
          // A spreadsheet (a product's price editor) draws its cells as text until one is typed in:
          // the first clickable cell without a field is where the reader types.
          const cell = tryRoots((root) => [...root.querySelectorAll('td')].filter((td) => visible(td) && getComputedStyle(td).cursor === 'pointer' && !td.querySelector(CLICKABLE + ', ' + CONTROL)))[0];
          if (cell) return { id: mark(cell), kind: 'cell' };
          return { error: 'no field for "' + spec.label + '"' };
        }
        return { id: mark(control), kind: kindOf(control) };
      }
      if (spec.mode === 'menu') {
        const all = tryRoots((root) => [...root.querySelectorAll('button[aria-haspopup=menu], [role=button][aria-haspopup=menu]')].filter(visible));
        // The ⋯ button, not another menu (a status or a user menu), when there is one.
        const paths = new Set(spec.paths || []);
        const dotted = all.filter((b) => [...b.querySelectorAll('path')].some((p) => paths.has(p.getAttribute('d'))));
        const triggers = dotted.length ? dotted : all;
        if (!triggers.length) return { error: 'no menu (⋯) on screen' };
        const el = anchor ? nearest(anchor, triggers) : triggers[0];
        if (anchor && closeness(anchor, el) < 3) return { error: 'no menu (⋯) near "' + spec.anchor + '"' };
        return { id: mark(el) };
      }
      if (spec.mode === 'icon') {
        const paths = new Set(spec.paths || []);
        const found = tryRoots((root) => [...root.querySelectorAll('svg')].filter((svg) => visible(svg) && [...svg.querySelectorAll('path')].some((p) => paths.has(p.getAttribute('d')))));
        if (!found.length) return { error: 'no ' + spec.label + ' icon on screen' };
        const el = clickableOf(nearest(anchor, found));
        return { id: mark(el) };
      }
      if (spec.mode === 'row') {
        // A row, card or list entry that shows the text: the element to click to open it; in the
        // window on top when one is open.
        const { dialogs } = roots();
        const rowRoots = dialogs.length ? [dialogs[dialogs.length - 1]] : [document.body];
        const tryRoots = (collect) => { for (const root of rowRoots) { const f = collect(root); if (f.length) return f; } return []; };
        let found = tryRoots((root) => byText(root, spec.label, false));
        if (!found.length) found = tryRoots((root) => [...root.querySelectorAll('td, a, li, [role=row], div, span, p')].filter((el) => visible(el) && norm(el.innerText).startsWith(spec.label) && ![...el.children].some((c) => norm(c.innerText).startsWith(spec.label))));
        if (!found.length) {
          const elsewhere = byText(document.body, spec.label, false).length;
          return { error: 'no "' + spec.label + '" in the list' + (elsewhere ? ' of the window on top (' + elsewhere + ' elsewhere on screen)' : '') };
        }
        const el = nearest(anchor, found);
        // Its row: the nearest box around it that holds one checkbox (a table row with a box to
        // tick), else its table row or link.
        let row;
        for (let up = el.parentElement, level = 0; up && level < 8; up = up.parentElement, level++) {
          const boxes = up.querySelectorAll('input[type=checkbox], [role=checkbox]');
          if (boxes.length === 1) { row = up; break; }
          if (boxes.length > 1) break;
        }
        row = row || el.closest('tr, a[href], [role=row], button') || el;
        const checkbox = row.querySelector('input[type=checkbox], [role=checkbox]');
        // A hidden input drawn by a sibling: click what is drawn.
        const box = checkbox && !visible(checkbox) ? drawnBox(checkbox) : checkbox;
        return { id: mark(el), rowId: mark(row), checkboxId: box ? mark(box) : undefined, state: checkbox ? stateOf(checkbox) : undefined };
      }
      if (spec.mode === 'search') {
        let inputs = tryRoots((root) => [...root.querySelectorAll('input')].filter((i) => visible(i) && /search|find/i.test(i.placeholder + ' ' + (i.type || '') + ' ' + (i.name || ''))));
        // A search inside a field ("Under **Item to reserve**, search for the item"): its input.
        if (anchor) {
          const own = controlFor(anchor);
          if (own && (own instanceof HTMLInputElement)) inputs = [own];
        }
        if (!inputs.length) return { error: 'no search field on screen' };
        return { id: mark(anchor ? nearest(anchor, inputs) : inputs[0]) };
      }
      if (spec.mode === 'file') {
        // A file field is drawn as a drop area around a hidden input: the one in the window on top,
        // nearest the part of the screen the step names.
        const inputs = tryRoots((root) => [...root.querySelectorAll('input[type=file]')]);
        if (!inputs.length) return { error: 'no place to upload a file on screen' };
        return { id: mark(nearest(anchor, inputs)) };
      }
      if (spec.mode === 'confirm') {
        // The confirming button of the window on top ("Yes, confirm", "Yes, delete"), wherever it is drawn.
        const { dialogs } = roots();
        for (const root of [...dialogs.reverse(), document.body]) {
          const buttons = [...root.querySelectorAll('button')].filter((b) => visible(b) && !b.disabled && textOf(b) !== '');
          const yes = buttons.find((b) => /^(yes|confirm)/i.test(textOf(b)));
          if (yes) return { id: mark(yes), text: textOf(yes) };
        }
        return { error: 'no window asks for a confirmation' };
      }
      return { error: 'unknown mode ' + spec.mode };
    },
    /** The box of a marked element, and of the window, card or section around it, for screenshots. */
    boxes(id) {
      const el = document.querySelector('[data-walk-target="' + id + '"]');
      if (!el) return undefined;
      const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
      const { menus, dialogs } = roots();
      const menu = menus.find((m) => m.contains(el));
      const dialog = dialogs.find((d) => d.contains(el));
      let context = dialog;
      if (!context) {
        // The card around the element: the nearest ancestor at least 480 px wide.
        for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
          const r = e.getBoundingClientRect();
          if (r.width >= 480 && r.height >= 120) { context = e; break; }
        }
      }
      return { target: box(el), context: context ? box(context) : undefined, menu: menu ? box(menu) : undefined };
    },
    /** Visible texts of buttons and headings: what the report says was on screen when a step failed. */
    onScreen() {
      const out = new Set();
      for (const root of scopeRoots('text').slice(0, 1)) {
        for (const el of root.querySelectorAll('button, a, h1, h2, h3, label, [role=menuitem], [role=tab], th')) {
          const text = textOf(el);
          if (text && text.length < 60 && visible(el)) out.add(text);
          if (out.size > 40) break;
        }
      }
      return [...out];
    },
  };
})();
`;
