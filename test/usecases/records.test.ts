/**
 * Records (docs/consolidation-loop.md, "Records"): ids by normalized content, a file's own
 * frontmatter, `brain note`, the records cursor (records.new, --through, retire) and stale-not-forged.
 * Use cases in-process, against a temp data dir initialised once by the real binary.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { InvalidInputError, NotFoundError, StaleDiffError, UsageError } from "../../src/core/errors.js";
import { normalizeRecordBody, recordContentId } from "../../src/core/record-content.js";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { gather } from "../../src/usecases/gather.js";
import { history } from "../../src/usecases/history.js";
import { ingest } from "../../src/usecases/ingest.js";
import { note } from "../../src/usecases/note.js";
import { propose } from "../../src/usecases/propose.js";
import { retire } from "../../src/usecases/retire.js";
import { showProfile } from "../../src/usecases/show.js";
import { status } from "../../src/usecases/status.js";
import { initialisedDir, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";

let template: string;
beforeAll(() => {
  template = initialisedDir(brainInSync);
});

let clock = Date.parse("2026-06-01T09:00:00.000Z");
/** A fresh initialised data dir and use case options whose `now` moves one second per call. */
function fresh() {
  const dir = join(tempDir(), "data");
  cpSync(template, dir, { recursive: true });
  const paths = layout(dir);
  const opts = () => ({ paths, today: "2026-06-01", now: new Date((clock += 1000)) });
  return { dir, paths, opts };
}

function file(text: string, name = "post.md"): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

describe("a record's id is its normalized body", () => {
  it.each([
    ["CRLF line ends", "Hello\r\nworld\r\n"],
    ["trailing spaces and tabs", "Hello  \nworld\t\n"],
    ["blank lines at both ends", "\n\n  \nHello\nworld\n\n\n"],
    ["no final newline", "Hello\nworld"],
    ["a lone CR", "Hello\rworld\n"],
  ])("%s: the same content as the clean text", (_name, text) => {
    expect(normalizeRecordBody(text)).toBe("Hello\nworld\n");
    expect(recordContentId(text)).toBe(recordContentId("Hello\nworld\n"));
  });

  it("NFC: a decomposed é is the composed one", () => {
    expect(recordContentId("Caf\u0065\u0301\n")).toBe(recordContentId("Caf\u00e9\n"));
  });

  it("a clean file keeps the id earlier versions gave it (the sha256 of its bytes)", () => {
    const text = "# A post\n\nSome words.\n";
    expect(recordContentId(text)).toBe(createHash("sha256").update(text).digest("hex").slice(0, 12));
  });

  it("text that differs in words is different content", () => {
    expect(recordContentId("Hello world\n")).not.toBe(recordContentId("Hello  world\n"));
  });
});

