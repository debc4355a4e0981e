import type { ApiOperation } from "../../model/types";
import type { RecordedExample } from "./examples";

/** The shared error response (`#/components/responses/…`) each status of an operation's list names. */
export const STATUS_RESPONSES: Readonly<Record<string, string>> = {
  "400": "400_error",
  "401": "unauthorized",
  "404": "not_found_error",
  "409": "invalid_state_error",
  "422": "invalid_request_error",
  "500": "500_error",
};

/**
 * An operation's "Errors" list is its `@oas` block's, the same few statuses almost everywhere. It is
 * completed with what the code and the backend show: the status of each error-reference entry the
 * operation reaches, of each answer verify:api recorded (without credentials, with a refused
 * property, with an unknown ID), and 401 on a route that needs authentication. A 404 is dropped when
 * nothing shows one: the recorded answer to an unknown ID is another status (resending an unknown
 * invite answers 400, removing an unknown address 200), no entry it reaches is a 404, and no feature
 * flag can hide the route (a disabled flag answers 404).
 */
export function withEvidencedStatuses(
  view: ApiOperation,
  recorded: RecordedExample | undefined,
  text: (response: string) => string,
  href: string,
): void {
  const shown = new Set(view.errors.map((e) => e.status));
  const evidence = new Set<string>([
    ...(view.errorEntries ?? []).flatMap((e) => (e.status !== undefined && e.status >= 400 ? [String(e.status)] : [])),
    ...(recorded?.errors ?? []).flatMap((e) => (e.status >= 400 ? [String(e.status)] : [])),
    ...(view.auth.required ? ["401"] : []),
  ]);
  for (const status of evidence) {
    const response = STATUS_RESPONSES[status];
    if (!shown.has(status) && response) view.errors.push({ status, text: text(response), href });
  }
  const unknownId = recorded?.errors.find((e) => e.when === "unknown-id");
  if (unknownId && unknownId.status !== 404 && !evidence.has("404") && !view.featureFlag) {
    view.errors = view.errors.filter((e) => e.status !== "404");
  }
  view.errors.sort((a, b) => a.status.localeCompare(b.status));
}
