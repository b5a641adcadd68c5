import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE, ROOT, brain as spawned, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";
import { expectUserError } from "../helpers/expect.js";

// The command table of docs/cli.md: `brain --help` must list exactly these, in this order.
const COMMANDS = [
  "init",
  "ingest",
  "note",
  "consolidate",
  "show",
  "context",
  "recall",
  "explain",
  "retire",
  "decline",
  "declined",
  "resolve",
  "set",
  "review",
  "validate",
  "status",
  "rules",
  "history",
  "adopt",
  "rollback",
  "mcp",
] as const;

/** A user error: the right exit code, a `brain:` message on stderr, nothing on stdout, no stack trace. */
function examplesOf(help: string): string[] {
  const at = help.indexOf("Examples:");
  if (at < 0) return [];
  return help
    .slice(at + "Examples:".length)
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith("brain "));
}

// Help and version must not depend on (or touch) any data dir, so the default data dir is in an
// empty folder: XDG_DATA_HOME, which the in-process runner can set (HOME it cannot: os.homedir()
// reads the process's own environment). The bare-`brain` test spawns the binary with HOME there.
let home: string;
beforeAll(() => {
  home = tempDir();
});
const run = (args: string[]) => brain(undefined, args, { XDG_DATA_HOME: join(home, ".local", "share") });

describe("brain --help / --version", () => {
  it("brain --help lists every command of the contract, the global options and examples", () => {
    const r = run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const commandsSection = r.stdout.slice(r.stdout.indexOf("Commands:"), r.stdout.indexOf("For more info"));
    const listed = commandsSection
      .split("\n")
      .slice(1)
      .map((l) => l.trim().split(/\s+/)[0])
      .filter((w): w is string => Boolean(w));
    expect(listed).toEqual([...COMMANDS]);
    for (const flag of ["--data-dir", "--config", "--today", "--help", "--version"]) expect(r.stdout).toContain(flag);
    expect(examplesOf(r.stdout).length).toBeGreaterThan(0);
  });

  it("bare `brain` prints the same help and exits 0 (the binary itself, HOME in an empty folder)", () => {
    const r = spawned(undefined, [], { HOME: home });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(run(["--help"]).stdout);
  });

  it("brain --version prints the package version", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    const r = run(["--version"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`brain/${version}`);
    expect(r.stderr).toBe("");
  });

  it("touches no data dir", () => {
    run(["--help"]);
    run(["--version"]);
    expect(existsSync(join(home, ".local"))).toBe(false);
  });
});

