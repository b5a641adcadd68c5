import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeValue } from "../../src/core/normalize.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import { sourceIdentity } from "../../src/core/provenance.js";
import type { Fact } from "../../src/core/schema-types.js";
import { type Observation, ProfileState } from "../../src/diff/profile-state.js";
import { runs } from "../helpers/runs.js";

// ProfileState answers every question from indexes it keeps up to date through each operation.
// These tests drive random sequences of operations and compare every answer with a scan of the
// facts the state holds, so an index that falls out of step with the facts fails here.

const RUNS = { seed: 20261201, numRuns: runs(300) };
const KEYS = ["employer", "title", "city"] as const;
// Several spellings of one normalized value, so lookups go through normalization.
const VALUES = ["Acme", "acme", " ACME ", "Globex", "globex  corp", "Globex Corp", "Zürich", "ZÜRICH", "Straße", "STRASSE"] as const;
// Operator statements compare by their folded label: "human:Call A" and "human:call a" are one source.
const SOURCES = ["published:p1", "published:p2", "published:p3", "human:Call A", "human:call a", "human:c2"] as const;
const STATUSES = ["active", "active", "superseded", "retired"] as const;

interface Op {
  kind: "add" | "bump" | "supersede" | "merge" | "supersedeBy" | "retire" | "promote";
  pick: number;
  other: number;
  key: number;
  value: number;
  source: number;
}

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom("add", "bump", "supersede", "merge", "supersedeBy", "retire", "promote"),
  pick: fc.nat(50),
  other: fc.nat(50),
  key: fc.nat(KEYS.length - 1),
  value: fc.nat(VALUES.length - 1),
  source: fc.nat(SOURCES.length - 1),
});

const initialArb = fc.array(
  fc.record({
    key: fc.nat(KEYS.length - 1),
    value: fc.nat(VALUES.length - 1),
    sources: fc.uniqueArray(fc.nat(SOURCES.length - 1), { minLength: 1, maxLength: 3 }),
    status: fc.constantFrom(...STATUSES),
  }),
  { maxLength: 12 },
);

/** A profile as the parser would give it; two active facts of one key never hold one normalized value (propose never makes such a pair). */
function profileOf(spec: { key: number; value: number; sources: number[]; status: (typeof STATUSES)[number] }[]): ProfileDoc {
  const facts: Fact[] = [];
  spec.forEach((s, i) => {
    const key = KEYS[s.key]!;
    const value = VALUES[s.value]!;
    const status = s.status;
    if (status === "active" && facts.some((f) => f.status === "active" && f.key === key && normalizeValue(f.value) === normalizeValue(value))) return;
    // One source once: "human:Call A" and "human:call a" are the same statement.
    const sources = [...new Map(s.sources.map((n) => [sourceIdentity(SOURCES[n]!), SOURCES[n]!])).values()];
    facts.push({
      id: `f${i}`,
      kind: "observed",
      layer: "dynamic",
      key,
      value,
      provenance: "published",
      sources,
      first_seen: "2026-01-01",
      last_seen: "2026-01-01",
      evidence_count: sources.length,
      status,
      ...(status === "superseded" ? { superseded_by: "f0", superseded_on: "2026-01-02" } : {}),
      ...(status === "retired" ? { retired_on: "2026-01-02", retired_reason: "gone" } : {}),
    });
  });
  return { title: "Test", facts };
}

const observed = (s: ProfileState) => s.facts().filter((f) => f.kind === "observed");
const activeOf = (s: ProfileState, key: string) => observed(s).filter((f) => f.status === "active" && f.key === key);
const norm = (f: Fact) => normalizeValue(f.value);

/** Runs one operation the way the classifier would (only on facts it may change); returns false when it did not apply. */
function run(s: ProfileState, op: Op, n: number): boolean {
  const obs: Observation = { source: SOURCES[op.source]!, observed_date: "2026-02-01", provenance: "published" };
  const key = KEYS[op.key]!;
  const value = VALUES[op.value]!;
  const active = observed(s).filter((f) => f.status === "active");
  const target = active[op.pick % Math.max(active.length, 1)];
  const holder = activeOf(s, key).find((f) => norm(f) === normalizeValue(value));
  switch (op.kind) {
    case "add":
      if (holder) return false;
      s.add(`n${n}`, key, value, obs);
      return true;
    case "bump":
      if (!target || target.sources.some((x) => sourceIdentity(x) === sourceIdentity(obs.source))) return false;
      s.bump(target.id, obs);
      return true;
    case "supersede": {
      if (!target) return false;
      const taken = activeOf(s, target.key).some((f) => norm(f) === normalizeValue(value));
      if (taken) return false;
      s.supersede(target.id, `a${n}`, value, obs);
      return true;
    }
    case "merge": {
      if (!target) return false;
      const others = activeOf(s, target.key).filter((f) => f.id !== target.id);
      const into = others[op.other % Math.max(others.length, 1)];
      if (!into) return false;
      s.merge(target.id, `a${n}`, into.id, obs);
      return true;
    }
    case "supersedeBy": {
      if (!target) return false;
      const others = activeOf(s, target.key).filter((f) => f.id !== target.id);
      const kept = others[op.other % Math.max(others.length, 1)];
      if (!kept) return false;
      s.supersedeBy(target.id, kept.id, "2026-02-02");
      return true;
    }
    case "retire":
      if (!target) return false;
      s.retire(target.id, "2026-02-02", "gone");
      return true;
    case "promote":
      if (!target) return false;
      s.promote(target.id);
      return true;
  }
}

