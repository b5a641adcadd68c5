/**
 * A malformed line of history.jsonl, of an archived decisions file or of a record's frontmatter is
 * invalid input naming the file and the line (or JSON pointer): exit 3 at the command line, never
 * a stack trace; an `isError` result over MCP with the same message, never "unexpected error".
 * Every file stays byte-identical. A torn last history line (a crash mid-append) is still ignored.
 * The CLI runs in-process through its program definition; the MCP server through the SDK's
 * in-memory transport.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { beforeAll, describe, expect, it } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { createServer } from "../../src/mcp/server.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { ingest } from "../../src/usecases/ingest.js";
import { propose } from "../../src/usecases/propose.js";
import { initialisedDir, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainIn, brainInSync } from "../helpers/in-process.js";
import { textOf } from "../mcp/client.js";

const TODAY = "2026-06-01";
const CANDIDATES = [
  { key: "topic", value: "ai", provenance: "human", source: "human:me", observed_date: TODAY },
  { key: "city", value: "Berlin", provenance: "human", source: "human:me", observed_date: TODAY },
];

let template: string;
beforeAll(async () => {
  template = initialisedDir(brainInSync);
  const paths = layout(template);
  const o = { paths, today: TODAY, now: new Date() };
  const post = join(tempDir(), "post.md");
  writeFileSync(post, "a post\n");
  ingest({ ...o, files: [post] });
  await propose({ ...o, candidatesFile: "candidates", candidates: CANDIDATES.slice(0, 1) });
  expect((await apply({ ...o, diffFile: paths.pendingJson, confirm: true })).kind).toBe("applied");
  await propose({ ...o, candidatesFile: "candidates", candidates: CANDIDATES });
  await decline({ ...o, indexes: [1], reason: "not true" });
});

function fresh() {
  const dir = join(tempDir(), "data");
  cpSync(template, dir, { recursive: true });
  return { dir, paths: layout(dir) };
}

async function mcpCall(dataDir: string, name: string, args: Record<string, unknown> = {}) {
  const server = createServer({ global: { dataDir, today: TODAY }, allowApply: false, log: () => {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "t", version: "0" });
  await client.connect(clientSide);
  try {
    return await client.callTool({ name, arguments: args });
  } finally {
    await client.close();
  }
}

/** Each command line refuses with exit 3 and the message, no stack; each tool with an isError result carrying it. */
async function refusedEverywhere(dir: string, says: string, commands: string[][], tools: [string, Record<string, unknown>][]) {
  const before = snapshotTree(dir);
  for (const args of commands) {
    const r = await brainIn(dir, ["--today", TODAY, ...args]);
    expect(r.code, `brain ${args.join(" ")}: ${r.stderr}`).toBe(3);
    expect(r.stderr).toContain(says);
    expect(r.stderr).not.toMatch(/unexpected error|\n\s+at /);
  }
  for (const [name, args] of tools) {
    const r = await mcpCall(dir, name, args);
    expect(r.isError, name).toBe(true);
    expect(textOf(r)).toContain(says);
    expect(textOf(r)).not.toContain("unexpected error");
  }
  expect(snapshotTree(dir)).toEqual(before);
}

describe("history.jsonl", () => {
  const candidates = () => {
    const file = join(tempDir(), "candidates.json");
    writeFileSync(file, JSON.stringify(CANDIDATES));
    return file;
  };
  it.each([
    { name: "not JSON", line: "{bad", says: "history.jsonl:2: expected a history entry (one JSON object per line)" },
    { name: "not an object", line: "null", says: "history.jsonl:2: expected a history entry (a JSON object" },
    {
      name: "an unknown op",
      line: '{"op":"shrug","at":"x","today":"2026-06-01"}',
      says: 'history.jsonl:2: /op: expected "apply", "rollback", "adopt" or "forget", found "shrug"',
    },
    {
      name: "an apply missing its fields",
      line: '{"op":"apply","at":"x","diff":"y"}',
      says: "history.jsonl:2: /today: expected a date YYYY-MM-DD, found nothing",
    },
    {
      name: "counts that are not counts",
      line: '{"op":"apply","at":"x","today":"2026-06-01","diff":"y","base":"b","result":"r","backup":null,"published_count":0,"counts":{"additions":"2"}}',
      says: "history.jsonl:2: /counts: expected an object of whole numbers ≥ 0",
    },
    {
      name: "a forget of nothing",
      line: '{"op":"forget","at":"x","today":"2026-06-01","forgotten":[null]}',
      says: "history.jsonl:2: /forgotten: expected a list of remembered declines",
    },
    { name: "a rollback without its diff", line: '{"op":"rollback","at":"x","today":"2026-06-01"}', says: "history.jsonl:2: /diff: expected a diff id" },
  ])("$name: exit 3 naming the line, everywhere", async ({ line, says }) => {
    const { dir, paths } = fresh();
    writeFileSync(paths.history, `${readFileSync(paths.history, "utf8")}${line}\n`);
    await refusedEverywhere(
      dir,
      says,
      [
        ["history"],
        ["consolidate", "--gather"],
        ["declined"],
        ["consolidate", "--propose", "--candidates", candidates()],
        ["rollback", "--confirm"],
        ["validate"],
      ],
      [
        ["history", {}],
        ["gather", {}],
        ["declined", {}],
        ["propose", { candidates: CANDIDATES }],
      ],
    );
  });

  it("a torn last line (a crash mid-append, no newline) is ignored, and cut off by the next append", async () => {
    const { dir, paths } = fresh();
    const good = readFileSync(paths.history, "utf8");
    writeFileSync(paths.history, `${good}{"op":"apply","at":"2026-06-0`);
    expect((await brainIn(dir, ["history"])).code).toBe(0);
    expect((await brainIn(dir, ["validate"])).code).toBe(0);
    expect((await brainIn(dir, ["--today", TODAY, "consolidate", "--apply", "--diff", paths.pendingJson, "--confirm"])).code).toBe(0);
    const lines = readFileSync(paths.history, "utf8").split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1).every((l) => l.startsWith('{"op":"apply"'))).toBe(true);
  });
});

