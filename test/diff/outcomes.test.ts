/**
 * The outcome table (src/diff/outcomes.ts): every outcome kind the rules schema names has one
 * entry with every part, and each layer that walks a diff — applyDiff, pending-diff.md, the
 * terminal review, explain — finds every operation of a batch that has every kind, under the
 * outcome the trace says decided it. The compiler already refuses a missing part; these tests catch
 * a walk that silently skips a kind at run time.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mintConflictId, mintEntityId } from "../../src/core/mint-id.js";
import { serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { DIFF_FORMAT } from "../../src/diff/diff-format.js";
import { explainFact } from "../../src/diff/explain-fact.js";
import { OPERATIONS } from "../../src/diff/operations.js";
import { candidateOperations, factOperations, OUTCOMES } from "../../src/diff/outcomes.js";
import { proposeWithResult } from "../../src/diff/propose-diff.js";
import { renderDiffMarkdown } from "../../src/diff/render-diff-md.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { CANDIDATE_GUARDS, FACT_GUARDS } from "../../src/rules/guards.js";
import { observedFact } from "../helpers/builders.js";
import { ROOT } from "../helpers/cli.js";
import { EVERY_OUTCOME_BATCH, EVERY_OUTCOME_FACTS } from "../helpers/every-outcome.js";
import { recordsCitedBy } from "../helpers/records.js";

const TODAY = "2026-06-01";
const E = (key: string) => mintEntityId({ kind: "observed", key });

/** The outcome names of each scope as the rules schema lists them: the table is checked against the schema, not against itself. */
function schemaOutcomes(): { candidate: string[]; fact: string[] } {
  const schema = JSON.parse(readFileSync(join(ROOT, "schemas", "rules.schema.json"), "utf8")) as { $defs: Record<string, { enum?: string[] }> };
  const enums = Object.values(schema.$defs).flatMap((d) => (d.enum ? [d.enum] : []));
  const candidate = enums.find((e) => e.includes("supersede"));
  const fact = enums.find((e) => e.includes("promote"));
  if (!candidate || !fact) throw new Error("rules.schema.json: no outcome enumerations found");
  return { candidate, fact };
}

describe("the outcome table", () => {
  const { candidate, fact } = schemaOutcomes();
  const lists = new Set(OPERATIONS.map((op) => op.list));

  it("has one entry per outcome of the rules schema, and no other", () => {
    expect(Object.keys(OUTCOMES).sort()).toEqual([...candidate, ...fact].sort());
  });

  it.each(candidate)("candidate outcome %s: the rules' guard, a diff list, and every part", (kind) => {
    const spec = OUTCOMES[kind as keyof typeof OUTCOMES];
    expect(spec).toMatchObject({ kind, scope: "candidate", guard: CANDIDATE_GUARDS[kind as keyof typeof CANDIDATE_GUARDS] });
    expect(lists.has(spec.list)).toBe(true);
    for (const part of ["propose", "replay", "sortValue", "pendingLine", "reviewLines", "explain"])
      expect(typeof (spec as unknown as Record<string, unknown>)[part], part).toBe("function");
  });

  it.each(fact)("fact outcome %s: the rules' guard, a diff list, and every part", (kind) => {
    const spec = OUTCOMES[kind as keyof typeof OUTCOMES];
    expect(spec).toMatchObject({ kind, scope: "fact", guard: FACT_GUARDS[kind as keyof typeof FACT_GUARDS] });
    expect(lists.has(spec.list)).toBe(true);
    for (const part of ["propose", "replay", "sortValue", "pendingLine", "reviewLine", "explain"])
      expect(typeof (spec as unknown as Record<string, unknown>)[part], part).toBe("function");
  });
});

const PROFILE: ProfileDoc = { title: "Profile", facts: EVERY_OUTCOME_FACTS };
const BATCH = EVERY_OUTCOME_BATCH;

/** The outcome the trace says decided each candidate. */
const EXPECTED = ["reject", "bump", "duplicate", "supersede", "conflict", "add", "retire", "resolve"];

async function everyKind(): Promise<{ diff: ProfileDiff; next: ProfileDoc }> {
  return proposeWithResult({
    current: structuredClone(PROFILE),
    base: "0".repeat(64),
    candidates: BATCH,
    rules: loadRuleSet(null),
    config: resolveConfig({}),
    today: TODAY,
    records: recordsCitedBy(BATCH, PROFILE.facts),
  });
}