describe.each(COMMANDS)("brain %s --help", (cmd) => {
  it("exits 0, shows its usage, the global options and at least one example of this command", () => {
    const r = run([cmd, "--help"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain(`$ brain ${cmd}`);
    for (const flag of ["--data-dir", "--config", "--today"]) expect(r.stdout).toContain(flag);
    const examples = examplesOf(r.stdout);
    expect(examples.length).toBeGreaterThan(0);
    for (const e of examples) expect(e.startsWith(`brain ${cmd}`), e).toBe(true);
  });
});

it("validate --help names every kind --as accepts", () => {
  const refused = run(["validate", "any.json", "--as", "nonsense"]);
  const kinds = /expected one of ([^"]+), found/.exec(refused.stderr)?.[1]?.split(", ") ?? [];
  expect(kinds.length).toBeGreaterThan(0);
  const asLine =
    run(["validate", "--help"])
      .stdout.split("\n")
      .find((l) => l.includes("--as <kind>")) ?? "";
  for (const kind of kinds) expect(asLine).toMatch(new RegExp(`\\b${kind}\\b`));
});

describe("usage errors exit 2 with a pointer to --help", () => {
  it("an unknown command", () => {
    const r = run(["frobnicate"]);
    expectUserError(r, 2);
    expect(r.stderr).toContain('"frobnicate"');
    expect(r.stderr).toContain("brain --help");
  });

  it.each([
    { args: ["--frob"], help: "brain --help" },
    { args: ["show", "--frob"], help: "brain show --help" },
    { args: ["init", "--force"], help: "brain init --help" },
    { args: ["consolidate", "--gather", "--frob"], help: "brain consolidate --help" },
    { args: ["rollback", "--yes"], help: "brain rollback --help" },
  ])("an unknown option: brain $args", ({ args, help }) => {
    const r = run(args);
    expectUserError(r, 2);
    expect(r.stderr).toContain(args[args.length - 1]);
    expect(r.stderr).toContain(help);
  });

  it("a bad --today, before anything is read or created", () => {
    const data = join(tempDir(), "data");
    const r = brain(data, ["init", "--today", "2026-02-30"]);
    expectUserError(r, 2);
    expect(r.stderr).toContain("--today");
    expect(r.stderr).toContain('"2026-02-30"');
    expect(existsSync(data)).toBe(false);
  });
});

describe("consolidate modes", () => {
  let data: string;
  beforeAll(() => {
    data = tempDir();
    expect(brain(data, ["init"]).code).toBe(0);
  });

  it.each([
    { name: "no mode", args: [], says: "found none" },
    { name: "two modes", args: ["--gather", "--propose"], says: "--gather and --propose" },
    { name: "all three modes", args: ["--gather", "--propose", "--apply"], says: "exactly one of" },
    { name: "--propose without --candidates", args: ["--propose"], says: "--candidates" },
    { name: "--expect with --propose", args: ["--propose", "--candidates", "c.json", "--expect", "0123456789ab"], says: "--expect: not used with --propose" },
    { name: "--expect of 11 hex digits", args: ["--apply", "--expect", "0123456789a", "--confirm"], says: "--expect: expected the diff id" },
    { name: "--confirm with --gather", args: ["--gather", "--confirm"], says: "--confirm: not used with --gather" },
    { name: "--candidates with --apply", args: ["--apply", "--diff", "x.json", "--candidates", "c.json"], says: "--candidates: not used with --apply" },
    { name: "--through with --gather", args: ["--gather", "--through", "2026-06-01T09:12:03.123Z"], says: "--through: not used with --gather" },
  ])("$name → exit 2, says what is wrong, points at --help, writes nothing", ({ args, says }) => {
    const before = snapshotTree(data);
    const r = brain(data, ["consolidate", ...args]);
    expectUserError(r, 2);
    expect(r.stderr).toContain(says);
    expect(r.stderr).toContain("brain consolidate --help");
    expect(snapshotTree(data)).toEqual(before);
  });

  it.each([
    { flag: "--candidates", args: ["--propose", "--candidates"] },
    { flag: "--diff", args: ["--apply", "--confirm", "--diff"] },
  ])("a missing $flag file → exit 1 naming it, nothing written", ({ args }) => {
    const missing = join(tempDir(), "does-not-exist.json");
    const before = snapshotTree(data);
    const r = brain(data, ["consolidate", ...args, missing]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(missing);
    expect(r.stderr).toContain("does not exist");
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("results on stdout, errors on stderr", () => {
  it("a successful command writes its result to stdout and nothing to stderr", () => {
    const data = tempDir();
    const r = brain(data, ["init", "--from", join(EXAMPLE, "fields.yaml")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(join(data, "brain", "profile.md"));
    expect(r.stderr).toBe("");
  });

  it.each([
    { name: "missing profile", args: ["show"], code: 1 },
    { name: "bad --layer", args: ["show", "--layer", "middle"], code: 2 },
    { name: "missing file to validate", args: ["validate", "nope.json"], code: 1 },
    { name: "invalid candidates", args: ["validate", join(EXAMPLE, "fields.yaml"), "--as", "candidates"], code: 3 },
  ])("a user error ($name) has no stack trace", ({ args, code }) => {
    expectUserError(brain(join(tempDir(), "data"), args), code);
  });
});
