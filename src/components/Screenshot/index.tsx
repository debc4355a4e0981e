import { SCREENSHOTS_URL } from "../../content/screenshots";
import { usePageContext } from "../../render/PageContext";

/**
 * A screenshot of the admin where a step shows it: `<Screenshot name="…" />` inside the step. Size
 * and alt text come from the manifest of content/user-guide/screenshots/ (the build has already
 * failed on a name it does not have). The first of a page loads at once, as it may be the largest
 * paint; the others lazily (a preload or a raised fetch priority would take the network from the
 * page's own files even where the first screenshot is far down). `eager` is set by remarkScreenshots, never by authors.
 */
export function Screenshot({ name, eager }: { name: string; eager?: boolean }) {
  const entry = usePageContext().screenshots[name];
  if (!entry) throw new Error(`<Screenshot name="${name}">: no such screenshot in the manifest`);
  return (
    <figure className="screenshot">
      <img
        src={`${SCREENSHOTS_URL}/${name}.webp`}
        width={entry.width}
        height={entry.height}
        alt={entry.alt}
        decoding="async"
        {...(eager ? {} : { loading: "lazy" as const })}
      />
    </figure>
  );
}
