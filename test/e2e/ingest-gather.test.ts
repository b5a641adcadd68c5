import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Fact } from "../../src/core/schema-types.js";
import { spawnSync } from "node:child_process";
import { BIN, cleanEnv, EXAMPLE, initialisedDir as initialisedDirWith, ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { STACK_LINE, expectUserError } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const initialisedDir = () => initialisedDirWith(brain);

const POSTS = readdirSync(join(EXAMPLE, "posts"))
  .sort()
  .map((n) => join(EXAMPLE, "posts", n));
const NOTE = join(EXAMPLE, "notes", "2026-06-01-call.md");

/**
 * The record id the contract promises, recomputed here independently: a hash of the body without
 * the file's own frontmatter, NFC, LF line ends, trailing spaces and blank lines at both ends removed.
 */
function contentId(file: string): string {
  const text = readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
  const lines = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/[ \t]+$/, ""));
  while (lines[0] === "") lines.shift();
  while (lines.at(-1) === "") lines.pop();
  return createHash("sha256")
    .update(`${lines.join("\n")}\n`)
    .digest("hex")
    .slice(0, 12);
}

function frontmatter(text: string): Record<string, string> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  expect(m, text.slice(0, 200)).not.toBeNull();
  return Object.fromEntries(m![1]!.split("\n").map((l) => [l.slice(0, l.indexOf(": ")), l.slice(l.indexOf(": ") + 2)]));
}

interface Gathered {
  data_dir: string;
  today: string;
  last_run: { at: string; today: string; diff: string } | null;
  new_records: { id: string; tributary: string; provenance: string; date: string; ingested_at: string; source: string; path: string; text: string }[];
  tributaries: { name: string; count: number; new: number; newest_date: string }[];
  facts: Fact[];
  thresholds: { promoteThreshold: number; decayDays: number; learnFrom: string[] };
  candidate_schema: string;
}

function gatherJson(data: string, ...extra: string[]): Gathered {
  return JSON.parse(ok(data, ["consolidate", "--gather", "--json", ...extra]).stdout) as Gathered;
}

