/**
 * A write the system refuses (ENOSPC: no space left; EACCES: permission denied) names the file
 * brain was writing, whichever writer it was, and leaves the file as it was. An apply that fails
 * after profile.md was replaced says so and what the next command finishes; a multi-file ingest
 * that fails part-way names what it stored. Faults are injected into node:fs for the files a
 * pattern matches (root ignores file modes, so a read-only folder proves nothing there); the
 * use cases run in-process.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { FileWriteError } from "../../src/io/file-errors.js";
import { apply } from "../../src/usecases/apply.js";
import { gather } from "../../src/usecases/gather.js";
import { history } from "../../src/usecases/history.js";
import { ingest } from "../../src/usecases/ingest.js";
import { init } from "../../src/usecases/init.js";
import { note } from "../../src/usecases/note.js";
import { propose } from "../../src/usecases/propose.js";
import { status } from "../../src/usecases/status.js";
import { initialisedDir, snapshotTree, tempDir } from "../helpers/cli.js";

/** Which writes fail, and how: a write to (or rename onto) a path the pattern matches. */
const fault = vi.hoisted(() => ({ path: undefined as RegExp | undefined, code: "ENOSPC", paths: new Map<number, string>() }));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const fail = (path: string | undefined, syscall: string) => {
    if (path !== undefined && fault.path?.test(path)) {
      const message = fault.code === "ENOSPC" ? "no space left on device" : "permission denied";
      throw Object.assign(new Error(`${fault.code}: ${message}, ${syscall}`), { code: fault.code, syscall });
    }
  };
  const mocked = {
    ...fs,
    openSync: (path: import("node:fs").PathLike, ...rest: unknown[]) => {
      const fd = (fs.openSync as (...a: unknown[]) => number)(path, ...rest);
      fault.paths.set(fd, String(path));
      return fd;
    },
    writeSync: (fd: number, ...rest: unknown[]) => {
      fail(fault.paths.get(fd), "write");
      return (fs.writeSync as (...a: unknown[]) => number)(fd, ...rest);
    },
    appendFileSync: (path: import("node:fs").PathOrFileDescriptor, ...rest: unknown[]) => {
      fail(String(path), "write");
      return (fs.appendFileSync as (...a: unknown[]) => void)(path, ...rest);
    },
    renameSync: (from: import("node:fs").PathLike, to: import("node:fs").PathLike) => {
      fail(String(to), "rename");
      return fs.renameSync(from, to);
    },
  };
  return { ...mocked, default: mocked };
});

const TODAY = "2026-06-01";
const CANDIDATES = [{ key: "topic", value: "ai", provenance: "human", source: "human:me", observed_date: TODAY }];

let template: string;
beforeAll(() => {
  template = initialisedDir();
});
beforeEach(() => {
  fault.path = undefined;
  fault.code = "ENOSPC";
});

function fresh() {
  const dir = join(tempDir(), "data");
  cpSync(template, dir, { recursive: true });
  const paths = layout(dir);
  return { dir, paths, o: { paths, today: TODAY, now: new Date() } };
}

/** Runs `run` with writes to `path` failing; returns the error it threw. */
async function failing(path: RegExp, code: "ENOSPC" | "EACCES", run: () => unknown): Promise<Error> {
  fault.path = path;
  fault.code = code;
  try {
    await run();
  } catch (e) {
    return e as Error;
  } finally {
    fault.path = undefined;
  }
  throw new Error("expected the write to fail");
}

const WHY = { ENOSPC: "no space left on the device (ENOSPC)", EACCES: "permission denied (EACCES)" };

