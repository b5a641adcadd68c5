import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Validator } from "@cfworker/json-schema";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/hash.js";
import { parseProfile } from "../../src/core/profile-format.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import type { ValidateFunction } from "ajv";
import { escapePointer, formatAjvErrors, SCHEMA_NAMES, SchemaRegistry, type SchemaName } from "../../src/core/validation.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { createAjv, schemas } from "../../src/io/schemas.js";
import { ROOT, tempDir } from "../helpers/cli.js";
import { runs, UNDER_MUTATION } from "../helpers/runs.js";
import { recordsCitedBy } from "../helpers/records.js";
import { OPERATIONS } from "../../src/diff/operations.js";

// ajv-formats is CommonJS: under Node ESM its default import is the plugin function itself.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const SCHEMA_DIR = join(ROOT, "schemas");
const META_2020 = "https://json-schema.org/draft/2020-12/schema";

function schemaJson(name: SchemaName): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMA_DIR, `${name}.schema.json`), "utf8")) as Record<string, unknown>;
}

const cfworker = Object.fromEntries(SCHEMA_NAMES.map((n) => [n, new Validator(schemaJson(n), "2020-12", false)])) as Record<SchemaName, Validator>;

// The validators the binary uses, compiled at build time (`npm test` builds dist/ first). Stryker's
// sandbox has no dist/ (docs/testing.md): under mutation (BRAIN_MUTATION) the same schemas compiled
// by the same createAjv stand in for them, on first use, so that this file loads there and its
// in-process tests count against the mutants. Comparing with the build is npm test's part.
const precompiled = UNDER_MUTATION ? compiledOnFirstUse() : builtValidators();

function builtValidators(): (name: SchemaName) => ValidateFunction {
  const built = createRequire(import.meta.url)(join(ROOT, "dist", "validators.cjs")) as Record<SchemaName, ValidateFunction>;
  return (name) => built[name];
}

function compiledOnFirstUse(): (name: SchemaName) => ValidateFunction {
  let ajv: ReturnType<typeof createAjv> | undefined;
  return (name) => {
    if (!ajv) {
      ajv = createAjv();
      for (const n of SCHEMA_NAMES) ajv.addSchema(schemaJson(n));
    }
    return ajv.getSchema(String(schemaJson(name).$id))!;
  };
}

/** The schemas each table below checked, so a test can show every schema has good and bad examples. */
const checked = { good: new Set<SchemaName>(), bad: new Set<SchemaName>() };

/**
 * The three validators' verdicts: our run-time registry (ajv), the build-time precompiled ajv
 * validators of dist/validators.cjs and an independent implementation (@cfworker/json-schema).
 * The precompiled validator must also report the very same issues as the registry.
 */
function verdicts(name: SchemaName, data: unknown): { ours: boolean; precompiled: boolean; cfworker: boolean } {
  const runtime = schemas().validate(name, data, `${name}.json`);
  const fn = precompiled(name);
  const ok = fn(data);
  expect(ok ? [] : formatAjvErrors(fn.errors ?? [], data, `${name}.json`), `${name}: precompiled issues`).toEqual(runtime.ok ? [] : runtime.issues);
  (runtime.ok ? checked.good : checked.bad).add(name);
  return { ours: runtime.ok, precompiled: ok, cfworker: cfworker[name].validate(data).valid };
}

function issues(name: SchemaName, data: unknown, file = `${name}.json`): string[] {
  const r = schemas().validate(name, data, file);
  return r.ok ? [] : r.issues;
}

const GOOD: Candidate = {
  key: "primary-expertise",
  value: "AI governance in the public sector",
  provenance: "published",
  source: "published:1a2b3c4d5e6f",
  observed_date: "2026-05-26",
};
const FACT = {
  id: "4b248230183e",
  kind: "observed",
  layer: "dynamic",
  key: "primary-expertise",
  value: "AI governance in the public sector",
  provenance: "published",
  sources: ["published:1a2b3c4d5e6f"],
  first_seen: "2026-05-26",
  last_seen: "2026-05-26",
  evidence_count: 1,
  status: "active",
};
const SUPERSEDED = { ...FACT, id: "0123456789ab", status: "superseded", superseded_by: "4b248230183e", superseded_on: "2026-06-01" };
const RULE = {
  name: "add-new-key",
  priority: 60,
  conditions: { all: [{ fact: "key", path: "hasActive", operator: "equal", value: false }] },
  event: { type: "add" },
};
const ruleFile = (over: Record<string, unknown> = {}, rule: Record<string, unknown> = {}) => ({
  version: 1,
  scope: "candidate",
  rules: [{ ...RULE, ...rule }],
  ...over,
});
const withCandidate = (over: Record<string, unknown>) => [{ ...GOOD, ...over }];
const withFact = (over: Record<string, unknown>) => ({ facts: [{ ...FACT, ...over }] });
const without = <T extends object>(o: T, k: keyof T) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));

/** A real diff touching every operation list, so every $def of diff.schema.json is exercised. */
let realDiff: ProfileDiff;

beforeAll(async () => {
  const text = readFileSync(join(ROOT, "test/fixtures/profiles/mixed.md"), "utf8");
  const candidates: Candidate[] = [
    { key: "Job Title", value: "Head of AI", provenance: "human", source: "human:call-2026-09-01", observed_date: "2026-09-01" },
    { key: "recurring-topic", value: "algorithm  registers", provenance: "published", source: "published:aaaaaaaaaaaa", observed_date: "2026-09-02" },
    { key: "recurring-topic", value: "Algorithm registers", provenance: "published", source: "published:aaaaaaaaaaaa", observed_date: "2026-09-02" },
    { key: "job-title", value: "Policy Lead", provenance: "published", source: "published:bbbbbbbbbbbb", observed_date: "2026-09-03" },
    {
      key: "preferred-format",
      value: "Live demos",
      provenance: "human",
      source: "human:call-2026-09-04",
      observed_date: "2026-09-04",
      supersedes: "1a03097e4f89",
    },
    { key: "writing-style", value: "Visionary", provenance: "ai-draft", source: "ai-draft:summary", observed_date: "2026-09-05" },
    {
      key: "side-project",
      value: "Register toolkit",
      provenance: "published",
      source: "published:cccccccccccc",
      observed_date: "2026-09-06",
      supersedes: "nothing-here",
    },
    {
      key: "primary-expertise",
      retires: "4b248230183e",
      reason: "moved to another field",
      provenance: "human",
      source: "human:call-2026-09-07",
      observed_date: "2026-09-07",
    },
    {
      key: "recurring-topic",
      retires: "640bc332a60a",
      reason: "said in a draft",
      provenance: "ai-draft",
      source: "ai-draft:summary",
      observed_date: "2026-09-07",
    },
  ];
  realDiff = await proposeDiff({
    current: parseProfile(text),
    base: sha256Hex(text),
    candidates,
    rules: loadRuleSet(null),
    config: resolveConfig({}),
    today: "2026-09-15",
    records: recordsCitedBy(candidates),
  });
});

describe("the shipped schemas", () => {
  it("are exactly the registered ones", () => {
    const files = readdirSync(SCHEMA_DIR)
      .filter((f) => f.endsWith(".schema.json"))
      .sort();
    expect(files).toEqual(SCHEMA_NAMES.map((n) => `${n}.schema.json`).sort());
  });

  it.each(SCHEMA_NAMES)("%s: declares draft 2020-12 and an absolute $id naming its file", (name) => {
    const s = schemaJson(name);
    expect(s.$schema).toBe(META_2020);
    const id = new URL(String(s.$id));
    expect(id.protocol).toBe("https:");
    expect(id.href).toBe(s.$id);
    expect(id.pathname.endsWith(`/${name}.schema.json`)).toBe(true);
  });

  it("have distinct $ids", () => {
    expect(new Set(SCHEMA_NAMES.map((n) => schemaJson(n).$id)).size).toBe(SCHEMA_NAMES.length);
  });

  it.each(SCHEMA_NAMES)("%s: is valid against the 2020-12 meta-schema and compiles under Ajv strict mode", (name) => {
    // strictRequired is off because Ajv flags `required` in if/then/oneOf branches whose
    // `properties` live one level up, which is ordinary JSON Schema; allowUnionTypes permits
    // `type: [string, null]`. Every other strict check (unknown keywords, formats, tuples) is on.
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(ajv, ["date"]);
    const meta = ajv.getSchema(META_2020);
    expect(meta).toBeDefined();
    const s = schemaJson(name);
    expect(meta!(s), JSON.stringify(meta!.errors)).toBe(true);
    expect(ajv.validateSchema(s)).toBe(true);
    expect(() => ajv.compile(s)).not.toThrow();
  });

  it("a schema with an unknown keyword would fail that strict compile", () => {
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true });
    expect(() => ajv.compile({ ...schemaJson("config"), $id: "https://brain.example/x", minLenght: 1 })).toThrow(/unknown keyword/);
  });
});

