import { describe, expect, it } from "vitest";
import type { ApiOperation } from "../../model/types";
import type { RecordedExample } from "./examples";
import { withEvidencedStatuses } from "./statuses";

const view = (over: Partial<ApiOperation> = {}): ApiOperation =>
  ({
    auth: { required: true, schemes: [] },
    errors: ["400", "404", "409"].map((status) => ({ status, text: `t${status}`, href: "/api/admin#errors" })),
    errorEntries: [{ text: "Email already in use", href: "/references/errors#x", status: 422, observed: false }],
    ...over,
  }) as ApiOperation;

const recorded: RecordedExample = {
  observed: [],
  errors: [
    { status: 401, when: "unauthenticated", body: "Unauthorized" },
    { status: 400, when: "unknown-id", body: { type: "invalid_data", message: "Invite doesn't exist" } },
  ],
};

const statuses = (v: ApiOperation) => v.errors.map((e) => e.status);
const text = (name: string) => `text of ${name}`;

describe("an operation's error statuses", () => {
  it("add what the code and the recorded answers show, and drop a 404 nothing shows", () => {
    const v = view();
    withEvidencedStatuses(v, recorded, text, "/api/admin#errors");
    expect(statuses(v)).toEqual(["400", "401", "409", "422"]);
    expect(v.errors.find((e) => e.status === "401")).toEqual({
      status: "401",
      text: "text of unauthorized",
      href: "/api/admin#errors",
    });
  });

  it("keep a 404 an entry shows, a feature flag can give, or no recorded unknown ID contradicts", () => {
    const entry = view({ errorEntries: [{ text: "Invite not found", href: "/e#x", status: 404, observed: false }] });
    withEvidencedStatuses(entry, recorded, text, "/api/admin#errors");
    expect(statuses(entry)).toContain("404");
    const flagged = view({ featureFlag: "order_editing" });
    withEvidencedStatuses(flagged, recorded, text, "/api/admin#errors");
    expect(statuses(flagged)).toContain("404");
    const unrecorded = view({ auth: { required: false, schemes: [] } });
    withEvidencedStatuses(unrecorded, undefined, text, "/api/admin#errors");
    expect(statuses(unrecorded)).toEqual(["400", "404", "409", "422"]);
  });
});
