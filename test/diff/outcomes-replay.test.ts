/**
 * Each outcome's replay (applyDiff): a diff applies only to the profile it describes. For the
 * outcomes whose checks the every-kind batch of apply-diff.test.ts does not reach — a seed replaced
 * by the operator, a supersession that resolves a conflict, a resolution, a retirement, a promotion,
 * a bump, the conflicts list — the diff first applies to the profile propose derived, then each check
 * refuses a diff or a profile that no longer fits, naming the pointer and what it expected.
 */
import { describe, expect, it } from "vitest";
import { mintArchiveId, mintConflictId, mintEntityId } from "../../src/core/mint-id.js";
import { serializeProfile, type ProfileDoc } from "../../src/core/profile-format.js";
import type { BrainConfig, Candidate, Fact, ProfileDiff } from "../../src/core/schema-types.js";
import type { CandidateOrigin } from "../../src/diff/decisions.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeWithResult } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { observedFact, valueCandidate } from "../helpers/builders.js";
import { recordsCitedBy } from "../helpers/records.js";
import { thrownIssues } from "../helpers/issues.js";

const RULES = loadRuleSet(null);
const E = (key: string) => mintEntityId({ kind: "observed", key });
const C = (key: string, value: string) => mintConflictId({ kind: "observed", key, value });
const SEED_ID = mintEntityId({ kind: "profile-field", key: "job-title" });
const NONE = "000000000000";
const c = valueCandidate;

interface Batch {
  facts: Fact[];
  candidates: Candidate[];
  origins?: CandidateOrigin[];
  config?: BrainConfig;
}

async function propose({ facts, candidates, origins, config }: Batch): Promise<{ profile: ProfileDoc; diff: ProfileDiff; next: ProfileDoc }> {
  const profile: ProfileDoc = { title: "Profile", facts };
  const { diff, next } = await proposeWithResult({
    current: structuredClone(profile),
    base: "0".repeat(64),
    candidates,
    rules: RULES,
    config: resolveConfig(config ?? {}),
    today: "2026-06-01",
    records: recordsCitedBy(candidates, facts),
    ...(origins ? { origins } : {}),
  });
  return { profile, diff, next };
}

function issuesOf(profile: ProfileDoc, diff: ProfileDiff): readonly string[] {
  return thrownIssues(() => applyDiff(profile, diff), "an InvalidInputError, nothing was thrown");
}

/** The same profile with the fact `id` changed. */
function withFact(profile: ProfileDoc, id: string, change: Partial<Fact>): ProfileDoc {
  return { ...profile, facts: profile.facts.map((f) => (f.id === id ? { ...f, ...change } : f)) };
}

const seed: Fact = {
  ...observedFact("job-title", "Head of AI", ["fields.yaml"]),
  id: SEED_ID,
  kind: "profile-field",
  layer: "static",
  provenance: "human",
};

/** The operator replaces a seed's value at the command line (brain set --replaces). */
const SEED_REPLACED: Batch = {
  facts: [seed, observedFact("employer", "City of Rotterdam", ["published:p1"])],
  candidates: [c("job-title", "Chief AI Officer", "human:call-1", { provenance: "human", observed_date: "2026-05-30", supersedes: SEED_ID })],
  origins: [{ candidate: 0, origin: "operator" }],
};

/** A supersession whose new value another active fact already holds: the conflict is resolved into the target's id. */
const MERGE: Batch = {
  facts: [
    observedFact("employer", "City of Rotterdam", ["published:p1"]),
    { ...observedFact("employer", "Utrecht", ["published:p2"]), id: C("employer", "Utrecht") },
  ],
  candidates: [c("employer", "Utrecht", "published:p3", { supersedes: E("employer") })],
};

/** The operator keeps one of three values of an open conflict. */
const RESOLVE: Batch = {
  facts: [
    observedFact("language", "Dutch", ["published:p1"]),
    { ...observedFact("language", "English", ["published:p2"]), id: C("language", "English") },
    { ...observedFact("language", "French", ["published:p3"]), id: C("language", "French") },
  ],
  candidates: [{ key: "language", keeps: E("language"), provenance: "human", source: "human:call-1", observed_date: "2026-05-30" }],
};

const RETIRE: Batch = {
  facts: [observedFact("side-project", "Register toolkit", ["published:p1"])],
  candidates: [{ key: "side-project", retires: E("side-project"), reason: "ended", provenance: "human", source: "human:call-1", observed_date: "2026-05-30" }],
};

/** Three sources: promoted with no candidate. */
const PROMOTE: Batch = { facts: [observedFact("job-title", "Policy Lead", ["published:p1", "published:p2", "published:p3"])], candidates: [] };

const CONFLICT: Batch = { facts: [observedFact("city", "Rotterdam", ["published:p1"])], candidates: [c("city", "Amsterdam", "published:p2")] };

