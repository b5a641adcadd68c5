/**
 * Apply applies what was reviewed (docs/security.md, "The reviewed diff is pinned"): `--expect`
 * on apply and decline, its place in the order of apply's checks, the pending diff as --apply's
 * default, and every line brain prints that tells a person how to apply naming the id they read.
 * The CLI runs in-process (program.ts); the use cases are called directly where the CLI adds nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isExpectedId, parseExpectedId } from "../../src/core/expected-id.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { layout } from "../../src/io/data-dir.js";
import { consolidatePrompt } from "../../src/mcp/prompt.js";
import { TOOLS } from "../../src/mcp/tools.js";
import { readShippedText } from "../../src/usecases/files.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainIn, okIn } from "../helpers/in-process.js";

const TODAY = "2026-06-01";
const human = (key: string, value: string, label = "call"): Candidate => ({ key, value, provenance: "human", source: `human:${label}`, observed_date: TODAY });
const REVIEWED = [human("job-title", "Head of AI"), human("employer", "City of Utrecht"), human("city", "Utrecht")];
// What a hostile agent proposes after the operator read the review (issue 27).
const SWAPPED = [human("job-title", "Unemployed", "agent"), human("salary", "Willing to work for free", "agent")];

function dataDir(): string {
  const paths = layout(join(tempDir(), "data"));
  init({ paths, today: TODAY });
  return paths.dataDir;
}

function candidatesFile(candidates: readonly Candidate[]): string {
  const file = join(tempDir(), "candidates.json");
  writeFileSync(file, JSON.stringify(candidates));
  return file;
}

const pendingOf = (data: string) => JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as ProfileDiff;
const profileOf = (data: string) => readFileSync(join(data, "brain", "profile.md"), "utf8");

async function proposed(data: string, candidates: readonly Candidate[] = REVIEWED) {
  return okIn(data, ["--today", TODAY, "consolidate", "--propose", "--candidates", candidatesFile(candidates)]);
}

/** The command on the line after "To apply exactly this diff:" of pending-diff.md, as words. */
function reviewApplyLine(data: string): string[] {
  const md = readFileSync(join(data, "brain", "pending-diff.md"), "utf8");
  const line = /To apply exactly this diff:\n\n```sh\n(.*)\n```/.exec(md)![1]!;
  return line.split(" ");
}

