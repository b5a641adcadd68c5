/**
 * One pending batch, in-process: retire, resolve and set add their candidates to the end of the
 * unapplied pending batch (keeping its indexes, declines, origins, records cursor and today), `--new`
 * starts afresh and says what it drops, and with no pending batch they propose one of their own.
 * And `brain set` itself: the operator's own value, its --replaces and --reason, and remembered
 * declines that do not hold against it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NotFoundError } from "../../src/core/errors.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { readBatch } from "../../src/io/archive.js";
import { layout } from "../../src/io/data-dir.js";
import { readProfile } from "../../src/io/profile-store.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { init } from "../../src/usecases/init.js";
import { statementText } from "../../src/usecases/operator-statement.js";
import { propose } from "../../src/usecases/propose.js";
import { resolveConflict } from "../../src/usecases/resolve.js";
import { retire } from "../../src/usecases/retire.js";
import { reviewData } from "../../src/usecases/review.js";
import { setValue } from "../../src/usecases/set.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
const LATER = "2026-06-03";
const NOW = new Date("2026-06-03T10:00:00Z");

const human = (key: string, value: string, label = "call"): Candidate => ({ key, value, provenance: "human", source: `human:${label}`, observed_date: TODAY });

function setup() {
  const paths = layout(tempDir());
  init({ paths, today: TODAY });
  return { paths, today: TODAY, now: NOW };
}
type Opts = ReturnType<typeof setup>;

const pending = (o: Opts) => JSON.parse(readFileSync(o.paths.pendingJson, "utf8")) as ProfileDiff;
const batchOf = (o: Opts) => readBatch(o.paths, pending(o).candidates.sha256)!;
const applyPending = (o: Opts) => apply({ ...o, diffFile: o.paths.pendingJson, confirm: true });
const activeFacts = (o: Opts) => readProfile(o.paths.profile).doc.facts.filter((f) => f.status === "active");
const originOf = (diff: ProfileDiff, candidate: number) => diff.trace.find((t) => t.candidate === candidate)?.origin ?? "session";

/** A profile with job-title in conflict (two active values) and a side project, applied; nothing pending. */
async function withConflict(o: Opts) {
  await propose({ ...o, candidatesFile: "c", candidates: [human("job-title", "Policy Lead"), human("side-project", "Toolkit")] });
  await applyPending(o);
  await propose({ ...o, candidatesFile: "c", candidates: [human("job-title", "Head of AI", "call-2")] });
  await applyPending(o);
  const byValue = new Map(activeFacts(o).map((f) => [f.value, f.id]));
  return { policy: byValue.get("Policy Lead")!, head: byValue.get("Head of AI")!, project: byValue.get("Toolkit")! };
}

/** A pending batch of seven session candidates, one of them declined. */
async function sevenPending(o: Opts) {
  const seven = ["a", "b", "c", "d", "e", "f", "g"].map((k) => human(`topic-${k}`, `value ${k}`));
  await propose({ ...o, candidatesFile: "c", candidates: seven });
  await decline({ ...o, indexes: [3], reason: "not mine" });
  return { seven, before: pending(o) };
}