const BUMP: Batch = { facts: [observedFact("job-title", "Policy Lead", ["published:p1"])], candidates: [c("job-title", "Policy Lead", "published:p2")] };

describe("each outcome's diff applies to the profile it was proposed against, giving the profile propose derived", () => {
  it.each([
    ["a seed replaced by the operator", SEED_REPLACED],
    ["a supersession that resolves a conflict", MERGE],
    ["a resolution archiving two values", RESOLVE],
    ["a retirement", RETIRE],
    ["a promotion", PROMOTE],
    ["a bump", BUMP],
  ])("%s", async (_name, batch) => {
    const { profile, diff, next } = await propose(batch);
    expect(serializeProfile(applyDiff(profile, diff))).toBe(serializeProfile(next));
  });

  it("a seed replaced by the operator stays a seed under its id; the old value is archived under a new id", async () => {
    const { profile, diff } = await propose(SEED_REPLACED);
    const archived = mintArchiveId({ id: SEED_ID, value: "Head of AI", on: "2026-05-30" });
    const after = applyDiff(profile, diff);
    expect(after.facts.find((f) => f.id === SEED_ID)).toMatchObject({ kind: "profile-field", layer: "static", value: "Chief AI Officer", status: "active" });
    expect(after.facts.find((f) => f.id === archived)).toMatchObject({
      kind: "profile-field",
      value: "Head of AI",
      status: "superseded",
      superseded_by: SEED_ID,
    });
  });

  it("an observed fact superseded stays observed", async () => {
    const { profile, diff } = await propose({ facts: MERGE.facts.slice(0, 1), candidates: MERGE.candidates });
    expect(applyDiff(profile, diff).facts.find((f) => f.id === E("employer"))).toMatchObject({ kind: "observed", value: "Utrecht", status: "active" });
  });

  it("a fact stored under a key alias is the same fact as its entry under the key it is filed under", async () => {
    const config: BrainConfig = { keyAliases: { role: "job-title" } };
    const batch: Batch = {
      facts: [observedFact("role", "Policy Lead", ["published:p1"])],
      candidates: [c("job-title", "Policy Lead", "published:p2")],
      config,
    };
    const { profile, diff, next } = await propose(batch);
    expect(diff.evidenceBumps).toMatchObject([{ key: "job-title", id: E("role") }]);
    expect(serializeProfile(applyDiff(profile, diff))).toBe(serializeProfile(next));
  });

  it("an entry's value is the fact's when the two normalize alike", async () => {
    const { profile, diff } = await propose(BUMP);
    const edited = structuredClone(diff);
    edited.evidenceBumps[0]!.value = "policy  LEAD";
    expect(applyDiff(profile, edited).facts[0]).toMatchObject({ value: "Policy Lead", evidence_count: 2 });
  });

  it("a candidate listed twice among the lists that only report (rejected) is not refused: it changes nothing", async () => {
    const { profile, diff, next } = await propose({ facts: [], candidates: [c("tone", "Calm", "ai-draft:x", { provenance: "ai-draft" })] });
    const edited = structuredClone(diff);
    edited.rejected.push({ ...edited.rejected[0]! });
    expect(serializeProfile(applyDiff(profile, edited))).toBe(serializeProfile(next));
  });
});

type Misfit = [name: string, batch: Batch, edit: (d: ProfileDiff, profile: ProfileDoc) => ProfileDoc | undefined, issues: string[]];

