/**
 * What each outcome says of its entries: its line in pending-diff.md, its lines in the terminal
 * review and its events in `explain`. The operator decides on these words, so each is pinned in
 * full for a batch with every outcome kind (decided by the shipped rules, each given a reason so the
 * line shows where the reason goes), and for the variants one batch cannot show: a supersession
 * that resolves a conflict, a resolution archiving two values or giving no reason, rejected retires
 * and resolves, a promotion whose independent evidence differs from its sources.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { mintArchiveId, mintConflictId, mintEntityId } from "../../src/core/mint-id.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { Candidate, Fact, ProfileDiff, RuleFile } from "../../src/core/schema-types.js";
import { explainFact } from "../../src/diff/explain-fact.js";
import { candidateOperations, factOperations, OUTCOMES } from "../../src/diff/outcomes.js";
import { conflictOfCandidate } from "../../src/diff/outcomes/conflict.js";
import type { ReviewContext } from "../../src/diff/outcomes/spec.js";
import { proposeWithResult } from "../../src/diff/propose-diff.js";
import { renderDiffMarkdown } from "../../src/diff/render-diff-md.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { observedFact, valueCandidate } from "../helpers/builders.js";
import { EVERY_OUTCOME_BATCH, EVERY_OUTCOME_FACTS } from "../helpers/every-outcome.js";
import { recordsCitedBy } from "../helpers/records.js";

const TODAY = "2026-06-01";
const RULES = loadRuleSet(null);
const E = (key: string) => mintEntityId({ kind: "observed", key });
const C = (key: string, value: string) => mintConflictId({ kind: "observed", key, value });
const c = valueCandidate;

/** The shipped rules, each rule that gives no reason given `<its name> applies`: a line then shows where the reason goes. */
function rulesWithReasons(): RuleSet {
  const shipped = (file: string) => {
    const content = load(readFileSync(join(SHIPPED_RULES_DIR, file), "utf8")) as RuleFile;
    for (const rule of content.rules) rule.event.params ??= { reason: `${rule.name} applies` };
    return { path: `custom/${file}`, file, sha256: "0".repeat(64), content };
  };
  return buildRuleSet([shipped("candidate.yaml"), shipped("fact.yaml")], "custom");
}

const WITH_REASONS = rulesWithReasons();

interface Batch {
  facts: Fact[];
  candidates: Candidate[];
  rules?: RuleSet;
}

async function propose({ facts, candidates, rules }: Batch): Promise<{ diff: ProfileDiff; next: ProfileDoc }> {
  return proposeWithResult({
    current: { title: "Profile", facts: structuredClone(facts) },
    base: "0".repeat(64),
    candidates,
    rules: rules ?? RULES,
    config: resolveConfig({}),
    today: TODAY,
    records: recordsCitedBy(candidates, facts),
  });
}

/** The entry lines of pending-diff.md, section by section. */
function pendingLines(diff: ProfileDiff): string[] {
  return renderDiffMarkdown(diff, { applyCommand: "brain consolidate --apply --confirm" })
    .split("\n")
    .filter((line) => line.startsWith("- "));
}

function reviewContext(diff: ProfileDiff, agentPromotions: readonly string[] = []): ReviewContext {
  return { conflictOf: conflictOfCandidate(diff), agentPromotion: (id) => agentPromotions.includes(id) };
}

/** Each candidate's review lines, in candidate order. */
function reviewLines(diff: ProfileDiff): string[][] {
  const ctx = reviewContext(diff);
  return candidateOperations(diff).map(({ spec, entry }) => spec.reviewLines(entry, ctx));
}

/** The events of each fact's life after this one diff: op, id, and the fields that name other facts or a reason. */
function lifeOf(id: string, next: ProfileDoc, diff: ProfileDiff): Record<string, unknown>[] | undefined {
  return explainFact(id, next, [{ at: "2026-06-01T10:00:00.000Z", diff }])?.events.map(({ op, id, value, other, others, reason, candidate }) => ({
    op,
    id,
    value,
    candidate,
    ...(other ? { other } : {}),
    ...(others ? { others } : {}),
    ...(reason !== undefined ? { reason } : {}),
  }));
}