describe("--expect: the id the review shows", () => {
  it.each([
    { text: "0123456789ab", ok: true },
    { text: "0123456789abcdef".repeat(4), ok: true },
    { text: "0123456789a", ok: false },
    { text: "0123456789AB", ok: false },
    { text: "0123456789ag", ok: false },
    { text: `${"0".repeat(64)}0`, ok: false },
    { text: " 0123456789ab", ok: false },
  ])("$text → ok: $ok", ({ text, ok }) => {
    if (ok) expect(parseExpectedId(text)).toBe(text);
    else expect(() => parseExpectedId(text)).toThrow(/--expect: expected the diff id the review shows \(at least 12 lowercase hex characters/);
  });

  it("names a diff by a prefix of its id", () => {
    const id = "ab".repeat(32);
    expect(isExpectedId(id, id.slice(0, 12))).toBe(true);
    expect(isExpectedId(id, id)).toBe(true);
    expect(isExpectedId(id, `${id.slice(0, 11)}c`)).toBe(false);
  });
});

describe("the printed apply command applies the diff the operator read, never one swapped in after", () => {
  it("issue 27: a batch proposed again after the review was read is refused by the review's own apply line (exit 4, both ids named, every file byte-identical)", async () => {
    const data = dataDir();
    await proposed(data);
    const read = pendingOf(data).id;
    const pasted = reviewApplyLine(data);
    expect(pasted.slice(-4)).toEqual(["--apply", "--expect", read.slice(0, 12), "--confirm"]);
    // The agent swaps the batch (MCP propose writes the same files; the CLI is the same use case).
    await proposed(data, SWAPPED);
    const swapped = pendingOf(data).id;
    const before = snapshotTree(data);
    const r = await brainIn(undefined, ["--today", TODAY, ...pasted.slice(1)]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`holds diff ${swapped.slice(0, 12)}, not ${read.slice(0, 12)} (the diff you were shown); nothing was written`);
    expect(snapshotTree(data)).toEqual(before);
    expect(profileOf(data)).not.toMatch(/Unemployed|Willing to work for free/);
  });

  it("the line applies the diff it names (the full id works too) and says which it applied", async () => {
    const data = dataDir();
    await proposed(data);
    const id = pendingOf(data).id;
    const r = await brainIn(undefined, ["--today", TODAY, ...reviewApplyLine(data).slice(1)]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^Applied diff ${id.slice(0, 12)}: `));
    expect(profileOf(data)).toContain("Head of AI");
    // Applied already: exit 0, nothing written, with the full id as --expect.
    const again = await okIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", id, "--confirm"]);
    expect(again.stdout).toContain(`Already applied: diff ${id.slice(0, 12)}`);
  });

  it("--diff defaults to the pending diff; an apply without --expect still works and names the id it applied", async () => {
    const data = dataDir();
    await proposed(data);
    const id = pendingOf(data).id;
    const r = await okIn(data, ["--today", TODAY, "--json", "consolidate", "--apply", "--confirm"]);
    expect(JSON.parse(r.stdout)).toMatchObject({ kind: "applied", id });
  });

  it("with no pending diff, --apply says so (exit 1) and names the command that proposes one", async () => {
    const data = dataDir();
    const r = await brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--confirm"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pending-diff\.json: a pending diff does not exist — propose a batch first: .* consolidate --propose --candidates '<file>'/);
  });

  it.each(["0123456789a", "ZZZZZZZZZZZZ", "0123456789AB"])("a malformed --expect (%s) is a usage error: exit 2, nothing written", async (expect_) => {
    const data = dataDir();
    await proposed(data);
    const before = snapshotTree(data);
    const r = await brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", expect_, "--confirm"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--expect: expected the diff id the review shows");
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("apply's order of checks: invalid (3), --expect mismatch (4), already applied (0), stale (4), not what the rules produce (3), missing --confirm (2)", () => {
  const OTHER = "f".repeat(12);

  it("an invalid diff is exit 3 before --expect is looked at", async () => {
    const data = dataDir();
    await proposed(data);
    const file = join(data, "brain", "pending-diff.json");
    writeFileSync(file, "{ torn");
    const r = await brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", OTHER, "--confirm"]);
    expect(r.code).toBe(3);
  });

  it("--expect mismatch (4) comes before already applied (0)", async () => {
    const data = dataDir();
    await proposed(data);
    const id = pendingOf(data).id;
    await okIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", id.slice(0, 12), "--confirm"]);
    const before = snapshotTree(data);
    const r = await brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", OTHER, "--confirm"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`holds diff ${id.slice(0, 12)}, not ${OTHER}`);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("--expect mismatch (4, its message) comes before stale (4, another message) and before a missing --confirm (2)", async () => {
    const data = dataDir();
    await proposed(data);
    const a = pendingOf(data).id;
    const copy = join(tempDir(), "a.json");
    writeFileSync(copy, readFileSync(join(data, "brain", "pending-diff.json")));
    // Another batch applied since: diff a's base is no longer the profile, and a was never applied.
    await proposed(data, SWAPPED);
    await okIn(data, ["--today", TODAY, "consolidate", "--apply", "--confirm"]);
    const before = snapshotTree(data);
    const run = (...more: string[]) => brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--diff", copy, ...more]);
    const mismatch = await run("--expect", OTHER, "--confirm");
    expect([mismatch.code, mismatch.stderr.includes(`holds diff ${a.slice(0, 12)}, not ${OTHER}`)]).toEqual([4, true]);
    const stale = await run("--expect", a.slice(0, 12), "--confirm");
    expect([stale.code, stale.stderr.includes("stale diff")]).toEqual([4, true]);
    const unconfirmed = await run("--expect", OTHER);
    expect([unconfirmed.code, unconfirmed.stderr.includes("holds diff")]).toEqual([4, true]);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("a right --expect without --confirm is the preview (exit 2), naming the pinned command", async () => {
    const data = dataDir();
    await proposed(data);
    const id = pendingOf(data).id;
    const before = snapshotTree(data);
    const preview = await brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", id.slice(0, 12)]);
    expect(preview.code).toBe(2);
    expect(preview.stderr).toContain(
      `nothing was written — to apply this diff: brain --data-dir ${data} consolidate --apply --expect ${id.slice(0, 12)} --confirm`,
    );
    expect(snapshotTree(data)).toEqual(before);
  });

  it("an edited diff with a recomputed id (not what the rules produce) is exit 3 when --expect names it", async () => {
    const data = dataDir();
    await proposed(data);
    const file = join(data, "brain", "pending-diff.json");
    const { id: _id, ...body } = pendingOf(data);
    body.additions[0]!.value = "Unemployed";
    const id = diffId(body);
    writeFileSync(file, JSON.stringify({ ...body, id }));
    const r = await brainIn(data, ["--today", TODAY, "consolidate", "--apply", "--expect", id.slice(0, 12), "--confirm"]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("expected exactly the diff the rules produce");
  });
});

describe("every line brain prints that tells a person how to apply names the id they read", () => {
  /** Every `--apply` command in `text`: each must carry `--expect <the first 12 hex of id>`. */
  function expectPinned(text: string, id: string, where: string): void {
    const lines = text.split("\n").filter((l) => l.includes("--apply"));
    expect(lines.length, `${where} prints an apply command`).toBeGreaterThan(0);
    for (const line of lines) expect(line, where).toContain(`--apply --expect ${id.slice(0, 12)} --confirm`);
  }

  it("propose, the review file, decline, retire, resolve, review (off a terminal), status and the apply preview", async () => {
    const data = dataDir();
    const p = await proposed(data, [...REVIEWED, human("job-title", "Policy Lead", "other")]);
    expectPinned(p.stdout, pendingOf(data).id, "propose");
    expectPinned(readFileSync(join(data, "brain", "pending-diff.md"), "utf8"), pendingOf(data).id, "pending-diff.md");
    const d = await okIn(data, ["--today", TODAY, "decline", "2", "--expect", pendingOf(data).id.slice(0, 12)]);
    expectPinned(d.stdout, pendingOf(data).id, "decline");
    const review = await brainIn(data, ["--today", TODAY, "review"]);
    expect(review.code).toBe(2);
    expectPinned(review.stderr, pendingOf(data).id, "review");
    expect(review.stderr).toContain(`--expect ${pendingOf(data).id.slice(0, 12)}`);
    const s = await okIn(data, ["--today", TODAY, "status"]);
    expectPinned(s.stdout, pendingOf(data).id, "status");
    const preview = await brainIn(data, ["--today", TODAY, "consolidate", "--apply"]);
    expectPinned(preview.stderr + preview.stdout, pendingOf(data).id, "the apply preview");
    await okIn(data, ["--today", TODAY, "consolidate", "--apply", "--confirm"]);
    // Two values of job-title now: resolve settles them; retire retires one.
    const facts = (JSON.parse((await okIn(data, ["show", "--json"])).stdout) as { facts: { id: string; key: string; value: string }[] }).facts;
    const title = facts.filter((f) => f.key === "job-title");
    const resolved = await okIn(data, ["--today", TODAY, "resolve", "job-title", "--keep", title[0]!.id]);
    expectPinned(resolved.stdout, pendingOf(data).id, "resolve");
    const retired = await okIn(data, ["--today", TODAY, "retire", facts.find((f) => f.key === "employer")!.id, "--reason", "left"]);
    expectPinned(retired.stdout, pendingOf(data).id, "retire");
    const status = JSON.parse((await okIn(data, ["--today", TODAY, "status", "--json"])).stdout) as {
      pending_diff: { id: string; applied: boolean; apply_command: string };
    };
    expect(status.pending_diff).toMatchObject({ id: pendingOf(data).id, applied: false });
    expectPinned(status.pending_diff.apply_command, pendingOf(data).id, "status --json");
  });

  it("status says when the pending diff was applied already, and prints no apply command then", async () => {
    const data = dataDir();
    await proposed(data);
    await okIn(data, ["--today", TODAY, "consolidate", "--apply", "--confirm"]);
    const s = await okIn(data, ["--today", TODAY, "status"]);
    expect(s.stdout).toContain(`pending diff:      ${pendingOf(data).id} (already applied)`);
    expect(s.stdout).not.toContain("--apply");
  });

  it("the plugin's commands, the MCP guidance and the docs never show an apply without --expect", () => {
    const texts: [string, string][] = [
      ...readdirSync(join(ROOT, "hooks", "commands")).map((n): [string, string] => [`hooks/commands/${n}`, readShippedText(`hooks/commands/${n}`)]),
      ["the consolidate prompt", consolidatePrompt()],
      ...TOOLS.map((t): [string, string] => [`tool ${t.name}`, t.description]),
      ...["README.md", "docs/cli.md", "docs/consolidation-loop.md", "docs/plugin.md", "docs/mcp.md", "docs/security.md"].map((f): [string, string] => [
        f,
        readFileSync(join(ROOT, f), "utf8"),
      ]),
    ];
    for (const [where, text] of texts) {
      for (const line of text.split("\n")) {
        // A command line that applies (`brain … consolidate --apply … --confirm`), not a mention of the concept.
        if (/brain\b[^`]*consolidate --apply\b.*--confirm/.test(line)) expect(line, where).toMatch(/--expect/);
      }
    }
  });
});