describe("the documented examples are accepted by both validators", () => {
  const DOC_CANDIDATES = [
    {
      key: "primary-expertise",
      value: "AI governance in the public sector",
      provenance: "published",
      source: "published:1a2b3c4d5e6f",
      observed_date: "2026-05-26",
    },
    {
      key: "job-title",
      value: "Head of AI",
      provenance: "human",
      source: "human:call-2026-06-01",
      observed_date: "2026-06-01",
      supersedes: "<id of the live job-title fact>",
    },
  ];
  const DOC_CONFIG = `
promoteThreshold: 3        # distinct sources before dynamic → static
decayDays: 90              # days unseen before an active dynamic fact is flagged stale
learnFrom: [published, human]
nudge:
  minNewPublished: 1       # new published records since the last run before the hook nudges
  minDaysSinceRun: 1       # and at least this many days since the last apply
rules: null                # optional folder of rule files replacing the shipped rules/
`;
  // The show --json example (docs/profile-format.md) with the "…" placeholder id replaced by a real one (the placeholder is not an id).
  const DOC_SHOW = { facts: [{ ...FACT }] };

  it.each<[string, SchemaName, () => unknown]>([
    ["candidates (docs/consolidation-loop.md)", "candidates", () => DOC_CANDIDATES],
    ["an empty candidates batch", "candidates", () => []],
    ["a 4000-character value counted in code points (8000 UTF-16 units)", "candidates", () => withCandidate({ value: "😀".repeat(4000) })],
    ["leap day 2024-02-29", "candidates", () => withCandidate({ observed_date: "2024-02-29" })],
    ["config (docs/rules.md)", "config", () => load(DOC_CONFIG)],
    ["an empty config", "config", () => ({})],
    ["a config naming a rules folder", "config", () => ({ rules: "my-rules", nudge: { minDaysSinceRun: 0 } })],
    ["show --json", "profile", () => DOC_SHOW],
    ["a profile with a superseded fact", "profile", () => ({ facts: [FACT, SUPERSEDED] })],
    [
      "the superseded fixture as show --all --json prints it",
      "profile",
      () => ({ facts: parseProfile(readFileSync(join(ROOT, "test/fixtures/profiles/superseded.md"), "utf8")).facts }),
    ],
    ["a real diff from proposeDiff", "diff", () => realDiff],
    ["the shipped rules/candidate.yaml", "rules", () => load(readFileSync(join(ROOT, "rules/candidate.yaml"), "utf8"))],
    ["the shipped rules/fact.yaml", "rules", () => load(readFileSync(join(ROOT, "rules/fact.yaml"), "utf8"))],
    ["the example fields.yaml", "fields", () => load(readFileSync(join(ROOT, "docs/example/fields.yaml"), "utf8"))],
    ["the shipped rules/candidate.test.yaml", "rule-tests", () => load(readFileSync(join(ROOT, "rules/candidate.test.yaml"), "utf8"))],
    ["the shipped rules/fact.test.yaml", "rule-tests", () => load(readFileSync(join(ROOT, "rules/fact.test.yaml"), "utf8"))],
  ])("%s", (_name, schema, data) => {
    expect(verdicts(schema, data())).toEqual({ ours: true, precompiled: true, cfworker: true });
  });

  it("the real diff exercises every operation list", () => {
    for (const list of [...OPERATIONS.filter((op) => !op.onlyWhenPresent).map((op) => op.list), "trace"] as const) {
      expect(realDiff[list]?.length, list).toBeGreaterThan(0);
    }
    expect(realDiff.additions.some((a) => a.conflict === true)).toBe(true);
    expect(realDiff.rejected.some((r) => r.retires !== undefined && r.reason !== undefined)).toBe(true);
    expect(realDiff.trace.some((t) => t.fact !== undefined)).toBe(true);
  });
});

describe("bad inputs are rejected by both validators", () => {
  const long = (n: number) => "x".repeat(n);
  const d = (mutate: (diff: Record<string, unknown>) => void) => () => {
    const copy = structuredClone(realDiff) as unknown as Record<string, unknown>;
    mutate(copy);
    return copy;
  };

  it.each<[SchemaName, string, () => unknown]>([
    ["candidates", "a non-array root", () => ({ ...GOOD })],
    ["candidates", "an impossible date 2026-02-30", () => withCandidate({ observed_date: "2026-02-30" })],
    ["candidates", "2100-02-29 (not a leap year)", () => withCandidate({ observed_date: "2100-02-29" })],
    ["candidates", "a date without zero padding", () => withCandidate({ observed_date: "2026-2-3" })],
    ["candidates", "a date-time", () => withCandidate({ observed_date: "2026-02-03T10:00:00Z" })],
    ["candidates", "a missing observed_date", () => [without(GOOD, "observed_date")]],
    ["candidates", "an own __proto__ property", () => JSON.parse(`[${JSON.stringify(GOOD).slice(0, -1)},"__proto__":{"x":1}}]`)],
    ["candidates", "an own constructor property", () => JSON.parse(`[${JSON.stringify(GOOD).slice(0, -1)},"constructor":"x"}]`)],
    ["candidates", "a number value", () => withCandidate({ value: 5 })],
    ["candidates", "provenance ai", () => withCandidate({ provenance: "ai" })],
    ["candidates", "CR in key", () => withCandidate({ key: "job\rtitle" })],
    ["candidates", "LF in key", () => withCandidate({ key: "job\ntitle" })],
    ["candidates", "LF in value", () => withCandidate({ value: "line\nbreak" })],
    ["candidates", "CR in source", () => withCandidate({ source: "published:1\r" })],
    ["candidates", "an empty key", () => withCandidate({ key: "" })],
    ["candidates", "a whitespace-only key", () => withCandidate({ key: "  \t " })],
    ["candidates", "a key of only separators", () => withCandidate({ key: " _ _ " })],
    ["candidates", "a whitespace-only value", () => withCandidate({ value: "   " })],
    ["candidates", "a 201-character key", () => withCandidate({ key: long(201) })],
    ["candidates", "a 4001-character value", () => withCandidate({ value: long(4001) })],
    ["candidates", "a 4001-code-point value", () => withCandidate({ value: "😀".repeat(4001) })],
    ["candidates", "a 501-character source", () => withCandidate({ source: long(501) })],
    ["candidates", "an empty supersedes", () => withCandidate({ supersedes: "" })],
    ["config", "an unknown key (typo)", () => ({ promoteThresold: 3 })],
    ["config", "promoteThreshold 0", () => ({ promoteThreshold: 0 })],
    ["config", "a fractional promoteThreshold", () => ({ promoteThreshold: 2.5 })],
    ["config", "decayDays as a string", () => ({ decayDays: "90" })],
    ["config", "learning from ai-draft", () => ({ learnFrom: ["published", "ai-draft"] })],
    ["config", "learning from nothing", () => ({ learnFrom: [] })],
    ["config", "a repeated learnFrom entry", () => ({ learnFrom: ["human", "human"] })],
    ["config", "nudge.minNewPublished 0", () => ({ nudge: { minNewPublished: 0 } })],
    ["config", "an unknown nudge key", () => ({ nudge: { minDays: 1 } })],
    ["config", "an empty rules folder name", () => ({ rules: "" })],
    ["config", "a list at the root", () => [{ promoteThreshold: 3 }]],
    ["profile", "a fact without status", () => ({ facts: [without(FACT, "status")] })],
    ["profile", "superseded without superseded_by", () => ({ facts: [without(SUPERSEDED, "superseded_by")] })],
    ["profile", "active with superseded_by", () => withFact({ superseded_by: "0123456789ab" })],
    ["profile", "active with superseded_on", () => withFact({ superseded_on: "2026-06-01" })],
    ["profile", "an id with a space", () => withFact({ id: "4b24 8230183e" })],
    ["profile", "kind learned", () => withFact({ kind: "learned" })],
    ["profile", "provenance ai-draft", () => withFact({ provenance: "ai-draft" })],
    ["profile", "no sources", () => withFact({ sources: [] })],
    ["profile", "a repeated source", () => withFact({ sources: ["a", "a"] })],
    ["profile", "evidence_count 0", () => withFact({ evidence_count: 0 })],
    ["profile", "first_seen 2026-02-30", () => withFact({ first_seen: "2026-02-30" })],
    ["profile", "an extra property", () => withFact({ confidence: 0.9 })],
    ["diff", "an id that is not a sha256", d((x) => (x.id = "abc"))],
    ["diff", "no candidates summary", d((x) => delete x.candidates)],
    ["diff", "an extra top-level property", d((x) => (x.note = "hi"))],
    [
      "diff",
      "a trace entry naming both a candidate and a fact",
      d((x) => (x.trace as object[]).push({ candidate: 0, fact: "4b248230183e", rule: "r", outcome: "add" })),
    ],
    ["diff", "a trace entry naming neither", d((x) => (x.trace as object[]).push({ rule: "r", outcome: "add" }))],
    ["diff", "an addition learned from ai-draft", d((x) => ((x.additions as Record<string, unknown>[])[0]!.provenance = "ai-draft"))],
    ["diff", "a config learning from ai-draft", d((x) => ((x.config as Record<string, unknown>).learnFrom = ["ai-draft"]))],
    ["diff", "today 2026-02-30", d((x) => (x.today = "2026-02-30"))],
    ["rules", "a JSONPath path", () => ruleFile({}, { conditions: { all: [{ fact: "config", path: "$.promoteThreshold", operator: "equal", value: 1 }] } })],
    ["rules", "a bracketed path", () => ruleFile({}, { conditions: { all: [{ fact: "config", path: "learnFrom[0]", operator: "equal", value: 1 }] } })],
    [
      "rules",
      "a JSONPath in a fact reference",
      () => ruleFile({}, { conditions: { all: [{ fact: "key", path: "n", operator: "equal", value: { fact: "config", path: "$..x" } }] } }),
    ],
    ["rules", "a fact event in candidate scope", () => ruleFile({}, { event: { type: "promote" } })],
    ["rules", "a candidate event in fact scope", () => ruleFile({ scope: "fact" })],
    ["rules", "an unknown scope", () => ruleFile({ scope: "profile" })],
    ["rules", "priority 0", () => ruleFile({}, { priority: 0 })],
    ["rules", "an upper-case rule name", () => ruleFile({}, { name: "Add" })],
    ["rules", "a rule without conditions", () => ruleFile({}, { conditions: undefined })],
    ["rules", "both all and any at the top", () => ruleFile({}, { conditions: { all: [], any: [] } })],
    ["rules", "an unknown operator", () => ruleFile({}, { conditions: { all: [{ fact: "key", operator: "matches", value: "x" }] } })],
    ["rules", "no rules", () => ({ version: 1, scope: "candidate", rules: [] })],
    ["fields", "a multi-line value", () => ({ name: "Dana\nOkafor" })],
    ["fields", "a field name of only _", () => ({ _: "x" })],
    ["fields", "an empty list", () => ({ languages: [] })],
    ["fields", "a nested map", () => ({ address: { city: "Rotterdam" } })],
    ["fields", "an empty value", () => ({ name: "" })],
    ["rule-tests", "no tests list", () => ({ version: 1 })],
    ["rule-tests", "a test without expectations", () => ({ version: 1, tests: [{ name: "t", candidates: [] }] })],
    ["rule-tests", "an unknown top-level key", () => ({ version: 1, tests: [], extra: true })],
  ])("%s: %s", (schema, _name, data) => {
    const value = JSON.parse(JSON.stringify(data() ?? null)) as unknown;
    expect(verdicts(schema, value)).toEqual({ ours: false, precompiled: false, cfworker: false });
  });

  it("__proto__ and constructor really are own properties of the parsed candidates", () => {
    const parsed = JSON.parse(`[{"__proto__":{"x":1},"constructor":"x"}]`) as object[];
    expect(Object.hasOwn(parsed[0]!, "__proto__")).toBe(true);
    expect(Object.hasOwn(parsed[0]!, "constructor")).toBe(true);
  });
});