const EVERY_KIND: Batch = { facts: EVERY_OUTCOME_FACTS, candidates: EVERY_OUTCOME_BATCH };

const ARCHIVED_EMPLOYER = mintArchiveId({ id: E("employer"), value: "City of Rotterdam", on: "2026-05-20" });
const UNRECORDED = " — operator statement, unrecorded";

describe("a batch with every outcome kind, as the operator reads it", () => {
  it("pending-diff.md gives each entry its outcome's line, the deciding rule's reason after it", async () => {
    const { diff } = await propose({ ...EVERY_KIND, rules: WITH_REASONS });
    expect(pendingLines(diff)).toEqual([
      `- #4 **city**: Amsterdam — published, published:p3, 2026-05-20 → \`${C("city", "Amsterdam")}\` — kept beside the key's other values (see Conflicts) — conflict-keep-both applies`,
      `- #5 **primary-expertise**: AI governance — published, published:p3, 2026-05-20 → \`${E("primary-expertise")}\` — add-new-key applies`,
      `- #1 **job-title**: Policy Lead — 2 → 3 sources (+ published:p2, 2026-05-20) \`${E("job-title")}\` — bump-same-value applies`,
      `- **job-title**: Policy Lead — dynamic → static with 3 sources (threshold 3) \`${E("job-title")}\` — promote-on-evidence applies`,
      `- #3 **employer**: City of Rotterdam → Municipality of Utrecht (published, published:p3, 2026-05-20); the old fact stays in the profile as superseded, id \`${ARCHIVED_EMPLOYER}\` — supersede-explicit applies`,
      `- #6 **side-project**: Register toolkit — retired on 2026-05-30 (human:call-0601): the project ended; the fact stays in the profile, marked retired \`${E("side-project")}\` — retire-by-operator applies${UNRECORDED}`,
      `- #7 **language**: keeps Dutch \`${E("language")}\` unchanged; English \`${C("language", "English")}\` archived as superseded by it on 2026-05-30 (human:call-0601): the working language — resolve-by-operator applies${UNRECORDED}`,
      `- **tools**: Spreadsheets — last seen 2026-01-02, 150 days before 2026-06-01; flagged for review only \`${E("tools")}\` — flag-stale applies`,
      "- #0 **tone**: Visionary — ai-draft, ai-draft:x (rule reject-unlearnable-provenance) — provenance not in learnFrom: never learned from",
      `- #2 **tools**: Spreadsheets — published:p0 already counted for \`${E("tools")}\``,
    ]);
  });

  it("the review names every value a conflict meets, one after another, all kept", async () => {
    const rotterdam = observedFact("city", "Rotterdam", ["published:p8"]);
    const delft = { ...observedFact("city", "Delft", ["published:p9"]), id: C("city", "Delft") };
    const { diff } = await propose({ facts: [rotterdam, delft], candidates: [c("city", "Amsterdam", "published:p3")] });
    expect(reviewLines(diff)).toEqual([
      [
        `adds a conflicting value city: Amsterdam as ${C("city", "Amsterdam")}`,
        `conflicts with Rotterdam (${E("city")}), Delft (${C("city", "Delft")}) — all kept`,
      ],
    ]);
  });

  it("the terminal review says what each candidate does, then what follows from them", async () => {
    const { diff } = await propose(EVERY_KIND);
    expect(reviewLines(diff)).toEqual([
      ["rejected: changes nothing"],
      [`bumps ${E("job-title")} (job-title: Policy Lead) from 2 to 3 sources`],
      [`duplicate: published:p0 already counted for ${E("tools")}; changes nothing`],
      [`supersedes employer: City of Rotterdam → Municipality of Utrecht (the old value is archived as ${ARCHIVED_EMPLOYER})`],
      [`adds a conflicting value city: Amsterdam as ${C("city", "Amsterdam")}`, `conflicts with Rotterdam (${E("city")}) — both kept`],
      [`adds primary-expertise: AI governance as ${E("primary-expertise")}`],
      [`retires ${E("side-project")} (side-project: Register toolkit): the project ended`],
      [`keeps ${E("language")} (Dutch); archives English (${C("language", "English")}) as superseded`],
    ]);
    const ctx = reviewContext(diff);
    expect(factOperations(diff).map(({ spec, entry }) => spec.reviewLine(entry, ctx))).toEqual([
      `promotes job-title: Policy Lead (${E("job-title")}) to static with 3 sources`,
      `flags tools: Spreadsheets (${E("tools")}) as stale: last seen 2026-01-02, 150 days ago`,
    ]);
  });

  it("a promotion resting on an agent-written source says so in the review", async () => {
    const { diff } = await propose(EVERY_KIND);
    const ctx = reviewContext(diff, [E("job-title")]);
    expect(factOperations(diff).map(({ spec, entry }) => spec.reviewLine(entry, ctx))[0]).toBe(
      `promotes job-title: Policy Lead (${E("job-title")}) to static with 3 sources — agent-written source`,
    );
  });

  it("explain tells the resolution to the kept fact (with the operator's reason) and to each archived one (naming the kept)", async () => {
    const { diff, next } = await propose(EVERY_KIND);
    const kept = { id: E("language"), value: "Dutch" };
    expect(lifeOf(E("language"), next, diff)).toEqual([{ op: "resolve", ...kept, candidate: 7, reason: "the working language" }]);
    expect(lifeOf(C("language", "English"), next, diff)).toEqual([
      { op: "superseded", id: C("language", "English"), value: "English", candidate: 7, other: kept },
    ]);
  });

  it("explain tells a conflict to both sides, each naming the other", async () => {
    const { diff, next } = await propose(EVERY_KIND);
    const rotterdam = { id: E("city"), value: "Rotterdam" };
    const amsterdam = { id: C("city", "Amsterdam"), value: "Amsterdam" };
    expect(lifeOf(amsterdam.id, next, diff)).toEqual([{ op: "conflict", ...amsterdam, candidate: 4, others: [rotterdam] }]);
    expect(lifeOf(rotterdam.id, next, diff)).toEqual([{ op: "conflicted", ...rotterdam, candidate: 4, others: [amsterdam] }]);
  });

  it("explain tells a retirement with its reason", async () => {
    const { diff, next } = await propose(EVERY_KIND);
    expect(lifeOf(E("side-project"), next, diff)).toEqual([
      { op: "retire", id: E("side-project"), value: "Register toolkit", candidate: 6, reason: "the project ended" },
    ]);
  });
});