/** Every answer of the indexes, checked against a scan of the facts. */
function checkAnswers(s: ProfileState): void {
  for (const key of KEYS) {
    const active = activeOf(s, key);
    expect(s.activeCount(key)).toBe(active.length);
    // Oldest first: the order in which the facts became active is the order of the list.
    expect(s.activeFor(key).map((f) => f.id)).toEqual(active.map((f) => f.id));
    for (const value of VALUES) {
      const v = normalizeValue(value);
      expect(s.activeWithValue(key, v)?.id).toBe(active.find((f) => norm(f) === v)?.id);
      for (const source of SOURCES) {
        const holding = observed(s).filter((f) => f.key === key && norm(f) === v && f.sources.some((x) => sourceIdentity(x) === sourceIdentity(source)));
        const found = s.evidencedBy(key, v, source);
        // An active fact answers first; without one, some archived or retired fact the source evidenced.
        const live = holding.find((f) => f.status === "active");
        if (live) expect(found?.id).toBe(live.id);
        else if (holding.length === 0) expect(found).toBeUndefined();
        else expect(holding.map((f) => f.id)).toContain(found?.id);
      }
    }
  }
  for (const f of s.facts()) expect(s.get(f.id)).toBe(f);
}

/** A look-alike form that several values share ("acme", "globex", "globex corp"), so a form holds one id or a set of them. */
const formOf = (value: string) => {
  const first = normalizeValue(value).charAt(0);
  return "ag".includes(first) ? "ag" : first;
};
const FORMS = [...new Set(VALUES.map(formOf))];

/** The look-alike index against a scan: the first active fact of a form (oldest first), other than the one asking. */
function checkLookalikes(s: ProfileState): void {
  for (const key of KEYS) {
    const active = s.activeFor(key);
    for (const form of FORMS) {
      for (const except of [undefined, ...active.map((f) => f.id)]) {
        expect(s.lookalike(key, form, formOf, except)?.id).toBe(active.find((f) => formOf(f.value) === form && f.id !== except)?.id);
      }
    }
  }
}

describe("ProfileState indexes against a scan of the facts", () => {
  it.each([false, true])("random add/bump/supersede/merge/supersedeBy/retire/promote sequences (adopt %s)", (adopt) => {
    fc.assert(
      fc.property(initialArb, fc.array(opArb, { maxLength: 30 }), fc.nat(30), (initial, ops, checkAt) => {
        const doc = profileOf(initial);
        const before = structuredClone(doc);
        const s = new ProfileState(doc, { adopt });
        let n = 0;
        ops.forEach((op, i) => {
          if (run(s, op, n)) n++;
          // Answers asked in the middle index some keys before later operations change them.
          if (i === checkAt) {
            checkAnswers(s);
            checkLookalikes(s);
          }
        });
        checkAnswers(s);
        checkLookalikes(s);
        // Without adopt the input is never changed; with it the input is the state's own list.
        if (!adopt) expect(doc).toEqual(before);
        else expect(doc.facts).toBe(s.facts());
      }),
      RUNS,
    );
  });

  it("adopting the profile gives the same answers and the same profile as copying it", () => {
    fc.assert(
      fc.property(initialArb, fc.array(opArb, { maxLength: 30 }), (initial, ops) => {
        const [copied, adopted] = [false, true].map((adopt) => {
          const s = new ProfileState(profileOf(initial), { adopt });
          let n = 0;
          for (const op of ops) if (run(s, op, n)) n++;
          return s;
        });
        expect(adopted!.toDoc()).toEqual(copied!.toDoc());
      }),
      RUNS,
    );
  });

  it("a value with more sources than the small-array form holds still answers each source (the Map form)", () => {
    const s = new ProfileState({ title: "T", facts: [] });
    s.add("x1", "employer", "Acme", { source: "published:s0", observed_date: "2026-01-01", provenance: "published" });
    for (let i = 1; i < 40; i++) s.bump("x1", { source: `published:s${i}`, observed_date: "2026-01-01", provenance: "published" });
    for (let i = 0; i < 40; i++) expect(s.evidencedBy("employer", "acme", `published:s${i}`)?.id).toBe("x1");
    expect(s.evidencedBy("employer", "acme", "published:s40")).toBeUndefined();
    // After a supersede the evidence follows the archived fact, in both forms.
    s.supersede("x1", "x1-old", "Globex", { source: "published:t", observed_date: "2026-01-02", provenance: "published" });
    expect(s.evidencedBy("employer", "acme", "published:s39")?.id).toBe("x1-old");
    expect(s.evidencedBy("employer", "globex", "published:t")?.id).toBe("x1");
    expect(s.activeWithValue("employer", "acme")).toBeUndefined();
  });
});