describe("Python's jsonschema and our validator give the same verdict on candidates", () => {
  // Not under mutation: Python judges schemas/, which Stryker does not mutate, at a second a run.
  const hasPython = !UNDER_MUTATION && spawnSync("python3", ["-c", "import jsonschema"], { encoding: "utf8" }).status === 0;
  const RETIRE = {
    key: "side-project",
    retires: "6c310d222551",
    reason: "the project ended",
    provenance: "human",
    source: "human:call-1",
    observed_date: "2026-06-01",
  };
  const CASES: [string, unknown, boolean][] = [
    ["a value candidate", GOOD, true],
    ["a retire candidate", RETIRE, true],
    ["a value with a trailing LF (Python's $ would let it through an anchored pattern)", { ...GOOD, value: "AI governance\n" }, false],
    ["a key with a trailing CR", { ...GOOD, key: "job-title\r" }, false],
    ["ESC in a value", { ...GOOD, value: "x\u001b[31m" }, false],
    ["TAB in a source", { ...GOOD, source: "published:\t1" }, false],
    ["DEL", { ...GOOD, value: "x\u007f" }, false],
    ["C1 NEL", { ...GOOD, value: "x\u0085" }, false],
    ["U+200E", { ...GOOD, value: "x\u200e" }, false],
    ["U+2028", { ...GOOD, value: "x\u2028" }, false],
    ["U+202E in a retire reason", { ...RETIRE, reason: "ended \u202e" }, false],
    ["U+2069", { ...GOOD, key: "k\u2069" }, false],
    ["U+2070 (allowed)", { ...GOOD, value: "x\u2070" }, true],
    ["an emoji and a zero-width joiner (allowed)", { ...GOOD, value: "\ud83d\ude00\u200d\ud83d\udc69" }, true],
    ["a retire with a value", { ...RETIRE, value: "x" }, false],
    ["a retire with supersedes", { ...RETIRE, supersedes: "6c310d222551" }, false],
    ["a retire without a reason", without(RETIRE, "reason"), false],
    ["a retire without a key", without(RETIRE, "key"), false],
    ["a retire reason of 501 characters", { ...RETIRE, reason: "x".repeat(501) }, false],
    ["a retire reason of 500 characters", { ...RETIRE, reason: "x".repeat(500) }, true],
    ["a blank retire reason", { ...RETIRE, reason: "   " }, false],
    ["a value candidate with a reason (brain set --reason)", { ...GOOD, reason: "x" }, true],
    ["a value candidate with a blank reason", { ...GOOD, reason: "   " }, false],
    ["a retire with an impossible date", { ...RETIRE, observed_date: "2026-02-30" }, false],
    ["a value candidate with a quote", { ...GOOD, quote: "I lead the AI team at the City of Utrecht" }, true],
    ["a retire with a quote", { ...RETIRE, quote: "the project ended in May, as planned" }, true],
    ["a quote of 500 characters", { ...GOOD, quote: "x".repeat(500) }, true],
    ["a quote of 501 characters", { ...GOOD, quote: "x".repeat(501) }, false],
    ["a quote of two lines", { ...GOOD, quote: "first line\nsecond line" }, false],
    ["a blank quote", { ...GOOD, quote: "   " }, false],
    ["U+202E in a quote", { ...GOOD, quote: "quoted \u202e text" }, false],
    ["a zero-width joiner in a quote (allowed, as in a value)", { ...GOOD, quote: "\ud83d\udc69\u200d\ud83d\udcbb engineer at the city" }, true],
  ];

  // One Python process judges every case (importing jsonschema takes most of a second).
  const python = hasPython ? pythonVerdicts(CASES.map(([, candidate]) => [candidate])) : [];

  it.skipIf(!hasPython).each(CASES.map((c, i) => [...c, i] as const))("%s → valid: %s", (_name, candidate, valid, i) => {
    expect(python[i]).toBe(valid ? "valid" : "invalid");
    expect(verdicts("candidates", [candidate])).toEqual({ ours: valid, precompiled: valid, cfworker: valid });
  });
});

/** Python jsonschema's verdict ("valid" or "invalid") on each candidates file, in one process. */
function pythonVerdicts(files: readonly unknown[]): string[] {
  const script = [
    "import json, sys, jsonschema",
    "schema = json.load(open(sys.argv[1], encoding='utf-8'))",
    "v = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)",
    "print(json.dumps(['valid' if v.is_valid(data) else 'invalid' for data in json.loads(sys.stdin.read())]))",
  ].join("\n");
  const r = spawnSync("python3", ["-c", script, join(SCHEMA_DIR, "candidates.schema.json")], { input: JSON.stringify(files), encoding: "utf8" });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as string[];
}