describe("a supersession whose new value another fact already holds resolves that conflict", () => {
  const UTRECHT = C("employer", "Utrecht");
  const ARCHIVED = mintArchiveId({ id: E("employer"), value: "City of Rotterdam", on: "2026-05-20" });
  const MERGE: Batch = {
    facts: [observedFact("employer", "City of Rotterdam", ["published:p1"]), { ...observedFact("employer", "Utrecht", ["published:p2"]), id: UTRECHT }],
    candidates: [c("employer", "Utrecht", "published:p3", { supersedes: E("employer") })],
  };

  it("pending-diff.md names the fact merged in and how many sources move", async () => {
    const { diff } = await propose(MERGE);
    expect(pendingLines(diff)).toEqual([
      `- #0 **employer**: City of Rotterdam → Utrecht (published, published:p3, 2026-05-20); the old fact stays in the profile as superseded, id \`${ARCHIVED}\`; resolves the conflict with \`${UTRECHT}\`, whose 1 source(s) move to \`${E("employer")}\``,
    ]);
  });

  it("explain tells the merge to the fact merged in and to the winner", async () => {
    const { diff, next } = await propose(MERGE);
    const winner = { id: E("employer"), value: "Utrecht" };
    expect(lifeOf(UTRECHT, next, diff)).toEqual([{ op: "merge", id: UTRECHT, value: "Utrecht", candidate: 0, other: winner }]);
    expect(lifeOf(E("employer"), next, diff)).toEqual([
      { op: "superseded", id: E("employer"), value: "City of Rotterdam", candidate: 0, other: winner },
      { op: "supersede", ...winner, candidate: 0, other: { id: ARCHIVED, value: "City of Rotterdam" } },
      { op: "merge", ...winner, candidate: 0, other: { id: UTRECHT, value: "Utrecht" } },
    ]);
    expect(lifeOf(ARCHIVED, next, diff)).toEqual([{ op: "superseded", id: E("employer"), value: "City of Rotterdam", candidate: 0, other: winner }]);
  });
});

