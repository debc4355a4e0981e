import { slugId } from "../../model/anchors";
import type { ErrorMessagePart } from "../../model/types";

/**
 * Error messages as templates: text parts and values (`Cart with {cartId} was not found`). Two
 * messages are the same when their text parts are, whatever their values are named.
 */

/** The message written with its values in braces: `Cart with {cartId} was not found`. */
export function messageText(parts: readonly ErrorMessagePart[]): string {
  return parts.map((p) => (typeof p === "string" ? p : `{${p.variable}}`)).join("");
}

/** `Cart with {id} was not found` (as the reviewed files write messages) as parts. */
export function parseMessageText(text: string): ErrorMessagePart[] {
  const parts: ErrorMessagePart[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{([^{}\s]+)\}/g)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ variable: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** What makes two messages the same: their text parts, values left as gaps. */
export function messageKey(parts: readonly ErrorMessagePart[]): string {
  return parts.map((p) => (typeof p === "string" ? p : "\u0000")).join("");
}

/** The longest text part: what a reader's pasted message surely has. */
export function longestText(parts: readonly ErrorMessagePart[]): string {
  return parts.reduce<string>((best, p) => (typeof p === "string" && p.trim().length > best.length ? p.trim() : best), "");
}

/** An entry's id on its page: its words without the values, at most about 60 characters. */
export function messageSlug(parts: readonly ErrorMessagePart[]): string {
  const slug = slugId(parts.map((p) => (typeof p === "string" ? p : " ")).join(""));
  if (slug === "") return "message";
  if (slug.length <= 64) return slug;
  const cut = slug.slice(0, 64);
  return cut.slice(0, cut.lastIndexOf("-") > 40 ? cut.lastIndexOf("-") : 64);
}

/** A pattern that matches the message as sent, any text standing for each value. */
export function messagePattern(parts: readonly ErrorMessagePart[], prefix?: string): RegExp {
  const body = parts.map((p) => (typeof p === "string" ? escape(p) : "[\\s\\S]*?")).join("");
  return new RegExp(`^${prefix ? `(?:${escape(prefix)})?` : ""}${body}$`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
