/**
 * Agents are offered only what the operator approved (docs/session-context.md): every output that
 * serves stored facts withholds the keys `context.exclude` names and says how many it withheld —
 * show (and --conflicts), explain, status, history, declined, gather, recall. `--include-excluded`
 * is the operator's own way back at the command line; another `--config` cannot lift an exclusion.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { RefusedError, UsageError } from "../../src/core/errors.js";
import type { Candidate } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { declinedList, declinedText, forgetDeclines } from "../../src/usecases/declined.js";
import { explain } from "../../src/usecases/explain.js";
import { gather, gatherText } from "../../src/usecases/gather.js";
import { history, historyText } from "../../src/usecases/history.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { recall, recallText } from "../../src/usecases/recall.js";
import { conflictsText, profileForAgents, showConflicts, showProfile, showText } from "../../src/usecases/show.js";
import { status, statusText } from "../../src/usecases/status.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
const human = (key: string, value: string, source = "human:call"): Candidate => ({ key, value, provenance: "human", source, observed_date: TODAY });
const SECRET = /health|diabetes|insulin/i;

let paths: ReturnType<typeof layout>;
let clock = Date.parse("2026-06-01T09:00:00.000Z");
const o = () => ({ paths, today: TODAY, now: new Date((clock += 1000)) });

beforeAll(async () => {
  paths = layout(tempDir());
  init({ paths, today: TODAY });
  writeFileSync(paths.config, "context:\n  exclude: [health-*]\n");
  // Two values of the excluded key (a conflict), one of an offered key, one more of each declined.
  await propose({
    ...o(),
    candidatesFile: "c",
    candidates: [
      human("health-condition", "diabetes"),
      human("health-condition", "insulin pump", "human:other"),
      human("job-title", "Head of AI"),
      human("employer", "Acme"),
      human("employer", "Beta", "human:other"),
      human("health-diet", "low sugar"),
      human("hobby", "chess"),
    ],
  });
  await decline({ ...o(), indexes: [5, 6], reason: "no" });
  await apply({ ...o(), diffFile: paths.pendingJson, confirm: true });
  forgetDeclines({ ...o(), indexes: [0, 1], confirm: true });
});

describe("every output that serves stored facts withholds excluded keys and says how many", () => {
  it("show: no fact of an excluded key; the count covers every fact in scope whatever the filter", () => {
    const r = showProfile(o());
    expect(r.facts.map((f) => f.key).sort()).toEqual(["employer", "employer", "job-title"]);
    expect(r.withheld).toBe(2);
    expect(showProfile(o(), { key: "job-title" }).withheld).toBe(2);
    expect(showText(r)).toContain("2 facts withheld: their keys are excluded from agents");
    expect(showText(r)).not.toMatch(SECRET);
    expect(showProfile({ ...o(), includeExcluded: true }).facts).toHaveLength(5);
  });

  it("show --conflicts: the excluded key's conflict is withheld", () => {
    const r = showConflicts(o());
    expect(r.conflicts.map((c) => c.key)).toEqual(["employer"]);
    expect(r.withheld).toBe(1);
    expect(conflictsText(r)).not.toMatch(SECRET);
  });

  it("explain: a fact of an excluded key is withheld like one that does not exist", () => {
    const id = showProfile({ ...o(), includeExcluded: true }).facts.find((f) => f.key === "health-condition")!.id;
    expect(() => explain(o(), id)).toThrow(RefusedError);
    expect(() => explain(o(), id)).toThrow(/withheld/);
    expect(explain({ ...o(), includeExcluded: true }, id).fact?.value).toBe("diabetes");
  });

  it("status: counts everything, names no excluded key", async () => {
    const s = await status(o());
    expect(s.open_conflicts).toBe(2);
    expect(s.withheld).toBe(2);
    const text = statusText(s);
    expect(text).toContain("(below; 1 under excluded keys)");
    expect(text).toMatch(/^ {2}conflict {2}employer: /m);
    expect(text.split("\n").filter((l) => l.startsWith("  conflict  "))).toHaveLength(1);
    expect(text).not.toMatch(SECRET);
  });

  it("history: the forgotten decline of an excluded key is withheld", () => {
    const h = history(o());
    const forget = h.entries.find((e) => e.op === "forget");
    expect(forget && "forgotten" in forget ? forget.forgotten.map((f) => f.key) : []).toEqual(["hobby"]);
    expect(h.withheld).toBe(1);
    expect(historyText(h)).not.toMatch(SECRET);
    expect(historyText(h)).toContain("1 forgotten decline withheld");
  });

  it("declined: withheld ones keep their numbers out of the list, the others keep theirs", async () => {
    // Declined again, so that there are remembered declines to list.
    await propose({ ...o(), candidatesFile: "c", candidates: [human("health-diet", "low sugar"), human("hobby", "chess")] });
    await decline({ ...o(), indexes: [0, 1], reason: "no" });
    await apply({ ...o(), diffFile: paths.pendingJson, confirm: true });
    const r = declinedList(o());
    expect(r).toMatchObject({ declined: [{ key: "hobby" }], numbers: [1], withheld: 1 });
    const text = declinedText(r, o());
    expect(text).toContain("  1  hobby: chess");
    expect(text).not.toMatch(SECRET);
  });

  it("gather: the profile listing leaves the excluded keys out", () => {
    const g = gather(o());
    expect(g.facts.map((f) => f.key)).not.toContain("health-condition");
    expect(g.facts_withheld).toBe(2);
    expect(gatherText(g, o()).split("## Active profile facts")[1]).not.toMatch(SECRET);
  });

  it("recall: never searches them, unless the operator asks with --include-excluded", () => {
    const r = recall({ ...o(), words: ["diabetes"] });
    expect(r).toMatchObject({ hits: [], withheld: 2 });
    expect(recallText(r)).toBe("no match\n(2 facts of excluded keys are withheld and never searched.)");
    const own = recall({ ...o(), words: ["diabetes"], includeExcluded: true });
    expect(own.hits).toMatchObject([{ key: "health-condition", value: "diabetes", excluded_by: "health-*" }]);
  });

  it("brain://profile: the profile rendered again without the excluded facts' lines", () => {
    const r = profileForAgents(o());
    expect(r.withheld).toBe(2);
    expect(r.text).not.toMatch(SECRET);
    expect(r.text).toContain("**job-title**: Head of AI");
    expect(r.text.split("\n")[0]).toBe("> 2 facts withheld: their keys are excluded from agents (context.exclude in the config).");
  });

  it("another --config cannot lift the data dir's exclusion: its globs are added", () => {
    const other = join(tempDir(), "open.yaml");
    writeFileSync(other, "context:\n  exclude: [job-*]\n");
    const r = showProfile({ ...o(), configFile: other });
    expect(r.facts.map((f) => f.key)).toEqual(["employer", "employer"]);
    expect(r.withheld).toBe(3);
  });
});

describe("recall", () => {
  it("ranks the key equal to the query, then keys starting with it, then words matched, then the context's order", async () => {
    const dir = layout(tempDir());
    init({ paths: dir, today: TODAY });
    const at = () => ({ paths: dir, today: TODAY, now: new Date((clock += 1000)) });
    await propose({
      ...at(),
      candidatesFile: "c",
      candidates: [human("job", "cook"), human("job-title", "Head of AI"), human("past-job", "Zürich job fair"), human("note", "a job in Zürich")],
    });
    await apply({ ...at(), diffFile: dir.pendingJson, confirm: true });
    expect(recall({ ...at(), words: ["job"] }).hits.map((h) => h.key)).toEqual(["job", "job-title", "note", "past-job"]);
    // No key is "zurich-job": the words decide, then the order (seeds, evidence, last_seen, key).
    expect(recall({ ...at(), words: ["ZURICH", "job"] }).hits.map((h) => h.key)).toEqual(["note", "past-job", "job", "job-title"]);
    expect(recall({ ...at(), words: ["job"], limit: 1 })).toMatchObject({ hits: [{ key: "job", independent_evidence: 1, agent_written: false }], total: 4 });
    expect(recall({ ...at(), words: ["nothing"] })).toMatchObject({ hits: [], total: 0 });
    expect(() => recall({ ...at(), words: [" "] })).toThrow(UsageError);
    expect(() => recall({ ...at(), words: ["x"], limit: 0 })).toThrow(UsageError);
  });
});