describe("a resolution archiving two values, without a reason", () => {
  const RESOLVE: Batch = {
    facts: [
      observedFact("language", "Dutch", ["published:p1"]),
      { ...observedFact("language", "English", ["published:p2"]), id: C("language", "English") },
      { ...observedFact("language", "French", ["published:p3"]), id: C("language", "French") },
    ],
    candidates: [{ key: "language", keeps: E("language"), provenance: "human", source: "human:call-1", observed_date: "2026-05-30" }],
  };

  it("records no reason in the diff", async () => {
    const { diff } = await propose(RESOLVE);
    expect(diff.resolutions?.[0]).not.toHaveProperty("reason");
  });

  it("pending-diff.md and the review list both archived values, and no reason", async () => {
    const { diff } = await propose(RESOLVE);
    expect(pendingLines(diff)).toEqual([
      `- #0 **language**: keeps Dutch \`${E("language")}\` unchanged; English \`${C("language", "English")}\`, French \`${C("language", "French")}\` archived as superseded by it on 2026-05-30 (human:call-1)${UNRECORDED}`,
    ]);
    expect(reviewLines(diff)).toEqual([
      [`keeps ${E("language")} (Dutch); archives English (${C("language", "English")}), French (${C("language", "French")}) as superseded`],
    ]);
  });

  it("explain tells the kept fact's resolution without a reason", async () => {
    const { diff, next } = await propose(RESOLVE);
    const events = explainFact(E("language"), next, [{ at: "2026-06-01T10:00:00.000Z", diff }])?.events;
    expect(events?.map((e) => e.op)).toEqual(["resolve"]);
    expect(events?.[0]).not.toHaveProperty("reason");
  });
});

