/**
 * Hand edits are adopted, not lost (docs/consolidation-loop.md, "Hand edits"): brain adopt lists a
 * hand edit by fact id and adopts exactly the profile it listed; it refuses invalid text and facts
 * citing what was never ingested; rollback undoes an adopt; the other readers say the edit is there.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidInputError, StaleDiffError, UsageError } from "../../src/core/errors.js";
import { sha256Hex } from "../../src/core/hash.js";
import type { Candidate } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { readHistory } from "../../src/io/history.js";
import { adopt, adoptText } from "../../src/usecases/adopt.js";
import { apply } from "../../src/usecases/apply.js";
import { explain, explanationText } from "../../src/usecases/explain.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { rollback } from "../../src/usecases/rollback.js";
import { refreshContext } from "../../src/usecases/session-context.js";
import { showProfile, showText } from "../../src/usecases/show.js";
import { status, statusText } from "../../src/usecases/status.js";
import { dataDirText, validateDataDir } from "../../src/usecases/validate.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
let clock = Date.parse("2026-06-01T09:00:00.000Z");
const human = (key: string, value: string, source = "human:call"): Candidate => ({ key, value, provenance: "human", source, observed_date: TODAY });

async function setup(candidates: Candidate[] = [human("job-title", "Head of AI"), human("city", "Berlin")]) {
  const paths = layout(tempDir());
  init({ paths, today: TODAY });
  const o = () => ({ paths, today: TODAY, now: new Date((clock += 1000)) });
  await propose({ ...o(), candidatesFile: "c", candidates });
  const r = await apply({ ...o(), diffFile: paths.pendingJson, confirm: true });
  if (r.kind !== "applied") throw new Error(`not applied: ${r.kind}`);
  return { paths, o, written: readFileSync(paths.profile) };
}

type Setup = Awaited<ReturnType<typeof setup>>;

function handEdit(s: Setup, edit: (text: string) => string): string {
  const text = edit(readFileSync(s.paths.profile, "utf8"));
  writeFileSync(s.paths.profile, text);
  return sha256Hex(Buffer.from(text, "utf8"));
}

const files = (s: Setup) => ({ profile: readFileSync(s.paths.profile), history: readFileSync(s.paths.history, "utf8") });

describe("brain adopt lists a hand edit by fact id", () => {
  it("a profile brain wrote has nothing to adopt", async () => {
    const s = await setup();
    const r = await adopt({ ...s.o(), confirm: false });
    expect(r).toMatchObject({ kind: "nothing", reason: "unedited" });
  });

  it("a changed value, a removed fact and an added fact, each by id, and the pinned command", async () => {
    const s = await setup();
    const sha = handEdit(s, (t) => {
      const lines = t.split("\n");
      const city = lines.findIndex((l) => l.includes("**city**"));
      const added = lines[city]!.replace("**city**", "**team**")
        .replace("Berlin", "Platform")
        .replace(/id=[^;]+/, "id=team-by-hand");
      lines.splice(city, 1, added);
      return lines.join("\n").replace("Head of AI", "Head of ML");
    });
    const r = await adopt({ ...s.o(), confirm: false });
    if (r.kind !== "preview") throw new Error(r.kind);
    expect(r.sha256).toBe(sha);
    expect(r.changes.map((c) => [c.change, c.key, c.fields ?? null])).toEqual([
      ["changed", "job-title", ["value"]],
      ["added", "team", null],
      ["removed", "city", null],
    ]);
    expect(r.command).toMatch(new RegExp(`adopt --confirm --expect ${sha.slice(0, 12)}$`));
    const text = adoptText(r);
    expect(text).toContain('"Head of AI" → "Head of ML"');
    expect(text).toContain("+ team-by-hand  team");
    expect(text).toContain("1 added, 1 removed, 1 changed");
    // Listing writes nothing.
    expect(readFileSync(s.paths.history, "utf8").trim().split("\n")).toHaveLength(1);
  });
});

describe("brain adopt --confirm --expect <sha>", () => {
  it("records the edit as brain's: an adopt history line, the backup of what brain wrote, the change list; rollback undoes it", async () => {
    const s = await setup();
    const sha = handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    const r = await adopt({ ...s.o(), confirm: true, expect: sha.slice(0, 12) });
    if (r.kind !== "adopted") throw new Error(r.kind);
    const last = readHistory(s.paths.history).at(-1)!;
    expect(last).toMatchObject({ op: "adopt", base: sha256Hex(s.written), edited: sha, counts: { added: 0, removed: 0, changed: 1 } });
    expect(readFileSync(r.backup)).toEqual(s.written);
    const record = JSON.parse(readFileSync(r.record, "utf8"));
    expect(record.changes).toMatchObject([{ change: "changed", key: "job-title", fields: ["value"] }]);
    expect(last.op === "adopt" && join(s.paths.brain, last.changes)).toBe(r.record);
    // Now brain's: nothing more to adopt.
    expect(await adopt({ ...s.o(), confirm: false })).toMatchObject({ kind: "nothing", reason: "unedited" });
    const back = await rollback({ ...s.o(), confirm: true });
    expect(back).toMatchObject({ kind: "rolled-back", op: "adopt" });
    expect(readFileSync(s.paths.profile)).toEqual(s.written);
  });

  it("re-serializes the profile canonically only, and says so; the operator's text is kept", async () => {
    const s = await setup();
    // Extra blank lines: the same facts, not brain's canonical text.
    const sha = handEdit(s, (t) => t.replace("Head of AI", "Head of ML").replace("## Static\n", "## Static\n\n\n"));
    const edited = readFileSync(s.paths.profile);
    const r = await adopt({ ...s.o(), confirm: true, expect: sha });
    if (r.kind !== "adopted") throw new Error(r.kind);
    expect(r.reserialized).toBe(true);
    expect(readFileSync(s.paths.profile, "utf8")).not.toContain("## Static\n\n\n");
    expect(readFileSync(r.edited!)).toEqual(edited);
    expect(adoptText(r)).toContain("canonical form only");
    expect(readHistory(s.paths.history).at(-1)).toMatchObject({ op: "adopt", result: sha256Hex(readFileSync(s.paths.profile)) });
  });

  it.each([
    { name: "a profile edited after the listing (exit 4)", expect: "000000000000", error: StaleDiffError },
    { name: "a malformed --expect (exit 2)", expect: "abc", error: UsageError },
    { name: "no --expect (exit 2)", expect: undefined, error: UsageError },
  ])("refuses $name; nothing is written", async ({ expect: pinned, error }) => {
    const s = await setup();
    handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    const before = files(s);
    await expect(adopt({ ...s.o(), confirm: true, ...(pinned !== undefined ? { expect: pinned } : {}) })).rejects.toThrow(error);
    expect(files(s)).toEqual(before);
  });

  it.each([
    {
      name: "invalid text, each line listed",
      edit: (t: string) => `${t}- **broken line\n- also broken\n`,
      issues: [/profile\.md:\d+/, /profile\.md:\d+/],
    },
    {
      name: "a fact citing a record never ingested",
      edit: (t: string) => t.replace("sources=human:call", "sources=published:0123456789abcdef"),
      issues: [/no such record/],
    },
    {
      name: "a fact claiming published without a published record",
      edit: (t: string) => t.replace("provenance=human", "provenance=published"),
      issues: [/provenance=published expected a published record/],
    },
  ])("refuses $name (exit 3); nothing is written", async ({ edit, issues }) => {
    const s = await setup([human("job-title", "Head of AI")]);
    const sha = handEdit(s, edit);
    const before = files(s);
    const e = await adopt({ ...s.o(), confirm: true, expect: sha }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InvalidInputError);
    const found = (e as InvalidInputError).issues;
    expect(found).toHaveLength(issues.length);
    issues.forEach((re, i) => expect(found[i]).toMatch(re));
    expect(files(s)).toEqual(before);
  });
});

describe("rollback after a hand edit", () => {
  it("refuses and names brain adopt; nothing is restored", async () => {
    const s = await setup();
    handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    const before = files(s);
    await expect(rollback({ ...s.o(), confirm: true })).rejects.toThrow(/brain.* adopt/);
    expect(files(s)).toEqual(before);
  });
});

describe("while profile.md holds an unadopted hand edit", () => {
  it("status says so, with the number of facts edited, and names brain adopt", async () => {
    const s = await setup();
    expect((await status(s.o())).hand_edit).toBeNull();
    handEdit(s, (t) => t.replace("Head of AI", "Head of ML").replace("Berlin", "Lisbon"));
    const r = await status(s.o());
    expect(r.hand_edit).toMatchObject({ facts_edited: 2 });
    expect(r.hand_edit!.adopt_command).toMatch(/ adopt$/);
    expect(statusText(r)).toMatch(/needs attention: .*edited by hand.*2 facts edited.* adopt/);
  });

  it("whole-dir validate says so and names brain adopt; the data dir stays valid", async () => {
    const s = await setup();
    expect((await validateDataDir({ paths: s.paths, configFile: undefined })).hand_edit).toBeNull();
    handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    const r = await validateDataDir({ paths: s.paths, configFile: undefined });
    expect(r.valid).toBe(true);
    expect(r.hand_edit).toMatchObject({ facts_edited: 1 });
    expect(dataDirText(r)).toMatch(/note: .*1 fact edited.* adopt/);
  });

  it("propose warns with the number of facts edited (stderr and the diff's warnings); the apply over it records adopted_edit", async () => {
    const s = await setup();
    handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    const p = await propose({ ...s.o(), candidatesFile: "c", candidates: [human("language", "Portuguese")] });
    expect(p.warnings[0]).toMatch(/edited by hand .*\(1 fact edited\).*brain adopt/);
    const diff = JSON.parse(readFileSync(s.paths.pendingJson, "utf8"));
    expect(diff.warnings[0].message).toBe(p.warnings[0]);
    expect(readFileSync(s.paths.pendingMd, "utf8")).toContain("1 fact edited");
    const r = await apply({ ...s.o(), diffFile: s.paths.pendingJson, confirm: true });
    expect(r.kind).toBe("applied");
    expect(readHistory(s.paths.history).at(-1)).toMatchObject({ op: "apply", adopted_edit: true });
    // Applied over: brain's now, and the next propose carries no such warning.
    const again = await propose({ ...s.o(), candidatesFile: "c", candidates: [human("language", "Portuguese")] });
    expect(again.warnings.join("\n")).not.toContain("edited by hand");
  });

  it("a diff proposed over the edit, which an adopt then left byte for byte, is stale at apply (exit 4), nothing written", async () => {
    const s = await setup();
    const sha = handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    await propose({ ...s.o(), candidatesFile: "c", candidates: [human("language", "Portuguese")] });
    const adopted = await adopt({ ...s.o(), confirm: true, expect: sha });
    expect(adopted).toMatchObject({ kind: "adopted", reserialized: false });
    const before = files(s);
    await expect(apply({ ...s.o(), diffFile: s.paths.pendingJson, confirm: true })).rejects.toThrow(StaleDiffError);
    await expect(apply({ ...s.o(), diffFile: s.paths.pendingJson, confirm: true })).rejects.toThrow(/adopted since/);
    expect(files(s)).toEqual(before);
  });

  it("an apply over brain's own profile records no adopted_edit", async () => {
    const s = await setup();
    expect(readHistory(s.paths.history).at(-1)).not.toHaveProperty("adopted_edit");
  });

  it("brain context --refresh refuses until the edit is adopted; adopt writes the context", async () => {
    const s = await setup();
    handEdit(s, (t) => t.replace("Head of AI", "Head of ML"));
    const before = readFileSync(s.paths.context, "utf8");
    expect(() => refreshContext(s.o())).toThrow(/adopt/);
    expect(readFileSync(s.paths.context, "utf8")).toBe(before);
    const sha = sha256Hex(readFileSync(s.paths.profile));
    await adopt({ ...s.o(), confirm: true, expect: sha });
    expect(readFileSync(s.paths.context, "utf8")).toContain("Head of ML");
  });
});

describe("after an adopt", () => {
  async function adopted() {
    const s = await setup();
    const sha = handEdit(s, (t) => {
      const lines = t.split("\n");
      const city = lines.find((l) => l.includes("**city**"))!;
      const team = city
        .replace("**city**", "**team**")
        .replace("Berlin", "Platform")
        .replace(/id=[^;]+/, "id=team-by-hand");
      return [...lines.slice(0, -1), team, ""].join("\n").replace("Head of AI", "Head of ML");
    });
    await adopt({ ...s.o(), confirm: true, expect: sha });
    const jobId = showProfile(s.o(), { key: "job-title" }).facts[0]!.id;
    return { s, jobId };
  }

  it("explain tells a changed fact's story through the hand edit, and an added fact's from it", async () => {
    const { s, jobId } = await adopted();
    const changed = explain(s.o(), jobId);
    expect(changed.events.map((e) => e.op)).toEqual(["add", "adopt"]);
    expect(explanationText(changed)).toMatch(/adopt: hand edit, adopted \(brain adopt\): value "Head of AI" → "Head of ML"/);
    const added = explain(s.o(), "team-by-hand");
    expect(added.events.map((e) => e.op)).toEqual(["adopt"]);
    expect(explanationText(added)).toMatch(/hand edit, adopted \(brain adopt\): added by hand: "Platform"/);
  });

  it("show and the session context mark the hand-edited facts, and only those", async () => {
    const { s, jobId } = await adopted();
    const shown = showProfile(s.o());
    expect(shown.handEdited?.sort()).toEqual([jobId, "team-by-hand"].sort());
    const text = showText(shown);
    expect(text.split("\n").filter((l) => l.includes("hand-edited"))).toHaveLength(2);
    expect(text).not.toMatch(/city.*hand-edited/);
    const context = readFileSync(s.paths.context, "utf8");
    expect(context).toMatch(/job-title: Head of ML \(.*hand-edited\)/);
    expect(context).toMatch(/city: Berlin \((?!.*hand-edited)/);
  });

  it("a rollback of the adopt drops the marks, in show and in the context", async () => {
    const { s } = await adopted();
    await rollback({ ...s.o(), confirm: true });
    expect(showProfile(s.o()).handEdited).toEqual([]);
    expect(readFileSync(s.paths.context, "utf8")).not.toContain("hand-edited");
  });
});
