/** Agent-written evidence (src/core/agent-written.ts): the words brain prints, and which sources of a fact an agent wrote. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGENT_WRITTEN, agentWrittenSources, DECLINED_OVER_MCP } from "../../src/core/agent-written.js";
import { runs } from "../helpers/runs.js";

describe("the words for agent-written evidence", () => {
  it("are the ones the review, show and explain print", () => {
    expect(AGENT_WRITTEN).toBe("agent-written");
    expect(DECLINED_OVER_MCP).toBe("declined over MCP");
  });
});

describe("agentWrittenSources", () => {
  it.each([
    { name: "no agent-written record at all: none", sources: ["post-1", "note-2"], written: [], expected: [] },
    { name: "a fact without sources: none", sources: [], written: ["post-1"], expected: [] },
    { name: "agent-written records the fact does not rest on: none", sources: ["post-1"], written: ["mcp-1", "mcp-2"], expected: [] },
    { name: "one source of two", sources: ["post-1", "mcp-1"], written: ["mcp-1"], expected: ["mcp-1"] },
    { name: "every source", sources: ["mcp-1", "mcp-2"], written: ["mcp-2", "mcp-1"], expected: ["mcp-1", "mcp-2"] },
    { name: "in the fact's order, not the set's", sources: ["mcp-b", "post-1", "mcp-a"], written: ["mcp-a", "mcp-b"], expected: ["mcp-b", "mcp-a"] },
    { name: "a source is matched exactly, not by prefix or case", sources: ["mcp-1x", "MCP-1", "mcp-1"], written: ["mcp-1"], expected: ["mcp-1"] },
  ])("$name", ({ sources, written, expected }) => {
    expect(agentWrittenSources({ sources }, new Set(written))).toEqual(expected);
  });

  it("is the fact's sources that are in the set, for any sources and set", () => {
    const source = fc.constantFrom("post-1", "post-2", "mcp-1", "mcp-2", "note");
    fc.assert(
      fc.property(fc.array(source, { maxLength: 6 }), fc.uniqueArray(source, { maxLength: 5 }), (sources, written) => {
        const expected: string[] = [];
        for (const s of sources) if (written.includes(s)) expected.push(s);
        expect(agentWrittenSources({ sources }, new Set(written))).toEqual(expected);
      }),
      { seed: 19, numRuns: runs(500) },
    );
  });

  it("leaves the fact's sources as they were", () => {
    const fact = { sources: ["post-1", "mcp-1"] };
    const mine = agentWrittenSources(fact, new Set(["mcp-1"]));
    mine.push("changed");
    expect(fact.sources).toEqual(["post-1", "mcp-1"]);
  });
});