describe("ingest reads a file's own frontmatter", () => {
  it("a re-saved, re-spaced copy is skipped as the same content, naming the stored record", () => {
    const { paths, opts } = fresh();
    const first = ingest({ ...opts(), files: [file("# Post\n\nBody.\n")] });
    const again = ingest({ ...opts(), files: [file("\r\n# Post  \r\n\r\nBody.\r\n\r\n", "copy.md")] });
    expect(first.records[0]).toMatchObject({ status: "added" });
    expect(again.records[0]).toMatchObject({ status: "skipped", path: first.records[0]!.path, source: first.records[0]!.source });
    expect(readdirSync(join(paths.ingest, "published"))).toHaveLength(1);
  });

  it("its date is the record's date, its other keys are kept as text, nothing is nested", () => {
    const { opts } = fresh();
    const r = ingest({ ...opts(), files: [file("---\ntitle: On registers\ndate: 2026-01-10\ntags: [ai, gov]\nid: forged\n---\n# Post\n")] });
    const stored = readFileSync(r.records[0]!.path, "utf8");
    expect(r.records[0]!.date).toBe("2026-01-10");
    expect(stored).toMatch(/^---\nid: [0-9a-f]{12}\n/);
    expect(stored).toContain("\ndate: 2026-01-10\n");
    expect(stored).toContain(`\nfrontmatter: ${JSON.stringify({ title: "On registers", tags: '["ai","gov"]' })}\n`);
    expect(stored).not.toContain("forged");
    // One frontmatter: the body is the file's body.
    expect(stored.split("---\n")).toHaveLength(3);
    expect(stored.endsWith("---\n# Post\n")).toBe(true);
    expect(r.records[0]!.id).toBe(recordContentId("# Post\n"));
  });

  it("--date wins over the frontmatter's date", () => {
    const { opts } = fresh();
    const r = ingest({ ...opts(), date: "2026-02-02", files: [file("---\ndate: 2026-01-10\n---\nBody\n")] });
    expect(r.records[0]!.date).toBe("2026-02-02");
  });

  it.each([
    ["a date that is not YYYY-MM-DD", "---\ndate: 2026-1-10\n---\nBody\n", /\/date: expected the frontmatter date as YYYY-MM-DD, found "2026-1-10"/],
    ["a date with a time", "---\ndate: 2026-01-10 10:00\n---\nBody\n", /\/date: expected/],
    ["a provenance other than the one stored", "---\nprovenance: human\n---\nBody\n", /claims provenance "human", but this ingest stores it as "published"/],
    ["frontmatter that is a list", "---\n- a\n- b\n---\nBody\n", /frontmatter: expected a YAML map/],
  ])("%s: exit 3 naming the file, nothing stored", (_name, text, message) => {
    const { dir, opts } = fresh();
    const path = file(text);
    const before = snapshotTree(dir);
    const run = () => ingest({ ...opts(), files: [file("Fine\n", "ok.md"), path] });
    expect(run).toThrow(InvalidInputError);
    expect(run).toThrow(message);
    expect(run).toThrow(path);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it("a provenance claim equal to the one stored is accepted", () => {
    const { opts } = fresh();
    const r = ingest({ ...opts(), into: "notes", provenance: "human", files: [file("---\nprovenance: human\n---\nBody\n")] });
    expect(r.records[0]).toMatchObject({ status: "added", source: `notes:${recordContentId("Body\n")}` });
  });

  it("migration: a record stored by an earlier version (frontmatter nested, raw-text id) still makes a copy a duplicate", () => {
    const { paths, opts } = fresh();
    const raw = "---\ntitle: Old\n---\nOld body  \n";
    const oldId = createHash("sha256").update(raw).digest("hex").slice(0, 12);
    const oldRecord = join(paths.ingest, "published", `${oldId}.md`);
    cpSync(
      file(`---\nid: ${oldId}\nprovenance: published\ndate: 2026-01-01\ningested_at: 2026-01-01T00:00:00.000Z\nsource_file: "old.md"\n---\n${raw}`),
      oldRecord,
    );
    const r = ingest({ ...opts(), files: [file("---\ntitle: Old\n---\nOld body\n")] });
    expect(r.records[0]).toMatchObject({ status: "skipped", id: oldId, path: oldRecord });
  });
});

describe("brain note", () => {
  it("stores the text as a human record in ingest/notes/ and returns notes:<id> to cite", () => {
    const { paths, opts } = fresh();
    const r = note({ ...opts(), text: "I lead the platform team", date: "2026-05-01" });
    expect(r).toMatchObject({ status: "added", source: `notes:${recordContentId("I lead the platform team\n")}`, date: "2026-05-01" });
    const stored = readFileSync(join(paths.ingest, "notes", `${r.id}.md`), "utf8");
    expect(stored).toContain("\nprovenance: human\n");
    expect(stored).toContain("\ndate: 2026-05-01\n");
    // gather offers it as a new record with that source.
    expect(gather(opts()).new_records.map((x) => x.source)).toEqual([r.source]);
  });

  it("the same statement twice is one record", () => {
    const { opts } = fresh();
    const a = note({ ...opts(), text: "Same words" });
    const b = note({ ...opts(), text: "Same words  " });
    expect(b).toMatchObject({ status: "skipped", source: a.source });
  });

  it.each([
    ["empty text", { text: "  " }, UsageError],
    ["a date that is not a date", { text: "x", date: "2026-02-30" }, UsageError],
  ])("%s is a usage error", (_name, extra, error) => {
    const { opts } = fresh();
    expect(() => note({ ...opts(), ...extra })).toThrow(error);
  });

  it("needs an initialised data dir", () => {
    const paths = layout(join(tempDir(), "nothing"));
    expect(() => note({ paths, today: "2026-06-01", now: new Date(), text: "x" })).toThrow(NotFoundError);
  });
});

/** Proposes an empty batch (reads records, changes no fact) and applies it. */
async function readAll(opts: () => ReturnType<ReturnType<typeof fresh>["opts"]>, through?: string) {
  const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [], ...(through ? { through } : {}) });
  await apply({ ...opts(), diffFile: p.pendingJson, confirm: true });
  return p;
}

