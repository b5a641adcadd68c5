/**
 * The MCP tools decline, resolve and declined (docs/mcp.md): the operator's per-change decisions
 * over MCP, none of which applies anything. Driven through the SDK client: propose → decline →
 * the review and status show it; apply → declined lists it; a conflict resolved through the gate.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotTree, tempDir } from "../helpers/cli.js";
import { okInSync as ok } from "../helpers/in-process.js";
import { connectInProcess, textOf, type Connected } from "./client.js";

const TODAY = "2026-06-01";

/** An initialised data dir with two published records; their sources. */
function dataWithRecords(): { data: string; sources: string[] } {
  const data = tempDir("brain-mcp-decline-");
  ok(data, ["init", "--today", TODAY]);
  const sources = ["I lead policy work at the city.\n", "I write about compilers.\n"].map((text, i) => {
    const file = join(tempDir(), `post-${i}.md`);
    writeFileSync(file, text);
    return (JSON.parse(ok(data, ["ingest", file, "--json", "--today", TODAY]).stdout) as { records: { source: string }[] }).records[0]!.source;
  });
  return { data, sources };
}

const candidate = (key: string, value: string, source: string) => ({ key, value, provenance: "published", source, observed_date: TODAY });
const texts = (r: unknown) => (r as { content: { type: string; text: string }[] }).content.map((c) => c.text);
const applyPending = (data: string) => ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", TODAY]);

