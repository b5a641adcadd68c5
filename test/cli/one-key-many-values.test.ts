/**
 * The worst case of conflicts, in-process through the CLI program: 20,000 different values for one key. Before
 * conflicts were one entry per key, this produced ~200 million pairs (a 500 MB diff at 2,000 values,
 * an out-of-memory abort at 20,000). Now the diff holds one conflict entry whose `incoming` grows
 * with the batch, and propose, apply and `show --conflicts` handle it.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { tempDir } from "../helpers/cli.js";
import { okIn } from "../helpers/in-process.js";

const N = 20_000;

describe(`one key with ${N.toLocaleString("en")} different values`, () => {
  it("proposes one conflict entry (size linear in the batch), applies, and lists the key once", async () => {
    const data = tempDir();
    const file = join(tempDir(), "candidates.json");
    // human:<label> sources are the operator's own statements, known without an ingested record.
    const candidates = Array.from({ length: N }, (_, i) => ({
      key: "favourite-topic",
      value: `topic number ${i}`,
      provenance: "human",
      source: `human:note-${i}`,
      observed_date: "2026-05-01",
    }));
    writeFileSync(file, JSON.stringify(candidates));
    await okIn(data, ["init"]);
    await okIn(data, ["--today", "2026-06-01", "consolidate", "--propose", "--candidates", file]);

    const pending = join(data, "brain", "pending-diff.json");
    const diff = JSON.parse(readFileSync(pending, "utf8")) as ProfileDiff;
    expect(diff.additions).toHaveLength(N);
    expect(diff.additions.filter((a) => a.conflict === true)).toHaveLength(N - 1);
    expect(diff.conflicts).toHaveLength(1);
    expect(diff.conflicts[0]!.existing).toEqual([{ id: diff.additions[0]!.id, value: "topic number 0" }]);
    expect(diff.conflicts[0]!.incoming.map((c) => c.candidate)).toEqual(Array.from({ length: N - 1 }, (_, i) => i + 1));
    // Linear: well under 1 KB per candidate (pairs would be gigabytes).
    expect(statSync(pending).size).toBeLessThan(N * 1024);

    await okIn(data, ["--today", "2026-06-01", "consolidate", "--apply", "--diff", pending, "--confirm"]);
    const shown = JSON.parse((await okIn(data, ["show", "--json"])).stdout) as { facts: unknown[] };
    expect(shown.facts).toHaveLength(N);
    const open = JSON.parse((await okIn(data, ["show", "--conflicts", "--json"])).stdout) as { conflicts: { key: string; values: unknown[] }[] };
    expect(open.conflicts.map((c) => [c.key, c.values.length])).toEqual([["favourite-topic", N]]);
  });
});
