/**
 * The operator decides each change, in-process: decline (re-proposed, archived, re-derived by
 * apply), remembered declines (rejected later, forgotten, stale applies), resolve, and status's
 * attention counts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InvalidInputError, NotFoundError, RefusedError, StaleDiffError, UsageError } from "../../src/core/errors.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { parseProfile, serializeProfile } from "../../src/core/profile-format.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { canonicalJson, diffId } from "../../src/diff/canonical-json.js";
import { layout } from "../../src/io/data-dir.js";
import { readDiffFile } from "../../src/io/diff-file.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { explain, explanationText } from "../../src/usecases/explain.js";
import { declinedList, forgetDeclines } from "../../src/usecases/declined.js";
import { history, historyText } from "../../src/usecases/history.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { resolveConflict } from "../../src/usecases/resolve.js";
import { retire } from "../../src/usecases/retire.js";
import { reviewData, reviewText } from "../../src/usecases/review.js";
import { status } from "../../src/usecases/status.js";
import { snapshotTree, tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
const NOW = new Date("2026-06-01T10:00:00Z");

const human = (key: string, value: string, label = "call"): Candidate => ({ key, value, provenance: "human", source: `human:${label}`, observed_date: TODAY });

function setup(today = TODAY) {
  const paths = layout(tempDir());
  init({ paths, today });
  return { paths, today, now: NOW };
}

const pending = (o: ReturnType<typeof setup>) => JSON.parse(readFileSync(o.paths.pendingJson, "utf8")) as ProfileDiff;
const applyPending = (o: ReturnType<typeof setup>) => apply({ ...o, diffFile: o.paths.pendingJson, confirm: true });

describe("decline", () => {
  it("re-proposes the pending batch with the candidates declined; a later candidate with the same key and value is covered", async () => {
    const o = setup();
    await propose({
      ...o,
      candidatesFile: "c",
      candidates: [human("job-title", "Head of AI"), human("employer", "City"), human("Job Title", "head of  ai", "other")],
    });
    const r = await decline({ ...o, indexes: [0], reason: "not my title" });
    const diff = pending(o);
    expect(diff.declined).toEqual([{ candidate: 0, reason: "not my title", remember: { key: "job-title", value: "head of ai" } }]);
    expect(diff.rejected.map((x) => [x.candidate, x.rule, x.reason])).toEqual([
      [0, "decline-by-operator", "not my title"],
      [2, "decline-by-operator", "not my title"],
    ]);
    expect(diff.additions.map((a) => a.key)).toEqual(["employer"]);
    expect(r.changed.map((c) => [c.candidate, c.from.outcome, c.to.outcome])).toEqual([
      [0, "add", "reject"],
      [2, "bump", "reject"],
    ]);
    expect(diff.candidates.decisions).toMatch(/^[0-9a-f]{64}$/);
  });

  it("adds up over calls and keeps the pending diff's today and records cursor", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("a", "1"), human("b", "2"), human("c", "3")] });
    const first = pending(o);
    await decline({ ...o, today: "2026-06-02", indexes: [1] });
    await decline({ ...o, indexes: [2], reason: "no" });
    const diff = pending(o);
    expect(diff.declined?.map((d) => d.candidate)).toEqual([1, 2]);
    expect(diff.today).toBe(first.today);
    expect(diff.records).toEqual(first.records);
  });

  it("withdraws an earlier decline (brain review's accept): the batch is proposed again as if never declined", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("a", "1"), human("b", "2"), human("c", "3")] });
    const undeclined = pending(o);
    await decline({ ...o, indexes: [0, 2], reason: "no" });
    const once = await decline({ ...o, indexes: [], withdraw: [2] });
    expect(once.declined).toEqual([{ candidate: 0, reason: "no" }]);
    expect(once.changed.map((c) => [c.candidate, c.from.outcome, c.to.outcome])).toEqual([[2, "reject", "add"]]);
    const all = await decline({ ...o, indexes: [], withdraw: [0] });
    expect(all.declined).toEqual([]);
    expect(pending(o).id).toBe(undeclined.id);
  });

  it.each([
    { name: "an index outside the batch", indexes: [3], error: UsageError, says: "candidate 3 is not in the pending batch, which has candidates 0–2 (3)" },
    { name: "no index", indexes: [], error: UsageError, says: "expected at least one candidate index" },
    {
      name: "withdrawing a decline there is not",
      indexes: [],
      withdraw: [1],
      error: UsageError,
      says: "candidate 1 is not declined, so there is no decline to withdraw",
    },
  ])("$name is a usage error and writes nothing", async ({ indexes, withdraw, error, says }) => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("a", "1"), human("b", "2"), human("c", "3")] });
    const before = snapshotTree(o.paths.dataDir);
    await expect(decline({ ...o, indexes, withdraw })).rejects.toThrow(error);
    await expect(decline({ ...o, indexes, withdraw })).rejects.toThrow(says);
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
  });

  it("refuses without a pending diff, and after it was applied (exit 1)", async () => {
    const o = setup();
    await expect(decline({ ...o, indexes: [0] })).rejects.toThrow(NotFoundError);
    await propose({ ...o, candidatesFile: "c", candidates: [human("a", "1")] });
    await applyPending(o);
    await expect(decline({ ...o, indexes: [0] })).rejects.toThrow(RefusedError);
    await expect(decline({ ...o, indexes: [0] })).rejects.toThrow(/already applied/);
  });

  it("apply re-derives the decisions from the archive: an edited decision is refused even with a recomputed id", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("a", "1"), human("b", "2")] });
    await decline({ ...o, indexes: [0], reason: "no" });
    const diff = pending(o);
    const { id: _id, ...body } = { ...diff, declined: [{ candidate: 0, reason: "something else", remember: diff.declined![0]!.remember }] };
    const edited = { id: diffId(body), ...body };
    writeFileSync(o.paths.pendingJson, canonicalJson(edited));
    await expect(applyPending(o)).rejects.toThrow(InvalidInputError);
  });
});

describe("remembered declines", () => {
  async function declinedAndApplied() {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("job-title", "Head of AI"), human("city", "Utrecht")] });
    await decline({ ...o, indexes: [0], reason: "never" });
    await applyPending(o);
    return o;
  }

  it("are listed, and a later candidate with another case, spacing and source is rejected", async () => {
    const o = await declinedAndApplied();
    expect(declinedList(o).declined).toEqual([{ key: "job-title", value: "head of ai" }]);
    await propose({ ...o, candidatesFile: "c2", candidates: [human("Job_Title", "HEAD  OF ai", "another")] });
    const diff = pending(o);
    expect(diff.rejected.map((r) => r.rule)).toEqual(["reject-previously-declined"]);
    expect(diff.declined_matches).toEqual([{ candidate: 0, match: { key: "job-title", value: "head of ai" } }]);
  });

  it("forget needs --confirm, writes one history line, and a diff proposed before it is stale", async () => {
    const o = await declinedAndApplied();
    await propose({ ...o, candidatesFile: "c2", candidates: [human("job-title", "Head of AI", "again")] });
    const before = snapshotTree(o.paths.dataDir);
    expect(forgetDeclines({ ...o, indexes: [0], confirm: false }).kind).toBe("preview");
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
    expect(() => forgetDeclines({ ...o, indexes: [1], confirm: true })).toThrow(UsageError);
    const r = forgetDeclines({ ...o, indexes: [0], confirm: true });
    expect(r).toMatchObject({ kind: "forgotten", remaining: 0 });
    expect(declinedList(o).declined).toEqual([]);
    expect(history({ paths: o.paths }).entries[0]).toMatchObject({ op: "forget", forgotten: [{ key: "job-title", value: "head of ai" }] });
    expect(historyText(history({ paths: o.paths }))).toMatch(/forget .*1 remembered decline: job-title: head of ai/);
    await expect(applyPending(o)).rejects.toThrow(StaleDiffError);
  });
});

describe("explain", () => {
  it("tells a declined candidate about a fact, with the operator's reason, and a resolve", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("city", "Utrecht", "a")] });
    await applyPending(o);
    const id = pending(o).additions[0]!.id;
    await propose({ ...o, candidatesFile: "c2", candidates: [human("city", "utrecht", "b")] });
    await decline({ ...o, indexes: [0], reason: "same call" });
    await applyPending(o);
    const events = explain({ paths: o.paths }, id).events;
    expect(events.map((e) => [e.op, e.rule, e.reason])).toEqual([
      ["add", "add-new-key", undefined],
      ["decline", "decline-by-operator", "same call"],
    ]);
  });
});

describe("explain tells a forgotten decline", () => {
  const at = (hour: number) => new Date(`2026-06-01T${String(hour).padStart(2, "0")}:00:00Z`);

  it("a declined retire of the fact, then its forget, in time order with a later apply", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("city", "Utrecht", "a")] });
    await applyPending(o);
    const id = pending(o).additions[0]!.id;
    await retire({ ...o, now: at(11), ids: [id], reason: "moved", origin: "operator" });
    await decline({ ...o, now: at(11), indexes: [0], reason: "not moved" });
    await applyPending({ ...o, now: at(11) });
    expect(declinedList(o).declined).toEqual([{ key: "city", retires: id }]);
    forgetDeclines({ ...o, now: at(12), today: "2026-06-02", indexes: [0], confirm: true });
    await propose({ ...o, now: at(13), candidatesFile: "c2", candidates: [human("city", "Utrecht", "b")] });
    await applyPending({ ...o, now: at(13) });

    const r = explain({ paths: o.paths }, id);
    expect(r.events.map((e) => [e.op, e.attempted, e.at])).toEqual([
      ["add", undefined, NOW.toISOString()],
      ["decline", "retire", at(11).toISOString()],
      ["forget", "retire", at(12).toISOString()],
      ["bump", undefined, at(13).toISOString()],
    ]);
    expect(r.events[2]).toMatchObject({ op: "forget", diff: null, today: "2026-06-02", id, rule: null, candidate: null });
    expect(explanationText(r)).toContain(
      `- 2026-06-02 (at ${at(12).toISOString()})  forget: the operator forgot the decline of a retire of it (brain declined --forget); later candidates may propose it again`,
    );
  });

  it("a declined value that became a fact after it was forgotten: decline, forget, add", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("Job Title", "Head of AI", "a"), human("city", "Utrecht")] });
    await decline({ ...o, indexes: [0], reason: "not yet" });
    await applyPending(o);
    // An unrelated forget is not told.
    await propose({ ...o, now: at(11), candidatesFile: "c2", candidates: [human("city", "Leiden")] });
    await decline({ ...o, now: at(11), indexes: [0], reason: "no" });
    await applyPending({ ...o, now: at(11) });
    expect(declinedList(o).declined).toEqual([
      { key: "job-title", value: "head of ai" },
      { key: "city", value: "leiden" },
    ]);
    forgetDeclines({ ...o, now: at(12), indexes: [1], confirm: true });
    forgetDeclines({ ...o, now: at(13), indexes: [0], confirm: true });
    await propose({ ...o, now: at(14), candidatesFile: "c3", candidates: [human("job-title", "head of  AI", "b")] });
    await applyPending({ ...o, now: at(14) });
    const id = pending(o).additions[0]!.id;

    const r = explain({ paths: o.paths }, id);
    expect(r.events.map((e) => [e.op, e.attempted, e.at, e.reason])).toEqual([
      ["decline", "value", NOW.toISOString(), "not yet"],
      ["forget", "value", at(13).toISOString(), undefined],
      ["add", undefined, at(14).toISOString(), undefined],
    ]);
    expect(explanationText(r)).toContain('forget: the operator forgot the decline of its value "head of  AI" (brain declined --forget)');
  });
});

describe("resolve", () => {
  async function conflicted() {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("job-title", "Policy Lead"), human("job-title", "Head of AI", "other")] });
    await applyPending(o);
    return o;
  }

  it("keeps the named value and archives the key's other active values as superseded by it", async () => {
    const o = await conflicted();
    const ids = pending(o).additions.map((a) => a.id);
    await resolveConflict({ ...o, key: "Job Title", keep: ids[1]!, reason: "promoted in May", origin: "operator" });
    const diff = pending(o);
    expect(diff.resolutions).toEqual([
      {
        candidate: 0,
        key: "job-title",
        kept: { id: ids[1], value: "Head of AI" },
        superseded: [{ id: ids[0], value: "Policy Lead" }],
        reason: "promoted in May",
        source: `human:resolve-${TODAY}`,
        observed_date: TODAY,
      },
    ]);
    const before = parseProfile(readFileSync(o.paths.profile, "utf8"), "profile.md");
    await applyPending(o);
    const profile = readFileSync(o.paths.profile, "utf8");
    expect(profile).toMatch(/Policy Lead/);
    // The operation replayed on its own (apply-diff.ts, the oracle) gives the profile apply wrote.
    expect(serializeProfile(applyDiff(before, diff))).toBe(profile);
    const archived = parseProfile(profile, "profile.md").facts.find((f) => f.id === ids[0]);
    expect(archived).toMatchObject({ status: "superseded", superseded_by: ids[1], superseded_on: TODAY });
    const s = await status(o);
    expect(s.open_conflicts).toBe(0);
  });

  it("a declined resolve is rejected with the id it kept, and the pending diff stays valid and appliable", async () => {
    const o = await conflicted();
    const ids = pending(o).additions.map((a) => a.id);
    await resolveConflict({ ...o, key: "job-title", keep: ids[1]!, origin: "operator" });
    await decline({ ...o, indexes: [0], reason: "not settled yet" });
    const diff = readDiffFile(o.paths.pendingJson);
    expect(diff.resolutions ?? []).toEqual([]);
    expect(diff.rejected).toMatchObject([{ candidate: 0, key: "job-title", keeps: ids[1], rule: "decline-by-operator", reason: "not settled yet" }]);
    expect(diff.rejected[0]).not.toHaveProperty("value");
    const before = readFileSync(o.paths.profile, "utf8");
    await applyPending(o);
    expect(readFileSync(o.paths.profile, "utf8")).toBe(before);
  });

  it.each([
    { name: "a key with no open conflict", key: "employer", keep: (ids: string[]) => ids[0]!, says: /employer: an open conflict for this key does not exist/ },
    {
      name: "an id that is not a value of the key",
      key: "job-title",
      keep: () => "000000000000",
      says: /000000000000: an active value of "job-title"/,
    },
  ])("$name: exit 1 naming it, nothing written", async ({ key, keep, says }) => {
    const o = await conflicted();
    const ids = pending(o).additions.map((a) => a.id);
    const before = snapshotTree(o.paths.dataDir);
    await expect(resolveConflict({ ...o, key, keep: keep(ids), origin: "operator" })).rejects.toThrow(NotFoundError);
    await expect(resolveConflict({ ...o, key, keep: keep(ids), origin: "operator" })).rejects.toThrow(says);
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
  });
});

describe("status and review", () => {
  it("status counts open conflicts and stale facts as of --today and names resolve and retire", async () => {
    const o = setup();
    await propose({
      ...o,
      candidatesFile: "c",
      candidates: [human("job-title", "Policy Lead"), human("job-title", "Head of AI", "other"), human("city", "Utrecht")],
    });
    await applyPending(o);
    const now = await status(o);
    expect([now.open_conflicts, now.stale_facts]).toEqual([1, 0]);
    const later = await status({ ...o, today: "2026-12-01" });
    expect([later.open_conflicts, later.stale_facts]).toEqual([1, 3]);
    expect(later.attention.join("\n")).toMatch(/brain --data-dir \S+ resolve '<key>' --keep '<id>'/);
    expect(later.attention.join("\n")).toMatch(/brain --data-dir \S+ retire/);
  });

  it("the review shows each candidate's outcome, operations and evidence", async () => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("job-title", "Head of AI"), human("job-title", "Head of AI", "again")] });
    const r = reviewData(o);
    expect(r.items.map((i) => [i.candidate, i.outcome, i.rule])).toEqual([
      [0, "add", "add-new-key"],
      [1, "bump", "bump-same-value"],
    ]);
    expect(r.items[0]!.evidence).toEqual({ source: "human:call", unrecorded: true });
    expect(reviewText(r)).toMatch(/candidate \/1 {2}job-title: Head of AI\n {2}bump by rule bump-same-value/);
    expect(r.applyCommand).toBe(`brain --data-dir ${o.paths.dataDir} consolidate --apply --expect ${r.id.slice(0, 12)} --confirm`);
  });
});
