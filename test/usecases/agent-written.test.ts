/**
 * Records an agent stores through the MCP server (docs/mcp.md, "Agent-written records"): the
 * record carries `ingested_by: mcp`, gather says so, and the review (pending-diff.md) marks them in
 * its records line and beside the evidence that cites them. Use cases in-process.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { gather, gatherText } from "../../src/usecases/gather.js";
import { ingest, ingestText } from "../../src/usecases/ingest.js";
import { note } from "../../src/usecases/note.js";
import { propose } from "../../src/usecases/propose.js";
import { initialisedDir, tempDir } from "../helpers/cli.js";

let template: string;
beforeAll(() => {
  template = initialisedDir();
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
    expect(lines.find((l) => l.startsWith("- **home-city**"))).toMatch(/ — agent-written record$/);
    expect(lines.find((l) => l.startsWith("- **topic**"))).not.toContain("agent-written");
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
