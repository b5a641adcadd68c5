/**
 * `brain recall`'s search (src/diff/recall-facts.ts), a pure function: which active facts are hits,
 * and their rank (the key equal to the query, a key starting with it, the words matched, then the
 * session context's order).
 */
import { describe, expect, it } from "vitest";
import type { Fact } from "../../src/core/schema-types.js";
import { type RecallRequest, recallFacts } from "../../src/diff/recall-facts.js";
import type { ContextPlanInput } from "../../src/diff/session-context.js";
import { observedFact } from "../helpers/builders.js";

const sources = (n: number) => Array.from({ length: n }, (_, i) => `published:${i}`);
const f = (key: string, value: string, evidence = 1, extra: Partial<Fact> = {}) => observedFact(key, value, sources(evidence), { id: `id-${key}`, ...extra });

function input(facts: Fact[], { exclude = [] as string[], keyAliases = {} } = {}): ContextPlanInput {
  return { facts, config: { decayDays: 400, staticDecayDays: null, multiValued: [], keyAliases }, context: { exclude }, today: "2026-06-01" };
}

const ask = (words: string[], more: Partial<RecallRequest> = {}): RecallRequest => ({ words, limit: 10, includeExcluded: false, ...more });

/** Each match as `key words` (and the glob that excludes it, if any). */
function hits(found: ReturnType<typeof recallFacts>): string[] {
  return found.matches.map((m) => `${m.fact.key} ${m.words}${m.excludedBy === null ? "" : ` ${m.excludedBy}`}`);
}

describe("recallFacts", () => {
  // In the context's order (more evidence first) the words-only hits come first and the exact key last.
  const profile = [
    f("note", "a job in Zurich", 5),
    f("memo", "job", 1),
    f("job-title", "Head of AI", 4),
    f("jobs", "several", 3),
    f("job", "cook", 1),
    f("city", "Zurich", 5),
    f("past-job", "job fair", 5, { status: "retired", retired_on: "2026-05-01", retired_reason: "over" }),
  ];

  it("ranks the key equal to the query, then keys starting with it (a word matched or not), then words matched, then the context's order", () => {
    const found = recallFacts(input(profile), ask(["Job"]));
    expect(hits(found)).toEqual(["job 1", "job-title 1", "jobs 0", "note 1", "memo 1"]);
    expect(found).toMatchObject({ total: 5, withheld: 0 });
  });

  it("counts each query word once, and keeps the limit's first hits of the total", () => {
    const found = recallFacts(input(profile), ask(["zurich", "JOB", "job"], { limit: 2 }));
    expect(hits(found)).toEqual(["note 2", "city 1"]);
    expect(found.total).toBe(5);
  });

  it("finds nothing for a blank query: no key is equal to or starts with it", () => {
    expect(recallFacts(input(profile), ask([" "]))).toEqual({ matches: [], total: 0, withheld: 0 });
  });

  it("never searches facts of excluded keys unless asked, and then names the glob", () => {
    const facts = [f("health-note", "job stress", 5), f("job", "cook")];
    expect(recallFacts(input(facts, { exclude: ["health-*"] }), ask(["job"]))).toMatchObject({ total: 1, withheld: 1 });
    const all = recallFacts(input(facts, { exclude: ["health-*"] }), ask(["job"], { includeExcluded: true }));
    expect(hits(all)).toEqual(["job 1", "health-note 1 health-*"]);
    expect(all).toMatchObject({ total: 2, withheld: 0 });
  });

  it("puts a hit stored under an alias key in its target's open conflict, as the context does", () => {
    // role counts as job-title's, and its value conflicts with job-title's: a conflict comes before
    // dynamic facts in the context, whatever the evidence.
    const facts = [f("note", "cook", 3), f("job-title", "chef"), f("role", "cook")];
    const found = recallFacts(input(facts, { keyAliases: { role: "job-title" } }), ask(["cook"]));
    expect(hits(found)).toEqual(["role 1", "note 1"]);
  });
});
