import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UiIcon } from ".";
import { adminIconPaths, UI_ICONS, type UiIconName } from "../../verify/admin/ui-icons";

describe("<UiIcon>", () => {
  it("draws every icon with the admin's own paths, hidden from screen readers", () => {
    for (const name of Object.keys(UI_ICONS) as UiIconName[]) {
      const out = renderToStaticMarkup(<UiIcon name={name}>words</UiIcon>);
      expect(out).toMatch(/<svg viewBox="0 0 \d+ \d+" aria-hidden="true" focusable="false">/);
      const drawn = [...out.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
      expect(drawn, name).toEqual(adminIconPaths(name));
    }
  });

  it("gives screen readers the page's words, or the label, or the icon's own name", () => {
    expect(renderToStaticMarkup(<UiIcon name="Plus">the plus icon</UiIcon>)).toContain(
      '<span class="sr-only">the plus icon</span>',
    );
    expect(renderToStaticMarkup(<UiIcon name="Trash" label="delete" />)).toContain('<span class="sr-only">delete</span>');
    expect(renderToStaticMarkup(<UiIcon name="EllipsisHorizontal" />)).toContain(
      `<span class="sr-only">${UI_ICONS.EllipsisHorizontal.label}</span>`,
    );
  });

  it("strokes the admin's outline icons and fills its solid ones, in the text's colour", () => {
    const outline = renderToStaticMarkup(<UiIcon name="EllipsisHorizontal" />);
    expect(outline).toContain('stroke="currentColor"');
    expect(outline).not.toContain('fill="currentColor"');
    const solid = renderToStaticMarkup(<UiIcon name="MagnifyingGlass" />);
    expect(solid).toContain('fill="currentColor"');
    expect(solid).not.toContain("style=");
  });

  it("fails on a name that is not an icon of the set", () => {
    expect(() => renderToStaticMarkup(<UiIcon name="Sparkle" />)).toThrow(/icons are EllipsisHorizontal, Plus/);
  });
});
