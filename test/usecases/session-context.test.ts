/**
 * The session context's use cases, in-process (docs/session-context.md): every writer of
 * profile.md writes brain/context.md (init, apply, rollback) with a header that records the files
 * as they are after the write; the first context with facts is announced; it is rendered from the
 * data dir's own config, never --config; editing the context section never makes a pending diff
 * stale; `brain context --refresh` refuses a hand edit; --explain, --log and the log's rotation.
 */
import { appendFileSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RefusedError } from "../../src/core/errors.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { readContextFile } from "../../src/io/context-file.js";
import { layout } from "../../src/io/data-dir.js";
import { apply, applyText } from "../../src/usecases/apply.js";
import { ingest } from "../../src/usecases/ingest.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { rollback } from "../../src/usecases/rollback.js";
import { contextExplanationText, contextForAgents, contextLog, explainContext, givenContext, refreshContext } from "../../src/usecases/session-context.js";
import { sessionContext } from "../../hooks/session-start.mjs";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
let clock = Date.parse("2026-06-01T09:00:00.000Z");
const human = (key: string, value: string, source = "human:call"): Candidate => ({ key, value, provenance: "human", source, observed_date: TODAY });

function setup(config?: string) {
  const paths = layout(tempDir());
  init({ paths, today: TODAY });
  if (config !== undefined) writeFileSync(paths.config, config);
  const o = () => ({ paths, today: TODAY, now: new Date((clock += 1000)) });
  return { paths, o };
}

type Setup = ReturnType<typeof setup>;

async function proposeAndApply(s: Setup, candidates: Candidate[], extra: { configFile?: string } = {}) {
  const p = await propose({ ...s.o(), ...extra, candidatesFile: "c", candidates });
  const r = await apply({ ...s.o(), ...extra, diffFile: s.paths.pendingJson, confirm: true });
  if (r.kind !== "applied") throw new Error(`not applied: ${r.kind}`);
  return { proposed: p, applied: r };
}

const stamp = (path: string) => {
  const st = statSync(path);
  return { size: st.size, mtimeMs: Math.floor(st.mtimeMs) };
};

describe("every writer of profile.md writes the session context", () => {
  it("apply: the header records profile.md and the config as they are after the write; the hook gives the text", async () => {
    const s = setup("decayDays: 90\n");
    const { applied } = await proposeAndApply(s, [human("job-title", "Head of AI")]);
    const file = readContextFile(s.paths.context)!;
    expect(file.header).toMatchObject({
      profile: { ...stamp(s.paths.profile) },
      config: stamp(s.paths.config),
      inject: true,
      onlyIn: [],
      notIn: [],
      date: TODAY,
      text: { length: file.text.length },
    });
    expect(file.text).toContain("- job-title: Head of AI (1 source, last seen 2026-06-01)");
    expect(sessionContext({ dataDir: s.paths.dataDir, cwd: null, env: {} })).toMatchObject({ kind: "context", text: file.text });
    expect(applied.context).toMatchObject({ path: s.paths.context, shown: 1, offered: 1, first: true });
  });

  it("the first context with facts says that agents now get the profile, how to see it and how to turn it off; the next does not", async () => {
    const s = setup();
    const first = await proposeAndApply(s, [human("job-title", "Head of AI")]);
    const text = applyText(first.applied);
    expect(text).toContain("Agents now get your approved profile at session start: 1 of 1 fact");
    expect(text).toMatch(/See it: .* context;/);
    expect(text).toContain("Turn it off: context: {inject: false} in");
    const second = await proposeAndApply(s, [human("employer", "City")]);
    expect(applyText(second.applied)).not.toContain("Agents now get");
  });

  it("init with fields announces it too; rollback writes the context of the profile it restores", async () => {
    const root = tempDir();
    const fields = join(root, "fields.yaml");
    writeFileSync(fields, "name: Dana\n");
    const paths = layout(join(root, "data"));
    const r = init({ paths, today: TODAY, from: fields });
    expect(r.context).toMatchObject({ shown: 1, first: true });
    const s = { paths, o: () => ({ paths, today: TODAY, now: new Date((clock += 1000)) }) };
    await proposeAndApply(s, [human("job-title", "Head of AI")]);
    expect(readContextFile(paths.context)!.text).toContain("job-title");
    const back = await rollback({ ...s.o(), confirm: true });
    expect(back.kind).toBe("rolled-back");
    const file = readContextFile(paths.context)!;
    expect(file.text).not.toContain("job-title");
    expect(file.header.profile).toMatchObject(stamp(paths.profile));
    expect(sessionContext({ dataDir: paths.dataDir, cwd: null, env: {} }).kind).toBe("context");
  });

  it("agent-written evidence is marked in the context", async () => {
    const s = setup();
    const rec = ingest({ ...s.o(), files: [], texts: [{ label: "t", text: "I moved to Lisbon\n" }], into: "notes", provenance: "human", ingestedBy: "mcp" });
    await proposeAndApply(s, [human("city", "Lisbon", rec.records[0]!.source)]);
    expect(readContextFile(s.paths.context)!.text).toContain("- city: Lisbon (1 source, last seen 2026-06-01, agent-written)");
  });
});

