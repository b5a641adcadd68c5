/**
 * One writer of the pending batch at a time (docs/security.md, "One writer of the pending batch"):
 * decline, retire and resolve read and rewrite the pending batch under the data dir's write lock,
 * a second writer waits for it and then says who holds it, and "already applied" is judged under
 * it. In-process: the lock is held by a live process (this one) named in a lock file; the race
 * itself, between processes, is test/hostile/pending-batch-races.test.ts.
 */
import { writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Candidate } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { snapshotTree, tempDir } from "../helpers/cli.js";
import { brainIn } from "../helpers/in-process.js";

const TODAY = "2026-06-01";
const human = (key: string, value: string, label = "call"): Candidate => ({ key, value, provenance: "human", source: `human:${label}`, observed_date: TODAY });

async function withApplied() {
  const paths = layout(join(tempDir(), "data"));
  const o = { paths, today: TODAY, now: new Date("2026-06-01T10:00:00Z") };
  init(o);
  await propose({
    ...o,
    candidatesFile: "c",
    candidates: [human("job-title", "Head of AI"), human("job-title", "Policy Lead", "b"), human("city", "Utrecht")],
  });
  await apply({ ...o, diffFile: paths.pendingJson, confirm: true });
  await propose({ ...o, candidatesFile: "c", candidates: [human("employer", "City"), human("hobby", "chess")] });
  return o;
}

describe("a second writer of the pending batch waits for the lock, then says who holds it (exit 1), writing nothing", () => {
  const saved = process.env.BRAIN_LOCK_TIMEOUT_MS;
  beforeEach(() => {
    // Waits 300 ms instead of 10 s; the wait itself is what is tested.
    process.env.BRAIN_LOCK_TIMEOUT_MS = "300";
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.BRAIN_LOCK_TIMEOUT_MS;
    else process.env.BRAIN_LOCK_TIMEOUT_MS = saved;
  });

  it.each([
    { name: "decline", args: (_facts: { id: string; key: string }[]) => ["decline", "0"] },
    { name: "retire", args: (facts: { id: string; key: string }[]) => ["retire", facts.find((f) => f.key === "city")!.id, "--reason", "moved"] },
    {
      name: "resolve",
      args: (facts: { id: string; key: string }[]) => ["resolve", "job-title", "--keep", facts.find((f) => f.key === "job-title")!.id],
    },
  ])("$name", async ({ args }) => {
    const o = await withApplied();
    const facts = (JSON.parse((await brainIn(o.paths.dataDir, ["show", "--json"])).stdout) as { facts: { id: string; key: string }[] }).facts;
    // A live holder: this very process (a lock is reclaimed only from a process that is gone).
    const since = "2026-06-01T10:00:00.000Z";
    writeFileSync(o.paths.lock, JSON.stringify({ pid: process.pid, host: hostname(), token: "held", acquired: since }));
    const before = snapshotTree(o.paths.dataDir);
    const started = Date.now();
    const r = await brainIn(o.paths.dataDir, ["--today", TODAY, ...args(facts)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`is locked by process ${process.pid} on ${hostname()} (since ${since}); nothing was changed`);
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
  });
});

describe("already applied is judged under the lock", () => {
  it("a decline of a batch applied meanwhile is refused (exit 1) and never reports a decline", async () => {
    const o = await withApplied();
    await apply({ ...o, diffFile: o.paths.pendingJson, confirm: true });
    const before = snapshotTree(o.paths.dataDir);
    const r = await brainIn(o.paths.dataDir, ["--today", TODAY, "decline", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/was already applied; there is no pending batch to decide on/);
    expect(r.stdout).not.toContain("Declined");
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
  });
});
