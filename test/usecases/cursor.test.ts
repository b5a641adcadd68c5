/**
 * The records cursor only moves forward, and only over what exists (docs/consolidation-loop.md,
 * "The records cursor"): `--through` earlier than the cursor in force is refused; a record
 * stamped ahead of the clock, or not stamped as brain stamps, or edited since it was ingested is
 * skipped with a warning — not new, not citable, not counted — and the hook and status agree on
 * the count; a writer refuses a --today past tomorrow. Use cases in-process, each case against
 * its own data dir, with the wall clock given as `now`.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { beforeAll, describe, expect, it } from "vitest";
import { computeNudge } from "../../hooks/session-start.mjs";
import { UsageError } from "../../src/core/errors.js";
import type { Candidate } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { isIngestedAt } from "../../src/io/records.js";
import { createServer } from "../../src/mcp/server.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { forgetDeclines } from "../../src/usecases/declined.js";
import { gather } from "../../src/usecases/gather.js";
import { ingest } from "../../src/usecases/ingest.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { retire } from "../../src/usecases/retire.js";
import { rollback } from "../../src/usecases/rollback.js";
import { showProfile } from "../../src/usecases/show.js";
import { status } from "../../src/usecases/status.js";
import { validateDataDir } from "../../src/usecases/validate.js";
import { initialisedDir, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";
import { textOf } from "../mcp/client.js";

const TODAY = "2026-06-01";
const T0 = Date.parse("2026-06-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

let template: string;
beforeAll(() => {
  template = initialisedDir(brainInSync);
});

function fresh() {
  const dir = join(tempDir(), "data");
  cpSync(template, dir, { recursive: true });
  const paths = layout(dir);
  /** Use case options at `minutes` after T0 on the wall clock. */
  const opts = (minutes: number) => ({ paths, today: TODAY, now: at(minutes) });
  return { dir, paths, opts };
}

/** Stores one published record of `text`, stamped with the wall clock `minutes` after T0. */
function stored(o: { paths: ReturnType<typeof layout>; today: string; now: Date }, text: string): { path: string; source: string } {
  const file = join(tempDir(), "post.md");
  writeFileSync(file, `${text}\n`);
  const r = ingest({ ...o, files: [file] });
  return { path: r.records[0]!.path, source: r.records[0]!.source };
}

