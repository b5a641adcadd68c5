import { observedFact, valueCandidate } from "../helpers/builders.js";
import { recordsCitedBy } from "../helpers/records.js";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { mintConflictId, mintEntityId } from "../../src/core/mint-id.js";
import { parseProfile, serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { Candidate, Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff, proposeWithResult, type ProposeInput, type RecordsView } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";

const RULES = loadRuleSet(null);
const TODAY = "2026-06-01";

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const E = (key: string) => mintEntityId({ kind: "observed", key });

const seed: Fact = {
  ...observedFact("name", "Ada Lovelace", ["fields.yaml"]),
  id: mintEntityId({ kind: "profile-field", key: "name" }),
  kind: "profile-field",
  layer: "static",
  provenance: "human",
};

const PROFILE: ProfileDoc = deepFreeze({
  title: "Profile of Ada — `brain`; test",
  facts: [
    seed,
    observedFact("job-title", "Policy Lead", ["published:p1"]),
    observedFact("primary-expertise", "AI governance", ["published:p1", "human:call-1"], { provenance: "human" }),
    observedFact("employer", "City of Rotterdam", ["published:p1"], { first_seen: "2026-01-01", last_seen: "2026-01-01" }),
    observedFact("tools", "Spread`sheets; a \\ b, c", ["published:p0"], { last_seen: "2026-01-02", first_seen: "2026-01-02" }),
  ],
});

const c = valueCandidate;

const CANDIDATES: Candidate[] = deepFreeze([
  c("primary-expertise", "ai governance", "published:p2"),
  c("Side Project", "Register toolkit — ünïcödé, `ticks`; semi", "published:p2"),
  c("job-title", "Head of AI", "human:call-2", { provenance: "human" }),
  c("employer", "Municipality of Utrecht", "published:p3", { supersedes: E("employer") }),
  c("tone", "Visionary", "ai-draft:x", { provenance: "ai-draft" }),
  c("job-title", "policy lead", "published:p1"),
]);

/** The ingested records the candidates above cite (evidence must name something real). */
const _RECORDS: RecordsView = {
  summary: { through: "2026-05-20T09:00:00.000Z", published: 4, sha256: "0".repeat(64) },
  known: new Map(["p0", "p1", "p2", "p3"].map((id) => [`published:${id}`, "published"])),
};

function input(current: ProfileDoc, candidates: readonly Candidate[] = CANDIDATES): ProposeInput {
  return {
    current: deepFreeze(current),
    base: "0".repeat(64),
    candidates: deepFreeze(candidates),
    rules: RULES,
    config: deepFreeze(resolveConfig({})),
    today: TODAY,
    records: recordsCitedBy(candidates, current.facts),
  };
}

function propose(current: ProfileDoc, candidates: readonly Candidate[] = CANDIDATES): Promise<ProfileDiff> {
  return proposeDiff(input(current, candidates));
}

describe("applyDiff is a pure projector", () => {
  it("never mutates its (deep-frozen) inputs and returns fresh fact objects", async () => {
    const snapshot = structuredClone(PROFILE);
    const diff = deepFreeze(await propose(PROFILE));
    const diffSnapshot = structuredClone(diff);
    const after = applyDiff(PROFILE, diff);
    expect(PROFILE).toEqual(snapshot);
    expect(diff).toEqual(diffSnapshot);
    expect(Object.isFrozen(after.facts)).toBe(false);
    // Every operation kind is exercised, so the purity claim covers them all.
    expect([diff.additions.length, diff.evidenceBumps.length, diff.supersedes.length, diff.promotions.length, diff.conflicts.length]).toEqual([2, 1, 1, 1, 1]);
  });

  it("is deterministic: the same diff on the same profile gives the same profile", async () => {
    const diff = await propose(PROFILE);
    expect(serializeProfile(applyDiff(PROFILE, diff))).toBe(serializeProfile(applyDiff(structuredClone(PROFILE), structuredClone(diff))));
  });

  it("the applied profile survives serializeProfile → parseProfile unchanged", async () => {
    const after = applyDiff(PROFILE, await propose(PROFILE));
    const text = serializeProfile(after);
    expect(parseProfile(text)).toEqual(after);
    expect(serializeProfile(parseProfile(text))).toBe(text);
  });

  it("keeps every fact of the input, seeds untouched, and adds exactly the diff's new ids", async () => {
    const diff = await propose(PROFILE);
    const after = applyDiff(PROFILE, diff);
    const ids = after.facts.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    const newIds = [...diff.additions.map((a) => a.id), ...diff.supersedes.map((s) => s.old.archived_id)];
    expect(ids.slice().sort()).toEqual([...PROFILE.facts.map((f) => f.id), ...newIds].sort());
    expect(after.facts.find((f) => f.id === seed.id)).toEqual(seed);
    expect(after.facts.find((f) => f.id === E("primary-expertise"))).toMatchObject({ layer: "static", evidence_count: 3 });
    expect(after.facts.find((f) => f.id === mintConflictId({ kind: "observed", key: "job-title", value: "Head of AI" }))).toMatchObject({
      value: "Head of AI",
      status: "active",
    });
  });

  it("an empty diff returns the same profile", async () => {
    const diff = await propose(PROFILE, [c("tone", "Visionary", "ai-draft:x", { provenance: "ai-draft" })]);
    expect(serializeProfile(applyDiff(PROFILE, diff))).toBe(serializeProfile(PROFILE));
  });
});

describe("proposing the same batch again over the applied profile", () => {
  it("yields only duplicates (and the same rejections): nothing is learned twice", async () => {
    const first = await propose(PROFILE);
    const applied = applyDiff(PROFILE, first);
    const again = await propose(applied);
    expect(again.additions).toEqual([]);
    expect(again.evidenceBumps).toEqual([]);
    expect(again.conflicts).toEqual([]);
    expect(again.promotions).toEqual([]);
    expect(again.supersedes).toEqual([]);
    expect(again.rejected).toEqual(first.rejected);
    expect(again.duplicates.map((d) => d.candidate)).toEqual([0, 1, 2, 3, 5]);
    expect(again.warnings).toEqual([]);
    // Staleness depends only on dates, which a re-sent batch does not move.
    expect(again.staleFlags).toEqual(first.staleFlags);
    expect(serializeProfile(applyDiff(applied, again))).toBe(serializeProfile(applied));
  });
});

type Edit = (d: ProfileDiff) => void;

function refusal(fn: () => unknown): InvalidInputError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidInputError);
    return e as InvalidInputError;
  }
  throw new Error("expected an InvalidInputError, nothing was thrown");
}

