/**
 * `brain status` stays short at any size: at most 10 conflicts and 10 stale facts, each with key and
 * value, then "and N more" naming `brain show --conflicts` / `brain show --stale` (the new listing).
 */
import { describe, expect, it } from "vitest";
import type { Candidate } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { showStale, staleText } from "../../src/usecases/stale.js";
import { STATUS_LIST_MAX, status, statusText } from "../../src/usecases/status.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
let clock = Date.parse("2026-06-01T09:00:00.000Z");
const human = (key: string, value: string, observed_date = TODAY): Candidate => ({
  key,
  value,
  provenance: "human",
  source: `human:call-${value}`,
  observed_date,
});

async function withFacts(batches: Candidate[][]) {
  const paths = layout(tempDir());
  init({ paths, today: TODAY });
  const o = () => ({ paths, today: TODAY, now: new Date((clock += 1000)) });
  for (const candidates of batches) {
    await propose({ ...o(), candidatesFile: "c", candidates });
    const r = await apply({ ...o(), diffFile: paths.pendingJson, confirm: true });
    if (r.kind !== "applied") throw new Error(r.kind);
  }
  return { paths, o };
}

const keys = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(2, "0")}`);

describe("status lists at most 10 entries per kind", () => {
  it("12 conflicts: the first 10 with key and values, then and 2 more naming brain show --conflicts", async () => {
    const names = keys(12, "topic");
    const s = await withFacts([names.map((k) => human(k, "alpha")), names.map((k) => human(k, "beta"))]);
    const r = await status(s.o());
    expect(r.open_conflicts).toBe(12);
    expect(r.listed.conflicts.map((c) => c.key)).toEqual(names.slice(0, STATUS_LIST_MAX));
    expect(r.listed.conflicts[0]!.values.map((v) => v.value)).toEqual(["alpha", "beta"]);
    const text = statusText(r);
    expect(text.split("\n").filter((l) => l.startsWith("  conflict  "))).toHaveLength(10);
    expect(text).toMatch(/ {2}conflict {2}topic-00: "alpha" \([0-9a-f]+\), "beta" \([0-9a-f]+\)/);
    expect(text).toMatch(/ {2}and 2 more: .* show --conflicts$/m);
    expect(text).not.toContain("topic-10");
    // No line grows with the number of conflicts.
    for (const line of text.split("\n")) expect(line.length).toBeLessThan(400);
  });

  it("12 stale facts: the first 10, then and 2 more naming brain show --stale, which lists all 12", async () => {
    const names = keys(12, "hobby");
    const s = await withFacts([names.map((k) => human(k, "chess", "2025-01-01"))]);
    const r = await status(s.o());
    expect(r.stale_facts).toBe(12);
    expect(r.listed.stale).toHaveLength(10);
    const text = statusText(r);
    expect(text).toMatch(/ {2}stale {5}hobby-00: "chess" \([0-9a-f]+, last seen 2025-01-01\)/);
    expect(text).toMatch(/ {2}and 2 more: .* show --stale$/m);
    const all = await showStale(s.o());
    expect(all.stale.map((f) => f.key)).toEqual(names);
    expect(
      staleText(all)
        .split("\n")
        .filter((l) => l.includes(": chess")),
    ).toHaveLength(12);
  });

  it("10 or fewer: all listed, no and N more", async () => {
    const names = keys(3, "topic");
    const s = await withFacts([names.map((k) => human(k, "alpha")), names.map((k) => human(k, "beta"))]);
    const text = statusText(await status(s.o()));
    expect(text.split("\n").filter((l) => l.startsWith("  conflict  "))).toHaveLength(3);
    expect(text).not.toMatch(/and \d+ more/);
  });
});
