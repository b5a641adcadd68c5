/**
 * `brain consolidate --what-if` through the CLI, in-process (test/helpers/in-process.ts): the example's two sessions applied, then
 * an alternative config (and rules folder) compared with what is in force — today and replayed over
 * every applied batch — without writing anything.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { DIFF_FORMAT } from "../../src/diff/diff-format.js";
import { EXAMPLE, ROOT, snapshotTree, tempDir, type RunResult } from "../helpers/cli.js";
import { expectUserError, STACK_LINE } from "../helpers/expect.js";
import { goldenCopy } from "../helpers/golden.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

interface Decided {
  outcome: string;
  rule: string | null;
}
interface WhatIf {
  changed: string[];
  today: { promotions: { gained: string[]; lost: string[] }; staleFlags: { gained: string[]; lost: string[] }; belowThreshold: string[] };
  replay: {
    diff: string;
    today: string;
    candidates: { candidate: number; from: Decided; to: Decided }[];
    facts: { id: string; from: Decided; to: Decided }[];
  }[];
  skipped: { diff: string; reason: string }[];
}

const id = (key: string) => mintEntityId({ kind: "observed", key });
const NONE: Decided = { outcome: "none", rule: null };
const PROMOTE: Decided = { outcome: "promote", rule: "promote-on-evidence" };

/** The applies in history.jsonl, oldest first: diff id and archived batch. */
const applies = (data: string) =>
  readFileSync(join(data, "brain", "history.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { op: string; diff: string; batch?: string })
    .filter((e) => e.op === "apply");

/** Runs brain and asserts that nothing under the data dir (config, rules, brain/, ingest/) changed. */
function readOnly(data: string, args: string[]): RunResult {
  const before = snapshotTree(data);
  const r = brain(data, args);
  expect(snapshotTree(data)).toEqual(before);
  expect(r.stderr).not.toMatch(STACK_LINE);
  return r;
}

const whatIf = (data: string, args: string[]): WhatIf => {
  const r = readOnly(data, ["consolidate", "--what-if", ...args, "--json"]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as WhatIf;
};

/** Both sessions of docs/example applied: 2026-03-01 (candidates-1) and 2026-06-01 (candidates-2). */
function twoApplies(): string {
  // The golden data dir (test/helpers/golden.ts).
  return goldenCopy("both-sessions-applied");
}

const SIDE_PROJECTS = `
  - name: reject-side-projects
    description: Side projects are not part of this profile.
    priority: 96
    conditions:
      all:
        - { fact: candidate, path: key, operator: equal, value: side-project }
    event: { type: reject, params: { reason: "side projects are kept out of this profile" } }
`;

/** An alternative beside the data dir: try.config.yaml (threshold 2, decay 30, rules: my-rules) and my-rules/ with one rule more. */
function alternative(): { dir: string; config: string; rules: string } {
  const dir = tempDir("brain-alt-");
  const rules = join(dir, "my-rules");
  mkdirSync(rules);
  writeFileSync(join(rules, "candidate.yaml"), readFileSync(join(ROOT, "rules", "candidate.yaml"), "utf8") + SIDE_PROJECTS);
  copyFileSync(join(ROOT, "rules", "fact.yaml"), join(rules, "fact.yaml"));
  const config = join(dir, "try.config.yaml");
  writeFileSync(config, "promoteThreshold: 2\ndecayDays: 30\nrules: my-rules\n");
  return { dir, config, rules };
}

let base: string;
let alt: ReturnType<typeof alternative>;
let d1: string;
let d2: string;
beforeAll(() => {
  base = twoApplies();
  alt = alternative();
  [d1, d2] = applies(base).map((e) => e.diff) as [string, string];
}, 60_000);

/** A copy of the two-apply data dir to change (the archive paths are relative, so a copy works the same). */
function copyOfBase(): string {
  const data = tempDir();
  cpSync(base, data, { recursive: true });
  return data;
}

describe("brain consolidate --what-if --with-config", () => {
  it("threshold 2, decay 30 and a custom rule: today's promotions and stale flags, and each past batch replayed", () => {
    expect(whatIf(base, ["--with-config", alt.config, "--today", "2026-07-15"])).toEqual({
      changed: ["promoteThreshold", "decayDays", "rules"],
      today: {
        // recurring-topic has two sources: promoted at 2 (promotion outranks its stale flag).
        promotions: { gained: [id("recurring-topic")], lost: [] },
        // Unseen for more than 30 days on 2026-07-15; side-project (unseen since January) is flagged under both.
        // location: Rotterdam stands beside the seed "Rotterdam, NL" (a seed counts in conflicts), so its id is a conflict's.
        staleFlags: { gained: [id("job-title"), "259f0ca2e5f3", "1a03097e4f89", "e7f5b711ac62"].sort(), lost: [] },
        belowThreshold: [],
      },
      replay: [
        {
          diff: d1,
          today: "2026-03-01",
          // candidate 2 of candidates-1.json is the side project.
          candidates: [{ candidate: 2, from: { outcome: "add", rule: "add-new-key" }, to: { outcome: "reject", rule: "reject-side-projects" } }],
          facts: [
            { id: id("job-title"), from: NONE, to: PROMOTE },
            { id: id("primary-expertise"), from: NONE, to: PROMOTE },
          ].sort((a, b) => a.id.localeCompare(b.id)),
        },
        { diff: d2, today: "2026-06-01", candidates: [], facts: [{ id: id("recurring-topic"), from: NONE, to: PROMOTE }] },
      ],
      skipped: [],
      warnings: [],
    });
  });

  it("the stale flags gained are the preferred-format facts (ids minted for a conflict)", () => {
    const facts = (JSON.parse(ok(base, ["show", "--json", "--all"]).stdout) as { facts: { id: string; key: string }[] }).facts;
    expect(
      facts
        .filter((f) => f.key === "preferred-format")
        .map((f) => f.id)
        .sort(),
    ).toEqual(["1a03097e4f89", "e7f5b711ac62"]);
  });

  it("a raised threshold lists the static facts below it (never a seed) and demotes nothing; a longer decay loses a flag", () => {
    writeFileSync(join(alt.dir, "four.config.yaml"), "promoteThreshold: 4\ndecayDays: 200\n");
    const r = whatIf(base, ["--with-config", join(alt.dir, "four.config.yaml"), "--today", "2026-07-15"]);
    // primary-expertise was promoted with 3 sources; the seeds (name, location, languages) have 1 each and are not listed.
    expect(r.today).toEqual({
      promotions: { gained: [], lost: [] },
      staleFlags: { gained: [], lost: [id("side-project")] },
      belowThreshold: [id("primary-expertise")],
    });
    // Replayed at 4 and 200 days, primary-expertise (3 sources after the second batch) is no longer promoted and
    // side-project (unseen for 142 days on 2026-06-01) no longer flagged; the first batch changes nothing.
    expect(r.replay.map((x) => x.facts)).toEqual([
      [],
      [
        { id: id("primary-expertise"), from: PROMOTE, to: NONE },
        { id: id("side-project"), from: { outcome: "decay-flag", rule: "flag-stale" }, to: NONE },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    ]);
    const shown = JSON.parse(ok(base, ["show", "--json"]).stdout) as { facts: { id: string; layer: string }[] };
    expect(shown.facts.find((f) => f.id === id("primary-expertise"))!.layer).toBe("static");
  });

  it("--with-rules alone keeps the config in force and swaps only the rules", () => {
    const r = whatIf(base, ["--with-rules", alt.rules, "--today", "2026-07-15"]);
    expect(r.today).toEqual({ promotions: { gained: [], lost: [] }, staleFlags: { gained: [], lost: [] }, belowThreshold: [] });
    expect(r.replay.map((x) => [x.diff, x.candidates, x.facts])).toEqual([
      [d1, [{ candidate: 2, from: { outcome: "add", rule: "add-new-key" }, to: { outcome: "reject", rule: "reject-side-projects" } }], []],
      [d2, [], []],
    ]);
  });

  it("prints the comparison for people", () => {
    const r = readOnly(base, ["consolidate", "--what-if", "--with-config", alt.config, "--today", "2026-07-15"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("# What if — nothing was written\n");
    expect(r.stdout).toContain("--with-config changes promoteThreshold, decayDays, rules (laid over the config in force; everything else stays).\n");
    expect(r.stdout).toContain(`- promotions gained:\n  - ${id("recurring-topic")} (recurring-topic: Algorithm registers)\n- promotions lost: none\n`);
    expect(r.stdout).toContain(`  - ${id("job-title")} (job-title: Head of AI, City of Rotterdam)\n`);
    expect(r.stdout).toContain("## Past batches (2 replayed, 0 skipped)\n");
    // Each id with its key and value as that batch left it (job-title held another value before the second batch superseded it;
    // today it is listed with the value it holds now).
    expect(r.stdout).toContain(
      `### diff ${d1.slice(0, 12)} (2026-03-01)\n\n` +
        "- candidate 2 (side-project: Open-source toolkit that turns a spreadsheet into a pub…): add (add-new-key) → reject (reject-side-projects)\n" +
        `- fact ${id("primary-expertise")} (primary-expertise: AI governance in the public sector): none → promote (promote-on-evidence)\n` +
        `- fact ${id("job-title")} (job-title: Policy Lead for AI, City of Rotterdam): none → promote (promote-on-evidence)\n`,
    );
    // --json carries exactly the documented keys.
    expect(Object.keys(whatIf(base, ["--with-config", alt.config]))).toEqual(["changed", "today", "replay", "skipped", "warnings"]);
  });
});

describe("--with-config is laid over the config in force", () => {
  it("a file holding only promoteThreshold keeps the multiValued, decayDays and rules in force, and names only what it changes", () => {
    const data = copyOfBase();
    writeFileSync(join(data, "brain.config.yaml"), "decayDays: 30\nmultiValued: [languages, preferred-format]\nnudge: { minNewPublished: 5 }\n");
    const only = join(tempDir(), "only-threshold.yaml");
    writeFileSync(only, "promoteThreshold: 2\n");
    const overlaid = whatIf(data, ["--with-config", only, "--today", "2026-07-15"]);
    expect(overlaid.changed).toEqual(["promoteThreshold"]);
    // Nothing but the threshold differs: decayDays 30 stays, so no stale flag is gained; the only one
    // lost is the fact the lower threshold promotes (a promotion outranks its stale flag).
    expect(overlaid.today.promotions.gained).toEqual([id("recurring-topic")]);
    expect(overlaid.today.staleFlags).toEqual({ gained: [], lost: [id("recurring-topic")] });
  });

  it("a map is laid over field by field, a list replaces a list", () => {
    const data = copyOfBase();
    writeFileSync(join(data, "brain.config.yaml"), "multiValued: [languages, preferred-format]\nnudge: { minNewPublished: 5, minDaysSinceRun: 3 }\n");
    const alt2 = join(tempDir(), "alt.yaml");
    writeFileSync(alt2, "multiValued: [languages]\nnudge: { minDaysSinceRun: 10 }\n");
    expect(whatIf(data, ["--with-config", alt2, "--today", "2026-07-15"]).changed).toEqual(["nudge.minDaysSinceRun", "multiValued"]);
  });
});

describe("what is replayed and what is skipped", () => {
  it("a rolled-back apply is not replayed", () => {
    const data = copyOfBase();
    const batch = join(tempDir(), "c3.json");
    writeFileSync(
      batch,
      JSON.stringify([{ key: "side-project", value: "A podcast", provenance: "human", source: "human:call-2026-06-10", observed_date: "2026-06-10" }]),
    );
    ok(data, ["consolidate", "--propose", "--candidates", batch, "--today", "2026-06-10"]);
    ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", "2026-06-10"]);
    const d3 = applies(data)[2]!.diff;
    // Applied, the third batch is replayed (its side-project value is rejected by the custom rule)...
    expect(whatIf(data, ["--with-config", alt.config, "--today", "2026-06-10"]).replay.map((x) => x.diff)).toEqual([d1, d2, d3]);
    ok(data, ["rollback", "--confirm", "--today", "2026-06-10"]);
    // ...rolled back, it is not.
    const r = whatIf(data, ["--with-config", alt.config, "--today", "2026-06-10"]);
    expect(r.replay.map((x) => x.diff)).toEqual([d1, d2]);
    expect(r.skipped).toEqual([]);
  });

  it("an apply recorded by an earlier version (no batch in its history line) is skipped", () => {
    const data = copyOfBase();
    const history = join(data, "brain", "history.jsonl");
    const lines = readFileSync(history, "utf8").split("\n");
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    delete first.batch;
    lines[0] = JSON.stringify(first);
    writeFileSync(history, lines.join("\n"));
    const r = whatIf(data, ["--with-config", alt.config, "--today", "2026-07-15"]);
    expect(r.skipped).toEqual([{ diff: d1, reason: "applied by an earlier version of brain: its batch was never archived" }]);
    expect(r.replay.map((x) => x.diff)).toEqual([d2]);
  });

  it("an apply whose archived batch was deleted is skipped, naming the file", () => {
    const data = copyOfBase();
    const batch = applies(data)[1]!.batch!;
    rmSync(join(data, "brain", "batches", `${batch}.json`));
    const r = whatIf(data, ["--with-config", alt.config, "--today", "2026-07-15"]);
    expect(r.skipped).toEqual([{ diff: d2, reason: `its batch brain/batches/${batch}.json is missing` }]);
    expect(r.replay.map((x) => x.diff)).toEqual([d1]);
    const text = readOnly(data, ["consolidate", "--what-if", "--with-config", alt.config, "--today", "2026-07-15"]).stdout;
    expect(text).toContain(`## Past batches (1 replayed, 1 skipped)\n`);
    expect(text).toContain(`- skipped diff ${d2.slice(0, 12)}: its batch brain/batches/${batch}.json is missing`);
  });

  it("with nothing applied, only today is compared", () => {
    const data = tempDir();
    ok(data, ["init", "--from", join(EXAMPLE, "fields.yaml"), "--today", "2026-03-01"]);
    expect(whatIf(data, ["--with-config", alt.config, "--today", "2026-03-01"])).toEqual({
      changed: ["promoteThreshold", "decayDays", "rules"],
      today: { promotions: { gained: [], lost: [] }, staleFlags: { gained: [], lost: [] }, belowThreshold: [] },
      replay: [],
      skipped: [],
      warnings: [],
    });
  });
});

describe("--what-if refuses what it cannot compare, changing nothing", () => {
  it("without --with-config or --with-rules: exit 2", () => {
    const r = readOnly(base, ["consolidate", "--what-if"]);
    expectUserError(r, 2);
    expect(r.stderr).toContain("--what-if: needs --with-config <file> or --with-rules <dir>");
  });

  it("--with-config with --propose: exit 2", () => {
    const r = readOnly(base, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-2.json"), "--with-config", alt.config]);
    expectUserError(r, 2);
    expect(r.stderr).toContain("--with-config: not used with --propose");
  });

  it("an invalid alternative config: exit 3 naming the file and the pointer", () => {
    const bad = join(alt.dir, "typo.config.yaml");
    writeFileSync(bad, "promoteTreshold: 2\n");
    const r = readOnly(base, ["consolidate", "--what-if", "--with-config", bad]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(`${bad}: /promoteTreshold: is not an allowed property`);
  });

  it("an alternative rules folder that does not load: exit 3 naming the rule file", () => {
    const broken = join(alt.dir, "broken-rules");
    mkdirSync(broken);
    writeFileSync(
      join(broken, "candidate.yaml"),
      "version: 1\nscope: candidate\nrules:\n  - { name: x, priority: 1, conditions: { all: [{ fact: key, path: sameValeu, operator: equal, value: true }] }, event: { type: add } }\n",
    );
    const r = readOnly(base, ["consolidate", "--what-if", "--with-rules", broken]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(join(broken, "candidate.yaml"));
    expect(r.stderr).toContain('got "sameValeu"');
  });

  it("an alternative rule set that cannot classify a past candidate: exit 3 naming the archived batch and the candidate", () => {
    const partial = join(alt.dir, "partial-rules");
    mkdirSync(partial);
    // Only new keys are classified: the first batch's second sighting of primary-expertise falls through.
    writeFileSync(
      join(partial, "candidate.yaml"),
      "version: 1\nscope: candidate\nrules:\n  - { name: reject-ai, priority: 2, conditions: { all: [{ fact: candidate, path: provenance, operator: equal, value: ai-draft }] }, event: { type: reject } }\n  - { name: add-only, priority: 1, conditions: { all: [{ fact: key, path: activeFacts, operator: equal, value: 0 }] }, event: { type: add } }\n",
    );
    const r = readOnly(base, ["consolidate", "--what-if", "--with-rules", partial]);
    expectUserError(r, 3);
    const batch = applies(base)[0]!.batch!;
    expect(r.stderr).toContain(`${join(base, "brain", "batches", `${batch}.json`)}: /3: no rule classifies candidate /3 (key "primary-expertise"`);
  });

  it("a --with-rules folder that does not exist: exit 1 naming it", () => {
    const r = readOnly(base, ["consolidate", "--what-if", "--with-rules", join(alt.dir, "nope")]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(`${join(alt.dir, "nope")}: the rules folder does not exist — check --with-rules`);
  });
});

/**
 * The data dir as an earlier version of brain left it: every applied diff archived in format 1,
 * i.e. without `format` (and so under another id), the history and the sidecar naming those ids.
 */
function archivedInFormatOne(): { data: string; ids: Map<string, string> } {
  const data = copyOfBase();
  const brainDir = join(data, "brain");
  const ids = new Map<string, string>();
  for (const { diff } of applies(data)) {
    const file = join(brainDir, "applied", `${diff}.json`);
    const { id: _id, format, ...body } = JSON.parse(readFileSync(file, "utf8")) as ProfileDiff;
    expect(format).toBe(DIFF_FORMAT);
    const old = diffId(body);
    writeFileSync(join(brainDir, "applied", `${old}.json`), `${JSON.stringify({ ...body, id: old })}\n`);
    rmSync(file);
    ids.set(diff, old);
  }
  const rename = (text: string) => [...ids].reduce((t, [now, old]) => t.replaceAll(now, old), text);
  for (const name of ["history.jsonl", "consolidation-state.json"]) {
    writeFileSync(join(brainDir, name), rename(readFileSync(join(brainDir, name), "utf8")));
  }
  return { data, ids };
}

describe("applied diffs of an earlier format (no `format`) are still read", () => {
  it("--what-if replays them exactly as it replays the current format", () => {
    const { data, ids } = archivedInFormatOne();
    const now = whatIf(base, ["--with-config", alt.config, "--today", "2026-07-15"]);
    const then = whatIf(data, ["--with-config", alt.config, "--today", "2026-07-15"]);
    expect(then.skipped).toEqual([]);
    expect(then).toEqual({ ...now, replay: now.replay.map((r) => ({ ...r, diff: ids.get(r.diff) })) });
  });

  it("explain tells the same story from them, naming their own ids", () => {
    const { data, ids } = archivedInFormatOne();
    const story = (dir: string) => JSON.parse(readOnly(dir, ["explain", id("primary-expertise"), "--json"]).stdout) as { events: { diff: string | null }[] };
    const now = story(base);
    expect(now.events.filter((e) => e.diff !== null).length).toBeGreaterThan(1);
    expect(story(data)).toEqual({ ...now, events: now.events.map((e) => ({ ...e, diff: e.diff === null ? null : ids.get(e.diff) })) });
  });

  it("validate accepts the data dir", () => {
    const { data } = archivedInFormatOne();
    const r = readOnly(data, ["validate"]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });
});
