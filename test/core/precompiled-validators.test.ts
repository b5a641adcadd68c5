import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAjvErrors, SCHEMA_NAMES, SchemaRegistry, type SchemaName } from "../../src/core/validation.js";
import { schemas } from "../../src/io/schemas.js";
import { ROOT } from "../helpers/cli.js";
import { runs } from "../helpers/runs.js";

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

const checks = Object.fromEntries(
  SCHEMA_NAMES.map((n) => [n, (createRequire(import.meta.url)(join(ROOT, "dist", "validators.check.cjs")) as Record<SchemaName, ValidateFunction>)[n]]),
) as Record<SchemaName, ValidateFunction>;

/** A valid value, retire or resolve candidate, then up to two changes (a field dropped, given a bad value, or one added), so every branch of the candidate oneOf is reached and valid candidates are common. */
const observation = { provenance: "human", source: "human:call", observed_date: "2026-01-01" };
const candidateLike = fc
  .tuple(
    fc.constantFrom<Record<string, unknown>>(
      { key: "city", value: "Utrecht", ...observation },
      { key: "City", value: "café", ...observation, provenance: "published", source: "published:1a2b3c4d5e6f", supersedes: "1a2b3c4d5e6f" },
      { key: "city", retires: "1a2b3c4d5e6f", reason: "moved", ...observation },
      { key: "city", keeps: "1a2b3c4d5e6f", ...observation },
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom("key", "value", "provenance", "source", "observed_date", "supersedes", "retires", "keeps", "reason", "extra"),
        fc.option(fc.constantFrom<unknown>("", " ", "x\u0007", "2026-02-30", "ai-draft", "bogus", 3, null, ["x"], "tools_used"), { nil: undefined }),
      ),
      { maxLength: 2 },
    ),
  )
  .map(([base, changes]) => {
    const c = { ...base };
    for (const [name, value] of changes) {
      if (value === undefined) delete c[name];
      else c[name] = value;
    }
    return c;
  });

describe("the first-error validators (validators.check.cjs) give the full validators' verdict", () => {
  it.each(SCHEMA_NAMES)("%s has one", (name) => {
    expect(typeof checks[name]).toBe("function");
  });

  it("candidates: the same verdict on random batches of near-valid candidates", () => {
    fc.assert(
      fc.property(fc.array(candidateLike, { maxLength: 4 }), (batch) => {
        expect(checks.candidates(batch)).toBe(precompiled.candidates(batch));
      }),
      { seed: 33, numRuns: runs(2000) },
    );
  });

  it.each(corpus("candidates"))("candidates corpus $name: the same verdict", ({ data }) => {
    expect(checks.candidates(data)).toBe(precompiled.candidates(data));
  });

  it("a registry holding both accepts what the full validator accepts and reports exactly its issues", () => {
    const both = new SchemaRegistry(
      (n) => precompiled[n],
      (n) => checks[n],
    );
    const full = new SchemaRegistry((n) => precompiled[n]);
    const good = [{ key: "city", value: "Utrecht", provenance: "human", source: "human:call", observed_date: "2026-01-01" }];
    expect(both.validate("candidates", good, "c.json")).toEqual({ ok: true, value: good });
    for (const { data } of corpus("candidates")) expect(both.validate("candidates", data, "c.json")).toEqual(full.validate("candidates", data, "c.json"));
  });
});
