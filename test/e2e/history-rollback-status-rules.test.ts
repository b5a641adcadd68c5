import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDiff, RuleFile } from "../../src/core/schema-types.js";
import { goldenCopy } from "../helpers/golden.js";
import { cleanEnv, EXAMPLE, ROOT, snapshotTree, tempDir, type RunResult } from "../helpers/cli.js";
import { STACK_LINE } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const post = (name: string) => join(EXAMPLE, "posts", name);
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

const profilePath = (data: string) => join(data, "brain", "profile.md");
const pendingPath = (data: string) => join(data, "brain", "pending-diff.json");
const readProfile = (data: string) => readFileSync(profilePath(data));
const readHistory = (data: string) =>
  readFileSync(join(data, "brain", "history.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { op: string; at: string; diff: string; base: string; result: string; today: string });
const readState = (data: string) => JSON.parse(readFileSync(join(data, "brain", "consolidation-state.json"), "utf8")) as Record<string, unknown>;

/** A local calendar date `days` before now, as the CLI and the hook compute "today". */
function localDaysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

describe("history and rollback", () => {
  // Built once; each test works on its own copy.
  let template: string;
  let p0: Buffer;
  let p1: Buffer;
  let p2: Buffer;
  let diff1: ProfileDiff;
  let diff2: ProfileDiff;

  beforeAll(() => {
    // docs/example's stages, from the golden data dirs (test/helpers/golden.ts): seeded, candidates-1
    // applied on 2026-03-01, session 2's records ingested and candidates-2 applied on 2026-06-01.
    p0 = readProfile(goldenCopy("seeded"));
    const first = goldenCopy("session-1-applied");
    diff1 = JSON.parse(readFileSync(pendingPath(first), "utf8")) as ProfileDiff;
    p1 = readProfile(first);
    template = goldenCopy("both-sessions-applied");
    diff2 = JSON.parse(readFileSync(pendingPath(template), "utf8")) as ProfileDiff;
    p2 = readProfile(template);
    expect(new Set([sha256(p0), sha256(p1), sha256(p2)]).size).toBe(3);
  });

  function copy(): string {
    const d = tempDir();
    cpSync(template, d, { recursive: true });
    return d;
  }

  it("history with nothing applied says so", () => {
    const data = tempDir();
    ok(data, ["init"]);
    expect(ok(data, ["history"]).stdout).toContain("No applies, rollbacks or forgets yet.");
    expect(JSON.parse(ok(data, ["history", "--json"]).stdout)).toEqual({ entries: [], withheld: 0, warnings: [] });
  });

  it("history lists applies and rollbacks newest first, as text and as one JSON object { entries }", () => {
    const data = copy();
    ok(data, ["rollback", "--confirm", "--today", "2026-06-02"]);
    const { entries } = JSON.parse(ok(data, ["history", "--json"]).stdout) as { entries: { op: string; diff: string; at: string; today: string }[] };
    expect(entries.map((e) => [e.op, e.diff, e.today])).toEqual([
      ["rollback", diff2.id, "2026-06-02"],
      ["apply", diff2.id, "2026-06-01"],
      ["apply", diff1.id, "2026-03-01"],
    ]);
    const ats = entries.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const lines = ok(data, ["history"]).stdout.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`rollback .*${diff2.id.slice(0, 12)}`));
    expect(lines[1]).toMatch(new RegExp(`apply .*${diff2.id.slice(0, 12)}`));
    expect(lines[2]).toMatch(new RegExp(`apply .*${diff1.id.slice(0, 12)}`));
  });

  it("rollback without --confirm → exit 2, says what it would do, writes nothing", () => {
    const data = copy();
    const before = snapshotTree(data);
    const r = brain(data, ["rollback"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(diff2.id.slice(0, 12));
    expect(r.stderr).toContain("--confirm");
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("rollback --confirm restores the pre-apply bytes exactly, records a rollback line and rewinds the sidecar", () => {
    const data = copy();
    const r = ok(data, ["rollback", "--confirm", "--today", "2026-06-02"]);
    expect(r.stdout).toContain(diff2.id.slice(0, 12));
    expect(readProfile(data).equals(p1)).toBe(true);
    const last = readHistory(data).at(-1)!;
    expect(last).toMatchObject({ op: "rollback", diff: diff2.id, base: sha256(p2), result: sha256(p1), today: "2026-06-02" });
    expect(readState(data)).toMatchObject({ last_run: "2026-03-01", last_diff: diff1.id, published_count: 2 });
  });

  it("rollback --json: one object, preview (exit 2) then rolled-back, naming the backup by the profile's sha256", () => {
    const data = copy();
    const preview = brain(data, ["rollback", "--json"]);
    expect(preview.code).toBe(2);
    const backup = join(data, "brain", "backups", `${sha256(p1)}.md`);
    expect(JSON.parse(preview.stdout)).toEqual({
      kind: "preview",
      op: "apply",
      diff: diff2.id,
      appliedAt: readHistory(data).at(-1)!.at,
      restores: sha256(p1),
      backup,
    });
    const done = JSON.parse(ok(data, ["rollback", "--json", "--confirm"]).stdout) as Record<string, unknown>;
    expect(done).toMatchObject({ kind: "rolled-back", diff: diff2.id, restores: sha256(p1), backup, profile: profilePath(data) });
  });

  it("a deleted backup is reported as that (exit 1), not as a missing profile; nothing written", () => {
    const data = copy();
    const backup = join(data, "brain", "backups", `${sha256(p1)}.md`);
    rmSync(backup);
    const before = snapshotTree(data);
    const r = brain(data, ["rollback", "--confirm"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`the backup ${backup} does not exist`);
    expect(r.stderr).not.toContain("brain init");
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("rolling back twice undoes two applies; a third time is refused (exit 1) and writes nothing", () => {
    const data = copy();
    ok(data, ["rollback", "--confirm"]);
    ok(data, ["rollback", "--confirm"]);
    expect(readProfile(data).equals(p0)).toBe(true);
    expect(readState(data)).toMatchObject({ last_run: null, last_diff: null, published_count: 0 });
    const before = snapshotTree(data);
    const r = brain(data, ["rollback", "--confirm"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("nothing to roll back");
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("nothing ever applied → refused (exit 1), nothing written", () => {
    const data = tempDir();
    ok(data, ["init"]);
    const before = snapshotTree(data);
    const r = brain(data, ["rollback", "--confirm"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("nothing to roll back");
    expect(snapshotTree(data)).toEqual(before);
  });

  it("a profile hand-edited since the apply is not rolled back (exit 4), nothing written", () => {
    const data = copy();
    writeFileSync(profilePath(data), readProfile(data).toString("utf8").replace("# Profile", "# Profile of Dana"));
    const before = snapshotTree(data);
    const r = brain(data, ["rollback", "--confirm"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(profilePath(data));
    expect(r.stderr).toMatch(/adopt the edit first \(.* adopt lists it/i);
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("after a rollback the same diff applies again, to the same bytes", () => {
    const data = copy();
    ok(data, ["rollback", "--confirm"]);
    const r = ok(data, ["consolidate", "--apply", "--diff", pendingPath(data), "--confirm", "--today", "2026-06-01"]);
    expect(r.stdout).not.toContain("lready applied");
    expect(readProfile(data).equals(p2)).toBe(true);
    expect(readHistory(data).map((e) => e.op)).toEqual(["apply", "apply", "rollback", "apply"]);
    expect(readState(data)).toMatchObject({ last_diff: diff2.id, last_run: "2026-06-01" });
  });
});

describe("brain status matches the session-start hook", () => {
  const lastRun = localDaysAgo(12);
  let data: string;

  interface Status {
    data_dir: string;
    published_count: number;
    new_published: number;
    last_run: string | null;
    message: string | null;
  }

  function statusAndHook(): { status: Status; text: string; hook: string } {
    const status = JSON.parse(ok(data, ["status", "--json"]).stdout) as Status;
    const text = ok(data, ["status"]).stdout;
    // The nudge is what status reports; the session context the hook gives after it is
    // test/hooks/session-context.test.ts's subject, so it is turned off here.
    const h = spawnSync(process.execPath, [join(ROOT, "hooks", "session-start.mjs")], {
      encoding: "utf8",
      env: cleanEnv({ BRAIN_DATA_DIR: data, BRAIN_CONTEXT: "off" }),
    });
    expect(h.status).toBe(0);
    return { status, text, hook: h.stdout };
  }

  beforeAll(() => {
    data = tempDir();
    ok(data, ["init"]);
    ok(data, ["ingest", post("2026-01-10-municipal-ai-register.md")]);
    ok(data, ["ingest", post("2026-02-14-why-registers-matter.md")]);
    // Notes are not published records: the hook does not count them.
    ok(data, ["ingest", join(EXAMPLE, "notes", "2026-06-01-call.md"), "--into", "notes", "--provenance", "human"]);
  });

  it("before any apply: all published records are new, and both say so in the same words", () => {
    const { status, text, hook } = statusAndHook();
    expect(status).toMatchObject({ data_dir: data, published_count: 2, new_published: 2, last_run: null });
    expect(status.message).toBe("brain: 2 new published records and no consolidation yet — run: brain consolidate --gather");
    expect(hook).toBe(`${status.message}\n`);
    expect(text.split("\n")[0]).toBe(status.message);
    expect(text).toContain(`data dir:          ${data}`);
  });

  it("right after an apply: nothing new, the hook is silent", () => {
    ok(data, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", lastRun]);
    ok(data, ["consolidate", "--apply", "--diff", pendingPath(data), "--confirm", "--today", lastRun]);
    const { status, text, hook } = statusAndHook();
    expect(status).toMatchObject({ published_count: 2, new_published: 0, last_run: lastRun, message: null });
    expect(hook).toBe("");
    expect(text.split("\n")[0]).toContain("nothing to do");
    expect(text).toContain(`${lastRun} (12 days ago)`);
  });

  it("a new published record after the apply: both nudge with the days since the last run", () => {
    ok(data, ["ingest", post("2026-05-20-workshop-format.md")]);
    const { status, text, hook } = statusAndHook();
    expect(status).toMatchObject({ published_count: 3, new_published: 1, last_run: lastRun });
    expect(status.message).toBe("brain: 1 new published record since the last consolidation (12 days ago) — run: brain consolidate --gather");
    expect(hook).toBe(`${status.message}\n`);
    expect(text.split("\n")[0]).toBe(status.message);
  });
});

describe("brain rules", () => {
  const shipped = () =>
    readdirSync(join(ROOT, "rules"))
      .filter((n) => n.endsWith(".yaml") && !n.endsWith(".test.yaml"))
      .sort()
      .flatMap((file) => {
        const doc = load(readFileSync(join(ROOT, "rules", file), "utf8")) as RuleFile;
        return doc.rules.map((r) => ({ file, version: doc.version, name: r.name, priority: r.priority, event: r.event.type }));
      });
  const sortRules = <T extends { file: string; name: string }>(rs: T[]) => [...rs].sort((a, b) => `${a.file}/${a.name}`.localeCompare(`${b.file}/${b.name}`));

  interface Listed {
    folder: string;
    rules: { file: string; version: number; name: string; priority: number; event: string }[];
  }
  const listed = (r: RunResult) =>
    sortRules((JSON.parse(r.stdout) as Listed).rules.map(({ file, version, name, priority, event }) => ({ file, version, name, priority, event })));

  it("--json lists every shipped rule with file, version, name, priority and event", () => {
    const data = tempDir();
    const expected = shipped();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed(ok(data, ["rules", "--json"]))).toEqual(sortRules(expected));
  });

  it("text lists every shipped rule with its priority, event, file and version", () => {
    const out = ok(tempDir(), ["rules"]).stdout;
    for (const r of shipped()) expect(out).toMatch(new RegExp(`\\b${r.priority}\\s+${r.name}\\s+→ ${r.event}\\s+${r.file} v${r.version}`));
  });

  describe("a config naming a rules folder", () => {
    let data: string;
    let folder: string;
    beforeAll(() => {
      data = tempDir();
      folder = join(data, "my-rules");
      mkdirSync(folder);
      const text = readFileSync(join(ROOT, "rules", "candidate.yaml"), "utf8")
        .replace(/^version: 1$/m, "version: 2")
        .replace("name: add-new-key", "name: add-first-sighting");
      writeFileSync(join(folder, "candidate.yaml"), text);
      writeFileSync(join(data, "brain.config.yaml"), "rules: my-rules\n");
    });

    it("replaces the shipped set (resolved against the config's folder)", () => {
      const r = ok(data, ["rules", "--json"]);
      expect((JSON.parse(r.stdout) as Listed).folder.replace(/\/$/, "")).toBe(folder);
      const expected = shipped()
        .filter((x) => x.file === "candidate.yaml")
        .map((x) => ({ ...x, version: 2, name: x.name === "add-new-key" ? "add-first-sighting" : x.name }));
      expect(listed(r)).toEqual(sortRules(expected));
    });

    it("an invalid rule file there → exit 3 naming it", () => {
      const broken = join(folder, "zz-broken.yaml");
      writeFileSync(broken, "version: 1\nscope: candidate\nrules:\n  - name: x\n    priority: 1\n    conditions: { all: [] }\n    event: { type: explode }\n");
      try {
        const r = brain(data, ["rules"]);
        expect(r.code).toBe(3);
        expect(r.stdout).toBe("");
        expect(r.stderr).toContain(`${broken}: /rules/0/event/type: `);
        expect(r.stderr).not.toMatch(STACK_LINE);
      } finally {
        rmSync(broken);
      }
    });
  });
});