describe("a diff that does not fit the profile is refused, naming the pointer", () => {
  const at = (d: ProfileDiff, list: "additions" | "evidenceBumps", candidate: number) => {
    const i = d[list].findIndex((op) => op.candidate === candidate);
    if (i < 0) throw new Error(`no ${list} entry for candidate ${candidate}`);
    return i;
  };

  // A refused bump leaves the fact short of the promotion the diff recorded, so that is reported too.
  const promotionShort = /^diff: \/promotions\/0: expected fact \w+ to have 3 sources, found 2$/;

  const JOB = new RegExp(`^diff: /additions/0/id: expected a new id, found id ${E("job-title")} already in the profile$`);
  const ROWS: { name: string; edit: Edit; issues: RegExp[] }[] = [
    {
      name: "bump of a different value",
      edit: (d) => void (d.evidenceBumps[0]!.value = "Quantum computing"),
      issues: [
        /^diff: \/evidenceBumps\/0: expected fact \w+ to be primary-expertise = "Quantum computing", found primary-expertise = "AI governance"$/,
        promotionShort,
      ],
    },
    {
      name: "bump with the wrong evidence_before",
      edit: (d) => void (d.evidenceBumps[0]!.evidence_before = 1),
      issues: [/^diff: \/evidenceBumps\/0: expected fact \w+ to go from 1 to 3 sources, found 2$/, promotionShort],
    },
    {
      name: "bump from a source already counted",
      edit: (d) => void (d.evidenceBumps[0]!.source = "human:call-1"),
      issues: [/^diff: \/evidenceBumps\/0\/source: expected a new source, found "human:call-1" already counted$/, promotionShort],
    },
    {
      name: "bump of a missing fact",
      edit: (d) => void (d.evidenceBumps[0]!.id = "nosuchfact01"),
      issues: [/^diff: \/evidenceBumps\/0: expected an active fact nosuchfact01, found none$/, promotionShort],
    },
    {
      name: "addition whose id is already taken",
      edit: (d) => void (d.additions[0]!.id = E("job-title")),
      issues: [JOB],
    },
    {
      name: "addition of a value an active fact holds",
      edit: (d) => void (d.additions[at(d, "additions", 2)]!.value = "policy lead"),
      issues: [
        /^diff: \/additions\/1: expected no active fact of key "job-title" to hold "policy lead", found one$/,
        /^diff: \/conflicts\/0\/incoming\/0: expected one matching conflict addition for candidate \/2, found none$/,
      ],
    },
    {
      name: "conflicting addition no longer marked as a conflict",
      edit: (d) => void delete d.additions[at(d, "additions", 2)]!.conflict,
      issues: [
        /^diff: \/additions\/1: expected key "job-title" to have no active fact \(or to be multi-valued\), found 1$/,
        /^diff: \/conflicts\/0\/incoming\/0: expected one matching conflict addition for candidate \/2, found none$/,
      ],
    },
    {
      name: "new key's addition marked as a conflict",
      edit: (d) => void (d.additions[0]!.conflict = true),
      issues: [
        /^diff: \/additions\/0\/conflict: expected a conflict only beside active facts of a key that is not multi-valued, found 0 active fact\(s\) of "side-project"$/,
        /^diff: \/additions\/0\/conflict: expected candidate \/1 in the conflicts of key "side-project", found none$/,
      ],
    },
    {
      name: "addition with an unnormalized key",
      edit: (d) => void (d.additions[0]!.key = "Side Project"),
      issues: [/^diff: \/additions\/0\/key: expected a normalized key, found "Side Project"$/],
    },
    {
      name: "supersede whose archived id is taken",
      edit: (d) => void (d.supersedes[0]!.old.archived_id = seed.id),
      issues: [new RegExp(`^diff: /supersedes/0/old/archived_id: expected a new id, found ${seed.id} already in use$`)],
    },
    {
      name: "supersede of a different old value",
      edit: (d) => void (d.supersedes[0]!.old.value = "Acme"),
      issues: [/^diff: \/supersedes\/0\/old: expected fact \w+ to be employer = "Acme", found employer = "City of Rotterdam"$/],
    },
    {
      name: "supersede of a seed",
      edit: (d) => void ((d.supersedes[0]!.old.id = seed.id), (d.supersedes[0]!.winner.id = seed.id)),
      issues: [new RegExp(`^diff: /supersedes/0/old: expected an active observed fact ${seed.id}, found an? active profile-field fact$`)],
    },
    {
      name: "supersede whose winner does not take the old id",
      edit: (d) => void (d.supersedes[0]!.winner.id = "elsewhere001"),
      issues: [/^diff: \/supersedes\/0\/winner\/id: expected the winner to take id \w+, found elsewhere001$/],
    },
    {
      name: "promotion with the wrong evidence count",
      edit: (d) => void (d.promotions[0]!.evidence_count = 4),
      issues: [/^diff: \/promotions\/0: expected fact \w+ to have 4 sources, found 3$/],
    },
    {
      name: "promotion of a seed",
      edit: (d) => void (d.promotions[0]!.id = seed.id),
      issues: [new RegExp(`^diff: /promotions/0: expected fact ${seed.id} to be an active dynamic observed fact, found active static profile-field$`)],
    },
    {
      name: "conflict entry without its addition",
      edit: (d) => void (d.conflicts[0]!.incoming[0]!.id = "nosuchfact01"),
      issues: [/^diff: \/conflicts\/0\/incoming\/0: expected one matching conflict addition for candidate \/2, found none$/],
    },
    {
      name: "two operations for one candidate",
      edit: (d) => void d.additions.push({ ...d.additions[0]!, id: "another00001", key: "other" }),
      issues: [/^diff: \/additions\/2: expected one operation per candidate, found a second for candidate \/1$/],
    },
  ];

  it.each(ROWS)("$name", async ({ edit, issues }) => {
    const diff = structuredClone(await propose(PROFILE));
    edit(diff);
    deepFreeze(diff);
    const error = refusal(() => applyDiff(PROFILE, diff));
    expect(error.issues).toEqual(issues.map((issue) => expect.stringMatching(issue)));
  });

  it("lists every misfit at once, under the given file name", async () => {
    const diff = structuredClone(await propose(PROFILE));
    diff.evidenceBumps[0]!.evidence_before = 7;
    diff.supersedes[0]!.old.archived_id = E("job-title");
    const error = refusal(() => applyDiff(PROFILE, diff, "brain/pending-diff.json"));
    expect(error.issues.map((i) => i.split(": ").slice(0, 2).join(": "))).toEqual([
      "brain/pending-diff.json: /evidenceBumps/0",
      "brain/pending-diff.json: /supersedes/0/old/archived_id",
      "brain/pending-diff.json: /promotions/0",
    ]);
  });

  it("a diff applied twice is refused the second time", async () => {
    const diff = await propose(PROFILE);
    const applied = applyDiff(PROFILE, diff);
    expect(() => applyDiff(applied, diff)).toThrow(InvalidInputError);
  });
});

