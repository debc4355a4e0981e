const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML and XML, in element content and in quoted attribute values alike. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));

/** The text that `escapeHtml` made safe, back as it was. */
export const unescapeHtml = (s: string): string => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e]!);
