/**
 * A FIFO, a device or a directory in the place of a file brain reads inside the data dir is
 * refused at once (exit 1, naming it) — never waited on — by every command and by the MCP
 * server's tools and resources; the hook skips it. Every command against every place runs the
 * built program in-process (test/helpers/in-process.ts: a worker thread, so a blocked read fails
 * at its 120 s bound instead of hanging the run); one command of each group, the MCP server and
 * the hook run as real processes, with a time bound and SIGKILL after it (a blocked read would
 * hang a process, and SIGTERM could not stop it).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BIN, cleanEnv, EXAMPLE, ROOT, tempDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";
import { connect, textOf } from "../mcp/client.js";

// A hang is forever; the bound leaves room for a loaded shared machine (node start-up alone can take seconds there).
const BOUND_MS = 10_000;

/** A data dir with everything in it: an apply (history, sidecar, backup, applied diff, batch) and a pending diff. */
let template: string;
let factId: string;

/** One command, in-process; `signal` is there to read as `spawned`'s (null: a hang throws at the worker's bound). */
function run(data: string, args: readonly string[]) {
  const started = performance.now();
  const r = brainInSync(data, args);
  return { ...r, ms: performance.now() - started, signal: null };
}

/** One command as a real process, killed after twice the bound. */
function spawned(data: string, args: readonly string[]) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [BIN, "--data-dir", data, ...args], {
    encoding: "utf8",
    env: cleanEnv({}),
    timeout: BOUND_MS * 2,
    killSignal: "SIGKILL",
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - started, signal: r.signal };
}