describe("a diff with every outcome kind, walked by each layer", () => {
  it("covers every outcome kind of the rules schema", () => {
    const { candidate, fact } = schemaOutcomes();
    expect([...new Set(EXPECTED)].sort()).toEqual([...candidate].sort());
    expect(fact.sort()).toEqual(["decay-flag", "promote"]);
  });

  it("propose decides each candidate as planned, promotes and flags, and writes the current format", async () => {
    const { diff } = await everyKind();
    expect(diff.format).toBe(DIFF_FORMAT);
    expect(diff.trace.filter((t) => t.candidate !== undefined).map((t) => t.outcome)).toEqual(EXPECTED);
    expect(diff.promotions.map((p) => p.id)).toEqual([E("job-title")]);
    expect(diff.staleFlags.map((f) => f.id)).toEqual([E("tools")]);
  });

  it("the walk finds one operation per candidate, in candidate order, under the outcome the trace names; and every fact outcome", async () => {
    const { diff } = await everyKind();
    expect(candidateOperations(diff).map((op) => [op.entry.candidate, op.spec.kind])).toEqual(EXPECTED.map((kind, i) => [i, kind]));
    expect(factOperations(diff).map((op) => [op.spec.kind, op.entry.id])).toEqual([
      ["promote", E("job-title")],
      ["decay-flag", E("tools")],
    ]);
  });

  it("applyDiff replays every kind to the profile propose derived", async () => {
    const { diff, next } = await everyKind();
    expect(serializeProfile(applyDiff(PROFILE, diff))).toBe(serializeProfile(next));
  });

  it("pending-diff.md lists every operation in its outcome's section", async () => {
    const { diff } = await everyKind();
    const md = renderDiffMarkdown(diff, { applyCommand: "brain consolidate --apply --confirm" });
    const sections = [
      "Additions",
      "Evidence bumps",
      "Promotions",
      "Conflicts",
      "Supersessions",
      "Retirements",
      "Resolutions",
      "Stale facts",
      "Rejected",
      "Duplicates",
    ];
    const at = sections.map((title) => md.indexOf(`\n## ${title}\n`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const op of candidateOperations(diff)) {
      const line = op.spec.pendingLine(op.entry, {
        diff,
        why: () => "",
        mark: () => "",
        agentMark: () => "",
        promotionMark: () => "",
        agentCandidate: () => false,
      });
      expect(md, op.spec.kind).toContain(line.split(" — ")[0]);
    }
  });

  it("the terminal review has a line for every operation", async () => {
    const { diff } = await everyKind();
    const ctx = { conflictOf: (n: number) => diff.conflicts.find((x) => x.incoming.some((i) => i.candidate === n)), agentPromotion: () => false };
    for (const op of candidateOperations(diff)) expect(op.spec.reviewLines(op.entry, ctx).length, op.spec.kind).toBeGreaterThan(0);
    const conflict = candidateOperations(diff).find((op) => op.spec.kind === "conflict")!;
    expect(conflict.spec.reviewLines(conflict.entry, ctx)).toEqual([
      `adds a conflicting value city: Amsterdam as ${mintConflictId({ kind: "observed", key: "city", value: "Amsterdam" })}`,
      `conflicts with Rotterdam (${E("city")}) — both kept`,
    ]);
    expect(factOperations(diff).map((op) => op.spec.reviewLine(op.entry, ctx))).toHaveLength(2);
  });

  it("explain tells every kind in the life of the fact it touched", async () => {
    const { diff, next } = await everyKind();
    const applies = [{ at: "2026-06-01T10:00:00.000Z", diff }];
    const ops = (id: string) => explainFact(id, next, applies)?.events.map((e) => e.op);
    expect(ops(E("job-title"))).toEqual(["bump", "promote"]);
    expect(ops(E("tools"))).toEqual(["duplicate", "stale-flag"]);
    // The id has held the old value too: its supersession, then the winner taking the id.
    expect(ops(E("employer"))).toEqual(["superseded", "supersede"]);
    expect(ops(E("city"))).toEqual(["conflicted"]);
    expect(ops(mintConflictId({ kind: "observed", key: "city", value: "Amsterdam" }))).toEqual(["conflict"]);
    expect(ops(E("primary-expertise"))).toEqual(["add"]);
    expect(ops(E("side-project"))).toEqual(["retire"]);
    expect(ops(E("language"))).toEqual(["resolve"]);
    expect(ops(mintConflictId({ kind: "observed", key: "language", value: "English" }))).toEqual(["superseded"]);
    // The rejected candidate is about a fact no profile holds: explain tells it for a fact of its key and value.
    const tone: Fact = observedFact("tone", "Visionary", ["published:p9"]);
    expect(explainFact(tone.id, { title: "Profile", facts: [...next.facts, tone] }, applies)?.events.map((e) => e.op)).toEqual(["reject"]);
  });
});

describe("an outcome handed a step its guard should have refused", () => {
  // The runtime guard proves each of these present before the outcome runs: a missing one is a bug in brain, told as such.
  it.each([
    ["bump", "an active fact holding the value"],
    ["duplicate", "the fact this source evidenced"],
    ["supersede", "a target"],
    ["retire", "a target"],
    ["resolve", "a kept fact"],
  ] as const)("%s fails as an internal error naming what it lacks (%s)", (kind, what) => {
    expect(() => OUTCOMES[kind].propose({} as never)).toThrow(new Error(`internal: the runtime guard admitted an outcome without ${what}`));
  });
});
