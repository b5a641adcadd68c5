/**
 * The whole consolidation loop through MCP only, as an agent in Claude Desktop would run it: gather,
 * propose candidates citing what gather showed, read the review, and apply — refused without
 * --allow-apply, with another diff's id or without confirm; applied with the pending diff's id.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { EXAMPLE, snapshotTree, tempDir } from "../helpers/cli.js";
import { okInSync as ok } from "../helpers/in-process.js";
import { connectInProcess, textOf, type Connected } from "./client.js";

const TODAY = "2026-06-01";
const POSTS = ["2026-01-10-municipal-ai-register.md", "2026-02-14-why-registers-matter.md", "2026-05-20-workshop-format.md", "2026-05-28-written-guidance.md"];

interface GatheredRecord {
  source: string;
  date: string;
  ingested_at: string;
}
interface Gathered {
  new_records: GatheredRecord[];
  through: string | null;
  new_remaining: number;
  facts: { id: string; key: string }[];
}
interface Proposed {
  kind: string;
  id: string;
  pendingMd: string;
  pendingJson: string;
  applyCommand: string;
  summary: string;
  records: { through: string | null };
  counts: Record<string, number>;
}

/** Seeded from the example's fields, its four posts ingested one by one, oldest first (four ingested_at times). */
function ingestedData(): string {
  const data = tempDir("brain-mcp-loop-");
  ok(data, ["init", "--from", join(EXAMPLE, "fields.yaml"), "--today", "2026-01-01"]);
  for (const post of POSTS) ok(data, ["ingest", join(EXAMPLE, "posts", post), "--date", post.slice(0, 10), "--today", post.slice(0, 10)]);
  return data;
}

/** One candidate per record: what an agent writes after reading gather's records. */
function candidatesFor(records: readonly GatheredRecord[]): object[] {
  return records.map((r) => ({
    key: "primary-expertise",
    value: "AI governance in the public sector",
    provenance: "published",
    source: r.source,
    observed_date: r.date,
  }));
}

const pendingId = (data: string) => (JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as { id: string }).id;
const cliText = (data: string, args: string[]) => ok(data, [...args, "--today", TODAY]).stdout.replace(/\n$/, "");
/** The CLI's --json document without the run's messages (`warnings`: the CLI's envelope, not the tool's answer). */
const cliJson = (data: string, args: string[]): object => {
  const { warnings, ...answer } = JSON.parse(ok(data, [...args, "--json", "--today", TODAY]).stdout) as { warnings?: unknown[] };
  expect(warnings).toEqual([]);
  return answer;
};

async function call(s: Connected, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await s.client.callTool({ name, arguments: args })) as CallToolResult;
}

/** A call that must succeed: its text blocks (`text` is the first, the CLI's text) and structuredContent. */
async function succeeded<T>(s: Connected, name: string, args: Record<string, unknown>): Promise<{ text: string; blocks: string[]; data: T }> {
  const r = await call(s, name, args);
  expect(r.isError, textOf(r)).toBeFalsy();
  const blocks = r.content.map((c) => (c.type === "text" ? c.text : `(${c.type})`));
  expect(blocks.length, name).toBe(name === "propose" || name === "retire" ? 2 : 1);
  return { text: blocks[0]!, blocks, data: r.structuredContent as T };
}

/** Calls a tool that must refuse: an isError result with `message` in its text, and no file changed. */
async function refused(s: Connected, data: string, name: string, args: Record<string, unknown>, message: string | RegExp): Promise<void> {
  const before = snapshotTree(data);
  const r = await call(s, name, args);
  expect(r.isError, textOf(r)).toBe(true);
  if (typeof message === "string") expect(textOf(r)).toContain(message);
  else expect(textOf(r)).toMatch(message);
  expect(r.structuredContent).toBeUndefined();
  expect(snapshotTree(data)).toEqual(before);
}

let open: Connected[] = [];
async function server(data: string, extra: string[] = []): Promise<Connected> {
  const s = await connectInProcess(data, ["--today", TODAY, ...extra]);
  open.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(open.map((s) => s.close()));
  open = [];
});