describe("retire, resolve and set add to the pending batch", () => {
  it("a retire made while a batch is pending keeps that batch whole: indexes, declines, origins, records.through and today", async () => {
    const o = setup();
    const { project } = await withConflict(o);
    const { seven, before } = await sevenPending(o);
    const r = await retire({ ...o, today: LATER, ids: [project], reason: "ended", origin: "operator" });
    const diff = pending(o);
    const batch = batchOf(o);
    expect(batch.slice(0, 7)).toEqual(seven);
    expect(batch[7]).toMatchObject({ retires: project, reason: "ended", provenance: "human", source: `human:retire-${TODAY}`, observed_date: TODAY });
    expect(r.added).toEqual([7]);
    expect(r.joined).toEqual({ id: before.id, kept: 7, declined: 1 });
    expect(diff.today).toBe(TODAY);
    expect(diff.records).toEqual(before.records);
    expect(diff.declined?.map((d) => [d.candidate, d.reason])).toEqual([[3, "not mine"]]);
    expect(diff.additions.map((a) => a.candidate)).toEqual([0, 1, 2, 4, 5, 6]);
    expect((diff.retirements ?? []).map((x) => [x.candidate, x.id])).toEqual([[7, project]]);
    expect([originOf(diff, 0), originOf(diff, 7)]).toEqual(["session", "operator"]);
    expect(statementText(r)[0]).toContain(`Added #7 to the pending batch (diff ${before.id.slice(0, 12)})`);
    // Apply re-derives the whole batch, origins included, and writes all of it.
    await applyPending(o);
    expect(
      activeFacts(o)
        .filter((f) => f.key.startsWith("topic-"))
        .map((f) => f.key),
    ).toEqual(["a", "b", "c", "e", "f", "g"].map((k) => `topic-${k}`));
    expect(readProfile(o.paths.profile).doc.facts.find((f) => f.id === project)?.status).toBe("retired");
  });

  it("resolve and set join it too, each after the last; a decline by index still finds what the review numbered", async () => {
    const o = setup();
    const { head, policy } = await withConflict(o);
    await sevenPending(o);
    const resolved = await resolveConflict({ ...o, key: "job-title", keep: head, origin: "operator" });
    const set = await setValue({ ...o, key: "Location", value: "Lisbon" });
    expect([resolved.added, set.added]).toEqual([[7], [8]]);
    const diff = pending(o);
    expect(diff.resolutions?.map((x) => [x.candidate, x.kept.id, x.superseded.map((s) => s.id)])).toEqual([[7, head, [policy]]]);
    expect(diff.additions.find((a) => a.candidate === 8)).toMatchObject({
      key: "location",
      value: "Lisbon",
      source: `human:set-${TODAY}`,
      provenance: "human",
    });
    await decline({ ...o, indexes: [8], expectedId: diff.id });
    expect(pending(o).declined?.map((d) => d.candidate)).toEqual([3, 8]);
  });

  it("--new starts a fresh batch and says what it drops", async () => {
    const o = setup();
    const { project } = await withConflict(o);
    const { before } = await sevenPending(o);
    const r = await retire({ ...o, ids: [project], reason: "ended", origin: "operator", fresh: true });
    expect(batchOf(o)).toHaveLength(1);
    expect(r.added).toEqual([0]);
    expect(r.dropped).toEqual({ id: before.id, candidates: 7, declined: 1 });
    expect(r.joined).toBeUndefined();
    expect(pending(o).declined).toBeUndefined();
    expect(statementText(r)[0]).toMatch(new RegExp(`dropped the pending batch of diff ${before.id.slice(0, 12)}, its 7 candidate\\(s\\) and 1 decline\\(s\\)`));
  });

  it("with no pending batch, or one already applied, a statement is a batch of its own at the caller's today", async () => {
    const o = setup();
    await withConflict(o);
    // The pending diff on disk is the applied one.
    const r = await setValue({ ...o, today: LATER, key: "location", value: "Lisbon" });
    expect([r.added, r.joined, r.dropped]).toEqual([[0], undefined, undefined]);
    expect(batchOf(o)).toEqual([{ key: "location", value: "Lisbon", provenance: "human", source: `human:set-${LATER}`, observed_date: LATER }]);
    expect(pending(o).today).toBe(LATER);
    expect(statementText(r)).toEqual(["Proposed #0 as a batch of its own."]);
  });

  it("a retire --date after the pending batch's today is refused, nothing written", async () => {
    const o = setup();
    const { project } = await withConflict(o);
    await sevenPending(o);
    const before = readFileSync(o.paths.pendingJson, "utf8");
    await expect(retire({ ...o, today: LATER, date: "2026-06-02", ids: [project], reason: "x", origin: "operator" })).rejects.toThrow(
      /--date: must not be after the pending batch's today \(2026-06-01\)/,
    );
    expect(readFileSync(o.paths.pendingJson, "utf8")).toBe(before);
  });
});

