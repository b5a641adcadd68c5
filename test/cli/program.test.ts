/**
 * The CLI wiring, in-process: the program definition (src/cli/program.ts) run on an argv with its
 * output captured. The binary itself (exit codes as a process sees them, pipes, signals) is
 * test/e2e's subject.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { interruptedLine } from "../../src/cli/program.js";
import { wrapText } from "../../src/cli/wrap.js";
import { EXAMPLE, tempDir } from "../helpers/cli.js";
import { brainIn as brainInProcess } from "../helpers/in-process.js";

/** Runs `brain …args` in this process; `columns` pretends stdout is a terminal that wide. */
function brainIn(args: string[], columns?: number) {
  return brainInProcess(undefined, args, columns);
}

describe("--json failures: stderr is exactly one JSON object", () => {
  it.each([
    { name: "an unknown command", args: ["shwo", "--json"], exit: 2, says: 'unknown command "shwo"' },
    { name: "a usage error", args: ["show", "--layer", "middle", "--json"], exit: 2, says: '--layer: expected "static" or "dynamic", found "middle"' },
    { name: "a missing profile", args: ["show", "--json"], exit: 1, says: "the profile does not exist" },
    { name: "an unknown option", args: ["show", "--json", "--frob"], exit: 2, says: "Unknown option `--frob`" },
  ])("$name → exit $exit, {error:{exit,message},warnings}", async ({ args, exit, says }) => {
    const data = tempDir();
    const r = await brainIn(["--data-dir", data, ...args]);
    expect(r.code).toBe(exit);
    expect(r.stdout).toBe("");
    const doc = JSON.parse(r.stderr) as { error: { exit: number; message: string }; warnings: string[] };
    expect(Object.keys(doc)).toEqual(["error", "warnings"]);
    expect(doc.error.exit).toBe(exit);
    expect(doc.error.message).toContain(says);
    expect(doc.error.message.startsWith("brain: ")).toBe(false);
    expect(doc.warnings).toEqual([]);
  });

  it("a failure reported by the command (apply without --confirm) carries its message, the result stays on stdout", async () => {
    const data = tempDir();
    expect((await brainIn(["--data-dir", data, "init"])).code).toBe(0);
    const r = await brainIn(["--data-dir", data, "rollback", "--json"]);
    expect(r.code).not.toBe(0);
    const doc = JSON.parse(r.stderr) as { error: { exit: number; message: string } };
    expect(doc.error.exit).toBe(r.code);
    expect(doc.error.message.length).toBeGreaterThan(0);
  });

  it("without --json the same failure is the plain `brain:` line", async () => {
    const r = await brainIn(["--data-dir", tempDir(), "show"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^brain: .*the profile does not exist/);
  });
});

describe("--json successes: the run's messages are the document's `warnings`", () => {
  it.each([
    { name: "init", args: ["init", "--json"] },
    { name: "status", args: ["status", "--json"] },
    { name: "rules", args: ["rules", "--json"] },
    { name: "history", args: ["history", "--json"] },
  ])("$name --json: `warnings` is [] when there were none, stderr empty", async ({ args }) => {
    const data = tempDir();
    if (args[0] !== "init") await brainIn(["--data-dir", data, "init"]);
    const r = await brainIn(["--data-dir", data, ...args]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(doc).at(-1)).toBe("warnings");
    expect(doc.warnings).toEqual([]);
  });

  it("a warning printed on the way (a FIFO in ingest/) is in `warnings`, not on stderr; text mode keeps the line", async () => {
    const data = tempDir();
    await brainIn(["--data-dir", data, "init"]);
    const fifo = join(data, "ingest", "published", "pipe.md");
    execFileSync("mkfifo", [fifo]);
    const r = await brainIn(["--data-dir", data, "consolidate", "--gather", "--json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const doc = JSON.parse(r.stdout) as { not_regular_files: string[]; warnings: string[] };
    expect(doc.not_regular_files).toEqual([fifo]);
    expect(doc.warnings).toEqual([expect.stringContaining(`${fifo} is not a regular file`)]);
    const text = await brainIn(["--data-dir", data, "consolidate", "--gather"]);
    expect(text.stderr).toContain(`${fifo} is not a regular file`);
  });

  it("show --json stays a profile document (its `warnings` is allowed by profile.schema.json)", async () => {
    const data = tempDir();
    await brainIn(["--data-dir", data, "init"]);
    const r = await brainIn(["--data-dir", data, "show", "--json"]);
    expect(JSON.parse(r.stdout)).toEqual({ facts: [], warnings: [] });
    const file = join(data, "profile.json");
    writeFileSync(file, r.stdout);
    expect((await brainIn(["--data-dir", data, "validate", file])).code).toBe(0);
  });
});

describe("did you mean", () => {
  it.each([
    { args: ["shwo"], hint: '(did you mean "show"?)' },
    { args: ["histroy"], hint: '(did you mean "history"?)' },
    { args: ["show", "--jsno"], hint: '(did you mean "--json"?)' },
    { args: ["consolidate", "--gather", "--limt", "3"], hint: '(did you mean "--limit"?)' },
    { args: ["show", "--data-dri", "x"], hint: '(did you mean "--data-dir"?)' },
  ])("brain $args → $hint", async ({ args, hint }) => {
    const r = await brainIn(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(hint);
  });

  it.each([
    { args: ["--data-dri", "x", "show"], typed: "--data-dri", hint: '(did you mean "--data-dir"?)' },
    { args: ["--tody", "2026-06-01", "show"], typed: "--tody", hint: '(did you mean "--today"?)' },
    { args: ["--confg=x.yaml", "status"], typed: "--confg", hint: '(did you mean "--config"?)' },
    { args: ["--data-dir", "d", "--frobnicate", "x", "show"], typed: "--frobnicate", hint: "" },
  ])("a mistyped global option before the command, brain $args, is that option, not an unknown command", async ({ args, typed, hint }) => {
    const r = await brainIn(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Unknown option \`${typed}\`${hint === "" ? "" : ` ${hint}`}`);
    expect(r.stderr).not.toContain("unknown command");
  });

  it("says nothing when no name is close", async () => {
    const r = await brainIn(["frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain("did you mean");
  });
});

describe("--help", () => {
  it.each([[["--help"]], [["show", "--help"]], [["consolidate", "--help"]]])("brain %j lists every exit code", async (args) => {
    const r = await brainIn(args);
    expect(r.code).toBe(0);
    const section = r.stdout.slice(r.stdout.indexOf("Exit codes:"));
    for (const code of ["0", "1", "2", "3", "4", "5", "128\\+n"]) expect(section).toMatch(new RegExp(`^  ${code} `, "m"));
  });

  it("lists the same statuses as docs/cli.md's table", async () => {
    const doc = readFileSync(join(EXAMPLE, "..", "cli.md"), "utf8");
    const table = doc.slice(doc.indexOf("## Exit statuses"), doc.indexOf("## Commands"));
    const documented = [...table.matchAll(/^\| (\d+(?:\+n)?) +\|/gm)].map((m) => m[1]);
    const r = await brainIn(["--help"]);
    const listed = [...r.stdout.slice(r.stdout.indexOf("Exit codes:")).matchAll(/^ {2}(\S+) /gm)].map((m) => m[1]);
    expect(listed).toEqual(documented);
  });
});

describe("values as typed", () => {
  it("--into 007 is the tributary 007", async () => {
    const data = tempDir();
    await brainIn(["--data-dir", data, "init"]);
    const r = await brainIn([
      "--data-dir",
      data,
      "ingest",
      join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md"),
      "--into",
      "007",
      "--provenance",
      "human",
      "--json",
    ]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { tributary: string }).tributary).toBe("007");
  });

  it.each([
    { name: "a negative number", words: ["-5 is my lucky number"], text: "-5 is my lucky number" },
    { name: "words that look like options", words: ["--json", "--help", "-h"], text: "--json --help -h" },
    { name: "a second --", words: ["--", "x"], text: "-- x" },
  ])("everything after -- is the note's text: $name", async ({ words, text }) => {
    const data = tempDir();
    await brainIn(["--data-dir", data, "init"]);
    const r = await brainIn(["--data-dir", data, "note", "--date", "2026-05-01", "--", ...words]);
    expect(r.code, r.stderr).toBe(0);
    const path = /noted as (\S+) /.exec(r.stderr)?.[1];
    expect(path).toBeDefined();
    const stored = readFileSync(path!, "utf8");
    // The option before -- still applies; the text after it is stored as typed.
    expect(stored).toContain("date: 2026-05-01\n");
    expect(stored.slice(stored.lastIndexOf("---\n") + 4)).toBe(`${text}\n`);
  });

  it("a command that takes no words refuses the words after --, as it refuses any other", async () => {
    const data = tempDir();
    await brainIn(["--data-dir", data, "init"]);
    const r = await brainIn(["--data-dir", data, "status", "--", "-x"]);
    expect(r.code).toBe(2);
  });

  it('--data-dir "" is a usage error', async () => {
    const r = await brainIn(["--data-dir", "", "show"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--data-dir: expected a value, found none");
  });
});

describe("wrapping text to the terminal", () => {
  const path = "/home/op/.local/share/brain/brain/pending-diff.md";
  const command = "brain --data-dir /home/op/brain consolidate --apply --diff /home/op/brain/brain/pending-diff.json --confirm";

  it.each([
    { name: "words", text: "one two three four five six seven", width: 10, lines: ["one two", "  three", "  four", "  five six", "  seven"] },
    { name: "a path longer than the width stays whole", text: `Wrote ${path} today`, width: 20, lines: ["Wrote", `  ${path}`, "  today"] },
    { name: "a command line stays whole", text: `Review it, then: ${command}`, width: 30, lines: ["Review it, then:", `  ${command}`] },
    {
      name: "a command line run through the bundle stays whole",
      text: `Then: node /opt/brain/plugin/bundle/brain.cjs adopt --confirm --expect 1a2b3c4d5e6f`,
      width: 30,
      lines: ["Then:", "  node /opt/brain/plugin/bundle/brain.cjs adopt --confirm --expect 1a2b3c4d5e6f"],
    },
    {
      name: "a backtick span stays whole",
      text: "run `brain init --from fields.yaml` first",
      width: 12,
      lines: ["run", "  `brain init --from fields.yaml`", "  first"],
    },
    { name: "indentation is kept", text: "    a b c d e f g h", width: 10, lines: ["    a b c", "      d e", "      f g", "      h"] },
    { name: "a short line is untouched", text: "short   spaced", width: 80, lines: ["short   spaced"] },
  ])("$name", ({ text, width, lines }) => {
    expect(wrapText(text, width).split("\n")).toEqual(lines);
  });

  it("the CLI wraps on a terminal, never when stdout is not one, never JSON", async () => {
    const wide = await brainIn(["--data-dir", tempDir(), "init"]);
    const narrow = await brainIn(["--data-dir", tempDir(), "init"], 30);
    expect(wide.stdout.split("\n").some((l) => l.length > 30)).toBe(true);
    const wrapped = narrow.stdout.split("\n");
    expect(wrapped.length).toBeGreaterThan(wide.stdout.split("\n").length);
    for (const line of wrapped) if (!line.includes("brain") && !line.includes("/")) expect(line.length).toBeLessThanOrEqual(30);
    const json = await brainIn(["--data-dir", tempDir(), "init", "--json"], 30);
    expect(() => JSON.parse(json.stdout)).not.toThrow();
    expect(json.stdout.split("\n").some((l) => l.length > 30)).toBe(true);
  });
});

describe("--json failures a command reports as its result", () => {
  it("validate of an invalid file: the verdict on stdout, one JSON error on stderr", async () => {
    const file = join(tempDir(), "candidates.json");
    writeFileSync(file, '[{"key": 1}]');
    const r = await brainIn(["validate", file, "--as", "candidates", "--json"]);
    expect(r.code).toBe(3);
    expect((JSON.parse(r.stdout) as { valid: boolean }).valid).toBe(false);
    expect(JSON.parse(r.stderr)).toEqual({ error: { exit: 3, message: "invalid input (the problems are in the result on stdout)" }, warnings: [] });
  });
});

describe("a run stopped by a signal", () => {
  it.each([
    { argv: ["node", "brain", "show"], json: false },
    { argv: ["node", "brain", "show", "--json"], json: true },
  ])("ends with one line, JSON with --json ($json)", ({ argv, json }) => {
    const line = interruptedLine(argv, "SIGINT", 130);
    if (json) expect(JSON.parse(line)).toEqual({ error: { exit: 130, message: expect.stringContaining("interrupted (SIGINT)") }, warnings: [] });
    else expect(line).toMatch(/^brain: interrupted \(SIGINT\); the command stopped/);
  });
});