describe("the consolidation loop through MCP only", () => {
  it("gather → propose → review → apply refused, then applied with the right id → show and explain tell it", async () => {
    const data = ingestedData();
    const agent = await server(data);

    const gathered = await succeeded<Gathered>(agent, "gather", {});
    expect(gathered.data.new_records.map((r) => r.date)).toEqual(["2026-01-10", "2026-02-14", "2026-05-20", "2026-05-28"]);
    for (const r of gathered.data.new_records) expect(gathered.text).toContain(`### ${r.source} — published, dated ${r.date}`);
    const cited = gathered.data.new_records.slice(2); // recent enough not to be flagged stale on TODAY

    const profileBefore = readFileSync(join(data, "brain", "profile.md"));
    const proposed = await succeeded<Proposed>(agent, "propose", { candidates: candidatesFor(cited) });
    const id = pendingId(data);
    expect(proposed.data).toMatchObject({
      kind: "proposed",
      id,
      pendingMd: join(data, "brain", "pending-diff.md"),
      counts: { additions: 1, evidenceBumps: 1 },
    });
    // Pinned to the diff the operator reads: a batch proposed again after that is refused.
    expect(proposed.data.applyCommand).toMatch(new RegExp(`--data-dir ${data} consolidate --apply --expect ${id.slice(0, 12)} --confirm$`));
    expect(readFileSync(join(data, "brain", "profile.md"))).toEqual(profileBefore);

    // The review the operator reads: propose's text, the resource and the file are the same bytes.
    const review = readFileSync(join(data, "brain", "pending-diff.md"), "utf8");
    expect(proposed.text).toBe(review);
    expect(proposed.blocks[1]).toBe(
      `Diff id: ${id}\n${proposed.data.summary}. Show the review above to the operator verbatim; only after their explicit yes to it: ` +
        `apply with this diff_id and confirm: true, or they run: ${proposed.data.applyCommand}`,
    );
    expect(review).toContain(`diff \`${id.slice(0, 12)}\``);
    const { contents } = await agent.client.readResource({ uri: "brain://pending-diff" });
    // The review under the full id apply needs (the review itself shows 12 digits).
    expect(contents).toEqual([{ uri: "brain://pending-diff", mimeType: "text/markdown", text: `Diff id (pass it to apply as diff_id): ${id}\n\n${review}` }]);

    // Without --allow-apply there is no apply tool to call.
    expect((await agent.client.listTools()).tools.map((t) => t.name)).not.toContain("apply");
    await refused(
      agent,
      data,
      "apply",
      { diff_id: id, confirm: true },
      'brain: unknown tool "apply" (this server was started without --allow-apply: give the operator the apply command at the end of the review to run themselves)',
    );

    const trusted = await server(data, ["--allow-apply"]);
    await refused(
      trusted,
      data,
      "apply",
      { diff_id: "f".repeat(64), confirm: true },
      `brain: ${join(data, "brain", "pending-diff.json")}: holds diff ${id}, not ${"f".repeat(64)} (the diff you were shown); nothing was written.`,
    );
    await refused(
      trusted,
      data,
      "apply",
      { diff_id: id, confirm: false },
      "brain: apply: needs confirm: true, given only after the operator said yes to the review; nothing was written. Show the operator the review (brain://pending-diff), ask them, and call apply again with confirm: true only on their explicit yes.",
    );
    await refused(trusted, data, "apply", { diff_id: id }, 'brain: apply: argument "confirm" is required');
    await refused(trusted, data, "apply", { diff_id: id.slice(0, 12), confirm: true }, "brain: apply: diff_id: expected a string matching ^[0-9a-f]{64}$");

    const applied = await succeeded<{ kind: string; id: string; changed: boolean }>(trusted, "apply", { diff_id: id, confirm: true });
    expect(applied.data).toMatchObject({ kind: "applied", id, changed: true });
    expect(applied.text).toMatch(new RegExp(`^Applied diff ${id.slice(0, 12)}: .*\\.\\nWrote ${join(data, "brain", "profile.md")} \\(backup: `));
    expect(readFileSync(join(data, "brain", "profile.md"))).not.toEqual(profileBefore);

    const history = await succeeded<{ entries: { op: string; diff: string }[] }>(agent, "history", {});
    expect(history.data.entries.map((e) => [e.op, e.diff])).toEqual([["apply", id]]);

    // show reflects it: one fact, both records as its sources.
    const show = await succeeded<{ facts: { id: string; key: string; value: string; sources: string[]; evidence_count: number }[] }>(agent, "show", {
      key: "primary-expertise",
    });
    expect(show.data.facts).toMatchObject([
      { key: "primary-expertise", value: "AI governance in the public sector", evidence_count: 2, sources: cited.map((r) => r.source) },
    ]);
    expect(show.text).toBe(cliText(data, ["show", "--key", "primary-expertise"]));

    // explain tells the fact's story: added from the first record, bumped by the second, in this diff.
    const factId = show.data.facts[0]!.id;
    const story = await succeeded<{ id: string; events: { op: string; diff: string; source: string }[] }>(agent, "explain", { id: factId });
    expect(story.data.events.map((e) => [e.op, e.diff, e.source])).toEqual([
      ["add", id, cited[0]!.source],
      ["bump", id, cited[1]!.source],
    ]);
    expect(story.text).toBe(cliText(data, ["explain", factId]));
    // The CLI's --json, plus what pages a large fact (one page here: no cursor, every source).
    const cliStory = cliJson(data, ["explain", factId]) as { events: unknown[] };
    expect(story.data).toEqual({ ...cliStory, total_events: cliStory.events.length, next_cursor: null, sources_pages: [] });

    // Applying the same diff again is an answer, not an error, and writes nothing.
    const before = snapshotTree(data);
    const again = await succeeded<{ kind: string }>(trusted, "apply", { diff_id: id, confirm: true });
    expect(again.data).toEqual({ kind: "already-applied", id, history: join(data, "brain", "history.jsonl") });
    expect(again.text).toBe(`Already applied: diff ${id.slice(0, 12)} is in ${join(data, "brain", "history.jsonl")}; nothing was written.`);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("propose with invalid candidates: isError naming /0/observed_date, nothing written", async () => {
    const data = ingestedData();
    const agent = await server(data);
    const [record] = (await succeeded<Gathered>(agent, "gather", {})).data.new_records;
    const bad = { ...candidatesFor([record!])[0], observed_date: "2026-13-01" };
    await refused(agent, data, "propose", { candidates: [bad] }, /^brain: candidates: \/0\/observed_date: .*"2026-13-01"/m);
    await refused(
      agent,
      data,
      "propose",
      { candidates: [bad], through: "yesterday" },
      '--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "yesterday"',
    );
  });

  it("gather with limit: the oldest record, the CLI's text and object; propose through it leaves the others new", async () => {
    const data = ingestedData();
    const agent = await server(data, ["--allow-apply"]);
    const page = await succeeded<Gathered>(agent, "gather", { limit: 1 });
    expect(page.data.new_records.map((r) => r.date)).toEqual(["2026-01-10"]);
    expect(page.data).toMatchObject({ through: page.data.new_records[0]!.ingested_at, new_remaining: 3 });
    expect(page.data).toEqual(cliJson(data, ["consolidate", "--gather", "--limit", "1"]));
    expect(page.text).toBe(cliText(data, ["consolidate", "--gather", "--limit", "1"]));
    expect(page.text).toContain(`Showing the oldest 1, ingested up to ${page.data.through}; 3 more stay new.`);

    const proposed = await succeeded<Proposed>(agent, "propose", { candidates: candidatesFor(page.data.new_records), through: page.data.through });
    expect(proposed.data.records.through).toBe(page.data.through);
    await succeeded(agent, "apply", { diff_id: proposed.data.id, confirm: true });
    const rest = await succeeded<Gathered>(agent, "gather", {});
    expect(rest.data.new_records.map((r) => r.date)).toEqual(["2026-02-14", "2026-05-20", "2026-05-28"]);
  });

  it("apply of a diff made stale by another apply, and of an edited diff: isError with the CLI's message, nothing written", async () => {
    const data = ingestedData();
    const agent = await server(data, ["--allow-apply"]);
    const records = (await succeeded<Gathered>(agent, "gather", {})).data.new_records;
    const first = await succeeded<Proposed>(agent, "propose", { candidates: candidatesFor(records.slice(0, 1)) });
    const saved = tempDir();
    cpSync(join(data, "brain"), saved, { recursive: true });

    const second = await succeeded<Proposed>(agent, "propose", { candidates: candidatesFor(records.slice(1, 2)) });
    await succeeded(agent, "apply", { diff_id: second.data.id, confirm: true });
    // The first diff back as the pending one: the profile has changed since it was proposed.
    for (const name of ["pending-diff.json", "pending-diff.md"]) cpSync(join(saved, name), join(data, "brain", name));
    await refused(
      agent,
      data,
      "apply",
      { diff_id: first.data.id, confirm: true },
      `brain: ${join(data, "brain", "pending-diff.json")}: stale diff — it was proposed against profile`,
    );

    // A diff edited after it was proposed keeps its id but not what the rules produce.
    const third = await succeeded<Proposed>(agent, "propose", { candidates: candidatesFor(records.slice(2, 3)) });
    const file = join(data, "brain", "pending-diff.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("AI governance in the public sector", "AI governance everywhere"));
    await refused(agent, data, "apply", { diff_id: third.data.id, confirm: true }, `brain: ${file}: /id: expected the sha256 of the diff's content`);
  });

  it("retire: the operator's date is the retirement's observed date; a date after today is refused, nothing written", async () => {
    const data = ingestedData();
    const agent = await server(data, ["--allow-apply"]);
    const records = (await succeeded<Gathered>(agent, "gather", {})).data.new_records;
    const added = await succeeded<Proposed>(agent, "propose", { candidates: candidatesFor(records.slice(0, 1)) });
    await succeeded(agent, "apply", { diff_id: added.data.id, confirm: true });
    const fact = (await succeeded<Gathered>(agent, "gather", {})).data.facts.find((f) => f.key === "primary-expertise")!;

    const args = { ids: [fact.id], reason: "Moved on to climate policy" };
    await refused(agent, data, "retire", { ...args, date: "2026-06-02" }, "--date: must not be after today (2026-06-01), found 2026-06-02");
    const retired = await succeeded<Proposed>(agent, "retire", { ...args, date: "2026-05-30" });
    const diff = JSON.parse(readFileSync(retired.data.pendingJson, "utf8")) as { retirements: { id: string; observed_date: string; source: string }[] };
    expect(diff.retirements).toEqual([expect.objectContaining({ id: fact.id, observed_date: "2026-05-30", source: "human:retire-2026-06-01" })]);
    // The same proposal as the CLI's retire with --date (whose warnings are in its envelope), but of
    // origin agent: another diff, whose review marks the retirement agent-written.
    const { warnings, ...answer } = retired.data as Proposed & { warnings: string[] };
    expect(warnings).toEqual([]);
    const agentDiff = JSON.parse(readFileSync(retired.data.pendingJson, "utf8")) as { trace: { origin?: string }[]; agent_written?: unknown };
    expect(agentDiff.trace[0]!.origin).toBe("agent");
    expect(agentDiff.agent_written).toEqual({ candidates: [0], promotions: [] });
    expect(readFileSync(retired.data.pendingMd, "utf8")).toMatch(/## Retirements\n\n.* — agent-written: added by an agent through brain's MCP server\n/);
    // --new: the operator's retire replaces the agent's pending batch instead of joining it, and says so.
    const { dropped, ...cli } = cliJson(data, ["retire", fact.id, "--reason", args.reason, "--date", "2026-05-30", "--new"]) as Proposed & { dropped: unknown };
    expect(dropped).toEqual({ id: answer.id, candidates: 1, declined: 0 });
    expect(answer).toEqual({ ...cli, id: answer.id, applyCommand: answer.applyCommand });
    expect(answer.id).not.toBe(cli.id);
    const operatorDiff = JSON.parse(readFileSync(cli.pendingJson, "utf8")) as { trace: { origin?: string }[]; agent_written?: unknown };
    expect(operatorDiff.trace[0]!.origin).toBe("operator");
    expect(operatorDiff.agent_written).toBeUndefined();
  });
});