describe("brain set", () => {
  it("is the operator's own human candidate, origin operator, classified as usual (a conflict beside the value it does not replace)", async () => {
    const o = setup();
    const { head, policy } = await withConflict(o);
    await setValue({ ...o, key: "job-title", value: "Staff Engineer", reason: "promoted in May" });
    const diff = pending(o);
    expect(originOf(diff, 0)).toBe("operator");
    expect(diff.conflicts.map((c) => c.existing.map((e) => e.id).sort())).toEqual([[head, policy].sort()]);
    // The reason is shown in pending-diff.md and in brain review.
    expect(readFileSync(o.paths.pendingMd, "utf8")).toContain("the operator's reason: promoted in May");
    expect(reviewData(o).items[0]!.title).toBe("job-title: Staff Engineer (promoted in May)");
  });

  it("--replaces supersedes an active fact of the key; any other id is refused (exit 1), nothing written", async () => {
    const o = setup();
    const { project, policy } = await withConflict(o);
    await setValue({ ...o, key: "side-project", value: "Register", replaces: project });
    const diff = pending(o);
    expect(diff.supersedes.map((s) => [s.old.id, s.winner.id, s.winner.value])).toEqual([[project, project, "Register"]]);
    const before = readFileSync(o.paths.pendingJson, "utf8");
    for (const replaces of ["000000000000", policy]) {
      await expect(setValue({ ...o, key: "side-project", value: "x", replaces })).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(setValue({ ...o, key: "side-project", value: "x", replaces: policy })).rejects.toThrow(/it is a fact of "job-title"/);
    expect(readFileSync(o.paths.pendingJson, "utf8")).toBe(before);
  });

  it("remembered declines do not hold against it; a session's candidate with the same value is still rejected", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("hobby", "Chess")] });
    await decline({ ...o, indexes: [0] });
    await applyPending(o);
    await propose({ ...o, candidatesFile: "c", candidates: [human("hobby", "chess", "other")] });
    await setValue({ ...o, key: "hobby", value: "Chess" });
    const diff = pending(o);
    expect(diff.rejected.map((x) => [x.candidate, x.rule])).toEqual([[0, "reject-previously-declined"]]);
    expect(diff.additions.map((a) => [a.candidate, a.value])).toEqual([[1, "Chess"]]);
  });
});

describe("a new --propose while a batch is pending", () => {
  it("replaces the session's candidates, carries over the operator's candidates and declines, and the review lists them", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("hobby", "Chess"), human("employer", "Acme"), human("city", "Utrecht")] });
    await decline({ ...o, indexes: [1], reason: "never worked there" });
    await setValue({ ...o, key: "location", value: "Lisbon", reason: "moved" });
    const before = pending(o);
    const r = await propose({ ...o, candidatesFile: "c2", candidates: [human("tone", "direct"), human("Employer", "acme", "other")] });
    const batch = batchOf(o);
    expect(batch.map((c) => c.key)).toEqual(["tone", "Employer", "location"]);
    expect(r.carried).toEqual({ from: before.id, candidates: [2], declined: [1] });
    const diff = pending(o);
    expect(diff.declined?.map((d) => [d.candidate, d.reason])).toEqual([[1, "never worked there"]]);
    expect([originOf(diff, 0), originOf(diff, 2)]).toEqual(["session", "operator"]);
    const md = readFileSync(o.paths.pendingMd, "utf8");
    expect(md).toContain(`## Carried over from the pending batch\n\nThis batch replaced the pending batch of diff \`${before.id.slice(0, 12)}\``);
    expect(md).toContain("- your own candidates (brain retire, resolve, set): #2\n- declined again, as you declined the same key and value: #1\n");
    // Applied, the carried-over statement lands and the decline is remembered.
    await applyPending(o);
    expect(
      activeFacts(o)
        .map((f) => f.key)
        .sort(),
    ).toEqual(["location", "tone"]);
  });

  it("with nothing of the operator's on the pending batch, a new propose simply replaces it", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("hobby", "Chess")] });
    const r = await propose({ ...o, candidatesFile: "c2", candidates: [human("tone", "direct")] });
    expect(r.carried).toBeUndefined();
    expect(batchOf(o).map((c) => c.key)).toEqual(["tone"]);
    expect(readFileSync(o.paths.pendingMd, "utf8")).not.toContain("Carried over");
  });

  it("a pending diff that names no decisions is not read as a diff: even a broken one is replaced; one that names them is checked", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("hobby", "Chess")] });
    writeFileSync(o.paths.pendingJson, "{ not a diff");
    const r = await propose({ ...o, candidatesFile: "c2", candidates: [human("tone", "direct")] });
    expect(r.carried).toBeUndefined();
    expect(pending(o).id).toBe(r.id);
    await decline({ ...o, indexes: [0], reason: "not me" });
    writeFileSync(o.paths.pendingJson, readFileSync(o.paths.pendingJson, "utf8").replace('"today":"2026-06-01"', '"today":"2026-06-02"'));
    const edited = readFileSync(o.paths.pendingJson);
    await expect(propose({ ...o, candidatesFile: "c3", candidates: [human("tone", "calm")] })).rejects.toThrow(/edited after it was proposed/);
    expect(readFileSync(o.paths.pendingJson).equals(edited)).toBe(true);
  });
});
