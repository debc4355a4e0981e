import { referencedKeys } from "../extract";
import type { DeclKey, DeclModel } from "../extract/types";

/**
 * What a declaration's public surface refers to. Protected members and constructors (a service's
 * repositories and injected dependencies) are left out: they are implementation detail.
 */
export function publicReferences(d: DeclModel): Set<DeclKey> {
  return referencedKeys({ ...d, members: d.members.filter((m) => !m.protected && m.kind !== "constructor") });
}