describe("proposeWithResult: the profile apply writes is exactly the diff's projection", () => {
  // apply writes `next` (re-derived from the archive), never a projection of the diff file; the
  // projector stays as an independent oracle that the two agree.
  const BATCHES: { name: string; profile: ProfileDoc; candidates: readonly Candidate[] }[] = [
    { name: "every operation kind on a seeded profile", profile: PROFILE, candidates: CANDIDATES },
    { name: "an empty batch (promotions and stale flags only)", profile: PROFILE, candidates: [] },
    { name: "an empty profile", profile: { title: "Profile", facts: [] }, candidates: CANDIDATES },
    {
      name: "three sources reach the threshold and promote",
      profile: PROFILE,
      candidates: [c("job-title", "Policy Lead", "published:p2"), c("job-title", "Policy Lead", "published:p3")],
    },
  ];

  it.each(BATCHES)("$name", async ({ profile, candidates }) => {
    const { diff, next } = await proposeWithResult(input(profile, candidates));
    expect(diff).toEqual(await propose(profile, candidates));
    expect(serializeProfile(next)).toBe(serializeProfile(applyDiff(profile, diff)));
  });

  it("the promotions of the diff are applied in next", async () => {
    const { diff, next } = await proposeWithResult(input(PROFILE, BATCHES[3]!.candidates));
    expect(diff.promotions.map((p) => p.key)).toContain("job-title");
    for (const p of diff.promotions) expect(next.facts.find((f) => f.id === p.id)?.layer).toBe("static");
  });
});
