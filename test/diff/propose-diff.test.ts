import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { mintArchiveId, mintConflictId, mintEntityId, uniqueId } from "../../src/core/mint-id.js";
import type { BrainConfig, Candidate, CandidateEvent, Fact, ProfileDiff, RuleFile, TopCondition, ValueCandidate } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { proposeDiff, type RecordsView } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { buildRuleSet, type RuleSet } from "../../src/rules/rule-set.js";
import { recordsCitedBy, recordsView } from "../helpers/records.js";
import { OPERATIONS } from "../../src/diff/operations.js";

const RULES = loadRuleSet(null);
const TODAY = "2026-06-01";
const BASE = "b".repeat(64);

const JT = "job-title";
const PE = "primary-expertise";
const E = (key: string, kind: Fact["kind"] = "observed") => mintEntityId({ kind, key });
const C = (key: string, value: string) => mintConflictId({ kind: "observed", key, value });
const A = (id: string, value: string, on: string) => mintArchiveId({ id, value, on });

function fact(f: Partial<Fact> & Pick<Fact, "key" | "value">): Fact {
  const kind = f.kind ?? "observed";
  const sources = f.sources ?? ["published:a"];
  return {
    id: f.id ?? E(f.key, kind),
    kind,
    layer: f.layer ?? (kind === "profile-field" ? "static" : "dynamic"),
    key: f.key,
    value: f.value,
    provenance: f.provenance ?? "published",
    sources,
    first_seen: f.first_seen ?? "2026-05-01",
    last_seen: f.last_seen ?? "2026-05-01",
    evidence_count: sources.length,
    status: f.status ?? "active",
    ...(f.superseded_by ? { superseded_by: f.superseded_by, superseded_on: f.superseded_on ?? "2026-05-01" } : {}),
  };
}

