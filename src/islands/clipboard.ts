/**
 * Writing to the clipboard, shared by the islands that copy (a code block, a whole page), so the
 * browser quirks are handled in one place.
 *
 * `text` may still be on its way (a fetch): Safari lets a click write to the clipboard only if the
 * write starts during the click, so a pending text goes to `clipboard.write` at once as a
 * `ClipboardItem` that resolves later. The promise this returns rejects when nothing was copied,
 * with the text's own error when the text could not be had.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  if (typeof text !== "string" && typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      const blob = text.then((t) => new Blob([t], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return;
    } catch {
      // Report the text's failure if that was the cause; otherwise try the other ways below.
      await text;
    }
  }
  const value = await text;
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    fallbackCopy(value);
  }
}

/** For pages served without a secure context, where the async clipboard API is missing. */
function fallbackCopy(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("The browser did not allow copying to the clipboard.");
}
