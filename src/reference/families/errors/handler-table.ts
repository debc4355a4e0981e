import type { ErrorHandlerFacts, HandlerRule } from "../../extract/errors";

/**
 * The error handler's rules as a Markdown table, for the error reference's front page: for each
 * `type` (or error `name`) it recognises, the status and what it sends in the body's fields; the
 * last row is every other error.
 */
export function handlerTable(handler: ErrorHandlerFacts): string {
  const kept = "the error's";
  const cell = (rule: HandlerRule, field: "code" | "type" | "message") =>
    rule[field] === undefined ? kept : `\`${rule[field]}\``;
  const rows = [...handler.rules]
    .sort((a, b) => a.status - b.status)
    .map(
      (r) =>
        `| ${r.matches.map((m) => `\`${m}\``).join(", ")} | ${r.status} | ${cell(r, "code")} | ${cell(r, "type")} | ${cell(r, "message")} |`,
    );
  rows.push(
    `| any other error (a \`TypeError\`, a plain \`Error\`, a library's error) | ${handler.fallback.status} | ${cell(handler.fallback, "code")} | ${cell(handler.fallback, "type")} | ${cell(handler.fallback, "message")} |`,
  );
  return ["| Error `type` (or `name`) | Status | `code` | `type` | `message` |", "| --- | --- | --- | --- | --- |", ...rows].join(
    "\n",
  );
}
