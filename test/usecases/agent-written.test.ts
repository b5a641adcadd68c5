/**
 * What an agent wrote (docs/security.md, "Agent-written"): a record stored through the MCP server
 * carries `ingested_by: mcp`, gather says so, and every place the operator decides marks what rests
 * on one — pending-diff.md, brain review, promotions, show, explain. Candidates carry an origin
 * (operator, agent, session) kept with the batch's decisions, re-derived by apply, and seen by rules;
 * a decline made over MCP says so. Use cases in-process.
 */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { diffId } from "../../src/diff/canonical-json.js";
import { layout } from "../../src/io/data-dir.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { declinedList, declinedText } from "../../src/usecases/declined.js";
import { explain, explanationText } from "../../src/usecases/explain.js";
import { gather, gatherText } from "../../src/usecases/gather.js";
import { history, historyText } from "../../src/usecases/history.js";
import { ingest, ingestText } from "../../src/usecases/ingest.js";
import { note } from "../../src/usecases/note.js";
import { propose } from "../../src/usecases/propose.js";
import { retire } from "../../src/usecases/retire.js";
import { reviewData, reviewItemText } from "../../src/usecases/review.js";
import { checkRuleFiles } from "../../src/usecases/rules.js";
import { showProfile, showText } from "../../src/usecases/show.js";
import { initialisedDir, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";

let template: string;
beforeAll(() => {
  template = initialisedDir(brainInSync);
});

let clock = Date.parse("2026-06-01T09:00:00.000Z");
function fresh() {
  const dir = join(tempDir(), "data");
  cpSync(template, dir, { recursive: true });
  const paths = layout(dir);
  const opts = () => ({ paths, today: "2026-06-01", now: new Date((clock += 1000)) });
  return { paths, opts };
}

type Opts = ReturnType<typeof fresh>["opts"];

function byAgent(opts: Opts, text: string) {
  return ingest({ ...opts(), files: [], texts: [{ label: "text", text }], into: "notes", provenance: "human", ingestedBy: "mcp" });
}

function byOperator(opts: Opts, text: string) {
  const path = join(tempDir(), "post.md");
  writeFileSync(path, text);
  return ingest({ ...opts(), files: [path] });
}

const candidate = (key: string, value: string, provenance: string, source: string) => ({ key, value, provenance, source, observed_date: "2026-06-01" });

describe("a record ingested over MCP is marked agent-written", () => {
  it("the record's frontmatter says ingested_by: mcp, and the ingest outcome says so; the operator's own ingest has no mark", () => {
    const { opts } = fresh();
    const agent = byAgent(opts, "I moved to Lisbon\n");
    const own = byOperator(opts, "A published post\n");
    expect(readFileSync(agent.records[0]!.path, "utf8")).toMatch(/^ingested_by: mcp$/m);
    expect(agent.ingested_by).toBe("mcp");
    expect(ingestText(agent)).toContain("human, agent-written,");
    expect(readFileSync(own.records[0]!.path, "utf8")).not.toContain("ingested_by");
    expect(own.ingested_by).toBeUndefined();
  });

  it("a note recorded over MCP is marked too", () => {
    const { opts } = fresh();
    const n = note({ ...opts(), text: "I prefer Rust", ingestedBy: "mcp" });
    expect(readFileSync(n.path, "utf8")).toMatch(/^ingested_by: mcp$/m);
  });

  it("a file's own frontmatter cannot claim the mark: it is brain's field, not kept", () => {
    const { opts } = fresh();
    const own = byOperator(opts, "---\ningested_by: mcp\ntitle: Hi\n---\nBody text\n");
    const text = readFileSync(own.records[0]!.path, "utf8");
    expect(text).not.toMatch(/^ingested_by:/m);
    expect(text).toContain('frontmatter: {"title":"Hi"}');
    expect(gather(opts()).new_records[0]!.agent_written).toBeUndefined();
  });

  it("gather marks the agent's records, in its JSON and its text", () => {
    const { opts } = fresh();
    const agent = byAgent(opts, "I moved to Lisbon\n");
    const own = byOperator(opts, "A published post\n");
    const g = gather(opts());
    const bySource = new Map(g.new_records.map((r) => [r.source, r]));
    expect(bySource.get(agent.records[0]!.source)!.agent_written).toBe(true);
    expect(bySource.get(own.records[0]!.source)!.agent_written).toBeUndefined();
    const text = gatherText(g, opts());
    expect(text).toContain(`### ${agent.records[0]!.source} — human, dated 2026-06-01, agent-written (stored through the MCP server)`);
    expect(text).toContain(`### ${own.records[0]!.source} — published, dated 2026-06-01\n`);
  });

  it("the diff names them in records.new.agent_written, the review marks the records line and the evidence, and apply accepts it", async () => {
    const { opts, paths } = fresh();
    const agent = byAgent(opts, "I moved to Lisbon\n").records[0]!.source;
    const own = byOperator(opts, "I write about compilers\n").records[0]!.source;
    const p = await propose({
      ...opts(),
      candidatesFile: "c.json",
      candidates: [candidate("home-city", "Lisbon", "human", agent), candidate("topic", "compilers", "published", own)],
    });
    expect(p.records.new).toEqual({ count: 2, ids: [agent, own].sort(), agent_written: [agent] });
    const md = readFileSync(p.pendingMd, "utf8");
    expect(md).toContain(
      `Agent-written (1; stored by an agent through brain's MCP server, not by the operator — check them before relying on them): \`${agent}\`.`,
    );
    const lines = md.split("\n");
    expect(lines.find((l) => /^- #\d+ \*\*home-city\*\*/.test(l))).toMatch(/ — agent-written record$/);
    expect(lines.find((l) => /^- #\d+ \*\*topic\*\*/.test(l))).not.toContain("agent-written");
    const applied = await apply({ ...opts(), diffFile: p.pendingJson, confirm: true });
    expect(applied.kind).toBe("applied");
    expect(readFileSync(paths.profile, "utf8")).toContain("Lisbon");
  });

  it("without agent-written records the diff has no such list and the review no such line", async () => {
    const { opts } = fresh();
    byOperator(opts, "A published post\n");
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [] });
    expect(p.records.new?.agent_written).toBeUndefined();
    expect(readFileSync(p.pendingMd, "utf8")).not.toContain("Agent-written");
  });
});

describe("what an agent wrote is marked wherever the operator decides (issue 27: three MCP notes and a propose give a promotion)", () => {
  async function promotedByNotes() {
    const { opts, paths } = fresh();
    const notes = ["I lead the platform team", "Still leading the platform team", "The platform team is mine to lead"].map(
      (text) => note({ ...opts(), text, ingestedBy: "mcp" }).source,
    );
    const candidates = notes.map((source) => candidate("role", "Platform lead", "human", source));
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates });
    return { opts, paths, notes, p };
  }

  it("the diff names the candidates and the promotion; pending-diff.md marks the addition, the bumps and the promotion", async () => {
    const { notes, p } = await promotedByNotes();
    const diff = JSON.parse(readFileSync(p.pendingJson, "utf8")) as ProfileDiff;
    expect(diff.promotions.map((x) => x.key)).toEqual(["role"]);
    expect(diff.agent_written).toEqual({ candidates: [0, 1, 2], promotions: [diff.promotions[0]!.id] });
    const md = readFileSync(p.pendingMd, "utf8").split("\n");
    expect(md.filter((l) => /^- #\d+ \*\*role\*\*/.test(l) && l.endsWith(" — agent-written record"))).toHaveLength(3);
    expect(md.find((l) => l.startsWith("- **role**") && l.includes("dynamic → static"))).toMatch(/ — agent-written source$/);
    expect(notes).toHaveLength(3);
  });

  it("brain review's evidence lines and its promotions say so", async () => {
    const { opts, p } = await promotedByNotes();
    const r = reviewData(opts());
    expect(r.items.map((i) => i.evidence.agentWritten)).toEqual(["record", "record", "record"]);
    expect(reviewItemText(r.items[0]!, 3)).toMatch(
      /evidence: notes:[0-9a-f]+ \(2026-06-01\): I lead the platform team — agent-written record \(stored by an agent through brain's MCP server\)/,
    );
    expect(r.facts[0]).toMatch(/^promotes role: Platform lead .* — agent-written source$/);
    expect(p.id).toBe(r.id);
  });

  it("after apply, show and explain mark the fact and the events whose source an agent wrote", async () => {
    const { opts, paths, notes, p } = await promotedByNotes();
    await apply({ ...opts(), diffFile: p.pendingJson, confirm: true });
    const shown = showProfile({ paths });
    const role = shown.facts.find((f) => f.key === "role")!;
    expect(shown.agentWritten).toEqual({ [role.id]: notes });
    expect(showText(shown)).toContain(`· agent-written: ${notes.join(", ")}`);
    const e = explain({ paths }, role.id);
    expect(e.agent_written_sources).toEqual(notes);
    expect(e.events.filter((x) => x.agent_written).map((x) => x.op)).toEqual(["add", "bump", "bump"]);
    const text = explanationText(e);
    expect(text.split("\n")[0]).toContain(`— agent-written: ${notes.join(", ")}`);
    expect(text.split("\n").filter((l) => l.endsWith(" — agent-written"))).toHaveLength(3);
  });

  it("a fact resting only on the operator's own records is not marked", async () => {
    const { opts, paths } = fresh();
    const own = byOperator(opts, "I write about compilers\n").records[0]!.source;
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [candidate("topic", "compilers", "published", own)] });
    await apply({ ...opts(), diffFile: p.pendingJson, confirm: true });
    const shown = showProfile({ paths });
    expect(shown.agentWritten).toEqual({});
    expect(showText(shown)).not.toContain("agent-written");
    expect(explanationText(explain({ paths }, shown.facts[0]!.id))).not.toContain("agent-written");
  });
});

describe("origins: operator at the command line, agent through an MCP tool, session for a candidates file", () => {
  async function withFact() {
    const { opts, paths } = fresh();
    const first = await propose({ ...opts(), candidatesFile: "c.json", candidates: [candidate("city", "Utrecht", "human", "human:call")] });
    await apply({ ...opts(), diffFile: first.pendingJson, confirm: true });
    const id = showProfile({ paths }).facts[0]!.id;
    return { opts, paths, id };
  }

  it.each([
    { origin: "operator" as const, marked: false },
    { origin: "agent" as const, marked: true },
  ])("a retire of origin $origin: kept in brain/decisions/, traced, marked agent-written only when an agent added it", async ({ origin, marked }) => {
    const { opts, paths, id } = await withFact();
    const r = await retire({ ...opts(), ids: [id], reason: "moved", origin });
    const diff = JSON.parse(readFileSync(r.pendingJson, "utf8")) as ProfileDiff;
    expect(diff.trace[0]!.origin).toBe(origin);
    expect(readDecisionsFile(paths, diff)).toEqual({ declined: [], origins: [{ candidate: 0, origin }] });
    expect(diff.agent_written).toEqual(marked ? { candidates: [0], promotions: [] } : undefined);
    expect(readFileSync(r.pendingMd, "utf8").includes("agent-written: added by an agent through brain's MCP server")).toBe(marked);
    // Apply re-derives the origins from the archive and accepts the diff.
    await expect(apply({ ...opts(), diffFile: r.pendingJson, confirm: true })).resolves.toMatchObject({ kind: "applied" });
  });

  it("a candidates file is of origin session: no origin in the trace, no decisions file", async () => {
    const { opts } = fresh();
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [candidate("city", "Utrecht", "human", "human:call")] });
    const diff = JSON.parse(readFileSync(p.pendingJson, "utf8")) as ProfileDiff;
    expect(diff.trace[0]!.origin).toBeUndefined();
    expect(diff.candidates.decisions).toBeUndefined();
  });

  it("a declined candidate keeps its batch's origins: decline re-proposes with them", async () => {
    const { opts, paths, id } = await withFact();
    await retire({ ...opts(), ids: [id], reason: "moved", origin: "agent" });
    await decline({ ...opts(), indexes: [0], reason: "I did not move" });
    const diff = JSON.parse(readFileSync(paths.pendingJson, "utf8")) as ProfileDiff;
    expect(diff.trace[0]).toMatchObject({ origin: "agent", outcome: "reject", rule: "decline-by-operator" });
    expect(readDecisionsFile(paths, diff)).toEqual({ declined: [{ candidate: 0, reason: "I did not move" }], origins: [{ candidate: 0, origin: "agent" }] });
  });

  it("a tampered origin does not pass: the decisions file edited (agent → operator) is refused; the diff edited with a recomputed id is not what the rules produce", async () => {
    const { opts, paths, id } = await withFact();
    const r = await retire({ ...opts(), ids: [id], reason: "moved", origin: "agent" });
    const diff = JSON.parse(readFileSync(r.pendingJson, "utf8")) as ProfileDiff;
    const decisions = join(paths.brain, "decisions", `${diff.candidates.decisions}.json`);
    const original = readFileSync(decisions, "utf8");
    writeFileSync(decisions, original.replace('"agent"', '"operator"'));
    const before = snapshotTree(paths.dataDir);
    await expect(apply({ ...opts(), diffFile: r.pendingJson, confirm: true })).rejects.toThrow(/the archive was edited/);
    expect(snapshotTree(paths.dataDir)).toEqual(before);
    writeFileSync(decisions, original);
    // The diff claims operator and drops the mark, with its id recomputed.
    const { id: _id, agent_written: _marks, ...body } = diff;
    const edited = { ...body, trace: body.trace.map((t) => ({ ...t, origin: "operator" as const })) };
    writeFileSync(r.pendingJson, JSON.stringify({ ...edited, id: diffId(edited) }));
    await expect(apply({ ...opts(), diffFile: r.pendingJson, confirm: true })).rejects.toThrow(/expected exactly the diff the rules produce/);
  });

  it("candidate.origin is a rule fact: a custom rule can refuse what an agent added", async () => {
    const { opts, paths, id } = await withFact();
    const rules = join(paths.dataDir, "my-rules");
    mkdirSync(rules);
    for (const f of readdirSync(SHIPPED_RULES_DIR)) if (!f.includes(".test.")) copyFileSync(join(SHIPPED_RULES_DIR, f), join(rules, f));
    writeFileSync(
      join(rules, "agent.yaml"),
      [
        "version: 1",
        "scope: candidate",
        "rules:",
        "  - name: reject-agent-retire",
        "    priority: 1000",
        "    conditions:",
        "      all:",
        "        - { fact: candidate, path: origin, operator: equal, value: agent }",
        '    event: { type: reject, params: { reason: "retired by an agent, not the operator" } }',
        "",
      ].join("\n"),
    );
    writeFileSync(paths.config, "rules: my-rules\n");
    const byAgent = await retire({ ...opts(), ids: [id], reason: "moved", origin: "agent" });
    expect(JSON.parse(readFileSync(byAgent.pendingJson, "utf8")).trace[0]).toMatchObject({ rule: "reject-agent-retire", outcome: "reject" });
    // The operator's retire joins the pending batch, after the agent's: one batch, two origins.
    const byOperator = await retire({ ...opts(), ids: [id], reason: "moved", origin: "operator" });
    const trace = JSON.parse(readFileSync(byOperator.pendingJson, "utf8")).trace as { candidate?: number }[];
    expect(trace.find((t) => t.candidate === 0)).toMatchObject({ rule: "reject-agent-retire", outcome: "reject", origin: "agent" });
    expect(trace.find((t) => t.candidate === 1)).toMatchObject({ rule: "retire-by-operator", outcome: "retire", origin: "operator" });
    // rules --check enumerates the three origins once a rule reads the fact, and finds the set total.
    const checked = await checkRuleFiles({ configFile: undefined, defaultConfig: paths.config });
    expect(checked.findings.filter((f) => f.level === "error")).toEqual([]);
  });
});