describe("format: date", () => {
  // Draft 2020-12 makes `format` an annotation unless a validator opts in. Both validators used
  // here assert it: ajv-formats' "date" and @cfworker/json-schema's built-in "date" each check
  // the month's length with the Gregorian leap rule. The schema also carries a
  // ^YYYY-MM-DD$ pattern so that a validator that only annotates formats still rejects other
  // shapes — but such a validator cannot catch 2026-02-30, which is what the next test pins.
  it.each([
    ["2026-02-30", false],
    ["2026-04-31", false],
    ["2100-02-29", false],
    ["2000-02-29", true],
    ["2026-12-31", true],
  ])("%s is valid: %s (our registry and cfworker agree)", (date, valid) => {
    expect(verdicts("candidates", withCandidate({ observed_date: date }))).toEqual({ ours: valid, precompiled: valid, cfworker: valid });
  });

  it("without format assertion only the pattern remains: shape is checked, the calendar is not", () => {
    const schema = schemaJson("candidates");
    const candidate = (schema.$defs as Record<string, { oneOf: { properties: Record<string, Record<string, unknown>> }[] }>).candidate!;
    for (const branch of candidate.oneOf) delete branch.properties.observed_date!.format;
    const annotationOnly = new Validator(schema, "2020-12", false);
    expect(annotationOnly.validate(withCandidate({ observed_date: "2026-02-30" })).valid).toBe(true);
    expect(annotationOnly.validate(withCandidate({ observed_date: "2026-2-3" })).valid).toBe(false);
  });
});

describe("issue messages name the file, the JSON pointer, what was expected and what was found", () => {
  it("an impossible date, in the documented form", () => {
    expect(issues("candidates", [GOOD, GOOD, GOOD, { ...GOOD, observed_date: "2026-02-30" }], "candidates.json")).toEqual([
      'candidates.json: /3/observed_date: must be a valid date YYYY-MM-DD, got "2026-02-30"',
    ]);
  });

  it.each<[string, unknown, string[]]>([
    ["missing required field", [without(GOOD, "source")], ["candidates.json: /0/source: is required (missing)"]],
    [
      "unknown property __proto__",
      JSON.parse(`[${JSON.stringify(GOOD)},${JSON.stringify(GOOD).slice(0, -1)},"__proto__":{"polluted":true}}]`),
      ["candidates.json: /1/__proto__: is not an allowed property (allowed: key, value, provenance, source, observed_date, supersedes, reason, quote)"],
    ],
    [
      "unknown property constructor",
      JSON.parse(`[${JSON.stringify(GOOD).slice(0, -1)},"constructor":"x"}]`),
      ["candidates.json: /0/constructor: is not an allowed property (allowed: key, value, provenance, source, observed_date, supersedes, reason, quote)"],
    ],
    ["wrong type", withCandidate({ value: 5 }), ["candidates.json: /0/value: must be string, got 5"]],
    ["wrong type (null)", withCandidate({ key: null }), ["candidates.json: /0/key: must be string, got null"]],
    ["unknown provenance", withCandidate({ provenance: "ai" }), ['candidates.json: /0/provenance: must be one of "human", "published", "ai-draft", got "ai"']],
    [
      "CR in key",
      withCandidate({ key: "job\rtitle" }),
      [
        "candidates.json: /0/key: must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers), got U+000D at character 4",
      ],
    ],
    [
      "LF in value",
      withCandidate({ value: "line\nbreak" }),
      [
        "candidates.json: /0/value: must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers), got U+000A at character 5",
      ],
    ],
    [
      "LF in source",
      withCandidate({ source: "published:1\n" }),
      [
        "candidates.json: /0/source: must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers), got U+000A at character 12",
      ],
    ],
    [
      "whitespace-only key",
      withCandidate({ key: "   " }),
      ['candidates.json: /0/key: must have at least one character other than whitespace or "_", got "   "'],
    ],
    [
      "over-long value",
      withCandidate({ value: "x".repeat(4001) }),
      ["candidates.json: /0/value: must NOT have more than 4000 characters, got 4001 characters"],
    ],
    ["non-array root", { ...GOOD }, ["candidates.json: /: must be array, got an object"]],
    ["an array where text belongs", withCandidate({ value: [1, 2] }), ["candidates.json: /0/value: must be string, got an array of 2"]],
    ["an object where text belongs", withCandidate({ value: { a: 1 } }), ["candidates.json: /0/value: must be string, got an object"]],
    ["a whole file of text: what it is, never its text", "root:x:0:0", ["candidates.json: /: must be array, got text (10 characters, not shown)"]],
    ["a number for the whole file", 42, ["candidates.json: /: must be array, got 42"]],
    ["a long string where an object belongs, cut short", [GOOD, "x".repeat(100)], [`candidates.json: /1: must be object, got "${"x".repeat(76)}…"`]],
    [
      "a property name that reads as a key is shown",
      withCandidate({ "my key.name-1": 1 }),
      ["candidates.json: /0/my key.name-1: is not an allowed property (allowed: key, value, provenance, source, observed_date, supersedes, reason, quote)"],
    ],
    [
      "one that does not is named by its length (a slash counted as one character)",
      [{ ...GOOD, "a:b$c": 1, "a/b": 2, ["x".repeat(65)]: 3 }],
      [
        "candidates.json: /0/<a key of 5 characters, not shown>: is not an allowed property (allowed: key, value, provenance, source, observed_date, supersedes, reason, quote)",
        "candidates.json: /0/<a key of 3 characters, not shown>: is not an allowed property (allowed: key, value, provenance, source, observed_date, supersedes, reason, quote)",
        "candidates.json: /0/<a key of 65 characters, not shown>: is not an allowed property (allowed: key, value, provenance, source, observed_date, supersedes, reason, quote)",
      ],
    ],
    [
      "several problems in one candidate, all reported",
      [{ ...without(GOOD, "key"), provenance: "llm", observed_date: "2026-2-30" }],
      [
        "candidates.json: /0/key: is required (missing)",
        'candidates.json: /0/provenance: must be one of "human", "published", "ai-draft", got "llm"',
        'candidates.json: /0/observed_date: must be a date YYYY-MM-DD, got "2026-2-30"',
        'candidates.json: /0/observed_date: must be a valid date YYYY-MM-DD, got "2026-2-30"',
      ],
    ],
  ])("%s", (_name, data, expected) => {
    expect(issues("candidates", data, "candidates.json")).toEqual(expected);
  });

  it("a long found value is cut short", () => {
    const [issue] = issues("candidates", withCandidate({ provenance: "p".repeat(500) }));
    expect(issue).toMatch(/^candidates\.json: \/0\/provenance: must be one of .*, got "p{76}…"$/);
  });

  it("a JSONPath in a rule names the condition and explains the plain dotted form", () => {
    const data = ruleFile({}, { conditions: { all: [{ fact: "config", path: "$.promoteThreshold", operator: "equal", value: 1 }] } });
    expect(issues("rules", data, "rules/custom.yaml")).toContain(
      'rules/custom.yaml: /rules/0/conditions/all/0/path: must be a plain dotted name such as promoteThreshold or nudge.minNewPublished (JSONPath and expressions are not accepted), got "$.promoteThreshold"',
    );
  });

  it("validation returns the data it checked, as data", () => {
    const data = [GOOD];
    expect(schemas().validate("candidates", data, "candidates.json")).toEqual({ ok: true, value: data });
  });
});

/**
 * formatAjvErrors against errors a real Ajv gives: each schema is compiled once with brain's own
 * options (createAjv), so every issue below is what a file with that problem would get.
 */
const ajvWith = (extra: Record<string, unknown> = {}) => {
  const ajv = createAjv(extra);
  ajv.addFormat("lower-case", /^[a-z]+$/);
  const compiled = new Map<string, ValidateFunction>();
  return (schema: object, data: unknown, file = "f.json"): string[] => {
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    if (!fn) {
      fn = ajv.compile(schema);
      compiled.set(key, fn);
    }
    return fn(data) ? [] : formatAjvErrors(fn.errors ?? [], data, file);
  };
};
const issuesOf = ajvWith();

const FORBIDDEN_MESSAGE =
  "must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers)";