/** Rewrites one frontmatter field of a stored record, as a hand edit would. */
function stamp(path: string, field: string, value: string): void {
  const text = readFileSync(path, "utf8");
  writeFileSync(path, text.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`));
}

const statement = (source: string, value: string): Candidate => ({ key: "topic", value, provenance: "published", source, observed_date: TODAY });

async function proposeAndApply(o: ReturnType<ReturnType<typeof fresh>["opts"]>, candidates: Candidate[] = [], through?: string) {
  const p = await propose({ ...o, candidatesFile: "candidates", candidates, ...(through === undefined ? {} : { through }) });
  const a = await apply({ ...o, diffFile: o.paths.pendingJson, confirm: true });
  expect(a.kind).toBe("applied");
  return p;
}

describe("--through never moves the cursor back", () => {
  it("earlier than the cursor in force: refused (usage), every file byte-identical; the cursor itself and later are taken", async () => {
    const { dir, opts } = fresh();
    stored(opts(1), "first post");
    const second = stored(opts(2), "second post");
    const read = await proposeAndApply(opts(3));
    expect(read.records.through).toBe(at(2).toISOString());
    stored(opts(4), "third post");
    const before = snapshotTree(dir);
    for (const through of ["1970-01-01T00:00:00.000Z", at(1).toISOString()]) {
      const refused = propose({ ...opts(5), candidatesFile: "candidates", candidates: [], through });
      await expect(refused).rejects.toThrow(UsageError);
      await expect(refused).rejects.toThrow(
        `--through: ${through} is earlier than the records already read (the last apply read up to ${at(2).toISOString()})`,
      );
    }
    expect(snapshotTree(dir)).toEqual(before);
    // The cursor in force marks nothing more read; a later one what lies between.
    const same = await propose({ ...opts(5), candidatesFile: "candidates", candidates: [], through: at(2).toISOString() });
    expect(same.records.new).toEqual({ count: 0, ids: [] });
    const later = await propose({ ...opts(5), candidatesFile: "candidates", candidates: [], through: at(4).toISOString() });
    expect(later.records.new?.count).toBe(1);
    expect(later.records.new?.ids).not.toContain(second.source);
  });
});

describe("MCP propose's through never moves the cursor back either", () => {
  it("an isError result with the same message; nothing written", async () => {
    const { dir, paths, opts } = fresh();
    stored(opts(1), "first post");
    stored(opts(2), "second post");
    await proposeAndApply(opts(3));
    const server = createServer({ global: { dataDir: paths.dataDir, today: TODAY }, allowApply: false, log: () => {} });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "t", version: "0" });
    await client.connect(clientSide);
    const before = snapshotTree(dir);
    try {
      const r = await client.callTool({ name: "propose", arguments: { candidates: [], through: "1970-01-01T00:00:00.000Z" } });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain(
        `--through: 1970-01-01T00:00:00.000Z is earlier than the records already read (the last apply read up to ${at(2).toISOString()})`,
      );
    } finally {
      await client.close();
    }
    expect(snapshotTree(dir)).toEqual(before);
  });
});

describe("records skipped with a warning: not new, not citable, not counted", () => {
  it.each([
    { name: "stamped 2099", edit: (p: string) => stamp(p, "ingested_at", "2099-01-01T00:00:00.000Z"), says: "is more than 5 minutes ahead of the clock" },
    { name: "stamped 20 minutes ahead", edit: (p: string) => stamp(p, "ingested_at", at(30).toISOString()), says: "is more than 5 minutes ahead of the clock" },
    {
      name: "a timestamp brain does not write",
      edit: (p: string) => stamp(p, "ingested_at", "2026-06-01T09:00:00Z"),
      says: "is not a timestamp as brain writes them",
    },
    { name: "not a timestamp", edit: (p: string) => stamp(p, "ingested_at", "yesterday"), says: "is not a timestamp as brain writes them" },
    {
      name: "edited after it was ingested (id_from: normalized-body)",
      edit: (p: string) => writeFileSync(p, readFileSync(p, "utf8").replace("odd post", "an edited post")),
      says: "its body no longer hashes to its id",
    },
  ])("$name: skipped by gather, propose and apply, reported by status and validate; the hook goes quiet after the apply", async ({ edit, says }) => {
    const { paths, opts } = fresh();
    const good = stored(opts(1), "a good post");
    const odd = stored(opts(2), "odd post");
    edit(odd.path);
    // The wall clock is T0 + 10 minutes from here on.
    const g = gather(opts(10));
    expect(g.new_records.map((r) => r.source)).toEqual([good.source]);
    expect(g.through).toBe(at(1).toISOString());
    expect(g.skipped_records).toEqual([{ path: odd.path, source: odd.source, reason: expect.stringContaining(says) }]);

    // A candidate citing it cites nothing known: rejected like any unknown source.
    const p = await propose({ ...opts(10), candidatesFile: "candidates", candidates: [statement(odd.source, "x")] });
    expect(p.skippedRecords).toEqual(g.skipped_records);
    expect(p.records.through).toBe(at(1).toISOString());
    expect(p.records.new).toEqual({ count: 1, ids: [good.source] });
    expect(JSON.parse(readFileSync(paths.pendingJson, "utf8")).rejected).toHaveLength(1);
    // `published` counts it as seen, as the hook counts every *.md: the two agree from the apply on.
    expect(p.records.published).toBe(2);

    const s = await status(opts(10));
    expect(s.skipped_records).toEqual(g.skipped_records);
    expect(s.new_published).toBe(computeNudge({ dataDir: paths.dataDir, today: TODAY }).newPublished);
    const v = await validateDataDir({ paths, configFile: undefined, now: at(10) });
    expect(v.valid).toBe(false);
    expect(v.problems).toEqual([expect.stringMatching(new RegExp(`^${odd.path}: record ${odd.source} is skipped: .*${says}`))]);

    const a = await apply({ ...opts(10), diffFile: paths.pendingJson, confirm: true });
    expect(a.kind).toBe("applied");
    expect(computeNudge({ dataDir: paths.dataDir, today: "2026-06-09" }).message).toBeNull();
    expect((await status({ ...opts(10), today: "2026-06-09" })).new_published).toBe(0);
    // A record ingested after that apply is new: the skipped one hides nothing.
    const later = stored(opts(11), "a later post");
    expect(gather(opts(12)).new_records.map((r) => r.source)).toEqual([later.source]);
  });

  it("5 minutes ahead of the clock is read (another machine's clock); the same record later, once the clock has passed it, too", async () => {
    const { opts } = fresh();
    const ahead = stored(opts(15), "from a machine whose clock is ahead");
    expect(gather(opts(10)).new_records.map((r) => r.source)).toEqual([ahead.source]);
    expect(gather(opts(9)).new_records).toEqual([]);
    expect(gather(opts(9)).skipped_records.map((r) => r.source)).toEqual([ahead.source]);
    expect(gather(opts(20)).new_records.map((r) => r.source)).toEqual([ahead.source]);
  });

  it("a record of an earlier version (no id_from: its id hashed the raw text) is not checked, and stays readable", async () => {
    const { opts } = fresh();
    const old = stored(opts(1), "an old post");
    writeFileSync(old.path, readFileSync(old.path, "utf8").replace("id_from: normalized-body\n", "").replace("an old post", "an old post, edited"));
    const g = gather(opts(10));
    expect(g.new_records.map((r) => r.source)).toEqual([old.source]);
    expect(g.skipped_records).toEqual([]);
  });

  it("a cursor stamped 2099 by an earlier version (in history) no longer hides later records: it is taken back to the apply's time", async () => {
    const { paths, opts } = fresh();
    stored(opts(1), "a post");
    await proposeAndApply(opts(2));
    const lines = readFileSync(paths.history, "utf8").split("\n");
    const entry = JSON.parse(lines[0]!) as { records_through: string };
    entry.records_through = "2099-01-01T00:00:00.000Z";
    writeFileSync(paths.history, `${JSON.stringify(entry)}\n`);
    const later = stored(opts(3), "a later post");
    const g = gather(opts(4));
    expect(g.last_run?.records_through).toBe(at(2).toISOString());
    expect(g.new_records.map((r) => r.source)).toEqual([later.source]);
    const p = await propose({ ...opts(4), candidatesFile: "candidates", candidates: [] });
    expect(p.records.new?.ids).toEqual([later.source]);
  });
});

describe("a writer refuses a --today past tomorrow; read-only commands take any", () => {
  const FAR = "9999-12-31";
  it.each<{ name: string; run: (o: WriterOptions) => unknown }>([
    { name: "propose", run: (o: WriterOptions) => propose({ ...o, candidatesFile: "candidates", candidates: [] }) },
    { name: "apply", run: (o: WriterOptions) => apply({ ...o, diffFile: o.paths.pendingJson, confirm: true }) },
    {
      name: "apply without --confirm (a writer: it takes the lock)",
      run: (o: WriterOptions) => apply({ ...o, diffFile: o.paths.pendingJson, confirm: false }),
    },
    { name: "decline", run: (o: WriterOptions) => decline({ ...o, indexes: [0] }) },
    { name: "retire", run: (o: WriterOptions) => retire({ ...o, ids: [showProfile(o).facts[0]!.id], reason: "no longer", origin: "operator" }) },
    { name: "rollback", run: (o: WriterOptions) => rollback({ ...o, confirm: true }) },
    { name: "declined --forget", run: (o: WriterOptions) => forgetDeclines({ ...o, indexes: [0], confirm: true }) },
    { name: "init", run: async (o: WriterOptions) => init(o) },
  ])("$name: exit 2 naming tomorrow, every file byte-identical", async ({ run }) => {
    const { dir, opts } = fresh();
    stored(opts(1), "a post");
    await proposeAndApply(
      opts(2),
      [statement("human:me", "ai")].map((c) => ({ ...c, provenance: "human" as const })),
    );
    await propose({ ...opts(3), candidatesFile: "candidates", candidates: [{ ...statement("human:me", "ml"), provenance: "human" }] });
    const before = snapshotTree(dir);
    const o = { ...opts(3), today: FAR };
    await expect(Promise.resolve().then(() => run(o))).rejects.toThrow(UsageError);
    await expect(Promise.resolve().then(() => run(o))).rejects.toThrow(`--today: ${FAR} is after tomorrow (2026-06-02); nothing was written.`);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it("tomorrow is taken (a time zone ahead); read-only commands take any day", async () => {
    const { paths, opts } = fresh();
    await expect(propose({ ...opts(1), today: "2026-06-02", candidatesFile: "candidates", candidates: [] })).resolves.toMatchObject({ kind: "proposed" });
    expect(gather({ ...opts(1), today: FAR }).today).toBe(FAR);
    expect((await status({ ...opts(1), today: FAR })).today).toBe(FAR);
    expect(showProfile({ paths }).facts).toEqual([]);
  });
});

type WriterOptions = ReturnType<ReturnType<typeof fresh>["opts"]>;

describe("an ingested_at as brain writes it", () => {
  it.each([
    ["2026-06-01T09:12:03.123Z", true],
    ["2026-02-28T23:59:59.999Z", true],
    ["2028-02-29T00:00:00.000Z", true],
    ["2026-01-31T00:00:00.000Z", true],
    ["2026-02-29T00:00:00.000Z", false],
    ["2026-02-30T00:00:00.000Z", false],
    ["2026-04-31T00:00:00.000Z", false],
    ["2026-13-01T00:00:00.000Z", false],
    ["2026-01-01T24:00:00.000Z", false],
    ["2026-06-01T09:12:03Z", false],
    ["2026-06-01 09:12:03.123Z", false],
    ["+02026-06-01T09:12:03.123Z", false],
  ])("%s: %s", (text, ok) => {
    expect(isIngestedAt(text)).toBe(ok);
  });
});