describe('a decline made over MCP is "declined over MCP" in brain declined, history and the review of a candidate it later rejects', () => {
  it("declined, applied, proposed again", async () => {
    const { opts, paths } = fresh();
    const p = await propose({ ...opts(), candidatesFile: "c.json", candidates: [candidate("employer", "ACME", "human", "human:call")] });
    await decline({ ...opts(), indexes: [0], reason: "never worked there", by: "mcp" });
    expect(readFileSync(paths.pendingMd, "utf8")).toContain("- #0: never worked there — declined over MCP");
    expect(p.id).not.toBe(JSON.parse(readFileSync(paths.pendingJson, "utf8")).id);
    await apply({ ...opts(), diffFile: paths.pendingJson, confirm: true });
    const list = declinedList(opts());
    expect(list.declined).toEqual([{ key: "employer", value: "acme", by: "mcp" }]);
    expect(declinedText(list, opts())).toContain("0  employer: acme (declined over MCP)");
    expect(historyText(history({ paths }))).toContain("declined over MCP: employer: acme");
    // The same value proposed again is rejected by the remembered decline, and the review says whose it was.
    await propose({ ...opts(), candidatesFile: "c.json", candidates: [candidate("employer", "ACME", "human", "human:later")] });
    expect(readFileSync(paths.pendingMd, "utf8")).toMatch(/## Matching earlier declines\n\n- #0: employer: acme — declined over MCP/);
    const item = reviewData(opts()).items[0]!;
    expect(item.matchesDecline).toEqual({ overMcp: true });
    expect(reviewItemText(item, 1)).toContain("matches a remembered decline (declined over MCP)");
  });

  it("a decline at the command line is not so marked", async () => {
    const { opts, paths } = fresh();
    await propose({ ...opts(), candidatesFile: "c.json", candidates: [candidate("employer", "ACME", "human", "human:call")] });
    await decline({ ...opts(), indexes: [0] });
    await apply({ ...opts(), diffFile: paths.pendingJson, confirm: true });
    expect(declinedText(declinedList(opts()), opts())).not.toContain("MCP");
    expect(historyText(history({ paths }))).not.toContain("MCP");
  });
});

function readDecisionsFile(paths: ReturnType<typeof layout>, diff: ProfileDiff): unknown {
  return JSON.parse(readFileSync(join(paths.brain, "decisions", `${diff.candidates.decisions}.json`), "utf8"));
}