const obj = (properties: Record<string, object>, extra: Record<string, unknown> = {}) => ({ type: "object", properties, ...extra });
/** A string refusing C0 controls, the zero-width space and a language tag: a small stand-in for the shipped classes. */
const REFUSING = { type: "string", not: { pattern: "[\\u0000-\\u001f\\u200b\\u{e0001}]" } };

describe("each keyword's issue: file, pointer, what was expected, what was found", () => {
  it.each<{ name: string; schema: object; data: unknown; expected: string[] }>([
    {
      name: "required: the missing property's own pointer, no value",
      schema: obj({ a: { type: "object", required: ["b"] } }),
      data: { a: {} },
      expected: ["f.json: /a/b: is required (missing)"],
    },
    { name: "required at the root", schema: { type: "object", required: ["name"] }, data: {}, expected: ["f.json: /name: is required (missing)"] },
    {
      name: "additionalProperties: the property's pointer and the allowed ones",
      schema: obj({ a: {}, b: {} }, { additionalProperties: false }),
      data: { a: 1, c: 2 },
      expected: ["f.json: /c: is not an allowed property (allowed: a, b)"],
    },
    {
      name: "additionalProperties without declared properties: no list",
      schema: { type: "object", additionalProperties: false },
      data: { c: 1 },
      expected: ["f.json: /c: is not an allowed property"],
    },
    {
      name: "additionalProperties with an empty properties map: no list",
      schema: obj({}, { additionalProperties: false }),
      data: { c: 1 },
      expected: ["f.json: /c: is not an allowed property"],
    },
    {
      name: "additionalProperties inside an array",
      schema: { type: "array", items: obj({ a: {} }, { additionalProperties: false }) },
      data: [{ a: 1 }, { a: 1, z: 2 }],
      expected: ["f.json: /1/z: is not an allowed property (allowed: a)"],
    },
    {
      name: "format date",
      schema: obj({ day: { type: "string", format: "date" } }),
      data: { day: "2026-02-30" },
      expected: ['f.json: /day: must be a valid date YYYY-MM-DD, got "2026-02-30"'],
    },
    {
      name: "another format, by its name",
      schema: obj({ tag: { type: "string", format: "lower-case" } }),
      data: { tag: "ABC" },
      expected: ['f.json: /tag: must be a valid lower-case, got "ABC"'],
    },
    {
      name: "a pattern without words of its own: the pattern itself",
      schema: obj({ code: { type: "string", pattern: "^a+$" } }),
      data: { code: "b" },
      expected: ['f.json: /code: must match ^a+$, got "b"'],
    },
    {
      name: "enum: every allowed value as JSON",
      schema: obj({ kind: { enum: ["a", 1, null, true] } }),
      data: { kind: "b" },
      expected: ['f.json: /kind: must be one of "a", 1, null, true, got "b"'],
    },
    { name: "type", schema: obj({ n: { type: "string" } }), data: { n: 5 }, expected: ["f.json: /n: must be string, got 5"] },
    {
      name: "a union of two types",
      schema: obj({ n: { type: ["string", "null"] } }),
      data: { n: 5 },
      expected: ["f.json: /n: must be string or null, got 5"],
    },
    {
      name: "a union of three types",
      schema: obj({ n: { type: ["string", "number", "null"] } }),
      data: { n: true },
      expected: ["f.json: /n: must be string or number or null, got true"],
    },
    {
      name: "maxLength: the length found, in characters",
      schema: obj({ s: { type: "string", maxLength: 3 } }),
      data: { s: "abcd" },
      expected: ["f.json: /s: must NOT have more than 3 characters, got 4 characters"],
    },
    {
      name: "maxLength counts code points, not UTF-16 units",
      schema: obj({ s: { type: "string", maxLength: 3 } }),
      data: { s: "😀😀😀😀" },
      expected: ["f.json: /s: must NOT have more than 3 characters, got 4 characters"],
    },
    {
      name: "minLength",
      schema: obj({ s: { type: "string", minLength: 3 } }),
      data: { s: "" },
      expected: ["f.json: /s: must NOT have fewer than 3 characters, got 0 characters"],
    },
    {
      name: "maxItems: the number of items found",
      schema: obj({ l: { type: "array", maxItems: 2 } }),
      data: { l: [1, 2, 3] },
      expected: ["f.json: /l: must NOT have more than 2 items, got 3 items"],
    },
    {
      name: "minItems",
      schema: obj({ l: { type: "array", minItems: 3 } }),
      data: { l: [1, 2] },
      expected: ["f.json: /l: must NOT have fewer than 3 items, got 2 items"],
    },
    { name: "minimum: Ajv's words", schema: obj({ n: { type: "integer", minimum: 1 } }), data: { n: 0 }, expected: ["f.json: /n: must be >= 1, got 0"] },
    {
      name: "const: Ajv's words",
      schema: obj({ by: { const: "mcp" } }),
      data: { by: "cli" },
      expected: ['f.json: /by: must be equal to constant, got "cli"'],
    },
    {
      name: "uniqueItems: Ajv's words, the array described",
      schema: obj({ l: { type: "array", uniqueItems: true } }),
      data: { l: ["x", "x"] },
      expected: ["f.json: /l: must NOT have duplicate items (items ## 0 and 1 are identical), got an array of 2"],
    },
    {
      name: "dependentRequired: Ajv's words at the object",
      schema: { type: "object", dependentRequired: { a: ["b"] } },
      data: { a: 1 },
      expected: ["f.json: /: must have property b when property a is present, got an object"],
    },
  ])("$name", ({ schema, data, expected }) => {
    expect(issuesOf(schema, data)).toEqual(expected);
  });

  it("names the file as it was given", () => {
    expect(issuesOf({ type: "object", required: ["version"] }, {}, "rules/my rules.yaml")).toEqual(["rules/my rules.yaml: /version: is required (missing)"]);
  });

  it("reports every problem of one value", () => {
    expect(issuesOf(obj({ s: { type: "string", maxLength: 2, pattern: "^a+$" } }), { s: "bbb" })).toEqual([
      "f.json: /s: must NOT have more than 2 characters, got 3 characters",
      'f.json: /s: must match ^a+$, got "bbb"',
    ]);
  });
});

describe("refused characters (a `not` holding a pattern)", () => {
  it.each([
    ["the first", "\u0007ab", "U+0007 at character 1"],
    ["a later one, counted in characters (an emoji is one)", "😀😀\u200bx", "U+200B at character 3"],
    ["an astral one, with all its hex digits", "tag\u{e0001}", "U+E0001 at character 4"],
    ["the first of several", "a\u001fb\u0000", "U+001F at character 2"],
  ])("names %s and where it is", (_name, text, found) => {
    expect(issuesOf(obj({ s: REFUSING }), { s: text })).toEqual([`f.json: /s: ${FORBIDDEN_MESSAGE}, got ${found}`]);
  });

  it("a pattern that refuses no single character is still refused, without naming one", () => {
    expect(issuesOf(obj({ s: { type: "string", not: { pattern: "ab" } } }), { s: "xaby" })).toEqual([`f.json: /s: ${FORBIDDEN_MESSAGE}`]);
  });

  it("on a value that is not text, only the type is reported (a pattern says nothing of a number)", () => {
    expect(issuesOf(obj({ s: REFUSING }), { s: 5 })).toEqual(["f.json: /s: must be string, got 5"]);
  });

  it("a `not` without a pattern is left out beside another problem, and said in Ajv's words alone", () => {
    const schema = obj({ s: { type: "string", maxLength: 2, not: { const: "xxx" } } });
    expect(issuesOf(schema, { s: "xxx" })).toEqual(["f.json: /s: must NOT have more than 2 characters, got 3 characters"]);
    expect(issuesOf({ not: { type: "string" } }, "abc")).toEqual(["f.json: /: must NOT be valid, got text (3 characters, not shown)"]);
    expect(issuesOf(obj({ n: { not: { type: "number" } } }), { n: 5 })).toEqual(["f.json: /n: must NOT be valid, got 5"]);
  });
});