function post(opts: () => ReturnType<ReturnType<typeof fresh>["opts"]>, body: string) {
  return ingest({ ...opts(), files: [file(body, `${body.length}.md`)] }).records[0]!;
}

describe("the records cursor moves only over what was read", () => {
  it("the diff's records.new names the records this apply marks read, and the review shows them", async () => {
    const { opts } = fresh();
    const a = post(opts, "First post\n");
    const b = post(opts, "Second post\n");
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    expect(p.records.new).toEqual({ count: 2, ids: [a.source, b.source].sort() });
    const md = readFileSync(p.pendingMd, "utf8");
    expect(md).toContain("Records this apply marks read (2;");
    expect(md).toContain(`\`${a.source}\``);
    await apply({ ...opts(), diffFile: p.pendingJson, confirm: true });
    const c = post(opts, "Third post\n");
    const next = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    expect(next.records.new).toEqual({ count: 1, ids: [c.source] });
  });

  it("the review names the first 50 and counts the rest", async () => {
    const { opts } = fresh();
    for (let i = 0; i < 53; i++) post(opts, `Post number ${i}\n`);
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    const md = readFileSync(p.pendingMd, "utf8");
    const line = md.split("\n").find((l) => l.startsWith("Records this apply marks read"))!;
    expect(line).toContain("(53;");
    expect(line.match(/`[a-z-]+:[0-9a-f]{12}`/g)).toHaveLength(50);
    expect(line).toMatch(/, and 3 more\.$/);
  });

  it("retire never moves it: its diff keeps the cursor in force, and an unread post stays new", async () => {
    const { opts, paths } = fresh();
    post(opts, "Read post\n");
    const first = await readAll(opts);
    const unread = post(opts, "Unread post\n");
    // A fact to retire: seeded through a note the operator made.
    const n = note({ ...opts(), text: "I run a side project" });
    const withFact = await propose({
      ...opts(),
      candidatesFile: "c.json",
      candidates: [{ key: "side-project", value: "Toolkit", provenance: "human", source: n.source, observed_date: "2026-06-01" }],
      through: gather(opts()).through!,
    });
    await apply({ ...opts(), diffFile: withFact.pendingJson, confirm: true });
    const cursor = withFact.records.through;
    const fact = showProfile({ paths }).facts.find((f) => f.key === "side-project")!.id;
    const r = await retire({ ...opts(), ids: [fact], reason: "ended", origin: "operator" });
    expect(r.records.through).toBe(cursor);
    expect(r.records.new).toEqual({ count: 0, ids: [] });
    const later = post(opts, "Posted after the retire\n");
    await apply({ ...opts(), diffFile: r.pendingJson, confirm: true });
    expect(gather(opts()).new_records.map((x) => x.source)).toEqual([later.source]);
    expect(first.records.new?.count).toBe(1);
    expect(unread.status).toBe("added");
  });

  it("a --through later than the newest record is refused (exit 2), nothing written", async () => {
    const { dir, opts } = fresh();
    post(opts, "A post\n");
    const before = snapshotTree(dir);
    const run = propose({ ...opts(), candidatesFile: "c.json", candidates: [], through: "9999-12-31T23:59:59.999Z" });
    await expect(run).rejects.toThrow(UsageError);
    await expect(propose({ ...opts(), candidatesFile: "c.json", candidates: [], through: "9999-12-31T23:59:59.999Z" })).rejects.toThrow(
      /later than the newest record/,
    );
    expect(snapshotTree(dir)).toEqual(before);
  });

  it("with no record at all, any --through is refused", async () => {
    const { opts } = fresh();
    await expect(propose({ ...opts(), candidatesFile: "c.json", candidates: [], through: "2026-01-01T00:00:00.000Z" })).rejects.toThrow(UsageError);
  });

  it("gather always gives a through: when nothing is new, the newest record's (the cursor in force)", async () => {
    const { opts } = fresh();
    post(opts, "A post\n");
    const p = await readAll(opts);
    const g = gather(opts());
    expect(g.new_records).toEqual([]);
    expect(g.through).toBe(p.records.through);
  });
});

