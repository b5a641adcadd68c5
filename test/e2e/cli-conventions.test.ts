/**
 * The command-line conventions of docs/cli.md: pipes, option values, odd files, folder modes,
 * ingest's preconditions, --json, status's edge cases, Ctrl-C. Where the process is the subject
 * (pipes, the working directory, HOME, Ctrl-C) the real binary is spawned; the rest runs brain
 * in-process (test/helpers/in-process.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lockTimeout } from "../../src/io/lock.js";
import { BIN, cleanEnv, completion, initialisedDir as initialisedDirWith, ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { STACK_LINE, expectUserError } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const initialisedDir = () => initialisedDirWith(brain);

const TODAY = "2026-06-01";

/** A candidate the default rules learn from with no ingested record: the operator's own statement. */
function statement(key: string, value: string) {
  return { key, value, provenance: "human", source: `human:${key}`, observed_date: TODAY };
}

function writeJson(path: string, value: unknown): string {
  writeFileSync(path, JSON.stringify(value));
  return path;
}

/** Runs brain with its stdout's reader gone before brain writes a byte (what `| head -1` does, minus timing). */
async function withClosedStdout(data: string, args: string[]) {
  const child = spawn(process.execPath, [BIN, "--data-dir", data, ...args], { env: cleanEnv({}), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.destroy();
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, stderr };
}

/** A data dir with a 3,000-field profile (far more than a pipe buffer holds), one apply and one pending diff. */
function busyDataDir(): string {
  const data = tempDir();
  const fields = join(tempDir(), "fields.yaml");
  writeFileSync(fields, Array.from({ length: 3000 }, (_, i) => `field ${i}: value number ${i} of a long profile\n`).join(""));
  ok(data, ["init", "--from", fields, "--today", TODAY]);
  ok(data, ["consolidate", "--propose", "--candidates", writeJson(join(data, "c1.json"), [statement("city", "Berlin")]), "--today", TODAY]);
  ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", TODAY]);
  ok(data, ["consolidate", "--propose", "--candidates", writeJson(join(data, "c2.json"), [statement("employer", "Acme")]), "--today", TODAY]);
  return data;
}

describe("output survives pipes", () => {
  let data: string;
  beforeAll(() => {
    data = busyDataDir();
  });

  it("brain show | head -1 prints the first line and exits quietly", () => {
    const r = spawnSync("bash", ["-c", `"${process.execPath}" "${BIN}" --data-dir "${data}" show | head -1; echo "status=\${PIPESTATUS[0]}" >&2`], {
      encoding: "utf8",
      env: cleanEnv({}),
    });
    expect(r.stdout).toBe("# Profile\n");
    expect(r.stderr).toBe("status=0\n");
  });

  it.each([
    { args: ["show"] },
    { args: ["show", "--json"] },
    { args: ["history"] },
    { args: ["history", "--json"] },
    { args: ["rules"] },
    { args: ["status"] },
    { args: ["consolidate", "--gather"] },
    { args: ["consolidate", "--gather", "--json"] },
    { args: ["validate"] },
  ])("brain $args with its reader gone: exit 0, nothing on stderr", async ({ args }) => {
    const r = await withClosedStdout(data, args);
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
  });

  it("an apply whose reader is gone still commits, records history, and exits 0", async () => {
    const copy = tempDir();
    spawnSync("cp", ["-a", `${data}/.`, copy]);
    const before = readFileSync(join(copy, "brain", "profile.md"), "utf8");
    const r = await withClosedStdout(copy, ["consolidate", "--apply", "--diff", join(copy, "brain", "pending-diff.json"), "--confirm", "--today", TODAY]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(readFileSync(join(copy, "brain", "profile.md"), "utf8")).not.toBe(before);
    expect(
      readFileSync(join(copy, "brain", "history.jsonl"), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(2);
  });
});

describe("option values are strings as typed", () => {
  it("--into 007 stores into ingest/007, not ingest/7", () => {
    const data = initialisedDir();
    const note = join(tempDir(), "n.md");
    writeFileSync(note, "a note\n");
    ok(data, ["ingest", note, "--into", "007", "--provenance", "human"]);
    expect(readdirSync(join(data, "ingest")).sort()).toEqual(["007", "published"]);
  });

  it("--data-dir 0042 is the folder ./0042", () => {
    const cwd = tempDir();
    const r = spawnSync(process.execPath, [BIN, "--data-dir", "0042", "init"], { cwd, encoding: "utf8", env: cleanEnv({}) });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(cwd, "0042", "brain", "profile.md"))).toBe(true);
    expect(readdirSync(cwd)).toEqual(["0042"]);
  });

  it.each([
    { name: "an empty --data-dir", args: ["--data-dir", "", "init"], says: "--data-dir: expected a value" },
    { name: "an empty --candidates", args: ["consolidate", "--propose", "--candidates", ""], says: "--candidates: expected a value" },
    { name: "an empty --into", args: ["ingest", "x.md", "--into", ""], says: "--into: expected a value" },
    { name: "--into given twice", args: ["ingest", "x.md", "--into", "a", "--into", "b"], says: "--into: given 2 times" },
    { name: "--today given twice", args: ["status", "--today", TODAY, "--today", TODAY], says: "--today: given 2 times" },
  ])("$name → exit 2, nothing created", ({ args, says }) => {
    const cwd = tempDir();
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env: cleanEnv({ HOME: cwd }) });
    expectUserError({ code: r.status, stdout: r.stdout, stderr: r.stderr }, 2);
    expect(r.stderr).toContain(says);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("a repeated flag that takes no value is harmless: show --json --json prints JSON", () => {
    const data = initialisedDir();
    expect(JSON.parse(ok(data, ["show", "--json", "--json"]).stdout)).toEqual({ facts: [], warnings: [] });
  });

  it("--confirm --confirm confirms", () => {
    const data = initialisedDir();
    ok(data, ["consolidate", "--propose", "--candidates", writeJson(join(tempDir(), "c.json"), [statement("city", "Berlin")]), "--today", TODAY]);
    ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--confirm", "--today", TODAY]);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toContain("Berlin");
  });
});

describe("anything that is not a regular file is refused at once, named, exit 1", () => {
  const mkfifo = (path: string) => {
    expect(spawnSync("mkfifo", [path]).status).toBe(0);
    return path;
  };

  it.each([
    { name: "a character device", make: () => "/dev/zero", says: "a character device" },
    {
      name: "a directory",
      make: (d: string) => {
        mkdirSync(join(d, "x.json"));
        return join(d, "x.json");
      },
      says: "a directory",
    },
    { name: "a FIFO", make: (d: string) => mkfifo(join(d, "x.json")), says: "a FIFO" },
    {
      name: "a dangling symlink",
      make: (d: string) => {
        symlinkSync(join(d, "gone.json"), join(d, "x.json"));
        return join(d, "x.json");
      },
      says: "a symbolic link to a file that does not exist",
    },
  ])("validate $name", ({ make, says }) => {
    const path = make(tempDir());
    const started = Date.now();
    const r = brain(tempDir(), ["validate", path]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(`${path}: expected a regular file, found ${says}`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.each([
    { name: "--candidates", args: (p: string) => ["consolidate", "--propose", "--candidates", p] },
    { name: "--diff", args: (p: string) => ["consolidate", "--apply", "--diff", p, "--confirm"] },
    { name: "init --from", args: (p: string) => ["init", "--from", p] },
    { name: "ingest", args: (p: string) => ["ingest", p] },
  ])("$name a FIFO does not hang and changes nothing", ({ args }) => {
    const data = initialisedDir();
    const before = snapshotTree(data);
    const fifo = mkfifo(join(tempDir(), "pipe.json"));
    const r = spawnSync(process.execPath, [BIN, "--data-dir", data, ...args(fifo)], { encoding: "utf8", env: cleanEnv({}), timeout: 20_000 });
    expectUserError({ code: r.status, stdout: r.stdout, stderr: r.stderr }, 1);
    expect(r.stderr).toContain(`${fifo}: expected a regular file, found a FIFO`);
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("folders brain creates are 0700, files 0600", () => {
  const mode = (p: string) => statSync(p).mode & 0o777;

  it("init creates the data dir itself and every folder 0700, the profile 0600", () => {
    const data = join(tempDir(), "new", "data");
    ok(data, ["init"]);
    for (const dir of [
      join(data, ".."),
      data,
      join(data, "brain"),
      join(data, "brain", "journal"),
      join(data, "brain", "backups"),
      join(data, "ingest"),
      join(data, "ingest", "published"),
    ]) {
      expect(mode(dir).toString(8), dir).toBe("700");
    }
    expect(mode(join(data, "brain", "profile.md")).toString(8)).toBe("600");
  });

  it("ingest into a new tributary creates it 0700, the record 0600", () => {
    const data = initialisedDir();
    const note = join(tempDir(), "n.md");
    writeFileSync(note, "a note\n");
    ok(data, ["ingest", note, "--into", "notes", "--provenance", "human"]);
    expect(mode(join(data, "ingest", "notes")).toString(8)).toBe("700");
    const [record] = readdirSync(join(data, "ingest", "notes"));
    expect(mode(join(data, "ingest", "notes", record!)).toString(8)).toBe("600");
  });
});

describe("ingest needs an initialised data dir and keeps published/ published", () => {
  it("into a data dir without brain/profile.md → exit 1 naming it and brain init; nothing created", () => {
    const data = join(tempDir(), "typo");
    const post = join(tempDir(), "p.md");
    writeFileSync(post, "a post\n");
    const r = brain(data, ["ingest", post]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(join(data, "brain", "profile.md"));
    expect(r.stderr).toContain("init");
    expect(existsSync(data)).toBe(false);
  });

  it.each(["ai-draft", "human"])("--provenance %s into published → exit 2, nothing stored", (provenance) => {
    const data = initialisedDir();
    const before = snapshotTree(data);
    const post = join(tempDir(), "p.md");
    writeFileSync(post, "a draft\n");
    const r = brain(data, ["ingest", post, "--provenance", provenance]);
    expectUserError(r, 2);
    expect(r.stderr).toContain(`--provenance ${provenance}`);
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("--json: one JSON object", () => {
  it("init, ingest, validate and status", () => {
    const data = tempDir();
    const init = JSON.parse(ok(data, ["init", "--json"]).stdout) as Record<string, unknown>;
    expect(init).toMatchObject({ data_dir: data, profile: join(data, "brain", "profile.md"), created: true, fields: 0 });
    expect(JSON.parse(ok(data, ["init", "--json"]).stdout)).toMatchObject({ created: false });
    const post = join(tempDir(), "p.md");
    writeFileSync(post, "a post\n");
    const ingest = JSON.parse(ok(data, ["ingest", post, "--json", "--date", TODAY]).stdout) as { records: { status: string; path: string }[]; added: number };
    expect(ingest.added).toBe(1);
    expect(ingest.records[0]).toMatchObject({ file: post, status: "added" });
    expect(existsSync(ingest.records[0]!.path)).toBe(true);
    expect(JSON.parse(ok(data, ["validate", join(data, "brain", "profile.md"), "--json"]).stdout)).toMatchObject({ valid: true, kind: "profile" });
    expect(JSON.parse(ok(data, ["validate", "--json"]).stdout)).toMatchObject({ data_dir: data, valid: true, problems: [] });
    expect(JSON.parse(ok(data, ["status", "--json"]).stdout)).toMatchObject({ data_dir: data, published_count: 1, new_published: 1 });
  });

  it("validate <folder> --as rules checks the folder as a rule set", () => {
    const r = ok(tempDir(), ["validate", join(ROOT, "rules"), "--as", "rules", "--json"]);
    expect(JSON.parse(r.stdout)).toMatchObject({ valid: true, kind: "rules" });
  });

  it("validate --json of an invalid file prints the issues as JSON and exits 3", () => {
    const bad = writeJson(join(tempDir(), "candidates.json"), [{ key: "k" }]);
    const r = brain(tempDir(), ["validate", bad, "--json"]);
    expect(r.code).toBe(3);
    const out = JSON.parse(r.stdout) as { valid: boolean; issues: string[] };
    expect(out.valid).toBe(false);
    expect(out.issues.some((i) => i.startsWith(`${bad}: /0`))).toBe(true);
  });
});

describe("fields.yaml: keys like candidate keys, every value the exact string written", () => {
  it("02139, 1.10, a 20-digit number and yes stay as written", () => {
    const data = tempDir();
    const fields = join(tempDir(), "fields.yaml");
    writeFileSync(fields, "zip: 02139\nversion: 1.10\nbig: 12345678901234567890\nopen to work: yes\n");
    ok(data, ["init", "--from", fields, "--today", TODAY]);
    const { facts } = JSON.parse(ok(data, ["show", "--json"]).stdout) as { facts: { key: string; value: string }[] };
    expect(Object.fromEntries(facts.map((f) => [f.key, f.value]))).toEqual({
      zip: "02139",
      version: "1.10",
      big: "12345678901234567890",
      "open-to-work": "yes",
    });
  });

  it.each([
    { name: 'a key "-"', text: '"-": x\n', says: '/-: expected a key with a letter or a digit, found "-"' },
    { name: "a key of separators", text: '"- -": x\n', says: 'expected a key with a letter or a digit, found "- -"' },
    { name: "a key of punctuation", text: '"***": x\n', says: '/***: expected a key with a letter or a digit, found "***"' },
    { name: "an alias", text: "a: &x b\nc: *x\n", says: "expected YAML" },
    { name: "an empty value", text: "a:\n", says: "/a" },
  ])("$name → exit 3 naming the field, nothing created", ({ text, says }) => {
    const data = join(tempDir(), "data");
    const fields = join(tempDir(), "fields.yaml");
    writeFileSync(fields, text);
    const r = brain(data, ["init", "--from", fields]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(fields);
    expect(r.stderr).toContain(says);
    expect(existsSync(data)).toBe(false);
    expectUserError(brain(data, ["validate", fields]), 3);
  });
});

describe("validate with no file checks the whole data dir", () => {
  let data: string;
  beforeAll(() => {
    data = busyDataDir();
  });

  it("a sound data dir → exit 0, every part listed", () => {
    const r = ok(data, ["validate"]);
    for (const part of ["profile.md", "consolidation-state.json", "history.jsonl", "pending-diff.json"]) expect(r.stdout).toContain(join(data, "brain", part));
    expect(r.stdout).toContain(`${data}: valid`);
  });

  const broken: { name: string; damage: (d: string) => void; says: (d: string) => string }[] = [
    {
      name: "a broken history line, named by its number",
      damage: (d) => writeFileSync(join(d, "brain", "history.jsonl"), `${readFileSync(join(d, "brain", "history.jsonl"), "utf8")}{not json}\n`),
      says: (d) => `${join(d, "brain", "history.jsonl")}:2: expected a history entry`,
    },
    {
      name: "a sidecar with a negative count",
      damage: (d) => {
        const p = join(d, "brain", "consolidation-state.json");
        writeFileSync(p, JSON.stringify({ ...(JSON.parse(readFileSync(p, "utf8")) as object), published_count: -1 }));
      },
      says: (d) => `${join(d, "brain", "consolidation-state.json")}: /published_count: expected a whole number`,
    },
    {
      name: "a broken profile line",
      damage: (d) => writeFileSync(join(d, "brain", "profile.md"), `${readFileSync(join(d, "brain", "profile.md"), "utf8")}garbage line\n`),
      says: (d) => `${join(d, "brain", "profile.md")}:`,
    },
    {
      name: "a config with an unknown key",
      damage: (d) => writeFileSync(join(d, "brain.config.yaml"), "promoteThresold: 2\n"),
      says: (d) => join(d, "brain.config.yaml"),
    },
  ];

  it.each(broken)("$name → exit 3, named; nothing written", ({ damage, says }) => {
    const d = tempDir();
    spawnSync("cp", ["-a", `${data}/.`, d]);
    damage(d);
    const before = snapshotTree(d);
    const r = brain(d, ["validate"]);
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toContain(says(d));
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(d)).toEqual(before);
  });

  it("two problems in two files are both named", () => {
    const d = tempDir();
    spawnSync("cp", ["-a", `${data}/.`, d]);
    for (const b of broken.slice(0, 2)) b.damage(d);
    const r = brain(d, ["validate", "--json"]);
    expect(r.code).toBe(3);
    const out = JSON.parse(r.stdout) as { problems: string[] };
    for (const b of broken.slice(0, 2)) expect(out.problems.some((p) => p.startsWith(b.says(d)))).toBe(true);
  });
});

describe("status", () => {
  it("--today before the last run never prints negative days", () => {
    const data = initialisedDir();
    ok(data, ["consolidate", "--propose", "--candidates", writeJson(join(tempDir(), "c.json"), [statement("city", "Berlin")]), "--today", TODAY]);
    ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", TODAY]);
    const r = ok(data, ["status", "--today", "2026-01-01"]);
    expect(r.stdout).toContain("the last run is dated after --today");
    expect(r.stdout).not.toMatch(/-\d+ days?/);
    expect(JSON.parse(ok(data, ["status", "--json", "--today", "2026-01-01"]).stdout)).toMatchObject({ days_since_run: null, last_run_after_today: true });
  });

  it("--config uses that config's nudge thresholds", () => {
    const data = initialisedDir();
    const config = join(tempDir(), "strict.yaml");
    writeFileSync(config, "nudge:\n  minNewPublished: 7\n  minDaysSinceRun: 3\n");
    expect(JSON.parse(ok(data, ["status", "--json"]).stdout)).toMatchObject({ nudge: { minNewPublished: 1, minDaysSinceRun: 1 } });
    expect(JSON.parse(ok(data, ["status", "--json", "--config", config]).stdout)).toMatchObject({ nudge: { minNewPublished: 7, minDaysSinceRun: 3 } });
    expect(ok(data, ["status", "--config", config]).stdout).toContain("≥ 7 new and ≥ 3 days");
  });
});

it.each([
  { value: undefined, ms: 10_000 },
  { value: "", ms: 10_000 },
  { value: "  ", ms: 10_000 },
  { value: "abc", ms: 10_000 },
  { value: "-5", ms: 10_000 },
  { value: "0", ms: 0 },
  { value: "250", ms: 250 },
])("BRAIN_LOCK_TIMEOUT_MS=$value → $ms ms", ({ value, ms }) => {
  expect(lockTimeout(value)).toBe(ms);
});

describe("Ctrl-C", () => {
  it("during a propose of a large batch: one line, exit 130, no pending diff, no temp file, no lock; the next run works", async () => {
    const data = initialisedDir();
    const batch = Array.from({ length: 40_000 }, (_, i) => ({ ...statement(`key-${i % 4000}`, `value ${i}`), source: `human:s${i}` }));
    const candidates = writeJson(join(tempDir(), "candidates.json"), batch);
    const before = snapshotTree(data);
    const child = spawn(process.execPath, [BIN, "--data-dir", data, "consolidate", "--propose", "--candidates", candidates, "--today", TODAY], {
      env: cleanEnv({}),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const done = completion(child);
    // The lock appears once the inputs are read and checked, just before classification starts.
    const lock = join(data, "brain", ".lock");
    while (!existsSync(lock) && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill("SIGINT");
    const r = await done;
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^brain: interrupted \(SIGINT\)/);
    expect(r.stdout).toBe("");
    expect(snapshotTree(data)).toEqual(before);
    ok(data, ["validate"]);
  });
});