describe("brain mcp: decline, resolve, declined", () => {
  let data: string;
  let sources: string[];
  let s: Connected;
  beforeAll(async () => {
    ({ data, sources } = dataWithRecords());
    s = await connectInProcess(data, ["--today", TODAY]);
  });
  afterAll(async () => {
    await s.close();
  });

  it("lists the three tools, decline and resolve writing the pending diff, declined read-only", async () => {
    const { tools } = await s.client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    for (const name of ["decline", "resolve", "declined"]) expect(byName.get(name)?.title, name).toBeTruthy();
    expect(byName.get("decline")!.annotations?.readOnlyHint).toBe(false);
    expect(byName.get("resolve")!.annotations?.readOnlyHint).toBe(false);
    expect(byName.get("declined")!.annotations?.readOnlyHint).toBe(true);
  });

  it("propose → decline: the new review shows the decline; the profile untouched; apply remembers it; declined lists it", async () => {
    const profileBefore = readFileSync(join(data, "brain", "profile.md"), "utf8");
    const proposed = await s.client.callTool({
      name: "propose",
      arguments: { candidates: [candidate("role", "policy lead", sources[0]!), candidate("topic", "compilers", sources[1]!)] },
    });
    expect(proposed.isError, textOf(proposed)).toBeFalsy();
    const firstId = (proposed.structuredContent as { id: string }).id;

    const declined = await s.client.callTool({ name: "decline", arguments: { indexes: [1], reason: "not my topic" } });
    expect(declined.isError, textOf(declined)).toBeFalsy();
    const [review, next] = texts(declined);
    expect(review).toBe(readFileSync(join(data, "brain", "pending-diff.md"), "utf8"));
    expect(review).toContain("Declined by the operator");
    expect(review).toContain("- #1: not my topic — declined over MCP");
    const d = declined.structuredContent as { id: string; declined: unknown[] };
    expect(d.id).not.toBe(firstId);
    expect(d.declined).toEqual([{ candidate: 1, reason: "not my topic", by: "mcp" }]);
    expect(next).toContain("Declined: #1 (not my topic) [declined over MCP].");
    expect(next).toContain(`Diff id: ${d.id}`);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toBe(profileBefore);

    const status = await s.client.callTool({ name: "status", arguments: {} });
    expect((status.structuredContent as { pending_diff: { id: string } }).pending_diff.id).toBe(d.id);
    const resource = await s.client.readResource({ uri: "brain://pending-diff" });
    expect(JSON.stringify(resource)).toContain("not my topic");

    applyPending(data);
    const list = await s.client.callTool({ name: "declined", arguments: {} });
    expect(list.isError, textOf(list)).toBeFalsy();
    expect((list.structuredContent as { declined: { key: string; value?: string }[] }).declined).toMatchObject([
      { key: "topic", value: "compilers", by: "mcp" },
    ]);
    expect(textOf(list)).toContain("1 remembered decline");
    expect(textOf(list)).toContain("topic: compilers (declined over MCP)");
  });

  it("resolve: a conflict settled through the gate — the review, never the profile", async () => {
    ok(data, ["consolidate", "--propose", "--candidates", writeCandidates([candidate("role", "head of ai", sources[1]!)]), "--today", TODAY]);
    applyPending(data);
    const show = await s.client.callTool({ name: "show", arguments: { key: "role" } });
    const facts = (show.structuredContent as { facts: { id: string; value: string }[] }).facts;
    expect(facts.length).toBe(2);
    const keep = facts.find((f) => f.value === "head of ai")!.id;
    const before = readFileSync(join(data, "brain", "profile.md"), "utf8");
    const r = await s.client.callTool({ name: "resolve", arguments: { key: "role", keep, reason: "I changed jobs" } });
    expect(r.isError, textOf(r)).toBeFalsy();
    const [review, next] = texts(r);
    const other = facts.find((f) => f.value !== "head of ai")!.id;
    expect(review).toContain("## Resolutions");
    expect(review).toContain(`- #0 **role**: keeps head of ai \`${keep}\` unchanged; policy lead \`${other}\` archived as superseded by it on ${TODAY}`);
    expect(review).toContain(": I changed jobs");
    expect((r.structuredContent as { counts: Record<string, number> }).counts.resolutions).toBe(1);
    expect(next).toContain(`Diff id: ${(r.structuredContent as { id: string }).id}`);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toBe(before);
  });

  it("decline with decisions: each candidate with its own reason", async () => {
    const proposed = await s.client.callTool({
      name: "propose",
      arguments: { candidates: [candidate("hobby", "chess", sources[0]!), candidate("city", "lisbon", sources[1]!)] },
    });
    expect(proposed.isError, textOf(proposed)).toBeFalsy();
    const decisions = [
      { candidate: 0, reason: "not a hobby" },
      { candidate: 1, reason: "I moved" },
    ];
    const r = await s.client.callTool({ name: "decline", arguments: { decisions } });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect((r.structuredContent as { declined: unknown[] }).declined).toEqual(decisions.map((d) => ({ ...d, by: "mcp" })));
    expect(texts(r)[0]).toContain("#0: not a hobby");
    expect(texts(r)[0]).toContain("#1: I moved");
  });

  it("resolve joins the pending batch, after its candidates, as origin agent; the declines stand", async () => {
    const before = JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as { id: string; declined: unknown[] };
    const show = await s.client.callTool({ name: "show", arguments: { key: "role" } });
    const keep = (show.structuredContent as { facts: { id: string; value: string }[] }).facts.find((f) => f.value === "head of ai")!.id;
    const r = await s.client.callTool({ name: "resolve", arguments: { key: "role", keep } });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ added: [2], joined: { id: before.id, kept: 2, declined: 2 } });
    const diff = JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as {
      declined: unknown[];
      trace: { candidate?: number; origin?: string; outcome: string }[];
    };
    expect(diff.declined).toEqual(before.declined);
    expect(diff.trace.find((t) => t.candidate === 2)).toMatchObject({ outcome: "resolve", origin: "agent" });
    expect(texts(r)[0]).toMatch(/^- #2 \*\*role\*\*: keeps head of ai/m);
  });

  it.each([
    { name: "decline without indexes", tool: "decline", args: {}, message: "decline" },
    { name: "decline of a candidate not in the batch", tool: "decline", args: { indexes: [99] }, message: "99" },
    { name: "resolve of a key with no conflict", tool: "resolve", args: { key: "no-such-key", keep: "x" }, message: "no-such-key" },
    { name: "declined takes no argument", tool: "declined", args: { forget: [0] }, message: 'unknown argument "forget"' },
  ])("$name: an isError refusal, nothing written", async ({ tool, args, message }) => {
    const before = snapshotTree(data);
    const r = await s.client.callTool({ name: tool, arguments: args });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain(message);
    expect(snapshotTree(data)).toEqual(before);
  });
});

function writeCandidates(candidates: unknown[]): string {
  const file = join(tempDir(), "candidates.json");
  writeFileSync(file, JSON.stringify(candidates));
  return file;
}
