import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysBetween } from "../../src/core/dates.js";
import { mintEntityId } from "../../src/core/mint-id.js";
import { normalizeKey, normalizeValue } from "../../src/core/normalize.js";
import { parseProfile, serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { BrainConfig, Candidate, Fact, ProfileDiff, ValueCandidate } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { schemas } from "../../src/io/schemas.js";
import { recordsView } from "../helpers/records.js";
import { runs } from "../helpers/runs.js";

const RULES = loadRuleSet(null);
const RUNS = { seed: 20260601, numRuns: runs(200) };

// A small alphabet, so that keys and values collide often: bumps, duplicates, conflicts and
// supersedes all happen in most batches ("Job Title" and "job-title" are one key; "head  of ai"
// and "Head of AI", "Director" and "ＤＩＲＥＣＴＯＲ" are one value).
const KEYS = ["job-title", "Job Title", "employer", "primary_expertise", "tone"] as const;
const VALUES = ["Head of AI", "head  of ai", "Policy Lead", "Director", "ＤＩＲＥＣＴＯＲ"] as const;
const SOURCES = ["published:p1", "published:p2", "published:p3", "human:c1", "human:c2"] as const;
const FRESH_DATES = ["2026-03-10", "2026-04-01", "2026-05-15", "2026-06-01"] as const;
const ALL_DATES = ["2025-09-01", "2026-01-10", ...FRESH_DATES] as const;
const BOGUS = "bogus0000001";

const SEED: Fact = {
  id: mintEntityId({ kind: "profile-field", key: "job-title" }),
  kind: "profile-field",
  layer: "static",
  key: "job-title",
  value: "Head of AI",
  provenance: "human",
  sources: ["fields.yaml"],
  first_seen: "2026-01-01",
  last_seen: "2026-01-01",
  evidence_count: 1,
  status: "active",
};
const PUBLISHED_RECORDS = recordsView(Object.fromEntries(SOURCES.filter((s) => s.startsWith("published:")).map((s) => [s, "published"])));
const START: ProfileDoc = { title: "Profile", facts: [SEED] };

/** Where a candidate's `supersedes` points; resolved against the profile once it exists. */
type Target = { real: number } | { entity: (typeof KEYS)[number] } | "own" | "bogus" | undefined;
type Draft = Omit<ValueCandidate, "supersedes"> & { target: Target };

// Only provenance human may cite a human:<label> statement (a shipped rule rejects anything else
// that does), so a learnable draft citing one is the operator's: these properties are about
// classification, not about that rule (test/diff/operator-statements.test.ts is).
const draftArb = (provenance: fc.Arbitrary<Candidate["provenance"]>, dates: readonly string[]): fc.Arbitrary<Draft> =>
  fc
    .record({
      key: fc.constantFrom(...KEYS),
      value: fc.constantFrom(...VALUES),
      provenance,
      source: fc.constantFrom(...SOURCES),
      observed_date: fc.constantFrom(...dates),
      target: fc.option(
        fc.oneof(
          { arbitrary: fc.record({ real: fc.nat(50) }), weight: 3 },
          // The primary fact of the candidate's own key: the usual, well-formed temporal update.
          { arbitrary: fc.constant("own" as const), weight: 3 },
          { arbitrary: fc.record({ entity: fc.constantFrom(...KEYS) }), weight: 1 },
          fc.constant("bogus" as const),
        ),
        { nil: undefined, freq: 2 },
      ),
    })
    .map((d) => (d.source.startsWith("human:") && d.provenance === "published" ? { ...d, provenance: "human" as const } : d));

const learnable = fc.constantFrom<Candidate["provenance"]>("published", "published", "human", "ai-draft");
const batchArb = (provenance = learnable, dates: readonly string[] = ALL_DATES) => fc.array(draftArb(provenance, dates), { maxLength: 10 });

function resolve(drafts: readonly Draft[], profile: ProfileDoc): ValueCandidate[] {
  return drafts.map(({ target, ...c }) => {
    if (target === undefined) return c;
    let supersedes: string;
    if (target === "bogus") supersedes = BOGUS;
    else if (target === "own") supersedes = mintEntityId({ kind: "observed", key: normalizeKey(c.key) });
    else if ("entity" in target) supersedes = mintEntityId({ kind: "observed", key: normalizeKey(target.entity) });
    else supersedes = profile.facts[target.real % profile.facts.length]!.id;
    return { ...c, supersedes };
  });
}

function propose(current: ProfileDoc, candidates: readonly Candidate[], today: string, config: BrainConfig = {}): Promise<ProfileDiff> {
  // These properties are about classification, not about whether a source names a record: the
  // random batches cite published:p1 with any provenance, so source checking is off on purpose
  // (every published:<id> is a published record: nothing is stored as published without one).
  return proposeDiff({
    current,
    base: "0".repeat(64),
    candidates,
    rules: RULES,
    config: resolveConfig({ requireKnownSources: false, ...config }),
    today,
    records: PUBLISHED_RECORDS,
  });
}

/** A realistic starting profile: a seed plus whatever an earlier (applied) batch taught. */
async function profileFrom(earlier: readonly Draft[]): Promise<ProfileDoc> {
  const candidates = resolve(earlier, START);
  return applyDiff(START, await propose(START, candidates, "2026-06-01"));
}

const todayArb = fc.constantFrom("2026-06-01", "2026-07-15", "2026-12-01");

const OPERATIONS = ["additions", "evidenceBumps", "promotions", "conflicts", "supersedes", "staleFlags"] as const;

describe("properties of proposeDiff + applyDiff on random batches", () => {
  it("an ai-draft-only batch gives an empty diff: every candidate rejected, nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(batchArb(learnable, FRESH_DATES), batchArb(fc.constant("ai-draft"), FRESH_DATES), async (earlier, drafts) => {
        const profile = await profileFrom(earlier);
        const diff = await propose(profile, resolve(drafts, profile), "2026-06-01");
        for (const list of OPERATIONS) expect(diff[list], list).toEqual([]);
        expect(diff.rejected.map((r) => r.candidate)).toEqual(drafts.map((_, i) => i));
        expect(diff.trace.map((t) => t.outcome)).toEqual(drafts.map(() => "reject"));
        expect([diff.duplicates, diff.warnings]).toEqual([[], []]);
      }),
      RUNS,
    );
  });

  it("an ai-draft candidate never changes an outcome of the learnable ones around it", async () => {
    await fc.assert(
      fc.asyncProperty(batchArb(), batchArb(), todayArb, async (earlier, drafts, today) => {
        const profile = await profileFrom(earlier);
        const candidates = resolve(drafts, profile);
        const withDrafts = await propose(profile, candidates, today);
        const kept = candidates.map((c, i) => [c, i] as const).filter(([c]) => c.provenance !== "ai-draft");
        const without = await propose(
          profile,
          kept.map(([c]) => c),
          today,
        );
        const renumber = <T extends { candidate: number }>(ops: T[]) => ops.map((op) => ({ ...op, candidate: kept[op.candidate]![1] }));
        expect(withDrafts.additions).toEqual(renumber(without.additions));
        expect(withDrafts.evidenceBumps).toEqual(renumber(without.evidenceBumps));
        expect(withDrafts.conflicts).toEqual(without.conflicts.map((c) => ({ ...c, incoming: renumber(c.incoming) })));
        expect(withDrafts.supersedes).toEqual(renumber(without.supersedes));
        expect([withDrafts.promotions, withDrafts.staleFlags]).toEqual([without.promotions, without.staleFlags]);
        // The drafts are rejected, and exactly what is rejected without them (a session's supersedes of a seed).
        const draftAt = candidates.flatMap((c, i) => (c.provenance === "ai-draft" ? [i] : []));
        expect(withDrafts.rejected.map((r) => r.candidate)).toEqual([...draftAt, ...renumber(without.rejected).map((r) => r.candidate)].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it("no fact is ever lost: every id survives (active or archived) and new ids are unique", async () => {
    const seen = { additions: 0, evidenceBumps: 0, conflicts: 0, supersedes: 0, promotions: 0, staleFlags: 0, warnings: 0, duplicates: 0 };
    await fc.assert(
      fc.asyncProperty(batchArb(), batchArb(), todayArb, async (earlier, drafts, today) => {
        const before = await profileFrom(earlier);
        const diff = await propose(before, resolve(drafts, before), today);
        for (const k of Object.keys(seen) as (keyof typeof seen)[]) seen[k] += diff[k].length;
        expect(schemas().validate("diff", diff, "diff")).toEqual({ ok: true, value: diff });
        const after = applyDiff(before, diff);
        const byId = new Map(after.facts.map((f) => [f.id, f]));
        expect(byId.size).toBe(after.facts.length);

        const archived = new Map(diff.supersedes.map((s) => [s.old.id, s.old.archived_id]));
        // A supersede that resolves a conflict also retires the fact that held the winning value.
        const merged = new Set(diff.supersedes.flatMap((s) => (s.merged ? [s.merged.id] : [])));
        for (const f of before.facts) {
          expect(byId.has(f.id), f.id).toBe(true);
          // The fact's content lives on under its own id, or under its archival id once superseded.
          const kept = byId.get(archived.get(f.id) ?? f.id)!;
          expect([kept.key, kept.value, kept.kind]).toEqual([f.key, f.value, f.kind]);
          expect(kept.sources.slice(0, f.sources.length)).toEqual(f.sources);
          expect(kept.status).toBe(archived.has(f.id) || merged.has(f.id) ? "superseded" : f.status);
        }
        const newIds = after.facts.map((f) => f.id).filter((id) => !before.facts.some((f) => f.id === id));
        expect(newIds.sort()).toEqual([...diff.additions.map((a) => a.id), ...archived.values()].sort());
        expect(parseProfile(serializeProfile(after))).toEqual(after);
      }),
      // Its full count under mutation too: the check below needs it.
      { ...RUNS, numRuns: 200 },
    );
    // The alphabet is small on purpose; make sure every kind of outcome was actually exercised.
    for (const [k, n] of Object.entries(seen)) expect(n, k).toBeGreaterThan(20);
  });

  it("evidence never decreases for a fact that stays active with the same value; seeds never change", async () => {
    await fc.assert(
      fc.asyncProperty(batchArb(), batchArb(), todayArb, async (earlier, drafts, today) => {
        const before = await profileFrom(earlier);
        const after = applyDiff(before, await propose(before, resolve(drafts, before), today));
        const byId = new Map(after.facts.map((f) => [f.id, f]));
        for (const f of before.facts) {
          const g = byId.get(f.id)!;
          if (f.kind === "profile-field") expect(g).toEqual(f);
          if (g.status !== "active" || normalizeValue(g.value) !== normalizeValue(f.value)) continue;
          expect(g.evidence_count).toBeGreaterThanOrEqual(f.evidence_count);
          expect(g.evidence_count).toBe(new Set(g.sources).size);
          expect(g.first_seen <= f.first_seen && g.last_seen >= f.last_seen).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("re-proposing an applied batch learns nothing new on every key the batch did not supersede on", async () => {
    let strict = 0;
    await fc.assert(
      fc.asyncProperty(batchArb(), batchArb(), todayArb, async (earlier, drafts, today) => {
        const before = await profileFrom(earlier);
        const candidates = resolve(drafts, before);
        const first = await propose(before, candidates, today);
        const applied = applyDiff(before, first);
        const again = await propose(applied, candidates, today);
        // A value retired by a supersede in the batch is no longer active, so candidates that
        // asserted it are classified anew on that key (it comes back as a conflict, or even
        // supersedes the winner back); every other key must come out untouched.
        const superseded = new Set(first.supersedes.map((s) => s.key));
        const learned = [...again.additions, ...again.evidenceBumps, ...again.promotions, ...again.conflicts, ...again.supersedes];
        for (const op of learned) expect(superseded.has(op.key), JSON.stringify(op)).toBe(true);
        if (superseded.size === 0) strict++;
      }),
      RUNS,
    );
    expect(strict).toBeGreaterThan(RUNS.numRuns / 4);
  });

  it("every candidate gets exactly one outcome, named in the trace", async () => {
    await fc.assert(
      fc.asyncProperty(batchArb(), batchArb(), todayArb, async (earlier, drafts, today) => {
        const profile = await profileFrom(earlier);
        const candidates = resolve(drafts, profile);
        const diff = await propose(profile, candidates, today);
        const outcomes = [
          ...diff.additions.map((a) => [a.candidate, a.conflict ? "conflict" : "add"] as const),
          ...diff.evidenceBumps.map((b) => [b.candidate, "bump"] as const),
          ...diff.supersedes.map((s) => [s.candidate, "supersede"] as const),
          ...diff.rejected.map((r) => [r.candidate, "reject"] as const),
          ...diff.duplicates.map((d) => [d.candidate, "duplicate"] as const),
        ].sort((a, b) => a[0] - b[0]);
        const traced = diff.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate, t.outcome] as const);
        expect(outcomes).toEqual(traced);
        expect(traced.map(([i]) => i)).toEqual(candidates.map((_, i) => i));
        expect(new Set(diff.conflicts.map((c) => c.key)).size).toBe(diff.conflicts.length);
        for (const c of diff.conflicts) {
          for (const inc of c.incoming)
            expect(diff.additions.find((a) => a.candidate === inc.candidate)).toMatchObject({ id: inc.id, key: c.key, conflict: true });
        }
      }),
      RUNS,
    );
  });
});

describe("thresholds are data: a config change changes outcomes with no code change", () => {
  const facts = (n: number, lastSeen: string): Fact[] => [
    {
      ...SEED,
      id: mintEntityId({ kind: "observed", key: "primary-expertise" }),
      kind: "observed",
      layer: "dynamic",
      key: "primary-expertise",
      value: "AI governance",
      provenance: "published",
      sources: Array.from({ length: n }, (_, i) => `published:p${i}`),
      evidence_count: n,
      last_seen: lastSeen,
    },
  ];

  it.each([
    { config: {}, promotions: 0, stale: 1 },
    { config: { promoteThreshold: 2 }, promotions: 1, stale: 0 },
    { config: { decayDays: 120 }, promotions: 0, stale: 0 },
    { config: { promoteThreshold: 2, decayDays: 120 }, promotions: 1, stale: 0 },
  ])("two sources, last seen 100 days ago, config $config → $promotions promotion(s), $stale stale flag(s)", async ({ config, promotions, stale }) => {
    const profile = { title: "Profile", facts: facts(2, "2026-02-21") };
    const diff = await propose(profile, [], "2026-06-01", config);
    expect(diff.promotions.map((p) => p.evidence_count)).toEqual(promotions ? [2] : []);
    expect(diff.staleFlags.map((s) => s.days_since_seen)).toEqual(stale ? [100] : []);
    expect(diff.config).toMatchObject({ promoteThreshold: 3, decayDays: 90, ...config });
  });

  it("promotions and stale flags follow promoteThreshold and decayDays exactly, and nothing else moves", async () => {
    await fc.assert(
      fc.asyncProperty(
        batchArb(),
        batchArb(),
        todayArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 300 }),
        async (earlier, drafts, today, promoteThreshold, decayDays) => {
          const before = await profileFrom(earlier);
          const candidates = resolve(drafts, before);
          const tuned = await propose(before, candidates, today, { promoteThreshold, decayDays });
          const stock = await propose(before, candidates, today);
          for (const list of ["additions", "evidenceBumps", "conflicts", "supersedes", "rejected", "duplicates", "warnings"] as const) {
            expect(tuned[list], list).toEqual(stock[list]);
          }
          // The oracle: the fact scope sees the profile as the candidates leave it.
          const decided = applyDiff(before, { ...tuned, promotions: [] }).facts.filter(
            (f) => f.kind === "observed" && f.status === "active" && f.layer === "dynamic",
          );
          // Invariant 2: independent observations, each record once and all human:<label> statements once together.
          const independent = (f: Fact) => f.sources.filter((x) => !x.startsWith("human:")).length + (f.sources.some((x) => x.startsWith("human:")) ? 1 : 0);
          const promote = decided.filter((f) => independent(f) >= promoteThreshold);
          // A fact this diff adds or bumps (a supersession's winner is added) is never flagged by it.
          const changed = new Set([...tuned.additions.map((a) => a.id), ...tuned.evidenceBumps.map((b) => b.id), ...tuned.supersedes.map((s) => s.winner.id)]);
          const stale = decided.filter((f) => independent(f) < promoteThreshold && daysBetween(f.last_seen, today) > decayDays && !changed.has(f.id));
          expect(tuned.promotions.map((p) => p.id).sort()).toEqual(promote.map((f) => f.id).sort());
          expect(tuned.staleFlags.map((s) => s.id).sort()).toEqual(stale.map((f) => f.id).sort());
        },
      ),
      RUNS,
    );
  });
});
