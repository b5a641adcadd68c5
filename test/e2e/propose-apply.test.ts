import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { schemas } from "../../src/io/schemas.js";
import { brain, EXAMPLE, ROOT, snapshotTree, tempDir, type RunResult } from "../helpers/cli.js";
import { STACK_LINE, expectUserError, ok } from "../helpers/expect.js";

const FIELDS = join(EXAMPLE, "fields.yaml");
const C1 = join(EXAMPLE, "candidates-1.json");
const C2 = join(EXAMPLE, "candidates-2.json");
const post = (name: string) => join(EXAMPLE, "posts", name);

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

const paths = (data: string) => ({
  profile: join(data, "brain", "profile.md"),
  pendingJson: join(data, "brain", "pending-diff.json"),
  pendingMd: join(data, "brain", "pending-diff.md"),
  history: join(data, "brain", "history.jsonl"),
  state: join(data, "brain", "consolidation-state.json"),
  backups: join(data, "brain", "backups"),
});

const readDiff = (file: string) => JSON.parse(readFileSync(file, "utf8")) as ProfileDiff;
const readHistory = (data: string) =>
  readFileSync(paths(data).history, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const showAll = (data: string) => (JSON.parse(ok(data, ["show", "--json", "--all"]).stdout) as { facts: Fact[] }).facts;

/** Session 1 of the example up to (not including) propose: seeded profile, two posts ingested. */
function session1(config?: string): string {
  const data = tempDir();
  if (config !== undefined) writeFileSync(join(data, "brain.config.yaml"), config);
  ok(data, ["init", "--from", FIELDS, "--today", "2026-03-01"]);
  ok(data, ["ingest", post("2026-01-10-municipal-ai-register.md"), "--date", "2026-01-10", "--today", "2026-03-01"]);
  ok(data, ["ingest", post("2026-02-14-why-registers-matter.md"), "--date", "2026-02-14", "--today", "2026-03-01"]);
  return data;
}

const propose = (data: string, candidates: string, today: string) => ok(data, ["consolidate", "--propose", "--candidates", candidates, "--today", today]);
const apply = (data: string, diff: string, today: string, confirm = true) =>
  brain(data, ["consolidate", "--apply", "--diff", diff, ...(confirm ? ["--confirm"] : []), "--today", today]);

// The pending-diff.md section for each list of the diff, in the order the contract names them.
const SECTIONS: [string, (d: ProfileDiff) => unknown[]][] = [
  ["Additions", (d) => d.additions],
  ["Evidence bumps", (d) => d.evidenceBumps],
  ["Promotions", (d) => d.promotions],
  ["Conflicts", (d) => d.conflicts],
  ["Supersessions", (d) => d.supersedes],
  ["Stale facts", (d) => d.staleFlags],
  ["Rejected", (d) => d.rejected],
];

function expectOnlyNonEmptySections(md: string, diff: ProfileDiff): void {
  const present: string[] = [];
  for (const [title, list] of SECTIONS) {
    expect(md.includes(`\n## ${title}\n`), title).toBe(list(diff).length > 0);
    if (list(diff).length > 0) present.push(title);
  }
  const order = present.map((t) => md.indexOf(`\n## ${t}\n`));
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

describe("brain consolidate --propose", () => {
  let data: string;
  let before: Record<string, string>;
  let profileBytes: Buffer;
  let r: RunResult;
  beforeAll(() => {
    data = session1();
    before = snapshotTree(data);
    profileBytes = readFileSync(paths(data).profile);
    r = propose(data, C1, "2026-03-01");
  });

  it("writes brain/pending-diff.{md,json}, prints both paths and a one-line summary", () => {
    const p = paths(data);
    expect(r.stdout).toContain(`Wrote ${p.pendingMd}`);
    expect(r.stdout).toContain(`Wrote ${p.pendingJson}`);
    // candidates-1: three keys seen for the first time, two repeats from a second post, one ai-draft.
    expect(r.stdout).toMatch(/^3 additions, 2 evidence bumps, 0 promotions, 0 conflicts, 0 supersessions, 0 retirements, 0 stale flags, 1 rejected, .*\.$/m);
    expect(r.stderr).toBe("");
  });

  it("never touches profile.md; only the two pending files are new", () => {
    expect(readFileSync(paths(data).profile).equals(profileBytes)).toBe(true);
    const after = snapshotTree(data);
    expect(Object.keys(after).filter((k) => !(k in before)).sort()).toEqual(["brain/pending-diff.json", "brain/pending-diff.md"]);
    for (const [k, v] of Object.entries(before)) expect(after[k], k).toBe(v);
  });

  it("pending-diff.json is valid against diff.schema.json, based on the profile's bytes, with a content id", () => {
    const diff = readDiff(paths(data).pendingJson);
    const v = schemas().validate<ProfileDiff>("diff", diff, "pending-diff.json");
    expect(v.ok ? [] : v.issues).toEqual([]);
    expect(diff.base).toBe(sha256(profileBytes));
    expect(diff.id).toBe(diffId(diff));
    expect(diff.today).toBe("2026-03-01");
    expect(diff.additions.map((a) => a.key).sort()).toEqual(["job-title", "primary-expertise", "side-project"]);
    expect(diff.evidenceBumps.map((b) => [b.key, b.evidence_before, b.evidence_after])).toEqual([
      ["primary-expertise", 1, 2],
      ["job-title", 1, 2],
    ]);
    expect(diff.rejected.map((x) => x.provenance)).toEqual(["ai-draft"]);
  });

  it("pending-diff.md has a header and only the non-empty sections", () => {
    const md = readFileSync(paths(data).pendingMd, "utf8");
    const diff = readDiff(paths(data).pendingJson);
    expect(md).toContain(diff.id.slice(0, 12));
    expect(md).toContain("2026-03-01");
    expectOnlyNonEmptySections(md, diff);
    expect(md).toContain(`consolidate --apply --diff ${paths(data).pendingJson} --confirm`);
  });

  it("the same inputs give byte-identical pending files", () => {
    const p = paths(data);
    const first = [readFileSync(p.pendingJson), readFileSync(p.pendingMd)];
    propose(data, C1, "2026-03-01");
    expect(readFileSync(p.pendingJson).equals(first[0]!)).toBe(true);
    expect(readFileSync(p.pendingMd).equals(first[1]!)).toBe(true);
  });

  it("invalid candidates → exit 3 naming the file and pointer; the pending files stay as they were", () => {
    const bad = join(tempDir(), "candidates.json");
    writeFileSync(bad, JSON.stringify([{ key: "k", value: "v", provenance: "rumour", source: "s", observed_date: "2026-03-01" }]));
    const snap = snapshotTree(data);
    const res = brain(data, ["consolidate", "--propose", "--candidates", bad]);
    expectUserError(res, 3);
    expect(res.stderr).toContain(`${bad}: /0/provenance: `);
    expect(snapshotTree(data)).toEqual(snap);
  });
});

describe("brain consolidate --apply", () => {
  const CONFIG = "nudge:\n  minNewPublished: 3\n";
  let data: string;
  let oldProfile: Buffer;
  let diff: ProfileDiff;

  beforeAll(() => {
    data = session1(CONFIG);
    propose(data, C1, "2026-03-01");
    oldProfile = readFileSync(paths(data).profile);
    diff = readDiff(paths(data).pendingJson);
  });

  it("without --confirm → exit 2, shows the diff, writes nothing", () => {
    const before = snapshotTree(data);
    const r = apply(data, paths(data).pendingJson, "2026-03-01", false);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("## Additions");
    expect(r.stderr).toContain("--confirm");
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("with --confirm: profile updated, backup of the old profile, a history line, the sidecar", () => {
    const p = paths(data);
    const r = apply(data, p.pendingJson, "2026-03-05");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Applied diff ${diff.id.slice(0, 12)}`);
    const newProfile = readFileSync(p.profile);
    expect(newProfile.equals(oldProfile)).toBe(false);
    const ids = new Set(showAll(data).map((f) => f.id));
    for (const a of diff.additions) expect(ids.has(a.id), a.key).toBe(true);

    const backups = readdirSync(p.backups);
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(p.backups, backups[0]!)).equals(oldProfile)).toBe(true);

    const history = readHistory(data);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ op: "apply", diff: diff.id, base: sha256(oldProfile), result: sha256(newProfile), today: "2026-03-05" });
    expect(history[0]!.backup).toBe(`backups/${backups[0]}`);

    const state = JSON.parse(readFileSync(p.state, "utf8")) as unknown;
    expect(state).toEqual({
      last_run: "2026-03-05",
      published_count: readdirSync(join(data, "ingest", "published")).length,
      last_diff: diff.id,
      // minNewPublished from brain.config.yaml, minDaysSinceRun resolved to its default.
      nudge: { minNewPublished: 3, minDaysSinceRun: 1 },
    });
    expect((state as { published_count: number }).published_count).toBe(2);
  });

  it("re-applying the same diff → exit 0 'already applied', nothing written", () => {
    const before = snapshotTree(data);
    const r = apply(data, paths(data).pendingJson, "2026-03-06");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.toLowerCase()).toContain("already applied");
    expect(snapshotTree(data)).toEqual(before);
  });
});

describe("apply refuses stale and tampered diffs, checking invalid (3) > stale (4) > missing --confirm (2)", () => {
  let data: string;
  let dir: string;
  const f = (name: string) => join(dir, name);

  beforeAll(() => {
    data = session1();
    dir = tempDir();
    propose(data, C1, "2026-03-01");
    copyFileSync(paths(data).pendingJson, f("stale.json"));
    // Another diff against the same base is applied first, so the copy above is now stale.
    const first = (JSON.parse(readFileSync(C1, "utf8")) as unknown[]).slice(0, 1);
    writeFileSync(f("other-candidates.json"), JSON.stringify(first));
    propose(data, f("other-candidates.json"), "2026-03-01");
    expect(apply(data, paths(data).pendingJson, "2026-03-01").code).toBe(0);
    propose(data, C1, "2026-03-01");
    copyFileSync(paths(data).pendingJson, f("fresh.json"));
    for (const name of ["stale", "fresh"]) {
      const d = readDiff(f(`${name}.json`));
      d.additions[0]!.value = "Something the rules never said";
      writeFileSync(f(`${name}-tampered.json`), JSON.stringify(d, null, 2));
    }
  });

  it.each([
    { name: "tampered and stale, no --confirm", file: "stale-tampered.json", confirm: false, code: 3, says: "/id: " },
    { name: "tampered and stale, --confirm", file: "stale-tampered.json", confirm: true, code: 3, says: "/id: " },
    { name: "tampered but fresh, --confirm", file: "fresh-tampered.json", confirm: true, code: 3, says: "/id: " },
    { name: "stale, no --confirm", file: "stale.json", confirm: false, code: 4, says: "stale" },
    { name: "stale, --confirm", file: "stale.json", confirm: true, code: 4, says: "stale" },
    { name: "fresh, no --confirm", file: "fresh.json", confirm: false, code: 2, says: "--confirm" },
  ])("$name → exit $code, nothing written", ({ file, confirm, code, says }) => {
    const before = snapshotTree(data);
    const r = apply(data, f(file), "2026-03-02", confirm);
    expect(r.code, r.stderr).toBe(code);
    expect(r.stderr).toContain(says);
    if (code !== 2) expect(r.stderr).toContain(f(file));
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("the untampered fresh diff still applies", () => {
    expect(apply(data, f("fresh.json"), "2026-03-02").code).toBe(0);
  });
});

describe("applying an empty diff", () => {
  it("leaves profile.md untouched but is recorded in the history and the sidecar", () => {
    const data = tempDir();
    ok(data, ["init"]);
    const empty = join(tempDir(), "candidates.json");
    writeFileSync(empty, "[]");
    propose(data, empty, "2026-03-01");
    const diff = readDiff(paths(data).pendingJson);
    const md = readFileSync(paths(data).pendingMd, "utf8");
    for (const [title] of SECTIONS) expect(md).not.toContain(`## ${title}`);
    expect(md).toContain("Nothing in the profile would change");
    const profile = readFileSync(paths(data).profile);
    const r = apply(data, paths(data).pendingJson, "2026-03-01");
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(paths(data).profile).equals(profile)).toBe(true);
    expect(readdirSync(paths(data).backups)).toEqual([]);
    const history = readHistory(data);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ op: "apply", diff: diff.id, base: sha256(profile), result: sha256(profile), backup: null });
    expect(JSON.parse(readFileSync(paths(data).state, "utf8"))).toMatchObject({ last_run: "2026-03-01", last_diff: diff.id, published_count: 0 });
  });
});

describe("the loop twice on docs/example (2026-03-01, then 2026-06-01)", () => {
  let data: string;
  let second: ProfileDiff;
  let secondMd: string;
  let beforeSecondApply: Fact[];

  beforeAll(() => {
    data = session1();
    propose(data, C1, "2026-03-01");
    expect(apply(data, paths(data).pendingJson, "2026-03-01").code).toBe(0);
    ok(data, ["ingest", post("2026-05-20-workshop-format.md"), "--date", "2026-05-20", "--today", "2026-06-01"]);
    ok(data, ["ingest", post("2026-05-28-written-guidance.md"), "--date", "2026-05-28", "--today", "2026-06-01"]);
    ok(data, ["ingest", join(EXAMPLE, "notes", "2026-06-01-call.md"), "--into", "notes", "--provenance", "human", "--date", "2026-06-01", "--today", "2026-06-01"]);
    propose(data, C2, "2026-06-01");
    second = readDiff(paths(data).pendingJson);
    secondMd = readFileSync(paths(data).pendingMd, "utf8");
    beforeSecondApply = showAll(data);
  });

  it("classifies every candidate of candidates-2 as the rules say", () => {
    // By index: 0 same value, new post → bump; 1 the same post again → duplicate; 2 names the live
    // job-title in supersedes → supersede; 3 new key → add; 4 another value for it → conflict;
    // 5 new key → add; 6 same value modulo case, new post → bump; 7 "Location" has only a seed → add;
    // 8 ai-draft → reject.
    const byCandidate = second.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate, t.outcome]);
    expect(byCandidate).toEqual([
      [0, "bump"],
      [1, "duplicate"],
      [2, "supersede"],
      [3, "add"],
      [4, "conflict"],
      [5, "add"],
      [6, "bump"],
      [7, "add"],
      [8, "reject"],
    ]);
    expect(second.duplicates.map((d) => d.candidate)).toEqual([1]);
    expect(second.rejected.map((d) => [d.candidate, d.key])).toEqual([[8, "tone"]]);
  });

  it("promotes the fact that reached promoteThreshold distinct sources", () => {
    const pe = beforeSecondApply.find((f) => f.key === "primary-expertise")!;
    expect(pe.evidence_count).toBe(second.config.promoteThreshold - 1);
    expect(second.promotions).toEqual([{ id: pe.id, key: "primary-expertise", value: pe.value, evidence_count: second.config.promoteThreshold }]);
  });

  it("keeps both values of a conflict and lists the pair", () => {
    expect(second.conflicts).toHaveLength(1);
    const c = second.conflicts[0]!;
    expect(c.key).toBe("preferred-format");
    const [existing, incoming] = [c.existing[0]!, c.incoming[0]!];
    expect([c.existing.length, c.incoming.length]).toEqual([1, 1]);
    expect(existing.value).toBe("Small-group workshops on one real system each");
    expect(incoming.value).toBe("Short written guidance teams follow on their own");
    expect(second.additions.find((a) => a.id === incoming.id)!.conflict).toBe(true);
    expect(secondMd).toContain("| key | existing | incoming |");
    expect(secondMd).toContain(`| preferred-format | ${existing.value} \`${existing.id}\` | ${incoming.value} \`${incoming.id}\` |`);
  });

  it("supersedes the named fact: the winner takes its (canonical) id, the old one is archived", () => {
    expect(second.supersedes).toHaveLength(1);
    const s = second.supersedes[0]!;
    // candidates-2 names the job-title fact by the id every machine mints for that key.
    expect(s.old.id).toBe(mintEntityId({ kind: "observed", key: "job-title" }));
    expect(s.winner.id).toBe(s.old.id);
    expect(s.old.archived_id).not.toBe(s.old.id);
    expect(s.old.value).toBe("Policy Lead for AI, City of Rotterdam");
    expect(s.winner.value).toBe("Head of AI, City of Rotterdam");
    expect(secondMd).toContain("Policy Lead for AI, City of Rotterdam → Head of AI, City of Rotterdam");
  });

  it("flags the dynamic fact unseen for more than decayDays, relative to --today", () => {
    const days = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
    const expected = beforeSecondApply
      .filter((f) => f.layer === "dynamic" && f.status === "active" && f.kind === "observed")
      .filter((f) => !second.evidenceBumps.some((b) => b.id === f.id) && !second.supersedes.some((s) => s.old.id === f.id))
      .filter((f) => days(f.last_seen, "2026-06-01") > second.config.decayDays);
    expect(expected.map((f) => f.key)).toEqual(["side-project"]);
    expect(second.staleFlags).toEqual(expected.map((f) => ({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen, days_since_seen: days(f.last_seen, "2026-06-01") })));
  });

  it("renders every outcome section, and nothing else changes the profile before --apply", () => {
    for (const [title, list] of SECTIONS) expect(list(second).length, title).toBeGreaterThan(0);
    expectOnlyNonEmptySections(secondMd, second);
  });

  describe("after applying the second diff", () => {
    let after: Fact[];
    beforeAll(() => {
      expect(apply(data, paths(data).pendingJson, "2026-06-01").code).toBe(0);
      after = showAll(data);
    });

    it("the profile shows the promotion, the archived fact and the untouched seed", () => {
      const pe = after.filter((f) => f.key === "primary-expertise");
      expect(pe.map((f) => [f.layer, f.evidence_count, f.status])).toEqual([["static", 3, "active"]]);
      const jobs = after.filter((f) => f.key === "job-title");
      expect(jobs.map((f) => [f.id, f.status, f.value]).sort()).toEqual(
        [
          [second.supersedes[0]!.old.archived_id, "superseded", "Policy Lead for AI, City of Rotterdam"],
          [second.supersedes[0]!.winner.id, "active", "Head of AI, City of Rotterdam"],
        ].sort(),
      );
      expect(jobs.find((f) => f.status === "superseded")).toMatchObject({ superseded_by: second.supersedes[0]!.winner.id, superseded_on: "2026-06-01" });
      const seed = beforeSecondApply.find((f) => f.key === "location" && f.kind === "profile-field")!;
      expect(after.find((f) => f.id === seed.id)).toEqual(seed);
      expect(after.filter((f) => f.key === "location" && f.kind === "observed").map((f) => f.value)).toEqual(["Rotterdam"]);
      expect(after.filter((f) => f.key === "preferred-format").map((f) => f.value).sort()).toEqual(
        ["Short written guidance teams follow on their own", "Small-group workshops on one real system each"],
      );
      expect(after.some((f) => f.key === "tone")).toBe(false);
    });

    it("re-proposing candidates-2 changes nothing: every learnable candidate is now a duplicate", () => {
      propose(data, C2, "2026-06-01");
      const again = readDiff(paths(data).pendingJson);
      expect(again.additions).toEqual([]);
      expect(again.evidenceBumps).toEqual([]);
      expect(again.conflicts).toEqual([]);
      expect(again.promotions).toEqual([]);
      expect(again.supersedes).toEqual([]);
      expect(again.trace.filter((t) => t.candidate !== undefined).map((t) => t.outcome)).toEqual([...Array(8).fill("duplicate"), "reject"]);
      // Decay is flagged, never applied, so the same stale fact is flagged again.
      expect(again.staleFlags.map((f) => f.key)).toEqual(["side-project"]);
    });
  });
});

describe("npm run demo", () => {
  it("runs the whole loop and prints every section of the pending diff", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "docs", "example", "run-demo.mjs")], { encoding: "utf8", cwd: ROOT });
    expect(r.status, r.stderr).toBe(0);
    for (const [title] of SECTIONS) expect(r.stdout).toContain(`\n## ${title}\n`);
    expect(r.stdout).toContain("Demo finished");
  }, 120_000);
});