describe("the context section of the config", () => {
  it("is not part of a diff's config: editing it leaves the pending diff applicable", async () => {
    const s = setup("decayDays: 90\n");
    await propose({ ...s.o(), candidatesFile: "c", candidates: [human("salary", "90000"), human("job-title", "Head of AI")] });
    const diff = JSON.parse(readFileSync(s.paths.pendingJson, "utf8")) as ProfileDiff;
    expect(diff.config).not.toHaveProperty("context");
    writeFileSync(s.paths.config, "decayDays: 90\ncontext:\n  exclude: [salary]\n  budget: 600\n");
    const r = await apply({ ...s.o(), diffFile: s.paths.pendingJson, confirm: true });
    expect(r.kind).toBe("applied");
    const text = readContextFile(s.paths.context)!.text;
    expect(text).toContain("job-title");
    expect(text).not.toMatch(/salary|90000/);
  });

  it("the context is rendered from the data dir's own config, never --config", async () => {
    const s = setup("context:\n  exclude: [salary]\n");
    const other = join(tempDir(), "other.yaml");
    writeFileSync(other, "decayDays: 90\n");
    await proposeAndApply(s, [human("salary", "90000"), human("job-title", "Head of AI")], { configFile: other });
    const file = readContextFile(s.paths.context)!;
    expect(file.text).not.toContain("salary");
    expect(file.header.config).toEqual(stamp(s.paths.config));
  });
});

describe("brain context --refresh", () => {
  it("after profile.md was touched, a refresh gives the hook its context again", async () => {
    const s = setup();
    await proposeAndApply(s, [human("job-title", "Head of AI")]);
    utimesSync(s.paths.profile, new Date(), new Date(Date.now() + 10_000));
    expect(sessionContext({ dataDir: s.paths.dataDir, cwd: null, env: {} }).kind).toBe("refresh");
    const r = refreshContext(s.o());
    expect(r).toMatchObject({ kind: "refreshed", changed: false, shown: 1 });
    expect(sessionContext({ dataDir: s.paths.dataDir, cwd: null, env: {} }).kind).toBe("context");
  });

  it("refuses while profile.md holds an edit brain did not write, naming brain adopt; nothing is written", async () => {
    const s = setup();
    await proposeAndApply(s, [human("job-title", "Head of AI")]);
    const before = readFileSync(s.paths.context);
    appendFileSync(
      s.paths.profile,
      "- **city**: Lisbon `id=x1; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=human:me`\n",
    );
    expect(() => refreshContext(s.o())).toThrow(RefusedError);
    expect(() => refreshContext(s.o())).toThrow(/adopt/);
    expect(readFileSync(s.paths.context)).toEqual(before);
    expect(givenContext({ ...s.o(), cwd: null, env: {} }).freshness.kind).toBe("edited");
  });

  it("a config change: brain context says a refresh would change it; after the refresh it is up to date", async () => {
    const s = setup();
    await proposeAndApply(s, [human("job-title", "Head of AI"), human("salary", "1")]);
    writeFileSync(s.paths.config, "context:\n  exclude: [salary]\n");
    const view = () => givenContext({ ...s.o(), cwd: null, env: {} });
    expect(view()).toMatchObject({ given: { kind: "refresh" }, freshness: { kind: "would-change" } });
    expect(refreshContext(s.o()).changed).toBe(true);
    expect(view()).toMatchObject({ given: { kind: "context" }, freshness: { kind: "up-to-date" } });
  });
});