describe("a refused write names the file, and leaves every file as it was", () => {
  it.each([
    { writer: "propose: the pending diff", file: (d: string) => join(d, "brain", "pending-diff.json"), code: "ENOSPC" as const },
    { writer: "propose: its review", file: (d: string) => join(d, "brain", "pending-diff.md"), code: "EACCES" as const },
    { writer: "propose: the archived batch", file: (d: string) => join(d, "brain", "batch-incoming.json"), code: "ENOSPC" as const },
    { writer: "propose: the lock", file: (d: string) => join(d, "brain", ".lock"), code: "ENOSPC" as const },
  ])("$writer ($code)", async ({ file, code }) => {
    const { dir, o } = fresh();
    const before = snapshotTree(dir);
    const target = file(dir);
    const e = await failing(new RegExp(`^${target.replace(/[.]/g, "\\.")}`), code, () =>
      propose({ ...o, candidatesFile: "candidates", candidates: CANDIDATES }),
    );
    expect(e).toBeInstanceOf(FileWriteError);
    expect(e.message).toMatch(new RegExp(`^${target.replace(/[.]/g, "\\.")}: could not (write|replace|create)[^:]*: ${WHY[code].replace(/[()]/g, "\\$&")}$`));
    expect(snapshotTree(dir)).toEqual(before);
    // The lock is gone too: the next run works.
    await expect(propose({ ...o, candidatesFile: "candidates", candidates: CANDIDATES })).resolves.toMatchObject({ kind: "proposed" });
  });

  it("init: the profile (EACCES) is named", async () => {
    const dir = join(tempDir(), "fresh");
    const paths = layout(dir);
    const e = await failing(/profile\.md/, "EACCES", () => init({ paths, today: TODAY }));
    expect(e.message).toBe(`${paths.profile}: could not write it: ${WHY.EACCES}`);
    expect(existsSync(paths.profile)).toBe(false);
  });

  it("note: the record (ENOSPC) is named", async () => {
    const { dir, paths, o } = fresh();
    const before = snapshotTree(dir);
    const e = await failing(/ingest\/notes\//, "ENOSPC", () => note({ ...o, text: "I moved to Berlin" }));
    expect(e.message).toMatch(new RegExp(`^${paths.ingest}/notes/[0-9a-f]{12}\\.md: could not write it: no space left on the device \\(ENOSPC\\)$`));
    expect(snapshotTree(dir)).toEqual(before);
  });
});

describe("an apply that fails", () => {
  async function proposed() {
    const f = fresh();
    await propose({ ...f.o, candidatesFile: "candidates", candidates: CANDIDATES });
    return f;
  }

  it("before profile.md is replaced: names the file; the profile, history and sidecar are as they were", async () => {
    const { dir, paths, o } = await proposed();
    const before = snapshotTree(dir);
    const e = await failing(/profile\.md\.\d+$/, "ENOSPC", () => apply({ ...o, diffFile: paths.pendingJson, confirm: true }));
    expect(e.message).toBe(`${paths.profile}: could not write it: ${WHY.ENOSPC}`);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it.each([
    { step: "the history line", path: /history\.jsonl$/, names: "history.jsonl: could not append to it" },
    { step: "the sidecar", path: /consolidation-state\.json/, names: "consolidation-state.json: could not write it" },
  ])("after profile.md was replaced ($step): says so, and what the next command finishes; running it again does", async ({ path, names }) => {
    const { paths, o } = await proposed();
    const e = await failing(path, "ENOSPC", () => apply({ ...o, diffFile: paths.pendingJson, confirm: true }));
    expect(e.message).toContain(names);
    expect(e.message).toContain(`${paths.profile} was replaced: it now holds the profile as applied diff`);
    expect(e.message).toContain(
      "the next command that writes (propose, apply, decline, retire, resolve, rollback, adopt, declined --forget) finishes recording it first",
    );
    expect(e.message).toContain("Running the same apply again finishes it and reports the diff as already applied.");
    // Read-only commands see it recorded already; the apply run again finishes it.
    expect(history({ paths }).entries).toHaveLength(1);
    expect(gather(o).last_run).not.toBeNull();
    const notices: string[] = [];
    const again = await apply({ ...o, notice: (n) => notices.push(n), diffFile: paths.pendingJson, confirm: true });
    expect(again.kind).toBe("already-applied");
    expect(notices).toEqual([expect.stringContaining("finished recording an interrupted apply")]);
    expect(readFileSync(paths.history, "utf8").trim().split("\n")).toHaveLength(1);
    expect((await status(o)).last_run).toBe(TODAY);
    expect(existsSync(join(paths.brain, ".intent.json"))).toBe(false);
  });
});

describe("a multi-file ingest that fails part-way", () => {
  it("names the files it stored and those it did not; the same ingest again stores the rest", async () => {
    const { paths, o } = fresh();
    const files = ["one", "two", "three"].map((word) => {
      const f = join(tempDir(), `${word}.md`);
      writeFileSync(f, `post ${word}\n`);
      return f;
    });
    // The second record's file is the one whose write fails (records are named by their content id).
    const probe = ingest({ ...fresh().o, files: [files[1]!] }).records[0]!.id;
    const e = await failing(new RegExp(`${probe}\\.md`), "ENOSPC", () => ingest({ ...o, files }));
    expect(e.message).toMatch(new RegExp(`^${paths.published}/${probe}\\.md: could not write it: no space left on the device \\(ENOSPC\\)\n`));
    const [, stored, notStored] = e.message.split("\n");
    expect(stored).toMatch(new RegExp(`^Stored before the failure \\(1\\): ${files[0]} → ${paths.published}/[0-9a-f]{12}\\.md\\.$`));
    expect(notStored).toBe(
      `Not stored (2): ${files[1]}; ${files[2]}. Run the same ingest again once the cause is fixed: what is stored is skipped, the rest stored.`,
    );
    expect(readdirSync(paths.published)).toHaveLength(1);
    const again = ingest({ ...o, files });
    expect(again.records.map((r) => r.status)).toEqual(["skipped", "added", "added"]);
  });
});