function cand(c: Partial<ValueCandidate> & Pick<ValueCandidate, "key" | "value" | "source">): ValueCandidate {
  return { provenance: "published", observed_date: "2026-05-20", ...c };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

interface Run {
  facts?: Fact[];
  candidates: Candidate[];
  config?: BrainConfig;
  today?: string;
  rules?: RuleSet;
}

function propose(run: Run): Promise<ProfileDiff> {
  return proposeDiff({
    current: deepFreeze({ title: "Profile", facts: run.facts ?? [] }),
    base: BASE,
    candidates: deepFreeze(run.candidates),
    rules: run.rules ?? RULES,
    config: deepFreeze(resolveConfig(run.config ?? {})),
    today: run.today ?? TODAY,
    // Every source the test cites is an ingested record (known sources are tested on their own).
    records: recordsCitedBy(run.candidates, run.facts),
  });
}

// The shipped candidate rules map one-to-one onto outcomes, so a trace entry is named by its outcome.
const CANDIDATE_RULE = {
  reject: "reject-unlearnable-provenance",
  duplicate: "duplicate-source",
  bump: "bump-same-value",
  supersede: "supersede-explicit",
  add: "add-new-key",
  conflict: "conflict-keep-both",
} as const;
const SEED_REASON = "only the operator at the command line changes a seed (brain set --replaces, brain retire, brain resolve)";
const REASON: Partial<Record<keyof typeof CANDIDATE_RULE, string>> = { reject: "provenance not in learnFrom: never learned from" };
const tc = (candidate: number, outcome: keyof typeof CANDIDATE_RULE) => ({
  candidate,
  rule: CANDIDATE_RULE[outcome],
  file: "candidate.yaml",
  ...(REASON[outcome] ? { reason: REASON[outcome] } : {}),
  outcome,
});
const promoted = (id: string) => ({ fact: id, rule: "promote-on-evidence", file: "fact.yaml", outcome: "promote" as const });
const flagged = (id: string) => ({ fact: id, rule: "flag-stale", file: "fact.yaml", outcome: "decay-flag" as const });
const warned = (candidate: number, target: string, why: string, outcome: keyof typeof CANDIDATE_RULE) => ({
  candidate,
  message: expect.stringMatching(
    new RegExp(`^supersedes "${target}" not used: .*${why}.*; classified as ${outcome} \\(rule ${CANDIDATE_RULE[outcome]}\\)$`),
  ) as unknown as string,
});

const LISTS = [...OPERATIONS.map((op) => op.list), "trace"] as const;
// A list a later round added (resolutions) is absent from a diff without entries in it.
const absentWhenEmpty = new Set<string>(OPERATIONS.filter((op) => op.onlyWhenPresent).map((op) => op.list));
type Expected = Partial<Pick<ProfileDiff, (typeof LISTS)[number]>> & Pick<ProfileDiff, "trace">;

interface Case extends Run {
  name: string;
  expect: Expected;
}

const policyLead = fact({ key: JT, value: "Policy Lead", sources: ["published:p1"] });
const expertise = fact({ key: PE, value: "AI governance", sources: ["published:p1", "human:call-1"], provenance: "human" });
const conflictB = fact({ id: C(JT, "Head of AI"), key: JT, value: "Head of AI", sources: ["human:call-1"], provenance: "human" });
const seed = fact({ kind: "profile-field", key: JT, value: "Head of AI", provenance: "human", sources: ["fields.yaml"] });
const archivedLead = fact({
  id: A(E(JT), "Policy Lead", "2026-04-01"),
  key: JT,
  value: "Policy Lead",
  status: "superseded",
  superseded_by: E(JT),
  superseded_on: "2026-04-01",
  first_seen: "2025-12-01",
  last_seen: "2026-01-01",
});
const headOfAi = fact({ key: JT, value: "Head of AI", sources: ["human:call-1"], provenance: "human", first_seen: "2026-04-01", last_seen: "2026-04-01" });

const CASES: Case[] = [
  {
    name: "reject: ai-draft on a new key changes nothing",
    candidates: [cand({ key: "Writing Style", value: "Visionary", provenance: "ai-draft", source: "ai-draft:s" })],
    expect: {
      rejected: [
        {
          candidate: 0,
          key: "writing-style",
          value: "Visionary",
          provenance: "ai-draft",
          source: "ai-draft:s",
          rule: CANDIDATE_RULE.reject,
          reason: REASON.reject,
        },
      ],
      trace: [tc(0, "reject")],
    },
  },
  {
    name: "reject: ai-draft repeating a known value is no evidence bump",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "policy lead", provenance: "ai-draft", source: "ai-draft:s" })],
    expect: {
      rejected: [
        { candidate: 0, key: JT, value: "policy lead", provenance: "ai-draft", source: "ai-draft:s", rule: CANDIDATE_RULE.reject, reason: REASON.reject },
      ],
      trace: [tc(0, "reject")],
    },
  },
  {
    name: "reject: ai-draft with a usable supersedes neither supersedes nor warns",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "Chief", provenance: "ai-draft", source: "ai-draft:s", supersedes: E(JT) })],
    expect: {
      rejected: [{ candidate: 0, key: JT, value: "Chief", provenance: "ai-draft", source: "ai-draft:s", rule: CANDIDATE_RULE.reject, reason: REASON.reject }],
      trace: [tc(0, "reject")],
    },
  },
  {
    name: "reject: human is not learned from when learnFrom is [published]",
    config: { learnFrom: ["published"] },
    candidates: [
      cand({ key: JT, value: "Head of AI", provenance: "human", source: "human:call-1" }),
      cand({ key: PE, value: "AI governance", source: "published:p1" }),
    ],
    expect: {
      rejected: [
        { candidate: 0, key: JT, value: "Head of AI", provenance: "human", source: "human:call-1", rule: CANDIDATE_RULE.reject, reason: REASON.reject },
      ],
      additions: [{ candidate: 1, id: E(PE), key: PE, value: "AI governance", provenance: "published", source: "published:p1", observed_date: "2026-05-20" }],
      trace: [tc(0, "reject"), tc(1, "add")],
    },
  },
  {
    name: "add: a new key gets its canonical id, the normalized key and the value as written",
    candidates: [cand({ key: "  Primary_Expertise ", value: "AI  Governance", provenance: "human", source: "human:call-1" })],
    expect: {
      additions: [{ candidate: 0, id: E(PE), key: PE, value: "AI  Governance", provenance: "human", source: "human:call-1", observed_date: "2026-05-20" }],
      trace: [tc(0, "add")],
    },
  },
  {
    name: "bump: case and whitespace differences are the same value; the stored text is kept",
    facts: [policyLead],
    candidates: [cand({ key: "Job Title", value: "  policy   LEAD ", provenance: "human", source: "human:call-1", observed_date: "2026-05-03" })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(JT),
          key: JT,
          value: "Policy Lead",
          provenance: "human",
          source: "human:call-1",
          observed_date: "2026-05-03",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "bump")],
    },
  },
  {
    name: "bump: NFKC (full-width letters, ideographic space) is the same value",
    facts: [policyLead],
    candidates: [cand({ key: "ｊｏｂ－ｔｉｔｌｅ", value: "Ｐｏｌｉｃｙ\u3000Ｌｅａｄ", source: "published:p2" })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(JT),
          key: JT,
          value: "Policy Lead",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "bump")],
    },
  },
  {
    name: "duplicate: the source already evidenced the fact before this batch",
    facts: [expertise],
    candidates: [cand({ key: PE, value: "ai governance", provenance: "human", source: "human:call-1" })],
    expect: {
      duplicates: [{ candidate: 0, id: E(PE), key: PE, value: "AI governance", source: "human:call-1" }],
      trace: [tc(0, "duplicate")],
    },
  },
  {
    name: "duplicate: the same source twice within one batch counts once",
    candidates: [
      cand({ key: PE, value: "AI governance", source: "published:p1" }),
      cand({ key: PE, value: "AI GOVERNANCE", source: "published:p1", observed_date: "2026-05-25" }),
      cand({ key: PE, value: "ai governance", source: "published:p2" }),
      cand({ key: PE, value: "AI governance", source: "published:p2" }),
    ],
    expect: {
      additions: [{ candidate: 0, id: E(PE), key: PE, value: "AI governance", provenance: "published", source: "published:p1", observed_date: "2026-05-20" }],
      duplicates: [
        { candidate: 1, id: E(PE), key: PE, value: "AI governance", source: "published:p1" },
        { candidate: 3, id: E(PE), key: PE, value: "AI governance", source: "published:p2" },
      ],
      evidenceBumps: [
        {
          candidate: 2,
          id: E(PE),
          key: PE,
          value: "AI governance",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "add"), tc(1, "duplicate"), tc(2, "bump"), tc(3, "duplicate")],
    },
  },
  {
    name: "conflict: a different value is added beside the old fact under its own id",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "Head of AI", provenance: "human", source: "human:call-1" })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Head of AI"),
          key: JT,
          value: "Head of AI",
          provenance: "human",
          source: "human:call-1",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Policy Lead" }], incoming: [{ candidate: 0, id: C(JT, "Head of AI"), value: "Head of AI" }] }],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "conflict: a third value stands beside both active facts",
    facts: [policyLead, conflictB],
    candidates: [cand({ key: JT, value: "Director", source: "published:p3" })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Director"),
          key: JT,
          value: "Director",
          provenance: "published",
          source: "published:p3",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [
        {
          key: JT,
          existing: [
            { id: E(JT), value: "Policy Lead" },
            { id: C(JT, "Head of AI"), value: "Head of AI" },
          ],
          incoming: [{ candidate: 0, id: C(JT, "Director"), value: "Director" }],
        },
      ],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "conflict: re-seeing the conflicting value (earlier run) bumps it instead of adding a third",
    facts: [policyLead, conflictB],
    candidates: [cand({ key: JT, value: "head of ai", source: "published:p9" })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: C(JT, "Head of AI"),
          key: JT,
          value: "Head of AI",
          provenance: "published",
          source: "published:p9",
          observed_date: "2026-05-20",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "bump")],
    },
  },
  {
    name: "conflict: re-seeing the conflicting value in the same batch bumps it",
    facts: [policyLead],
    candidates: [
      cand({ key: JT, value: "Head of AI", provenance: "human", source: "human:call-1" }),
      cand({ key: JT, value: "HEAD OF AI", source: "published:p2", observed_date: "2026-05-22" }),
    ],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Head of AI"),
          key: JT,
          value: "Head of AI",
          provenance: "human",
          source: "human:call-1",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Policy Lead" }], incoming: [{ candidate: 0, id: C(JT, "Head of AI"), value: "Head of AI" }] }],
      evidenceBumps: [
        {
          candidate: 1,
          id: C(JT, "Head of AI"),
          key: JT,
          value: "Head of AI",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-22",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "conflict"), tc(1, "bump")],
    },
  },
  {
    name: "supersede: an explicit id with a different value archives the old fact; the winner takes its id",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "Head of AI", provenance: "human", source: "human:call-2", observed_date: "2026-05-10", supersedes: E(JT) })],
    expect: {
      supersedes: [
        {
          candidate: 0,
          key: JT,
          old: { id: E(JT), archived_id: A(E(JT), "Policy Lead", "2026-05-10"), value: "Policy Lead" },
          winner: { id: E(JT), value: "Head of AI", provenance: "human", source: "human:call-2", observed_date: "2026-05-10" },
        },
      ],
      trace: [tc(0, "supersede")],
    },
  },
  {
    name: "supersede: a conflict's second value can be retired too, the other stays",
    facts: [policyLead, conflictB],
    candidates: [cand({ key: JT, value: "Director of AI", source: "published:p3", supersedes: C(JT, "Head of AI") })],
    expect: {
      supersedes: [
        {
          candidate: 0,
          key: JT,
          old: { id: C(JT, "Head of AI"), archived_id: A(C(JT, "Head of AI"), "Head of AI", "2026-05-20"), value: "Head of AI" },
          winner: { id: C(JT, "Head of AI"), value: "Director of AI", provenance: "published", source: "published:p3", observed_date: "2026-05-20" },
        },
      ],
      trace: [tc(0, "supersede")],
    },
  },
  {
    name: "supersede guard: naming a fact with the same value is a bump, never a self-supersede",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "policy lead", source: "published:p2", supersedes: E(JT) })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(JT),
          key: JT,
          value: "Policy Lead",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "bump")],
    },
  },
  {
    name: "supersede guard: same value from a source already seen is a duplicate",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "Policy Lead", source: "published:p1", supersedes: E(JT) })],
    expect: {
      duplicates: [{ candidate: 0, id: E(JT), key: JT, value: "Policy Lead", source: "published:p1" }],
      trace: [tc(0, "duplicate")],
    },
  },
  {
    name: "supersede guard: a missing id warns and falls back to a conflict",
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "Head of AI", source: "published:p2", supersedes: "no-such-id" })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Head of AI"),
          key: JT,
          value: "Head of AI",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Policy Lead" }], incoming: [{ candidate: 0, id: C(JT, "Head of AI"), value: "Head of AI" }] }],
      warnings: [warned(0, "no-such-id", "no fact has this id", "conflict")],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "supersede guard: an already superseded target warns and falls back to a conflict",
    facts: [archivedLead, headOfAi],
    candidates: [cand({ key: JT, value: "Director", source: "published:p3", supersedes: archivedLead.id })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Director"),
          key: JT,
          value: "Director",
          provenance: "published",
          source: "published:p3",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Head of AI" }], incoming: [{ candidate: 0, id: C(JT, "Director"), value: "Director" }] }],
      warnings: [warned(0, archivedLead.id, "already superseded", "conflict")],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "supersede guard: a target of another key warns; the candidate is classified on its own key",
    facts: [policyLead, expertise],
    candidates: [cand({ key: JT, value: "Head of AI", source: "published:p2", supersedes: E(PE) })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Head of AI"),
          key: JT,
          value: "Head of AI",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Policy Lead" }], incoming: [{ candidate: 0, id: C(JT, "Head of AI"), value: "Head of AI" }] }],
      warnings: [warned(0, E(PE), `about key "${PE}"`, "conflict")],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "seeds: a session's supersedes naming a seed is rejected (reject-seed-change-not-operator); only the operator changes a seed",
    facts: [seed],
    candidates: [cand({ key: JT, value: "Director", source: "published:p2", supersedes: seed.id })],
    expect: {
      rejected: [
        {
          candidate: 0,
          key: JT,
          value: "Director",
          provenance: "published",
          source: "published:p2",
          rule: "reject-seed-change-not-operator",
          reason: SEED_REASON,
        },
      ],
      trace: [{ candidate: 0, rule: "reject-seed-change-not-operator", file: "candidate.yaml", reason: SEED_REASON, outcome: "reject" }],
    },
  },
  {
    name: "supersede guard: the second claim on one target in a batch warns and falls back to a conflict with the winner",
    facts: [policyLead],
    candidates: [
      cand({ key: JT, value: "Head of AI", source: "published:p2", supersedes: E(JT) }),
      cand({ key: JT, value: "Director", source: "published:p3", supersedes: E(JT) }),
    ],
    expect: {
      supersedes: [
        {
          candidate: 0,
          key: JT,
          old: { id: E(JT), archived_id: A(E(JT), "Policy Lead", "2026-05-20"), value: "Policy Lead" },
          winner: { id: E(JT), value: "Head of AI", provenance: "published", source: "published:p2", observed_date: "2026-05-20" },
        },
      ],
      additions: [
        {
          candidate: 1,
          id: C(JT, "Director"),
          key: JT,
          value: "Director",
          provenance: "published",
          source: "published:p3",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Head of AI" }], incoming: [{ candidate: 1, id: C(JT, "Director"), value: "Director" }] }],
      warnings: [warned(1, E(JT), "already superseded earlier in this batch by candidate /0", "conflict")],
      trace: [tc(0, "supersede"), tc(1, "conflict")],
    },
  },
  {
    name: "supersede resolves a conflict: the named fact is retired and the fact already holding the new value merges into its id",
    facts: [policyLead, conflictB],
    candidates: [cand({ key: JT, value: "Head of AI", source: "published:p2", supersedes: E(JT) })],
    expect: {
      supersedes: [
        {
          candidate: 0,
          key: JT,
          old: { id: E(JT), archived_id: A(E(JT), "Policy Lead", "2026-05-20"), value: "Policy Lead" },
          winner: { id: E(JT), value: "Head of AI", provenance: "published", source: "published:p2", observed_date: "2026-05-20" },
          merged: { id: C(JT, "Head of AI"), value: "Head of AI", evidence_before: 1 },
        },
      ],
      trace: [tc(0, "supersede")],
    },
  },
  {
    name: "duplicate: a source that evidenced a value now superseded counts once (a re-sent batch never revives it)",
    facts: [archivedLead, headOfAi],
    candidates: [cand({ key: JT, value: "policy lead", source: archivedLead.sources[0]! })],
    expect: {
      duplicates: [{ candidate: 0, id: archivedLead.id, key: JT, value: "Policy Lead", source: archivedLead.sources[0]! }],
      trace: [tc(0, "duplicate")],
    },
  },
  {
    name: "promote: the third distinct source makes a dynamic fact static",
    facts: [expertise],
    candidates: [cand({ key: PE, value: "AI governance", source: "published:p2" })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(PE),
          key: PE,
          value: "AI governance",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 2,
          evidence_after: 3,
        },
      ],
      promotions: [{ id: E(PE), key: PE, value: "AI governance", evidence_count: 3 }],
      trace: [tc(0, "bump"), promoted(E(PE))],
    },
  },
  {
    name: "promote: decided on the state after the batch (added and evidenced within one batch)",
    candidates: [
      cand({ key: PE, value: "AI governance", source: "published:p1" }),
      cand({ key: PE, value: "ai governance", source: "published:p2" }),
      cand({ key: PE, value: "AI Governance", source: "human:call-1", provenance: "human" }),
    ],
    expect: {
      additions: [{ candidate: 0, id: E(PE), key: PE, value: "AI governance", provenance: "published", source: "published:p1", observed_date: "2026-05-20" }],
      evidenceBumps: [
        {
          candidate: 1,
          id: E(PE),
          key: PE,
          value: "AI governance",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 1,
          evidence_after: 2,
        },
        {
          candidate: 2,
          id: E(PE),
          key: PE,
          value: "AI governance",
          provenance: "human",
          source: "human:call-1",
          observed_date: "2026-05-20",
          evidence_before: 2,
          evidence_after: 3,
        },
      ],
      promotions: [{ id: E(PE), key: PE, value: "AI governance", evidence_count: 3 }],
      trace: [tc(0, "add"), tc(1, "bump"), tc(2, "bump"), promoted(E(PE))],
    },
  },
  {
    name: "promote: the same new source twice counts once (2 + 1 < 4)",
    config: { promoteThreshold: 4 },
    facts: [expertise],
    candidates: [
      cand({ key: PE, value: "AI governance", source: "published:p2" }),
      cand({ key: PE, value: "AI governance", source: "published:p2" }),
      cand({ key: PE, value: "AI governance", source: "published:p1" }),
    ],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(PE),
          key: PE,
          value: "AI governance",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 2,
          evidence_after: 3,
        },
      ],
      duplicates: [
        { candidate: 1, id: E(PE), key: PE, value: "AI governance", source: "published:p2" },
        { candidate: 2, id: E(PE), key: PE, value: "AI governance", source: "published:p1" },
      ],
      trace: [tc(0, "bump"), tc(1, "duplicate"), tc(2, "duplicate")],
    },
  },
  {
    name: "promote: the threshold comes from config (2 sources suffice at promoteThreshold 2)",
    config: { promoteThreshold: 2 },
    facts: [policyLead],
    candidates: [cand({ key: JT, value: "Policy Lead", source: "published:p2" })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(JT),
          key: JT,
          value: "Policy Lead",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      promotions: [{ id: E(JT), key: JT, value: "Policy Lead", evidence_count: 2 }],
      trace: [tc(0, "bump"), promoted(E(JT))],
    },
  },
  {
    name: "promote: a fact already at the threshold before the batch is promoted even with no candidate",
    config: { promoteThreshold: 2 },
    facts: [expertise],
    candidates: [],
    expect: {
      promotions: [{ id: E(PE), key: PE, value: "AI governance", evidence_count: 2 }],
      trace: [promoted(E(PE))],
    },
  },
  {
    name: "promote: static facts, superseded facts and seeds are never promoted",
    config: { promoteThreshold: 1 },
    facts: [
      fact({ key: PE, value: "AI governance", layer: "static", sources: ["published:p1", "published:p2", "published:p3"] }),
      { ...archivedLead, sources: ["published:p1", "published:p2", "published:p3"], evidence_count: 3, last_seen: "2026-05-01" },
      { ...seed, layer: "dynamic" },
    ],
    candidates: [],
    expect: { trace: [] },
  },
  {
    name: "decay-flag: an active dynamic fact unseen for more than decayDays (relative to today)",
    facts: [fact({ key: JT, value: "Policy Lead", last_seen: "2026-01-01", first_seen: "2025-12-01" })],
    candidates: [],
    expect: {
      staleFlags: [{ id: E(JT), key: JT, value: "Policy Lead", last_seen: "2026-01-01", days_since_seen: 151 }],
      trace: [flagged(E(JT))],
    },
  },
  {
    name: "decay-flag: exactly decayDays (90) is not stale, 91 is",
    facts: [
      fact({ key: JT, value: "Policy Lead", last_seen: "2026-03-03", first_seen: "2026-03-03" }),
      fact({ key: PE, value: "AI governance", last_seen: "2026-03-02", first_seen: "2026-03-02" }),
    ],
    candidates: [],
    expect: {
      staleFlags: [{ id: E(PE), key: PE, value: "AI governance", last_seen: "2026-03-02", days_since_seen: 91 }],
      trace: [flagged(E(PE))],
    },
  },
  {
    name: "decay-flag: the same profile is not stale relative to an earlier today",
    today: "2026-03-31",
    facts: [fact({ key: JT, value: "Policy Lead", last_seen: "2026-01-01", first_seen: "2026-01-01" })],
    candidates: [],
    expect: { trace: [] },
  },
  {
    name: "decay-flag: decayDays comes from config",
    config: { decayDays: 30 },
    facts: [fact({ key: JT, value: "Policy Lead", last_seen: "2026-05-01", first_seen: "2026-05-01" })],
    candidates: [],
    expect: {
      staleFlags: [{ id: E(JT), key: JT, value: "Policy Lead", last_seen: "2026-05-01", days_since_seen: 31 }],
      trace: [flagged(E(JT))],
    },
  },
  {
    name: "decay-flag: a bump in the batch refreshes last_seen, so the fact is not flagged",
    facts: [fact({ key: JT, value: "Policy Lead", last_seen: "2026-01-01", first_seen: "2026-01-01" })],
    candidates: [cand({ key: JT, value: "Policy Lead", source: "published:p2", observed_date: "2026-05-30" })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(JT),
          key: JT,
          value: "Policy Lead",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-30",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      trace: [tc(0, "bump")],
    },
  },
  {
    name: "decay-flag: a promoted fact is promoted, not flagged",
    facts: [
      fact({ key: PE, value: "AI governance", sources: ["published:p1", "published:p2", "published:p3"], last_seen: "2025-01-01", first_seen: "2025-01-01" }),
    ],
    candidates: [],
    expect: {
      promotions: [{ id: E(PE), key: PE, value: "AI governance", evidence_count: 3 }],
      trace: [promoted(E(PE))],
    },
  },
  {
    name: "decay-flag: superseded facts, seeds and static facts are never flagged",
    facts: [
      fact({ key: PE, value: "AI governance", layer: "static", last_seen: "2024-01-01", first_seen: "2024-01-01" }),
      { ...archivedLead, last_seen: "2024-01-01" },
      { ...headOfAi, last_seen: "2026-05-01" },
      { ...seed, last_seen: "2024-01-01", first_seen: "2024-01-01" },
      { ...seed, id: E("employer", "profile-field"), key: "employer", value: "City", layer: "dynamic", last_seen: "2024-01-01", first_seen: "2024-01-01" },
    ],
    candidates: [],
    expect: { trace: [] },
  },
  {
    name: "seeds: a candidate repeating a seed's value becomes its own observed fact, never a bump",
    facts: [seed],
    candidates: [cand({ key: JT, value: "Head of AI", source: "published:p1" })],
    expect: {
      additions: [{ candidate: 0, id: E(JT), key: JT, value: "Head of AI", provenance: "published", source: "published:p1", observed_date: "2026-05-20" }],
      trace: [tc(0, "add")],
    },
  },
  {
    name: "seeds: a candidate contradicting a seed is in conflict with it (the seed counts as a value of its key)",
    facts: [seed],
    candidates: [cand({ key: JT, value: "Director", source: "published:p1" })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "Director"),
          key: JT,
          value: "Director",
          provenance: "published",
          source: "published:p1",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: seed.id, value: seed.value }], incoming: [{ candidate: 0, id: C(JT, "Director"), value: "Director" }] }],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "seeds: a candidate carrying a seed's value is its own observed fact (no bump of the seed, no conflict)",
    facts: [seed],
    candidates: [cand({ key: JT, value: seed.value, source: "published:p1" })],
    expect: {
      additions: [{ candidate: 0, id: E(JT), key: JT, value: seed.value, provenance: "published", source: "published:p1", observed_date: "2026-05-20" }],
      trace: [tc(0, "add")],
    },
  },
  {
    name: "supersede guard: a seed named by a candidate of another value's key warns (consolidation never changes a seed); the candidate bumps",
    facts: [fact({ kind: "profile-field", key: "name", value: "Ada", provenance: "human", sources: ["fields.yaml"] }), policyLead],
    candidates: [cand({ key: JT, value: "Policy Lead", source: "published:p2", supersedes: E("name", "profile-field") })],
    expect: {
      evidenceBumps: [
        {
          candidate: 0,
          id: E(JT),
          key: JT,
          value: "Policy Lead",
          source: "published:p2",
          observed_date: "2026-05-20",
          provenance: "published",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      warnings: [warned(0, E("name", "profile-field"), "that fact is a profile-field seed, which consolidation never changes", "bump")],
      trace: [tc(0, "bump")],
    },
  },
  {
    name: "supersede guard: a source that already evidenced the new value warns so, and counts once",
    facts: [
      fact({ key: "city", value: "Rotterdam", sources: ["published:p1"] }),
      fact({ id: C("city", "Amsterdam"), key: "city", value: "Amsterdam", sources: ["published:p3"] }),
    ],
    candidates: [cand({ key: "city", value: "Amsterdam", source: "published:p3", supersedes: E("city") })],
    expect: {
      duplicates: [{ candidate: 0, id: C("city", "Amsterdam"), key: "city", value: "Amsterdam", source: "published:p3" }],
      warnings: [warned(0, E("city"), "this source already evidenced this value", "duplicate")],
      trace: [tc(0, "duplicate")],
    },
  },
  {
    name: "seeds: a conflict's existing values leave out a seed holding the incoming value (a seed of the same value is no conflict)",
    facts: [seed, policyLead],
    candidates: [cand({ key: JT, value: "head of AI", source: "published:p2" })],
    expect: {
      additions: [
        {
          candidate: 0,
          id: C(JT, "head of AI"),
          key: JT,
          value: "head of AI",
          provenance: "published",
          source: "published:p2",
          observed_date: "2026-05-20",
          conflict: true,
        },
      ],
      conflicts: [{ key: JT, existing: [{ id: E(JT), value: "Policy Lead" }], incoming: [{ candidate: 0, id: C(JT, "head of AI"), value: "head of AI" }] }],
      trace: [tc(0, "conflict")],
    },
  },
  {
    name: "resolve claims the kept fact and every archived one: a later supersedes naming either warns which candidate took it, and how",
    facts: [
      fact({ key: "language", value: "Dutch", sources: ["published:p1"] }),
      fact({ id: C("language", "English"), key: "language", value: "English", sources: ["published:p2"] }),
    ],
    candidates: [
      { key: "language", keeps: E("language"), provenance: "human", source: "human:call-1", observed_date: "2026-05-30" },
      cand({ key: "language", value: "Dutch", source: "published:p4", supersedes: E("language") }),
      cand({ key: "language", value: "English", source: "published:p5", supersedes: C("language", "English") }),
    ],
    expect: {
      resolutions: [
        {
          candidate: 0,
          key: "language",
          kept: { id: E("language"), value: "Dutch" },
          superseded: [{ id: C("language", "English"), value: "English" }],
          source: "human:call-1",
          observed_date: "2026-05-30",
        },
      ],
      evidenceBumps: [
        {
          candidate: 1,
          id: E("language"),
          key: "language",
          value: "Dutch",
          source: "published:p4",
          observed_date: "2026-05-20",
          provenance: "published",
          evidence_before: 1,
          evidence_after: 2,
        },
      ],
      additions: [
        {
          candidate: 2,
          id: uniqueId(C("language", "English"), new Set([C("language", "English")])),
          key: "language",
          value: "English",
          source: "published:p5",
          observed_date: "2026-05-20",
          provenance: "published",
          conflict: true,
        },
      ],
      conflicts: [
        {
          key: "language",
          existing: [{ id: E("language"), value: "Dutch" }],
          incoming: [{ candidate: 2, id: uniqueId(C("language", "English"), new Set([C("language", "English")])), value: "English" }],
        },
      ],
      warnings: [
        warned(1, E("language"), "already kept earlier in this batch by candidate /0", "bump"),
        warned(2, C("language", "English"), "already superseded earlier in this batch by candidate /0", "conflict"),
      ],
      trace: [{ candidate: 0, rule: "resolve-by-operator", file: "candidate.yaml", outcome: "resolve" }, tc(1, "bump"), tc(2, "conflict")],
    },
  },
];

describe("proposeDiff: the shipped rules and the runtime guards (docs/rules.md)", () => {
  it.each(CASES)("$name", async (c) => {
    const diff = await propose(c);
    for (const list of LISTS) expect(diff[list], list).toEqual(c.expect[list] ?? (absentWhenEmpty.has(list) ? undefined : []));
  });

  it("traces every candidate once, in order, then every promote / decay-flag", async () => {
    for (const c of CASES) {
      const diff = await propose(c);
      const candidateEntries = diff.trace.filter((t) => t.candidate !== undefined).map((t) => t.candidate);
      expect(candidateEntries, c.name).toEqual(c.candidates.map((_, i) => i));
      const factEntries = diff.trace.filter((t) => t.fact !== undefined).map((t) => `${t.outcome}:${t.fact}`);
      expect(factEntries.sort(), c.name).toEqual(
        [...diff.promotions.map((p) => `promote:${p.id}`), ...diff.staleFlags.map((s) => `decay-flag:${s.id}`)].sort(),
      );
    }
  });

  it("after a supersede merged a conflict, a later candidate with the merged value bumps the winner (no second fact holding it)", async () => {
    const diff = await propose({
      facts: [policyLead, conflictB],
      candidates: [
        cand({ key: JT, value: "Head of AI", source: "published:p2", supersedes: E(JT) }),
        cand({ key: JT, value: "head of ai", source: "published:p3" }),
      ],
    });
    expect(diff.supersedes.map((x) => x.merged?.id)).toEqual([C(JT, "Head of AI")]);
    expect(diff.evidenceBumps.map((b) => [b.candidate, b.id, b.evidence_before])).toEqual([[1, E(JT), 2]]);
    expect(diff.additions).toEqual([]);
    expect(diff.conflicts).toEqual([]);
  });
});

describe("what the operations leave in the profile (projected by applyDiff)", () => {
  it.each([
    {
      existing: "human",
      first: "2026-03-01",
      last: "2026-04-01",
      incoming: "published",
      observed: "2026-02-01",
      provenance: "published",
      first_seen: "2026-02-01",
      last_seen: "2026-04-01",
    },
    {
      existing: "published",
      first: "2026-03-01",
      last: "2026-04-01",
      incoming: "human",
      observed: "2026-05-01",
      provenance: "published",
      first_seen: "2026-03-01",
      last_seen: "2026-05-01",
    },
    {
      existing: "human",
      first: "2026-03-01",
      last: "2026-04-01",
      incoming: "human",
      observed: "2026-03-15",
      provenance: "human",
      first_seen: "2026-03-01",
      last_seen: "2026-04-01",
    },
  ] as const)("bump: $existing fact ($first…$last) + $incoming candidate on $observed → $provenance, $first_seen…$last_seen", async (row) => {
    const before = fact({ key: JT, value: "Policy Lead", provenance: row.existing, first_seen: row.first, last_seen: row.last, sources: ["s1"] });
    const candidates = [cand({ key: JT, value: "policy lead", provenance: row.incoming, source: "s2", observed_date: row.observed })];
    const diff = await propose({ facts: [before], candidates });
    const after = applyDiff({ title: "Profile", facts: [before] }, diff);
    expect(after.facts).toEqual([
      { ...before, provenance: row.provenance, first_seen: row.first_seen, last_seen: row.last_seen, sources: ["s1", "s2"], evidence_count: 2 },
    ]);
  });

  it("add: a new dynamic observed fact with evidence 1 and both dates = observed_date", async () => {
    const candidates = [cand({ key: "Job Title", value: "Head of AI", provenance: "human", source: "human:call-1", observed_date: "2026-05-07" })];
    const diff = await propose({ candidates });
    const after = applyDiff({ title: "Profile", facts: [] }, diff);
    expect(after.facts).toEqual([
      {
        id: E(JT),
        kind: "observed",
        layer: "dynamic",
        key: JT,
        value: "Head of AI",
        provenance: "human",
        sources: ["human:call-1"],
        first_seen: "2026-05-07",
        last_seen: "2026-05-07",
        evidence_count: 1,
        status: "active",
      },
    ]);
  });

  it("supersede: the old fact is archived in place; the winner takes the old id", async () => {
    const other = fact({ key: PE, value: "AI governance" });
    const old = fact({ key: JT, value: "Policy Lead", sources: ["published:p1", "published:p2"], first_seen: "2026-01-10", last_seen: "2026-02-14" });
    const candidates = [cand({ key: JT, value: "Head of AI", provenance: "human", source: "human:call-1", observed_date: "2026-06-01", supersedes: old.id })];
    const diff = await propose({ facts: [old, other], candidates });
    const after = applyDiff({ title: "Profile", facts: [old, other] }, diff);
    const archivedId = A(old.id, "Policy Lead", "2026-06-01");
    expect(archivedId).not.toBe(old.id);
    expect(after.facts).toEqual([
      { ...old, id: archivedId, status: "superseded", superseded_by: old.id, superseded_on: "2026-06-01" },
      other,
      {
        id: old.id,
        kind: "observed",
        layer: "dynamic",
        key: JT,
        value: "Head of AI",
        provenance: "human",
        sources: ["human:call-1"],
        first_seen: "2026-06-01",
        last_seen: "2026-06-01",
        evidence_count: 1,
        status: "active",
      },
    ]);
  });

  it("seeds are never touched by a session's batch, whatever it says about their key", async () => {
    const candidates = [
      cand({ key: JT, value: "Head of AI", source: "published:p1" }),
      cand({ key: JT, value: "Director", source: "published:p2", supersedes: seed.id }),
      cand({ key: JT, value: "head of ai", source: "published:p3" }),
    ];
    const diff = await propose({ facts: [seed], candidates, config: { promoteThreshold: 2 } });
    const after = applyDiff({ title: "Profile", facts: [seed] }, diff);
    expect(after.facts.filter((f) => f.id === seed.id)).toEqual([seed]);
    expect(after.facts.filter((f) => f.kind === "observed").map((f) => [f.id, f.value, f.evidence_count, f.layer])).toEqual([
      [E(JT), "Head of AI", 2, "static"],
    ]);
    // The supersedes naming the seed is a seed change, which only the operator makes.
    expect(diff.rejected.map((r) => [r.candidate, r.rule])).toEqual([[1, "reject-seed-change-not-operator"]]);
  });
});

describe("rule sets that break the contract are refused", () => {
  const shipped = (file: string) => load(readFileSync(join(SHIPPED_RULES_DIR, file), "utf8")) as RuleFile;
  const ruleSet = (candidate: RuleFile, fact: RuleFile = shipped("fact.yaml")) =>
    buildRuleSet(
      [
        { path: "custom/candidate.yaml", file: "candidate.yaml", sha256: "c".repeat(64), content: candidate },
        { path: "custom/fact.yaml", file: "fact.yaml", sha256: "f".repeat(64), content: fact },
      ],
      "custom",
    );

  async function refusal(run: Run): Promise<InvalidInputError> {
    const error = await propose(run).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    return error as InvalidInputError;
  }

  it("a candidate rule set that is not total names the unclassified candidate", async () => {
    const partial = shipped("candidate.yaml");
    partial.rules = partial.rules.filter((r) => r.name !== CANDIDATE_RULE.bump && r.name !== CANDIDATE_RULE.duplicate);
    const error = await refusal({
      rules: ruleSet(partial),
      facts: [policyLead],
      candidates: [cand({ key: PE, value: "AI governance", source: "s1" }), cand({ key: "Job Title", value: "Policy Lead", source: "s2" })],
    });
    expect(error.issues).toEqual([expect.stringMatching(/no rule classifies candidate \/1 \(key "Job Title", provenance published\)/)]);
  });

  it("a custom rule that would learn from ai-draft is refused, citing invariant 1", async () => {
    const greedy = shipped("candidate.yaml");
    greedy.rules.unshift({
      name: "learn-everything",
      priority: 1000,
      conditions: { all: [{ fact: "candidate", path: "provenance", operator: "in", value: ["published", "human", "ai-draft"] }] },
      event: { type: "add" },
    });
    const error = await refusal({
      rules: ruleSet(greedy),
      candidates: [cand({ key: PE, value: "AI governance", source: "s1" }), cand({ key: JT, value: "Visionary", provenance: "ai-draft", source: "ai" })],
    });
    expect(error.issues).toEqual([expect.stringMatching(/^candidate\.yaml: rule "learn-everything" chose "add" for candidate \/1 .*invariant 1/)]);
  });

  it("a custom fact rule that promotes seeds is refused, naming the seed", async () => {
    const fact = shipped("fact.yaml");
    fact.rules.unshift({
      name: "promote-seeds",
      priority: 100,
      conditions: { all: [{ fact: "fact", path: "kind", operator: "equal", value: "profile-field" }] },
      event: { type: "promote" },
    });
    const error = await refusal({ rules: ruleSet(shipped("candidate.yaml"), fact), facts: [seed], candidates: [] });
    expect(error.issues).toEqual([
      expect.stringMatching(new RegExp(`^fact\\.yaml: rule "promote-seeds" chose "promote" for fact ${seed.id} \\(key "${JT}"\\)`)),
    ]);
  });

  it.each<[string, CandidateEvent, TopCondition]>([
    ["add on a known key", "add", { all: [{ fact: "key", path: "activeFacts", operator: "greaterThan", value: 0 }] }],
    ["bump without a same-value fact", "bump", { all: [{ fact: "key", path: "sameValue", operator: "equal", value: false }] }],
    ["supersede without a target", "supersede", { all: [{ fact: "candidate", path: "hasSupersedes", operator: "equal", value: false }] }],
  ])("a custom rule choosing %s is refused", async (_label, type, conditions) => {
    const rogue = shipped("candidate.yaml");
    rogue.rules.unshift({ name: "rogue", priority: 1000, conditions, event: { type } });
    const error = await refusal({ rules: ruleSet(rogue), facts: [policyLead], candidates: [cand({ key: JT, value: "Head of AI", source: "s9" })] });
    expect(error.issues).toEqual([expect.stringMatching(new RegExp(`^candidate\\.yaml: rule "rogue" chose "${type}" for candidate /0`))]);
  });
});

describe("determinism", () => {
  const run: Run = {
    facts: [seed, policyLead, expertise],
    candidates: [
      cand({ key: JT, value: "Head of AI", source: "human:call-2", provenance: "human", supersedes: E(JT) }),
      cand({ key: PE, value: "ai governance", source: "published:p4" }),
      cand({ key: "Side Project", value: "Register toolkit", source: "published:p4" }),
      cand({ key: JT, value: "Director", source: "published:p5", supersedes: E(JT) }),
      cand({ key: "tone", value: "Visionary", provenance: "ai-draft", source: "ai" }),
    ],
    today: "2026-09-15",
  };

  it("the same inputs give byte-identical JSON", async () => {
    const [a, b] = [await propose(run), await propose(structuredClone(run))];
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.supersedes).toHaveLength(1);
    expect(a.conflicts).toHaveLength(1);
    expect(a.promotions).toHaveLength(1);
  });

  it("the id is diffId of the diff without its id, and changes with any input", async () => {
    const diff = await propose(run);
    const { id, ...body } = diff;
    expect(id).toBe(diffId(body));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const later = await propose({ ...run, today: "2026-09-16" });
    expect(later.id).not.toBe(id);
    expect(later.id).toBe(diffId({ ...later, id: "ignored" }));
  });
});