describe("decline --expect: its indexes are those of the batch the operator read", () => {
  it("a batch proposed again since is refused: exit 4 naming both ids, nothing declined, every file byte-identical", async () => {
    const data = dataDir();
    await proposed(data);
    const read = pendingOf(data).id;
    await proposed(data, SWAPPED);
    const swapped = pendingOf(data).id;
    const before = snapshotTree(data);
    const r = await brainIn(data, ["--today", TODAY, "decline", "1", "--reason", "not my employer", "--expect", read.slice(0, 12)]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`holds diff ${swapped.slice(0, 12)}, not ${read.slice(0, 12)} (the diff you were shown); nothing was declined`);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("the batch it names is declined; a malformed --expect is exit 2", async () => {
    const data = dataDir();
    await proposed(data);
    const read = pendingOf(data).id;
    const r = await okIn(data, ["--today", TODAY, "decline", "1", "--expect", read]);
    expect(r.stdout).toContain("Declined: #1.");
    expect(pendingOf(data).declined).toEqual([{ candidate: 1, remember: { key: "employer", value: "city of utrecht" } }]);
    const bad = await brainIn(data, ["--today", TODAY, "decline", "0", "--expect", "nope"]);
    expect(bad.code).toBe(2);
  });

  it("decline use case with expectedId: the same refusal in-process (what brain review relies on)", async () => {
    const paths = layout(dataDir());
    const o = { paths, today: TODAY, now: new Date() };
    const first = await propose({ ...o, candidatesFile: "c", candidates: REVIEWED });
    const second = await propose({ ...o, candidatesFile: "c", candidates: SWAPPED });
    const { decline } = await import("../../src/usecases/decline.js");
    await expect(decline({ ...o, indexes: [0], expectedId: first.id })).rejects.toMatchObject({ code: "STALE_DIFF" });
    await expect(decline({ ...o, indexes: [0], expectedId: second.id.slice(0, 12) })).resolves.toMatchObject({ declined: [{ candidate: 0 }] });
  });
});