describe("what was found, described without quoting what should not be", () => {
  const ENUM = obj({ v: { enum: ["ok"] } });
  const found = (v: unknown) => issuesOf(ENUM, { v })[0]?.replace('f.json: /v: must be one of "ok", got ', "");

  it.each<[string, unknown, string]>([
    ["null", null, "null"],
    ["a boolean", false, "false"],
    ["a number", 2.5, "2.5"],
    ["an array, by its length", [1, [2], 3], "an array of 3"],
    ["an empty array", [], "an array of 0"],
    ["an object, never its contents", { secret: "x" }, "an object"],
    ["text, quoted as JSON", 'say "hi"', '"say \\"hi\\""'],
    ["a C0 control, escaped by JSON", "a\u0001", '"a\\u0001"'],
    ["DEL, C1 and invisible characters, written as \\u{…}", "a\u007fb\u0085c\u200bd\u202e", '"a\\u{7f}b\\u{85}c\\u{200b}d\\u{202e}"'],
    ["a zero-width joiner too (keys and values alike)", "👩\u200d💻", '"👩\\u{200d}💻"'],
  ])("%s", (_name, value, description) => {
    expect(found(value)).toBe(description);
  });

  it("an array item that is undefined is nothing", () => {
    expect(issuesOf({ type: "array", items: { type: "string" } }, ["a", undefined])).toEqual(["f.json: /1: must be string, got nothing"]);
  });

  it("text up to 80 characters as JSON is shown whole; longer is cut to 77 and …", () => {
    const fits = "x".repeat(78);
    expect(found(fits)).toBe(`"${fits}"`);
    expect(found(`${fits}y`)).toBe(`"${"x".repeat(76)}…"`);
    expect(found("y".repeat(500))).toBe(`"${"y".repeat(76)}…"`);
  });

  it("the cut counts characters and never splits one, nor an escape", () => {
    // 80 characters as JSON, quotes included (84 UTF-16 units), are shown whole; 81 are cut to 77.
    expect(found(`${"x".repeat(74)}😀😀😀😀`)).toBe(`"${"x".repeat(74)}😀😀😀😀"`);
    expect(found(`${"x".repeat(75)}😀😀😀😀😀`)).toBe(`"${"x".repeat(75)}😀…"`);
    // An escape the cut would fall inside is left out whole: JSON's \n, \uXXXX and visible()'s \u{…}.
    expect(found(`${"x".repeat(75)}\nyyyy`)).toBe(`"${"x".repeat(75)}…"`);
    expect(found(`${"x".repeat(74)}\nyyyy`)).toBe(`"${"x".repeat(74)}\\n…"`);
    expect(found(`${"x".repeat(73)}\u0001yyyy`)).toBe(`"${"x".repeat(73)}…"`);
    expect(found(`${"x".repeat(72)}\u0001yyyy`)).toBe(`"${"x".repeat(72)}…"`);
    expect(found(`${"x".repeat(72)}\u200byyyy`)).toBe(`"${"x".repeat(72)}…"`);
    expect(found(`${"x".repeat(71)}\u200byyyy`)).toBe(`"${"x".repeat(71)}…"`);
    // An escaped backslash is whole: the one after it is cut, not it.
    expect(found(`${"x".repeat(74)}\\yyyy`)).toBe(`"${"x".repeat(74)}\\\\…"`);
    expect(found(`${"x".repeat(75)}\\yyyy`)).toBe(`"${"x".repeat(75)}…"`);
  });

  it("the whole document being text is described by its length in characters, never quoted", () => {
    expect(issuesOf({ type: "array" }, "root:x:0:0:😀")).toEqual(["f.json: /: must be array, got text (12 characters, not shown)"]);
    expect(issuesOf({ type: "array" }, "")).toEqual(["f.json: /: must be array, got text (0 characters, not shown)"]);
    expect(issuesOf({ type: "string", enum: ["a"] }, "bcd")).toEqual(['f.json: /: must be one of "a", got text (3 characters, not shown)']);
  });

  it.each<[string, unknown, string]>([
    ["a number", 42, "42"],
    ["null", null, "null"],
    ["an object", { a: 1 }, "an object"],
    ["an array", [1, 2], "an array of 2"],
  ])("the whole document being %s is described as anywhere else", (_name, data, description) => {
    expect(issuesOf({ type: "string" }, data)).toEqual([`f.json: /: must be string, got ${description}`]);
  });

  it("text below the root is quoted (only the whole document is withheld)", () => {
    expect(issuesOf({ type: "array", items: { type: "number" } }, ["root:x:0:0"])).toEqual(['f.json: /0: must be number, got "root:x:0:0"']);
  });
});

describe("pointers: keys a person wrote are shown, anything else by its length", () => {
  const closed = obj({ a: {} }, { additionalProperties: false });
  const refused = (key: string) => issuesOf(closed, { a: 1, [key]: 1 })[0]!.replace(" is not an allowed property (allowed: a)", "");

  it.each<[string, string, string]>([
    ["letters, digits, space, _ . -", "My key_1.a-b", "f.json: /My key_1.a-b:"],
    ["letters of any script, and marks", "должность-é\u0301", "f.json: /должность-é\u0301:"],
    ["64 characters", "k".repeat(64), `f.json: /${"k".repeat(64)}:`],
    ["64 astral letters (128 UTF-16 units)", "𝒜".repeat(64), `f.json: /${"𝒜".repeat(64)}:`],
    ["65 characters", "k".repeat(65), "f.json: /<a key of 65 characters, not shown>:"],
    ["65 astral letters", "𝒜".repeat(65), "f.json: /<a key of 65 characters, not shown>:"],
    ["a colon and a dollar", "root:$6$", "f.json: /<a key of 8 characters, not shown>:"],
    ["a slash, counted as one character", "a/b", "f.json: /<a key of 3 characters, not shown>:"],
    ["a tilde, counted as one character", "a~b", "f.json: /<a key of 3 characters, not shown>:"],
    ["the escape sequence ~1 written as text", "~1", "f.json: /<a key of 2 characters, not shown>:"],
    ["a control character", "a\u001bb", "f.json: /<a key of 3 characters, not shown>:"],
  ])("%s", (_name, key, shown) => {
    expect(refused(key)).toBe(shown);
  });

  it("the empty key below the root is named by its length", () => {
    expect(issuesOf({ type: "array", items: closed }, [{ a: 1, "": 1 }])).toEqual([
      "f.json: /0/<a key of 0 characters, not shown>: is not an allowed property (allowed: a)",
    ]);
  });

  it("array indexes and keys on the way are shown as they are", () => {
    const schema = { type: "array", items: obj({ "job title": obj({ n: { type: "number" } }) }) };
    expect(issuesOf(schema, [{}, { "job title": { n: "x" } }])).toEqual(['f.json: /1/job title/n: must be number, got "x"']);
  });

  it("a key on the way that is not shown still leads to its value", () => {
    const schema = obj({ "a/b": obj({ "c~d": { type: "string" } }) });
    expect(issuesOf(schema, { "a/b": { "c~d": 5 } })).toEqual([
      "f.json: /<a key of 3 characters, not shown>/<a key of 3 characters, not shown>: must be string, got 5",
    ]);
  });

  it("a missing property with / or ~ in its name is escaped in its pointer, then counted as its own characters", () => {
    expect(issuesOf({ type: "object", required: ["a/b", "cd~ef", "~1~1~1"] }, {})).toEqual([
      "f.json: /<a key of 3 characters, not shown>: is required (missing)",
      "f.json: /<a key of 5 characters, not shown>: is required (missing)",
      "f.json: /<a key of 6 characters, not shown>: is required (missing)",
    ]);
  });

  it("a missing property that reads as a key is named", () => {
    expect(issuesOf(obj({ outer: { type: "object", required: ["inner key"] } }), { outer: {} })).toEqual(["f.json: /outer/inner key: is required (missing)"]);
  });
});

describe("escapePointer (RFC 6901)", () => {
  it.each([
    ["plain", "plain"],
    ["a/b", "a~1b"],
    ["a~b", "a~0b"],
    ["~1", "~01"],
    ["/~/", "~1~0~1"],
    ["", ""],
  ])("%j → %j", (segment, escaped) => {
    expect(escapePointer(segment)).toBe(escaped);
  });
});

