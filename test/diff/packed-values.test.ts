/**
 * Long values are held packed in memory (src/core/packed-value.ts) once parsed: a profile read from
 * its file must give the very diff, and the very next profile, that the same facts held as plain
 * objects give.
 */
import { describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import { isPacked } from "../../src/core/packed-value.js";
import { parseProfile, serializeProfile } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { proposeWithResult } from "../../src/diff/propose-diff.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { observedFact, valueCandidate } from "../helpers/builders.js";
import { recordsCitedBy } from "../helpers/records.js";

const long = (what: string) => `${what} — ${"written guidance on public procurement, ".repeat(3)}東京`;

const FACTS = [
  observedFact("stale-topic", long("stale"), ["published:a"], { first_seen: "2025-01-01", last_seen: "2025-01-01" }),
  observedFact("bumped-topic", long("bumped")),
  observedFact("promoted-topic", long("promoted"), ["published:a", "published:b"]),
  observedFact("replaced-topic", long("old")),
];

const CANDIDATES = [
  valueCandidate("bumped-topic", long("bumped"), "published:c"),
  valueCandidate("promoted-topic", long("promoted"), "published:c"),
  valueCandidate("stale-topic", long("stale"), "published:a"),
  valueCandidate("replaced-topic", long("new"), "published:c", { supersedes: mintEntityId({ kind: "observed", key: "replaced-topic" }) }),
  valueCandidate("new-topic", long("new"), "published:c"),
];

async function run(facts: Fact[]) {
  return proposeWithResult({
    current: { title: "Profile", facts },
    base: "b".repeat(64),
    candidates: CANDIDATES,
    rules: loadRuleSet(null),
    config: resolveConfig({ promoteThreshold: 3 }),
    today: "2026-06-01",
    records: recordsCitedBy(CANDIDATES, FACTS),
  });
}

describe("long values held packed", () => {
  it("give the same diff and the same next profile as plain facts", async () => {
    const text = serializeProfile({ title: "Profile", facts: FACTS });
    const parsed = parseProfile(text);
    expect(parsed.facts.every(isPacked)).toBe(true);

    const fromPlain = await run(structuredClone(FACTS));
    const fromParsed = await run(parsed.facts);

    // Every kind of entry that quotes a fact's value is present, so each is compared.
    const d = fromParsed.diff;
    const counts = [d.staleFlags, d.evidenceBumps, d.promotions, d.duplicates, d.supersedes, d.additions].map((list) => list.length);
    expect(counts).toEqual([1, 2, 1, 1, 1, 1]);
    // Every entry quoting a parsed fact holds the value as the fact does, packed; the old side of a
    // supersede too.
    for (const entry of [...d.staleFlags, ...d.evidenceBumps, ...d.promotions, ...d.duplicates, d.supersedes[0]!.old]) {
      expect(isPacked(entry), JSON.stringify(entry)).toBe(true);
    }
    expect(d.staleFlags[0]!.value).toBe(long("stale"));
    // The facts a batch changes (copied before the first change) and the fact it archives stay
    // packed; only the values the batch brings (the addition, the winner) are plain.
    const plain = fromParsed.next.facts.filter((f) => !isPacked(f)).map((f) => f.value);
    expect(plain.sort()).toEqual([long("new"), long("new")]);
    expect(JSON.stringify(fromParsed.diff)).toBe(JSON.stringify(fromPlain.diff));
    expect(serializeProfile(fromParsed.next)).toBe(serializeProfile(fromPlain.next));
  });
});
