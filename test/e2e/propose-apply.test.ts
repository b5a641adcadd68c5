import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, copyFileSync, cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import type { Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { DIFF_FORMAT } from "../../src/diff/diff-format.js";
import { schemas } from "../../src/io/schemas.js";
import { goldenCopy } from "../helpers/golden.js";
import { BIN, cleanEnv, EXAMPLE, ROOT, snapshotTree, tempDir, type RunResult, ingestExampleSession as ingestExampleSessionWith } from "../helpers/cli.js";
import { STACK_LINE, expectUserError } from "../helpers/expect.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";

const ingestExampleSession = (data: string, session: 1 | 2) => ingestExampleSessionWith(data, session, brain);

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
  // The golden data dir (test/helpers/golden.ts); a config written after init, as before it, is what propose reads.
  const data = goldenCopy("session-1-ingested");
  if (config !== undefined) writeFileSync(join(data, "brain.config.yaml"), config);
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

  it("never touches profile.md; only the two pending files and the archived batch are new", () => {
    expect(readFileSync(paths(data).profile).equals(profileBytes)).toBe(true);
    const after = snapshotTree(data);
    const sha = readDiff(paths(data).pendingJson).candidates.sha256;
    expect(
      Object.keys(after)
        .filter((k) => !(k in before))
        .sort(),
    ).toEqual(["brain/batches/", `brain/batches/${sha}.json`, "brain/pending-diff.json", "brain/pending-diff.md"]);
    for (const [k, v] of Object.entries(before)) expect(after[k], k).toBe(v);
  });

  it("archives the batch as its canonical JSON: the file's sha256 is its name and the diff's candidates.sha256", () => {
    const diff = readDiff(paths(data).pendingJson);
    const file = join(data, "brain", "batches", `${diff.candidates.sha256}.json`);
    const bytes = readFileSync(file);
    expect(sha256(bytes)).toBe(diff.candidates.sha256);
    expect(JSON.parse(bytes.toString("utf8"))).toEqual(JSON.parse(readFileSync(C1, "utf8")));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(data, "brain", "batches")).mode & 0o777).toBe(0o700);
    expect(r.stdout).toContain(`Archived the batch as ${file}`);
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
    expect(md).toContain(`consolidate --apply --expect ${diff.id.slice(0, 12)} --confirm`);
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
    // Backups are content-addressed and kept for every apply, also one that changed nothing.
    expect(readdirSync(paths(data).backups)).toEqual([`${sha256(profile)}.md`]);
    expect(readFileSync(join(paths(data).backups, `${sha256(profile)}.md`)).equals(profile)).toBe(true);
    const history = readHistory(data);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ op: "apply", diff: diff.id, base: sha256(profile), result: sha256(profile), backup: `backups/${sha256(profile)}.md` });
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
    ingestExampleSession(data, 2);
    propose(data, C2, "2026-06-01");
    second = readDiff(paths(data).pendingJson);
    secondMd = readFileSync(paths(data).pendingMd, "utf8");
    beforeSecondApply = showAll(data);
  });

  it("classifies every candidate of candidates-2 as the rules say", () => {
    // By index: 0 same value, new post → bump; 1 the same post again → duplicate; 2 names the live
    // job-title in supersedes → supersede; 3 new key → add; 4 another value for it → conflict;
    // 5 new key → add; 6 same value modulo case, new post → bump; 7 "Location" has only a seed of
    // another value → conflict with the seed (seeds count in conflicts); 8 ai-draft → reject.
    const byCandidate = second.trace.filter((t) => t.candidate !== undefined).map((t) => [t.candidate, t.outcome]);
    expect(byCandidate).toEqual([
      [0, "bump"],
      [1, "duplicate"],
      [2, "supersede"],
      [3, "add"],
      [4, "conflict"],
      [5, "add"],
      [6, "bump"],
      [7, "conflict"],
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
    // preferred-format, and location: the seed counts as a value of its key.
    expect(second.conflicts.map((x) => x.key).sort()).toEqual(["location", "preferred-format"]);
    const c = second.conflicts.find((x) => x.key === "preferred-format")!;
    const [existing, incoming] = [c.existing[0]!, c.incoming[0]!];
    expect([c.existing.length, c.incoming.length]).toEqual([1, 1]);
    expect(existing.value).toBe("Small-group workshops on one real system each");
    expect(incoming.value).toBe("Short written guidance teams follow on their own");
    expect(second.additions.find((a) => a.id === incoming.id)!.conflict).toBe(true);
    expect(secondMd).toContain("| key | existing | incoming |");
    expect(secondMd).toContain(`| preferred-format | ${existing.value} \`${existing.id}\` | #${incoming.candidate} ${incoming.value} \`${incoming.id}\` |`);
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
    expect(second.staleFlags).toEqual(
      expected.map((f) => ({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen, days_since_seen: days(f.last_seen, "2026-06-01") })),
    );
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
      expect(
        after
          .filter((f) => f.key === "preferred-format")
          .map((f) => f.value)
          .sort(),
      ).toEqual(["Short written guidance teams follow on their own", "Small-group workshops on one real system each"]);
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

describe("docs/example cites real records", () => {
  it("every learnable candidate's source is a record the demo ingests, with the candidate's provenance", () => {
    const data = session1();
    ok(data, ["ingest", post("2026-05-20-workshop-format.md"), "--date", "2026-05-20"]);
    ok(data, ["ingest", post("2026-05-28-written-guidance.md"), "--date", "2026-05-28"]);
    ok(data, ["ingest", join(EXAMPLE, "notes", "2026-06-01-call.md"), "--into", "notes", "--provenance", "human", "--date", "2026-06-01"]);
    const g = JSON.parse(ok(data, ["consolidate", "--gather", "--json"]).stdout) as { new_records: { source: string; provenance: string }[] };
    const ingested = new Map(g.new_records.map((r) => [r.source, r.provenance]));
    expect(ingested.size).toBe(5);
    const cited = [C1, C2]
      .flatMap((f) => JSON.parse(readFileSync(f, "utf8")) as { source: string; provenance: string }[])
      .filter((c) => c.provenance !== "ai-draft");
    expect(cited.length).toBeGreaterThan(10);
    for (const c of cited) expect(ingested.get(c.source), c.source).toBe(c.provenance);
  });
});

describe("apply verifies before it writes: only what the rules produce from the archive", () => {
  /** Session 1 proposed (not applied), with a config that names a copy of the shipped rules. */
  function proposed(): string {
    const data = session1("rules: my-rules\n");
    cpSync(join(ROOT, "rules"), join(data, "my-rules"), { recursive: true });
    propose(data, C1, "2026-03-01");
    return data;
  }

  /** Writes `diff` back with a recomputed id, as someone who read docs/consolidation-loop.md could. */
  const forge = (file: string, diff: ProfileDiff) => {
    const { id: _old, ...body } = diff;
    writeFileSync(file, JSON.stringify({ id: diffId(body), ...body }, null, 2));
  };

  const expectRefused = (data: string, before: Record<string, string>, code: number, says: string[]) => {
    const r = apply(data, paths(data).pendingJson, "2026-03-01");
    expectUserError(r, code);
    for (const s of says) expect(r.stderr).toContain(s);
    expect(snapshotTree(data)).toEqual(before);
  };

  it.each([
    { name: "a changed value", says: "/additions", edit: (d: ProfileDiff) => void (d.additions[0]!.value = "Something the rules never said") },
    {
      name: "a fact with an id brain never minted",
      says: "/additions",
      edit: (d: ProfileDiff) => void d.additions.push({ ...d.additions[0]!, id: "000000000000", key: "invented", value: "Invented", candidate: 99 }),
    },
    {
      name: "a promotion the rules did not decide",
      says: "/promotions",
      edit: (d: ProfileDiff) => void d.promotions.push({ id: d.additions[0]!.id, key: d.additions[0]!.key, value: d.additions[0]!.value, evidence_count: 3 }),
    },
    { name: "a rejection dropped", says: "/rejected", edit: (d: ProfileDiff) => void d.rejected.splice(0, 1) },
  ])("a forged diff with a recomputed id ($name) → exit 3, nothing written", ({ edit, says }) => {
    const data = proposed();
    const diff = readDiff(paths(data).pendingJson);
    edit(diff);
    forge(paths(data).pendingJson, diff);
    const before = snapshotTree(data);
    expectRefused(data, before, 3, ["expected exactly the diff the rules produce", says, paths(data).pendingJson]);
    // --confirm is checked last: without it the answer is the same.
    expectUserError(apply(data, paths(data).pendingJson, "2026-03-01", false), 3);
  });

  it("a missing batch → exit 3 naming it, nothing written", () => {
    const data = proposed();
    const sha = readDiff(paths(data).pendingJson).candidates.sha256;
    const batch = join(data, "brain", "batches", `${sha}.json`);
    rmSync(batch);
    expectRefused(data, snapshotTree(data), 3, [batch, "/candidates/sha256"]);
  });

  // apply reads the batch and the records before the profile (less memory at 100k); their errors
  // still come where the checks always put them: a stale profile or stale records first.
  it.each([
    { name: "an edited batch and a changed profile", code: 4, says: "stale diff — it was proposed against profile" },
    { name: "an edited batch and a removed record", code: 4, says: "the records ingested at or before" },
    { name: "an edited batch alone", code: 3, says: "the archive was edited" },
  ])("$name → exit $code, the checks keep their order", ({ name, code, says }) => {
    const data = proposed();
    const sha = readDiff(paths(data).pendingJson).candidates.sha256;
    writeFileSync(join(data, "brain", "batches", `${sha}.json`), "[]");
    if (name.includes("profile")) appendFileSync(paths(data).profile, "\n");
    if (name.includes("record")) {
      const pub = join(data, "ingest", "published");
      rmSync(join(pub, readdirSync(pub)[0]!));
    }
    expectRefused(data, snapshotTree(data), code, [says]);
  });

  it.each([
    { name: "a rule file edited", change: (data: string) => appendFileSync(join(data, "my-rules", "candidate.yaml"), "\n# tuned\n") },
    { name: "a rule file renamed", change: (data: string) => renameSync(join(data, "my-rules", "fact.yaml"), join(data, "my-rules", "fact-2.yaml")) },
    { name: "the config changed", change: (data: string) => writeFileSync(join(data, "brain.config.yaml"), "rules: my-rules\npromoteThreshold: 2\n") },
  ])("$name between propose and apply → exit 4 'propose again', nothing written", ({ change }) => {
    const data = proposed();
    change(data);
    expectRefused(data, snapshotTree(data), 4, ["rules or config changed since this diff was proposed — propose again"]);
  });

  it("a record at or before records.through removed after propose → exit 4, nothing written", () => {
    const data = proposed();
    const pub = join(data, "ingest", "published");
    rmSync(join(pub, readdirSync(pub)[0]!));
    expectRefused(data, snapshotTree(data), 4, ["the records ingested at or before", "changed since it was proposed"]);
  });

  it("--json: one object per outcome (preview, applied, already-applied), with absolute paths", () => {
    const data = proposed();
    const diff = readDiff(paths(data).pendingJson);
    const preview = brain(data, ["consolidate", "--apply", "--json", "--diff", paths(data).pendingJson]);
    expect(preview.code).toBe(2);
    expect(JSON.parse(preview.stdout)).toMatchObject({ kind: "preview", id: diff.id });
    const applied = brain(data, ["consolidate", "--apply", "--json", "--diff", paths(data).pendingJson, "--confirm"]);
    expect(applied.code, applied.stderr).toBe(0);
    const a = JSON.parse(applied.stdout) as Record<string, string>;
    expect(a).toMatchObject({ kind: "applied", id: diff.id, changed: true, profile: paths(data).profile });
    expect(readFileSync(a.backup!)).toBeDefined();
    expect(readDiff(a.applied!)).toEqual(diff);
    const again = brain(data, ["consolidate", "--apply", "--json", "--diff", paths(data).pendingJson, "--confirm"]);
    expect(JSON.parse(again.stdout)).toMatchObject({ kind: "already-applied", id: diff.id });
  });
});

describe("the apply command propose prints works when pasted from another folder", () => {
  it("propose with a relative --data-dir prints absolute paths, and its command applies from /", () => {
    const parent = tempDir();
    const run = (cwd: string, args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", cwd, env: cleanEnv({}) });
    expect(run(parent, ["--data-dir", "rel", "init", "--from", FIELDS]).status).toBe(0);
    expect(run(parent, ["--data-dir", "rel", "ingest", post("2026-01-10-municipal-ai-register.md")]).status).toBe(0);
    expect(run(parent, ["--data-dir", "rel", "ingest", post("2026-02-14-why-registers-matter.md")]).status).toBe(0);
    const p = run(parent, ["--data-dir", "rel", "consolidate", "--propose", "--candidates", C1, "--today", "2026-03-01"]);
    expect(p.status, p.stderr).toBe(0);
    const data = join(parent, "rel");
    const command = /then: (brain .*)$/m.exec(p.stdout)![1]!;
    expect(command).toBe(`brain --data-dir ${data} consolidate --apply --expect ${readDiff(paths(data).pendingJson).id.slice(0, 12)} --confirm`);
    expect(readFileSync(paths(data).pendingMd, "utf8")).toContain(command);
    const r = run("/", command.split(" ").slice(1));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Applied diff /);
  });
});

describe("apply piped into head -1", () => {
  it("the first line says the apply committed, and the commit is recorded whatever the pipe does", () => {
    const data = session1();
    propose(data, C1, "2026-03-01");
    const diff = readDiff(paths(data).pendingJson);
    const r = spawnSync(
      "sh",
      [
        "-c",
        `"${process.execPath}" "${BIN}" --data-dir "${data}" consolidate --apply --diff "${paths(data).pendingJson}" --confirm --today 2026-03-01 | head -1`,
      ],
      {
        encoding: "utf8",
        env: cleanEnv({}),
      },
    );
    expect(r.stdout).toMatch(new RegExp(`^Applied diff ${diff.id.slice(0, 12)}: 3 additions, [^\n]*.\n$`));
    expect(readHistory(data).map((e) => e.diff)).toEqual([diff.id]);
    expect(JSON.parse(readFileSync(paths(data).state, "utf8"))).toMatchObject({ last_diff: diff.id });
  });
});

describe("a data dir written by the previous version keeps working", () => {
  it("a pending diff without `records` is stale: exit 4, 'propose again', nothing written", () => {
    const data = session1();
    propose(data, C1, "2026-03-01");
    const { id: _id, records: _records, ...body } = readDiff(paths(data).pendingJson);
    writeFileSync(paths(data).pendingJson, JSON.stringify({ id: diffId(body), ...body }, null, 2));
    const before = snapshotTree(data);
    const r = apply(data, paths(data).pendingJson, "2026-03-01");
    expectUserError(r, 4);
    expect(r.stderr).toContain("written by an earlier version of brain");
    expect(r.stderr).toContain("Propose again");
    expect(snapshotTree(data)).toEqual(before);
  });

  it.each([
    { name: "an earlier format (none: format 1)", format: undefined },
    { name: "a later format", format: DIFF_FORMAT + 1 },
  ])("a pending diff of $name is stale: exit 4 naming both formats, 'propose again', nothing written", ({ format }) => {
    const data = session1();
    propose(data, C1, "2026-03-01");
    const { id: _id, format: current, ...body } = readDiff(paths(data).pendingJson);
    expect(current).toBe(DIFF_FORMAT);
    const other = format === undefined ? body : { format, ...body };
    writeFileSync(paths(data).pendingJson, JSON.stringify({ id: diffId(other), ...other }, null, 2));
    const before = snapshotTree(data);
    const r = apply(data, paths(data).pendingJson, "2026-03-01");
    expectUserError(r, 4);
    expect(r.stderr).toContain(`it is in diff format ${format ?? 1}, but this version of brain writes and applies format ${DIFF_FORMAT}`);
    expect(r.stderr).toContain("Propose again");
    expect(snapshotTree(data)).toEqual(before);
  });

  it("a history line without the new fields: 'new' falls back to the time of that apply; rollback still works", () => {
    const data = session1();
    propose(data, C1, "2026-03-01");
    expect(apply(data, paths(data).pendingJson, "2026-03-01").code).toBe(0);
    const [line] = readHistory(data);
    const { batch: _b, rules: _r, config: _c, records_through: _t, ...old } = line!;
    writeFileSync(paths(data).history, `${JSON.stringify(old)}\n`);
    ok(data, ["ingest", post("2026-05-20-workshop-format.md"), "--today", "2026-06-01"]);
    const g = JSON.parse(ok(data, ["consolidate", "--gather", "--json", "--today", "2026-06-01"]).stdout) as { new_records: { path: string }[] };
    expect(g.new_records.map((r) => basename(r.path))).toEqual([`${sha256(readFileSync(post("2026-05-20-workshop-format.md"), "utf8")).slice(0, 12)}.md`]);
    expect(ok(data, ["history"]).stdout).toContain(`apply     diff ${String(old.diff).slice(0, 12)}`);
    ok(data, ["rollback", "--confirm"]);
  });
});