describe("brain context --explain", () => {
  it("every active fact, marked shown or why not", async () => {
    const s = setup("decayDays: 30\ncontext:\n  exclude: [salary]\n");
    await proposeAndApply(s, [
      human("job-title", "Head of AI"),
      human("salary", "90000"),
      human("employer", "Acme"),
      human("employer", "Beta", "human:other"),
      { ...human("city", "Lisbon"), observed_date: "2026-01-01" },
    ]);
    const r = explainContext({ ...s.o(), cwd: null, env: {} });
    const by = Object.fromEntries(r.facts.map((f) => [f.key ?? `withheld:${f.glob}`, [f.status, f.reason]]));
    expect(by).toEqual({
      "job-title": ["shown", null],
      "withheld:salary": ["excluded", null],
      employer: ["question", "conflict"],
      city: ["question", "stale"],
    });
    expect(r).toMatchObject({ given: true, shown: 4, offered: 4, excluded: 1 });
    const text = contextExplanationText(r);
    expect(text).toContain("(key withheld): withheld: excluded by `salary`");
    expect(text).not.toContain("90000");
  });

  it("over the budget, and not given in a folder outside onlyIn", async () => {
    const dir = tempDir();
    const s = setup(`context:\n  budget: 600\n  onlyIn: [${dir}]\n`);
    await proposeAndApply(s, [human("a", "x".repeat(150)), human("b", "y".repeat(150))]);
    const inside = explainContext({ ...s.o(), cwd: dir, env: {} });
    expect(inside.facts.map((f) => f.status)).toEqual(["shown", "budget"]);
    const outside = explainContext({ ...s.o(), cwd: tempDir(), env: {} });
    expect(outside).toMatchObject({ given: false, why: expect.stringContaining("onlyIn") });
    expect(outside.facts.map((f) => f.status)).toEqual(["not-given", "budget"]);
  });
});

describe("receipts", () => {
  it("--log lists them newest first, across the rotated file; a writer rotates the log past 1,000 lines", async () => {
    const s = setup();
    const line = (n: number) =>
      `${JSON.stringify({ at: `2026-06-01T09:00:${String(n % 60).padStart(2, "0")}.000Z`, session_id: `s${n}`, source: "startup", cwd: "/w", sha256: "a".repeat(64), length: 10 })}\n`;
    writeFileSync(s.paths.contextLog, Array.from({ length: 1001 }, (_, n) => line(n)).join(""));
    await proposeAndApply(s, [human("job-title", "Head of AI")]);
    expect(readFileSync(s.paths.contextLogOld, "utf8").split("\n")).toHaveLength(1002);
    expect(() => readFileSync(s.paths.contextLog)).toThrow();
    appendFileSync(s.paths.contextLog, `${line(2000)}not a receipt\n`);
    const r = contextLog(s.o());
    expect(r.receipts.map((x) => x.session_id).slice(0, 3)).toEqual(["s2000", "s1000", "s999"]);
    expect(r.receipts).toHaveLength(1002);
    expect(r.unreadable).toBe(1);
  });

  it("a log of 1,000 lines stays where it is", async () => {
    const s = setup();
    writeFileSync(
      s.paths.contextLog,
      `${'{"at":"x","sha256":"y","length":1,"session_id":null,"source":null,"cwd":null,"pad":"'.padEnd(70, "p")}"}\n`.repeat(1000),
    );
    await proposeAndApply(s, [human("job-title", "Head of AI")]);
    expect(readFileSync(s.paths.contextLog, "utf8").split("\n")).toHaveLength(1001);
  });
});

describe("brain://context", () => {
  it("the hook's text without the folder rules, or the refresh line", async () => {
    const s = setup(`context:\n  onlyIn: [${tempDir()}]\n  inject: false\n`);
    await proposeAndApply(s, [human("job-title", "Head of AI")]);
    expect(contextForAgents(s.o())).toContain("- job-title: Head of AI");
    writeFileSync(s.paths.config, "decayDays: 30\n");
    expect(contextForAgents(s.o())).toMatch(/^brain: profile.md or the config changed/);
  });
});