describe("combinators: the problems inside them, not their summary", () => {
  it("if/then/else: only the branch's own problem", () => {
    // Parsed from JSON: an object literal with a `then` key reads as a thenable to the linter.
    const schema = JSON.parse(
      '{"type":"object","if":{"type":"object","required":["a"]},"then":{"type":"object","required":["b"]},"else":{"type":"object","required":["c"]}}',
    ) as object;
    expect(issuesOf(schema, { a: 1 })).toEqual(["f.json: /b: is required (missing)"]);
    expect(issuesOf(schema, {})).toEqual(["f.json: /c: is required (missing)"]);
  });

  it("allOf and $ref: every branch's problems", () => {
    const schema = {
      type: "object",
      $defs: { named: { type: "object", required: ["name"] } },
      $ref: "#/$defs/named",
      allOf: [{ type: "object", required: ["id"] }],
    };
    expect(issuesOf(schema, {})).toEqual(["f.json: /name: is required (missing)", "f.json: /id: is required (missing)"]);
  });

  it("anyOf: every branch's problems, each once, without Ajv's summary", () => {
    const schema = {
      type: "object",
      anyOf: [
        { type: "object", required: ["a"] },
        { type: "object", required: ["a", "b"] },
      ],
    };
    expect(issuesOf(schema, {})).toEqual(["f.json: /a: is required (missing)", "f.json: /b: is required (missing)"]);
  });

  it("oneOf: the problems of the branch the value comes closest to", () => {
    const schema = {
      type: "object",
      oneOf: [
        { type: "object", required: ["a1", "a2", "a3"] },
        { type: "object", required: ["b1", "b2"] },
      ],
    };
    expect(issuesOf(schema, {})).toEqual(["f.json: /b1: is required (missing)", "f.json: /b2: is required (missing)"]);
    expect(issuesOf(schema, { a1: 1, a2: 1 })).toEqual(["f.json: /a3: is required (missing)"]);
  });

  it("oneOf: of two branches equally close, the first", () => {
    const schema = {
      type: "object",
      oneOf: [
        { type: "object", required: ["a1", "a2"] },
        { type: "object", required: ["b1", "b2"] },
      ],
    };
    expect(issuesOf(schema, {})).toEqual(["f.json: /a1: is required (missing)", "f.json: /a2: is required (missing)"]);
  });

  it("oneOf: a branch's problems deeper in the value count for it", () => {
    const schema = {
      type: "object",
      oneOf: [obj({ x: { type: "number" }, y: { type: "number" } }, { required: ["x"] }), { type: "object", required: ["kind", "name"] }],
    };
    expect(issuesOf(schema, { x: "1", y: "2" })).toEqual(['f.json: /x: must be number, got "1"', 'f.json: /y: must be number, got "2"']);
    expect(issuesOf(schema, { x: "1", y: "2", kind: "k" })).toEqual(["f.json: /name: is required (missing)"]);
  });

  it("oneOf in every item of an array: each item gets the branch it comes closest to", () => {
    const schema = {
      type: "array",
      items: {
        type: "object",
        oneOf: [
          { type: "object", required: ["a1", "a2"] },
          { type: "object", required: ["b1", "b2"] },
        ],
      },
    };
    expect(issuesOf(schema, [{ a1: 1 }, { b1: 1 }])).toEqual(["f.json: /0/a2: is required (missing)", "f.json: /1/b2: is required (missing)"]);
  });

  it("oneOf: a problem outside the oneOf is kept beside the branch's", () => {
    const schema = {
      type: "object",
      required: ["id"],
      oneOf: [
        { type: "object", required: ["a1", "a2"] },
        { type: "object", required: ["b1", "b2", "b3"] },
      ],
    };
    expect(issuesOf(schema, {})).toEqual(["f.json: /a1: is required (missing)", "f.json: /a2: is required (missing)", "f.json: /id: is required (missing)"]);
  });

  it("oneOf matched by two branches: Ajv's summary is all there is to say, so it is said", () => {
    expect(issuesOf({ oneOf: [{ type: "number" }, { type: "integer" }] }, 1)).toEqual(["f.json: /: must match exactly one schema in oneOf, got 1"]);
  });

  // Twelve branches, each requiring three properties; the data holds some of them, so each branch
  // misses one to three. Branch 1 and branches 10 and 11 must not be taken for one another.
  const BRANCHES = Array.from({ length: 12 }, (_, i) => ["a", "b", "c"].map((x) => `p${i}${x}`));
  const TWELVE = { type: "object", oneOf: BRANCHES.map((required) => ({ type: "object", required })) };

  it("oneOf: whatever the data, the issues are the missing properties of the first branch missing the fewest", () => {
    fc.assert(
      fc.property(fc.array(fc.subarray([0, 1, 2], { maxLength: 2 }), { minLength: 12, maxLength: 12 }), (present) => {
        const data = Object.fromEntries(present.flatMap((held, i) => held.map((j) => [BRANCHES[i]![j]!, 1])));
        const missing = BRANCHES.map((props) => props.filter((p) => !(p in data)));
        const fewest = Math.min(...missing.map((m) => m.length));
        const closest = missing.find((m) => m.length === fewest)!;
        expect(issuesOf(TWELVE, data)).toEqual(closest.map((p) => `f.json: /${p}: is required (missing)`));
      }),
      { seed: 81, numRuns: runs(300) },
    );
  });
});

describe("errors without Ajv's extras still read as issues", () => {
  it("without verbose (no parent schema): no allowed list, and a refused character reads as Ajv's `not`", () => {
    const bare = ajvWith({ verbose: false });
    expect(bare(obj({ a: {} }, { additionalProperties: false }), { a: 1, z: 1 })).toEqual(["f.json: /z: is not an allowed property"]);
    expect(bare(obj({ s: REFUSING }), { s: "a\u0000" })).toEqual(['f.json: /s: must NOT be valid, got "a\\u0000"']);
  });

  it("without messages: the keywords brain words itself keep their words; the others read as sentences", () => {
    const quiet = ajvWith({ messages: false });
    expect(quiet(obj({ s: { type: "string", maxLength: 3 } }), { s: "abcd" })).toEqual(["f.json: /s: has the wrong length, got 4 characters"]);
    expect(quiet(obj({ l: { type: "array", minItems: 3 } }), { l: [1, 2] })).toEqual(["f.json: /l: has the wrong number of items, got 2 items"]);
    expect(quiet(obj({ n: { type: "integer", minimum: 1 } }), { n: 0 })).toEqual(["f.json: /n: is invalid, got 0"]);
    expect(quiet(obj({ n: { type: "string" } }, { required: ["m"] }), { n: 5 })).toEqual([
      "f.json: /m: is required (missing)",
      "f.json: /n: must be string, got 5",
    ]);
  });
});

describe("patterns of the shipped schemas are explained in words", () => {
  const T = (test: Record<string, unknown>) => ({ version: 1, tests: [{ name: "t", candidates: [], expect: [{ candidate: 0, outcome: "add" }], ...test }] });
  it.each<[SchemaName, string, () => unknown, string]>([
    ["candidates", "a value of only spaces", () => withCandidate({ value: "   " }), 'f: /0/value: must have at least one visible character, got "   "'],
    [
      "candidates",
      "a key of only separators",
      () => withCandidate({ key: " _ " }),
      'f: /0/key: must have at least one character other than whitespace or "_", got " _ "',
    ],
    [
      "candidates",
      "a supersedes of two lines",
      () => withCandidate({ supersedes: "a\nb" }),
      'f: /0/supersedes: must be a single line (no CR or LF), got "a\\nb"',
    ],
    [
      "candidates",
      "a date without zero padding",
      () => withCandidate({ observed_date: "2026-2-3" }),
      'f: /0/observed_date: must be a date YYYY-MM-DD, got "2026-2-3"',
    ],
    [
      "profile",
      "an id with a space",
      () => withFact({ id: "4b24 8230183e" }),
      'f: /facts/0/id: must be an id: letters, digits, "-" or "_", at most 64, got "4b24 8230183e"',
    ],
    [
      "rules",
      "an upper-case rule name",
      () => ruleFile({}, { name: "Add" }),
      'f: /rules/0/name: must be lower-case letters, digits and "-" (at most 64), got "Add"',
    ],
    [
      "rules",
      "a JSONPath",
      () => ruleFile({}, { conditions: { all: [{ fact: "config", path: "$.x", operator: "equal", value: 1 }] } }),
      'f: /rules/0/conditions/all/0/path: must be a plain dotted name such as promoteThreshold or nudge.minNewPublished (JSONPath and expressions are not accepted), got "$.x"',
    ],
    [
      "rule-tests",
      "a blank test name",
      () => T({ name: "  " }),
      'f: /tests/0/name: must be a single line (no CR or LF) with at least one visible character, got "  "',
    ],
    [
      "rule-tests",
      "a fact key of only separators",
      () => T({ profile: [{ key: " _ ", value: "v", sources: ["human:x"] }] }),
      'f: /tests/0/profile/0/key: must be a single line with at least one character other than whitespace or "_", got " _ "',
    ],
    [
      "rule-tests",
      "a record that is not a source",
      () => T({ records: ["nocolon"] }),
      'f: /tests/0/records/0: must be a source <tributary>:<id>, got "nocolon"',
    ],
    [
      "fields",
      "a value of only spaces",
      () => ({ name: "   " }),
      'f: /name: must be a single line (no CR or LF) with at least one visible character, got "   "',
    ],
    ["diff", "an id that is not a sha256", () => ({ ...realDiff, id: "abc" }), 'f: /id: must be a sha256 (64 lower-case hex digits), got "abc"'],
    ["diff", "a confusables version of one number", () => ({ ...realDiff, confusables: "16" }), 'f: /confusables: must be a version X.Y.Z, got "16"'],
    [
      "config",
      "a multi-valued key as written, not normalized",
      () => ({ multiValued: ["Spoken languages"] }),
      'f: /multiValued/0: must be a normalized key (lower case, "-" between words, as brain show prints it), got "Spoken languages"',
    ],
    [
      "config",
      "a relative folder",
      () => ({ context: { onlyIn: ["projects"] } }),
      'f: /context/onlyIn/0: must be an absolute folder, or one starting with ~, got "projects"',
    ],
  ])("%s: %s", (name, _what, data, issue) => {
    expect(issues(name, data(), "f")).toContain(issue);
  });

  it("every pattern a shipped schema tests a string against has its words (none is echoed as a regular expression)", () => {
    const patterns = new Set<string>();
    // A `not: {pattern}` refuses characters and says which (above): only the patterns a string must match.
    const walk = (node: unknown, underNot: boolean): void => {
      if (node === null || typeof node !== "object") return;
      for (const [k, v] of Object.entries(node)) {
        if (k === "pattern" && typeof v === "string" && !underNot) patterns.add(v);
        else walk(v, k === "not");
      }
    };
    for (const name of SCHEMA_NAMES) walk(schemaJson(name), false);
    expect(patterns.size).toBeGreaterThan(10);
    for (const pattern of patterns) {
      const error = { keyword: "pattern", instancePath: "/s", schemaPath: "#/pattern", params: { pattern }, message: `must match pattern "${pattern}"` };
      const [issue] = formatAjvErrors([error], { s: "x" }, "f");
      expect(issue, pattern).toMatch(/^f: \/s: must (be|have) .+, got "x"$/);
      expect(issue, pattern).not.toContain(pattern);
    }
  });
});

