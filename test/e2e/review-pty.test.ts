/**
 * `brain review` in a real pseudo-terminal (Python's pty module drives it): single keystrokes in
 * raw mode, a reason line, Apply now? [y/N], Ctrl-C → 130 with the terminal restored, and off a
 * terminal exit 2 naming `brain decline` and the apply command. The process is the subject here.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PY_PUMP } from "../helpers/pty.js";
import { BIN, brain as spawned, cleanEnv, tempDir } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";

const TODAY = "2026-06-01";
const hasPython = spawnSync("python3", ["-c", "import pty"]).status === 0;

// Runs argv in a pty, sends each key (Python escapes, e.g. \x03) after the output settles, prints what the terminal showed.
const DRIVER = `
import os, pty, sys, time, select
argv = sys.argv[2:]
keys = [k.encode().decode("unicode_escape") for k in sys.argv[1].split("|") if k]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(argv[0], argv)
${PY_PUMP}pump(10)
for k in keys:
    os.write(fd, k.encode())
    pump(10)
drain(15)
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf8", "replace"))
`;

function pty(keys: string, argv: string[]): string {
  const r = spawnSync("python3", ["-c", DRIVER, keys, ...argv], { encoding: "utf8", env: cleanEnv({}), timeout: 60_000 });
  return r.stdout.replace(/\r+\n/g, "\n");
}

function proposed(): string {
  const data = join(tempDir(), "data");
  expect(brain(data, ["--today", TODAY, "init"]).code).toBe(0);
  const candidates = join(data, "..", "c.json");
  writeFileSync(
    candidates,
    JSON.stringify([
      { key: "job-title", value: "Head of AI", provenance: "human", source: "human:call", observed_date: TODAY },
      { key: "employer", value: "City of Utrecht", provenance: "human", source: "human:call", observed_date: TODAY },
      { key: "city", value: "Utrecht", provenance: "human", source: "human:call", observed_date: TODAY },
    ]),
  );
  expect(brain(data, ["--today", TODAY, "consolidate", "--propose", "--candidates", candidates]).code).toBe(0);
  return data;
}

const review = (data: string) => [process.execPath, BIN, "--data-dir", data, "--today", TODAY, "review"];

describe.skipIf(!hasPython)("brain review at a terminal", () => {
  it("one keystroke each, a reason line for a decline, re-proposes, and applies only on y", () => {
    const data = proposed();
    const screen = pty("a|d|wrong employer\\r|a|y", review(data));
    expect(screen).toMatch(/\[2\/3\] candidate \/1 {2}employer: City of Utrecht/);
    expect(screen).toMatch(/reason \(one line, Enter to finish; empty for none\): wrong employer/);
    expect(screen).toMatch(/Proposed again with 1 decline/);
    expect(screen).toMatch(/Apply now\? \[y\/N\] yes\nApplied diff/);
    const profile = readFileSync(join(data, "brain", "profile.md"), "utf8");
    expect(profile).toMatch(/Head of AI/);
    expect(profile).not.toMatch(/City of Utrecht/);
    expect(JSON.parse(brain(data, ["declined", "--json"]).stdout)).toEqual({
      declined: [{ key: "employer", value: "city of utrecht" }],
      numbers: [0],
      withheld: 0,
      warnings: [],
    });
  }, 60_000);

  it("accepting a candidate declined before withdraws the decline, and the batch is proposed again", () => {
    const data = proposed();
    expect(brain(data, ["--today", TODAY, "decline", "1", "--reason", "wrong employer"]).code).toBe(0);
    const screen = pty("a|a|a|y", review(data));
    expect(screen).toMatch(
      /already declined: wrong employer\n {2}\[a\]ccept \[A\]ccept the rest \[d\]ecline \[s\]kip \[q\]uit: accept \(the earlier decline is withdrawn\)/,
    );
    expect(screen).toMatch(
      /Proposed again with 1 decline withdrawn: .*\nNo candidate is declined now\.\n {2}#1: reject \(decline-by-operator\) → add \(add-new-key\)/,
    );
    expect(screen).toMatch(/Apply now\? \[y\/N\] yes\nApplied diff/);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toMatch(/City of Utrecht/);
    expect(JSON.parse(brain(data, ["declined", "--json"]).stdout)).toEqual({ declined: [], numbers: [], withheld: 0, warnings: [] });
  }, 60_000);

  it("anything but y leaves the profile alone; a skip never offers to apply", () => {
    const data = proposed();
    const before = readFileSync(join(data, "brain", "profile.md"), "utf8");
    expect(pty("a|a|a|n", review(data))).toMatch(/Apply now\? \[y\/N\] no\nNot applied/);
    const skipped = pty("a|s|a", review(data));
    expect(skipped).toMatch(/1 skipped: nothing is applied/);
    expect(skipped).not.toMatch(/Apply now/);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toBe(before);
  }, 60_000);

  it("Ctrl-C exits 130 with the terminal back in cooked mode; q quits changing nothing", () => {
    const data = proposed();
    const pendingBefore = readFileSync(join(data, "brain", "pending-diff.json"), "utf8");
    const script = `${review(data)
      .map((w) => `'${w}'`)
      .join(" ")}; echo "rc=$?"; stty -a`;
    const screen = pty("a|\\x03", ["sh", "-c", script]);
    expect(screen).toMatch(/brain: interrupted \(Ctrl-C\); nothing was decided or written\.\nrc=130/);
    // stty lists a flag it has switched off with a leading "-": raw mode would show -icanon and -echo.
    expect(screen).toMatch(/(^|\s)icanon(\s|$)/m);
    expect(screen).toMatch(/(^|\s)echo(\s|$)/m);
    expect(pty("q", review(data))).toMatch(/quit\nNothing was changed\./);
    expect(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")).toBe(pendingBefore);
  }, 60_000);
});

describe("brain review off a terminal", () => {
  it("prints the review and exits 2 naming brain decline and the apply command", () => {
    const data = proposed();
    const r = spawned(data, ["--today", TODAY, "review"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/\[1\/3\] candidate \/0 {2}job-title: Head of AI\n {2}add by rule add-new-key/);
    const id = (JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as { id: string }).id.slice(0, 12);
    expect(r.stderr).toContain(`brain --data-dir ${data} decline '<n…>' --reason '<why>' --expect ${id}`);
    expect(r.stderr).toContain(`brain --data-dir ${data} consolidate --apply --expect ${id} --confirm`);
  });
});
