/**
 * Records an agent stores over MCP (`ingest`, `note`) are marked agent-written: in the record
 * (`ingested_by: mcp`), in gather, and in the review propose returns. Driven through the SDK client.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";
import { connectInProcess, textOf, type Connected } from "./client.js";

const TODAY = "2026-06-01";

describe("brain mcp: records an agent ingests are marked agent-written", () => {
  let data: string;
  let s: Connected;
  beforeAll(async () => {
    data = tempDir("brain-mcp-agent-");
    ok(data, ["init", "--today", TODAY]);
    s = await connectInProcess(data, ["--today", TODAY]);
  });
  afterAll(async () => {
    await s.close();
  });

  it("ingest and note store marked records; gather and the review say so; a CLI ingest is not marked", async () => {
    const ingested = await s.client.callTool({ name: "ingest", arguments: { text: "I moved to Lisbon in May.\n", provenance: "human" } });
    expect(ingested.isError, textOf(ingested)).toBeFalsy();
    expect(textOf(ingested)).toContain("(id ");
    expect(textOf(ingested)).toContain("human, agent-written,");
    const agent = ingested.structuredContent as { ingested_by: string; records: { source: string; path: string }[] };
    expect(agent.ingested_by).toBe("mcp");
    expect(readFileSync(agent.records[0]!.path, "utf8")).toMatch(/^ingested_by: mcp$/m);

    const noted = await s.client.callTool({ name: "note", arguments: { text: "I prefer working remotely" } });
    const note = noted.structuredContent as { source: string; path: string };
    expect(readFileSync(note.path, "utf8")).toMatch(/^ingested_by: mcp$/m);

    const post = join(tempDir(), "post.md");
    writeFileSync(post, "I write about compilers.\n");
    const cliIngest = JSON.parse(ok(data, ["ingest", post, "--json", "--today", TODAY]).stdout) as { records: { source: string }[] };
    const own = cliIngest.records[0]!.source;

    const gathered = await s.client.callTool({ name: "gather", arguments: {} });
    const records = (gathered.structuredContent as { new_records: { source: string; agent_written?: boolean }[] }).new_records;
    expect(Object.fromEntries(records.map((r) => [r.source, r.agent_written ?? false]))).toEqual({
      [agent.records[0]!.source]: true,
      [note.source]: true,
      [own]: false,
    });
    expect(textOf(gathered)).toContain(`### ${agent.records[0]!.source} — human, dated ${TODAY}, agent-written (stored through the MCP server)`);

    const proposed = await s.client.callTool({
      name: "propose",
      arguments: {
        candidates: [
          { key: "home-city", value: "Lisbon", provenance: "human", source: agent.records[0]!.source, observed_date: TODAY },
          { key: "topic", value: "compilers", provenance: "published", source: own, observed_date: TODAY },
        ],
      },
    });
    expect(proposed.isError, textOf(proposed)).toBeFalsy();
    const review = (proposed.content as { type: string; text: string }[])[0]!.text;
    expect(review).toContain(`Agent-written (2; stored by an agent through brain's MCP server, not by the operator`);
    const lines = review.split("\n");
    expect(lines.find((l) => /^- #\d+ \*\*home-city\*\*/.test(l))).toMatch(/ — agent-written record$/);
    expect(lines.find((l) => /^- #\d+ \*\*topic\*\*/.test(l))).not.toContain("agent-written");
    expect((proposed.structuredContent as { records: { new: { agent_written: string[] } } }).records.new.agent_written).toEqual(
      [agent.records[0]!.source, note.source].sort(),
    );
    // The CLI's apply accepts the diff: the mark is part of what it re-derives.
    const id = (proposed.structuredContent as { id: string }).id;
    const applied = brain(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", TODAY]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain(id.slice(0, 12));
  });
});