describe("brain ingest", () => {
  it("stores the record under ingest/published with id (content hash), provenance, date and ingested_at", () => {
    const data = initialisedDir();
    const post = POSTS[0]!;
    const t0 = new Date().toISOString();
    const r = ok(data, ["ingest", post, "--date", "2026-01-10"]);
    const t1 = new Date().toISOString();
    const id = contentId(post);
    const stored = join(data, "ingest", "published", `${id}.md`);
    expect(r.stdout).toContain(stored);
    expect(r.stdout).toContain("1 added, 0 skipped");
    const text = readFileSync(stored, "utf8");
    const meta = frontmatter(text);
    expect(meta).toMatchObject({ id, provenance: "published", date: "2026-01-10" });
    expect(meta.ingested_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(meta.ingested_at! >= t0 && meta.ingested_at! <= t1).toBe(true);
    // The original text follows the frontmatter unchanged.
    expect(text.endsWith(readFileSync(post, "utf8"))).toBe(true);
  });

  it("the date defaults to --today", () => {
    const data = initialisedDir();
    ok(data, ["ingest", POSTS[1]!, "--today", "2026-02-20"]);
    const meta = frontmatter(readFileSync(join(data, "ingest", "published", `${contentId(POSTS[1]!)}.md`), "utf8"));
    expect(meta.date).toBe("2026-02-20");
  });

  it("--into notes --provenance human stores into ingest/notes", () => {
    const data = initialisedDir();
    ok(data, ["ingest", NOTE, "--into", "notes", "--provenance", "human", "--date", "2026-06-01"]);
    const meta = frontmatter(readFileSync(join(data, "ingest", "notes", `${contentId(NOTE)}.md`), "utf8"));
    expect(meta).toMatchObject({ id: contentId(NOTE), provenance: "human", date: "2026-06-01" });
    expect(existsSync(join(data, "ingest", "published", `${contentId(NOTE)}.md`))).toBe(false);
  });

  it("the same content twice is skipped and says so, also across tributaries and file names", () => {
    const data = initialisedDir();
    ok(data, ["ingest", POSTS[0]!]);
    const before = snapshotTree(data);
    const again = ok(data, ["ingest", POSTS[0]!]);
    expect(again.stdout).toContain("skipped");
    expect(again.stdout).toContain("already ingested");
    expect(again.stdout).toContain("0 added, 1 skipped");
    const copy = join(tempDir(), "renamed.md");
    writeFileSync(copy, readFileSync(POSTS[0]!));
    const elsewhere = ok(data, ["ingest", copy, "--into", "notes", "--provenance", "human"]);
    expect(elsewhere.stdout).toContain("0 added, 1 skipped");
    expect(elsewhere.stdout).toContain(join(data, "ingest", "published", `${contentId(POSTS[0]!)}.md`));
    expect(snapshotTree(data)).toEqual(before);
  });

  it.each([
    { name: "--into notes without --provenance", args: ["--into", "notes"], says: "--provenance" },
    { name: "a tributary that escapes ingest/", args: ["--into", "../x", "--provenance", "human"], says: '"../x"' },
    { name: "an upper-case tributary", args: ["--into", "Notes", "--provenance", "human"], says: '"Notes"' },
    { name: "an unknown provenance", args: ["--provenance", "rumour"], says: '"rumour"' },
    { name: "an impossible --date", args: ["--date", "2026-02-30"], says: '"2026-02-30"' },
    { name: "a --date that is not a date", args: ["--date", "yesterday"], says: '"yesterday"' },
  ])("$name → exit 2, nothing stored", ({ args, says }) => {
    const data = tempDir();
    ok(data, ["init"]);
    const before = snapshotTree(data);
    const r = brain(data, ["ingest", POSTS[0]!, ...args]);
    expectUserError(r, 2);
    expect(r.stderr).toContain(says);
    expect(r.stderr).toContain("brain ingest --help");
    expect(snapshotTree(data)).toEqual(before);
  });

  it("a non-UTF-8 file → exit 3 naming it, and nothing is stored (not even the good file beside it)", () => {
    const data = tempDir();
    ok(data, ["init"]);
    const bad = join(tempDir(), "latin1.md");
    writeFileSync(bad, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])); // "café" in Latin-1
    const before = snapshotTree(data);
    const r = brain(data, ["ingest", POSTS[0]!, bad]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(bad);
    expect(r.stderr).toContain("UTF-8");
    expect(snapshotTree(data)).toEqual(before);
  });

  it("a missing file → exit 1 naming it, nothing stored", () => {
    const data = tempDir();
    ok(data, ["init"]);
    const before = snapshotTree(data);
    const missing = join(tempDir(), "nope.md");
    const r = brain(data, ["ingest", POSTS[0]!, missing]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(missing);
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("brain consolidate --gather", () => {
  let data: string;
  beforeAll(() => {
    data = tempDir();
    ok(data, ["init", "--from", join(EXAMPLE, "fields.yaml"), "--today", "2026-06-01"]);
    writeFileSync(join(data, "brain.config.yaml"), "promoteThreshold: 4\ndecayDays: 30\nlearnFrom: [published]\n");
    ok(data, ["ingest", POSTS[0]!, "--date", "2026-01-10"]);
    ok(data, ["ingest", POSTS[2]!, "--date", "2026-05-20"]);
    ok(data, ["ingest", NOTE, "--into", "notes", "--provenance", "human", "--date", "2026-06-01"]);
  });

  it("is read-only: text and --json leave every byte of the data dir as it was", () => {
    const before = snapshotTree(data);
    ok(data, ["consolidate", "--gather"]);
    ok(data, ["consolidate", "--gather", "--json"]);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("--json is one document: new records with text and provenance, tributaries, facts with ids, thresholds, the schema path", () => {
    const g = gatherJson(data, "--today", "2026-06-01");
    expect(g.data_dir).toBe(data);
    expect(g.last_run).toBeNull();
    const expected = [
      { file: POSTS[0]!, tributary: "published", provenance: "published", date: "2026-01-10" },
      { file: POSTS[2]!, tributary: "published", provenance: "published", date: "2026-05-20" },
      { file: NOTE, tributary: "notes", provenance: "human", date: "2026-06-01" },
    ];
    // Oldest ingestion first, which is the order they were ingested in.
    expect(g.new_records.map((r) => ({ id: r.id, tributary: r.tributary, provenance: r.provenance, date: r.date, text: r.text, source: r.source }))).toEqual(
      expected.map((e) => ({
        id: contentId(e.file),
        tributary: e.tributary,
        provenance: e.provenance,
        date: e.date,
        text: readFileSync(e.file, "utf8"),
        source: `${e.tributary}:${contentId(e.file)}`,
      })),
    );
    for (const r of g.new_records) expect(readFileSync(r.path, "utf8")).toContain(`ingested_at: ${r.ingested_at}`);
    expect([...g.tributaries].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "notes", count: 1, new: 1, newest_date: "2026-06-01" },
      { name: "published", count: 2, new: 2, newest_date: "2026-05-20" },
    ]);
    const shown = JSON.parse(ok(data, ["show", "--json"]).stdout) as { facts: Fact[] };
    expect(g.facts).toEqual(shown.facts);
    expect(g.facts.length).toBeGreaterThan(0);
    expect(g.thresholds).toEqual({ promoteThreshold: 4, decayDays: 30, learnFrom: ["published"] });
    expect(g.candidate_schema).toBe(join(ROOT, "schemas", "candidates.schema.json"));
    expect(existsSync(g.candidate_schema)).toBe(true);
  });

  it("text output shows each new record under its source, the facts with ids, the thresholds and the schema", () => {
    const r = ok(data, ["consolidate", "--gather", "--today", "2026-06-01"]);
    const g = gatherJson(data);
    expect(r.stdout).toContain(`## New records (${g.new_records.length})`);
    for (const rec of g.new_records) {
      expect(r.stdout).toContain(`### ${rec.source} — ${rec.provenance}, dated ${rec.date}`);
      expect(r.stdout).toContain(rec.text.trimEnd());
    }
    for (const f of g.facts) expect(r.stdout).toContain(`${f.id}  `);
    expect(r.stdout).toContain("promoteThreshold 4 · decayDays 30 · learnFrom published");
    expect(r.stdout).toContain(`Candidate schema: ${g.candidate_schema}`);
    expect(r.stdout).toContain("- published: 2 records, 2 new, newest dated 2026-05-20");
  });
});

describe("'new since the last run' is decided by the records the last apply read, never by --today", () => {
  const A = POSTS[0]!;
  const B = POSTS[1]!;
  let data: string;
  beforeAll(() => {
    data = tempDir();
    const cands = join(tempDir(), "candidates.json");
    writeFileSync(
      cands,
      JSON.stringify([
        { key: "primary-expertise", value: "AI governance", provenance: "published", source: `published:${contentId(A)}`, observed_date: "2026-01-10" },
      ]),
    );
    ok(data, ["init", "--today", "2026-03-01"]);
    ok(data, ["ingest", A, "--today", "2026-03-01", "--date", "2026-01-10"]);
    ok(data, ["consolidate", "--propose", "--candidates", cands, "--today", "2026-03-01"]);
    ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", "2026-03-01"]);
    // B is ingested on the same calendar day as the apply, dated before it: only the clock says it is newer.
    ok(data, ["ingest", B, "--today", "2026-03-01", "--date", "2026-01-01"]);
  });

  it.each([
    { name: "same day as the apply", today: ["--today", "2026-03-01"] },
    { name: "a day before the apply", today: ["--today", "2026-02-28"] },
    { name: "months after the apply", today: ["--today", "2026-09-01"] },
    { name: "the real local date", today: [] },
  ])("after ingest A, apply, ingest B: only B is new ($name)", ({ today }) => {
    const g = gatherJson(data, ...today);
    expect(g.new_records.map((r) => r.id)).toEqual([contentId(B)]);
    expect(g.tributaries).toEqual([{ name: "published", count: 2, new: 1, newest_date: "2026-01-10" }]);
    expect(g.last_run).toMatchObject({ today: "2026-03-01" });
    const text = ok(data, ["consolidate", "--gather", ...today]).stdout;
    expect(text).toContain("1 record new since");
    expect(text).toContain(`### published:${contentId(B)}`);
    expect(text).not.toContain(`### published:${contentId(A)}`);
  });

  it("after a rollback of that apply, A counts as new again", () => {
    const d = tempDir();
    // Work on a copy so the table above keeps its state whatever order tests run in.
    cpSync(data, d, { recursive: true });
    ok(d, ["rollback", "--confirm"]);
    const g = gatherJson(d, "--today", "2026-03-01");
    expect(g.last_run).toBeNull();
    expect(g.new_records.map((r) => r.id).sort()).toEqual([contentId(A), contentId(B)].sort());
    expect(basename(g.new_records[0]!.path)).toBe(`${contentId(A)}.md`);
  });
});

const HOOK = join(ROOT, "hooks", "session-start.mjs");

/** The session-start hook as Claude Code runs it, against `data`. */
/** The hook's nudge (the session context it gives after it is turned off: test/hooks/session-context.test.ts). */
function hook(data: string): string {
  const r = spawnSync(process.execPath, [HOOK], { encoding: "utf8", env: cleanEnv({ BRAIN_DATA_DIR: data, BRAIN_CONTEXT: "off" }) });
  expect(r.status).toBe(0);
  return r.stdout;
}

/** A file of its own content, so each one is a distinct record. */
function postFile(dir: string, n: number): string {
  const f = join(dir, `post-${n}.md`);
  writeFileSync(f, `# Post ${n}\n\nOn topic ${n}.\n`);
  return f;
}

function candidatesFor(ids: string[], dir: string, name: string): string {
  const f = join(dir, name);
  writeFileSync(
    f,
    JSON.stringify(
      ids.map((id) => ({ key: `topic-${id}`, value: `Topic ${id}`, provenance: "published", source: `published:${id}`, observed_date: "2026-03-01" })),
    ),
  );
  return f;
}

describe("a record ingested between propose and apply stays new", () => {
  let data: string;
  let a: string;
  let b: string;
  beforeAll(() => {
    data = tempDir();
    const src = tempDir();
    a = contentId(postFile(src, 1));
    b = contentId(postFile(src, 2));
    ok(data, ["init", "--today", "2026-03-01"]);
    ok(data, ["ingest", join(src, "post-1.md"), "--today", "2026-03-01"]);
    ok(data, ["consolidate", "--propose", "--candidates", candidatesFor([a], src, "c.json"), "--today", "2026-03-01"]);
    // Read by no one: the extracting session saw only post 1.
    ok(data, ["ingest", join(src, "post-2.md"), "--today", "2026-03-01"]);
    ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", "2026-03-01"]);
  });

  it("gather lists it, and only it", () => {
    const g = gatherJson(data, "--today", "2026-03-01");
    expect(g.new_records.map((r) => r.id)).toEqual([b]);
    expect(g.tributaries).toEqual([{ name: "published", count: 2, new: 1, newest_date: "2026-03-01" }]);
  });

  it("the sidecar counts the records the diff read, so status and the hook nudge about it", () => {
    const state = JSON.parse(readFileSync(join(data, "brain", "consolidation-state.json"), "utf8")) as { published_count: number };
    expect(state.published_count).toBe(1);
    const status = JSON.parse(ok(data, ["status", "--json", "--today", "2026-03-02"]).stdout) as { new_published: number; message: string };
    expect(status.new_published).toBe(1);
    expect(status.message).toContain("1 new published record since the last consolidation");
    expect(hook(data)).toMatch(/^brain: 1 new published record since the last consolidation \(\d+ days? ago\) — run: brain consolidate --gather\n$/);
  });

  it("the history line names the cursor, the batch, the rules, the config and the backup", () => {
    const line = JSON.parse(readFileSync(join(data, "brain", "history.jsonl"), "utf8").trim()) as Record<string, unknown>;
    const diff = JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as {
      records: { through: string };
      candidates: { sha256: string };
      rules: { file: string; sha256: string }[];
    };
    expect(line.records_through).toBe(diff.records.through);
    expect(line.batch).toBe(diff.candidates.sha256);
    expect(line.rules).toEqual(diff.rules.map((r) => ({ file: r.file, sha256: r.sha256 })));
    expect(line.config).toMatchObject({ promoteThreshold: 3, decayDays: 90 });
    expect(existsSync(join(data, "brain", line.backup as string))).toBe(true);
  });
});

describe("gather --limit and propose --through page through the new records", () => {
  const N = 7;
  let data: string;
  let src: string;
  const ids: string[] = [];
  beforeAll(() => {
    data = tempDir();
    src = tempDir();
    ok(data, ["init", "--today", "2026-03-01"]);
    // One ingest per record, so each has its own ingested_at.
    for (let n = 1; n <= N; n++) {
      const f = postFile(src, n);
      ids.push(contentId(f));
      ok(data, ["ingest", f, "--today", "2026-03-01"]);
    }
  });

  it("three pages of at most 3 lose no record and show none twice", () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const g = JSON.parse(ok(data, ["consolidate", "--gather", "--json", "--limit", "3", "--today", "2026-03-01"]).stdout) as Gathered & {
        through: string;
        new_remaining: number;
      };
      const pageIds = g.new_records.map((r) => r.id);
      expect(pageIds, `page ${page}`).toEqual(ids.slice(seen.length, seen.length + 3));
      expect(g.through).toBe(g.new_records[g.new_records.length - 1]!.ingested_at);
      expect(g.new_remaining).toBe(N - seen.length - pageIds.length);
      const text = ok(data, ["consolidate", "--gather", "--limit", "3", "--today", "2026-03-01"]).stdout;
      expect(text).toContain(`ingested up to ${g.through}; ${g.new_remaining} more stay new`);
      expect(text).toContain(`--through ${g.through}`);
      seen.push(...pageIds);
      const c = candidatesFor(pageIds, src, `page-${page}.json`);
      const proposed = JSON.parse(
        ok(data, ["consolidate", "--propose", "--json", "--candidates", c, "--through", g.through, "--today", "2026-03-01"]).stdout,
      ) as {
        records: { through: string; published: number };
      };
      expect(proposed.records).toMatchObject({ through: g.through, published: seen.length });
      ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", "2026-03-01"]);
    }
    expect(seen).toEqual(ids);
    expect(gatherJson(data, "--today", "2026-03-01").new_records).toEqual([]);
    const facts = (JSON.parse(ok(data, ["show", "--json"]).stdout) as { facts: Fact[] }).facts;
    expect(facts.flatMap((f) => f.sources).sort()).toEqual(ids.map((id) => `published:${id}`).sort());
  });

  it.each([
    { name: "zero", args: ["--gather", "--limit", "0"] },
    { name: "not a number", args: ["--gather", "--limit", "many"] },
    { name: "--limit with --propose", args: ["--propose", "--candidates", "x.json", "--limit", "2"] },
    { name: "a --through that is not a timestamp", args: ["--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--through", "yesterday"] },
    // Records are compared with it as text: only the exact form ingested_at has is accepted.
    { name: "a --through without milliseconds", args: ["--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--through", "2026-03-01T10:00:00Z"] },
    { name: "an impossible --through", args: ["--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--through", "2026-02-30T10:00:00.000Z"] },
  ])("$name → exit 2, nothing written", ({ args }) => {
    const before = snapshotTree(data);
    expectUserError(brain(data, ["consolidate", ...args]), 2);
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("things in ingest/ named *.md that are not regular files", () => {
  it("a FIFO, a folder and a dangling symlink are skipped unopened, each named in a warning", () => {
    const data = tempDir();
    ok(data, ["init"]);
    ok(data, ["ingest", POSTS[0]!]);
    const pub = join(data, "ingest", "published");
    const fifo = join(pub, "fifo.md");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    mkdirSync(join(pub, "folder.md"));
    symlinkSync(join(data, "nowhere.md"), join(pub, "dangling.md"));
    for (const args of [
      ["consolidate", "--gather"],
      ["consolidate", "--gather", "--json"],
      ["consolidate", "--propose", "--candidates", candidatesFor([], tempDir(), "c.json")],
    ]) {
      // A FIFO that was opened would block forever: the timeout turns a hang into a failure.
      const r = spawnSync(process.execPath, [BIN, "--data-dir", data, ...args], { encoding: "utf8", env: cleanEnv({}), timeout: 20_000 });
      expect(r.status, `${args.join(" ")}: ${r.stderr}`).toBe(0);
      // With --json the warnings are the document's `warnings`; without, lines on stderr.
      const warnings = args.includes("--json") ? (JSON.parse(r.stdout) as { warnings: string[] }).warnings.join("\n") : r.stderr;
      for (const p of [fifo, join(pub, "folder.md"), join(pub, "dangling.md")]) expect(warnings).toContain(`${p} is not a regular file`);
      expect(r.stderr).not.toMatch(STACK_LINE);
    }
    expect(gatherJson(data).new_records.map((r) => r.id)).toEqual([contentId(POSTS[0]!)]);
  });
});