const MISFITS: Misfit[] = [
  [
    "a seed replacement whose archived id is taken",
    SEED_REPLACED,
    (d) => void (d.supersedes[0]!.old.archived_id = E("employer")),
    [`diff: /supersedes/0/old/archived_id: expected a new id, found ${E("employer")} already in use`],
  ],
  [
    "a supersession of a fact the profile does not hold",
    MERGE,
    (d) => void ((d.supersedes[0]!.old.id = NONE), (d.supersedes[0]!.winner.id = NONE)),
    [`diff: /supersedes/0/old: expected an active observed fact ${NONE}, found none`],
  ],
  [
    "a supersession of a retired fact",
    MERGE,
    (_d, p) => withFact(p, E("employer"), { status: "retired" }),
    [`diff: /supersedes/0/old: expected an active observed fact ${E("employer")}, found a retired observed fact`],
  ],
  [
    "a supersession of a seed it does not describe",
    SEED_REPLACED,
    (d) => void (d.supersedes[0]!.old.value = "Head of Research"),
    [`diff: /supersedes/0/old: expected an active observed fact ${SEED_ID}, found an active profile-field fact`],
  ],
  [
    "a supersession merging a fact the profile does not hold",
    MERGE,
    (d) => void (d.supersedes[0]!.merged!.id = NONE),
    [`diff: /supersedes/0/merged: expected an active observed fact ${NONE}, found none`],
  ],
  [
    "a supersession merging a retired fact",
    MERGE,
    (_d, p) => withFact(p, C("employer", "Utrecht"), { status: "retired" }),
    [`diff: /supersedes/0/merged: expected an active observed fact ${C("employer", "Utrecht")}, found a retired observed fact`],
  ],
  [
    "a supersession merging a seed",
    MERGE,
    (_d, p) => withFact(p, C("employer", "Utrecht"), { kind: "profile-field", layer: "static" }),
    [`diff: /supersedes/0/merged: expected an active observed fact ${C("employer", "Utrecht")}, found an active profile-field fact`],
  ],
  [
    "a supersession merging a fact of another value",
    MERGE,
    (d) => void (d.supersedes[0]!.merged!.value = "Amsterdam"),
    [`diff: /supersedes/0/merged: expected fact ${C("employer", "Utrecht")} to be employer = "Amsterdam", found employer = "Utrecht"`],
  ],
  [
    "a supersession whose winner's value is not the merged fact's",
    MERGE,
    (d) => void (d.supersedes[0]!.winner.value = "Amsterdam"),
    [`diff: /supersedes/0/winner/value: expected fact ${C("employer", "Utrecht")} to be employer = "Amsterdam", found employer = "Utrecht"`],
  ],
  [
    "a supersession merging a fact with another evidence count",
    MERGE,
    (d) => void (d.supersedes[0]!.merged!.evidence_before = 2),
    [`diff: /supersedes/0/merged/evidence_before: expected fact ${C("employer", "Utrecht")} to have 2 sources, found 1`],
  ],
  [
    "a resolution keeping a fact the profile does not hold",
    RESOLVE,
    (d) => void (d.resolutions![0]!.kept.id = NONE),
    [`diff: /resolutions/0/kept: expected an active fact ${NONE}, found none`],
  ],
  [
    "a resolution keeping a retired fact",
    RESOLVE,
    (_d, p) => withFact(p, E("language"), { status: "retired" }),
    [`diff: /resolutions/0/kept: expected an active fact ${E("language")}, found a retired observed fact`],
  ],
  [
    "a resolution keeping another value",
    RESOLVE,
    (d) => void (d.resolutions![0]!.kept.value = "Flemish"),
    [`diff: /resolutions/0/kept: expected fact ${E("language")} to be language = "Flemish", found language = "Dutch"`],
  ],
  [
    "a resolution archiving fewer values than the key holds",
    RESOLVE,
    (d) => void d.resolutions![0]!.superseded.pop(),
    [
      `diff: /resolutions/0/superseded: expected the other active values of "language" (${C("language", "English")}, ${C("language", "French")}), found ${C("language", "English")}`,
    ],
  ],
  [
    "a resolution of a key whose conflict is gone",
    RESOLVE,
    (_d, p) => ({ ...p, facts: p.facts.slice(0, 1) }),
    [`diff: /resolutions/0/superseded: expected the other active values of "language" (none), found ${C("language", "English")}, ${C("language", "French")}`],
  ],
  [
    "a resolution archiving nothing",
    RESOLVE,
    (d, p) => {
      d.resolutions![0]!.superseded = [];
      return { ...p, facts: p.facts.slice(0, 1) };
    },
    [`diff: /resolutions/0/superseded: expected the other active values of "language" (none), found none`],
  ],
  [
    "a retirement of a fact the profile does not hold",
    RETIRE,
    (d) => void (d.retirements![0]!.id = NONE),
    [`diff: /retirements/0: expected an active fact ${NONE}, found none`],
  ],
  [
    "a retirement of a fact already retired",
    RETIRE,
    (_d, p) => withFact(p, E("side-project"), { status: "retired" }),
    [`diff: /retirements/0: expected an active fact ${E("side-project")}, found a retired observed fact`],
  ],
  [
    "a retirement of another value",
    RETIRE,
    (d) => void (d.retirements![0]!.value = "Other toolkit"),
    [`diff: /retirements/0: expected fact ${E("side-project")} to be side-project = "Other toolkit", found side-project = "Register toolkit"`],
  ],
  [
    "a promotion of a fact the profile does not hold",
    PROMOTE,
    (d) => void (d.promotions[0]!.id = NONE),
    [`diff: /promotions/0: expected fact ${NONE} to exist, found none`],
  ],
  [
    "a promotion of a retired fact",
    PROMOTE,
    (_d, p) => withFact(p, E("job-title"), { status: "retired" }),
    [`diff: /promotions/0: expected fact ${E("job-title")} to be an active dynamic observed fact, found retired dynamic observed`],
  ],
  [
    "a promotion of a static fact",
    PROMOTE,
    (_d, p) => withFact(p, E("job-title"), { layer: "static" }),
    [`diff: /promotions/0: expected fact ${E("job-title")} to be an active dynamic observed fact, found active static observed`],
  ],
  [
    "a promotion of a dynamic seed",
    PROMOTE,
    (_d, p) => withFact(p, E("job-title"), { kind: "profile-field" }),
    [`diff: /promotions/0: expected fact ${E("job-title")} to be an active dynamic observed fact, found active dynamic profile-field`],
  ],
  [
    "a promotion of another value",
    PROMOTE,
    (d) => void (d.promotions[0]!.value = "Head of AI"),
    [`diff: /promotions/0: expected fact ${E("job-title")} to be job-title = "Head of AI", found job-title = "Policy Lead"`],
  ],
  [
    "a bump of a fact of another key",
    BUMP,
    (d) => void (d.evidenceBumps[0]!.key = "employer"),
    [`diff: /evidenceBumps/0: expected fact ${E("job-title")} to be employer = "Policy Lead", found job-title = "Policy Lead"`],
  ],
  [
    "a bump of a superseded fact",
    BUMP,
    (_d, p) => withFact(p, E("job-title"), { status: "superseded" }),
    [`diff: /evidenceBumps/0: expected an active fact ${E("job-title")}, found a superseded observed fact`],
  ],
  [
    "a bump of a retired fact",
    BUMP,
    (_d, p) => withFact(p, E("job-title"), { status: "retired" }),
    [`diff: /evidenceBumps/0: expected an active fact ${E("job-title")}, found a retired observed fact`],
  ],
  [
    "a bump from a count the fact does not have",
    BUMP,
    (d) => void ((d.evidenceBumps[0]!.evidence_before = 2), (d.evidenceBumps[0]!.evidence_after = 3)),
    [`diff: /evidenceBumps/0: expected fact ${E("job-title")} to go from 2 to 3 sources, found 1`],
  ],
  [
    "a seed replacement whose winner does not take the seed's id",
    SEED_REPLACED,
    (d) => void (d.supersedes[0]!.winner.id = E("job-title")),
    [`diff: /supersedes/0/old: expected an active observed fact ${SEED_ID}, found an active profile-field fact`],
  ],
  [
    "a seed replacement that claims to merge a fact",
    SEED_REPLACED,
    (d) => void (d.supersedes[0]!.merged = { id: E("employer"), value: "Chief AI Officer", evidence_before: 1 }),
    [`diff: /supersedes/0/old: expected an active observed fact ${SEED_ID}, found an active profile-field fact`],
  ],
  [
    "a conflict naming a candidate with no addition",
    CONFLICT,
    (d) => void (d.conflicts[0]!.incoming[0]!.candidate = 9),
    [
      "diff: /conflicts/0/incoming/0: expected one matching conflict addition for candidate /9, found none",
      'diff: /additions/0/conflict: expected candidate /0 in the conflicts of key "city", found none',
    ],
  ],
  [
    "a conflict naming one addition twice",
    CONFLICT,
    (d) => void d.conflicts[0]!.incoming.push({ ...d.conflicts[0]!.incoming[0]! }),
    ["diff: /conflicts/0/incoming/1: expected one matching conflict addition for candidate /0, found none"],
  ],
  [
    "a conflict filed under another key than its addition's",
    CONFLICT,
    (d) => void (d.conflicts[0]!.key = "town"),
    ["diff: /conflicts/0/incoming/0: expected one matching conflict addition for candidate /0, found none"],
  ],
  [
    "a conflict naming another value than its addition's",
    CONFLICT,
    (d) => void (d.conflicts[0]!.incoming[0]!.value = "Utrecht"),
    ["diff: /conflicts/0/incoming/0: expected one matching conflict addition for candidate /0, found none"],
  ],
  [
    "a bump whose count does not go up by one",
    BUMP,
    (d) => void (d.evidenceBumps[0]!.evidence_after = 3),
    [`diff: /evidenceBumps/0: expected fact ${E("job-title")} to go from 1 to 3 sources, found 1`],
  ],
];

describe("a diff that does not fit the profile is refused, naming the pointer and what it expected", () => {
  it.each(MISFITS)("%s", async (_name, batch, edit, issues) => {
    const { profile, diff } = await propose(batch);
    const edited = structuredClone(diff);
    const onto = edit(edited, profile) ?? profile;
    expect(issuesOf(onto, edited)).toEqual(issues);
  });

  it("the refusal says nothing was written and what to do", async () => {
    const { profile, diff } = await propose(RETIRE);
    const edited = structuredClone(diff);
    edited.retirements![0]!.id = NONE;
    expect(() => applyDiff(profile, edited)).toThrow("The diff does not fit the profile; nothing was written. Propose again.");
  });
});