describe("fact.changedByThisDiff: no stale flag from the diff that adds or bumps a fact", () => {
  it("an addition, a bump and a supersession's winner citing year-old evidence are not flagged; an untouched old fact is", async () => {
    const old = { first_seen: "2025-01-01", last_seen: "2025-01-01" };
    const facts = [
      fact({ key: "employer", value: "Acme", ...old }),
      fact({ key: "city", value: "Utrecht", ...old }),
      fact({ key: "tone", value: "calm", ...old }),
    ];
    const diff = await propose({
      facts,
      candidates: [
        cand({ key: "hobby", value: "chess", source: "published:b", observed_date: "2025-02-01" }),
        cand({ key: "employer", value: "Acme", source: "published:c", observed_date: "2025-02-01" }),
        cand({ key: "city", value: "Lisbon", source: "published:d", observed_date: "2025-02-01", supersedes: E("city") }),
      ],
    });
    expect(diff.additions.map((a) => a.key)).toEqual(["hobby"]);
    expect(diff.evidenceBumps.map((b) => b.id)).toEqual([E("employer")]);
    expect(diff.supersedes.map((s) => s.winner.id)).toEqual([E("city")]);
    expect(diff.staleFlags.map((f) => f.id)).toEqual([E("tone")]);
  });
});

