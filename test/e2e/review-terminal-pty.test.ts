/**
 * `brain review` at an 80-column terminal (Python's pty with TIOCSWINSZ): every line wraps between
 * words, and a word longer than the line stands whole on a line of its own; no word, id or path is
 * broken. `A` accepts the rest. The evidence line is the record's line holding the value, not its
 * title. A real pty, because the terminal's width and single keystrokes are the subject.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PY_PUMP } from "../helpers/pty.js";
import { BIN, cleanEnv, tempDir } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";

const TODAY = "2026-06-01";
const hasPython = spawnSync("python3", ["-c", "import pty, fcntl, termios"]).status === 0;

// argv[1]: the columns; argv[2]: keys separated by "|" (Python escapes); then the command.
const DRIVER = `
import fcntl, os, pty, select, struct, sys, termios, time
cols = int(sys.argv[1])
keys = [k.encode().decode("unicode_escape") for k in sys.argv[2].split("|") if k]
argv = sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, cols, 0, 0))
    os.execvp(argv[0], argv)
${PY_PUMP}pump(10)
for k in keys:
    os.write(fd, k.encode())
    pump(10)
drain(15)
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf8", "replace"))
sys.stdout.write("\\nEXIT:%d\\n" % os.waitstatus_to_exitcode(status))
`;

function pty(cols: number, keys: string, argv: string[]): { screen: string; exit: number } {
  const r = spawnSync("python3", ["-c", DRIVER, String(cols), keys, ...argv], { encoding: "utf8", env: cleanEnv({}), timeout: 90_000 });
  const text = r.stdout.replace(/\r+\n/g, "\n");
  return { screen: text.replace(/\nEXIT:-?\d+\n$/, ""), exit: Number(/\nEXIT:(-?\d+)\n$/.exec(text)?.[1]) };
}

const LONG_WORD = "https://example.org/talks/2026/platform-engineering-for-municipal-data-offices-keynote";
const VALUE = `Head of AI and platform engineering, see ${LONG_WORD} for the talk`;

function proposed(): { data: string; source: string } {
  // A data dir whose path is longer than the line: the commands naming it stand whole.
  const data = join(tempDir(), "a-data-dir-with-a-rather-long-name-so-that-every-command-is-longer-than-the-line");
  mkdirSync(data, { recursive: true });
  expect(brain(data, ["--today", TODAY, "init"]).code).toBe(0);
  const post = join(data, "..", "post.md");
  writeFileSync(post, `# Why I moved to Lisbon\n\nA long story about the sea.\nThese days I work as ${VALUE}.\n`);
  const ingested = brain(data, ["--today", TODAY, "ingest", post, "--provenance", "published", "--json"]);
  expect(ingested.code, ingested.stderr).toBe(0);
  const source = (JSON.parse(ingested.stdout) as { records: { source: string }[] }).records[0]!.source;
  const candidates = join(data, "..", "c.json");
  writeFileSync(
    candidates,
    JSON.stringify([
      { key: "job-title", value: VALUE, provenance: "published", source, observed_date: TODAY },
      { key: "employer", value: "City of Utrecht", provenance: "human", source: "human:call", observed_date: TODAY },
      { key: "city", value: "Utrecht", provenance: "human", source: "human:call", observed_date: TODAY },
    ]),
  );
  expect(brain(data, ["--today", TODAY, "consolidate", "--propose", "--candidates", candidates]).code).toBe(0);
  return { data, source };
}

const review = (data: string) => [process.execPath, BIN, "--data-dir", data, "--today", TODAY, "review"];
const COMMAND = /^\s*brain /;

describe.skipIf(!hasPython)("brain review at an 80-column terminal", () => {
  it("wraps between words; a longer word or command stands whole on its own line; A accepts the rest; the evidence is the value's line", () => {
    const { data, source } = proposed();
    const { screen, exit } = pty(80, "a|A|y", review(data));
    expect(exit, screen).toBe(0);
    const lines = screen.split("\n");
    for (const line of lines) {
      if (line.length <= 80) continue;
      // Longer than the line: one unit only — a single word, or a command line kept whole.
      expect(line.trim().includes(" ") && !COMMAND.test(line), `broken or overlong line: ${JSON.stringify(line)}`).toBe(false);
    }
    // The word longer than the line stands alone; every word of the value is whole.
    expect(lines.filter((l) => l.trim() === LONG_WORD).length).toBeGreaterThanOrEqual(2);
    const words = new Set(screen.split(/\s+/));
    for (const w of VALUE.split(" ")) expect(words, w).toContain(w);
    expect(words).toContain(data);
    // The evidence line is the record's line that holds the value, not its title.
    const joined = screen.replace(/\n +/g, " ");
    expect(joined).toContain(`evidence: ${source} (${TODAY}): These days I work as ${VALUE.slice(0, 20)}`);
    expect(joined).not.toContain("Why I moved to Lisbon");
    // A on the second candidate accepted it and the third: the third was never shown.
    expect(screen).toContain("[2/3] candidate /1");
    expect(screen).not.toContain("[3/3]");
    expect(joined).toMatch(/accept the rest\n? *2 candidates accepted, this one and every one after it\./);
    expect(joined).toMatch(/Apply now\? \[y\/N\] yes/);
    const profile = readFileSync(join(data, "brain", "profile.md"), "utf8");
    for (const v of ["City of Utrecht", "**city**: Utrecht", "platform engineering"]) expect(profile).toContain(v);
  }, 90_000);

  it("A withdraws the earlier declines of the candidates it accepts", () => {
    const { data } = proposed();
    expect(brain(data, ["--today", TODAY, "decline", "2", "--reason", "not Utrecht"]).code).toBe(0);
    const { screen, exit } = pty(80, "A|y", review(data));
    expect(exit, screen).toBe(0);
    expect(screen.replace(/\n +/g, " ")).toMatch(/3 candidates accepted, this one and every one after it \(1 earlier decline withdrawn\)\./);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toContain("**city**: Utrecht");
  }, 90_000);
});