describe("brain/decisions/*.json", () => {
  it.each([
    { name: "not JSON", text: "[{", says: "expected JSON" },
    { name: "not a list", text: '{"candidate":1}', says: ": /: expected a list of decisions {candidate, reason?, by?}, or {declined, origins}" },
    { name: "an index that is no index", text: '[{"candidate":"1"}]', says: ': /0/candidate: expected a candidate index (a whole number ≥ 0), found "1"' },
    { name: "a field of its own", text: '[{"candidate":1,"who":"me"}]', says: ': /0/who: expected only candidate, reason and by, found "who"' },
    {
      name: "a decline by no one brain knows",
      text: '[{"candidate":1,"by":"me"}]',
      says: ': /0/by: expected "mcp" (a decline made over MCP) or no by, found "me"',
    },
    { name: "an origin of the default", text: '{"declined":[],"origins":[{"candidate":0,"origin":"session"}]}', says: ": /origins/0/origin: expected one of" },
  ])("$name: exit 3 naming the file and pointer (apply, decline, validate)", async ({ text, says }) => {
    const { dir, paths } = fresh();
    const folder = join(paths.brain, "decisions");
    const [name] = readdirSync(folder);
    const file = join(folder, name!);
    writeFileSync(file, text);
    await refusedEverywhere(
      dir,
      `${file}`,
      [["consolidate", "--apply", "--diff", paths.pendingJson, "--confirm"], ["decline", "0"], ["validate"]],
      [["decline", { indexes: [0] }]],
    );
    const r = await brainIn(dir, ["validate"]);
    expect(r.stderr).toContain(says);
  });
});

describe("a record's frontmatter", () => {
  it.each([
    {
      name: "a line that is no field",
      edit: (t: string) => t.replace("date: ", "tags\ndate: "),
      line: 5,
      says: 'expected a frontmatter line `name: value`, found "tags"',
    },
    {
      name: "a field brain does not write",
      edit: (t: string) => t.replace("date: ", "tags: a, b\ndate: "),
      line: 5,
      says: "expected one of brain's record fields",
    },
    { name: "a field given twice", edit: (t: string) => t.replace("date: ", "provenance: human\ndate: "), line: 5, says: "/provenance: expected once" },
    {
      name: "a provenance brain does not know",
      edit: (t: string) => t.replace("provenance: published", "provenance: gospel"),
      line: 4,
      says: '/provenance: expected published, human or ai-draft, found "gospel"',
    },
    {
      name: "a date that is none",
      edit: (t: string) => t.replace(/^date: .*$/m, "date: 2026-02-30"),
      line: 5,
      says: '/date: expected a date YYYY-MM-DD, found "2026-02-30"',
    },
    {
      name: "a source_file that is no JSON string",
      edit: (t: string) => t.replace(/^source_file: .*$/m, "source_file: post.md"),
      line: 7,
      says: "/source_file: expected a JSON string",
    },
  ])("$name: exit 3 naming file and line (gather, propose, ingest, validate); status lists it", async ({ edit, line, says }) => {
    const { dir, paths } = fresh();
    const [name] = readdirSync(paths.published);
    const record = join(paths.published, name!);
    writeFileSync(record, edit(readFileSync(record, "utf8")));
    const candidates = join(tempDir(), "candidates.json");
    writeFileSync(candidates, JSON.stringify(CANDIDATES));
    const other = join(tempDir(), "other.md");
    writeFileSync(other, "another post\n");
    await refusedEverywhere(
      dir,
      `${record}:${line}: ${says}`,
      [["consolidate", "--gather"], ["consolidate", "--propose", "--candidates", candidates], ["ingest", other], ["validate"]],
      [
        ["gather", {}],
        ["propose", { candidates: CANDIDATES }],
      ],
    );
    // status says what the hook would say, which reads no record: the broken line is something to attend to.
    const s = await brainIn(dir, ["--today", TODAY, "status"]);
    expect(s.code, s.stderr).toBe(0);
    expect(s.stdout).toContain(`needs attention:   ${record}:${line}: ${says}`);
    const viaMcp = await mcpCall(dir, "status");
    expect(viaMcp.isError).toBeFalsy();
    expect((viaMcp.structuredContent as { attention: string[] }).attention.join("\n")).toContain(`${record}:${line}: ${says}`);
  });

  it("a file with no brain frontmatter (a post copied in by hand) is no record: ignored, and validate says so", async () => {
    const { dir, paths } = fresh();
    writeFileSync(join(paths.published, "copied.md"), "---\ntitle: My post\n---\nText\n");
    expect((await brainIn(dir, ["consolidate", "--gather"])).code).toBe(0);
    const v = await brainIn(dir, ["validate"]);
    expect(v.code).toBe(3);
    expect(v.stderr).toContain(`${join(paths.published, "copied.md")}: expected a brain record`);
    expect(v.stderr).toContain("the session-start hook counts it as a published record");
  });
});
