import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readErrorsData } from "./data";
import { parseMessageText } from "./messages";
import { pageSpec } from "./pages";

const root = join(import.meta.dirname, "../../../..");

/** A compiled file's text with the escapes of its string literals (`\uXXXX`, `\"`) read, as the message prints. */
const decoded = (text: string) =>
  text.replace(/\\u([0-9a-fA-F]{4})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/\\(["'])/g, "$1");

describe("the error reference's reviewed files", () => {
  const data = readErrorsData(root);

  it("writes every hand-written message as the package that prints it has it", () => {
    expect(data.written.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const w of data.written) {
      const [pkg, file] = w.source.split(" ");
      const path = join(root, "node_modules", pkg!, file!);
      const nested = join(root, "node_modules/@medusajs/medusa-js/node_modules", pkg!, file!);
      const found = existsSync(path) ? path : existsSync(nested) ? nested : undefined;
      if (!found) {
        wrong.push(`${w.where}: ${w.source} does not exist`);
        continue;
      }
      // A standard reason phrase (`Unauthorized`) is the status's, sent without a text of the package's own.
      if (Object.values(STATUS_CODES).includes(w.message)) continue;
      const text = decoded(readFileSync(found, "utf8"));
      for (const part of parseMessageText(w.message)) {
        if (typeof part === "string" && part.trim().length >= 4 && !text.includes(part.trim()))
          wrong.push(`${w.where}: "${part.trim()}" is not in ${w.source}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("puts every hand-written entry on a page of the reference", () => {
    for (const w of data.written) expect(() => pageSpec(w.page), w.where).not.toThrow();
  });
});
