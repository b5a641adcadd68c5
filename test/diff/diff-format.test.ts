/**
 * The diff's format number (src/diff/diff-format.ts) names the diff's shape: a change to the
 * fields of schemas/diff.schema.json fails here until the format is raised (when a diff of the
 * old shape would be read or re-derived differently) and its shape recorded below.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIFF_FORMAT, formatOf } from "../../src/diff/diff-format.js";
import { ROOT } from "../helpers/cli.js";

/** Every field of the schema, as `path: required?` (descriptions and patterns left out: they change no diff's meaning). */
function fields(node: unknown, at: string, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => fields(n, `${at}[${i}]`, out));
  else if (node !== null && typeof node === "object") {
    const o = node as { properties?: Record<string, unknown>; required?: string[] };
    for (const name of Object.keys(o.properties ?? {})) out.push(`${at}/${name}${o.required?.includes(name) ? " (required)" : ""}`);
    for (const [k, v] of Object.entries(o)) fields(v, `${at}/${k}`, out);
  }
  return out;
}

/** The shape of each format since the number exists. */
const SHAPES: Record<number, string> = {
  2: "4fcc70d43f3d6438f0b3166a9e8133421532a465d34e4f63b36857ce08fdcc6d",
};

describe("the diff format", () => {
  it("the diff schema has the shape this format records", () => {
    const schema = JSON.parse(readFileSync(join(ROOT, "schemas", "diff.schema.json"), "utf8")) as unknown;
    const shape = createHash("sha256")
      .update(fields(schema, "", []).sort().join("\n"))
      .digest("hex");
    expect(shape, `schemas/diff.schema.json changed shape: raise DIFF_FORMAT if an older diff would mean something else, and record the shape`).toBe(
      SHAPES[DIFF_FORMAT],
    );
  });

  it.each([
    { diff: {}, format: 1 },
    { diff: { format: 2 }, format: 2 },
    { diff: { format: 7 }, format: 7 },
  ])("a diff $diff is of format $format", ({ diff, format }) => {
    expect(formatOf(diff)).toBe(format);
  });
});