describe("a key a schema refuses (propertyNames) is named, with what is wrong with it", () => {
  it.each<[string, SchemaName, unknown, string[]]>([
    [
      "an invisible character in a fields key: the key is not shown, the character is named",
      "fields",
      { "na\u200bme": "Dana" },
      [
        "f: /<a key of 5 characters, not shown>: the key must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers), got U+200B at character 3",
      ],
    ],
    [
      "a fields key of only separators",
      "fields",
      { _: "Dana" },
      ['f: /_: the key must be a single line with at least one character other than whitespace or "_", got "_"'],
    ],
    [
      "a key the pointer does not show is not quoted in what was found either",
      "fields",
      { " \t ": "Dana" },
      [
        "f: /<a key of 3 characters, not shown>: the key must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers), got U+0009 at character 2",
        'f: /<a key of 3 characters, not shown>: the key must be a single line with at least one character other than whitespace or "_", got text (3 characters, not shown)',
      ],
    ],
    [
      "an invisible character in an alias",
      "config",
      { keyAliases: { "a\u200bb": "c" } },
      [
        "f: /keyAliases/<a key of 3 characters, not shown>: the key must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers), got U+200B at character 2",
      ],
    ],
  ])("%s", (_name, schema, data, expected) => {
    expect(issues(schema, data, "f")).toEqual(expected);
  });
});

describe("SchemaRegistry", () => {
  const SCHEMA = obj({ n: { type: "number" }, s: { type: "string" } }, { required: ["n"] });
  const full = createAjv().compile(SCHEMA);
  const check = createAjv({ allErrors: false, verbose: false }).compile(SCHEMA);
  const registry = (withChecks: boolean) => {
    const asked: string[] = [];
    const r = new SchemaRegistry(
      (name) => {
        asked.push(`all errors of ${name}`);
        return full;
      },
      withChecks
        ? (name) => {
            asked.push(`first error of ${name}`);
            return check;
          }
        : undefined,
    );
    return { r, asked };
  };

  it("valid data is checked by the first-error validator alone and comes back itself", () => {
    const { r, asked } = registry(true);
    const data = { n: 1 };
    const result = r.validate("config", data, "c.yaml");
    expect(result).toEqual({ ok: true, value: data });
    expect((result as { value: unknown }).value).toBe(data);
    expect(asked).toEqual(["first error of config"]);
  });

  it("invalid data is validated again with every error, for the full list of issues", () => {
    const { r, asked } = registry(true);
    expect(r.validate("config", { s: 1 }, "c.yaml")).toEqual({
      ok: false,
      issues: ["c.yaml: /n: is required (missing)", "c.yaml: /s: must be string, got 1"],
    });
    expect(asked).toEqual(["first error of config", "all errors of config"]);
  });

  it("without first-error validators the full ones decide alone, either way", () => {
    const { r, asked } = registry(false);
    const data = { n: 2, s: "x" };
    expect((r.validate("rules", data, "r.yaml") as { value: unknown }).value).toBe(data);
    expect(r.validate("rules", {}, "r.yaml")).toEqual({ ok: false, issues: ["r.yaml: /n: is required (missing)"] });
    expect(asked).toEqual(["all errors of rules", "all errors of rules"]);
  });

  it("a validator that refuses without saying why gives no issues rather than invented ones", () => {
    const silent = Object.assign(() => false, { errors: null }) as unknown as ValidateFunction;
    expect(new SchemaRegistry(() => silent).validate("config", {}, "c.yaml")).toEqual({ ok: false, issues: [] });
    expect(formatAjvErrors([], {}, "c.yaml")).toEqual([]);
  });
});

// Not under mutation: ajv-cli checks schemas/ in a process of its own.
describe.skipIf(UNDER_MUTATION)("the documented ajv-cli command", () => {
  const ajv = join(ROOT, "node_modules", ".bin", "ajv");
  const run = (...args: string[]) => spawnSync(ajv, args, { cwd: ROOT, encoding: "utf8" });
  const dir = tempDir("brain-ajv-");
  const good = join(dir, "good.json");
  const bad = join(dir, "bad.json");
  writeFileSync(good, JSON.stringify([GOOD, { ...GOOD, key: "job-title", provenance: "human", supersedes: "680d9b5c23d9" }]));
  writeFileSync(bad, JSON.stringify([GOOD, GOOD, GOOD, { ...GOOD, observed_date: "2026-02-30" }]));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const command = ["validate", "--spec=draft2020", "-c", "ajv-formats", "-s", "schemas/candidates.schema.json", "-d"];

  it("accepts a valid candidates file (exit 0)", () => {
    const r = run(...command, good);
    expect(r.stdout + r.stderr).toContain(`${good} valid`);
    expect(r.status).toBe(0);
  });

  it("rejects an impossible date (non-zero exit, naming the pointer)", () => {
    const r = run(...command, bad, "--errors=text");
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain(`${bad} invalid`);
    expect(r.stderr).toContain('data/3/observed_date must match format "date"');
  });

  it("needs -c ajv-formats: without it the date format is unknown and nothing validates", () => {
    const r = run("validate", "--spec=draft2020", "-s", "schemas/candidates.schema.json", "-d", good);
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('unknown format "date"');
  });
});

// Not under mutation: Stryker's sandbox marks every source file \`// @ts-nocheck\`, so the file there
// is not what the generator writes (and the generator is not mutated).
describe.skipIf(UNDER_MUTATION)("generated types", () => {
  it("src/core/schema-types.ts is what scripts/gen-types.mjs generates from the schemas", async () => {
    const script = pathToFileURL(join(ROOT, "scripts", "gen-types.mjs")).href;
    const { generate } = (await import(script)) as { generate: () => Promise<string> };
    const committed = readFileSync(join(ROOT, "src", "core", "schema-types.ts"), "utf8");
    expect(committed === (await generate()), "src/core/schema-types.ts is out of date: run npm run gen:types").toBe(true);
  });
});

describe("validator agreement covers every schema", () => {
  // Runs after the tables above (vitest runs a file's tests in order).
  it.each(SCHEMA_NAMES)("%s: valid and invalid examples were checked by all three validators", (name) => {
    expect({ good: checked.good.has(name), bad: checked.bad.has(name) }).toEqual({ good: true, bad: true });
  });
});