describe("stale, not forged", () => {
  it("a record whose provenance changed after propose makes apply stale (exit 4), not edited", async () => {
    const { opts, dir } = fresh();
    const r = ingest({ ...opts(), into: "notes", provenance: "human", files: [file("A note\n")] });
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    const text = readFileSync(r.records[0]!.path, "utf8");
    writeFileSync(r.records[0]!.path, text.replace("provenance: human", "provenance: published"));
    const before = snapshotTree(dir);
    await expect(apply({ ...opts(), diffFile: p.pendingJson, confirm: true })).rejects.toThrow(StaleDiffError);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it("a record moved to another tributary after propose makes apply stale", async () => {
    const { opts, paths } = fresh();
    const r = ingest({ ...opts(), into: "notes", provenance: "human", files: [file("A note\n")] });
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    cpSync(join(paths.ingest, "notes"), join(paths.ingest, "calls"), { recursive: true });
    renameSync(join(paths.ingest, "notes"), join(paths.ingest, "..", "elsewhere"));
    expect(r.records[0]!.status).toBe("added");
    await expect(apply({ ...opts(), diffFile: p.pendingJson, confirm: true })).rejects.toThrow(StaleDiffError);
  });

  it("a pending diff written by an earlier version (no records.new, id recomputed) is stale", async () => {
    const { opts } = fresh();
    post(opts, "A post\n");
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    const diff = JSON.parse(readFileSync(p.pendingJson, "utf8")) as ProfileDiff;
    delete diff.records!.new;
    const { id: _id, ...body } = diff;
    writeFileSync(p.pendingJson, JSON.stringify({ ...body, id: diffId(body) }));
    await expect(apply({ ...opts(), diffFile: p.pendingJson, confirm: true })).rejects.toThrow(/earlier version/);
  });

  it("a diff whose records.through is later than every record (id recomputed) is refused, exit 3, nothing written", async () => {
    const { opts, dir } = fresh();
    post(opts, "A post\n");
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    const diff = JSON.parse(readFileSync(p.pendingJson, "utf8")) as ProfileDiff;
    diff.records!.through = "9999-12-31T23:59:59.999Z";
    const { id: _id, ...body } = diff;
    writeFileSync(p.pendingJson, JSON.stringify({ ...body, id: diffId(body) }));
    const before = snapshotTree(dir);
    await expect(apply({ ...opts(), diffFile: p.pendingJson, confirm: true })).rejects.toThrow(InvalidInputError);
    await expect(apply({ ...opts(), diffFile: p.pendingJson, confirm: true })).rejects.toThrow(/\/records\/through: expected at most the newest ingested_at/);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it("an apply in between moves the cursor in force: the older diff is stale, not edited", async () => {
    const { opts } = fresh();
    post(opts, "A post\n");
    const older = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    const kept = join(tempDir(), "older.json");
    cpSync(older.pendingJson, kept);
    post(opts, "Another post\n");
    await readAll(opts);
    await expect(apply({ ...opts(), diffFile: kept, confirm: true })).rejects.toThrow(StaleDiffError);
  });
});

describe("read-only commands see an interrupted apply as the next writer will record it", () => {
  it("killed after the profile rename, before history and sidecar: history, gather and status count the apply", async () => {
    const { opts, paths } = fresh();
    post(opts, "A post\n");
    const sidecarBefore = existsSync(paths.state) ? readFileSync(paths.state, "utf8") : undefined;
    const p = await readAll(opts);
    // Rebuild the moment of the kill: the intent beside the new profile, history and sidecar as before.
    const lines = readFileSync(paths.history, "utf8").split("\n").filter(Boolean);
    const entry = JSON.parse(lines.at(-1)!);
    const state = JSON.parse(readFileSync(paths.state, "utf8"));
    writeFileSync(join(paths.brain, ".intent.json"), JSON.stringify({ from: entry.base, to: entry.result, entry, state }));
    writeFileSync(
      paths.history,
      lines
        .slice(0, -1)
        .map((l) => `${l}\n`)
        .join(""),
    );
    if (sidecarBefore === undefined) unlinkSync(paths.state);
    else writeFileSync(paths.state, sidecarBefore);
    const files = snapshotTree(paths.dataDir);

    expect(history({ paths }).entries.map((e) => ("diff" in e ? e.diff : e.op))).toEqual([p.id]);
    expect(gather(opts()).new_records).toEqual([]);
    expect(await status(opts())).toMatchObject({ last_run: "2026-06-01", new_published: 0 });
    // Read-only: nothing was written.
    expect(snapshotTree(paths.dataDir)).toEqual(files);
  });
});
