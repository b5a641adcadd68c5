/**
 * A RecordsView for core tests: every `<tributary>:<id>` source the batch (and the profile) cites
 * exists, with the provenance of the first candidate or fact citing it. Tests about unknown
 * sources pass their own view (or none: then no record is known, only `human:<label>` is).
 */
import type { Candidate, Fact } from "../../src/core/schema-types.js";
import type { RecordsView } from "../../src/diff/propose-diff.js";

export function recordsCitedBy(candidates: readonly Candidate[], facts: readonly Fact[] = []): RecordsView {
  const known = new Map<string, string>();
  const cite = (source: string, provenance: string) => {
    if (!source.startsWith("human:") && !known.has(source)) known.set(source, provenance);
  };
  for (const c of candidates) cite(c.source, c.provenance);
  for (const f of facts) for (const s of f.sources) cite(s, f.provenance);
  return { summary: { through: null, published: 0, sha256: "0".repeat(64) }, known };
}

/** A RecordsView holding exactly the given records (`<tributary>:<id>` → that record's provenance). */
export function recordsView(records: Record<string, string>): RecordsView {
  return { summary: { through: null, published: 0, sha256: "0".repeat(64) }, known: new Map(Object.entries(records)) };
}
