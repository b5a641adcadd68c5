/**
 * Seeds through the gate, in-process: the person moved, and the seed `location: Berlin` is settled
 * through the review like any value. A seed counts in conflicts (the conflict's existing side,
 * show --conflicts, status), a candidate with the seed's value is its own observed fact, resolve
 * keeps a seed or an observed fact and archives every other value, retire and set --replaces
 * change seeds, and nobody but the operator at the command line does (reject-seed-change-not-operator).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { readProfile } from "../../src/io/profile-store.js";
import { apply } from "../../src/usecases/apply.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { resolveConflict } from "../../src/usecases/resolve.js";
import { retire } from "../../src/usecases/retire.js";
import { setValue } from "../../src/usecases/set.js";
import { showConflicts } from "../../src/usecases/show.js";
import { status } from "../../src/usecases/status.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
const NOW = new Date("2026-06-01T10:00:00Z");
const human = (key: string, value: string, extra: Partial<Candidate> = {}): Candidate =>
  ({ key, value, provenance: "human", source: "human:call", observed_date: TODAY, ...extra }) as Candidate;

function seeded() {
  const dir = tempDir();
  const fields = join(dir, "fields.yaml");
  writeFileSync(fields, "location: Berlin\nname: Ada\n");
  const paths = layout(join(dir, "data"));
  init({ paths, today: TODAY, from: fields });
  const o = { paths, today: TODAY, now: NOW };
  const seed = (key: string) => readProfile(paths.profile).doc.facts.find((f) => f.key === key && f.kind === "profile-field" && f.status === "active")!;
  return { o, seed };
}
type Opts = ReturnType<typeof seeded>["o"];
const pending = (o: Opts) => JSON.parse(readFileSync(o.paths.pendingJson, "utf8")) as ProfileDiff;
const applyPending = (o: Opts) => apply({ ...o, diffFile: o.paths.pendingJson, confirm: true });
const facts = (o: Opts) => readProfile(o.paths.profile).doc.facts;
const rules = (diff: ProfileDiff) => diff.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate, t.rule]);

describe("seeds through the gate", () => {
  it("Berlin is resolved to Lisbon: the seed counts in the conflict, show --conflicts and status; resolve archives the seed", async () => {
    const { o, seed } = seeded();
    const berlin = seed("location");
    await propose({ ...o, candidatesFile: "c", candidates: [human("location", "Lisbon")] });
    const proposed = pending(o);
    expect(proposed.conflicts).toEqual([
      { key: "location", existing: [{ id: berlin.id, value: "Berlin" }], incoming: [expect.objectContaining({ value: "Lisbon" })] },
    ]);
    await applyPending(o);
    const lisbon = facts(o).find((f) => f.value === "Lisbon")!;
    expect(showConflicts(o).conflicts.map((c) => [c.key, c.values.map((v) => v.id)])).toEqual([["location", [berlin.id, lisbon.id]]]);
    expect((await status(o)).open_conflicts).toBe(1);
    await resolveConflict({ ...o, key: "location", keep: lisbon.id, origin: "operator" });
    expect(pending(o).resolutions).toEqual([
      expect.objectContaining({ kept: { id: lisbon.id, value: "Lisbon" }, superseded: [{ id: berlin.id, value: "Berlin" }] }),
    ]);
    await applyPending(o);
    const after = facts(o);
    expect(after.find((f) => f.id === berlin.id)).toMatchObject({ kind: "profile-field", status: "superseded", superseded_by: lisbon.id });
    expect(showConflicts(o).conflicts).toEqual([]);
  });

  it("resolve may keep the seed: the observed value is archived", async () => {
    const { o, seed } = seeded();
    const berlin = seed("location");
    await propose({ ...o, candidatesFile: "c", candidates: [human("location", "Lisbon")] });
    await applyPending(o);
    const lisbon = facts(o).find((f) => f.value === "Lisbon")!;
    await resolveConflict({ ...o, key: "location", keep: berlin.id, origin: "operator" });
    await applyPending(o);
    expect(facts(o).find((f) => f.id === lisbon.id)).toMatchObject({ status: "superseded", superseded_by: berlin.id });
    expect(facts(o).find((f) => f.id === berlin.id)?.status).toBe("active");
  });

  it("a candidate carrying the seed's value is its own observed fact, no conflict and no bump", async () => {
    const { o, seed } = seeded();
    const berlin = seed("location");
    await propose({ ...o, candidatesFile: "c", candidates: [human("location", "berlin")] });
    const diff = pending(o);
    expect([diff.additions.map((a) => [a.key, a.conflict ?? false]), diff.conflicts, diff.evidenceBumps]).toEqual([[["location", false]], [], []]);
    await applyPending(o);
    expect(facts(o).find((f) => f.id === berlin.id)?.evidence_count).toBe(1);
    expect(showConflicts(o).conflicts).toEqual([]);
  });

  it("set --replaces <seed> gives a seed under the seed's id; the old seed is archived as superseded", async () => {
    const { o, seed } = seeded();
    const berlin = seed("location");
    await setValue({ ...o, key: "location", value: "Lisbon", replaces: berlin.id, reason: "moved" });
    expect(rules(pending(o))).toEqual([[0, "supersede-explicit"]]);
    await applyPending(o);
    const now = facts(o).filter((f) => f.key === "location");
    expect(now.find((f) => f.id === berlin.id)).toMatchObject({
      kind: "profile-field",
      layer: "static",
      value: "Lisbon",
      status: "active",
      sources: [`human:set-${TODAY}`],
    });
    expect(now.find((f) => f.id !== berlin.id)).toMatchObject({ kind: "profile-field", value: "Berlin", status: "superseded", superseded_by: berlin.id });
  });

  it("retire <seed id> retires the seed through the gate", async () => {
    const { o, seed } = seeded();
    const name = seed("name");
    await retire({ ...o, ids: [name.id], reason: "not my name", origin: "operator" });
    expect(rules(pending(o))).toEqual([[0, "retire-by-operator"]]);
    await applyPending(o);
    expect(facts(o).find((f) => f.id === name.id)).toMatchObject({ kind: "profile-field", status: "retired", retired_reason: "not my name" });
  });

  it("nobody else changes a seed: an agent's retire or resolve, a session's supersedes are rejected by reject-seed-change-not-operator", async () => {
    const { o, seed } = seeded();
    const berlin = seed("location");
    await propose({ ...o, candidatesFile: "c", candidates: [human("location", "Lisbon")] });
    await applyPending(o);
    const lisbon = facts(o).find((f) => f.value === "Lisbon")!;
    await retire({ ...o, ids: [berlin.id], reason: "moved", origin: "agent" });
    await resolveConflict({ ...o, key: "location", keep: lisbon.id, origin: "agent" });
    // One batch: the agent's resolve joined its retire; both rejected, the seed untouched.
    expect(rules(pending(o))).toEqual([
      [0, "reject-seed-change-not-operator"],
      [1, "reject-seed-change-not-operator"],
    ]);
    await propose({ ...o, candidatesFile: "c", candidates: [human("name", "Ada King", { supersedes: seed("name").id } as Partial<Candidate>)] });
    expect(rules(pending(o))).toEqual([[0, "reject-seed-change-not-operator"]]);
  });
});
