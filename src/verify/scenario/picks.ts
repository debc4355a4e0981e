/**
 * Small readers of response bodies for the tables' `save` entries: the newest entry of a list,
 * the line item of a variant, the id at a path. They return undefined when there is nothing to
 * pick, which makes the engine report the step.
 */
import type { ScenarioState } from "./state";
import type { ResponseView } from "./types";

type Entry = Record<string, unknown> & { id: string; created_at?: string };

function at(body: unknown, path: string): unknown {
  let value = body;
  for (const part of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

function list(body: unknown, path: string): Entry[] {
  const value = at(body, path);
  return Array.isArray(value) ? (value as Entry[]) : [];
}

/** The id of the newest entry of a list (by `created_at`). */
export const newest =
  (path: string) =>
  (response: ResponseView): string | undefined =>
    list(response.body, path)
      .slice()
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]?.id;

/** A field of the newest entry of a list. */
export const newestField =
  (path: string, field: string) =>
  (response: ResponseView): unknown => {
    const entry = list(response.body, path)
      .slice()
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0];
    return entry?.[field];
  };

/** The id of the entry of a list whose `field` equals a saved value (`@name`) or a literal. */
export const whereEquals =
  (path: string, field: string, value: string) =>
  (response: ResponseView, state: ScenarioState): string | undefined => {
    const wanted = value.startsWith("@") ? state.lookup(value.slice(1)) : value;
    return list(response.body, path).find((entry) => entry[field] === wanted)?.id;
  };

/** The id of the line item of a variant (`@seed.products.shirt.variants.0.id`) in a list of items. */
export const lineOf = (path: string, variant: string) => whereEquals(path, "variant_id", variant);

/** The token of the newest mailbox event of that name whose `field` is the email (a table value: `"@x"`, `"{@run}"`). */
export const mailToken =
  (event: string, field: string, email: string) =>
  async (state: ScenarioState): Promise<string> => {
    const address = String(await state.resolve(email));
    const data = await state.mailbox.wait(event, (d) => d[field] === address);
    return String(data.token);
  };
