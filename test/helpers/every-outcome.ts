/**
 * A profile and a batch whose diff has every outcome kind once (with the shipped rules and the
 * default config): test/diff/outcomes.test.ts walks it through each layer, and
 * test/diff/outcomes-text.test.ts reads the lines each outcome writes for the operator.
 */
import { mintConflictId, mintEntityId } from "../../src/core/mint-id.js";
import type { Candidate, Fact } from "../../src/core/schema-types.js";
import { observedFact, valueCandidate as c } from "./builders.js";

const E = (key: string) => mintEntityId({ kind: "observed", key });

export const EVERY_OUTCOME_FACTS: Fact[] = [
  // bumped by candidate 1 to three independent sources: promoted
  observedFact("job-title", "Policy Lead", ["published:p0", "published:p1"]),
  // superseded by candidate 3
  observedFact("employer", "City of Rotterdam", ["published:p1"]),
  // unseen since January: flagged stale; candidate 2 re-sends its source (duplicate)
  observedFact("tools", "Spreadsheets", ["published:p0"], { first_seen: "2026-01-02", last_seen: "2026-01-02" }),
  // a different value arrives (candidate 4): conflict
  observedFact("city", "Rotterdam", ["published:p1"]),
  // retired by candidate 6
  observedFact("side-project", "Register toolkit", ["published:p1"]),
  // an open conflict, settled by candidate 7
  observedFact("language", "Dutch", ["published:p1"]),
  { ...observedFact("language", "English", ["published:p2"]), id: mintConflictId({ kind: "observed", key: "language", value: "English" }) },
];

export const EVERY_OUTCOME_BATCH: Candidate[] = [
  c("tone", "Visionary", "ai-draft:x", { provenance: "ai-draft" }),
  c("job-title", "Policy Lead", "published:p2"),
  c("tools", "Spreadsheets", "published:p0"),
  c("employer", "Municipality of Utrecht", "published:p3", { supersedes: E("employer") }),
  c("city", "Amsterdam", "published:p3"),
  c("primary-expertise", "AI governance", "published:p3"),
  { key: "side-project", retires: E("side-project"), reason: "the project ended", provenance: "human", source: "human:call-0601", observed_date: "2026-05-30" },
  { key: "language", keeps: E("language"), reason: "the working language", provenance: "human", source: "human:call-0601", observed_date: "2026-05-30" },
];