describe("candidate.quoteFound: a quote is looked for in the folded body of the record it cites", () => {
  const LONG = "I have led the policy team for three years";
  const quoting = (quote: string, source = "published:p1") => cand({ key: JT, value: "Policy Lead", source, quote });
  const found = async (candidate: ValueCandidate, records: RecordsView | undefined, config: BrainConfig = {}) => {
    const diff = await proposeDiff({
      current: { title: "Profile", facts: [] },
      base: BASE,
      candidates: [candidate],
      rules: RULES,
      config: resolveConfig(config),
      today: TODAY,
      ...(records === undefined ? {} : { records }),
    });
    return diff.trace[0]!.quote_found;
  };
  const withBodies = (bodies: Record<string, string>): RecordsView => ({
    ...recordsView({ "published:p1": "published" }),
    bodies: new Map(Object.entries(bodies)),
  });

  it("found in the body of the cited record; not found in another record's body", async () => {
    expect(await found(quoting(LONG), withBodies({ "published:p1": `notes. ${LONG}. more` }))).toBe(true);
    expect(await found(quoting(LONG), withBodies({ "published:p2": `notes. ${LONG}. more` }))).toBe(false);
  });

  it("not found, without failing, when no body was read for the record, or no record at all", async () => {
    // Quotes of 20 characters or more are looked for inside the body, shorter ones compared whole.
    for (const quote of [LONG, "led policy"]) {
      expect(await found(quoting(quote), recordsView({ "published:p1": "published" }))).toBe(false);
      expect(await found(quoting(quote), withBodies({}))).toBe(false);
      expect(await found(quoting(quote), undefined, { requireKnownSources: false })).toBe(false);
    }
  });

  it("an operator statement's quote is not checked, whatever the records hold", async () => {
    expect(
      await found(cand({ key: JT, value: "Policy Lead", source: "human:call", provenance: "human", quote: LONG }), withBodies({ "human:call": LONG })),
    ).toBeUndefined();
  });
});

describe("a seed no longer active is no value beside a candidate's", () => {
  it("a retired or superseded seed of the key: a new value is added, not a conflict", async () => {
    for (const status of ["retired", "superseded"] as const) {
      const gone = { ...seed, status, ...(status === "retired" ? { retired_on: "2026-05-01", retired_reason: "left" } : {}) };
      const diff = await propose({ facts: [gone], candidates: [cand({ key: JT, value: "Policy Lead", source: "published:p2" })] });
      expect(diff.trace.map((t) => t.outcome)).toEqual(["add"]);
      expect(diff.conflicts).toEqual([]);
    }
    // The same seed active: the new value stands beside it.
    const active = await propose({ facts: [seed], candidates: [cand({ key: JT, value: "Policy Lead", source: "published:p2" })] });
    expect(active.trace.map((t) => t.outcome)).not.toEqual(["add"]);
  });
});
