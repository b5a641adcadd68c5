import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { formatAjvErrors, SCHEMA_NAMES, type SchemaName } from "../../src/core/validation.js";
import { schemas } from "../../src/io/schemas.js";
import { ROOT } from "../helpers/cli.js";

// `npm test` builds dist/ first, so the validators the binary uses are compiled from the current schemas.
const precompiled = Object.fromEntries(
  SCHEMA_NAMES.map((n) => [n, (createRequire(import.meta.url)(join(ROOT, "dist", "validators.cjs")) as Record<SchemaName, ValidateFunction>)[n]]),
) as Record<SchemaName, ValidateFunction>;

const corpus = (kind: string) => {
  const dir = join(ROOT, "test", "fixtures", "bad-input", kind);
  return readdirSync(dir)
    .filter((n) => n.endsWith(".json") && !n.endsWith(".expect.json"))
    .flatMap((n) => {
      try {
        return [{ name: n, data: JSON.parse(readFileSync(join(dir, n), "utf8")) as unknown }];
      } catch {
        return [];
      }
    });
};

describe("dist/validators.cjs (compiled at build time) agrees with the schemas compiled at run time", () => {
  it("exports one validator per schema", () => {
    expect(Object.keys(precompiled).sort()).toEqual([...SCHEMA_NAMES].sort());
  });

  it.each(corpus("candidates"))("candidates corpus $name: same verdict and the same issues", ({ data }) => {
    const fn = precompiled.candidates;
    const ok = fn(data);
    const runtime = schemas().validate("candidates", data, "c.json");
    expect(ok).toBe(runtime.ok);
    expect(ok ? [] : formatAjvErrors(fn.errors ?? [], data, "c.json")).toEqual(runtime.ok ? [] : runtime.issues);
  });
});
