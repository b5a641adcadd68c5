/**
 * `brain review` applies what it walked (docs/security.md, "brain review is pinned"): a batch
 * swapped in while the operator walks it — by an agent's MCP propose or another terminal — is never
 * declined on or applied. A real pty (Python's pty module), because keystrokes, the prompt and the
 * swap between them are the subject; the swap runs between two keystrokes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { PY_PUMP } from "../helpers/pty.js";
import { BIN, cleanEnv, ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";

const TODAY = "2026-06-01";
const hasPython = spawnSync("python3", ["-c", "import pty"]).status === 0;

// argv[1]: a JSON list of steps, each ["keys", "<python escapes>"], ["wait", "<text on the screen>"] or
// ["run", [argv…]] (run to the end, its output kept out of the screen); then the command. Prints the
// screen, then "EXIT:<status>".
const DRIVER = `
import json, os, pty, sys, time, select, subprocess
steps = json.loads(sys.argv[1])
argv = sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(argv[0], argv)
${PY_PUMP}pump(15)
for kind, what in steps:
    if kind == "keys":
        os.write(fd, what.encode().decode("unicode_escape").encode())
        pump(10)
    elif kind == "wait":
        end = time.time() + 30
        while what.encode() not in out and time.time() < end:
            pump(0.5)
    else:
        done = subprocess.run(what, capture_output=True)
        if done.returncode != 0:
            sys.stderr.write(done.stderr.decode())
drain(15)
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf8", "replace"))
sys.stdout.write("\\nEXIT:%d\\n" % os.waitstatus_to_exitcode(status))
`;

type Step = ["keys", string] | ["wait", string] | ["run", string[]];

function pty(steps: Step[], argv: string[]): { screen: string; exit: number } {
  const r = spawnSync("python3", ["-c", DRIVER, JSON.stringify(steps), ...argv], { encoding: "utf8", env: cleanEnv({}), timeout: 90_000, cwd: ROOT });
  const text = r.stdout.replace(/\r+\n/g, "\n");
  const exit = Number(/\nEXIT:(-?\d+)\n$/.exec(text)?.[1]);
  return { screen: text, exit };
}

const candidate = (key: string, value: string, source = "human:call") => ({ key, value, provenance: "human", source, observed_date: TODAY });

function batchFile(list: object[]): string {
  const file = join(tempDir(), "candidates.json");
  writeFileSync(file, JSON.stringify(list));
  return file;
}

const REVIEWED = [candidate("job-title", "Head of AI"), candidate("employer", "City of Utrecht"), candidate("city", "Utrecht")];
// What a hostile agent proposes while the operator reads (issue 27).
const SWAP = batchFile([candidate("job-title", "Unemployed", "human:agent"), candidate("salary", "Willing to work for free", "human:agent")]);

function proposed(): string {
  const data = join(tempDir(), "data");
  expect(brain(data, ["--today", TODAY, "init"]).code).toBe(0);
  expect(brain(data, ["--today", TODAY, "consolidate", "--propose", "--candidates", batchFile(REVIEWED)]).code).toBe(0);
  return data;
}

const pendingId = (data: string) => (JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as ProfileDiff).id;
const review = (data: string) => [process.execPath, BIN, "--data-dir", data, "--today", TODAY, "review"];
const cliSwap = (data: string): Step => [
  "run",
  [process.execPath, BIN, "--data-dir", data, "--today", TODAY, "consolidate", "--propose", "--candidates", SWAP],
];
const mcpSwap = (data: string): Step => ["run", [process.execPath, join(ROOT, "test", "helpers", "mcp-propose.mjs"), BIN, data, TODAY, SWAP]];
const profile = (data: string) => readFileSync(join(data, "brain", "profile.md"), "utf8");

describe.skipIf(!hasPython)("brain review applies only the batch it walked", () => {
  it("an MCP propose swapping the batch between review's display and y: exit 4 naming both ids, nothing applied", () => {
    const data = proposed();
    const shown = pendingId(data);
    const { screen, exit } = pty([["keys", "a"], ["keys", "a"], ["keys", "a"], ["wait", "Apply now?"], mcpSwap(data), ["keys", "y"]], review(data));
    const swapped = pendingId(data);
    expect(swapped).not.toBe(shown);
    expect(screen).toContain(`Pending diff ${shown.slice(0, 12)} for ${TODAY}`);
    expect(screen).toMatch(/Apply now\? \[y\/N\] yes\n/);
    expect(screen).toContain(`holds diff ${swapped}, not ${shown} (the diff you were shown); nothing was written`);
    expect(exit).toBe(4);
    expect(profile(data)).not.toMatch(/Unemployed|Willing to work for free|Head of AI/);
  }, 90_000);

  it("a CLI propose swapping it before a decline: exit 4 naming both ids, no decline recorded, every file as the swap left it", () => {
    const data = proposed();
    const shown = pendingId(data);
    const { screen, exit } = pty([["keys", "a"], ["wait", "[2/3]"], cliSwap(data), ["keys", "d"], ["keys", "wrong employer\\r"], ["keys", "a"]], review(data));
    const after = snapshotTree(data);
    const swapped = pendingId(data);
    expect(screen).toContain(`holds diff ${swapped}, not ${shown} (the diff you were shown); nothing was declined`);
    expect(exit).toBe(4);
    // The pending diff is the swap, with no decline; nothing was archived as a decision.
    const diff = JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as ProfileDiff;
    expect(diff.declined).toBeUndefined();
    expect(Object.keys(after).filter((p) => p.startsWith("brain/decisions"))).toEqual([]);
    expect(screen).not.toMatch(/Apply now/);
  }, 90_000);

  it("after its own declines, y applies only the re-proposed diff it showed: a swap after the decline is refused too", () => {
    const data = proposed();
    const { screen, exit } = pty(
      [["keys", "a"], ["keys", "d"], ["keys", "wrong employer\\r"], ["keys", "a"], ["wait", "Apply now?"], cliSwap(data), ["keys", "y"]],
      review(data),
    );
    const reproposed = /Proposed again with 1 decline: [^\n]*; now diff ([0-9a-f]{12})\.\n/.exec(screen)?.[1];
    expect(reproposed, screen).toBeDefined();
    const swapped = pendingId(data);
    // y was for the re-proposed diff (with the decline), the one it showed last: the swap is refused beside it.
    expect(screen).toMatch(new RegExp(`holds diff ${swapped}, not ${reproposed}[0-9a-f]{52} \\(the diff you were shown\\); nothing was written`));
    expect(exit).toBe(4);
    expect(profile(data)).not.toMatch(/Unemployed|Head of AI/);
  }, 90_000);
});