describe("rejected candidates say what they tried", () => {
  const REJECTED: Batch = {
    facts: [observedFact("language", "Dutch", ["published:p1"]), { ...observedFact("language", "English", ["published:p2"]), id: C("language", "English") }],
    candidates: [
      c("language", "Zulu", "ai-draft:x", { provenance: "ai-draft" }),
      c("language", "Afrikaans", "ai-draft:y", { provenance: "ai-draft" }),
      { key: "language", retires: E("language"), reason: "gone", provenance: "published", source: "published:p4", observed_date: "2026-05-30" },
      { key: "language", keeps: E("language"), provenance: "published", source: "published:p4", observed_date: "2026-05-30" },
    ],
  };
  const RETIRE_REASON = "a retire needs a provenance in retireFrom and an active fact of the same key, not already changed in this batch";
  const RESOLVE_REASON = "a resolve needs the operator's own statement keeping an active observed value of a key with an open conflict";
  const PROVENANCE_REASON = "provenance not in learnFrom: never learned from";

  it("a retire names the fact it would retire, a resolve the fact it would keep, a value its value; those without a value first", async () => {
    const { diff } = await propose(REJECTED);
    expect(pendingLines(diff)).toEqual([
      `- #2 **language**: retire \`${E("language")}\` — published, published:p4 (rule reject-retire) — ${RETIRE_REASON}`,
      `- #3 **language**: resolve, keeping \`${E("language")}\` — published, published:p4 (rule reject-resolve) — ${RESOLVE_REASON}`,
      `- #1 **language**: Afrikaans — ai-draft, ai-draft:y (rule reject-unlearnable-provenance) — ${PROVENANCE_REASON}`,
      `- #0 **language**: Zulu — ai-draft, ai-draft:x (rule reject-unlearnable-provenance) — ${PROVENANCE_REASON}`,
    ]);
    expect(reviewLines(diff)).toEqual([0, 1, 2, 3].map(() => ["rejected: changes nothing"]));
  });

  it("a rule that gives no reason leaves the rejection without one", async () => {
    const content = load(readFileSync(join(SHIPPED_RULES_DIR, "candidate.yaml"), "utf8")) as RuleFile;
    content.rules.unshift({
      name: "reject-everything",
      priority: 1000,
      conditions: { all: [{ fact: "candidate", path: "provenance", operator: "equal", value: "published" }] },
      event: { type: "reject" },
    });
    const fact = load(readFileSync(join(SHIPPED_RULES_DIR, "fact.yaml"), "utf8")) as RuleFile;
    const rules = buildRuleSet(
      [
        { path: "custom/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content },
        { path: "custom/fact.yaml", file: "fact.yaml", sha256: "f".repeat(64), content: fact },
      ],
      "custom",
    );
    const { diff } = await propose({ facts: [], candidates: [c("tone", "Calm", "published:p1")], rules });
    expect(diff.rejected).toEqual([{ candidate: 0, key: "tone", value: "Calm", provenance: "published", source: "published:p1", rule: "reject-everything" }]);
    expect(diff.rejected[0]).not.toHaveProperty("reason");
  });
});

describe("a promotion whose operator statements count once", () => {
  it("names its independent evidence beside its sources", async () => {
    const fact = observedFact("job-title", "Policy Lead", ["human:call-1", "human:call-2", "published:p1", "published:p2"], { provenance: "human" });
    const { diff } = await propose({ facts: [fact], candidates: [] });
    expect(diff.promotions).toEqual([{ id: E("job-title"), key: "job-title", value: "Policy Lead", evidence_count: 4, independent_evidence: 3 }]);
    expect(pendingLines(diff)).toEqual([`- **job-title**: Policy Lead — dynamic → static with 4 sources, 3 independent (threshold 3) \`${E("job-title")}\``]);
  });
});

describe("two new values of one key in a batch", () => {
  it("explain tells each new value the key's value it met and the other new value", async () => {
    const policyLead = observedFact("job-title", "Policy Lead", ["published:p1"]);
    const { diff, next } = await propose({
      facts: [policyLead],
      candidates: [c("job-title", "Head of AI", "published:p2"), c("job-title", "CTO", "published:p3")],
    });
    const lead = { id: E("job-title"), value: "Policy Lead" };
    const head = { id: C("job-title", "Head of AI"), value: "Head of AI" };
    const cto = { id: C("job-title", "CTO"), value: "CTO" };
    expect(lifeOf(head.id, next, diff)).toEqual([{ op: "conflict", ...head, candidate: 0, others: [lead, cto] }]);
    expect(lifeOf(cto.id, next, diff)).toEqual([{ op: "conflict", ...cto, candidate: 1, others: [lead, head] }]);
    expect(lifeOf(lead.id, next, diff)).toEqual([
      { op: "conflicted", ...lead, candidate: 0, others: [head] },
      { op: "conflicted", ...lead, candidate: 1, others: [cto] },
    ]);
  });
});

describe("a conflict addition the conflicts list does not name (a malformed diff)", () => {
  it("explain tells the new value's conflict alone, naming no other value", async () => {
    const { diff, next } = await propose(EVERY_KIND);
    const malformed = { ...diff, conflicts: [] };
    const amsterdam = { id: C("city", "Amsterdam"), value: "Amsterdam" };
    expect(lifeOf(amsterdam.id, next, malformed)).toEqual([{ op: "conflict", ...amsterdam, candidate: 4 }]);
    expect(lifeOf(E("city"), next, malformed)).toEqual([]);
  });

  it("the review tells only the addition", async () => {
    const { diff } = await propose(EVERY_KIND);
    const conflict = candidateOperations(diff).find((op) => op.spec.kind === "conflict")!;
    expect(OUTCOMES.conflict.reviewLines(conflict.entry as never, { conflictOf: () => undefined, agentPromotion: () => false })).toEqual([
      `adds a conflicting value city: Amsterdam as ${C("city", "Amsterdam")}`,
    ]);
  });
});
