/**
 * A fact's story for explainFact's tests (test/diff/explain-fact*.test.ts): a profile holding one
 * seed, job-title candidates, and batches proposed and applied in turn as `brain` would.
 */
import { mintEntityId } from "../../src/core/mint-id.js";
import type { ProfileDoc } from "../../src/core/profile-format.js";
import type { Candidate, Fact } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import type { AppliedDiff } from "../../src/diff/explain-fact.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { recordsCitedBy } from "./records.js";

/** The shipped rules. */
export const RULES = loadRuleSet(null);
/** The id of the job-title fact, and of the seed. */
export const JT = mintEntityId({ kind: "observed", key: "job-title" });
export const SEED = mintEntityId({ kind: "profile-field", key: "name" });

export const seed: Fact = {
  id: SEED,
  kind: "profile-field",
  layer: "static",
  key: "name",
  value: "Dana",
  provenance: "human",
  sources: ["fields.yaml"],
  first_seen: "2026-04-01",
  last_seen: "2026-04-01",
  evidence_count: 1,
  status: "active",
};

/** A job-title candidate; its provenance follows its source (`human:` human, `ai:` ai-draft, else published). */
export const c = (value: string, source: string, extra: Partial<Candidate> = {}): Candidate => ({
  key: "job-title",
  value,
  provenance: source.startsWith("human:") ? "human" : source.startsWith("ai:") ? "ai-draft" : "published",
  source,
  observed_date: "2026-05-01",
  ...extra,
});

/** Proposes and applies each batch in turn, as `brain` would, keeping the applied diffs. */
export async function story(batches: { today: string; candidates: Candidate[] }[]): Promise<{ doc: ProfileDoc; applies: AppliedDiff[] }> {
  let doc: ProfileDoc = { title: "Profile", facts: [seed] };
  const applies: AppliedDiff[] = [];
  for (const [i, b] of batches.entries()) {
    const diff = await proposeDiff({
      current: doc,
      base: "b".repeat(64),
      candidates: b.candidates,
      rules: RULES,
      config: resolveConfig({ requireKnownSources: false }),
      today: b.today,
      // The published sources are ingested published records (nothing is stored as published without one).
      records: recordsCitedBy(b.candidates),
    });
    doc = applyDiff(doc, diff);
    applies.push({ at: `2026-06-0${i + 1}T10:00:00.000Z`, diff });
  }
  return { doc, applies };
}