beforeAll(() => {
  template = join(tempDir(), "data");
  const must = (args: string[]) => {
    const r = run(template, args);
    if (r.code !== 0) throw new Error(`${args.join(" ")}: ${r.stderr}`);
    return r.stdout;
  };
  must(["init", "--today", "2026-06-01"]);
  must(["ingest", join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md"), "--today", "2026-06-01"]);
  must(["ingest", join(EXAMPLE, "notes", "2026-06-01-call.md"), "--into", "notes", "--provenance", "human", "--today", "2026-06-01"]);
  must(["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-06-01"]);
  must(["consolidate", "--apply", "--diff", join(template, "brain", "pending-diff.json"), "--confirm", "--today", "2026-06-01"]);
  factId = JSON.parse(must(["show", "--json"])).facts[0].id;
  must(["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-06-01"]);
  cpSync(join(ROOT, "docs", "example", "brain.config.yaml"), join(template, "brain.config.yaml"));
}, 120_000);

const first = (dir: string) => join(dir, readdirSync(dir).sort()[0]!);

/** Every file brain reads in the data dir, by where it is. */
const PLACES: { name: string; path: (d: string) => string }[] = [
  { name: "profile.md", path: (d) => join(d, "brain", "profile.md") },
  { name: "the sidecar", path: (d) => join(d, "brain", "consolidation-state.json") },
  { name: "pending-diff.json", path: (d) => join(d, "brain", "pending-diff.json") },
  { name: "pending-diff.md", path: (d) => join(d, "brain", "pending-diff.md") },
  { name: "history.jsonl", path: (d) => join(d, "brain", "history.jsonl") },
  { name: "a batch", path: (d) => first(join(d, "brain", "batches")) },
  { name: "an applied diff", path: (d) => first(join(d, "brain", "applied")) },
  { name: "a backup", path: (d) => first(join(d, "brain", "backups")) },
  { name: "the config", path: (d) => join(d, "brain.config.yaml") },
  { name: "a record", path: (d) => first(join(d, "ingest", "published")) },
];

type Kind = "a FIFO" | "a directory" | "a character device";
const KINDS: Kind[] = ["a FIFO", "a directory", "a character device"];

/** A copy of the template with `place` replaced by a special file of `kind`. */
function withSpecial(place: (d: string) => string, kind: Kind): { data: string; path: string } {
  const data = join(tempDir(), "data");
  cpSync(template, data, { recursive: true });
  const path = place(data);
  rmSync(path, { force: true, recursive: true });
  if (kind === "a FIFO") expect(spawnSync("mkfifo", [path]).status).toBe(0);
  else if (kind === "a directory") mkdirSync(path);
  else symlinkSync("/dev/null", path);
  return { data, path };
}

const COMMANDS: { name: string; args: (d: string) => string[] }[] = [
  { name: "show", args: () => ["show"] },
  { name: "status", args: () => ["status"] },
  { name: "gather", args: () => ["consolidate", "--gather"] },
  { name: "explain", args: () => ["explain", factId] },
  { name: "history", args: () => ["history"] },
  { name: "validate", args: () => ["validate"] },
  { name: "propose", args: () => ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-06-01"] },
  { name: "apply", args: (d) => ["consolidate", "--apply", "--diff", join(d, "brain", "pending-diff.json"), "--confirm", "--today", "2026-06-01"] },
  { name: "retire", args: () => ["retire", factId, "--reason", "ended"] },
  { name: "rollback", args: () => ["rollback", "--confirm"] },
  { name: "what-if", args: () => ["consolidate", "--what-if", "--with-config", join(ROOT, "docs", "example", "brain.config.yaml")] },
  { name: "ingest", args: () => ["ingest", join(EXAMPLE, "posts", "2026-02-14-why-registers-matter.md")] },
  { name: "note", args: () => ["note", "a statement"] },
];

// Every place as a FIFO (the case that hung) for every command; a directory and a device in the
// main places for the commands that read them, to keep the process count reasonable.
const CASES = [
  ...PLACES.map((p) => ({ kind: "a FIFO" as Kind, ...p, commands: COMMANDS })),
  ...(["a directory", "a character device"] as Kind[]).flatMap((kind) =>
    PLACES.filter((p) => ["profile.md", "the sidecar", "pending-diff.json", "history.jsonl"].includes(p.name)).map((p) => ({
      kind,
      ...p,
      commands: COMMANDS.filter((c) => ["show", "status", "gather", "history", "validate", "apply"].includes(c.name)),
    })),
  ),
];

describe("a special file in the data dir", () => {
  it.each(CASES)(
    "$kind in the place of $name: every command ends within the bound; each one that refuses exits 1 naming it",
    ({ kind, path: place, commands }) => {
      const { data, path } = withSpecial(place, kind);
      for (const c of commands) {
        const r = run(data, c.args(data));
        expect(r.signal, `${c.name} hung`).toBeNull();
        expect(r.ms, `${c.name} took ${r.ms} ms`).toBeLessThan(BOUND_MS);
        expect(r.stderr, c.name).not.toMatch(/unexpected error|\n\s+at /);
        // Either the command does not read this file, or it refuses it naming it.
        if (r.code !== 0 && !(c.name === "apply" && r.code === 4) && !(c.name === "propose" && r.code === 3)) {
          expect([1, 2, 3, 4, 5], `${c.name}: ${r.stderr}`).toContain(r.code);
          if (r.code === 1) expect(r.stderr, c.name).toContain(path);
        }
      }
    },
    120_000,
  );
});

describe("the files each command must refuse (exit 1, naming it)", () => {
  it.each([
    { place: "profile.md", commands: ["show", "gather", "explain", "propose", "apply", "retire"] },
    { place: "history.jsonl", commands: ["history", "gather", "explain", "propose", "apply"] },
    { place: "pending-diff.json", commands: ["apply"] },
    { place: "the config", commands: ["gather", "propose", "apply"] },
  ])(
    "$place as a FIFO: $commands",
    ({ place, commands }) => {
      const { data, path } = withSpecial(PLACES.find((p) => p.name === place)!.path, "a FIFO");
      for (const name of commands) {
        const r = run(data, COMMANDS.find((c) => c.name === name)!.args(data));
        expect(r.code, `${name}: ${r.stderr}`).toBe(1);
        expect(r.stderr, name).toContain(`${path}: expected a regular file, found a FIFO`);
      }
    },
    120_000,
  );

  it("a directory profile.md exits 1 (not 3)", () => {
    const { data, path } = withSpecial(PLACES[0]!.path, "a directory");
    const r = run(data, ["show"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${path}: expected a regular file, found a directory`);
  });

  it("a FIFO record is skipped with a warning naming it, and gather goes on", () => {
    const { data, path } = withSpecial(PLACES.at(-1)!.path, "a FIFO");
    const r = run(data, ["consolidate", "--gather"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(path);
  });
});

describe("as real processes, one command of each group: a FIFO profile.md or history.jsonl is refused within the bound", () => {
  it.each([
    { place: "profile.md", commands: ["show", "explain", "gather", "propose", "apply", "retire"] },
    { place: "history.jsonl", commands: ["history"] },
  ])(
    "$place: $commands",
    ({ place, commands }) => {
      const { data, path } = withSpecial(PLACES.find((p) => p.name === place)!.path, "a FIFO");
      for (const name of commands) {
        const r = spawned(data, COMMANDS.find((c) => c.name === name)!.args(data));
        expect(r.signal, `${name} hung`).toBeNull();
        expect(r.ms, `${name} took ${r.ms} ms`).toBeLessThan(BOUND_MS);
        expect(r.code, `${name}: ${r.stderr}`).toBe(1);
        expect(r.stderr, name).toContain(`${path}: expected a regular file, found a FIFO`);
      }
    },
    120_000,
  );
});

describe("the session-start hook skips them and never blocks", () => {
  it.each(KINDS)("%s as the sidecar", (kind) => {
    const { data } = withSpecial(PLACES[1]!.path, kind);
    const started = performance.now();
    const r = spawnSync(process.execPath, [join(ROOT, "hooks", "session-start.mjs")], {
      encoding: "utf8",
      env: cleanEnv({ BRAIN_DATA_DIR: data }),
      timeout: BOUND_MS * 2,
      killSignal: "SIGKILL",
    });
    expect(r.signal).toBeNull();
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(r.status).toBe(0);
  });
});

describe("the MCP server refuses them at once", () => {
  const TOOLS: { name: string; args: (d: string) => Record<string, unknown> }[] = [
    { name: "show", args: () => ({}) },
    { name: "status", args: () => ({}) },
    { name: "gather", args: () => ({}) },
    { name: "explain", args: () => ({ id: factId }) },
    { name: "history", args: () => ({}) },
    { name: "propose", args: () => ({ candidates: [] }) },
    { name: "apply", args: () => ({ diff_id: "0".repeat(64), confirm: true }) },
  ];

  it.each(PLACES.filter((p) => ["profile.md", "pending-diff.json", "pending-diff.md", "history.jsonl", "the config"].includes(p.name)))(
    "$name as a FIFO: every tool and resource answers within the bound",
    async ({ path: place }) => {
      const { data, path } = withSpecial(place, "a FIFO");
      const c = await connect(data, ["--allow-apply"]);
      try {
        const tools = new Set((await c.client.listTools()).tools.map((t) => t.name));
        for (const t of TOOLS.filter((x) => tools.has(x.name))) {
          const started = performance.now();
          const result = await c.client.callTool({ name: t.name, arguments: t.args(data) }, undefined, { timeout: BOUND_MS });
          expect(performance.now() - started, t.name).toBeLessThan(BOUND_MS);
          if (result.isError && textOf(result).includes("regular file")) expect(textOf(result), t.name).toContain(path);
          // The profile is read by every one of these tools: each refuses it, naming it.
          if (path.endsWith("profile.md") && !["status", "history", "apply"].includes(t.name)) {
            expect(result.isError, t.name).toBe(true);
            expect(textOf(result), t.name).toContain(`${path}: expected a regular file, found a FIFO`);
          }
        }
        for (const uri of ["brain://profile", "brain://pending-diff"]) {
          const started = performance.now();
          try {
            await c.client.readResource({ uri }, { timeout: BOUND_MS });
          } catch (e) {
            expect(String(e), uri).not.toMatch(/timed out/i);
          }
          expect(performance.now() - started, uri).toBeLessThan(BOUND_MS);
        }
      } finally {
        await c.close();
      }
      expect(existsSync(path)).toBe(true);
    },
    120_000,
  );
});
